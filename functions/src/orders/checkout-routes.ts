// POST /api/checkout { lines: [{ productId, quantity }], shippingAddress, mobile } (checkout.ts): 201 with the new
// order; 400 for input outside the contract; 409 { message, lines: [{ productId, problems }] } when a line cannot
// be ordered, with nothing reserved.
import { Router } from 'express';
import { checkoutSchema, toOrder } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { accountConfirmationOf, callerOf, requireUserConfirmedAlongside } from '../http/auth';
import { parseInput } from '../platform/parse-input';
import { checkout, CheckoutRefused } from './checkout';

export function checkoutRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/checkout', requireUserConfirmedAlongside(deps), async (req, res) => {
    const input = parseInput(checkoutSchema, req.body);
    try {
      const { orderId, order } = await checkout(deps, callerOf(res), input, accountConfirmationOf(res));
      res.status(201).json({ orderId, ...toOrder(orderId, order) });
    } catch (error) {
      if (!(error instanceof CheckoutRefused)) throw error;
      res.setHeader('Cache-Control', 'no-store');
      res.status(409).json({ message: error.message, lines: error.lines });
    }
  });

  return router;
}
