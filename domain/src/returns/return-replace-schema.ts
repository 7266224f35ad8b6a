// POST /api/returns/{id}/replace (admin): no fields; the replacement holds the return's received lines.
import { z } from 'zod';

export const returnReplaceSchema = z.strictObject({});
