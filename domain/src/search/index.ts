// Catalogue search: the search page's parameters and GET /api/search's query.
export * from './catalogue-search-schema';
export * from './search-page-params';
