import { describe, expect, it } from 'vitest';
import { lineSerialsRefusal } from './line-serials';

const grinders = { productName: 'Angle Grinder', quantity: 2, serialPattern: '^AG-[0-9]{4}$' };

describe('lineSerialsRefusal', () => {
  it('takes one matching serial per unit', () => {
    expect(lineSerialsRefusal(grinders, ['AG-0001', 'AG-0002'])).toBeUndefined();
  });
  it('refuses too few or too many, naming the units', () => {
    expect(lineSerialsRefusal(grinders, ['AG-0001'])).toBe(
      'Give one serial number for each of the 2 Angle Grinder (2 in all)',
    );
    expect(lineSerialsRefusal(grinders, ['AG-0001', 'AG-0002', 'AG-0003'])).toMatch(/^Give one serial number/);
  });
  it('names the first serial that does not follow the pattern', () => {
    expect(lineSerialsRefusal(grinders, ['AG-0001', 'XX-1'])).toBe('Serial XX-1 does not match ^AG-[0-9]{4}$');
  });
  it('refuses serials for a product that carries none', () => {
    expect(lineSerialsRefusal({ ...grinders, serialPattern: null }, ['AG-0001', 'AG-0002'])).toBe(
      'Angle Grinder has no serial numbers',
    );
  });
});
