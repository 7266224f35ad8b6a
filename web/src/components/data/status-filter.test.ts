import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusFilter, statusOptions } from './status-filter';

const STATUSES = ['pending', 'approved'] as const;
const labels = { pending: 'Pending', approved: 'Approved' } as const;

const filter = (value: '' | (typeof STATUSES)[number], label?: string) =>
  renderToStaticMarkup(
    createElement(StatusFilter<'' | (typeof STATUSES)[number]>, {
      value,
      options: statusOptions(STATUSES, (status) => labels[status]),
      onChange: () => undefined,
      label,
    }),
  );

describe('statusOptions', () => {
  it('offers "All" (the empty value) first, then each status under its label', () => {
    expect(statusOptions(STATUSES, (status) => labels[status])).toEqual([
      { value: '', label: 'All' },
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
    ]);
  });

  it('names a status by itself unless told otherwise, and the empty choice by the word given', () => {
    expect(statusOptions(STATUSES, undefined, 'Any status')).toEqual([
      { value: '', label: 'Any status' },
      { value: 'pending', label: 'pending' },
      { value: 'approved', label: 'approved' },
    ]);
  });
});

describe('StatusFilter', () => {
  it('shows the empty value as its choice ("All"), not as an empty field, under the label "Status"', () => {
    const html = filter('');
    expect(html).toContain('>Status<');
    expect(html).toContain('>All<');
    expect(html).toContain('value=""');
  });

  it("shows the chosen status's label, and a label of its own where given", () => {
    const html = filter('approved', 'Show');
    expect(html).toContain('>Approved<');
    expect(html).not.toContain('>All<');
    expect(html).toContain('>Show<');
    expect(html).toContain('value="approved"');
  });
});
