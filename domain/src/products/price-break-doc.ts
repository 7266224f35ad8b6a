// The stored form of a price break, below both the entities and an order's lines, which each carry it.

/** From `minQuantity` pieces on, each costs `priceCents`. */
export interface PriceBreakDoc {
  minQuantity: number;
  priceCents: number;
}
