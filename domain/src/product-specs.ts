// A product's specs: a small, closed set of named attributes, each with its label and unit, so the pages show
// them the same way, search indexes their words and the filters can count them.
import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages';

export interface SpecDefinition {
  label: string;
  /** Shown after a number; absent for text specs. */
  unit?: string;
}

export const specDefinitions = {
  voltage: { label: 'Voltage', unit: 'V' },
  batteryCapacity: { label: 'Battery capacity', unit: 'Ah' },
  power: { label: 'Power', unit: 'W' },
  noLoadSpeed: { label: 'No-load speed', unit: 'rpm' },
  torque: { label: 'Torque', unit: 'Nm' },
  discSize: { label: 'Disc size', unit: 'mm' },
  bladeLength: { label: 'Blade length', unit: 'mm' },
  chuckSize: { label: 'Chuck size', unit: 'mm' },
  weight: { label: 'Weight', unit: 'kg' },
  model: { label: 'Model' },
  material: { label: 'Material' },
  packSize: { label: 'Pieces per pack', unit: 'pcs' },
} as const satisfies Record<string, SpecDefinition>;

export type SpecKey = keyof typeof specDefinitions;
export const specKeys = Object.keys(specDefinitions) as SpecKey[];
/** The main specs: offered as search filters with their counts. */
export const facetSpecKeys = ['voltage', 'batteryCapacity', 'discSize'] as const satisfies readonly SpecKey[];
export type SpecValue = number | string;
export type ProductSpecs = Partial<Record<SpecKey, SpecValue>>;

export const SPEC_TEXT_MAX_LENGTH = 40;

const specValueField = z.union(
  [z.number().finite().min(0).max(1_000_000), z.string().trim().min(1).max(SPEC_TEXT_MAX_LENGTH)],
  { error: m.specValueInvalid },
);

/** `{ voltage: 18, weight: 1.6, model: 'DR18' }`: known keys only, each a number or a short text. */
export const specsField = z
  .record(z.string(), z.unknown(), { error: m.specsInvalid })
  .superRefine((specs, ctx) => {
    for (const [key, value] of Object.entries(specs)) {
      if (!Object.hasOwn(specDefinitions, key))
        ctx.addIssue({ code: 'custom', path: [key], message: m.specKeyUnknown(key) });
      else if (!specValueField.safeParse(value).success)
        ctx.addIssue({ code: 'custom', path: [key], message: m.specValueInvalid });
    }
  })
  .transform((specs) => {
    const read: ProductSpecs = {};
    for (const key of specKeys) if (Object.hasOwn(specs, key)) read[key] = specValueField.parse(specs[key]);
    return read;
  });

/** "18 V", "5 Ah", "DR18": a spec as a page shows it. */
export function formatSpec(key: SpecKey, value: SpecValue): string {
  const unit = (specDefinitions[key] as SpecDefinition).unit;
  return unit && typeof value === 'number' ? `${value} ${unit}` : String(value);
}
