// The settings area's front door: what other areas use of it. Everything else in settings/ is its own.
export { readBusinessDetails, readHomeCountry } from './business-details';
