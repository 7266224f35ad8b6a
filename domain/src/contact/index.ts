// Contact Us: the message and its input.
export * from './contact-message';
export * from './contact-schema';
