import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormNumberField } from './form-number-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

interface Note {
  note: string;
  count?: number;
}

function formWith(values: Note, error?: string) {
  const form = createFormControl<Note>({ defaultValues: values });
  if (error) form.setError('note', { type: 'server', message: error });
  return form;
}

const textField = (form: ReturnType<typeof formWith>, props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(
    createElement(FormTextField<Note>, { control: form.control, name: 'note', label: 'Note', ...props }),
  );

describe('FormTextField', () => {
  it('shows the form value under its label, with the hint while there is no error', () => {
    const html = textField(formWith({ note: 'Hello' }), { helperText: 'Say something' });
    expect(html).toContain('value="Hello"');
    expect(html).toContain('name="note"');
    expect(html).toContain('Note');
    expect(html).toContain('Say something');
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("shows the field's error message in place of the hint, marked invalid", () => {
    const html = textField(formWith({ note: '' }, 'Please write a note'), { helperText: 'Say something' });
    expect(html).toContain('Please write a note');
    expect(html).not.toContain('Say something');
    expect(html).toContain('aria-invalid="true"');
  });

  it('counts the characters against the limit until there is an error', () => {
    expect(textField(formWith({ note: 'abcd' }), { characterLimit: 520 })).toContain('4/520');
    expect(textField(formWith({ note: 'abcd' }, 'Too long'), { characterLimit: 520 })).not.toContain('4/520');
  });

  it('labels follow the value: after a reset the label drops back into the empty field', () => {
    const form = formWith({ note: 'typed' });
    expect(textField(form)).toContain('MuiInputLabel-shrink');
    form.reset({ note: '' });
    expect(textField(form)).not.toContain('MuiInputLabel-shrink');
  });
});

describe('FormNumberField', () => {
  it('shows a number value and no value as an empty input', () => {
    const render = (values: Note) => {
      const form = formWith(values);
      return renderToStaticMarkup(
        createElement(FormNumberField<Note>, { control: form.control, name: 'count', label: 'Count' }),
      );
    };
    expect(render({ note: '', count: 12 })).toContain('value="12"');
    expect(render({ note: '' })).toContain('value=""');
    expect(render({ note: '' })).toContain('type="number"');
  });
});

describe('FormSelectField', () => {
  it("shows the chosen option's label, bound to the form value", () => {
    const form = formWith({ note: 'shipped' });
    const html = renderToStaticMarkup(
      createElement(FormSelectField<Note>, {
        control: form.control,
        name: 'note',
        label: 'Status',
        options: [
          { value: 'pending', label: 'Pending' },
          { value: 'shipped', label: 'Shipped' },
        ],
      }),
    );
    expect(html).toContain('value="shipped"');
    expect(html).toContain('>Shipped<');
    expect(html).not.toContain('>Pending<');
  });
});

describe('SubmitButton', () => {
  const render = (pending: boolean) =>
    renderToStaticMarkup(createElement(SubmitButton, { pending, pendingLabel: 'Paying…' }, 'Pay'));

  // Server markup is what a prerendered page shows before React has adopted it: a plain button there, so a press
  // cannot submit the form natively (its fields in the address).
  it('is an enabled button with its label when idle, and no native submit button in server markup', () => {
    const html = render(false);
    expect(html).toContain('type="button"');
    expect(html).not.toContain('type="submit"');
    expect(html).not.toContain('disabled=""');
    expect(html).toContain('>Pay<');
    expect(html).not.toContain('progressbar');
  });

  it('is disabled with a spinner and the pending label while pending', () => {
    const html = render(true);
    expect(html).toContain('disabled=""');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Paying…');
  });
});
