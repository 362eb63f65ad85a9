import { getJson, queryOf } from './api.js';
import { dropDetachedCharts } from './charts.js';
import { h, notice } from './dom.js';
import { FILTERED, FILTERS, filtersOf, routeOf, TITLES } from './route.js';
import { renderBudgets } from './view-budgets.js';
import { renderCalibration } from './view-calibration.js';
import { renderDaily } from './view-daily.js';
import { renderObserved } from './view-observed.js';
import { renderRuns } from './view-runs.js';
import { renderTools } from './view-tools.js';
import { renderTrace } from './view-trace.js';
import { renderTrips } from './view-trips.js';

const THEME_KEY = 'loopguard-dashboard-theme';

const view = /** @type {HTMLElement} */ (document.getElementById('view'));
const form = /** @type {HTMLFormElement} */ (document.getElementById('filters'));
const live = /** @type {HTMLElement} */ (document.getElementById('live'));
const themeButton = /** @type {HTMLButtonElement} */ (document.getElementById('theme'));
const csv = /** @type {HTMLAnchorElement} */ (document.getElementById('csv'));

/** The view and its parameters, from the address: `#/daily?since=2026-11-01&agent=cleaner`. */
function route() {
  return routeOf(location.hash);
}

/**
 * Fills a filter menu, keeping the chosen value even when the period has none of it.
 * @param {string} name @param {string[]} values @param {string | undefined} chosen
 */
function fillMenu(name, values, chosen) {
  const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem(name));
  const all = chosen && !values.includes(chosen) ? [...values, chosen] : values;
  select.replaceChildren(
    h('option', { value: '', text: 'all' }),
    ...all.map((value) => h('option', { value, text: value })),
  );
  select.value = chosen ?? '';
}

/** Resolves once the next frame has been rendered: a task queued from the frame's own callback runs after it. */
function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

let rendering = 0;
let renders = 0;

/** Renders the view the address names; `quiet` (a live refresh) keeps the old content until the new is ready. */
async function render(quiet = false) {
  const { name, params } = route();
  const filters = filtersOf(params, name);
  const ticket = ++rendering;
  const started = performance.now();
  document.title = `${TITLES[/** @type {keyof typeof TITLES} */ (name)]} · loopguard dashboard`;
  /** @type {HTMLElement} */ (document.getElementById('title')).textContent =
    TITLES[/** @type {keyof typeof TITLES} */ (name)];
  for (const tab of document.querySelectorAll('.tabs a')) {
    if (/** @type {HTMLElement} */ (tab).dataset.view === name) tab.setAttribute('aria-current', 'page');
    else tab.removeAttribute('aria-current');
  }
  for (const field of FILTERS) {
    const input = /** @type {HTMLInputElement} */ (form.elements.namedItem(field));
    if (input.tagName === 'INPUT') input.value = filters[field] ?? '';
  }
  form.hidden = !FILTERED.includes(name);
  // The CSV of what the view shows: the daily table, or the trips.
  csv.hidden = name !== 'daily' && name !== 'trips';
  csv.href = `api/${name === 'trips' ? 'trips' : 'daily'}.csv${queryOf(filtersOf(params))}`;
  document.documentElement.dataset.view = name;
  if (!quiet) {
    document.documentElement.dataset.ready = '';
    view.setAttribute('aria-busy', 'true');
    view.replaceChildren(h('p', { class: 'loading muted', text: 'Loading…' }));
  }
  // Each view replaces the content only once its answer is in: a live refresh never blanks the page.
  const container = view;
  try {
    /** @param {{ agents: string[], taskTypes: string[], models: string[] }} choices */
    const fillMenus = (choices) => {
      fillMenu('agent', choices.agents, filters.agent);
      fillMenu('taskType', choices.taskTypes, filters.taskType);
      fillMenu('model', choices.models, filters.model);
    };
    if (name === 'daily') {
      await renderDaily(container, filters, fillMenus);
    } else if (name === 'runs') await renderRuns(container, filters, fillMenus);
    else if (name === 'observed') await renderObserved(container, filters, fillMenus);
    else if (name === 'budgets') await renderBudgets(container);
    else if (name === 'trips') await renderTrips(container, filters);
    else if (name === 'tools') await renderTools(container, filters, fillMenus);
    else if (name === 'calibration') await renderCalibration(container, filters);
    else await renderTrace(container, params.get('task') ?? undefined, params.get('run') ?? undefined);
  } catch (error) {
    if (ticket !== rendering) return;
    view.replaceChildren(notice('error', error instanceof Error ? error.message : String(error)));
  }
  if (ticket !== rendering) return;
  dropDetachedCharts();
  // The view counts as drawn once the browser has laid it out and painted it, not when the script is done:
  // a long table's first layout can cost more than building it. (A hidden tab paints nothing, so it waits not.)
  if (document.visibilityState === 'visible') await afterNextPaint();
  if (ticket !== rendering) return;
  view.setAttribute('aria-busy', 'false');
  renders++;
  document.documentElement.dataset.ready = name;
  document.documentElement.dataset.renders = String(renders);
  performance.measure(`loopguard:${name}`, { start: started });
}

