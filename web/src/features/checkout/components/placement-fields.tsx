// The fields every placing of an order asks, whether a checkout or a quote's acceptance: where it ships (a saved
// address or a new one, ShippingAddressChoice), the mobile, and for a trade buyer the PO number and pay on account.
// One form shape and one resolver for both screens.
import type { Control, UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import {
  orderFormSchema,
  poNumberField,
  type AddressBook,
  type CompanyDoc,
  type PaymentMethod,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { PayOnAccountChoice } from './pay-on-account-choice';
import { addressChoiceResolver, ShippingAddressChoice, type AddressChoiceValues } from './shipping-address-choice';

export interface PlacementValues extends AddressChoiceValues {
  mobile: string;
  poNumber: string;
}

export const placementResolver = addressChoiceResolver<PlacementValues>(
  z.object({ mobile: orderFormSchema.shape.mobile, poNumber: poNumberField.optional() }),
);

export function PlacementFields({
  control,
  setValue,
  entries,
  choice,
  save,
  labelledBy,
  company,
  amountCents,
  paymentMethod,
  onPaymentMethod,
}: {
  control: Control<PlacementValues>;
  setValue: UseFormSetValue<PlacementValues>;
  entries: readonly AddressBook['items'][number][];
  choice: string;
  save: boolean;
  /** The id of the heading the address choice sits under. */
  labelledBy: string;
  /** The buyer's company, when the customer trades for one. */
  company: CompanyDoc | null | undefined;
  /** The order's total as quoted, when known: whether the account may carry it. */
  amountCents: number | undefined;
  paymentMethod: PaymentMethod;
  onPaymentMethod: (method: PaymentMethod) => void;
}) {
  return (
    <>
      <ShippingAddressChoice
        control={control}
        entries={entries}
        choice={choice}
        onChoice={(value) => setValue('choice', value)}
        save={save}
        onSave={(value) => setValue('save', value)}
        labelledBy={labelledBy}
      />
      <FormTextField control={control} name="mobile" label="Mobile" required type="tel" autoComplete="tel" />
      {company && (
        <>
          <FormTextField control={control} name="poNumber" label="PO number (optional)" />
          <PayOnAccountChoice
            company={company}
            amountCents={amountCents}
            value={paymentMethod}
            onChange={onPaymentMethod}
          />
        </>
      )}
    </>
  );
}
