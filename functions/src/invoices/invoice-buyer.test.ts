import { describe, expect, it } from 'vitest';
import { invoiceBuyerLines } from './invoice-buyer';

describe('invoiceBuyerLines', () => {
  it('names the buyer, the company, the address one part a line, then the email', () => {
    const shippingAddress = {
      name: 'Casey Test',
      company: 'Test Works Ltd',
      line1: '12 Workshop Lane',
      line2: 'Unit 4',
      city: 'Leeds',
      region: 'West Yorkshire',
      postalCode: 'LS1 4AP',
      country: 'GB',
    };
    expect(invoiceBuyerLines({ email: 'casey@example.com', shippingAddress })).toEqual([
      'Casey Test',
      'Test Works Ltd',
      '12 Workshop Lane',
      'Unit 4',
      'Leeds, West Yorkshire LS1 4AP',
      'United Kingdom',
      'casey@example.com',
    ]);
  });

  it('leaves out a company the address has not, and bills an order without an address to its email', () => {
    const germany = { name: 'Greta Kunde', line1: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', country: 'DE' };
    expect(invoiceBuyerLines({ email: 'g@example.com', shippingAddress: germany })).toEqual([
      'Greta Kunde',
      'Hauptstraße 1',
      'Berlin, 10115',
      'Germany',
      'g@example.com',
    ]);
    expect(invoiceBuyerLines({ email: 'spec@example.com' })).toEqual(['spec@example.com']);
  });
});
