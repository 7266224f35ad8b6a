// A press on a prerendered form's submit button before the form is live, kept and made again once it is.
//
// A page rendered for its path (boot/server-render.tsx) paints before its script runs, and on a phone the script
// takes seconds to adopt it. Until the form is live its submit button is a plain button that says so with
// SUBMIT_WHEN_LIVE (components/form/submit-button.tsx: a native submit would send the fields, a password among
// them, in the address), so a press on it did nothing and the visitor saw no answer. The inline loader
// (entry-loader-script.ts) watches from the first paint: a press on such a button, or Enter in a field of its
// form, is held (one per form, however many presses), and when the button turns into the form's submit button
// (React has adopted the form and rendered it live) the form is submitted as if pressed then. No module can do
// this: none runs before the loader has waited for the first paint.
//
// A button that works only through React (a FAQ question's disclosure) is marked PRESS_WHEN_LIVE until React has
// adopted it. A press on it before the app has started (APP_STARTED, set as the entry hands the page to React) is
// held, once however many presses, and made again once the mark is gone. From the start on React answers such a
// press itself (its section hydrates on the press, boot/hydrate-when-near.tsx), so nothing is held then.

/** Marks a form's submit button that is not live yet (a plain button in markup React has yet to adopt). */
export const SUBMIT_WHEN_LIVE = 'data-submit-when-live';

/** Marks a button whose press only React answers, while React has yet to adopt it. */
export const PRESS_WHEN_LIVE = 'data-press-when-live';

/** Set on the root element once the entry has handed the page to React (main.tsx). */
export const APP_STARTED = 'data-app-started';

/** The part of the page this uses (a page's `document` and its `MutationObserver`; tests pass the same). */
export interface PressPage {
  document: Pick<Document, 'addEventListener' | 'documentElement'>;
  MutationObserver: typeof MutationObserver;
}

export function holdPressesUntilLive({ document, MutationObserver }: PressPage): void {
  /** Each form pressed before it was live, with the button to submit it with. */
  const held = new Map<HTMLFormElement, HTMLButtonElement>();
  /** Each button pressed before the app started, to press again once React has adopted it. */
  const heldPresses = new Set<HTMLButtonElement>();
  const observer = new MutationObserver(() => {
    for (const [form, button] of held) {
      if (!button.isConnected) held.delete(form);
      else if (button.type === 'submit' && !button.hasAttribute(SUBMIT_WHEN_LIVE)) {
        held.delete(form);
        form.requestSubmit(button);
      }
    }
    for (const button of heldPresses) {
      if (!button.isConnected) heldPresses.delete(button);
      else if (!button.hasAttribute(PRESS_WHEN_LIVE)) {
        heldPresses.delete(button);
        button.click();
      }
    }
    if (!held.size && !heldPresses.size) observer.disconnect();
  });
  const observe = () => {
    if (!held.size && !heldPresses.size)
      observer.observe(document.documentElement, {
        subtree: true,
        attributes: true,
        attributeFilter: [SUBMIT_WHEN_LIVE, PRESS_WHEN_LIVE, 'type'],
      });
  };
  const hold = (event: Event, form: HTMLFormElement | null, button: HTMLButtonElement | null | undefined) => {
    if (!form || !button) return;
    event.preventDefault();
    observe();
    held.set(form, button);
  };
  const waiting = `button[${SUBMIT_WHEN_LIVE}]`;
  const pressWaiting = `button[${PRESS_WHEN_LIVE}]`;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.<HTMLButtonElement>(waiting);
      if (button) return hold(event, button.form, button);
      const pressed = target?.closest?.<HTMLButtonElement>(pressWaiting);
      if (!pressed || document.documentElement.hasAttribute(APP_STARTED)) return;
      observe();
      heldPresses.add(pressed);
    },
    { capture: true },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const field = event.target as HTMLInputElement | null;
      if (event.key !== 'Enter' || field?.tagName !== 'INPUT' || !field.form) return;
      hold(event, field.form, field.form.querySelector<HTMLButtonElement>(waiting));
    },
    { capture: true },
  );
}
