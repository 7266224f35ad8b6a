// What the quotes area says: its refusals (409/403) and its fields' validation messages.
export const quoteMessages = {
  notAllowed: 'Quotes are open to buyers of approved trade accounts',
  notFound: 'Quote not found',
  notYours: 'This quote belongs to another customer',
  cannotMove: (status: string) => `This quote is ${status}`,
  notEditable: (status: string) => `This quote is ${status} and can no longer be changed`,
  notPriced: 'Set a price for every line before sending the quote',
  beingAccepted: 'This quote is already being accepted',
  productGone: 'A product on this quote is no longer sold',
  noteTooLong: (max: number) => `Keep the note under ${max} characters`,
  messageRequired: 'Write a message',
  messageTooLong: (max: number) => `Keep the message under ${max} characters`,
  priceInvalid: 'Enter a price of 0 or more, with at most two decimals',
  shippingInvalid: 'Enter a shipping cost of 0 or more, with at most two decimals',
  validUntilInvalid: 'Enter a validity date in the future',
  statusFilterInvalid: 'Unknown quote status',
  linesRequired: 'A quote needs at least one line',
} as const;
