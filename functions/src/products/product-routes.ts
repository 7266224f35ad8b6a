import { Router } from 'express';
import { collections, docIdField, toProduct, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/validate';

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

  return router;
}
