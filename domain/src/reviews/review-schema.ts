import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH } from '../limits';
import { docIdField, imageUrlField, readingNumericText, requiredText } from '../fields';

/** The Add Review form's fields and POST /review. The old form declared 1..5 on a text field and never enforced it; we do. */
export const reviewSchema = z.strictObject({
  picture: imageUrlField(m.reviewImageRequired),
  rating: z
    .number({ error: m.ratingRange })
    .int(m.ratingRange)
    .min(RATING_MIN, m.ratingRange)
    .max(RATING_MAX, m.ratingRange),
  description: requiredText(m.feedbackRequired, REVIEW_MAX_LENGTH, m.feedbackTooLong),
  /** The product the review is about, if any (an extension of SPEC's payload; the server checks it exists). */
  productId: docIdField.optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** POST /review: the form's schema; the rating may also arrive as text ("5"), as the old text field sent it. */
export const reviewRequestSchema = readingNumericText(reviewSchema, ['rating']);
