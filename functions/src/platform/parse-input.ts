import { apiMessages, fieldErrors } from '@toolshop/domain';
import type { z } from 'zod';
import { invalid } from './refusal';

/** Parses input with a shared domain schema; a failure is refused as invalid with the spec's field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0];
    throw invalid(first ?? apiMessages.invalidInput, errors);
  }
  return result.data;
}
