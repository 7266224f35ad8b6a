import { describe, expect, it } from 'vitest';
import { orderFilterSchema, orderPageQuerySchema, readOrderSearch, searchMessages } from './admin-search-schema';
import { validationMessages } from '../messages';

describe('readOrderSearch', () => {
  it('reads # and an id, or a 20-character id, as an order number; anything else as the start of an email', () => {
    expect(readOrderSearch(undefined)).toEqual({ kind: 'all' });
    expect(readOrderSearch('  ')).toEqual({ kind: 'all' });
    expect(readOrderSearch('#1a2B3c4d')).toEqual({ kind: 'id', prefix: '1a2B3c4d' });
    expect(readOrderSearch('AbCdEfGhIjKlMnOpQrSt')).toEqual({ kind: 'id', prefix: 'AbCdEfGhIjKlMnOpQrSt' });
    expect(readOrderSearch('Jane.Doe@')).toEqual({ kind: 'text', prefix: 'jane.doe@' });
    expect(readOrderSearch('1a2b3c4d')).toEqual({ kind: 'text', prefix: '1a2b3c4d' });
  });
});

describe('order list parameters', () => {
  it('reads empty parameters as absent and keeps a known status', () => {
    expect(orderPageQuerySchema.parse({ status: '', q: '', cursor: '' })).toEqual({});
    expect(orderFilterSchema.parse({ status: 'shipped', q: ' #abc ' })).toEqual({ status: 'shipped', q: '#abc' });
  });

  it('refuses an unknown status, a bad order number, a bad cursor and unknown parameters', () => {
    const errors = (input: unknown) => orderPageQuerySchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(errors({ status: 'lost' })).toEqual([searchMessages.statusInvalid]);
    expect(errors({ status: ['unpaid', 'pending'] })).toEqual([searchMessages.statusInvalid]);
    expect(errors({ q: '#a/b' })).toEqual([searchMessages.orderNumberInvalid]);
    expect(errors({ q: '#' })).toEqual([searchMessages.orderNumberInvalid]);
    expect(errors({ cursor: 'a/b' })).toEqual([validationMessages.cursorInvalid]);
    expect(orderFilterSchema.safeParse({ cursor: 'abc' }).success).toBe(false);
  });
});
