// The caller's address book (address-book.ts): their own, keyed by the token's uid, or their company's, shared
// by its members (address-book-of.ts); no one reaches another's. GET /api/addresses -> { items } (a member's also
// { company: { name, ownKept } }: whose book it is, and how many of their own addresses wait aside for them);
// POST -> 201 { id }; PUT /api/addresses/{id} -> { id }; DELETE -> 200.
import { Router } from 'express';
import { addressBookEntrySchema, docIdField } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address-book';
import { addressBookOf, whoseAddressBook } from './address-book-of';

export function addressRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/addresses', requireUser(deps), async (_req, res) => {
    const { book, company } = await whoseAddressBook(deps, callerOf(res));
    if (!company) return void res.json(await listAddresses(book));
    // A member's own book stays as it was, unused while they buy for the company, and is theirs again if they leave.
    const [shared, own] = await Promise.all([listAddresses(book), listAddresses(company.own)]);
    res.json({ ...shared, company: { name: company.name, ownKept: own.items.length } });
  });

  router.post('/addresses', requireUser(deps), async (req, res) => {
    const change = parseInput(addressBookEntrySchema, req.body);
    const id = await addAddress(deps, await addressBookOf(deps, callerOf(res)), change);
    res.status(201).json({ id });
  });

  router.put('/addresses/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const change = parseInput(addressBookEntrySchema, req.body);
    await updateAddress(deps, await addressBookOf(deps, callerOf(res)), id, change);
    res.json({ id });
  });

  router.delete('/addresses/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    await deleteAddress(deps, await addressBookOf(deps, callerOf(res)), id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
