import { createServer, type Server } from 'node:http';
import { Socket } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy } from '../src/proxy/index.js';
import type { ProxyExchange } from '../src/proxy/proxy-exchange.js';
import { createUndiciUpstream, type ServedProxy, serveProxy } from '../src/proxy/server/index.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { launchBrowser } from './helpers/browser.js';

// Issue 32: a web page on another origin must not spend through a gateway on this machine. Real headless
// Chromium loads a page from another port that tries every way a page can send a request without the user's
// help; the gateway holds its own upstream key, and nothing may reach the model.

let browser: Browser;
let model: ScriptedServer;
let gateway: ServedProxy;
let page: Server;
let pageUrl: string;
const seen: { method: string; status: number }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  model = await startScriptedServer({ script: () => ({ content: 'spent' }) });
  const core = createProxy({
    upstream: createUndiciUpstream(),
    openAIBaseUrl: model.url,
    openAIKey: 'sk-gateway-own',
  });
  const counted: ProxyExchange = async (request) => {
    const reply = await core.exchange(request);
    seen.push({ method: request.method, status: reply.status });
    return reply;
  };
  gateway = await serveProxy(counted, { port: 0 });
  const target = `${gateway.url}/v1/chat/completions`;
  const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  const html = `<!doctype html><html><body>
<form id="form" method="POST" action="${target}" enctype="text/plain" target="sink"><input name='${body.slice(0, -2)}' value='"}'></form>
<iframe name="sink"></iframe>
<script>
const target = ${JSON.stringify(target)};
const body = ${JSON.stringify(body)};
window.attempts = Promise.allSettled([
  fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }),
  fetch(target, { method: 'POST', mode: 'no-cors', body }),
  fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  fetch(target, { method: 'POST', mode: 'no-cors', body: new Blob([body], { type: 'application/x-www-form-urlencoded' }) }),
  Promise.resolve(navigator.sendBeacon(target, body)),
  new Promise((resolve) => { document.getElementById('form').submit(); setTimeout(resolve, 500); }),
]).then((results) => results.map((result) => result.status));
</script></body></html>`;
  page = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(html);
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const address = page.address();
  pageUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  await model?.close();
  await new Promise((resolve) => page?.close(resolve));
});

describe('a web page on another origin', () => {
  it('sends nothing to the model through the gateway, however it asks', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    await tab.evaluate(() => (globalThis as unknown as { attempts: Promise<unknown> }).attempts);
    await tab.waitForTimeout(500);
    await tab.close();
    // The browser did reach the gateway (the page's requests arrived), and each was refused there.
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((request) => request.status >= 400)).toBe(true);
    expect(model.requests).toHaveLength(0);
  });

  it('is refused for a Host that does not name a loopback gateway (a page whose name was rebound)', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = new Socket();
      let text = '';
      socket.on('data', (data) => {
        text += data.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      const port = new URL(gateway.url).port;
      socket.connect(Number(port), '127.0.0.1', () => {
        const body = '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}]}';
        socket.end(
          `POST /v1/chat/completions HTTP/1.1\r\nhost: rebound.example:${port}\r\ncontent-type: application/json\r\n` +
            `connection: close\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
        );
      });
    });
    expect(reply).toMatch(/^HTTP\/1\.1 403 /);
    expect(reply).toContain('LOOPGUARD_HOST_REFUSED');
    expect(model.requests).toHaveLength(0);
  });

  it('still serves an agent: JSON, no Origin, a loopback Host', async () => {
    const response = await fetch(`${gateway.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(200);
    expect(model.requests).toHaveLength(1);
  });
});
