export * from './quote-status';
export * from './quote-messages';
export * from './quote-schemas';
export * from './quote-entity';
