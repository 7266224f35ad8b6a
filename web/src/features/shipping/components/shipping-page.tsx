// /shipping (public, linked from the footer): every zone with the countries it serves, its methods with their prices
// and free-over thresholds, and its tax (on goods, and on shipping where the zone taxes it; the countries with a rate
// of their own named with it). A country that no zone lists is not shipped to.
import { Alert, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { countryName, dollarsToCents, formatCents } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { formatCountryRates, formatTaxRate, useShippingZones } from '../api/shipping-zones';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

export default function ShippingPage() {
  const zones = useShippingZones();
  return (
    <PageFrame title="Shipping" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography sx={{ mb: 3 }}>
        We ship to the countries below. Prices are before tax; the checkout shows shipping and tax for your address
        before you pay.
      </Typography>
      {zones.status === 'loading' && <PageLoader />}
      {zones.status === 'error' && <Alert severity="error">The shipping zones could not be loaded.</Alert>}
      {zones.status === 'success' && (zones.data ?? []).length === 0 && (
        <Alert severity="info">No shipping zones yet.</Alert>
      )}
      <Grid container spacing={3}>
        {(zones.data ?? []).map((zone) => (
          <Grid key={zone.id} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" component="section" aria-labelledby={`zone-${zone.id}`} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" id={`zone-${zone.id}`} gutterBottom>
                  {zone.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {zone.countries.map((code) => countryName(code)).join(', ')}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {zone.methods.map((method) => (
                    <Box component="li" key={method.id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                        <span>{method.name}</span>
                        <strong>{method.price === 0 ? 'Free' : money(method.price)}</strong>
                      </Stack>
                      {method.freeOver !== undefined && (
                        <Typography variant="body2" color="text.secondary">
                          Free on orders of {money(method.freeOver)} or more
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Box>
                <Typography sx={{ mt: 1.5 }}>
                  Tax: <strong>{formatTaxRate(zone.taxRate)}</strong>{' '}
                  {zone.taxShipping ? 'on goods and shipping' : 'on goods'}
                </Typography>
                {formatCountryRates(zone) && (
                  <Typography variant="body2" color="text.secondary">
                    Country rates: {formatCountryRates(zone)}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageFrame>
  );
}
