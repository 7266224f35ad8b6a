// GET /api/claims?cursor=: a page of claims (the caller's, or every one for an admin).
import { z } from 'zod';
import { pageCursorField } from '../fields';

export const claimListQuerySchema = z.object({ cursor: pageCursorField });
