import { getJson } from './api.js';
import { viewRequest } from './route.js';
import { h, notice, table } from './dom.js';
import { firstEvents } from './first-events.js';
import { formatTime, shortCode } from './format.js';
import { codeChip } from './view-daily.js';

/**
 * The latest guard trips with their evidence, each linking to its task's trace.
 * @param {HTMLElement} view
 * @param {Record<string, string | undefined>} filters
 */
export async function renderTrips(view, filters) {
  const answer = await getJson(...viewRequest('trips', filters));
  // Newest first by the time they happened: ids follow the order of writes, which several writers interleave.
  const trips = [...answer.trips].sort(
    (/** @type {any} */ a, /** @type {any} */ b) => b.timestamp - a.timestamp || b.id - a.id,
  );
  if (answer.empty) {
    view.replaceChildren(firstEvents());
    return;
  }
  if (trips.length === 0) {
    view.replaceChildren(notice('info', 'The guard did not trip in this period.'));
    return;
  }
  view.replaceChildren(
    h(
      'section',
      { class: 'panel' },
      table({
        caption: `Latest ${trips.length} guard trips, newest first`,
        columns: [
          { label: 'When (UTC)' },
          { label: 'Code' },
          { label: 'Agent' },
          { label: 'Model' },
          { label: 'Task' },
          { label: 'Round', numeric: true },
          { label: 'Evidence' },
        ],
        rows: trips.map((/** @type {any} */ trip) => [
          h('time', { datetime: new Date(trip.timestamp).toISOString(), text: formatTime(trip.timestamp) }),
          codeChip(trip.code ?? '?', shortCode(trip.code)),
          trip.agent_name ?? '',
          trip.model ?? '',
          h('a', {
            href: `#/trace?task=${encodeURIComponent(trip.task_id)}`,
            class: 'task-link',
            dataset: { task: trip.task_id },
            text: trip.task_id,
          }),
          String(trip.round),
          h(
            'div',
            { class: 'evidence' },
            trip.detector ? h('span', { class: 'detector', text: trip.detector }) : null,
            h('span', { text: trip.error_message ?? '' }),
          ),
        ]),
      }),
    ),
  );
}
