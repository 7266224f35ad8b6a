// Reviews: the stored document and the spec's REST shapes (GET /review, a product's reviews and the moderation list).
import { isoTime } from '../iso-time';

export interface ReviewDoc {
  uid: string;
  displayName: string;
  picture: string;
  rating: number;
  description: string;
  createdAt?: unknown;
  /** Hidden by an admin: kept for the moderation list, left out of GET /review. Absent: shown. */
  hidden?: boolean;
  /** The product the review is about, and its name when the review was written; absent: the shop in general. */
  productId?: string;
  productName?: string;
}

/**
 * GET /review: SPEC §7's review, plus whether its author is a verified buyer (bought the product it is about, or
 * anything when it names none, before writing it) and the product it names, if any.
 */
export interface Review {
  _id: string;
  displayName: string;
  picture: string;
  rating: number;
  description: string;
  verified: boolean;
  productId?: string;
  productName?: string;
}

export function toReview(id: string, doc: ReviewDoc, verified: boolean): Review {
  return {
    _id: id,
    displayName: doc.displayName,
    picture: doc.picture,
    rating: doc.rating,
    description: doc.description,
    verified,
    ...(doc.productId ? { productId: doc.productId, productName: doc.productName ?? '' } : {}),
  };
}

/** GET /product/{id}/reviews: the product's newest shown reviews, and the count and average rating of all of them. */
export interface ProductReviews {
  items: Review[];
  count: number;
  /** The mean rating, to one decimal; null while the product has no review. */
  average: number | null;
}

/** GET /review/moderation (admin): every review, hidden ones too, with its author and date. */
export interface ModeratedReview extends Review {
  hidden: boolean;
  authorUid: string;
  createdAt: string;
}

export function toModeratedReview(id: string, doc: ReviewDoc, verified: boolean): ModeratedReview {
  return {
    ...toReview(id, doc, verified),
    hidden: doc.hidden === true,
    authorUid: doc.uid ?? '',
    createdAt: isoTime(doc.createdAt) ?? '',
  };
}
