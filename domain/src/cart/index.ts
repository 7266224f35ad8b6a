// The cart: its lines and their limits.
export * from './cart';
