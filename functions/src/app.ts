// The REST API of SPEC §7, served at /api/** through Hosting. One express app, one router per area.
import express from 'express';
import type { Deps } from './platform/deps';
import { errorHandler } from './http/error-handler';
import { bodySizeLimit } from './http/body-size-limit';
import { trustedProxyHops } from './http/trusted-proxy-hops';
import { auditRoutes } from './audit/audit-routes';
import { contactInboxRoutes } from './contact/contact-inbox-routes';
import { contactRoutes } from './contact/contact-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { imageRoutes } from './images/image-routes';
import { orderRoutes } from './orders/order-routes';
import { checkoutRoutes } from './orders/checkout-routes';
import { addressRoutes } from './addresses/address-routes';
import { shippingRoutes } from './shipping/shipping-routes';
import { settingsRoutes } from './settings/settings-routes';
import { invoiceRoutes } from './invoices/invoice-routes';
import { reportRoutes } from './reports/report-routes';
import { orderListRoutes } from './orders/order-list-routes';
import { paymentRoutes } from './payments/payment-routes';
import { productRoutes } from './products/product-routes';
import { profileRoutes } from './profiles/profile-routes';
import { reviewRoutes } from './reviews/review-routes';
import { userRoutes } from './users/user-routes';
import { seoRoutes } from './seo/seo-routes';
import { categoryRoutes } from './categories/category-routes';
import { searchRoutes } from './search/search-routes';
import { postRoutes } from './posts/post-routes';
import { companyRoutes } from './trade/company-routes';
import { companyMemberRoutes } from './trade/company-member-routes';
import { priceRoutes } from './trade/price-routes';
import { approvalRoutes } from './trade/approval-routes';
import { contentRoutes } from './content/content-routes';
import { returnRoutes } from './returns/return-routes';
import { receivableRoutes } from './trade/receivable-routes';
import { registrationRoutes } from './warranty/registration-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { claimRoutes } from './warranty/claim-routes';

/** JSON calls carry a few fields; anything bigger is refused before a handler reads it. */
const JSON_BODY_MAX_BYTES = 64 * 1024;

export function createApp(deps: Deps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip (the Contact Us limit's key) is the address our own proxies saw, never one the client wrote.
  app.set('trust proxy', trustedProxyHops());

  const api = express.Router();
  api.use(imageRoutes(deps)); // uploads have their own, larger cap
  api.use(bodySizeLimit(JSON_BODY_MAX_BYTES));
  api.use(productRoutes(deps));
  api.use(categoryRoutes(deps));
  api.use(searchRoutes(deps));
  api.use(userRoutes(deps));
  api.use(orderRoutes(deps));
  api.use(invoiceRoutes(deps));
  api.use(orderListRoutes(deps));
  api.use(shippingRoutes(deps)); // before checkoutRoutes: POST /checkout/quote
  api.use(checkoutRoutes(deps));
  api.use(addressRoutes(deps));
  api.use(paymentRoutes(deps));
  api.use(reviewRoutes(deps));
  api.use(profileRoutes(deps));
  api.use(contactRoutes(deps));
  api.use(contactInboxRoutes(deps));
  api.use(auditRoutes(deps));
  api.use(dashboardRoutes(deps));
  api.use(settingsRoutes(deps));
  api.use(reportRoutes(deps));
  api.use(postRoutes(deps));
  api.use(companyRoutes(deps));
  api.use(companyMemberRoutes(deps));
  api.use(priceRoutes(deps));
  api.use(approvalRoutes(deps));
  api.use(contentRoutes(deps));
  api.use(returnRoutes(deps));
  api.use(receivableRoutes(deps));
  api.use(registrationRoutes(deps));
  api.use(quoteRoutes(deps));
  api.use(claimRoutes(deps));

  // /sitemap.xml, rewritten to this function by Hosting.
  app.use(seoRoutes(deps));
  // Through Hosting the path keeps its /api prefix; called directly on the function URL it has none.
  app.use('/api', api);
  app.use('/', api);
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(errorHandler(deps.errorLog));
  return app;
}
