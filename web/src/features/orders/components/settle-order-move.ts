// How an admin's order-move dialog ends: closed when the move is made; open with the messages on its fields when
// the server refused a field; closed otherwise (the order moved on), so that the refusal's toast is read, which an
// open modal would hide from screen readers.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MutationResult } from '../../../lib/use-api-mutation';
import { applyServerErrors } from '../../../lib/form-errors';

export function settleOrderMove<T extends FieldValues>(
  result: MutationResult<unknown>,
  form: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
  close: () => void,
): void {
  if (!result.ok) applyServerErrors(result.error, form.setError, form.fields);
  if (result.ok || Object.keys(result.error.errors).length === 0) close();
}
