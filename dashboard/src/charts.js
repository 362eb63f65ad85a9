// Charts are uPlot's (shipped in the package, loaded from assets/); this file only feeds it data and colours.
/* global uPlot */

/**
 * Resolves once uPlot's script (loaded `async`, so it never holds up the page's start) has run: a view with
 * charts awaits it after its data is in, a view without charts never does.
 * @returns {Promise<void>}
 */
export function chartsReady() {
  if ('uPlot' in globalThis) return Promise.resolve();
  const script = /** @type {HTMLScriptElement} */ (document.getElementById('uplot'));
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('the chart library did not load')), {
      once: true,
    });
  });
}

/** @type {Set<{ chart: any, box: HTMLElement }>} */
const live = new Set();
const resize = new ResizeObserver((entries) => {
  for (const entry of entries) {
    for (const item of live) {
      if (item.box === entry.target) item.chart.setSize(sizeOf(item.box));
    }
  }
});

/** @param {HTMLElement} box */
function sizeOf(box) {
  return {
    width: Math.max(240, Math.floor(box.clientWidth)),
    height: box.classList.contains('tall') ? 320 : 220,
  };
}

/** The theme's colours, from the CSS custom properties of the page. */
function palette() {
  const style = getComputedStyle(document.documentElement);
  const read = (/** @type {string} */ name) => style.getPropertyValue(name).trim();
  return {
    text: read('--muted'),
    grid: read('--grid'),
    series: [1, 2, 3, 4, 5, 6].map((index) => read(`--series-${index}`)),
    trips: [0, 1, 2, 3, 4, 5].map((index) => read(`--trip-${index}`)),
    danger: read('--danger'),
  };
}

/** Destroys the charts a render took off the page. */
export function dropDetachedCharts() {
  for (const item of live) {
    if (item.box.isConnected) continue;
    resize.unobserve(item.box);
    item.chart.destroy();
    live.delete(item);
  }
}

/** Splits of a category axis: every label when they fit, else every n-th. @param {number} count @param {number} width */
function categorySplits(count, width) {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 64))));
  const splits = [];
  for (let index = 0; index < count; index += step) splits.push(index);
  return splits;
}

/**
 * Draws a chart with uPlot over categories (days, tools): one value per label and series. `bars` draws bars
 * (overlaid, the later series in front), `stacked` stacks them (each segment one series), `integer` keeps
 * the value axis on whole numbers.
 * @param {HTMLElement} box
 * @param {{ label: string, values: number[], color?: string }[]} series
 * @param {{ labels: string[], bars?: boolean, stacked?: boolean, integer?: boolean, rotate?: boolean, format?: (value: number) => string, xLabel?: string }} options
 */
export function drawChart(box, series, options) {
  const colors = palette();
  const axis = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    font: '12px system-ui, sans-serif',
  };
  const format = options.format ?? ((value) => String(value));
  const labels = options.labels;
  const x = labels.map((_label, index) => index);
  // Stacked: each series drawn as the sum of itself and those after it, front to back, so its own segment shows.
  const drawn = options.stacked
    ? series.map((_item, index) =>
        labels.map((_label, at) =>
          series.slice(index).reduce((sum, item) => sum + (item.values[at] ?? 0), 0),
        ),
      )
    : series.map((item) => item.values);
  const paths = options.bars ? uPlot.paths.bars({ size: [0.72, 56], gap: 1 }) : undefined;
  const chart = new uPlot(
    {
      ...sizeOf(box),
      // The legend shows the hovered label's values, also for a single series.
      legend: { show: true, live: true },
      cursor: { points: { size: 6 }, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
        // Amounts start at 0: a bar or line cut off above 0 makes a small change look large.
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] },
      },
      axes: [
        {
          ...axis,
          rotate: options.rotate ? -35 : 0,
          size: options.rotate ? 86 : 36,
          splits: (u) => categorySplits(labels.length, u.bbox.width / devicePixelRatio),
          values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
        },
        {
          ...axis,
          size: 60,
          ...(options.integer
            ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] }
            : {}),
          values: (_u, splits) => splits.map(format),
        },
      ],
      series: [
        { label: options.xLabel ?? 'day', value: (_u, index) => labels[index] ?? '' },
        ...series.map((item, index) => {
          const color = item.color ?? colors.series[index % colors.series.length];
          return {
            label: item.label,
            stroke: color,
            width: options.bars ? 0 : 2,
            fill: options.bars ? color : `${color}22`,
            points: { show: !options.bars && labels.length < 60, size: 5 },
            value: (_u, _value, _series, at) => (at === null ? '' : format(item.values[at] ?? 0)),
            ...(paths ? { paths } : {}),
          };
        }),
      ],
    },
    [x, ...drawn],
    box,
  );
  live.add({ chart, box });
  resize.observe(box);
  return chart;
}

/** Palette colour for a trip code, stable across charts and chips. @param {string} code */
export function codeColorIndex(code) {
  const known = [
    'GUARD_LOOP_DETECTED',
    'GUARD_ROUND_LIMIT',
    'GUARD_BUDGET_LIMIT',
    'GUARD_RETRY_STORM',
    'GUARD_TOKEN_LIMIT',
    'GUARD_TIME_LIMIT',
  ];
  const index = known.indexOf(code);
  return index === -1 ? 5 : index;
}

/** @param {string} code */
export function codeColor(code) {
  return palette().trips[codeColorIndex(code)];
}
