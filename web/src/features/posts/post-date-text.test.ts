import { describe, expect, it } from 'vitest';
import { postDateText } from './post-date-text';

describe('postDateText', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it("says what Intl's en-GB long date in UTC says, every day of two years", () => {
    for (let day = 0; day < 731; day += 1) {
      const at = new Date(Date.UTC(2026, 0, 1 + day, day % 24, 30)).toISOString();
      expect(postDateText(at), at).toBe(intl.format(new Date(at)));
    }
  });

  it('reads the day in UTC, not in the reader’s time zone', () => {
    expect(postDateText('2026-12-03T23:59:00.000Z')).toBe('3 December 2026');
    expect(postDateText('2026-12-04T00:00:00.000+02:00')).toBe('3 December 2026');
  });
});
