// The products feature's front door: what other features may use of it. Everything else in the folder is private.
export { useCatalogue } from './api/use-catalogue';
export { useCategories } from './api/use-categories';
export { useParts } from './api/use-parts';
export { ProductCard, ProductCardWhenNear } from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { categoryPath, productPath } from './product-paths';
export type { CardProduct } from './card-product';
export { SITE_NAME } from './seo/product-structured-data';
