export * from './trade-messages';
export * from './company-status';
export * from './company-entity';
export * from './company-application-schema';
export * from './company-update-schema';
export * from './company-member-schemas';
export * from './company-page-query-schema';
