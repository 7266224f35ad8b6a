// Profiles: a customer's profile, postal addresses and address book.
export * from './address-book-schema';
export * from './address-schema';
export * from './profile-schema';
