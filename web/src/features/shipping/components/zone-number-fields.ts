// The zone form's number cells take the field and the inputs of what they hold: a tax rate as a percent, a price in
// dollars. Spread into a FieldCell beside its name, place and label.
import { FormNumberField } from '../../../components/form/form-number-field';
import { dollarInput } from '../../../components/form/number-inputs';

/** A tax rate as a percent, 0 to 100. */
export const percentField = {
  Field: FormNumberField,
  slotProps: { htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' } },
} as const;

export const dollarField = { Field: FormNumberField, slotProps: dollarInput } as const;
