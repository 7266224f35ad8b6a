import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListPage, type ListRead } from './list-page';

interface Item {
  id: string;
  name: string;
}

const pages = (page: number, nextCursor: string | null) => ({
  page,
  nextCursor,
  next: () => undefined,
  previous: () => undefined,
});

const listPage = (read: ListRead<Item>, props: { label?: string; pagerLabel?: string } = {}) =>
  renderToStaticMarkup(
    createElement(
      ListPage<Item>,
      {
        title: 'Widgets',
        ...props,
        read,
        columns: [{ label: 'Name', cell: (item: Item) => item.name }],
        rowKey: (item: Item) => item.id,
        loadError: 'The widgets could not be loaded.',
        empty: 'There are no widgets yet.',
        controls: createElement('p', null, 'A filter'),
      },
      createElement('p', null, 'A dialog'),
    ),
  );

const two = [
  { id: 'a', name: 'Anvil' },
  { id: 'b', name: 'Bolt' },
];

const nameAndCount = [
  { label: 'Name', cell: (item: Item) => item.name },
  { label: 'Count', numeric: true, cell: (item: Item) => item.name.length },
];

describe('ListPage', () => {
  it('shows its heading, its controls, a row per item in a table named by the heading, then its children', () => {
    const html = listPage({ status: 'success', items: two });
    expect(html).toMatch(/<h1[^>]*>Widgets<\/h1>.*A filter.*aria-label="Widgets".*Anvil.*Bolt.*A dialog/);
    expect(html).not.toContain('pages');
  });

  it('names the pager after the table and shows it while there is another page', () => {
    const html = listPage({ status: 'success', items: two, pages: pages(1, 'next') }, { label: 'All widgets' });
    expect(html).toContain('aria-label="All widgets"');
    expect(html).toContain('aria-label="All widgets pages"');
    expect(html).toContain('Page 1');
    expect(listPage({ status: 'success', items: two, pages: pages(1, null) })).not.toContain('Page 1');
  });

  it('shows the loader, the load error or the empty text in place of the table', () => {
    expect(listPage({ status: 'loading', items: [] })).toContain('aria-label="Loading"');
    expect(listPage({ status: 'error', items: [] })).toContain('The widgets could not be loaded.');
    const empty = listPage({ status: 'success', items: [] });
    expect(empty).toContain('There are no widgets yet.');
    expect(empty).not.toContain('<table');
  });

  it('says the list it could not load by its name, and heads each column with its label', () => {
    const html = renderToStaticMarkup(
      createElement(ListPage<Item>, {
        title: 'Widget stock',
        label: 'Stock widgets',
        read: { status: 'error', items: [] },
        columns: nameAndCount,
        rowKey: (item: Item) => item.id,
        empty: 'There are no widgets yet.',
      }),
    );
    expect(html).toContain('The stock widgets could not be loaded. Please try again.');
    const table = renderToStaticMarkup(
      createElement(ListPage<Item>, {
        title: 'Widgets',
        read: { status: 'success', items: two },
        columns: nameAndCount,
        rowKey: (item: Item) => item.id,
        empty: 'There are no widgets yet.',
      }),
    );
    expect(table).toMatch(/<th[^>]*>Name<\/th>.*<th[^>]*MuiTableCell-alignRight[^>]*>Count<\/th>/);
    // A numeric column's cells are aligned right as its heading is.
    expect(table).toMatch(/<td[^>]*>Anvil<\/td>.*?<td[^>]*MuiTableCell-alignRight[^>]*>5<\/td>/);
  });
});
