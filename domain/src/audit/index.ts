// The audit trail of admin actions.
export * from './audit';
