// Cancelling and confirming change orders inside Firestore transactions. A cancel gives stock back to a product
// that other customers may be ordering at that very moment, so allow more attempts than the SDK's default of 5
// before giving up.
export const ORDER_TRANSACTION_OPTIONS = { maxAttempts: 30 } as const;