// Filters live in the address, so a view can be bookmarked, shared and gone back to.
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const { name, params } = route();
  const data = new FormData(form);
  // The runs view keeps its own search and order, and starts again at the first page.
  /** @type {Record<string, string | undefined>} */
  const filters = { ...filtersOf(params, name), after: undefined };
  for (const field of FILTERS) filters[field] = String(data.get(field) ?? '');
  location.hash = `#/${FILTERED.includes(name) ? name : 'daily'}${queryOf(filters)}`;
});
/** @type {HTMLButtonElement} */ (document.getElementById('clear')).addEventListener('click', () => {
  location.hash = `#/${route().name}`;
});
// Tabs keep the filters: the same period on every view.
for (const tab of document.querySelectorAll('.tabs a')) {
  tab.addEventListener('click', (event) => {
    const name = /** @type {HTMLElement} */ (tab).dataset.view ?? '';
    if (!FILTERED.includes(name)) return;
    event.preventDefault();
    location.hash = `#/${name}${queryOf(filtersOf(route().params))}`;
  });
}
window.addEventListener('hashchange', () => {
  render().then(() =>
    /** @type {HTMLElement} */ (document.getElementById('main')).focus({ preventScroll: true }),
  );
});

/** Light, dark, or (nothing stored) the system's. */
function applyTheme() {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
  const dark = stored === 'dark' || (stored === null && matchMedia('(prefers-color-scheme: dark)').matches);
  themeButton.setAttribute('aria-label', dark ? 'Switch to light theme' : 'Switch to dark theme');
  themeButton.setAttribute('aria-pressed', String(dark));
}
themeButton.addEventListener('click', () => {
  const dark = themeButton.getAttribute('aria-pressed') === 'true';
  localStorage.setItem(THEME_KEY, dark ? 'light' : 'dark');
  applyTheme();
  // Charts take their colours from the theme when drawn.
  render(true);
});
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
  applyTheme();
  render(true);
});

// Live: a cheap "latest event id" every few seconds; when it moved, the view is drawn again in place. In a
// fleet the shared budget ledger's changes count moves too (another gateway's calls reserve and spend with no
// event in this store): the budgets view follows it.
let latest = -1;
let ledgerChanges = null;
let interval = 2000;
async function poll() {
  if (!document.hidden) {
    try {
      const answer = await getJson('latest');
      interval = answer.pollIntervalMs;
      const ledgerMoved =
        ledgerChanges !== null && answer.ledgerChanges !== ledgerChanges && route().name === 'budgets';
      ledgerChanges = answer.ledgerChanges ?? null;
      if ((latest !== -1 && answer.latestEventId !== latest) || ledgerMoved) await render(true);
      if (answer.latestEventId !== latest || ledgerMoved) {
        live.textContent = `live · updated ${new Date().toISOString().slice(11, 19)} UTC`;
        live.dataset.latest = String(answer.latestEventId);
      }
      latest = answer.latestEventId;
      live.classList.remove('offline');
    } catch {
      live.textContent = 'offline · retrying';
      live.classList.add('offline');
    }
  }
  setTimeout(poll, interval);
}

applyTheme();
await render();
poll();
