// The catalogue: products, their specs, pictures, stock, quantity rules and price breaks, categories, quick order
// and the inputs that write them.
export * from './catalogue-fields-schema';
export * from './catalogue-messages';
export * from './category-schema';
export * from './home-pricing';
export * from './picture-variants';
export * from './price-break-doc';
export * from './product-edit-schema';
export * from './product-entity';
export * from './product-filter-schema';
export * from './product-list-filter';
export * from './product-schema';
export * from './product-specs';
export * from './quantity-quote';
export * from './quantity-rules';
export * from './quantity-snap';
export * from './quick-order';
export * from './quick-order-quote';
export * from './spec-definitions';
export * from './stock-adjustment';
export * from './stock-adjustment-schema';
export * from './stored-product';
