// Maps the API's field errors (ApiError.errors, the same domain messages as the form) onto react-hook-form fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api-client';

export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
