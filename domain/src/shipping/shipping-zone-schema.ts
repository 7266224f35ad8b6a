// PUT /api/shipping/zones/{id} and the "Shipping & tax" form: a zone, the countries it serves (ISO 3166-1 alpha-2,
// listed one by one: no catch-all), its tax rate, the rates of those of its countries that charge another (the EU's
// member states), whether shipping is taxed, and its methods. Prices arrive in
// dollars, as every REST price does, and are kept in cents. "A country claimed by two zones" needs every zone, so
// the server judges it (zoneCountryClaims).
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { COUNTRIES } from '../countries';
import { dollarsToCents, hasAtMostTwoDecimals } from '../money';
import { PAYMENT_MAX_CENTS } from '../limits';
import { requiredText } from '../fields';

/** Methods one zone may offer: a short choice at the checkout. */
export const ZONE_MAX_METHODS = 10;
/** Enough for every assigned code, so a zone may list them all. */
export const ZONE_MAX_COUNTRIES = 249;
/** 8.25% is 0.0825: a rate has at most 4 decimals, so rate x cents is exact in 1/10,000 of a cent. */
export const TAX_RATE_SCALE = 10_000;

const MAX_DOLLARS = PAYMENT_MAX_CENTS / 100;

export const shippingMethodIdField = z
  .string({ error: m.methodIdInvalid })
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,39})$/, m.methodIdInvalid);

const shippingPriceField = z
  .number({ error: m.shippingPriceInvalid })
  .min(0, m.shippingPriceInvalid)
  .max(MAX_DOLLARS, m.shippingPriceInvalid)
  .refine(hasAtMostTwoDecimals, m.shippingPriceInvalid);

const freeOverField = z
  .number({ error: m.freeOverInvalid })
  .positive(m.freeOverInvalid)
  .max(MAX_DOLLARS, m.freeOverInvalid)
  .refine(hasAtMostTwoDecimals, m.freeOverInvalid);

export const taxRateField = z
  .number({ error: m.taxRateInvalid })
  .min(0, m.taxRateInvalid)
  .max(1, m.taxRateInvalid)
  .refine((rate) => Math.abs(rate * TAX_RATE_SCALE - Math.round(rate * TAX_RATE_SCALE)) < 1e-6, m.taxRateInvalid);

/**
 * The rate as the zone form takes it: a percent (8.25 for 0.0825), at most 2 decimals, so that its fraction has at
 * most 4 and passes taxRateField; the message speaks percent, as the field does.
 */
export const taxPercentField = z
  .number({ error: m.taxPercentInvalid })
  .min(0, m.taxPercentInvalid)
  .max(100, m.taxPercentInvalid)
  .refine(hasAtMostTwoDecimals, m.taxPercentInvalid);

/** 8.25 -> 0.0825, without the float's tail. */
export const taxRateOfPercent = (percent: number) => Number((percent / 100).toFixed(6));

/** 0.0825 -> 8.25, without the float's tail. */
export const taxPercentOfRate = (rate: number) => Number((rate * 100).toFixed(2));

export const shippingMethodSchema = z.strictObject(
  {
    id: shippingMethodIdField,
    name: requiredText(m.methodNameRequired, 80, m.textTooLong(80)),
    price: shippingPriceField,
    freeOver: freeOverField.optional(),
  },
  { error: m.methodsInvalid },
);

/** One of the zone's countries taxed at a rate of its own (0..1, as the zone's). */
export interface CountryTaxRate {
  country: string;
  taxRate: number;
}

const countryTaxRateSchema = z.strictObject(
  {
    country: z.string({ error: m.countryTaxRateCountryRequired }),
    taxRate: taxRateField,
  },
  { error: m.countryTaxRatesInvalid },
);

/** A method as stored and priced: cents. `freeOverCents`: shipping is free when the goods reach it. */
export interface ShippingMethodDoc {
  id: string;
  name: string;
  priceCents: number;
  freeOverCents?: number;
}

/** A zone as Firestore keeps it (collections.shippingZones) and the pricing reads it. */
export interface ShippingZoneDoc {
  name: string;
  countries: string[];
  /** 0..1, at most 4 decimals: the rate of every country the zone lists without a rate of its own. */
  taxRate: number;
  /** Countries of the zone with a rate of their own; absent (older zones too) when none has. */
  countryTaxRates?: CountryTaxRate[];
  taxShipping: boolean;
  /** An EU zone: an approved company with a valid VAT ID of another member state than the seller's pays no VAT. */
  eu?: true;
  methods: ShippingMethodDoc[];
}

