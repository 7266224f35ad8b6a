import { describe, expect, it } from 'vitest';
import { isEuCountry, vatIdCountry } from './vat-id';

// Published sample IDs per country, and the same ID with its check digit (or suffix) broken.
const samples: [country: string, valid: string, invalid: string][] = [
  ['DE', 'DE136695976', 'DE136695977'],
  ['FR', 'FR40303265045', 'FR41303265045'],
  ['IT', 'IT00743110157', 'IT00743110158'],
  ['ES', 'ESA28015865', 'ESA28015866'],
  ['NL', 'NL004495445B01', 'NL004495446B01'],
  ['BE', 'BE0403170701', 'BE0403170702'],
  ['AT', 'ATU13585627', 'ATU13585628'],
  ['PL', 'PL5260250274', 'PL5260250275'],
  ['GB', 'GB980780684', 'GB980780685'],
  ['GR', 'EL094259216', 'EL094259217'],
];

describe('vatIdCountry', () => {
  it.each(samples)('%s: knows a valid ID and refuses a wrong check digit', (country, valid, invalid) => {
    expect(vatIdCountry(valid)).toBe(country);
    expect(vatIdCountry(invalid)).toBeNull();
  });

  it('reads an ID as people write it', () => {
    expect(vatIdCountry('de 136.695-976')).toBe('DE');
  });

  it('refuses a wrong length, an unknown prefix and a bare number', () => {
    for (const id of ['DE12345', 'DE1366959761', 'US136695976', 'XX123456789', '136695976', ''])
      expect(vatIdCountry(id)).toBeNull();
  });
});

describe('isEuCountry', () => {
  it('knows the member states, not the UK', () => {
    expect(isEuCountry('DE')).toBe(true);
    expect(isEuCountry('GR')).toBe(true);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry(undefined)).toBe(false);
  });
});
