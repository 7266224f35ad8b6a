import { describe, expect, it } from 'vitest';
import { ServerTiming } from './server-timing';

describe('server timing', () => {
  it('names each step with the time since the step before it', () => {
    const clock = { ms: 100 };
    const timing = new ServerTiming(() => clock.ms);
    clock.ms = 112.34;
    timing.step('auth');
    clock.ms = 190;
    timing.step('query');
    expect(timing.header()).toBe('auth;dur=12.3, query;dur=77.7');
  });
});
