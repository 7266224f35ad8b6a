import { apiMessages, type FieldErrors } from '@toolshop/domain';

/** An expected refusal: becomes `{ message, errors? }` with its status, never a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);
export const forbidden = (message: string = apiMessages.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
