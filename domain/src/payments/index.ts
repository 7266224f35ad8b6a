// Payments: the payment inputs and the test cards of the built-in gateway.
export * from './payment-schema';
export * from './test-cards';
