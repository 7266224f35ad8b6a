// Business details: the shop's own settings.
export * from './business-details-schema';
