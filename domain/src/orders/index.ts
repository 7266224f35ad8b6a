// Orders: the stored order and its REST shape, its lines, status machine, pricing, numbers, search keys and the
// inputs that place, list and search orders.
export * from './admin-search-schema';
export * from './carrier-tracking';
export * from './checkout-schema';
export * from './order-doc';
export * from './order-entity';
export * from './order-event-entity';
export * from './order-lines';
export * from './order-list';
export * from './order-number';
export * from './order-pricing';
export * from './order-schema';
export * from './order-search-keys';
export * from './order-status';
export * from './order-status-label';
