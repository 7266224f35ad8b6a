// The demo shipping zones in their stored form (cents), and the seller's business details. Zones list
// their countries one by one: a country no zone lists is not shipped to. Pickup at the factory is a method of the
// home zone (the United States), at $0. The EU zone charges 20% but for the member states listed with their own
// standard rate (Germany 19%, Italy 22%, ...).
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore

export const seedShippingZones = [
  {
    id: 'us',
    name: 'United States',
    countries: ['US'],
    taxRate: 0.0825,
    taxShipping: true,
    methods: [
      { id: 'standard', name: 'Standard', priceCents: 995, freeOverCents: 15000 },
      { id: 'express', name: 'Express', priceCents: 2495 },
      { id: 'pickup', name: 'Pickup at the factory', priceCents: 0 },
    ],
  },
  {
    id: 'eu',
    name: 'European Union',
    countries: EU_COUNTRIES,
    taxRate: 0.2,
    countryTaxRates: [
      { country: 'DE', taxRate: 0.19 },
      { country: 'FR', taxRate: 0.2 },
      { country: 'IT', taxRate: 0.22 },
      { country: 'NL', taxRate: 0.21 },
      { country: 'ES', taxRate: 0.21 },
    ],
    taxShipping: true,
    methods: [
      { id: 'standard', name: 'Standard', priceCents: 1995 },
      { id: 'express', name: 'Express', priceCents: 3995 },
    ],
  },
  {
    id: 'uk',
    name: 'United Kingdom',
    countries: ['GB'],
    taxRate: 0.2,
    taxShipping: true,
    methods: [
      { id: 'standard', name: 'Standard', priceCents: 1495 },
      { id: 'express', name: 'Express', priceCents: 2995 },
    ],
  },
  {
    id: 'ca',
    name: 'Canada',
    countries: ['CA'],
    taxRate: 0.05,
    taxShipping: true,
    methods: [
      { id: 'standard', name: 'Standard', priceCents: 1495 },
      { id: 'express', name: 'Express', priceCents: 2995 },
    ],
  },
];

export const seedBusinessDetails = {
  name: 'Toolshop Manufacturing Inc.',
  address: '1200 Foundry Road\nDayton, OH 45402\nUnited States',
  taxId: 'US-EIN 31-1234567',
  email: 'billing@toolshop.test',
};

/** Zones and business details, each only where none exist yet (an admin's own are kept). */
export async function seedShippingIfEmpty(db) {
  const zones = await db.collection('shippingZones').limit(1).get();
  const batch = db.batch();
  if (zones.empty) for (const { id, ...zone } of seedShippingZones) batch.set(db.doc(`shippingZones/${id}`), zone);
  const business = await db.doc('settings/business').get();
  if (!business.exists) batch.set(db.doc('settings/business'), seedBusinessDetails);
  await batch.commit();
}
