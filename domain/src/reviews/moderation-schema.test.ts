import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { validationMessages as m } from '../messages';
import { auditQuerySchema, noFieldsSchema, pageQuerySchema, reviewVisibilitySchema } from './moderation-schema';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('moderation inputs', () => {
  it('review visibility is exactly { hidden: boolean }', () => {
    expect(reviewVisibilitySchema.parse({ hidden: true })).toEqual({ hidden: true });
    expect(errorsOf(reviewVisibilitySchema.safeParse({ hidden: 'true' }))).toEqual({ hidden: m.hiddenRequired });
    expect(errorsOf(reviewVisibilitySchema.safeParse({}))).toEqual({ hidden: m.hiddenRequired });
    expect(errorsOf(reviewVisibilitySchema.safeParse({ hidden: true, rating: 1 }))).toEqual({
      rating: m.unknownField,
    });
    expect(errorsOf(reviewVisibilitySchema.safeParse([true]))).toEqual({ _: m.hiddenRequired });
  });

  it('audit filters: a known action, an email (compared in lower case), a document id and a cursor', () => {
    expect(
      auditQuerySchema.parse({ action: 'review.hide', actor: 'Ada@Toolshop.TEST', target: 'r-1', cursor: 'abc' }),
    ).toEqual({ action: 'review.hide', actor: 'ada@toolshop.test', target: 'r-1', cursor: 'abc' });
    expect(auditQuerySchema.parse({})).toEqual({});
    expect(errorsOf(auditQuerySchema.safeParse({ action: 'review.burn' }))).toEqual({ action: m.auditActionInvalid });
    expect(errorsOf(auditQuerySchema.safeParse({ actor: 'nobody' }))).toEqual({ actor: m.emailInvalid });
    expect(errorsOf(auditQuerySchema.safeParse({ target: '../x' }))).toEqual({ target: 'Invalid id' });
    expect(errorsOf(auditQuerySchema.safeParse({ cursor: ['a', 'b'] }))).toEqual({ cursor: m.cursorInvalid });
    expect(errorsOf(auditQuerySchema.safeParse({ page: '2' }))).toEqual({ page: m.unknownField });
  });

  it('plain pages take a cursor only; marking handled takes no fields', () => {
    expect(pageQuerySchema.parse({ cursor: 'abc' })).toEqual({ cursor: 'abc' });
    expect(errorsOf(pageQuerySchema.safeParse({ cursor: '__x__' }))).toEqual({ cursor: m.cursorInvalid });
    expect(noFieldsSchema.safeParse({}).success).toBe(true);
    expect(errorsOf(noFieldsSchema.safeParse({ handledBy: 'me' }))).toEqual({ handledBy: m.unknownField });
  });
});
