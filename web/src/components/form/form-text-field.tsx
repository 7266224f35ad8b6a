// A text field bound to one react-hook-form field: its value, the domain schema's message as the helper text and
// the focus on a failed submit. Controlled, so the label follows the value, also after a reset. Read-only in a
// prerendered page until React has adopted it: text typed before would be replaced by the form's empty value.
// A field emptied by the person stays empty (see `holdsNothing`), so a number can be cleared and typed anew.
import { memo, useState, type ChangeEvent } from 'react';
import { get, useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import { useHydrated } from '../../lib/use-hydrated';

export type FormTextFieldProps<T extends FieldValues, TTransformed = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> &
  Required<Pick<UseControllerProps<T, FieldPath<T>, TTransformed>, 'control' | 'name'>> & {
    /** Shows "length/limit" under the field while it has no error. */
    characterLimit?: number;
    /** Turns the input's text into the form's value (default: the text itself). */
    parseValue?: (text: string) => unknown;
  };

function FormTextFieldOf<T extends FieldValues, TTransformed = T>({
  control,
  name,
  helperText,
  characterLimit,
  parseValue,
  ...textFieldProps
}: FormTextFieldProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const hydrated = useHydrated();
  const slotProps = textFieldProps.slotProps ?? {};
  // react-hook-form reports a field that holds undefined (an emptied number field: no value) as its default value,
  // which put the minimum back under the cursor ("20", backspace twice, "100" gave "20100"). What the form holds
  // is read here instead, so an emptied field stays empty until typed in again.
  // Emptying a field that showed its default changes nothing react-hook-form reports: this state renders it anew.
  const [, setEmptied] = useState(false);
  const holdsNothing = get(control._formValues, name) === undefined;
  const value: unknown = holdsNothing ? '' : (field.value ?? '');
  const hint = characterLimit === undefined ? helperText : `${String(value).length}/${characterLimit}`;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const parsed = parseValue ? parseValue(event.target.value) : event.target.value;
    setEmptied(parsed === undefined);
    field.onChange(parsed);
  };

  return (
    <TextField
      {...textFieldProps}
      slotProps={
        hydrated ? slotProps : { ...slotProps, htmlInput: { ...(slotProps.htmlInput as object), readOnly: true } }
      }
      name={field.name}
      value={value}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}

/**
 * Memoised: react-hook-form's useForm sets its state in a layout effect when it mounts, so the form's owner renders
 * again inside the commit that mounted it, on a prerendered page inside the hydration's task. A field whose props
 * are unchanged stays out of that render; it follows its own value and error through useController.
 */
export const FormTextField = memo(FormTextFieldOf) as typeof FormTextFieldOf;
