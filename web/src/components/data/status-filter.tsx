// A list page's filter: a drop-down read as soon as it changes (no Search button), typed by its options, so the
// page's state holds only the values it offers. Its empty value ("All") shows as the choice it is, not as an empty
// field under the label.
import { MenuItem, TextField } from '@mui/material';

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
