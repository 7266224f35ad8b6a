// The dashboard's figures.
export * from './dashboard';
