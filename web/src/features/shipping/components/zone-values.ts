// A zone between the admin's form and the API: the rates (the zone's and each country's of its own) are percents in
// the form (20 for 0.2) and fractions in the API; the schema's and the server's error paths are named as the form
// names its fields, and a message about a rate is the percent's.
import {
  taxPercentOfRate,
  taxRateOfPercent,
  validationMessages,
  type ShippingZoneInput,
  type ShippingZoneView,
} from '@toolshop/domain';

/** One of the zone's countries with a rate of its own, as a percent. */
export interface CountryRateValues {
  country: string;
  percent: number | undefined;
}

export interface ZoneValues {
  id: string;
  name: string;
  countries: string[];
  /** The rate as a percent: 20 for 0.2. */
  taxPercent: number | undefined;
  countryRates: CountryRateValues[];
  taxShipping: boolean;
  /** An EU zone: reverse charge for EU companies of another member state. */
  eu: boolean;
  methods: { id: string; name: string; price: number | undefined; freeOver?: number }[];
}

export function zoneValues(zone?: ShippingZoneView): ZoneValues {
  if (!zone)
    return {
      id: '',
      name: '',
      countries: [],
      taxPercent: 0,
      countryRates: [],
      taxShipping: true,
      eu: false,
      methods: [{ id: 'standard', name: 'Standard', price: undefined }],
    };
  return {
    id: zone.id,
    name: zone.name,
    countries: zone.countries,
    taxPercent: taxPercentOfRate(zone.taxRate),
    countryRates: (zone.countryTaxRates ?? []).map(({ country, taxRate }) => ({
      country,
      percent: taxPercentOfRate(taxRate),
    })),
    taxShipping: zone.taxShipping,
    eu: zone.eu ?? false,
    methods: zone.methods.map((method) => ({ ...method })),
  };
}

const rateOf = (percent: number | undefined) =>
  percent === undefined ? (undefined as never) : taxRateOfPercent(percent);

/** The form's values as PUT /api/shipping/zones/{id} takes them. */
export function zoneInput(values: ZoneValues): ShippingZoneInput {
  return {
    name: values.name,
    countries: values.countries,
    taxRate: rateOf(values.taxPercent),
    ...(values.countryRates.length
      ? {
          countryTaxRates: values.countryRates.map(({ country, percent }) => ({ country, taxRate: rateOf(percent) })),
        }
      : {}),
    taxShipping: values.taxShipping,
    ...(values.eu ? { eu: true } : {}),
    methods: values.methods.map(({ id, name, price, freeOver }) => ({
      id,
      name,
      price: price as number,
      ...(freeOver === undefined || Number.isNaN(freeOver) ? {} : { freeOver }),
    })),
  };
}

const COUNTRY_RATE_PATH = /^countryTaxRates\.(\d+)\.(country|taxRate)$/;

/** A schema or server path as the form names it: the rates are percents here, a country's error is the list's. */
export function formPath(path: string): string {
  if (path === 'taxRate') return 'taxPercent';
  if (path === 'countryTaxRates') return 'countryRates';
  const countryRate = COUNTRY_RATE_PATH.exec(path);
  if (countryRate) return `countryRates.${countryRate[1]}.${countryRate[2] === 'taxRate' ? 'percent' : 'country'}`;
  if (/^countries\.\d+$/.test(path)) return 'countries';
  return path;
}

/** A schema or server message as the form shows it: a rate's in percent, as its field takes it. */
export function formMessage(path: string, message: string): string {
  const isRate = path === 'taxRate' || COUNTRY_RATE_PATH.exec(path)?.[2] === 'taxRate';
  return isRate ? validationMessages.taxPercentInvalid : message;
}
