// The reports area's front door: what other areas use of it. Everything else in reports/ is its own.
export { foldSalesEvents, rollUpOrderWrite } from './sales-rollup';
