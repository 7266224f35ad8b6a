// @vitest-environment jsdom
// A box ticked or an option chosen on server markup before React adopted it is acted on once React has; a control a
// client render made, or one left as rendered, changes nothing.
import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChangeBeforeAdoption } from './use-change-before-adoption';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Box({ checked, apply }: { checked: boolean; apply: (value: boolean) => void }) {
  const ref = useChangeBeforeAdoption(checked, apply);
  return createElement('input', { type: 'checkbox', checked, onChange: () => undefined, ref });
}

function Sort({ value, apply }: { value: string; apply: (value: string) => void }) {
  const ref = useChangeBeforeAdoption(value, apply);
  return createElement(
    'select',
    { value, onChange: () => undefined, ref },
    ['relevance', 'newest'].map((option) => createElement('option', { key: option, value: option }, option)),
  );
}

/** Server markup in the page, changed by `change` before React adopts it. */
async function adopt(element: ReturnType<typeof createElement>, change: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.replaceChildren(container);
  change(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('useChangeBeforeAdoption', () => {
  it('applies a box ticked before React adopted it, once', async () => {
    const apply = vi.fn();
    await adopt(createElement(Box, { checked: false, apply }), (page) => page.querySelector('input')!.click());
    expect(apply.mock.calls).toEqual([[true]]);
  });

  it('applies an option chosen before React adopted it', async () => {
    const apply = vi.fn();
    await adopt(createElement(Sort, { value: 'relevance', apply }), (page) => {
      page.querySelector('select')!.value = 'newest';
    });
    expect(apply.mock.calls).toEqual([['newest']]);
  });

  it('does nothing for a control left as the server rendered it', async () => {
    const apply = vi.fn();
    await adopt(createElement(Box, { checked: true, apply }), () => undefined);
    await adopt(createElement(Sort, { value: 'newest', apply }), () => undefined);
    expect(apply).not.toHaveBeenCalled();
  });

  it('does nothing for a control a client render made', async () => {
    const apply = vi.fn();
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await act(async () => {
      createRoot(container).render(createElement(Box, { checked: true, apply }));
    });
    expect(container.querySelector('input')!.checked).toBe(true);
    expect(apply).not.toHaveBeenCalled();
  });
});
