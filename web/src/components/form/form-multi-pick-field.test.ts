// @vitest-environment jsdom
// The words typed to filter a multi-pick survive a render of the form: MUI clears them whenever the field's value
// is a new array, and the dashboard's terms dialog renders again when its product list arrives.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createFormControl } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormMultiPickField } from './form-multi-pick-field';
import type { SelectOption } from './form-select-field';

interface Picks {
  products: string[];
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const optionsOf = (names: string[]): SelectOption[] =>
  names.map((name) => ({ value: name.toLowerCase(), label: name }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function renderField(form: ReturnType<typeof createFormControl<Picks>>, options: SelectOption[]) {
  const field = createElement(FormMultiPickField<Picks>, {
    control: form.control,
    name: 'products',
    label: 'Products',
    options,
  });
  act(() => root!.render(field));
}

function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('FormMultiPickField', () => {
  it.each([
    ['nothing picked', []],
    ['a product picked', ['saw']],
  ])('keeps the words typed when the form renders again with new option arrays (%s)', (_label, picked) => {
    const form = createFormControl<Picks>({ defaultValues: { products: picked } });
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    renderField(form, optionsOf(['Drill', 'Saw', 'Sander']));
    const input = container.querySelector('input')!;
    type(input, 'dri');
    expect(input.value).toBe('dri');

    // The same products, as a new array (the dialog maps its product list on every render), then one more product.
    renderField(form, optionsOf(['Drill', 'Saw', 'Sander']));
    expect(input.value, 'after a render with the same options').toBe('dri');
    renderField(form, optionsOf(['Drill', 'Saw', 'Sander', 'Driver']));
    expect(input.value, 'after the list grew').toBe('dri');
  });
});
