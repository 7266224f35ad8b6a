import { describe, expect, it } from 'vitest';
import { timeLeftToPay } from './time-left';

const now = new Date('2026-11-23T12:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('timeLeftToPay', () => {
  it('counts minutes and seconds under an hour', () => {
    expect(timeLeftToPay(after(30 * 60_000), now)).toEqual({ expired: false, text: '30:00 left to pay' });
    expect(timeLeftToPay(after(65_000), now)).toEqual({ expired: false, text: '1:05 left to pay' });
  });

  it('rounds a part second up, so the last second still reads as time left', () => {
    expect(timeLeftToPay(after(200), now)).toEqual({ expired: false, text: '0:01 left to pay' });
  });

  it('counts hours and minutes from an hour on', () => {
    expect(timeLeftToPay(after(2 * 3_600_000 + 5 * 60_000 + 30_000), now).text).toBe('2 h 05 min left to pay');
  });

  it('reads Expired at and after the deadline, and for a deadline it cannot read', () => {
    expect(timeLeftToPay(after(0), now)).toEqual({ expired: true, text: 'Expired' });
    expect(timeLeftToPay(after(-5_000), now)).toEqual({ expired: true, text: 'Expired' });
    expect(timeLeftToPay('not a date', now)).toEqual({ expired: true, text: 'Expired' });
  });
});
