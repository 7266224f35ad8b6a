export * from './warranty-messages';
export * from './warranty-fields';
export * from './serials-field';
export * from './serial-claim';
export * from './registration-schema';
export * from './registration-entity';
