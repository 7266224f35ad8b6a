// A zone between the admin's form and the API: the rate is a percent in the form (20 for 0.2) and a fraction in the
// API; the schema's and the server's error paths are named as the form names its fields, and a message about the
// rate is the percent's.
import {
  taxPercentOfRate,
  taxRateOfPercent,
  validationMessages,
  type ShippingZoneInput,
  type ShippingZoneView,
} from '@toolshop/domain';

export interface ZoneValues {
  id: string;
  name: string;
  countries: string[];
  /** The rate as a percent: 20 for 0.2. */
  taxPercent: number | undefined;
  taxShipping: boolean;
  methods: { id: string; name: string; price: number | undefined; freeOver?: number }[];
}

export function zoneValues(zone?: ShippingZoneView): ZoneValues {
  if (!zone)
    return {
      id: '',
      name: '',
      countries: [],
      taxPercent: 0,
      taxShipping: true,
      methods: [{ id: 'standard', name: 'Standard', price: undefined }],
    };
  return {
    id: zone.id,
    name: zone.name,
    countries: zone.countries,
    taxPercent: taxPercentOfRate(zone.taxRate),
    taxShipping: zone.taxShipping,
    methods: zone.methods.map((method) => ({ ...method })),
  };
}

/** The form's values as PUT /api/shipping/zones/{id} takes them. */
export function zoneInput(values: ZoneValues): ShippingZoneInput {
  return {
    name: values.name,
    countries: values.countries,
    taxRate: values.taxPercent === undefined ? (undefined as never) : taxRateOfPercent(values.taxPercent),
    taxShipping: values.taxShipping,
    methods: values.methods.map(({ id, name, price, freeOver }) => ({
      id,
      name,
      price: price as number,
      ...(freeOver === undefined || Number.isNaN(freeOver) ? {} : { freeOver }),
    })),
  };
}

/** A schema or server path as the form names it: the rate is a percent here, a country's error is the list's. */
export function formPath(path: string): string {
  if (path === 'taxRate') return 'taxPercent';
  if (/^countries\.\d+$/.test(path)) return 'countries';
  return path;
}

/** A schema or server message as the form shows it: the rate's in percent, as its field takes it. */
export function formMessage(path: string, message: string): string {
  return path === 'taxRate' ? validationMessages.taxPercentInvalid : message;
}
