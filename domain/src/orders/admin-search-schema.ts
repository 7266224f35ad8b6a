// The admin lists' search and paging: GET /orders, GET /orders.csv and GET /users/search take these query
// parameters, and the screens build their requests from the same schemas. Query parameters arrive as text; an
// empty one (`?status=`) means "not given", so a form may send every field as it stands.
import { z } from 'zod';
import { orderStatuses } from './order-status';
import { DOC_ID_PATTERN, pageCursorField } from '../fields';

export const searchMessages = {
  statusInvalid: `status must be one of ${orderStatuses.join(', ')}`,
  searchTooLong: 'The search is too long',
  orderNumberInvalid: 'An order number has only letters, digits, - and _ after its #',
} as const;

const SEARCH_MAX_LENGTH = 254;
/** Firestore's own order ids: 20 letters and digits. A term this shape is an order id, whether or not it has its #. */
const AUTO_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const searchTerm = z.preprocess(
  emptyAsAbsent,
  z
    .string({ error: searchMessages.searchTooLong })
    .trim()
    .max(SEARCH_MAX_LENGTH, searchMessages.searchTooLong)
    .optional(),
);

/**
 * What a search term asks for: an order by its number (the id, or the first characters the screens show after #),
 * or the orders whose customer's email, product name or a word of it starts with the term. Any case
 * (order-search-keys.ts).
 */
export type OrderSearch = { kind: 'all' } | { kind: 'id'; prefix: string } | { kind: 'text'; prefix: string };

export function readOrderSearch(term: string | undefined): OrderSearch {
  const q = term?.trim() ?? '';
  if (q === '') return { kind: 'all' };
  if (q.startsWith('#')) return { kind: 'id', prefix: q.slice(1) };
  if (AUTO_ID_PATTERN.test(q)) return { kind: 'id', prefix: q };
  return { kind: 'text', prefix: q.toLowerCase() };
}

const orderFilterFields = {
  status: z.preprocess(emptyAsAbsent, z.enum(orderStatuses, { error: searchMessages.statusInvalid }).optional()),
  q: searchTerm.refine(
    (q) => q === undefined || !q.startsWith('#') || DOC_ID_PATTERN.test(q.slice(1)),
    searchMessages.orderNumberInvalid,
  ),
};

/** GET /orders.csv: every order the filter finds. */
export const orderFilterSchema = z.strictObject(orderFilterFields);
export type OrderFilter = z.infer<typeof orderFilterSchema>;
/** What a search form holds before the schema reads it. */
export type OrderFilterInput = z.input<typeof orderFilterSchema>;

/** GET /orders: one page of the filter's orders, newest first; `cursor` is the previous page's nextCursor. */
export const orderPageQuerySchema = z.strictObject({ ...orderFilterFields, cursor: pageCursorField });
export type OrderPageQuery = z.infer<typeof orderPageQuerySchema>;

/** GET /users/search: one page of the users whose email starts with `q` (any case), by email. */
export const userPageQuerySchema = z.strictObject({ q: searchTerm, cursor: pageCursorField });
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
export type UserPageQueryInput = z.input<typeof userPageQuerySchema>;
