// The products area's front door: what other areas use of it. Everything else in products/ is its own.
export { writeStockAdjustment } from './adjust-stock';
export { actorOf } from './product-audit';
export { MAX_STALENESS_MS, type CatalogueEntry, type ProductCatalogue } from './product-catalogue';
