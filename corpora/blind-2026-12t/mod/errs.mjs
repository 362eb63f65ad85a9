import { now } from "./rng.mjs";

// Failure texts of the dependencies back-office agents call: gateways, RFC links, portals, OCR services.
const ts = (r) => now(r).toISOString();

export const http = (code, phrase, host) => (r) =>
  `HTTP/1.1 ${code} ${phrase}\ndate: ${now(r).toUTCString()}\nx-correlation-id: ${r.hex(8)}-${r.hex(4)}-${r.hex(12)}\nserver: ${host}\n${code === 429 || code === 503 ? `retry-after: ${r.int(5, 60)}\n` : ""}\n{"error":"${phrase.toUpperCase().replace(/ /g, "_")}","timestamp":"${ts(r)}"}`;

export const rfc = (dest) => (r) =>
  `RFC_COMMUNICATION_FAILURE: destination ${dest}\nCPIC-CALL: 'ThSAPCMRCV' : cmRc=20 thRc=223\nTimeout during connection setup (check that partner exists)  [${ts(r)}] conv ${r.digits(8)}`;

export const soap = (code, text) => (r) =>
  `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:${code}</faultcode><faultstring>${text}</faultstring><detail><traceId>${r.hex(16)}</traceId><at>${ts(r)}</at></detail></soap:Fault></soap:Body></soap:Envelope>`;

export const timeout = (host, s) => (r) =>
  `Error: ETIMEDOUT connect ${host}:443 after ${s ?? r.int(30, 60)}000 ms\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)\n  attempt=${r.int(1, 3)} trace=${r.hex(12)}`;

/** Reshape a request the way agents do when a call fails: extra timeout, other key spelling, a retry flag. */
export function reshape(base, n) {
  const b = { ...base };
  const k = Object.keys(b)[0];
  switch (n % 5) {
    case 1:
      return { ...b, timeout_s: 60 };
    case 2:
      return { ...b, retry: true, timeout_s: 120 };
    case 3: {
      const o = { [k.replace(/_(.)/g, (_, c) => c.toUpperCase())]: b[k] };
      for (const x of Object.keys(b).slice(1)) o[x] = b[x];
      return o;
    }
    case 4:
      return { ...b, [k]: ` ${b[k]} `, force: true };
    default:
      return b;
  }
}
