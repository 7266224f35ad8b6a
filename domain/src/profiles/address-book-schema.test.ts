import { describe, expect, it } from 'vitest';
import { addressBookEntrySchema } from './address-book-schema';

const address = { name: 'Hana Home', line1: '12 Workshop Lane', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' };

describe('addressBookEntrySchema', () => {
  it('keeps the mobile number an entry is saved with, apart from the address', () => {
    expect(addressBookEntrySchema.parse({ ...address, mobile: ' +44 113 496 0000 ', isDefault: true })).toEqual({
      address,
      mobile: '+44 113 496 0000',
      isDefault: true,
    });
  });

  it('keeps no mobile number when the field is left empty or out', () => {
    expect(addressBookEntrySchema.parse({ ...address, mobile: '' }).mobile).toBeUndefined();
    expect(addressBookEntrySchema.parse(address).mobile).toBeUndefined();
  });

  it('refuses a mobile number that is not one, with the checkout’s message', () => {
    const result = addressBookEntrySchema.safeParse({ ...address, mobile: 'call me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['mobile'], message: 'Please enter a valid mobile number' }),
    ]);
  });
});
