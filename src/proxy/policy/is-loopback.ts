// The one definition of loopback, shared with the dashboard's checks.
export { isLoopbackAddress, isLoopbackHost } from '../../utils/loopback.js';
