// The merchant's site content beside the blog: the home page's words (and their SPEC defaults).
export * from './content-messages';
export * from './home-content';
export * from './home-content-defaults';
export * from './simple-page';
export * from './portfolio-defaults';
