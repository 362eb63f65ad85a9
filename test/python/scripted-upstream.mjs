// The one fake of the Python agent tests: the project's scripted model (dist/testing), on 127.0.0.1 port 0.
// Its script is a function of the request alone, so agents of any framework, in any order and at once,
// each get the turn their own conversation calls for:
// - tools include `read_file`: the looping script, the same read_file({"path":"notes.txt"}) every turn;
// - other tools: call the first tool once, answer in text once a tool result is in the request.
// `POST /fail-next?status=500` on the control port makes the next model request fail with that status (the
// scripted server's own fault, which consumes no turn), so a test can see a framework's retries at work.
import { createServer } from 'node:http';
import { startScriptedServer } from '../../dist/testing/index.js';

export const LOOP_TOOL = 'read_file';
export const FINAL_ANSWER = 'It is sunny in Paris, 21 °C.';

function toolNames(body) {
  const tools = Array.isArray(body.tools) ? body.tools : [];
  return tools.map((tool) => tool?.function?.name ?? tool?.name).filter((name) => typeof name === 'string');
}

function hasToolResult(body) {
  if (Array.isArray(body.messages)) return body.messages.some((message) => message?.role === 'tool');
  if (Array.isArray(body.input)) return body.input.some((item) => item?.type === 'function_call_output');
  return false;
}

function turnFor(request) {
  const names = toolNames(request.body);
  if (names.includes(LOOP_TOOL))
    return { toolCalls: [{ name: LOOP_TOOL, arguments: { path: 'notes.txt' } }] };
  if (names.length === 0 || hasToolResult(request.body)) return { content: FINAL_ANSWER };
  return { toolCalls: [{ name: names[0], arguments: { city: 'Paris' } }] };
}

const failures = [];
const server = await startScriptedServer({
  script: (_turn, request) => turnFor(request),
  faults: () => (failures.length > 0 ? { status: failures.shift() } : undefined),
});
const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  if (request.method === 'POST' && url.pathname === '/fail-next') {
    failures.push(Number(url.searchParams.get('status') ?? 500));
    response.writeHead(204).end();
  } else response.writeHead(404).end();
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
console.log(
  `scripted upstream listening on ${server.url} control http://127.0.0.1:${control.address().port}`,
);
const stop = async () => {
  control.close();
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
