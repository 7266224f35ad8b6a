import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListTable, type TableColumn } from './list-table';

interface Item {
  id: string;
  name: string;
}

const columns: TableColumn<Item>[] = [
  { label: 'Name', cell: (item) => item.name },
  { label: 'Id', hideOnPhone: true, sx: { whiteSpace: 'nowrap' }, cell: (item) => item.id },
];
const two = [
  { id: 'a', name: 'Anvil' },
  { id: 'b', name: 'Bolt' },
];

const table = (props: Partial<Parameters<typeof ListTable<Item>>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(ListTable<Item>, { label: 'Items', columns, items: two, rowKey: (item) => item.id, ...props }),
  );

describe('ListTable', () => {
  it('leaves a hideOnPhone column out on a phone, heading and cells alike, with the cells keeping their own styles', () => {
    const html = table();
    const hidden = /display:none;.*?display:table-cell/s;
    const idHead = html.match(/<style[^>]*>([^<]*)<\/style><th[^>]*>Id<\/th>/);
    const idCell = html.match(/<style[^>]*>([^<]*)<\/style><td[^>]*>a<\/td>/);
    expect(idHead?.[1]).toMatch(hidden);
    expect(idHead?.[1]).not.toContain('white-space:nowrap');
    expect(idCell?.[1]).toMatch(hidden);
    expect(idCell?.[1]).toContain('white-space:nowrap');
  });

  it("gives each row its test id, and draws an item's detail in a row of its own across every column", () => {
    const html = table({
      rowTestId: 'item-row',
      detail: { cell: (item) => item.id === 'b' && `More about ${item.name}` },
    });
    expect(html.match(/data-testid="item-row"/g)).toHaveLength(2);
    expect(html).toMatch(/>Bolt<\/td>.*<td[^>]*colSpan="2"[^>]*>More about Bolt<\/td>/s);
    expect(html).not.toContain('More about Anvil');
  });

  it('says an empty table is empty in a row of its own where told to', () => {
    expect(table({ items: [], emptyRow: 'Nothing yet.' })).toMatch(/<td[^>]*colSpan="2"[^>]*>Nothing yet.<\/td>/);
    expect(table({ items: [] })).not.toContain('<td');
  });
});
