// Where a customer writes a review: the Add Review page, naming the product it is about when there is one.
export const ADD_REVIEW_PATH = '/dashboard/addReview';

/** The query parameter that names the product on the Add Review page. */
export const REVIEW_PRODUCT_PARAM = 'product';

export const addReviewPath = (productId?: string) =>
  productId ? `${ADD_REVIEW_PATH}?${REVIEW_PRODUCT_PARAM}=${encodeURIComponent(productId)}` : ADD_REVIEW_PATH;
