import { Router, type Response } from 'express';
import {
  collections,
  docIdField,
  productRequestSchema,
  toProduct,
  toProductDoc,
  type ProductDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/validate';
import { isNotFound } from '../platform/firestore-errors';
import { MAX_STALENESS_MS } from './product-catalogue';

/**
 * Hosting's CDN may keep a catalogue answer as long as the instance itself may (decision 7); browsers always
 * ask again. Only successful reads get it: errors carry the error handler's no-store.
 */
const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${MAX_STALENESS_MS / 1000}`;
const cacheable = (res: Response) => res.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);

export function productRoutes(deps: Deps): Router {
  const router = Router();
  const products = deps.db.collection(collections.products);
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

  // POST /product (admin): the spec's fields (numbers also as text) and the optional quantity rules; prices in
  // dollars stored as cents.
  router.post('/product', requireAdmin(deps), async (req, res) => {
    const now = deps.now();
    const doc: ProductDoc = {
      ...toProductDoc(parseInput(productRequestSchema, req.body)),
      createdAt: now,
      updatedAt: now,
    };
    const ref = products.doc();
    const { writeTime } = await ref.create(doc);
    catalogue.wrote(ref.id, doc, writeTime);
    res.status(201).json({ acknowledged: true, insertedId: ref.id });
  });

  // DELETE /product/{id} (admin). Orders keep their own copy of name, picture and price.
  router.delete('/product/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    try {
      const { writeTime } = await products.doc(id).delete({ exists: true });
      catalogue.wrote(id, undefined, writeTime);
    } catch (error) {
      if (isNotFound(error)) throw notFound('Product not found');
      throw error;
    }
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
