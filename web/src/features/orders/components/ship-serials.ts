// The ship dialog's serial numbers: the admin types or scans each product's serials into one box (one per line,
// or separated by spaces or commas, none of which a serial may hold). A box left empty ships that product without
// serials; a box with any must hold one per unit, each following the product's pattern (domain's rules, which the
// ship call checks again).
import { lineSerialsRefusal, serialField, warrantyMessages, type SerialsInput } from '@toolshop/domain';
import type { ShipSerialLine } from '../api/use-serial-lines';

export function serialsOfText(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

export interface DialogSerials {
  /** What the ship call sends: only the products whose box holds serials. */
  serials: SerialsInput;
  /** The message of each box (by its line's index) that is wrong. */
  refusals: Map<number, string>;
}

export function dialogSerials(lines: readonly ShipSerialLine[], texts: readonly (string | undefined)[]): DialogSerials {
  const serials: SerialsInput = {};
  const refusals = new Map<number, string>();
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const given = serialsOfText(texts[index] ?? '');
    if (given.length === 0) return;
    const badFormat = given.map((serial) => serialField.safeParse(serial)).find((parsed) => !parsed.success);
    const repeated = given.find((serial) => seen.has(serial) || given.indexOf(serial) !== given.lastIndexOf(serial));
    const refusal =
      badFormat?.error?.issues[0]?.message ??
      (repeated ? warrantyMessages.serialsDuplicate : lineSerialsRefusal(line, given));
    given.forEach((serial) => seen.add(serial));
    if (refusal) refusals.set(index, refusal);
    else serials[line.productId] = given;
  });
  return { serials, refusals };
}
