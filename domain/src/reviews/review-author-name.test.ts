import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './review-author-name';

describe('reviewAuthorName', () => {
  it('names the author by first name and the last name’s initial, as the demo reviews do', () => {
    expect(reviewAuthorName('Maria Kowalska', 'maria@example.com')).toBe('Maria K.');
    expect(reviewAuthorName('  Jon Paul  Evans ', 'jon@example.com')).toBe('Jon E.');
    expect(reviewAuthorName('aisha bello', 'a@example.com')).toBe('aisha B.');
  });

  it('keeps a single name as it is', () => {
    expect(reviewAuthorName('Cher', 'cher@example.com')).toBe('Cher');
  });

  it('without a name, reads one from the email address and never shows the address', () => {
    expect(reviewAuthorName('', 'tomasz.wisniewski@example.com')).toBe('Tomasz W.');
    expect(reviewAuthorName('', 'lucia42@example.com')).toBe('Lucia');
    expect(reviewAuthorName('', '1234@example.com')).toBe('A customer');
  });
});