export const shippingZoneSchema = z
  .strictObject({
    name: requiredText(m.zoneNameRequired, 80, m.textTooLong(80)),
    countries: z
      .array(z.string({ error: m.zoneCountriesRequired }), { error: m.zoneCountriesRequired })
      .min(1, m.zoneCountriesRequired)
      .max(ZONE_MAX_COUNTRIES, m.zoneCountriesRequired),
    taxRate: taxRateField,
    countryTaxRates: z
      .array(countryTaxRateSchema, { error: m.countryTaxRatesInvalid })
      .max(ZONE_MAX_COUNTRIES, m.countryTaxRatesInvalid)
      .optional(),
    taxShipping: z.boolean({ error: m.taxShippingRequired }),
    eu: z.boolean({ error: m.zoneEuInvalid }).optional(),
    methods: z
      .array(shippingMethodSchema, { error: m.methodsInvalid })
      .min(1, m.methodsRequired)
      .max(ZONE_MAX_METHODS, m.methodsInvalid),
  })
  .superRefine((zone, ctx) => {
    const seenCountries = new Set<string>();
    zone.countries.forEach((code, index) => {
      if (!Object.hasOwn(COUNTRIES, code))
        ctx.addIssue({ code: 'custom', path: ['countries', index], message: m.zoneCountryUnknown(code.slice(0, 8)) });
      else if (seenCountries.has(code))
        ctx.addIssue({ code: 'custom', path: ['countries', index], message: m.zoneCountryTwice(code) });
      seenCountries.add(code);
    });
    const zoneCountries = new Set(zone.countries);
    const ratedCountries = new Set<string>();
    (zone.countryTaxRates ?? []).forEach(({ country }, index) => {
      const path = ['countryTaxRates', index, 'country'];
      if (!country) ctx.addIssue({ code: 'custom', path, message: m.countryTaxRateCountryRequired });
      else if (!zoneCountries.has(country))
        ctx.addIssue({ code: 'custom', path, message: m.countryTaxRateNotInZone(country.slice(0, 8)) });
      else if (ratedCountries.has(country))
        ctx.addIssue({ code: 'custom', path, message: m.countryTaxRateTwice(country) });
      ratedCountries.add(country);
    });
    const seenMethods = new Set<string>();
    zone.methods.forEach((method, index) => {
      if (seenMethods.has(method.id))
        ctx.addIssue({ code: 'custom', path: ['methods', index, 'id'], message: m.methodIdTwice(method.id) });
      seenMethods.add(method.id);
    });
  })
  .transform((zone): ShippingZoneDoc => ({
    name: zone.name,
    countries: zone.countries,
    taxRate: zone.taxRate,
    ...(zone.countryTaxRates?.length ? { countryTaxRates: zone.countryTaxRates } : {}),
    taxShipping: zone.taxShipping,
    ...(zone.eu ? { eu: true as const } : {}),
    methods: zone.methods.map((method) => ({
      id: method.id,
      name: method.name,
      priceCents: dollarsToCents(method.price),
      ...(method.freeOver === undefined ? {} : { freeOverCents: dollarsToCents(method.freeOver) }),
    })),
  }));
export type ShippingZoneInput = z.input<typeof shippingZoneSchema>;

/** A zone as GET /api/shipping/zones answers it: dollars, as it was entered. */
export interface ShippingZoneView {
  id: string;
  name: string;
  countries: string[];
  taxRate: number;
  countryTaxRates?: CountryTaxRate[];
  taxShipping: boolean;
  eu?: boolean;
  methods: { id: string; name: string; price: number; freeOver?: number }[];
}

export function shippingZoneView(id: string, zone: ShippingZoneDoc): ShippingZoneView {
  return {
    id,
    name: zone.name,
    countries: zone.countries,
    taxRate: zone.taxRate,
    ...(zone.countryTaxRates?.length ? { countryTaxRates: zone.countryTaxRates } : {}),
    taxShipping: zone.taxShipping,
    ...(zone.eu ? { eu: true } : {}),
    methods: zone.methods.map((method) => ({
      id: method.id,
      name: method.name,
      price: method.priceCents / 100,
      ...(method.freeOverCents === undefined ? {} : { freeOver: method.freeOverCents / 100 }),
    })),
  };
}

/**
 * The countries `zone` (saved as `zoneId`) would take from another zone: a country is served by one zone only,
 * so the quote never has two rates to choose from.
 */
export function zoneCountryClaims(
  zoneId: string,
  zone: Pick<ShippingZoneDoc, 'countries'>,
  others: readonly { id: string; zone: Pick<ShippingZoneDoc, 'name' | 'countries'> }[],
): string[] {
  const problems: string[] = [];
  for (const other of others) {
    if (other.id === zoneId) continue;
    const theirs = new Set(other.zone.countries);
    for (const code of zone.countries) if (theirs.has(code)) problems.push(m.zoneCountryClaimed(code, other.zone.name));
  }
  return problems;
}

/** The zone that serves a country, if any: zones list their countries explicitly. */
export function zoneForCountry<Z extends Pick<ShippingZoneDoc, 'countries'>>(
  zones: readonly Z[],
  country: string,
): Z | undefined {
  return zones.find((zone) => zone.countries.includes(country));
}

/** The rate a zone charges in one of its countries: the country's own, or the zone's. */
export function taxRateForCountry(zone: Pick<ShippingZoneDoc, 'taxRate' | 'countryTaxRates'>, country: string): number {
  return zone.countryTaxRates?.find((entry) => entry.country === country)?.taxRate ?? zone.taxRate;
}
