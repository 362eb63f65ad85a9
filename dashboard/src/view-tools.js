import { getJson } from './api.js';
import { viewRequest } from './route.js';
import { chartsReady, drawChart } from './charts.js';
import { h, notice, table } from './dom.js';
import { formatCount, formatMs } from './format.js';

const BUSIEST = 15;

/**
 * The busiest tools chart and the per-tool table (`loopguard report tools`), over the whole store.
 * @param {HTMLElement} view
 */
export async function renderTools(view) {
  const [{ rows }] = await Promise.all([getJson(...viewRequest('tools', {})), chartsReady()]);
  if (rows.length === 0) {
    view.replaceChildren(notice('info', 'No tool calls in the store yet.'));
    return;
  }
  const busiest = rows.slice(0, BUSIEST);
  const box = h('div', { class: 'chart tall' });
  view.replaceChildren(
    notice('info', 'Tools are counted over the whole store: the date and label filters do not apply here.'),
    h(
      'figure',
      { class: 'panel chart-panel' },
      h(
        'figcaption',
        {},
        h('h2', { text: 'Busiest tools' }),
        h('span', { class: 'muted', text: `calls and repeated calls, top ${busiest.length}` }),
      ),
      box,
    ),
    h(
      'section',
      { class: 'panel' },
      table({
        caption: `Tools: ${rows.length}, most called first`,
        columns: [
          { label: 'Tool' },
          { label: 'Calls', numeric: true },
          { label: 'Distinct args', numeric: true },
          { label: 'Repeated calls', numeric: true },
          { label: 'Tokens', numeric: true },
          { label: 'Avg latency', numeric: true },
          { label: 'p95 latency', numeric: true },
          { label: 'Failures', numeric: true },
        ],
        rows: rows.map((/** @type {any} */ row) => [
          h('code', { text: row.tool }),
          formatCount(row.calls),
          formatCount(row.distinctArguments),
          row.repeatedCalls > 0
            ? h('span', { class: 'repeat-count', text: formatCount(row.repeatedCalls) })
            : '0',
          formatCount(row.tokens),
          formatMs(row.averageLatencyMs),
          formatMs(row.p95LatencyMs),
          row.failures > 0 ? h('span', { class: 'failure-count', text: formatCount(row.failures) }) : '0',
        ]),
      }),
    ),
  );
  drawChart(
    box,
    [
      { label: 'calls', values: busiest.map((/** @type {any} */ row) => row.calls) },
      { label: 'repeated', values: busiest.map((/** @type {any} */ row) => row.repeatedCalls) },
    ],
    {
      labels: busiest.map((/** @type {any} */ row) => row.tool),
      bars: true,
      rotate: busiest.length > 6,
      format: formatCount,
    },
  );
}
