import { Router, type Response } from 'express';
import {
  docIdField,
  productEditRequestSchema,
  productRequestSchema,
  quickOrderRequestSchema,
  stockAdjustmentRequestSchema,
  toProduct,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin, requireUserToRead } from '../http/auth';
import { bodyInput, docInput } from '../http/route-input';
import { notFound } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { MAX_STALENESS_MS } from './product-catalogue';
import { addProduct } from './add-product';
import { editProduct } from './edit-product';
import { deleteProduct } from './delete-product';
import { adjustStock } from './adjust-stock';
import { stockHistory } from './stock-history';
import { partsThatFit } from './product-parts';
import { checkQuickOrder } from './quick-order';

/**
 * Hosting's CDN may keep a catalogue answer as long as the instance itself may (decision 7); browsers always
 * ask again. Only successful reads get it: errors carry the error handler's no-store.
 */
const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_STALENESS_MS / 1000}`;
const cacheable = (res: Response) => res.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);

export function productRoutes(deps: Deps): Router {
  const router = Router();
  const catalogue = deps.catalogue;

  // GET /product: public catalogue, in the spec's shape, by name.
  router.get('/product', async (_req, res) => {
    const entries = await catalogue.list();
    cacheable(res).json(entries.map((entry) => toProduct(entry.id, entry.doc)));
  });

  // GET /product/{id}: one product.
  router.get('/product/:id', async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const entry = await catalogue.get(id);
    if (!entry) throw notFound('Product not found');
    cacheable(res).json(toProduct(entry.id, entry.doc));
  });

  // GET /product/{id}/parts: the products whose `fits` names it.
  router.get('/product/:id/parts', async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    if (!(await catalogue.get(id))) throw notFound('Product not found');
    const parts = await partsThatFit(deps, id);
    cacheable(res).json(parts.map((entry) => toProduct(entry.id, entry.doc)));
  });

  // POST /quick-order (signed in): { text } of "SKU quantity" lines -> each line's product and problems.
  router.post('/quick-order', requireUserToRead(deps), async (req, res) => {
    const { text } = parseInput(quickOrderRequestSchema, req.body);
    res.json({ lines: await checkQuickOrder(deps, text) });
  });

  // POST /product (admin): the spec's fields (numbers also as text) and the optional quantity rules; prices in
  // dollars stored as cents.
  router.post('/product', requireAdmin(deps), async (req, res) => {
    const { caller, body } = bodyInput(req, res, productRequestSchema);
    const insertedId = await addProduct(deps, caller, body);
    res.status(201).json({ acknowledged: true, insertedId });
  });

  // PATCH /product/{id} (admin): any of Add Product's fields but the stock count, judged as Add Product judges them.
  router.patch('/product/:id', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, productEditRequestSchema);
    await editProduct(deps, caller, id, body);
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  // DELETE /product/{id} (admin).
  router.delete('/product/:id', requireAdmin(deps), async (req, res) => {
    const { caller, id } = docInput(req, res);
    await deleteProduct(deps, caller, id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  // POST /product/{id}/stock (admin): one stock adjustment { delta, reason, note? }; answers it with the new count.
  router.post('/product/:id/stock', requireAdmin(deps), async (req, res) => {
    const { caller, id, body } = docInput(req, res, stockAdjustmentRequestSchema);
    const adjustment = await adjustStock(deps, caller, id, body);
    res.status(201).json({ acknowledged: true, insertedId: adjustment._id, available: adjustment.after });
  });

  // GET /product/{id}/stock (admin): the product's stock adjustments, newest first.
  router.get('/product/:id/stock', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    res.json(await stockHistory(deps, id));
  });

  return router;
}
