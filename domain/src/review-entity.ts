// Reviews: the stored document and the spec's REST shapes (GET /review and the moderation list).
import { isoTime } from './iso-time';

export interface ReviewDoc {
  uid: string;
  displayName: string;
  picture: string;
  rating: number;
  description: string;
  createdAt?: unknown;
  /** Hidden by an admin: kept for the moderation list, left out of GET /review. Absent: shown. */
  hidden?: boolean;
}

/** GET /review: SPEC §7's review, plus whether its author has a paid order with us. */
export interface Review {
  _id: string;
  displayName: string;
  picture: string;
  rating: number;
  description: string;
  verified: boolean;
}

export function toReview(id: string, doc: ReviewDoc, verified: boolean): Review {
  return {
    _id: id,
    displayName: doc.displayName,
    picture: doc.picture,
    rating: doc.rating,
    description: doc.description,
    verified,
  };
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
