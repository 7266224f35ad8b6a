import { ProductGrid } from '../../products/components/product-grid';

export function HomePage() {
  return <ProductGrid />;
}
