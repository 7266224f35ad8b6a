// Firestore collection names, shared by rules tests, functions, seed and web.
export const collections = {
  products: 'products',
  orders: 'orders',
  users: 'users',
  profiles: 'profiles',
  reviews: 'reviews',
  stripeEvents: 'stripeEvents',
  rateLimits: 'rateLimits',
} as const;
