// The quotes' calls: a customer asks (POST /api/quotes), reads its quotes, writes on the thread, accepts or
// declines; an admin lists by status, prices (PATCH), sends and withdraws.
import type { Page, Quote, QuoteAcceptInput, QuoteRequestInput, QuoteStatus, QuoteUpdateInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api-pages';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

export const requestQuote = (input: QuoteRequestInput) =>
  apiRequest<{ id: string; number: string; status: 'requested' }>('POST', '/quotes', input);

/** The caller's quotes (an admin's: everyone's), oldest first, one page at a time. */
export function useQuotePages(status: QuoteStatus | '') {
  return useApiPages<Quote, Page<Quote>>(status ? `/quotes?status=${status}` : '/quotes');
}

export function useQuote(id: string) {
  return useSignedInRead<Quote>(quotePath(id));
}

export const updateQuote = ({ id, change }: { id: string; change: QuoteUpdateInput }) =>
  apiRequest<Quote>('PATCH', quotePath(id), change);

export const moveQuote = ({ id, move }: { id: string; move: 'send' | 'withdraw' | 'decline' }) =>
  apiRequest<Quote>('POST', `${quotePath(id)}/${move}`);

export const postQuoteMessage = ({ id, text }: { id: string; text: string }) =>
  apiRequest<Quote>('POST', `${quotePath(id)}/messages`, { text });

export const acceptQuote = ({ id, input }: { id: string; input: QuoteAcceptInput }) =>
  apiRequest<{ orderId: string; number: number }>('POST', `${quotePath(id)}/accept`, input);
