import { describe, expect, it } from 'vitest';
import { SHIPPING_CARRIERS, shippingCarrier, trackingUrl } from './carrier-tracking';

describe('carrier tracking pages', () => {
  it("links each carrier's tracking page with the number in it", () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('FedEx', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrl('USPS', '9400100000000000000000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl('DHL Express', 'JD014600006281230704')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006281230704',
    );
  });

  it('has a secure page for every carrier the ship dialog offers, each with a place for the number', () => {
    expect(SHIPPING_CARRIERS.map((carrier) => carrier.name)).toEqual(['UPS', 'FedEx', 'USPS', 'DHL Express']);
    for (const carrier of SHIPPING_CARRIERS) {
      const url = new URL(trackingUrl(carrier.name, 'ABC123')!);
      expect(url.protocol).toBe('https:');
      expect(url.href).toContain('ABC123');
    }
  });

  it('finds a carrier whatever its case or spacing, and under its other names', () => {
    expect(shippingCarrier(' ups ')?.name).toBe('UPS');
    expect(shippingCarrier('DHL')?.name).toBe('DHL Express');
    expect(trackingUrl('dhl', 'JD0146')).toContain('tracking-id=JD0146');
  });

  it('keeps a typed number inside its query value', () => {
    expect(trackingUrl('UPS', ' 1Z 999&x=1 ')).toBe('https://www.ups.com/track?tracknum=1Z%20999%26x%3D1');
  });

  it('has no page for a carrier outside the table or an empty number', () => {
    expect(trackingUrl('Pigeon Post', 'P1')).toBeNull();
    expect(trackingUrl('UPS', '  ')).toBeNull();
  });
});
