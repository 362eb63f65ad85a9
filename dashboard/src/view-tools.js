import { getJson } from './api.js';
import { chartsReady, drawChart } from './charts.js';
import { h, notice, table } from './dom.js';
import { firstEvents } from './first-events.js';
import { formatCount, formatMs } from './format.js';
import { viewRequest } from './route.js';

const BUSIEST = 15;

/**
 * The busiest tools chart and the per-tool table (`loopguard report tools`) of the filters' days, agent and
 * task type. A tool call names no model, so a chosen model is said not to narrow the tools.
 * @param {HTMLElement} view
 * @param {Record<string, string | undefined>} filters
 * @param {(choices: { agents: string[], taskTypes: string[], models: string[] }) => void} fillMenus
 */
export async function renderTools(view, filters, fillMenus) {
  const [{ rows, modelIgnored, choices, empty }] = await Promise.all([
    getJson(...viewRequest('tools', filters)),
    chartsReady(),
  ]);
  fillMenus(choices);
  const modelNote = modelIgnored
    ? notice(
        'info',
        `Tool calls name no model (the LLM call that asked for them does): these tools are of every model, not only ${filters.model}.`,
      )
    : null;
  if (empty) {
    view.replaceChildren(firstEvents());
    return;
  }
  if (rows.length === 0) {
    view.replaceChildren(...(modelNote ? [modelNote] : []), notice('info', 'No tool calls in this period.'));
    return;
  }
  const busiest = rows.slice(0, BUSIEST);
  const box = h('div', { class: 'chart tall' });
  view.replaceChildren(
    ...(modelNote ? [modelNote] : []),
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
