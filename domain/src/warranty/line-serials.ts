// The serial numbers of one product's units in a shipment: one per unit, each following the product's pattern.
// The ship call checks them in its transaction (functions' shipped-serials.ts) and the admin's ship dialog before
// sending, with the same messages.
import { warrantyMessages as m } from './warranty-messages';
import { serialMatches } from './warranty-fields';

export interface SerialLine {
  productName: string;
  /** Units of the product in the order. */
  quantity: number;
  /** The product's serial-number pattern; absent when it carries none. */
  serialPattern: string | null | undefined;
}

/** What is wrong with the serials given for a product's units, or undefined when they are right. */
export function lineSerialsRefusal(line: SerialLine, given: readonly string[]): string | undefined {
  const { productName, quantity, serialPattern } = line;
  if (!serialPattern) return m.serialNoPattern(productName);
  if (given.length !== quantity) return m.serialsCountWrong(productName, quantity);
  const stray = given.find((serial) => !serialMatches(serialPattern, serial));
  return stray === undefined ? undefined : m.serialNotMatching(stray, serialPattern);
}
