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
 * GETs an API route (relative to the page, so the dashboard works at any mount path) and parses its JSON.
 * @param {string} route
 * @param {Record<string, string | undefined>} [params]
 * @returns {Promise<any>}
 */
export async function getJson(route, params = {}) {
  const response = await fetch(`api/${route}${queryOf(params)}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
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
