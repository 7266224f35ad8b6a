// One row of the zone form's lists (a country rate, a method): its fields in a grid, the remove button last.
import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { RemoveRowButton } from '../../../components/form/field-rows';

export function ZoneRow({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
      {children}
      <Grid size={{ xs: 2, sm: 1 }}>
        <RemoveRowButton label={removeLabel} onRemove={onRemove} />
      </Grid>
    </Grid>
  );
}
