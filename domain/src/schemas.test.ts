import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { validationMessages as m } from './messages';
import { loginSchema, signUpSchema } from './users/auth-schema';
import { orderFormSchema, orderTotalProblem, placeOrderSchema } from './orders/order-schema';
import { createPaymentIntentSchema } from './payments/payment-schema';
import { productRequestSchema, productSchema } from './products/product-schema';
import {
  isHttpsUrl,
  profileMessages,
  profileRequestSchema,
  profileSchema,
  sameProfile,
} from './profiles/profile-schema';
import { reviewRequestSchema, reviewSchema } from './reviews/review-schema';

const errorsOf = (schema: { safeParse(v: unknown): any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('auth schemas use the spec messages', () => {
  it('login', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: m.emailRequired,
      password: m.loginPasswordRequired,
    });
    expect(errorsOf(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: m.emailInvalid,
      password: m.loginPasswordShort,
    });
    expect(errorsOf(loginSchema, { email: 'admin@toolshop.test', password: 'Admin#2026' })).toEqual({});
  });
  it('sign-up', () => {
    expect(errorsOf(signUpSchema, { name: ' ', email: 'a@b.co', password: '' })).toEqual({
      name: m.nameRequired,
      password: m.signUpPasswordRequired,
    });
    expect(errorsOf(signUpSchema, { name: 'Ann', email: 'a@b.co', password: '123' })).toEqual({
      password: m.signUpPasswordShort,
    });
  });
});

