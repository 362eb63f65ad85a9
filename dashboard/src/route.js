/** The filters every view but the trace and tools reads from the address. */
export const FILTERS = ['since', 'until', 'agent', 'taskType', 'model'];
export const TITLES = { daily: 'Daily', trips: 'Trips', tools: 'Tools', calibration: 'Calibration', trace: 'Trace' };

/**
 * The view and its parameters, from the address: `#/daily?since=2026-11-01&agent=cleaner`.
 * @param {string} hash
 */
export function routeOf(hash) {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const name = Object.hasOwn(TITLES, path) ? path : 'daily';
  return { name, params: new URLSearchParams(search) };
}

/** @param {URLSearchParams} params */
export function filtersOf(params) {
  /** @type {Record<string, string | undefined>} */
  const filters = {};
  for (const name of FILTERS) filters[name] = params.get(name) || undefined;
  return filters;
}

/**
 * The API route and query a view loads first. The views ask for exactly this, and the page's first script
 * (`boot.js`, inline in `index.html`) sends the same request while the rest of the page loads.
 * @param {string} name
 * @param {Record<string, string | undefined>} filters
 * @param {string} [task]
 * @returns {[string, Record<string, string | undefined>] | undefined}
 */
export function viewRequest(name, filters, task) {
  if (name === 'daily') return ['daily', filters];
  if (name === 'trips') return ['trips', { ...filters, limit: '100' }];
  if (name === 'tools') return ['tools', {}];
  if (name === 'calibration') return ['calibration', { since: filters.since, until: filters.until }];
  return task ? ['trace', { task }] : undefined;
}
