import { getJson, queryOf } from './api.js';
import { h, notice, table } from './dom.js';
import { formatCount, formatMoney, formatMs, formatTime, shortCode } from './format.js';
import { viewRequest } from './route.js';
import { runForm } from './run-form.js';
import { codeChip } from './view-daily.js';

/** @param {string} taskId @param {string} runId */
const traceLink = (taskId, runId) =>
  `#/trace?task=${encodeURIComponent(taskId)}&run=${encodeURIComponent(runId)}`;

const COLUMNS = [
  { label: 'Run' },
  { label: 'Task' },
  { label: 'Agent' },
  { label: 'Model' },
  { label: 'State' },
  { label: 'Calls', numeric: true },
  { label: 'Tokens', numeric: true },
  { label: 'Cost', numeric: true },
  { label: 'Trips' },
  { label: 'Started (UTC)' },
  { label: 'Duration', numeric: true },
];

/** The cells of one run; the run id opens its task's trace at that run. @param {any} run */
function runCells(run) {
  const muted = (/** @type {string} */ text) => h('span', { class: 'muted', text });
  return [
    h('a', {
      href: traceLink(run.taskId, run.runId),
      class: 'task-link',
      dataset: { run: run.runId, task: run.taskId },
      text: run.runId,
    }),
    h('code', { text: run.taskId }),
    run.agentName ?? muted('—'),
    run.model ?? muted('—'),
    h('span', { class: `state ${run.state}`, text: run.state }),
    h('span', { dataset: { field: 'calls' }, text: formatCount(run.calls) }),
    formatCount(run.tokens),
    run.cost === null
      ? ''
      : h('span', {
          dataset: { field: 'cost', value: String(run.cost) },
          text: `${formatMoney(run.cost)} ${run.currency ?? ''}`,
        }),
    h(
      'span',
      { class: 'chips' },
      run.code ? codeChip(run.code, shortCode(run.code)) : null,
      run.observedTrips > 0
        ? h('span', {
            class: 'chip observed',
            title: 'would-have-stopped trips (observe-only mode)',
            text: `observed ${run.observedTrips}`,
          })
        : null,
    ),
    h('time', { datetime: new Date(run.startedAt).toISOString(), text: formatTime(run.startedAt) }),
    h('span', {
      dataset: { field: 'duration', value: String(run.durationMs) },
      text: formatMs(run.durationMs),
    }),
  ];
}

/**
 * Every run with its agent, task, model, state, calls, tokens, cost, trips, start and duration: the runs
 * still going first, then the ended ones a page at a time (a cursor in the address, so Back goes back).
 * @param {HTMLElement} view
 * @param {Record<string, string | undefined>} filters
 * @param {(choices: { agents: string[], taskTypes: string[], models: string[] }) => void} onChoices fills the filter menus
 */
export async function renderRuns(view, filters, onChoices) {
  const { rows, next, running, choices } = await getJson(...viewRequest('runs', filters));
  onChoices(choices);
  const parts = [runForm(filters)];
  if (running.length > 0)
    parts.push(
      h(
        'section',
        { class: 'panel', dataset: { section: 'running' } },
        table({
          caption: `Running now: ${running.length} (started among the latest events, no end yet)`,
          columns: COLUMNS,
          rows: running,
          cells: runCells,
        }),
      ),
    );
  if (rows.length === 0 && running.length === 0) {
    parts.push(notice('info', 'No run matches. Widen the dates, clear the filters or the search.'));
    view.replaceChildren(...parts);
    return;
  }
  if (filters.state !== 'running') {
    const order =
      filters.sort === 'cost'
        ? 'dearest first'
        : filters.sort === 'duration'
          ? 'longest first'
          : 'newest first';
    const pager = h(
      'nav',
      { class: 'pager', 'aria-label': 'Pages of runs' },
      filters.after
        ? h('a', {
            class: 'button',
            href: `#/runs${queryOf({ ...filters, after: undefined })}`,
            text: '⇤ First page',
          })
        : null,
      filters.after
        ? h('button', { type: 'button', onclick: () => history.back(), text: '← Previous' })
        : null,
      next
        ? h('a', {
            class: 'button',
            href: `#/runs${queryOf({ ...filters, after: next })}`,
            dataset: { next: '' },
            text: 'Next page →',
          })
        : h('span', { class: 'muted', text: 'last page' }),
    );
    parts.push(
      h(
        'section',
        { class: 'panel', dataset: { section: 'ended' } },
        rows.length === 0
          ? notice('info', 'No ended run matches.')
          : table({
              caption: `Ended runs, ${order}: ${rows.length} on this page`,
              columns: COLUMNS,
              rows,
              cells: runCells,
              rowProps: (index) => ({ dataset: { row: String(index) } }),
            }),
        pager,
      ),
    );
  }
  view.replaceChildren(...parts);
}
