import { apiMessages, fieldErrors } from '@toolshop/domain';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Parses input with a shared domain schema; a failure is a 400 with the spec's field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0];
    throw new HttpError(400, first ?? apiMessages.invalidInput, errors);
  }
  return result.data;
}
