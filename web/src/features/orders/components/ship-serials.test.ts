import { describe, expect, it } from 'vitest';
import { dialogSerials, serialsOfText } from './ship-serials';

const grinder = { productId: 'grinder', productName: 'Grinder', quantity: 2, serialPattern: '^AG-[0-9]{4}$' };
const drill = { productId: 'drill', productName: 'Drill', quantity: 1, serialPattern: '^DR-[0-9]{4}$' };

describe('serialsOfText', () => {
  it('reads one serial per line, or separated by spaces, commas or semicolons', () => {
    expect(serialsOfText(' AG-0001\nAG-0002 , AG-0003;AG-0004\n\n')).toEqual([
      'AG-0001',
      'AG-0002',
      'AG-0003',
      'AG-0004',
    ]);
    expect(serialsOfText('   ')).toEqual([]);
  });
});

describe('dialogSerials', () => {
  it('sends the filled boxes and leaves the empty ones out', () => {
    expect(dialogSerials([grinder, drill], ['AG-0001\nAG-0002', ''])).toEqual({
      serials: { grinder: ['AG-0001', 'AG-0002'] },
      refusals: new Map(),
    });
  });
  it("refuses a box whose serials do not fit the product's units or pattern, with the ship call's message", () => {
    const { serials, refusals } = dialogSerials([grinder, drill], ['AG-0001', 'XX-1']);
    expect(serials).toEqual({});
    expect(refusals).toEqual(
      new Map([
        [0, 'Give one serial number for each of the 2 Grinder (2 in all)'],
        [1, 'Serial XX-1 does not match ^DR-[0-9]{4}$'],
      ]),
    );
  });
  it('refuses a serial given twice, in one box or two, and one a serial may not be', () => {
    expect(dialogSerials([grinder], ['AG-0001 AG-0001']).refusals.get(0)).toBe('Each serial number may be given once');
    expect(dialogSerials([grinder, drill], ['AG-0001 AG-0002', 'AG-0001']).refusals.get(1)).toBe(
      'Each serial number may be given once',
    );
    expect(dialogSerials([grinder], ['AG/0001 AG-0002']).refusals.get(0)).toMatch(/^A serial number must be/);
  });
});
