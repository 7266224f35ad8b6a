import { Router } from 'express';
import { collections, docIdField, dollarsToCents, productSchema, toProduct, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireAdmin } from '../http/auth';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/validate';
import { isNotFound } from '../platform/firestore-errors';

export function productRoutes(deps: Deps): Router {
  const router = Router();
  const products = deps.db.collection(collections.products);

  // GET /product: public catalogue, in the spec's shape.
  router.get('/product', async (_req, res) => {
    const snapshot = await products.orderBy('name').get();
    res.json(snapshot.docs.map((doc) => toProduct(doc.id, doc.data() as ProductDoc)));
  });

  // GET /product/{id}: one product.
  router.get('/product/:id', async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    const doc = await products.doc(id).get();
    if (!doc.exists) throw notFound('Product not found');
    res.json(toProduct(doc.id, doc.data() as ProductDoc));
  });

  // POST /product (admin): the spec's fields, price in dollars stored as cents.
  router.post('/product', requireAdmin(deps), async (req, res) => {
    const { price, ...fields } = parseInput(productSchema, req.body);
    const now = deps.now();
    const doc: ProductDoc = { ...fields, priceCents: dollarsToCents(price), createdAt: now, updatedAt: now };
    const ref = await products.add(doc);
    res.status(201).json({ acknowledged: true, insertedId: ref.id });
  });

  // DELETE /product/{id} (admin). Orders keep their own copy of name, picture and price.
  router.delete('/product/:id', requireAdmin(deps), async (req, res) => {
    const id = parseInput(docIdField, req.params.id);
    try {
      await products.doc(id).delete({ exists: true });
    } catch (error) {
      if (isNotFound(error)) throw notFound('Product not found');
      throw error;
    }
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
