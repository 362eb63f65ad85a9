/** A refusal of the dashboard's API, with its code and message. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} details
   */
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * The query string of the filters, without the empty ones.
 * @param {Record<string, string | undefined>} params
 */
export function queryOf(params) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of an API route, relative to the page (so the dashboard works at any mount path).
 * @param {string} route
 * @param {Record<string, string | undefined>} [params]
 */
export function apiPath(route, params = {}) {
  return `api/${route}${queryOf(params)}`;
}

/** How every API request is sent: the early one and the page's own must be alike to share an answer. */
const REQUEST_INIT = /** @type {RequestInit} */ ({
  headers: { accept: 'application/json' },
  credentials: 'same-origin',
});

/**
 * Sends the request the page will ask for first before the page's script has loaded (from the inline
 * `boot.js`): the store answers while the browser fetches and runs the rest of the page.
 * @param {string} path
 */
export function sendEarly(path) {
  globalThis.loopguardEarly = { path, response: fetch(path, REQUEST_INIT) };
}

/**
 * The early request's answer when it was for `path`, once; later requests are sent anew (a live refresh must
 * not read an old answer).
 * @param {string} path
 */
function takeEarly(path) {
  const early = globalThis.loopguardEarly;
  if (!early || early.path !== path) return undefined;
  globalThis.loopguardEarly = undefined;
  return early.response;
}

/**
 * GETs an API route and parses its JSON.
 * @param {string} route
 * @param {Record<string, string | undefined>} [params]
 * @returns {Promise<any>}
 */
export async function getJson(route, params = {}) {
  const path = apiPath(route, params);
  const response = await (takeEarly(path) ?? fetch(path, REQUEST_INIT));
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? 'HTTP',
      error.message ?? `HTTP ${response.status}`,
      error,
    );
  }
  return body;
}
