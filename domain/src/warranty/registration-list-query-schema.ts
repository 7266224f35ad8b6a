// GET /registrations?status=: an admin lists every registration, or those of one status (pending: to confirm).
import { z } from 'zod';

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const registrationListQuerySchema = z.object({
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(['registered', 'pending'], { error: 'Unknown registration status' }).optional(),
  ),
});
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;
