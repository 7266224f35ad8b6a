// The stepper of a cart line: it moves in packs, and stops at the minimum below and at the maximum and the stock
// above. A quantity off the packs (the rule changed since it was added) steps onto the nearest pack.
import type { QuantityRules } from '@toolshop/domain';

export interface QuantitySteps {
  /** The quantity one step down, or null when none is allowed. */
  down: number | null;
  up: number | null;
}

export function quantitySteps(rules: QuantityRules, quantity: number): QuantitySteps {
  const pack = rules.increment ?? 1;
  const most = Math.min(rules.maximum ?? Infinity, rules.available);
  const onPack = quantity % pack === 0;
  const down = onPack ? quantity - pack : Math.floor(quantity / pack) * pack;
  const up = onPack ? quantity + pack : Math.ceil(quantity / pack) * pack;
  return {
    down: down >= Math.max(rules.minimum, 1) ? down : null,
    up: up <= most ? up : null,
  };
}
