import { describe, expect, it } from 'vitest';
import { warrantyEnd } from './registration-entity';

describe('warrantyEnd', () => {
  it('adds calendar months, ending on the month end when the day does not exist', () => {
    expect(warrantyEnd('2026-01-05T00:00:00.000Z', 24)).toBe('2028-01-05');
    expect(warrantyEnd('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28');
    expect(warrantyEnd('2027-01-31T10:00:00.000Z', 13)).toBe('2028-02-29');
  });
  it('is null without a warranty', () => {
    expect(warrantyEnd('2026-01-05T00:00:00.000Z', 0)).toBeNull();
  });
});
