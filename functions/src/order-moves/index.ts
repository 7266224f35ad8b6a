// The order-moves area's front door: what other areas use of it. Everything else in order-moves/ is its own.
export { createPaidOrder, illegalMove, moveOrder } from './move-order';
export { approvalWindowEnd, reservationEnd } from './reservation';
export { readRestock, writeRestock } from './restock';
export { maxUnpaidOrders, unpaidOrdersOf } from './unpaid-orders';
