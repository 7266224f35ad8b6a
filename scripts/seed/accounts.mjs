// Demo accounts of the local shop (README lists them). Only ever created on the emulators.
export const seedAccounts = [
  { email: 'admin@toolshop.test', password: 'Admin#2026', displayName: 'Shop Admin', admin: true },
  { email: 'customer@toolshop.test', password: 'Customer#2026', displayName: 'Casey Customer', admin: false },
];
