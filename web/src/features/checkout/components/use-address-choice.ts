// The address part of every form that ships an order (checkout, purchase, a quote's acceptance, the payment page's
// address change): the address book, the form's choice, save box and typed address, the default entry chosen once
// the book has loaded, the address that choice gives, the props ShippingAddressChoice binds, and on submit the
// address the order ships to and the new one saved to the book.
import { useCallback, useMemo } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { addressSchema, type AddressBookEntryInput, type AddressInput } from '@toolshop/domain';
import { useToast } from '../../../lib/toast';
import { addAddress, useAddressBook } from '../../profiles';
import {
  NEW_ADDRESS,
  savedAddress,
  useChosenAddress,
  useDefaultAddressChoice,
  type AddressChoiceFields,
  type AddressChoiceForm,
  type AddressChoiceValues,
} from './shipping-address-choice';

/**
 * `kept`: a choice kept from before a reload, which stands over the default (a new address being typed, or a saved
 * entry still in the book).
 */
export function useAddressChoice<T extends AddressChoiceValues>(form: AddressChoiceForm<T>, kept?: string) {
  const toast = useToast();
  // The choice's fields are the same in every such form: read and set as AddressChoiceValues.
  const control = form.control as unknown as Control<AddressChoiceValues>;
  const setValue = form.setValue as unknown as UseFormSetValue<AddressChoiceValues>;
  const book = useAddressBook();
  const entries = useMemo(() => book.data?.items ?? [], [book.data]);
  const choice = useWatch({ control, name: 'choice' });
  const save = useWatch({ control, name: 'save' });
  const typed = useWatch({ control, name: 'address' });
  useDefaultAddressChoice(
    entries,
    useCallback(
      (id: string) => {
        if (kept === NEW_ADDRESS) return;
        setValue('choice', entries.some((entry) => entry.id === kept) ? kept! : id);
      },
      [entries, kept, setValue],
    ),
  );
  const chosen = useChosenAddress(entries, choice, typed);
  const fields: AddressChoiceFields<T> = {
    control: form.control,
    loading: book.status === 'loading',
    entries,
    choice,
    onChoice: (value) => setValue('choice', value),
    save,
    onSave: (value) => setValue('save', value),
  };
  // On submit: the saved entry chosen, if any, and the address the order ships to as the schema reads it (the
  // resolver's output holds only the new address it judges: the choice is the form's state). Null: not valid.
  const shipTo = (address: AddressInput) => {
    const saved = entries.find((entry) => entry.id === choice);
    const parsed = addressSchema.safeParse(saved ? savedAddress(saved) : address);
    return parsed.success ? { saved, address: parsed.data } : null;
  };
  // A new address with its box ticked goes to the book with the order's mobile number; a failure is said and the
  // order goes ahead. True when it was tried.
  const saveNew = async (to: NonNullable<ReturnType<typeof shipTo>>, mobile: string) => {
    if (to.saved || !save) return false;
    try {
      await addAddress({ ...(to.address as AddressBookEntryInput), mobile });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The address could not be saved');
    }
    return true;
  };
  return { book, entries, choice, save, typed, chosen, fields, shipTo, saveNew };
}
