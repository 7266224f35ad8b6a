// The search page's order: the browser's own list (no menu, popover or focus trap in the page's code), outlined like
// the page's other fields. MUI's TextField would bring its Select, and with it Menu, Popover and Modal, into every
// search page's start-up for a list the browser draws itself.
import { useId } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

const SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
] as const;

const LABEL = 'Sort by';

export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id}>{LABEL}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={LABEL} />}
        inputProps={{ id }}
      >
        {SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
