// The search page's order: the browser's own list (no menu, popover or focus trap in the page's code), outlined like
// the page's other fields. MUI's TextField would bring its Select, and with it Menu, Popover and Modal, into every
// search page's start-up for a list the browser draws itself. An order chosen before the page was adopted is applied
// once it is.
import { useId } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import type { SearchSort } from '@toolshop/domain';
import { useChangeBeforeAdoption } from '../../../lib/use-change-before-adoption';

// Each sort the API takes, in the list's order: domain's searchSorts, read as a type (its module would bring zod).
const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};

const LABEL = 'Sort by';

export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  // An order chosen before the page was adopted (a phone's first seconds).
  const select = useChangeBeforeAdoption(value, onChange);
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id}>{LABEL}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={LABEL} />}
        inputProps={{ id }}
        inputRef={select}
      >
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
