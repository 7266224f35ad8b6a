// @vitest-environment jsdom
// A prerendered form turns into a working one once React has adopted it, in a transition: React renders it in
// short tasks, where a synchronous render of every form at once is one long task on a phone.
import { createElement, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkupAdoption, useHydrated } from './use-hydrated';

const FIELDS = 6;
/** Longer than React's 5 ms slice, so that a transition yields between two fields. */
const RENDER_MS = 6;

/** Timer ticks seen so far: they can only run between two tasks of React's. */
let ticks = 0;
let ticking = true;
/** The ticks counted when each field first rendered as hydrated. */
let ticksAtSwitch: number[] = [];

function Field({ index }: { index: number }) {
  const hydrated = useHydrated();
  if (hydrated && ticksAtSwitch[index] === undefined && typeof window !== 'undefined') {
    const start = performance.now();
    while (performance.now() - start < RENDER_MS);
    ticksAtSwitch[index] = ticks;
  }
  return createElement('input', { readOnly: !hydrated || undefined, name: `f${index}` });
}

const form = () => Array.from({ length: FIELDS }, (_, index) => createElement(Field, { key: index, index }));
const adoption = (adopting: boolean, children: ReactNode) => createElement(MarkupAdoption, { adopting, children });
const readOnlyNow = () => [...document.querySelectorAll('input')].map((input) => input.readOnly);

function startTicking() {
  ticks = 0;
  ticking = true;
  const tick = () => {
    ticks += 1;
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
}

afterEach(() => {
  ticking = false;
  ticksAtSwitch = [];
});

describe('useHydrated', () => {
  it('is false in server markup: the fields are read-only there', () => {
    const html = renderToString(adoption(true, form()));
    expect(html.match(/readOnly=""/g)).toHaveLength(FIELDS);
  });

  it('turns true after the adopting commit, as a transition that yields between the fields', async () => {
    const container = document.createElement('div');
    // What the server sent (rendered here without the test's DOM counting as a browser's).
    container.innerHTML = renderToString(adoption(true, form()));
    document.body.replaceChildren(container);
    startTicking();
    startTransition(() => {
      hydrateRoot(container, adoption(true, form()));
    });
    await vi.waitFor(() => expect(readOnlyNow()).toEqual(Array(FIELDS).fill(false)));
    expect(ticksAtSwitch).toHaveLength(FIELDS);
    expect(ticksAtSwitch.at(-1)! - ticksAtSwitch[0]!).toBeGreaterThan(0);
  });

  it('is true at once in a render that adopts nothing', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    createRoot(container).render(adoption(false, form()));
    await vi.waitFor(() => expect(readOnlyNow()).toHaveLength(FIELDS));
    expect(readOnlyNow()).toEqual(Array(FIELDS).fill(false));
  });

  it('is false in a section that adopts its markup after the page has, until that section has', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    let seen: boolean[] = [];
    const observer = new MutationObserver(() => (seen = seen.length ? seen : readOnlyNow()));
    observer.observe(container, { childList: true, subtree: true });
    const section = adoption(true, form());
    createRoot(container).render(adoption(false, section));
    await vi.waitFor(() => expect(readOnlyNow()).toEqual(Array(FIELDS).fill(false)));
    observer.disconnect();
    expect(seen).toEqual(Array(FIELDS).fill(true));
  });
});
