import { getJson } from './api.js';
import { h, notice, table } from './dom.js';
import { formatCount, formatMoney, formatTime, shortCode } from './format.js';
import { viewRequest } from './route.js';
import { codeChip } from './view-daily.js';

/**
 * Observe-only mode's would-have-stopped trips, apart from the real ones: how many runs had one, and the calls
 * and money stopping each at its first would have saved (its calls after that round); then the latest trips.
 * @param {HTMLElement} view
 * @param {Record<string, string | undefined>} filters
 * @param {(choices: { agents: string[], taskTypes: string[], models: string[] }) => void} onChoices fills the filter menus
 */
export async function renderObserved(view, filters, onChoices) {
  const { trips, runs, savedOver, saved, choices } = await getJson(...viewRequest('observed', filters));
  onChoices(choices);
  if (runs === 0) {
    view.replaceChildren(
      notice(
        'info',
        'No would-have-stopped trips in this period. Observe-only mode records them: the guard watches, counts ',
        'what it would have stopped, and refuses nothing.',
      ),
    );
    return;
  }
  const over =
    savedOver < runs ? `over the latest ${formatCount(savedOver)} of them` : 'stopping each at its first';
  const card = (
    /** @type {string} */ label,
    /** @type {string} */ value,
    /** @type {string} */ hint,
    /** @type {string} */ key,
  ) =>
    h(
      'div',
      { class: 'card', dataset: { card: key } },
      h('div', { class: 'card-label', text: label }),
      h('div', { class: 'card-value', text: value }),
      h('div', { class: 'card-hint', text: hint }),
    );
  const calls = saved.reduce((/** @type {number} */ sum, /** @type {any} */ row) => sum + row.calls, 0);
  view.replaceChildren(
    h(
      'section',
      { class: 'cards', 'aria-label': 'Would have saved' },
      card('Runs it would have stopped', formatCount(runs), 'observe-only: nothing was refused', 'runs'),
      card('Calls it would have saved', formatCount(calls), over, 'calls'),
      ...(saved.length === 0
        ? [card('Money it would have saved', '0', 'no call came after a trip', 'cost')]
        : saved.map((/** @type {any} */ row) =>
            card(
              `Money it would have saved (${row.currency ?? 'unpriced'})`,
              formatMoney(row.cost),
              over,
              `cost-${row.currency ?? 'none'}`,
            ),
          )),
    ),
    h(
      'section',
      { class: 'panel' },
      table({
        caption: `Latest ${trips.length} would-have-stopped trips, newest first (not counted as trips)`,
        columns: [
          { label: 'When (UTC)' },
          { label: 'Code' },
          { label: 'Agent' },
          { label: 'Task' },
          { label: 'Round', numeric: true },
          { label: 'Evidence' },
          { label: 'Calls after', numeric: true },
          { label: 'Cost after', numeric: true },
        ],
        rows: trips,
        cells: (/** @type {any} */ trip) => [
          h('time', { datetime: new Date(trip.at).toISOString(), text: formatTime(trip.at) }),
          codeChip(trip.code ?? '?', shortCode(trip.code)),
          trip.agentName ?? '',
          h('a', {
            href: `#/trace?task=${encodeURIComponent(trip.taskId)}&run=${encodeURIComponent(trip.runId)}`,
            class: 'task-link',
            dataset: { task: trip.taskId },
            text: trip.taskId,
          }),
          String(trip.round),
          h(
            'div',
            { class: 'evidence' },
            trip.detector ? h('span', { class: 'detector', text: trip.detector }) : null,
            h('span', { text: trip.message ?? '' }),
          ),
          h('span', { dataset: { field: 'saved-calls' }, text: formatCount(trip.savedCalls) }),
          h('span', {
            dataset: { field: 'saved-cost', value: String(trip.savedCost) },
            text: `${formatMoney(trip.savedCost)} ${trip.currency ?? ''}`,
          }),
        ],
      }),
    ),
  );
}
