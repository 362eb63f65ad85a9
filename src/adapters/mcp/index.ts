export { type GuardMcpOptions, guardMcpClient } from './guard-mcp-client.js';
