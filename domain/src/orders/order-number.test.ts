import { describe, expect, it } from 'vitest';
import { orderNumberLabel } from './order-number';

describe('orderNumberLabel', () => {
  it('names an order by its readable number', () => {
    expect(orderNumberLabel('AbCdEfGh12345', 100007)).toBe('#100007');
  });

  it('names an order not numbered yet by the start of its id', () => {
    expect(orderNumberLabel('AbCdEfGh12345')).toBe('#AbCdEfGh');
    expect(orderNumberLabel('AbCdEfGh12345', null)).toBe('#AbCdEfGh');
  });
});
