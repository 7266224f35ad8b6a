// Demo accounts of the local shop (README lists them). Only ever created on the emulators.
export const seedAccounts = [
  { email: 'admin@toolshop.test', password: 'Admin#2026', displayName: 'Shop Admin', admin: true },
  { email: 'customer@toolshop.test', password: 'Customer#2026', displayName: 'Casey Customer', admin: false },
  // The demo trade account's buyer (and its company admin): trade-account.mjs.
  { email: 'trade@toolshop.test', password: 'Trade#2026', displayName: 'Terry Trade', admin: false, trade: true },
];
