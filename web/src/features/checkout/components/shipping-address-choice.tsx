// Where an order ships, as the checkout, the purchase page and the payment page take it: one of the address book's
// entries (the default chosen once the book has loaded) or a new address (AddressFields), which may be saved to
// the book; the address that choice gives once it is complete, which the quote and the order are for; and the
// mobile number a saved entry keeps.
import { useEffect, useMemo } from 'react';
import { useWatch, type Control, type FieldValues, type Resolver, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box, Radio, RadioGroup } from '@mui/material';
import { addressSchema, formatAddressLine, type AddressBook, type AddressInput } from '@toolshop/domain';
import { AddressFields, emptyAddress } from '../../../components/form/address-fields';
import { PageLoader } from '../../../components/feedback/page-loader';

export const NEW_ADDRESS = 'new';

type Entry = AddressBook['items'][number];

/** The form values this choice binds: the radio's value, the new address, and whether to save it. */
export interface AddressChoiceValues {
  choice: string;
  address: AddressInput;
  save: boolean;
}

/** A form's first choice: a new address, empty, to be saved (the book's default replaces it once read). */
export const newAddressChoice = (): AddressChoiceValues => ({
  choice: NEW_ADDRESS,
  address: emptyAddress(),
  save: true,
});

/**
 * The form's resolver: `rest` always, the new address only when it is the one chosen (the choice and the save box
 * are the form's own and judged by no schema).
 */
export function addressChoiceResolver<T extends FieldValues & AddressChoiceValues>(rest: z.ZodObject): Resolver<T> {
  const withAddress = rest.extend({ address: addressSchema });
  return (values, context, options) =>
    (values.choice === NEW_ADDRESS ? zodResolver(withAddress) : zodResolver(rest))(
      values as never,
      context,
      options as never,
    ) as never;
}

/** A radio or checkbox with its text, clickable as one (a plain label: MUI's FormControlLabel would be a shared
 * chunk more in the home page's route table). */
export function OptionLabel({ children }: { children: React.ReactNode }) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
      {children}
    </Box>
  );
}

/** What ShippingAddressChoice binds of the form, beside the heading that names it. */
export interface AddressChoiceFields<T extends AddressChoiceValues> {
  control: Control<T>;
  /** The book is being read: the choice shows a loader until it is. */
  loading: boolean;
  entries: readonly Entry[];
  choice: string;
  onChoice: (choice: string) => void;
  save: boolean;
  onSave: (save: boolean) => void;
}

/** The form's own control and setter, whatever else its values hold. */
export interface AddressChoiceForm<T extends AddressChoiceValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
}

export function ShippingAddressChoice<T extends FieldValues & AddressChoiceValues>({
  control,
  loading,
  entries,
  choice,
  onChoice,
  save,
  onSave,
  labelledBy,
}: AddressChoiceFields<T> & {
  /** The id of the heading that names the choice. */
  labelledBy: string;
}) {
  // The saved addresses first: the choice appears once the book has been read.
  if (loading) return <PageLoader />;
  return (
    <>
      <RadioGroup aria-labelledby={labelledBy} value={choice} onChange={(event) => onChoice(event.target.value)}>
        {entries.map((entry) => (
          <OptionLabel key={entry.id}>
            <Radio value={entry.id} />
            {formatAddressLine(entry)}
            {entry.isDefault ? ' (default)' : ''}
          </OptionLabel>
        ))}
        <OptionLabel>
          <Radio value={NEW_ADDRESS} />A new address
        </OptionLabel>
      </RadioGroup>
      {choice === NEW_ADDRESS && (
        <>
          <AddressFields control={control} />
          <OptionLabel>
            <Box
              component="input"
              type="checkbox"
              checked={save}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => onSave(event.target.checked)}
              sx={{ width: 18, height: 18, m: 1.5, accentColor: (theme) => theme.palette.primary.main }}
            />
            Save to my address book
          </OptionLabel>
        </>
      )}
    </>
  );
}

/** The address chosen: the saved entry, or the new one once it is complete; null while there is none. */
export function useChosenAddress(entries: readonly Entry[], choice: string, typed: AddressInput): AddressInput | null {
  return useMemo((): AddressInput | null => {
    const saved = entries.find((entry) => entry.id === choice);
    if (saved) return savedAddress(saved);
    const parsed = addressSchema.safeParse(typed);
    return parsed.success ? (parsed.data as AddressInput) : null;
  }, [entries, choice, typed]);
}

/** Chooses the default entry (else the first) once the book has loaded. */
export function useDefaultAddressChoice(entries: readonly Entry[], choose: (id: string) => void): void {
  useEffect(() => {
    const preferred = entries.find((entry) => entry.isDefault) ?? entries[0];
    if (preferred) choose(preferred.id);
  }, [entries, choose]);
}

/** A saved entry as an address (its id, mobile number and default mark are the book's, not the address's). */
export function savedAddress({ id: _id, isDefault: _isDefault, mobile: _mobile, ...address }: Entry): AddressInput {
  return address as AddressInput;
}

/**
 * Fills the form's mobile number from the chosen entry, when that entry keeps one and the field is empty: a number
 * typed for this order is never replaced.
 */
export function useSavedMobile<T extends AddressChoiceValues & { mobile: string }>(
  form: AddressChoiceForm<T>,
  entries: readonly Entry[],
  choice: string,
): void {
  // The mobile field is the same in every such form: read and set as such.
  const control = form.control as unknown as Control<{ mobile: string }>;
  const setValue = form.setValue as unknown as UseFormSetValue<{ mobile: string }>;
  const mobile = useWatch({ control, name: 'mobile' });
  const savedMobile = entries.find((entry) => entry.id === choice)?.mobile;
  useEffect(() => {
    if (savedMobile && !mobile.trim()) setValue('mobile', savedMobile);
    // Only a change of the chosen entry fills the field; emptying it by hand leaves it empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedMobile, setValue]);
}
