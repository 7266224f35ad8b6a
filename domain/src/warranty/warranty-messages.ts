// What the warranty and serial-number fields say when refused.
export const warrantyMessages = {
  warrantyMonthsInvalid: (max: number) => `Warranty must be a whole number of months from 0 to ${max}`,
  serialPatternInvalid: 'Serial pattern must be a regular expression',
  serialPatternTooLong: (max: number) => `Serial pattern must be at most ${max} characters`,
  serialPatternUnsafe:
    'Serial pattern must not repeat a group that itself repeats, nor refer back to a group (it could take too long to check)',
  serialInvalid: 'A serial number must be 1 to 64 letters, digits, dots, dashes or underscores',
  serialsInvalid: 'Serials must map a product id to its list of serial numbers',
  serialsDuplicate: 'Each serial number may be given once',
  serialsNotInOrder: (productId: string) => `This order has no line of ${productId}`,
  serialsCountWrong: (productName: string, quantity: number) =>
    `Give one serial number for each of the ${quantity} ${productName} (${quantity} in all)`,
  serialNoPattern: (productName: string) => `${productName} has no serial numbers`,
  serialNotMatching: (serial: string, pattern: string) => `Serial ${serial} does not match ${pattern}`,
  serialShippedAlready: (serial: string) => `Serial ${serial} was shipped already`,
  purchasedAtInvalid: 'Purchase date must be a date (YYYY-MM-DD), not in the future',
  purchasedAtRequired: 'Give the date you bought it',
  receiptRequired: 'Add a photo of your receipt',
  productRequired: 'Choose the product this serial number belongs to',
  productHasNoSerials: 'This product has no serial numbers',
  serialNotOfProduct: (pattern: string) => `This serial number does not match the product's pattern ${pattern}`,
  serialRegisteredAlready:
    'This serial number is registered to another owner already. If the tool is yours, contact us and we transfer it.',
  registrationNotFound: 'Registration not found',
  registrationNotPending: 'This registration is confirmed already',
  transferAccountUnknown: 'No account has this email address',
} as const;
