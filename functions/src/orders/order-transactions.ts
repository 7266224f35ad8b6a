// Orders change inside Firestore transactions. Many customers ordering one product at once contend for its
// document; the emulator and Firestore resolve that by aborting and retrying, so allow more attempts than
// the SDK's default of 5 before a customer would see a failure.
export const ORDER_TRANSACTION_OPTIONS = { maxAttempts: 30 } as const;
