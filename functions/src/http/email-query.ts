import type { Request, Response } from 'express';
import { z } from 'zod';
import { emailField } from '@toolshop/domain';
import type { Caller } from '../platform/caller';
import { parseInput } from '../platform/parse-input';
import { callerOf } from './auth';

const emailInputSchema = z.object({ email: emailField });

/** An email from a path or query; missing or malformed -> 400 with the spec's email messages. */
export function parseEmail(value: unknown): string {
  return parseInput(emailInputSchema, { email: value }).email.toLowerCase();
}

/** The `?email=` of SPEC §7's user, order and profile calls. */
export function emailQuery(req: Request): string {
  return parseEmail(req.query.email);
}

/** The caller and the `?email=` they ask about. */
export function emailInput(req: Request, res: Response): { caller: Caller; email: string } {
  return { caller: callerOf(res), email: emailQuery(req) };
}
