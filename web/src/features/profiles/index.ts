// The profile feature's front door: what other features may use of it. Everything else in the folder is private.
export { addAddress, useAddressBook } from './api/address-book';
