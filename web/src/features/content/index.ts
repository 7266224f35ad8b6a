// The content feature's front door: what other features may use of it. Everything else in the folder is private.
export { useSimplePage } from './api/use-simple-page';
export { SimplePageView } from './components/simple-page-view';
