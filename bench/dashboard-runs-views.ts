/**
 * The dashboard views the million-run bench draws in Chromium: the view's name as the page bench draws it, the
 * key of its figures in docs/figures.json, and the label the rendered tables give it. One list for the bench
 * and for `npm run figures`.
 */
export const DASHBOARD_RUNS_VIEWS = [
  { view: 'daily (all)', key: 'daily', label: 'daily, every day' },
  { view: 'trips (latest 100)', key: 'trips', label: 'trips, latest 100' },
  { view: 'runs, newest first', key: 'runs', label: 'runs, newest first' },
  { view: 'runs, one agent, dearest first', key: 'runs-cost', label: 'runs, one agent, dearest first' },
  { view: 'runs, tripped, longest first', key: 'runs-tripped', label: 'runs, tripped, longest first' },
  { view: 'runs, search on ids', key: 'runs-search', label: 'runs, search on ids' },
  { view: 'would have stopped', key: 'observed', label: 'would have stopped' },
  { view: 'budgets now', key: 'budgets', label: 'budgets now' },
  { view: 'trace of one task', key: 'trace', label: 'trace of one task' },
] as const;
