/**
 * What the build's backend can do, for islands (which take only types from the api): calls it has
 * not got are hidden with the line that says why.
 */
export { backendName, callAvailability } from '../api/backends';
export type { Availability } from '../api/backends';
