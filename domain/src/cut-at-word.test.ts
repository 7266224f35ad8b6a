import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_PREVIEW_LENGTH } from './limits';
import { cutAtWord, ELLIPSIS } from './cut-at-word';

const grip =
  'Carbon brushes cut to fit the 18 V drills of the range, spring and shunt included, pressed from graphite and ' +
  'copper for a long life and a clean commutator, each one tested before packing for grip. Body lengths 12 to 16 mm.';

describe('cutAtWord', () => {
  it('keeps a text that fits whole, with no ellipsis', () => {
    expect(cutAtWord('Compact drill.', 200)).toBe('Compact drill.');
    const exact = 'x'.repeat(CARD_DESCRIPTION_PREVIEW_LENGTH);
    expect(cutAtWord(exact, CARD_DESCRIPTION_PREVIEW_LENGTH)).toBe(exact);
  });

  it('cuts a longer text after its last whole word, within the limit, with an ellipsis', () => {
    // A plain slice ends "...for grip. Bod".
    expect(grip.slice(0, CARD_DESCRIPTION_PREVIEW_LENGTH)).toMatch(/for grip\. Bod$/);
    const shown = cutAtWord(grip, CARD_DESCRIPTION_PREVIEW_LENGTH);
    expect(shown).toBe(`${grip.slice(0, grip.indexOf(' Body')).replace(/\.$/, '')}${ELLIPSIS}`);
    expect(shown.length).toBeLessThanOrEqual(CARD_DESCRIPTION_PREVIEW_LENGTH);
    expect(shown.endsWith(`for grip${ELLIPSIS}`)).toBe(true);
  });

  it('keeps a word that ends exactly where the ellipsis goes', () => {
    expect(cutAtWord('one two three', 8)).toBe(`one two${ELLIPSIS}`);
    expect(cutAtWord('one two three', 7)).toBe(`one${ELLIPSIS}`);
  });

  it('drops the punctuation and spaces before the ellipsis', () => {
    expect(cutAtWord('Drill, saw and sander', 7)).toBe(`Drill${ELLIPSIS}`);
    expect(cutAtWord('Drill   \n saw and sander', 12)).toBe(`Drill${ELLIPSIS}`);
  });

  it('cuts a single word longer than the limit where the limit ends', () => {
    expect(cutAtWord('Supercalifragilistic', 10)).toBe(`Supercali${ELLIPSIS}`);
  });

  it('never returns more than the limit', () => {
    for (let max = 2; max < grip.length; max += 7) expect(cutAtWord(grip, max).length).toBeLessThanOrEqual(max);
  });
});
