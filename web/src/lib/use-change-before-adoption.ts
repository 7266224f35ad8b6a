// A control of server markup the visitor changed before React adopted it (a box ticked, an option chosen in a phone's
// first seconds, or before a lazy section's chunk arrived): React adopts the control as it is and calls no onChange
// for it, so the page would show a choice it never acted on. The hook reads the control once React has adopted it
// and hands a value that differs from the one rendered to `apply`, as if the visitor had made the change then. A
// control a client render made holds the rendered value, and nothing happens.
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The ref to give the control; `rendered` is its `checked` (a checkbox or radio) or its `value`. */
export function useChangeBeforeAdoption<V extends string | boolean>(
  rendered: V,
  apply: (value: V) => void,
): RefObject<Control | null> {
  const control = useRef<Control>(null);
  const applyIfChanged = useEffectEvent(() => {
    const current = control.current;
    if (!current) return;
    const value = (isCheckable(current) ? current.checked : current.value) as V;
    if (value !== rendered) apply(value);
  });
  useEffect(() => applyIfChanged(), []);
  return control;
}
