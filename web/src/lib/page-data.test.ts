import { describe, expect, it } from 'vitest';
import { pageDataOf, readsAt } from './page-data';

/** A document at `/?ref=mail` whose data block holds the home page's catalogue. */
function loadedHome() {
  return pageDataOf({
    getElementById: () => ({ textContent: '{"/product":[{"_id":"drill"}],"/posts":{"items":[]}}' }) as HTMLElement,
    location: { pathname: '/', search: '?ref=mail' } as Location,
  });
}

describe("a page's reads in the browser", () => {
  it('answer at the address the page was loaded at', () => {
    const data = loadedHome();
    expect(data.address).toBe('/?ref=mail');
    expect([...readsAt(data, { pathname: '/', search: '?ref=mail' }).keys()]).toEqual(['/product', '/posts']);
  });

  it("are gone from the first navigation on, coming back included: a page's copy is for its own page", () => {
    const data = loadedHome();
    expect(readsAt(data, { pathname: '/dashboard/myTools', search: '' }).size).toBe(0);
    expect(readsAt(data, { pathname: '/', search: '?ref=mail' }).size).toBe(0);
  });

  it('a change of the query alone is a navigation too', () => {
    expect(readsAt(loadedHome(), { pathname: '/', search: '' }).size).toBe(0);
  });

  it('on the server, which renders one address, answer wherever they are read', () => {
    const reads = new Map([['/product', []]]);
    expect(readsAt({ reads }, { pathname: '/anywhere', search: '' })).toBe(reads);
  });
});
