// The shipping zones: GET /api/shipping/zones (public, the Shipping page and the checkout's tax rate), and the admin's
// PUT /api/shipping/zones/{id} (the zone less its id) and DELETE.
import { countryName, type ShippingZoneInput, type ShippingZoneView } from '@toolshop/domain';
import { ApiError, apiRequest, fetchApi } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';

export const SHIPPING_ZONES_PATH = '/shipping/zones';

export function useShippingZones() {
  return useApiRead<ShippingZoneView[]>(SHIPPING_ZONES_PATH);
}

/** The zones as they are now: the admin screen reads them again after a change, past the browser's cached copy
 * (the public answer may be kept a minute). */
export async function fetchShippingZones(): Promise<ShippingZoneView[]> {
  const response = await fetchApi(SHIPPING_ZONES_PATH, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, `Request failed (${response.status})`);
  return (await response.json()) as ShippingZoneView[];
}

export function saveShippingZone({ id, zone }: { id: string; zone: ShippingZoneInput }): Promise<unknown> {
  return apiRequest('PUT', `${SHIPPING_ZONES_PATH}/${encodeURIComponent(id)}`, zone);
}

export function deleteShippingZone(id: string): Promise<unknown> {
  return apiRequest('DELETE', `${SHIPPING_ZONES_PATH}/${encodeURIComponent(id)}`);
}

/** "20%", "8.25%": a rate of 0..1 as the customer reads it. */
export function formatTaxRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/** "Germany 19%, Italy 22%": the zone's countries with a rate of their own; '' when none has. */
export function formatCountryRates(zone: Pick<ShippingZoneView, 'countryTaxRates'>): string {
  return (zone.countryTaxRates ?? [])
    .map(({ country, taxRate }) => `${countryName(country)} ${formatTaxRate(taxRate)}`)
    .join(', ');
}
