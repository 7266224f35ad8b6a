// The caller's address book (address-book.ts): their own, keyed by the token's uid, or their company's, shared
// by its members (address-book-of.ts); no one reaches another's. GET /api/addresses -> { items }; POST -> 201 { id }; PUT /api/addresses/{id} -> { id }; DELETE -> 200.
import { Router } from 'express';
import { addressBookEntrySchema, docIdField } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address-book';
import { addressBookOf } from './address-book-of';

export function addressRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/addresses', requireUser(deps), async (_req, res) => {
    res.json(await listAddresses(await addressBookOf(deps, callerOf(res))));
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
