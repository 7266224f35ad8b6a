// Rows of fields added and removed in place (a react-hook-form field array: price breaks, a zone's methods): each
// row's remove button, the list's own error (the schema's message on the whole list) and the add button under it.
import type { ReactNode } from 'react';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Box, IconButton, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/** The list's own error: a message on the array, or on its root. */
export function useRowsError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onRemove} sx={{ mt: 1 }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}

/** Under the rows: the list's error, then the add button (`children`). */
export function RowsFooter({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <>
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
      <Box>{children}</Box>
    </>
  );
}
