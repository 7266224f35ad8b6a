// The categories area's front door: what other areas use of it. Everything else in categories/ is its own.
export { listCategories } from './list-categories';
