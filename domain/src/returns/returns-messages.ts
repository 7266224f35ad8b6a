// The words of the returns: form messages (validation) and refusals (the API's 409s), one place for both sides.
import type { ReturnStatus } from './return-status';

export const returnMessages = {
  orderRequired: 'Choose the order to return from',
  linesRequired: 'Choose at least one item to return',
  linesTooMany: 'Too many lines in one return',
  lineDuplicated: 'Each product once per return',
  quantityInvalid: 'Enter a whole number of pieces, at least 1',
  reasonInvalid: 'Choose a reason',
  commentTooLong: 'At most 1000 characters',
  photosTooMany: 'At most 6 photos',
  photoInvalid: 'A photo must be one uploaded to the shop',
  instructionsRequired: 'Say where to send the parcel',
  rejectReasonRequired: 'Say why the return is refused',
  conditionInvalid: 'Choose resellable or damaged',
  shippingInvalid: 'Say whether shipping is refunded',
  orderNotReturnable: 'Only a shipped order can be returned',
  windowClosed: (closedOn: string) => `The return window of this order closed on ${closedOn}`,
  moreThanBought: (productName: string, left: number) =>
    left === 0
      ? `${productName}: every piece bought is already being returned`
      : `${productName}: at most ${left} more can be returned`,
  notInOrder: 'A product to return is not in this order',
  notInReturn: 'A product received is not in this return',
  moreThanReturned: (productName: string, asked: number) => `${productName}: at most ${asked} were to come back`,
  moreThanReceived: (productName: string, received: number) =>
    `${productName}: at most ${received} received can be refunded`,
  nothingToRefund: 'Choose at least one received item, or the shipping, to refund',
  shippingNotShopsFault: 'Shipping is refunded only when the return is the shop’s fault',
  shippingRefundedAlready: 'The shipping of this order was refunded already',
  paymentUnknown: 'The payment of this order is unknown: it cannot be refunded here',
  replacementOutOfStock: (productName: string, available: number) =>
    `${productName}: only ${available} in stock for the replacement`,
  moveRefused: (status: ReturnStatus) => `This return is ${status}: that step is not open to it`,
  wholeOrderRefundAfterReturns: 'This order has refunded returns: refund what is left through a return',
} as const;
