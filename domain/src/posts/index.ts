// The blog's shared code: its inputs, its stored and answered shapes, its slugs and messages.
export * from './post-messages';
export * from './post-slug';
export * from './post-schema';
export * from './post-entity';
