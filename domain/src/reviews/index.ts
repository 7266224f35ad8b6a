// Reviews: the stored review and its REST shape, authors' names, and the inputs that post and moderate them.
export * from './moderation-schema';
export * from './review-author-name';
export * from './review-entity';
export * from './review-schema';
