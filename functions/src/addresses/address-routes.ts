// The caller's own address book (address-book.ts); the book is keyed by the token's uid, so no one reaches
// another's. GET /api/addresses -> { items }; POST -> 201 { id }; PUT /api/addresses/{id} -> { id }; DELETE -> 200.
import { Router } from 'express';
import { addressBookEntrySchema, docIdField } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { parseInput } from '../http/validate';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address-book';

export function addressRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/addresses', requireUser(deps), async (_req, res) => {
    res.json(await listAddresses(deps, callerOf(res).uid));
  });

  router.post('/addresses', requireUser(deps), async (req, res) => {
    const change = parseInput(addressBookEntrySchema, req.body);
    const id = await addAddress(deps, callerOf(res).uid, change);
    res.status(201).json({ id });
  });

  router.put('/addresses/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const change = parseInput(addressBookEntrySchema, req.body);
    await updateAddress(deps, callerOf(res).uid, id, change);
    res.json({ id });
  });

  router.delete('/addresses/:id', requireUser(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    await deleteAddress(deps, callerOf(res).uid, id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
