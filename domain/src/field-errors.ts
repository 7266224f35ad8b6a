// Turns a zod error into the API's `{ field: message }` map (first message per field).
import type { z } from 'zod';
import { validationMessages } from './messages';

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        errors[path] ??= validationMessages.unknownField;
      }
      continue;
    }
    const path = issue.path.join('.') || '_';
    errors[path] ??= issue.message;
  }
  return errors;
}
