// Accounts: the stored user and the sign-in and sign-up inputs.
export * from './auth-schema';
export * from './user-entity';
