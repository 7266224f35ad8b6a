// The products of an order that carry serial numbers, each with its units in the order and its pattern (GET
// /api/product/{id}): the ship dialog asks for one serial per unit of these. Undefined while the products load; a
// product that is gone or carries no pattern is left out.
import { useEffect, useState } from 'react';
import type { Product, SerialLine } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import type { PlacedOrder } from '../../../lib/placed-order';

export interface ShipSerialLine extends SerialLine {
  productId: string;
  serialPattern: string;
}

/** Units by product, in the order's line order (a product on two lines counts once, as the ship call counts it). */
function unitsByProduct(order: PlacedOrder): Map<string, { productName: string; quantity: number }> {
  const lines = order.lines.length ? order.lines : [order];
  const units = new Map<string, { productName: string; quantity: number }>();
  for (const { productId, productName, quantity } of lines) {
    const known = units.get(productId);
    units.set(productId, { productName, quantity: (known?.quantity ?? 0) + quantity });
  }
  return units;
}

async function serialLineOf(productId: string, units: { productName: string; quantity: number }) {
  const product = await apiRequest<Product>('GET', `/product/${encodeURIComponent(productId)}`).catch(() => null);
  return product?.serialPattern ? [{ productId, ...units, serialPattern: product.serialPattern }] : [];
}

export function useSerialLines(order: PlacedOrder): ShipSerialLine[] | undefined {
  const [lines, setLines] = useState<ShipSerialLine[]>();
  useEffect(() => {
    let live = true;
    const reads = [...unitsByProduct(order)].map(([productId, units]) => serialLineOf(productId, units));
    void Promise.all(reads).then((found) => live && setLines(found.flat()));
    return () => {
      live = false;
    };
  }, [order]);
  return lines;
}
