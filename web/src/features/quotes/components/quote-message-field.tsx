// A message about a quote, the editor's to the customer or the thread's next: a few rows, with the domain's limit
// counted under the field.
import type { FieldValues } from 'react-hook-form';
import { QUOTE_MESSAGE_MAX_LENGTH } from '@toolshop/domain';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';

export function QuoteMessageField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <FormTextField multiline minRows={2} characterLimit={QUOTE_MESSAGE_MAX_LENGTH} {...props} />;
}