describe('orders', () => {
  it('rejects fields documented nowhere', () => {
    const errors = errorsOf(placeOrderSchema, {
      productId: 'p1',
      quantity: 2,
      address: 'a',
      mobile: '0123456',
      amount: 1,
      status: 'success',
      uid: 'x',
    });
    expect(errors).toEqual({ amount: m.unknownField, status: m.unknownField, uid: m.unknownField });
  });
  it("accepts SPEC §7's payload as written: product by name, numbers as text, no address", () => {
    const old = {
      email: 'ann@example.com',
      productName: 'Jigsaw 650W',
      mobile: '0123456',
      quantity: '12',
      picture: '/p.png',
      price: '9.99',
    };
    expect(placeOrderSchema.parse(old)).toEqual({ ...old, quantity: 12, price: 9.99 });
    expect(errorsOf(placeOrderSchema, { mobile: '0123456', quantity: 2 })).toEqual({
      productId: m.orderProductRequired,
    });
    expect(errorsOf(placeOrderSchema, { ...old, email: 'nope' })).toEqual({ email: m.emailInvalid });
  });
  it('the purchase form takes mobile and quantity; its address is a structured one (addressSchema)', () => {
    expect(errorsOf(orderFormSchema, { quantity: 2 })).toEqual({ mobile: m.mobileRequired });
    expect(errorsOf(orderFormSchema, { address: 'a', mobile: '0123456', quantity: 2 })).toEqual({
      address: m.unknownField,
    });
  });
  it('POST /order takes the structured address and method as the checkout does', () => {
    const shippingAddress = { name: 'A', line1: '1 Road', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' };
    const body = { productId: 'p1', mobile: '0123456', quantity: 2, shippingAddress, shippingMethod: 'express' };
    expect(placeOrderSchema.parse(body)).toEqual(body);
    expect(errorsOf(placeOrderSchema, { ...body, shippingAddress: { ...shippingAddress, country: 'XX' } })).toEqual({
      'shippingAddress.country': m.addressCountryInvalid,
    });
  });
  it('refuses an order total a card cannot carry', () => {
    expect(orderTotalProblem(49)).toBe(m.orderTotalTooSmall);
    expect(orderTotalProblem(50)).toBeNull();
    expect(orderTotalProblem(99_999_999)).toBeNull();
    expect(orderTotalProblem(100_000_000)).toBe(m.orderTotalTooLarge);
    expect(m.orderTotalTooSmall).toContain('$0.50');
    expect(m.orderTotalTooLarge).toContain('$999,999.99');
  });
  it('refuses fractional, negative and missing quantities', () => {
    expect(errorsOf(placeOrderSchema, { productId: 'p1', quantity: 1.5, address: 'a', mobile: '0123456' })).toEqual({
      quantity: m.quantityWhole,
    });
    expect(errorsOf(placeOrderSchema, { productId: 'p1', quantity: -1, address: 'a', mobile: '0123456' })).toEqual({
      quantity: m.quantityBelowMinimum,
    });
    expect(errorsOf(placeOrderSchema, { productId: 'a/b', address: '', mobile: '' })).toMatchObject({
      productId: 'Invalid id',
      quantity: m.quantityRequired,
      address: m.addressRequired,
    });
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
    expect(
      errorsOf(productSchema, {
        name: 'x',
        price: 1.999,
        available: 1,
        minimum: 1,
        description: 'd'.repeat(501),
        picture: 'javascript:alert(1)',
      }),
    ).toEqual({
      price: m.priceInvalid,
      description: m.descriptionTooLong,
      picture: m.pictureInvalid,
    });
  });
  it('review rating is a whole number from 1 to 5 and feedback at most 520 characters', () => {
    expect(errorsOf(reviewSchema, { picture: '/reviews/a.png', rating: 6, description: 'ok' })).toEqual({
      rating: m.ratingRange,
    });
    expect(errorsOf(reviewSchema, { picture: '/reviews/a.png', rating: 5, description: 'x'.repeat(521) })).toEqual({
      description: m.feedbackTooLong,
    });
  });
});

describe('numbers sent as text by the old text inputs', () => {
  const product = { name: 'Saw', price: 10, available: 5, minimum: 1, description: 'A saw.', picture: '/p.png' };
  const order = { productId: 'p1', address: 'a', mobile: '0123456' };

  it('reads plain decimal text as the number it is, in every number field of the API', () => {
    expect(productRequestSchema.parse({ ...product, price: '9.99', available: '12', minimum: '1' })).toMatchObject({
      price: 9.99,
      available: 12,
      minimum: 1,
    });
    expect(placeOrderSchema.parse({ ...order, quantity: '12' }).quantity).toBe(12);
    expect(reviewRequestSchema.parse({ picture: '/p.png', rating: '5', description: 'ok' }).rating).toBe(5);
  });

  it("refuses any other text with the field's own message", () => {
    for (const text of ['', ' ', ' 12', '12 ', '1e3', '0x10', '012', '12abc', '+12', '.5', 'NaN', 'Infinity']) {
      expect(errorsOf(productRequestSchema, { ...product, price: text, available: text }), text).toEqual({
        price: m.priceRequired,
        available: m.availableRequired,
      });
      expect(errorsOf(placeOrderSchema, { ...order, quantity: text }), text).toEqual({ quantity: m.quantityRequired });
      expect(errorsOf(reviewRequestSchema, { picture: '/p.png', rating: text, description: 'ok' }), text).toEqual({
        rating: m.ratingRange,
      });
    }
  });

  it('judges the number read from text by the same rules as a number', () => {
    expect(errorsOf(placeOrderSchema, { ...order, quantity: '1.5' })).toEqual({ quantity: m.quantityWhole });
    expect(errorsOf(placeOrderSchema, { ...order, quantity: '-1' })).toEqual({ quantity: m.quantityBelowMinimum });
    expect(errorsOf(productRequestSchema, { ...product, price: '9.999', minimum: '0' })).toEqual({
      price: m.priceInvalid,
      minimum: m.minimumInvalid,
    });
    expect(errorsOf(reviewRequestSchema, { picture: '/p.png', rating: '6', description: 'ok' })).toEqual({
      rating: m.ratingRange,
    });
  });

  it("leaves the forms' schemas strict: their inputs hold numbers", () => {
    expect(errorsOf(productSchema, { ...product, price: '9.99' })).toEqual({ price: m.priceRequired });
    expect(errorsOf(reviewSchema, { picture: '/p.png', rating: '5', description: 'ok' })).toEqual({
      rating: m.ratingRange,
    });
  });
});

describe('profile update', () => {
  it("accepts SPEC §7's body email on the API only; the form knows no email", () => {
    const profile = { education: 'BSc', location: 'Leeds', number: '+44 113 496 0000', linkedin: '' };
    expect(profileRequestSchema.parse({ ...profile, email: 'ann@example.com' })).toEqual({
      ...profile,
      email: 'ann@example.com',
    });
    expect(errorsOf(profileRequestSchema, { ...profile, uid: 'x' })).toEqual({ uid: m.unknownField });
    expect(errorsOf(profileSchema, { ...profile, email: 'ann@example.com' })).toEqual({ email: m.unknownField });
  });
});

describe('profile rules', () => {
  const empty = { education: '', location: '', number: '', linkedin: '' };
  it('takes LinkedIn as an https web address only, and the number as a phone number; empty stays allowed', () => {
    expect(profileSchema.parse(empty)).toEqual(empty);
    for (const linkedin of ['https://www.linkedin.com/in/casey', 'https://linkedin.com/in/casey?x=1#top'])
      expect(profileSchema.safeParse({ ...empty, linkedin }).success, linkedin).toBe(true);
    for (const linkedin of [
      'javascript:alert(1)',
      'JavaScript:alert(1)//https://x.com',
      'http://linkedin.com/in/casey',
      'linkedin.com/in/casey',
      'https://',
      'https://linkedin.com/in/a b',
      'data:text/html,<script>alert(1)</script>',
    ])
      expect(errorsOf(profileSchema, { ...empty, linkedin }), linkedin).toEqual({
        linkedin: profileMessages.linkedinInvalid,
      });
    for (const number of ['+44 113 496 0000', '(555) 010-0199', '01134960000'])
      expect(profileSchema.safeParse({ ...empty, number }).success, number).toBe(true);
    for (const number of ['not a number', '12', '+1 555 0100 ext 2', '1234567890123456', '=1+1'])
      expect(errorsOf(profileSchema, { ...empty, number }), number).toEqual({ number: profileMessages.numberInvalid });
  });
  it('links only https addresses, and tells an unchanged profile', () => {
    expect(isHttpsUrl('https://www.linkedin.com/in/casey')).toBe(true);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(sameProfile(empty, { ...empty })).toBe(true);
    expect(sameProfile(empty, { ...empty, location: 'Leeds' })).toBe(false);
  });
});

describe('payment intent request', () => {
  it('{ orderId } pays that order and drops any price or amount sent', () => {
    expect(createPaymentIntentSchema.parse({ orderId: 'o1', price: 0.01, amount: 'x' })).toEqual({ orderId: 'o1' });
  });
  it("{ price } alone asks for that amount in cents, the old client's way", () => {
    expect(createPaymentIntentSchema.parse({ price: 59.97 })).toEqual({ amountCents: 5997 });
    expect(createPaymentIntentSchema.parse({ price: '59.97' })).toEqual({ amountCents: 5997 });
  });
  it('refuses a price no card can carry, a malformed one, or neither price nor order', () => {
    expect(errorsOf(createPaymentIntentSchema, { price: 0.49 })).toEqual({ price: m.orderTotalTooSmall });
    expect(errorsOf(createPaymentIntentSchema, { price: 1_000_000 })).toEqual({ price: m.orderTotalTooLarge });
    expect(errorsOf(createPaymentIntentSchema, { price: '1e3' })).toEqual({ price: m.priceInvalid });
    expect(errorsOf(createPaymentIntentSchema, { price: 1.999 })).toEqual({ price: m.priceInvalid });
    expect(errorsOf(createPaymentIntentSchema, {})).toEqual({ orderId: m.paymentTargetRequired });
    expect(errorsOf(createPaymentIntentSchema, { price: 10, uid: 'x' })).toEqual({ uid: m.unknownField });
  });
});
