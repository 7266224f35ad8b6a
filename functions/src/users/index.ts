// The users area's front door: what other areas use of it. Everything else in users/ is its own.
export { accountByEmail } from './accounts';
export { liveAdmins } from './live-admins';
