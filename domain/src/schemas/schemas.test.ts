import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { validationMessages as m } from '../messages';
import { loginSchema, signUpSchema } from './auth';
import { placeOrderSchema, quantityProblem } from './order';
import { productSchema } from './product';
import { reviewSchema } from './review';

const errorsOf = (schema: { safeParse(v: unknown): any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('auth schemas use the spec messages', () => {
  it('login', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({ email: m.emailRequired, password: m.loginPasswordRequired });
    expect(errorsOf(loginSchema, { email: 'nope', password: '12345' })).toEqual({ email: m.emailInvalid, password: m.loginPasswordShort });
    expect(errorsOf(loginSchema, { email: 'admin@toolshop.test', password: 'Admin#2026' })).toEqual({});
  });
  it('sign-up', () => {
    expect(errorsOf(signUpSchema, { name: ' ', email: 'a@b.co', password: '' })).toEqual({ name: m.nameRequired, password: m.signUpPasswordRequired });
    expect(errorsOf(signUpSchema, { name: 'Ann', email: 'a@b.co', password: '123' })).toEqual({ password: m.signUpPasswordShort });
  });
});

describe('orders', () => {
  it('applies the two quantity rules of SPEC §5', () => {
    const product = { minimum: 5, available: 10 };
    expect(quantityProblem(4, product)).toBe(m.quantityBelowMinimum);
    expect(quantityProblem(11, product)).toBe(m.quantityAboveAvailable);
    expect(quantityProblem(5, product)).toBeNull();
    expect(quantityProblem(10, product)).toBeNull();
  });
  it('rejects fields a client may not set', () => {
    const errors = errorsOf(placeOrderSchema, { productId: 'p1', quantity: 2, address: 'a', mobile: '0123456', price: 1, status: 'success', uid: 'x' });
    expect(errors).toEqual({ price: m.unknownField, status: m.unknownField, uid: m.unknownField });
  });
  it('refuses fractional, negative and missing quantities', () => {
    expect(errorsOf(placeOrderSchema, { productId: 'p1', quantity: 1.5, address: 'a', mobile: '0123456' })).toEqual({ quantity: m.quantityWhole });
    expect(errorsOf(placeOrderSchema, { productId: 'p1', quantity: -1, address: 'a', mobile: '0123456' })).toEqual({ quantity: m.quantityBelowMinimum });
    expect(errorsOf(placeOrderSchema, { productId: 'a/b', address: '', mobile: '' })).toMatchObject({ productId: 'Invalid id', quantity: m.quantityRequired, address: m.addressRequired });
  });
});

describe('products and reviews', () => {
  it('add product messages', () => {
    expect(errorsOf(productSchema, {})).toEqual({
      name: m.productNameRequired,
      price: m.priceRequired,
      available: m.availableRequired,
      minimum: m.minimumRequired,
      description: m.descriptionRequired,
      picture: m.pictureRequired,
    });
    expect(errorsOf(productSchema, { name: 'x', price: 1.999, available: 1, minimum: 1, description: 'd'.repeat(501), picture: 'javascript:alert(1)' })).toEqual({
      price: m.priceInvalid,
      description: m.descriptionTooLong,
      picture: m.pictureInvalid,
    });
  });
  it('review rating is a whole number from 1 to 5 and feedback at most 520 characters', () => {
    expect(errorsOf(reviewSchema, { picture: '/reviews/a.png', rating: 6, description: 'ok' })).toEqual({ rating: m.ratingRange });
    expect(errorsOf(reviewSchema, { picture: '/reviews/a.png', rating: 5, description: 'x'.repeat(521) })).toEqual({ description: m.feedbackTooLong });
  });
});
