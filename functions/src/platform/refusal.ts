// An expected refusal of what a caller asked: the areas throw it with its kind and message (and the fields' messages
// for bad input) and choose no status; http/ answers it with the kind's status and `{ message, errors? }`, never a
// 500. The status travels with the refusal so a handler called directly (tests, tasks) shows the answer it leads to.
import { apiMessages, type FieldErrors } from '@toolshop/domain';

export type RefusalKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'rate-limited' | 'unavailable';

/** The HTTP status each kind of refusal answers with. */
const STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

export class Refusal extends Error {
  readonly status: number;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.status = STATUS[kind];
  }
}

/** Input that breaks a rule: the message, and each field's where the fields are known. */
export const invalid = (message: string, errors?: FieldErrors) => new Refusal('invalid', message, errors);
export const unauthenticated = (message: string = apiMessages.unauthenticated) =>
  new Refusal('unauthenticated', message);
export const forbidden = (message: string = apiMessages.forbidden) => new Refusal('forbidden', message);
export const notFound = (message: string = apiMessages.notFound, errors?: FieldErrors) =>
  new Refusal('not-found', message, errors);
/** The thing asked for is not in a state that allows it (already paid, out of stock, over the limit). */
export const conflict = (message: string, errors?: FieldErrors) => new Refusal('conflict', message, errors);
export const tooLarge = (message: string, errors?: FieldErrors) => new Refusal('too-large', message, errors);
export const unavailable = (message: string) => new Refusal('unavailable', message);
