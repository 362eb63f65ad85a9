import { getJson } from './api.js';
import { viewRequest } from './route.js';
import { chartsReady, codeColor, codeColorIndex, drawChart } from './charts.js';
import { h, notice, table } from './dom.js';
import { formatCount, formatMoney, shortCode } from './format.js';
import { firstEvents } from './first-events.js';

/** A chip naming a trip code, coloured as in the charts. @param {string} code @param {string} text */
export function codeChip(code, text) {
  return h('span', { class: `chip c${codeColorIndex(code)}`, dataset: { code }, title: code }, text);
}

/** Trip chips of a row, sorted by code as the CLI lists them. @param {Record<string, number>} trips */
export function tripChips(trips) {
  return Object.entries(trips)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) =>
      h(
        'span',
        { class: `chip c${codeColorIndex(code)}`, dataset: { code, count: String(count) }, title: code },
        `${shortCode(code)} ${count}`,
      ),
    );
}

/** @param {string} label @param {unknown} value @param {string} [hint] @param {string} [key] */
function card(label, value, hint, key) {
  return h(
    'div',
    { class: 'card', dataset: { card: key ?? label } },
    h('div', { class: 'card-label', text: label }),
    h('div', { class: 'card-value' }, value),
    hint ? h('div', { class: 'card-hint', text: hint }) : null,
  );
}

/** Daily rows shown before the "Show more" button. */
const TABLE_PAGE_ROWS = 100;

/** @param {string} title @param {string} [note] */
function chartBox(title, note) {
  const box = h('div', { class: 'chart' });
  const figure = h(
    'figure',
    { class: 'panel chart-panel' },
    h('figcaption', {}, h('h2', { text: title }), note ? h('span', { class: 'muted', text: note }) : null),
    box,
  );
  return { figure, box };
}

/**
 * The daily view: totals, charts of cost, tokens and trips per day, and the daily table.
 * @param {HTMLElement} view
 * @param {Record<string, string | undefined>} filters
 * @param {(choices: { agents: string[], taskTypes: string[], models: string[] }) => void} onChoices
 */
