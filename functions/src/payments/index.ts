// The payments area's front door: what other areas use of it. Everything else in payments/ is its own.
export { settlePayment } from './order-settlement';
export { type PaymentProvider } from './payment-provider';
export { recordReportedPayment } from './record-reported-payment';
