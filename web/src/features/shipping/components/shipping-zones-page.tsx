// /dashboard/shippingTax (admin "Shipping & tax"): every zone with its countries, tax (the zone's rate and the
// countries' own) and methods; edit one in place,
// add one, delete one (after a confirmation). PUT and DELETE /api/shipping/zones/{id}; the list is read again after
// each change.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  countryName,
  dollarsToCents,
  formatCents,
  type ShippingZoneInput,
  type ShippingZoneView,
} from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useApiMutation } from '../../../lib/use-api-mutation';
import {
  deleteShippingZone,
  fetchShippingZones,
  formatCountryRates,
  formatTaxRate,
  saveShippingZone,
} from '../api/shipping-zones';
import { ZoneForm } from './zone-form';

const NEW = '';

export default function ShippingZonesPage() {
  const toast = useToast();
  const [zones, setZones] = useState<ShippingZoneView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ShippingZoneView | null>(null);
  const remove = useApiMutation(deleteShippingZone, { success: 'Zone deleted' });

  const reload = useCallback(
    () =>
      fetchShippingZones().then(
        (list) => setZones(list),
        (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
      ),
    [],
  );
  useEffect(() => void reload(), [reload]);

  const save = async (id: string, input: ShippingZoneInput): Promise<ApiError | null> => {
    try {
      await saveShippingZone({ id, zone: input });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
      toast.error(apiError.message);
      return apiError;
    }
    toast.success('Zone saved');
    setEditing(null);
    await reload();
    return null;
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!zones) return <PageLoader />;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Shipping &amp; tax
        </Typography>
        <Button variant="contained" onClick={() => setEditing(NEW)} disabled={editing === NEW}>
          Add zone
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Prices are before tax. A country that no zone lists is not shipped to.
      </Typography>
      {editing === NEW && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ZoneForm onSave={save} onCancel={() => setEditing(null)} />
        </Paper>
      )}
      {zones.length === 0 && <Alert severity="info">No zones yet: nothing can be shipped.</Alert>}
      {zones.map((zone) => (
        <Paper
          key={zone.id}
          variant="outlined"
          component="section"
          aria-labelledby={`zone-${zone.id}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {editing === zone.id ? (
            <ZoneForm zone={zone} onSave={save} onCancel={() => setEditing(null)} />
          ) : (
            <Stack spacing={1}>
              <Typography variant="h6" component="h2" id={`zone-${zone.id}`}>
                {zone.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {zone.countries.map((code) => countryName(code)).join(', ')}
              </Typography>
              <Typography variant="body2">
                Tax {formatTaxRate(zone.taxRate)} {zone.taxShipping ? 'on goods and shipping' : 'on goods'}
                {zone.eu && ' · EU: reverse charge for companies of another member state'}
              </Typography>
              {formatCountryRates(zone) && (
                <Typography variant="body2">Country rates: {formatCountryRates(zone)}</Typography>
              )}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {zone.methods.map((method) => (
                  <li key={method.id}>
                    {method.name}: {formatCents(dollarsToCents(method.price))}
                    {method.freeOver !== undefined && `, free from ${formatCents(dollarsToCents(method.freeOver))}`}
                  </li>
                ))}
              </Box>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" size="small" onClick={() => setEditing(zone.id)}>
                  Edit {zone.name}
                </Button>
                <Button variant="outlined" size="small" color="error" onClick={() => setToDelete(zone)}>
                  Delete {zone.name}
                </Button>
              </Stack>
            </Stack>
          )}
        </Paper>
      ))}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete the zone ${toDelete?.name ?? ''}?`}
        confirmLabel="Delete"
        destructive
        pending={remove.pending}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          const outcome = await remove.run(toDelete.id);
          setToDelete(null);
          if (outcome.ok) await reload();
        }}
      >
        Its countries will no longer be shipped to.
      </ConfirmDialog>
    </Stack>
  );
}
