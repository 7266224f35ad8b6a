// The REST API of SPEC §7, served at /api/** through Hosting. One express app, one router per area.
import express from 'express';
import type { Deps } from './platform/deps';
import { errorHandler } from './http/error-handler';
import { paymentRoutes } from './payments/payment-routes';
import { productRoutes } from './products/product-routes';

export function createApp(deps: Deps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  api.use(productRoutes(deps));
  api.use(paymentRoutes(deps));

  // Through Hosting the path keeps its /api prefix; called directly on the function URL it has none.
  app.use('/api', api);
  app.use('/', api);
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(errorHandler);
  return app;
}
