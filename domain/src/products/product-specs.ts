// A product's specs: a small, closed set of named attributes, each with its label and unit, so the pages show
// them the same way, search indexes their words and the filters can count them.
import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages';
import { SPEC_TEXT_MAX_LENGTH, specDefinitions, specKeys, type ProductSpecs } from './spec-definitions';

// The names, labels and units themselves are in spec-definitions.ts, which pages import without Zod.
export * from './spec-definitions';

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
