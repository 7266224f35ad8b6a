// The reviews feature's front door: what other features may use of it. Everything else in the folder is private.
export { useProductReviews } from './api/use-product-reviews';
export { ProductReviews } from './components/product-reviews';
export { ReviewGrid } from './components/review-grid';
export { addReviewPath } from './review-paths';
