// Where the quotes' screens live: a customer's under My quotes, the admins' under Dashboard -> Quotes.
export const MY_QUOTES_PATH = '/dashboard/myQuotes';
export const ADMIN_QUOTES_PATH = '/dashboard/quotes';
export const myQuotePath = (id: string) => `${MY_QUOTES_PATH}/${encodeURIComponent(id)}`;
export const adminQuotePath = (id: string) => `${ADMIN_QUOTES_PATH}/${encodeURIComponent(id)}`;