export async function renderDaily(view, filters, onChoices) {
  const [data] = await Promise.all([getJson(...viewRequest('daily', filters)), chartsReady()]);
  onChoices(data.choices);
  /** @type {{ date: string, taskType: string | null, agentName: string | null, calls: number, tokens: number, cost: number, currency: string | null, trips: Record<string, number> }[]} */
  const rows = data.rows;
  if (rows.length === 0) {
    const filtered = Object.values(filters).some((value) => value);
    view.replaceChildren(
      filtered
        ? notice('info', 'No LLM calls in this period. Widen the dates or clear the filters.')
        : firstEvents(),
    );
    return;
  }
  const series = data.series;
  const labels = series.dates.map((/** @type {string} */ date) => date.slice(5));
  const tripTotals = /** @type {Record<string, number>} */ ({});
  for (const row of rows)
    for (const [code, count] of Object.entries(row.trips)) tripTotals[code] = (tripTotals[code] ?? 0) + count;
  const tripCount = Object.values(tripTotals).reduce((sum, count) => sum + count, 0);
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const tokens = rows.reduce((sum, row) => sum + row.tokens, 0);
  const priced = data.totals.filter(
    (/** @type {{ currency: string | null }} */ total) => total.currency !== null,
  );

  const cards = h(
    'section',
    { class: 'cards', 'aria-label': 'Totals' },
    priced.length === 0
      ? card('Estimated cost', '—', 'no call had a known price', 'cost')
      : priced.map((/** @type {{ currency: string, cost: number, calls: number }} */ total) =>
          card(
            `Estimated cost (${total.currency})`,
            formatMoney(total.cost),
            `${formatCount(total.calls)} priced calls`,
            `cost-${total.currency}`,
          ),
        ),
    card(
      'LLM calls',
      formatCount(calls),
      `${series.dates.length} day${series.dates.length === 1 ? '' : 's'}`,
      'calls',
    ),
    card(
      'Tokens',
      formatCount(tokens),
      calls > 0 ? `${formatCount(tokens / calls)} per call` : undefined,
      'tokens',
    ),
    card('Guard trips', formatCount(tripCount), tripCount === 0 ? 'none in this period' : undefined, 'trips'),
  );
  const cost = chartBox('Cost per day', priced.length > 1 ? 'one line per currency, never added' : undefined);
  const tokenChart = chartBox('Tokens per day');
  const tripChart = chartBox('Guard trips per day', 'by code');
  const charts = h(
    'section',
    { class: 'charts', 'aria-label': 'Charts' },
    cost.figure,
    tokenChart.figure,
    tripChart.figure,
  );

  // Newest day first, as a morning look at the table wants it; within a day, the CLI's order.
  const newestFirst = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.date.localeCompare(a.row.date) || a.index - b.index)
    .map(({ row }) => row);
  const dailyTable = table({
    caption: `Daily: ${rows.length} row${rows.length === 1 ? '' : 's'}, newest day first (date, task type, agent, currency)`,
    pageSize: TABLE_PAGE_ROWS,
    columns: [
      { label: 'Date' },
      { label: 'Task type' },
      { label: 'Agent' },
      { label: 'LLM calls', numeric: true },
      { label: 'Tokens', numeric: true },
      { label: 'Est. cost', numeric: true },
      { label: 'Currency' },
      { label: 'Guard trips' },
    ],
    rows: newestFirst,
    cells: (row) => [
      row.date,
      row.taskType ?? h('span', { class: 'muted', text: '—' }),
      row.agentName ?? h('span', { class: 'muted', text: '—' }),
      h('span', { dataset: { field: 'calls', value: String(row.calls) }, text: formatCount(row.calls) }),
      h('span', { dataset: { field: 'tokens', value: String(row.tokens) }, text: formatCount(row.tokens) }),
      row.currency === null && row.cost === 0
        ? ''
        : h('span', { dataset: { field: 'cost', value: String(row.cost) }, text: formatMoney(row.cost) }),
      row.currency ?? '',
      h('span', { class: 'chips' }, tripChips(row.trips)),
    ],
    rowProps: (index) => ({ dataset: { row: String(index) } }),
  });
  // The charts are drawn before the table goes in: uPlot reads each box's width, and every read lays the page
  // out again; with hundreds of table rows on the page that cost 0.2 s a chart.
  const groupCharts = {
    agentCost: chartBox('Cost by agent', 'hover a bar for its value'),
    agentTrips: chartBox('Trips by agent'),
    modelCost: chartBox('Cost by model'),
    modelTrips: chartBox('Trips by model'),
  };
  const byGroup = h(
    'section',
    { class: 'charts pairs', 'aria-label': 'By agent and by model' },
    Object.values(groupCharts).map((chart) => chart.figure),
  );
  view.replaceChildren(cards, charts, byGroup);

  drawGroupCharts(groupCharts, data.byAgent, data.byModel);
  const costSeries = Object.entries(series.costs).map(([currency, values]) => ({ label: currency, values }));
  drawChart(
    cost.box,
    costSeries.length > 0 ? costSeries : [{ label: 'cost', values: series.dates.map(() => 0) }],
    { labels, format: formatMoney },
  );
  drawChart(tokenChart.box, [{ label: 'tokens', values: series.tokens }], {
    labels,
    bars: true,
    format: compact,
  });
  const codes = Object.keys(series.trips).sort();
  drawChart(
    tripChart.box,
    codes.length > 0
      ? codes.map((code) => ({ label: shortCode(code), values: series.trips[code], color: codeColor(code) }))
      : [{ label: 'trips', values: series.dates.map(() => 0) }],
    { labels, bars: true, stacked: true, integer: true, format: (value) => String(Math.round(value)) },
  );
  view.append(h('section', { class: 'panel' }, dailyTable));
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** @param {number} value */
function compact(value) {
  return compactFormat.format(value);
}


/**
 * Bar charts of cost (the currency most spent in) and trips per agent and per model; hovering a bar shows
 * its value in the legend.
 * @param {Record<string, { box: HTMLElement }>} boxes
 * @param {{ name: string | null, calls: number, costs: Record<string, number>, trips: number }[]} byAgent
 * @param {{ name: string | null, calls: number, costs: Record<string, number>, trips: number }[]} byModel
 */
function drawGroupCharts(boxes, byAgent, byModel) {
  const totals = /** @type {Record<string, number>} */ ({});
  for (const group of byAgent)
    for (const [currency, cost] of Object.entries(group.costs))
      totals[currency] = (totals[currency] ?? 0) + cost;
  const currency = Object.entries(totals).sort((a, b) => b[1] - a[1])[0]?.[0];
  const label = (/** @type {string | null} */ name) => name ?? '(none)';
  for (const [groups, costBox, tripBox] of /** @type {const} */ ([
    [byAgent, boxes.agentCost.box, boxes.agentTrips.box],
    [byModel, boxes.modelCost.box, boxes.modelTrips.box],
  ])) {
    const labels = groups.map((group) => label(group.name));
    const rotate = labels.length > 6 || labels.some((text) => text.length > 10);
    drawChart(
      costBox,
      [
        {
          label: currency ?? 'cost',
          values: groups.map((group) => (currency ? (group.costs[currency] ?? 0) : 0)),
        },
      ],
      { labels, bars: true, rotate, format: formatMoney, xLabel: 'name' },
    );
    drawChart(
      tripBox,
      [
        {
          label: 'trips',
          values: groups.map((group) => group.trips),
          color: codeColor('GUARD_LOOP_DETECTED'),
        },
      ],
      {
        labels,
        bars: true,
        rotate,
        integer: true,
        format: (value) => String(Math.round(value)),
        xLabel: 'name',
      },
    );
  }
}
