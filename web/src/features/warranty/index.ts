// The registered tools' and warranty claims' front door: a customer's My tools, the back office's Registrations and
// Claims are the app's to route (warranty-screens.tsx imports them directly, their own chunk).
export { useRegistrations } from './api/warranty-api';
