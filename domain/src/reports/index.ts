// Reports: the sales rollup, the sales and after-sales reports and their queries.
export * from './after-sales-report';
export * from './sales-report';
export * from './sales-report-schema';
export * from './sales-rollup';
