/** The gateway reads a Responses `input` as a chat history with the wire's reader, as the adapters do. */
export { responsesHistory } from '../wire/responses-history.js';
