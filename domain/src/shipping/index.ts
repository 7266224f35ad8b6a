// Shipping zones and their input, and the checkout quote the zones price.
export * from './shipping-zone-schema';
export * from './checkout-quote-answer';
