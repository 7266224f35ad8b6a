import { describe, expect, it } from 'vitest';
import { localVatNumberCheck } from './local-vat-number-check';
import { vatNumberCheckFromEnv } from './vat-number-config';
import { viesVatNumberCheck } from './vies-vat-number-check';

/** A fetch that answers as VIES would, recording what it was asked; nothing leaves the process. */
function fakeFetch(answer: () => Promise<Response>) {
  const asked: { url: string; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe('the VIES REST check', () => {
  it('asks for the ID by country code and number, and reads valid and not valid', async () => {
    const registered = fakeFetch(async () => Response.json({ valid: true }));
    const check = viesVatNumberCheck('https://vies.test/rest-api/', registered.fetchImpl);
    expect(await check.check('FR40303265045')).toBe('valid');
    expect(registered.asked).toEqual([
      { url: 'https://vies.test/rest-api/check-vat-number', body: { countryCode: 'FR', vatNumber: '40303265045' } },
    ]);
    const unknown = fakeFetch(async () => Response.json({ valid: false }));
    expect(await viesVatNumberCheck('https://vies.test', unknown.fetchImpl).check('FR40303265045')).toBe('invalid');
  });

  it('is unavailable on an error status, a reply it cannot read, or no reply at all', async () => {
    for (const answer of [
      async () => new Response('busy', { status: 503 }),
      async () => Response.json({ userError: 'MS_UNAVAILABLE' }),
      async () => new Response('not json'),
      async () => Promise.reject(new Error('timed out')),
    ]) {
      expect(await viesVatNumberCheck('https://vies.test', fakeFetch(answer).fetchImpl).check('DE136695976')).toBe(
        'unavailable',
      );
    }
  });
});

describe('the local stand-in', () => {
  it('answers by the next-to-last character, and is what runs unless VIES_URL is set', async () => {
    expect(await localVatNumberCheck.check('DE136695976')).toBe('valid');
    expect(await localVatNumberCheck.check('DE136695984')).toBe('invalid');
    expect(await localVatNumberCheck.check('DE136695992')).toBe('unavailable');
    expect(vatNumberCheckFromEnv({})).toBe(localVatNumberCheck);
    expect(vatNumberCheckFromEnv({ VIES_URL: 'https://vies.test' })).not.toBe(localVatNumberCheck);
  });
});
