// Inputs of the admin moderation calls: review visibility, and the queries of the paged admin lists.
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit/audit';
import { validationMessages as m } from '../messages';
import { DOC_ID_PATTERN, emailField, pageCursorField } from '../fields';

/** PATCH /review/{id} (admin): hide a review from GET /review, or show it again. */
export const reviewVisibilitySchema = z.strictObject(
  { hidden: z.boolean({ error: m.hiddenRequired }) },
  { error: m.hiddenRequired },
);
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilitySchema>;

/** Query of the paged admin lists without filters (GET /contact, GET /review/moderation). */
export const pageQuerySchema = z.strictObject({ cursor: pageCursorField });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** GET /audit (admin): filter by action, by the acting admin's email and by the changed document's id. */
export const auditQuerySchema = z.strictObject({
  action: z.enum(AUDIT_ACTIONS, { error: m.auditActionInvalid }).optional(),
  actor: emailField.transform((email) => email.toLowerCase()).optional(),
  target: z.string({ error: 'Invalid id' }).regex(DOC_ID_PATTERN, 'Invalid id').optional(),
  cursor: pageCursorField,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** POST /contact/{id}/handled takes no fields: the admin and the time come from the call itself. */
export const noFieldsSchema = z.strictObject({});
