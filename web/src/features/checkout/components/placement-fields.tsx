// The fields every placing of an order asks, whether a checkout or a quote's acceptance: where it ships (a saved
// address or a new one, ShippingAddressChoice), the mobile, and for a trade buyer the PO number and pay on account.
// One form shape and one resolver for both screens.
import { useController } from 'react-hook-form';
import { z } from 'zod';
import {
  orderFormSchema,
  paymentMethodField,
  poNumberField,
  type CompanyDoc,
  type PaymentMethod,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { fitsAccount, PayOnAccountChoice } from './pay-on-account-choice';
import {
  addressChoiceResolver,
  ShippingAddressChoice,
  type AddressChoiceFields,
  type AddressChoiceValues,
} from './shipping-address-choice';

export interface PlacementValues extends AddressChoiceValues {
  mobile: string;
  poNumber: string;
  /** Card until a trade buyer picks their company's account. */
  paymentMethod: PaymentMethod;
}

export const placementResolver = addressChoiceResolver<PlacementValues>(
  z.object({
    mobile: orderFormSchema.shape.mobile,
    poNumber: poNumberField.optional(),
    paymentMethod: paymentMethodField,
  }),
);

/**
 * What the order's request carries of these fields: the mobile, the PO number typed, and pay on account when it is
 * chosen and the account may carry the total (else the order is paid by card). `onAccount` also says where to go next.
 */
export function placementTerms(
  values: PlacementValues,
  company: CompanyDoc | undefined,
  amountCents: number | undefined,
) {
  const onAccount = values.paymentMethod === 'account' && fitsAccount(company, amountCents);
  const poNumber = values.poNumber?.trim();
  return {
    onAccount,
    terms: {
      mobile: values.mobile,
      ...(onAccount ? { paymentMethod: 'account' as const } : {}),
      ...(poNumber ? { poNumber } : {}),
    },
  };
}

export function PlacementFields({
  fields,
  labelledBy,
  company,
  amountCents,
}: {
  fields: AddressChoiceFields<PlacementValues>;
  /** The id of the heading the address choice sits under. */
  labelledBy: string;
  /** The buyer's company, when the customer trades for one. */
  company: CompanyDoc | undefined;
  /** The order's total as quoted, when known: whether the account may carry it. */
  amountCents: number | undefined;
}) {
  const { control } = fields;
  const payment = useController({ control, name: 'paymentMethod' }).field;
  return (
    <>
      <ShippingAddressChoice {...fields} labelledBy={labelledBy} />
      <FormTextField control={control} name="mobile" label="Mobile" required type="tel" autoComplete="tel" />
      {company && (
        <>
          <FormTextField control={control} name="poNumber" label="PO number (optional)" />
          <PayOnAccountChoice
            company={company}
            amountCents={amountCents}
            value={payment.value}
            onChange={payment.onChange}
          />
        </>
      )}
    </>
  );
}
