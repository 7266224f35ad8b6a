// A small form that adds to a list (a category, a member): its fields and its button in a row on wide screens, one
// under another on a phone; once the server takes what it adds, the form empties for the next one.
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Box, Stack, type SxProps, type Theme } from '@mui/material';
import { applyServerErrors } from '../../lib/form-errors';
import type { MutationResult } from '../../lib/use-api-mutation';

interface RowFormProps {
  /** The form's accessible name. */
  label: string;
  /** The form's submit handler, `addSubmit(...)`. */
  onSubmit: FormEventHandler;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function RowForm({ label, onSubmit, sx, children }: RowFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={sx}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The add form's submit handler: checks the fields, sends them, and once the server takes them empties the form and
 * calls `onAdded`; a refusal that names one of `fields` shows under it.
 */
export function addSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (values: T) => Promise<MutationResult<unknown>>,
  fields: readonly Path<T>[],
  onAdded: () => void,
) {
  return form.handleSubmit(async (values) => {
    const result = await send(values);
    if (!result.ok) return applyServerErrors(result.error, form.setError, fields);
    form.reset();
    onAdded();
  });
}
