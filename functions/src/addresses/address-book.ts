// An address book: one document, addressBooks/{uid} = { entries: [{ id, ...address, mobile? }], defaultId } (or a
// company's, address-book-of.ts), so every change is one transaction on one document that checks the book as it
// is: at most ADDRESS_BOOK_MAX entries, the first saved is the default, exactly one default while the book has any
// entry. Only those it belongs to reach it, through the API (the rules let no browser read it).
import { randomUUID } from 'node:crypto';
import { ADDRESS_BOOK_MAX, apiMessages, type Address, type AddressBook, type AddressBookEntry } from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';

interface StoredEntry extends Address {
  id: string;
  /** The mobile number orders to this address ship with, when the customer saved one. */
  mobile?: string;
}

interface AddressBookDoc {
  entries: StoredEntry[];
  defaultId: string | null;
  updatedAt?: unknown;
}

export interface AddressChange {
  address: Address;
  mobile?: string | undefined;
  isDefault?: boolean | undefined;
}

/** The stored entry of a change: Firestore keeps no undefined field, so an entry without a mobile has none. */
const storedEntry = (id: string, change: AddressChange): StoredEntry => ({
  ...change.address,
  ...(change.mobile ? { mobile: change.mobile } : {}),
  id,
});

async function readBook(tx: Transaction, ref: DocumentReference): Promise<AddressBookDoc> {
  const snapshot = await tx.get(ref);
  return (snapshot.data() as AddressBookDoc | undefined) ?? { entries: [], defaultId: null };
}

/** The default is the one marked; a book whose default went away makes its first entry the default. */
function withDefault(book: AddressBookDoc): AddressBookDoc {
  const defaultId = book.entries.some((entry) => entry.id === book.defaultId)
    ? book.defaultId
    : (book.entries[0]?.id ?? null);
  return { ...book, defaultId };
}

export async function listAddresses(ref: DocumentReference): Promise<AddressBook> {
  const snapshot = await ref.get();
  const book = withDefault((snapshot.data() as AddressBookDoc | undefined) ?? { entries: [], defaultId: null });
  const items: AddressBookEntry[] = book.entries.map((entry) => ({ ...entry, isDefault: entry.id === book.defaultId }));
  return { items };
}

export async function addAddress(
  deps: Pick<Deps, 'db' | 'now'>,
  ref: DocumentReference,
  change: AddressChange,
): Promise<string> {
  const id = randomUUID().replaceAll('-', '');
  await runTransaction(deps.db, async (tx) => {
    const book = await readBook(tx, ref);
    if (book.entries.length >= ADDRESS_BOOK_MAX) throw conflict(apiMessages.addressBookFull);
    const entries = [...book.entries, storedEntry(id, change)];
    const defaultId = change.isDefault ? id : book.defaultId;
    tx.set(ref, { ...withDefault({ entries, defaultId }), updatedAt: deps.now() });
  });
  return id;
}

export async function updateAddress(
  deps: Pick<Deps, 'db' | 'now'>,
  ref: DocumentReference,
  id: string,
  change: AddressChange,
): Promise<void> {
  await runTransaction(deps.db, async (tx) => {
    const book = await readBook(tx, ref);
    if (!book.entries.some((entry) => entry.id === id)) throw notFound(apiMessages.addressNotFound);
    const entries = book.entries.map((entry) => (entry.id === id ? storedEntry(id, change) : entry));
    // Unmarking the default leaves it the default: a book with entries always has one, chosen by marking another.
    const defaultId = change.isDefault ? id : book.defaultId;
    tx.set(ref, { ...withDefault({ entries, defaultId }), updatedAt: deps.now() });
  });
}

export async function deleteAddress(deps: Pick<Deps, 'db' | 'now'>, ref: DocumentReference, id: string): Promise<void> {
  await runTransaction(deps.db, async (tx) => {
    const book = await readBook(tx, ref);
    if (!book.entries.some((entry) => entry.id === id)) throw notFound(apiMessages.addressNotFound);
    const entries = book.entries.filter((entry) => entry.id !== id);
    tx.set(ref, { ...withDefault({ entries, defaultId: book.defaultId }), updatedAt: deps.now() });
  });
}
