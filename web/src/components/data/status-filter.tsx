// A list page's filter: a drop-down read as soon as it changes (no Search button), typed by its options, so the
// page's state holds only the values it offers. Its empty value ("All") shows as the choice it is, not as an empty
// field under the label. A filter with a Search button is a `SearchForm`.
import type { FormEventHandler, ReactNode } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** "All" (the empty value, or another word for it) first, then each status under its label. */
export function statusOptions<S extends string>(
  statuses: readonly S[],
  labelOf: (status: S) => string = (status) => status,
  allLabel = 'All',
): FilterOption<S | ''>[] {
  return [{ value: '', label: allLabel }, ...statuses.map((status) => ({ value: status, label: labelOf(status) }))];
}

/** A select's slot props that show its empty value as a choice, its label always above it. */
export const emptyChoiceShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface StatusFilterProps<V extends string> {
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
  label?: string;
  size?: 'small' | 'medium';
  /** Beside other fields in a row, the row keeps the space under it. */
  inRow?: boolean;
}

export function StatusFilter<V extends string>({
  value,
  options,
  onChange,
  label = 'Status',
  size,
  inRow = false,
}: StatusFilterProps<V>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size={size}
      // Every value the menu offers is one of `options`.
      onChange={(event) => onChange(event.target.value as V)}
      slotProps={emptyChoiceShown}
      sx={inRow ? { minWidth: 160 } : { minWidth: 200, mb: 2 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface SearchFormProps {
  /** The search's accessible name ("Search orders"). */
  label: string;
  /** The form's submit handler (react-hook-form's handleSubmit(...)), which checks the fields first. */
  onSubmit: FormEventHandler;
  /** From which screen width the fields stand in a row; one under another below it. */
  rowFrom?: 'sm' | 'md';
  children: ReactNode;
}

/** A list page's search: its fields, then Search, read when the admin presses it (or Enter). */
export function SearchForm({ label, onSubmit, rowFrom = 'sm', children }: SearchFormProps) {
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      spacing={2}
      alignItems={{ [rowFrom]: 'flex-start' }}
      sx={{ mb: 2 }}
    >
      {children}
      <Button type="submit" variant="contained" sx={{ mt: { [rowFrom]: 1 } }}>
        Search
      </Button>
    </Stack>
  );
}
