// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { APP_STARTED, holdPressesUntilLive, PRESS_WHEN_LIVE, SUBMIT_WHEN_LIVE, type PressPage } from './held-presses';

/** A page with one form whose submit button is not live yet, and a fake MutationObserver the test triggers. */
function pageWithWaitingForm() {
  const listeners = new Map<string, (event: Event) => void>();
  const observers: { callback: () => void; observing: boolean }[] = [];
  const form = { requestSubmit: vi.fn() };
  const attributes = new Set([SUBMIT_WHEN_LIVE]);
  const button = {
    type: 'button',
    isConnected: true,
    form,
    hasAttribute: (name: string) => attributes.has(name),
    closest: (selector: string) =>
      selector === `button[${SUBMIT_WHEN_LIVE}]` && attributes.has(SUBMIT_WHEN_LIVE) ? button : null,
  };
  Object.assign(form, { querySelector: () => (attributes.has(SUBMIT_WHEN_LIVE) ? button : null) });
  const field = { tagName: 'INPUT', form };
  class FakeObserver {
    private readonly entry: { callback: () => void; observing: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.observing = true;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const page = {
    document: {
      documentElement: {},
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    },
    MutationObserver: FakeObserver,
  } as unknown as PressPage;
  holdPressesUntilLive(page);
  const dispatch = (type: string, target: unknown, key?: string) => {
    const event = { target, key, preventDefault: vi.fn() };
    listeners.get(type)!(event as unknown as Event);
    return event;
  };
  /** React renders the button live: the mark goes, the type turns, and the observer hears of it. */
  const goLive = () => {
    attributes.delete(SUBMIT_WHEN_LIVE);
    button.type = 'submit';
    for (const observer of observers) if (observer.observing) observer.callback();
  };
  return { form, button, field, dispatch, goLive, observing: () => observers.some((o) => o.observing) };
}

describe('holdPressesUntilLive', () => {
  it('submits a form pressed before it was live once its button turns live, once however many presses', () => {
    const { form, button, dispatch, goLive, observing } = pageWithWaitingForm();
    expect(dispatch('click', button).preventDefault).toHaveBeenCalled();
    dispatch('click', button);
    expect(form.requestSubmit).not.toHaveBeenCalled();
    expect(observing()).toBe(true);
    goLive();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
    expect(form.requestSubmit).toHaveBeenCalledWith(button);
    expect(observing()).toBe(false);
  });

  it('holds Enter in a field of such a form, and lets other keys and live forms be', () => {
    const { form, field, button, dispatch, goLive } = pageWithWaitingForm();
    expect(dispatch('keydown', field, 'a').preventDefault).not.toHaveBeenCalled();
    expect(dispatch('keydown', field, 'Enter').preventDefault).toHaveBeenCalled();
    goLive();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
    // Live now: a press is the browser's and React's own.
    expect(dispatch('click', button).preventDefault).not.toHaveBeenCalled();
    expect(dispatch('keydown', field, 'Enter').preventDefault).not.toHaveBeenCalled();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('drops a press whose button left the page before it turned live', () => {
    const { form, button, dispatch, goLive } = pageWithWaitingForm();
    dispatch('click', button);
    button.isConnected = false;
    goLive();
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });
});

describe('a press only React answers (a FAQ question), in a real document', () => {
  /** A question button as the server rendered it, counting the presses that reach the page after the loader. */
  function pageWithQuestion() {
    document.documentElement.removeAttribute(APP_STARTED);
    document.body.innerHTML = `<button type="button" ${PRESS_WHEN_LIVE}>Which blade fits?</button>`;
    const button = document.querySelector('button')!;
    holdPressesUntilLive({ document, MutationObserver });
    const answered = vi.fn();
    button.addEventListener('click', answered);
    return { button, answered };
  }
  const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('presses it again once React has adopted it, once however many presses came before the app started', async () => {
    const { button, answered } = pageWithQuestion();
    button.click();
    button.click();
    answered.mockClear(); // what the page saw before the app: nothing listened then
    document.documentElement.setAttribute(APP_STARTED, '');
    await mutationsDelivered();
    expect(answered).not.toHaveBeenCalled();
    button.removeAttribute(PRESS_WHEN_LIVE);
    await mutationsDelivered();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('holds nothing once the app has started: React answers the press itself', async () => {
    const { button, answered } = pageWithQuestion();
    document.documentElement.setAttribute(APP_STARTED, '');
    button.click();
    expect(answered).toHaveBeenCalledTimes(1);
    button.removeAttribute(PRESS_WHEN_LIVE);
    await mutationsDelivered();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('drops a held press whose button left the page', async () => {
    const { button, answered } = pageWithQuestion();
    button.click();
    answered.mockClear();
    button.remove();
    button.removeAttribute(PRESS_WHEN_LIVE);
    // Another question turning live is what the watcher hears of: it must not press the one that left.
    const other = document.body.appendChild(document.createElement('button'));
    other.setAttribute(PRESS_WHEN_LIVE, '');
    await mutationsDelivered();
    expect(answered).not.toHaveBeenCalled();
  });
});
