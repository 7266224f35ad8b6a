// A product's specs as the pages show them and the search counts them: each named attribute's label and unit, the
// main ones offered as filters, and how one is written. No Zod here: the product and search pages import this
// (product-specs.ts holds the schema of a product's specs).

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

/** "18 V", "5 Ah", "DR18": a spec as a page shows it. */
export function formatSpec(key: SpecKey, value: SpecValue): string {
  const unit = (specDefinitions[key] as SpecDefinition).unit;
  return unit && typeof value === 'number' ? `${value} ${unit}` : String(value);
}
