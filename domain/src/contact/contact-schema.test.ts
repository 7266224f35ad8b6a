import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { validationMessages as m } from '../messages';
import { contactSchema } from './contact-schema';

const errorsOf = (value: unknown) => {
  const result = contactSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('contact form schema', () => {
  it('requires every starred field', () => {
    expect(errorsOf({ name: '', email: '', phone: ' ', message: '' })).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
      message: m.contactMessageRequired,
    });
  });
  it('checks the email and accepts a full message', () => {
    expect(errorsOf({ name: 'Ann', email: 'ann@', phone: '+1 555 0100', message: 'Bulk price?' })).toEqual({
      email: m.emailInvalid,
    });
    expect(errorsOf({ name: 'Ann', email: 'ann@example.com', phone: '+1 555 0100', message: 'Bulk price?' })).toEqual(
      {},
    );
  });
});
