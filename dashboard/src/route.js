/** The filters every view but the trace and budgets reads from the address. */
export const FILTERS = ['since', 'until', 'agent', 'taskType', 'model'];
export const TITLES = {
  daily: 'Daily',
  runs: 'Runs',
  trips: 'Trips',
  observed: 'Would have stopped',
  budgets: 'Budgets now',
  tools: 'Tools',
  calibration: 'Calibration',
  trace: 'Trace',
};
/**
 * The runs view's range filters: each figure's parameters are `min<figure>` and `max<figure>` (`minCost`),
 * cost in the run's currency, duration in ms; counts are whole numbers.
 */
export const RANGES = /** @type {const} */ ([
  { figure: 'Calls', label: 'Calls', whole: true },
  { figure: 'Tokens', label: 'Tokens', whole: true },
  { figure: 'Cost', label: 'Cost', whole: false },
  { figure: 'Trips', label: 'Halting trips', whole: true },
  { figure: 'Duration', label: 'Duration (ms)', whole: false },
]);
/**
 * The runs view's own parameters, beside the filters: state, trips, search, order, the ranges and the page's
 * cursor.
 */
export const RUN_PARAMS = [
  'state',
  'tripped',
  'search',
  'sort',
  ...RANGES.flatMap(({ figure }) => [`min${figure}`, `max${figure}`]),
  'after',
];
/** Views that read the filter form (the others hide it). */
export const FILTERED = ['daily', 'runs', 'trips', 'observed', 'tools', 'calibration'];

/**
 * The view and its parameters, from the address: `#/daily?since=2026-11-01&agent=cleaner`.
 * @param {string} hash
 */
export function routeOf(hash) {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const name = Object.hasOwn(TITLES, path) ? path : 'daily';
  return { name, params: new URLSearchParams(search) };
}

/**
 * The filters of the address, and for the runs view its own parameters too.
 * @param {URLSearchParams} params @param {string} [name]
 */
export function filtersOf(params, name) {
  /** @type {Record<string, string | undefined>} */
  const filters = {};
  for (const field of name === 'runs' ? [...FILTERS, ...RUN_PARAMS] : FILTERS)
    filters[field] = params.get(field) || undefined;
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
  if (name === 'runs') return ['runs', filters];
  if (name === 'observed') return ['observed', { ...filters, limit: '100' }];
  if (name === 'budgets') return ['budgets', {}];
  if (name === 'trips') return ['trips', { ...filters, limit: '100' }];
  if (name === 'tools') return ['tools', filters];
  if (name === 'calibration') return ['calibration', { since: filters.since, until: filters.until }];
  return task ? ['trace', { task }] : undefined;
}
