import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH } from '../limits';
import { imageUrlField, requiredText } from './fields';

/** POST /review. The old form declared 1..5 on a text field and never enforced it; we do. */
export const reviewSchema = z.strictObject({
  picture: imageUrlField(m.reviewImageRequired),
  rating: z.number({ error: m.ratingRange }).int(m.ratingRange).min(RATING_MIN, m.ratingRange).max(RATING_MAX, m.ratingRange),
  description: requiredText(m.feedbackRequired, REVIEW_MAX_LENGTH, m.feedbackTooLong),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
