// The outbox's email documents.
export * from './mail';
