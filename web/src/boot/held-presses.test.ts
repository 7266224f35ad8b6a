import { describe, expect, it, vi } from 'vitest';
import { holdPressesUntilLive, SUBMIT_WHEN_LIVE, type PressPage } from './held-presses';

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
