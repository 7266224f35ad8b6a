import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, validationMessages } from '@toolshop/domain';
import {
  accountCartChange,
  addToLines,
  CART_CHANGE_ID_MAX,
  mergeLines,
  newCartChangeId,
  piecesOf,
  removeLine,
  setLineQuantity,
  wellFormedLines,
} from './cart-lines';

describe('cart lines', () => {
  it('adds to the line of the same product, or appends a new line', () => {
    const added = addToLines(
      [{ productId: 'a', quantity: 2 }],
      [
        { productId: 'a', quantity: 3 },
        { productId: 'b', quantity: 1 },
      ],
    );
    expect(added).toEqual({
      ok: true,
      lines: [
        { productId: 'a', quantity: 5 },
        { productId: 'b', quantity: 1 },
      ],
    });
  });

  it('refuses a line past the cap', () => {
    const full = Array.from({ length: CART_MAX_LINES }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    expect(addToLines(full, [{ productId: 'new', quantity: 1 }])).toEqual({
      ok: false,
      problem: validationMessages.cartTooManyLines,
    });
    expect(addToLines(full, [{ productId: 'p1', quantity: 1 }]).ok).toBe(true);
  });

  it('merges a visitor cart: the same product keeps the larger quantity', () => {
    expect(
      mergeLines(
        [
          { productId: 'a', quantity: 2 },
          { productId: 'b', quantity: 9 },
        ],
        [
          { productId: 'a', quantity: 5 },
          { productId: 'b', quantity: 1 },
          { productId: 'c', quantity: 4 },
        ],
      ),
    ).toEqual([
      { productId: 'a', quantity: 5 },
      { productId: 'b', quantity: 9 },
      { productId: 'c', quantity: 4 },
    ]);
  });

  it('sets, removes and counts', () => {
    const lines = setLineQuantity(
      [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 1 },
      ],
      'a',
      6,
    );
    expect(piecesOf(lines)).toBe(7);
    expect(removeLine(lines, 'a')).toEqual([{ productId: 'b', quantity: 1 }]);
  });

  it('keeps only well-formed stored lines', () => {
    expect(
      wellFormedLines([
        { productId: 'a', quantity: 1 },
        { productId: 'a', quantity: 2 },
        { productId: '', quantity: 1 },
        { productId: 'b', quantity: 1.5 },
        { productId: 'c', quantity: 0 },
        null,
        { productId: 'd', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'a', quantity: 1 },
      { productId: 'd', quantity: 3 },
    ]);
    expect(wellFormedLines('junk')).toEqual([]);
  });

  it("applies an account cart's change once, however often its transaction runs", () => {
    const add20 = (lines: { productId: string; quantity: number }[]) => {
      const added = addToLines(lines, [{ productId: 'blades', quantity: 20 }]);
      return added.ok ? added.lines : lines;
    };
    const changeId = newCartChangeId();
    const before = { lines: [{ productId: 'drill', quantity: 2 }], lastChange: 'another-tab' };
    const first = accountCartChange(before, changeId, add20);
    expect(first).toEqual({
      lines: [
        { productId: 'drill', quantity: 2 },
        { productId: 'blades', quantity: 20 },
      ],
      write: true,
    });
    // The commit landed but its answer was lost: the SDK runs the transaction again on what it wrote.
    const landed = { lines: first.lines, lastChange: changeId };
    expect(accountCartChange(landed, changeId, add20)).toEqual({ lines: first.lines, write: false });
    // Another change on the same document is applied.
    expect(accountCartChange(landed, newCartChangeId(), add20).lines[1]).toEqual({ productId: 'blades', quantity: 40 });
    expect(accountCartChange(undefined, changeId, add20)).toEqual({
      lines: [{ productId: 'blades', quantity: 20 }],
      write: true,
    });
  });

  it('makes change ids the rules take, each new', () => {
    const ids = new Set(Array.from({ length: 1000 }, newCartChangeId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(CART_CHANGE_ID_MAX);
  });
});
