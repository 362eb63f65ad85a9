// Built from dashboard/src by `npm run bundle:dashboard` (esbuild): edit the sources, not this file.

// dashboard/src/api.js
var ApiError = class extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} details
   */
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
};
function queryOf(params) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}
function apiPath(route2, params = {}) {
  return `api/${route2}${queryOf(params)}`;
}
var REQUEST_INIT = (
  /** @type {RequestInit} */
  {
    headers: { accept: "application/json" },
    credentials: "same-origin"
  }
);
function takeEarly(path) {
  const early = globalThis.loopguardEarly;
  if (!early || early.path !== path) return void 0;
  globalThis.loopguardEarly = void 0;
  return early.response;
}
async function getJson(route2, params = {}) {
  const path = apiPath(route2, params);
  const response = await (takeEarly(path) ?? fetch(path, REQUEST_INIT));
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? "HTTP",
      error.message ?? `HTTP ${response.status}`,
      error
    );
  }
  return body;
}

// dashboard/src/charts.js
function chartsReady() {
  if ("uPlot" in globalThis) return Promise.resolve();
  const script = (
    /** @type {HTMLScriptElement} */
    document.getElementById("uplot")
  );
  return new Promise((resolve, reject) => {
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error("the chart library did not load")), {
      once: true
    });
  });
}
var live = /* @__PURE__ */ new Set();
var resize = new ResizeObserver((entries) => {
  for (const entry of entries) {
    for (const item of live) {
      if (item.box === entry.target) item.chart.setSize(sizeOf(item.box));
    }
  }
});
function sizeOf(box) {
  return {
    width: Math.max(240, Math.floor(box.clientWidth)),
    height: box.classList.contains("tall") ? 320 : 220
  };
}
function palette() {
  const style = getComputedStyle(document.documentElement);
  const read = (name) => style.getPropertyValue(name).trim();
  return {
    text: read("--muted"),
    grid: read("--grid"),
    series: [1, 2, 3, 4, 5, 6].map((index) => read(`--series-${index}`)),
    trips: [0, 1, 2, 3, 4, 5].map((index) => read(`--trip-${index}`)),
    danger: read("--danger")
  };
}
function dropDetachedCharts() {
  for (const item of live) {
    if (item.box.isConnected) continue;
    resize.unobserve(item.box);
    item.chart.destroy();
    live.delete(item);
  }
}
function categorySplits(count, width) {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 64))));
  const splits = [];
  for (let index = 0; index < count; index += step) splits.push(index);
  return splits;
}
function drawChart(box, series, options) {
  const colors = palette();
  const axis = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
    font: "12px system-ui, sans-serif"
  };
  const format = options.format ?? ((value) => String(value));
  const labels = options.labels;
  const x = labels.map((_label, index) => index);
  const drawn = options.stacked ? series.map(
    (_item, index) => labels.map(
      (_label, at) => series.slice(index).reduce((sum, item) => sum + (item.values[at] ?? 0), 0)
    )
  ) : series.map((item) => item.values);
  const paths = options.bars ? uPlot.paths.bars({ size: [0.72, 56], gap: 1 }) : void 0;
  const chart = new uPlot(
    {
      ...sizeOf(box),
      // The legend shows the hovered label's values, also for a single series.
      legend: { show: true, live: true },
      cursor: { points: { size: 6 }, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
        // Amounts start at 0: a bar or line cut off above 0 makes a small change look large.
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] }
      },
      axes: [
        {
          ...axis,
          rotate: options.rotate ? -35 : 0,
          size: options.rotate ? 86 : 36,
          splits: (u) => categorySplits(labels.length, u.bbox.width / devicePixelRatio),
          values: (_u, splits) => splits.map((index) => labels[index] ?? "")
        },
        {
          ...axis,
          size: 60,
          ...options.integer ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4] } : {},
          values: (_u, splits) => splits.map(format)
        }
      ],
      series: [
        { label: options.xLabel ?? "day", value: (_u, index) => labels[index] ?? "" },
        ...series.map((item, index) => {
          const color = item.color ?? colors.series[index % colors.series.length];
          return {
            label: item.label,
            stroke: color,
            width: options.bars ? 0 : 2,
            fill: options.bars ? color : `${color}22`,
            points: { show: !options.bars && labels.length < 60, size: 5 },
            value: (_u, _value, _series, at) => at === null ? "" : format(item.values[at] ?? 0),
            ...paths ? { paths } : {}
          };
        })
      ]
    },
    [x, ...drawn],
    box
  );
  live.add({ chart, box });
  resize.observe(box);
  return chart;
}
function codeColorIndex(code) {
  const known = [
    "GUARD_LOOP_DETECTED",
    "GUARD_ROUND_LIMIT",
    "GUARD_BUDGET_LIMIT",
    "GUARD_RETRY_STORM",
    "GUARD_TOKEN_LIMIT",
    "GUARD_TIME_LIMIT"
  ];
  const index = known.indexOf(code);
  return index === -1 ? 5 : index;
}
function codeColor(code) {
  return palette().trips[codeColorIndex(code)];
}

// dashboard/src/dom.js
function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === void 0 || value === false) continue;
    if (name === "class") element.className = String(value);
    else if (name === "text") element.textContent = String(value);
    else if (name === "dataset") Object.assign(element.dataset, value);
    else if (name === "style") Object.assign(element.style, value);
    else if (name.startsWith("on")) {
      if (typeof value === "function")
        element.addEventListener(
          name.slice(2),
          /** @type {EventListener} */
          value
        );
    } else element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}
function append(parent, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === void 0 || child === false) continue;
    parent.append(child instanceof Node ? child : String(child));
  }
}
function table({ caption, columns, rows, cells, rowProps, pageSize }) {
  const row = (item, index) => h(
    "tr",
    rowProps ? rowProps(index) : {},
    (cells ? cells(item) : (
      /** @type {unknown[]} */
      item
    )).map(
      (cell, at) => h("td", { class: columns[at]?.numeric ? "num" : null }, cell)
    )
  );
  const step = pageSize ?? rows.length;
  const body = h("tbody", {}, rows.slice(0, step).map(row));
  const wrap = h(
    "div",
    { class: "table-wrap", tabindex: "0", role: "region", "aria-label": caption },
    h(
      "table",
      {},
      h("caption", { text: caption }),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          columns.map(
            (column) => h("th", { scope: "col", class: column.numeric ? "num" : null, text: column.label })
          )
        )
      ),
      body
    )
  );
  if (rows.length <= step) return wrap;
  let shown = step;
  const more = h("button", { type: "button", class: "more", dataset: { more: "" } });
  const label = () => {
    const next = Math.min(step, rows.length - shown);
    more.textContent = `Show ${next} more (${rows.length - shown} of ${rows.length} not shown)`;
  };
  label();
  more.addEventListener("click", () => {
    append(
      body,
      rows.slice(shown, shown + step).map((item, offset) => row(item, shown + offset))
    );
    shown += step;
    if (shown < rows.length) label();
    else {
      more.remove();
      wrap.focus();
    }
  });
  return h("div", { class: "paged-table" }, wrap, more);
}
function notice(kind, ...children) {
  return h("p", { class: `notice ${kind}`, role: kind === "error" ? "alert" : null }, ...children);
}

// dashboard/src/route.js
var FILTERS = ["since", "until", "agent", "taskType", "model"];
var TITLES = {
  daily: "Daily",
  runs: "Runs",
  trips: "Trips",
  observed: "Would have stopped",
  budgets: "Budgets now",
  tools: "Tools",
  calibration: "Calibration",
  trace: "Trace"
};
var RANGES = (
  /** @type {const} */
  [
    { figure: "Calls", label: "Calls", whole: true },
    { figure: "Tokens", label: "Tokens", whole: true },
    { figure: "Cost", label: "Cost", whole: false },
    { figure: "Trips", label: "Halting trips", whole: true },
    { figure: "Duration", label: "Duration (ms)", whole: false }
  ]
);
var RUN_PARAMS = [
  "state",
  "tripped",
  "search",
  "sort",
  ...RANGES.flatMap(({ figure }) => [`min${figure}`, `max${figure}`]),
  "after"
];
var FILTERED = ["daily", "runs", "trips", "observed", "tools", "calibration"];
function routeOf(hash) {
  const [path = "", search = ""] = hash.replace(/^#\/?/, "").split("?");
  const name = Object.hasOwn(TITLES, path) ? path : "daily";
  return { name, params: new URLSearchParams(search) };
}
function filtersOf(params, name) {
  const filters = {};
  for (const field of name === "runs" ? [...FILTERS, ...RUN_PARAMS] : FILTERS)
    filters[field] = params.get(field) || void 0;
  return filters;
}
function viewRequest(name, filters, task) {
  if (name === "daily") return ["daily", filters];
  if (name === "runs") return ["runs", filters];
  if (name === "observed") return ["observed", { ...filters, limit: "100" }];
  if (name === "budgets") return ["budgets", {}];
  if (name === "trips") return ["trips", { ...filters, limit: "100" }];
  if (name === "tools") return ["tools", filters];
  if (name === "calibration") return ["calibration", { since: filters.since, until: filters.until }];
  return task ? ["trace", { task }] : void 0;
}

// dashboard/src/format.js
function formatMoney(value) {
  return value >= 100 ? value.toFixed(2) : value >= 1 ? value.toFixed(3) : value.toFixed(4);
}
var integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
function formatCount(value) {
  return integer.format(value);
}
function formatMs(value) {
  if (value === null || value === void 0) return "";
  if (value < 1e3) return `${Math.round(value)} ms`;
  if (value < 6e4) return `${(value / 1e3).toFixed(1)} s`;
  const minutes = Math.floor(value / 6e4);
  return `${minutes} min ${Math.round(value % 6e4 / 1e3)} s`;
}
function formatTime(timestamp) {
  return new Date(timestamp).toISOString().replace("T", " ").slice(0, 19);
}
function shortCode(code) {
  return (code ?? "?").replace(/^GUARD_/, "");
}

// dashboard/src/view-budgets.js
async function renderBudgets(view2) {
  const { day, limits, scopes, source, fleet, needsGateway } = await getJson(...viewRequest("budgets", {}));
  const money = (value, currency) => value === null ? h("span", { class: "muted", text: "—" }) : `${formatMoney(value)} ${currency ?? ""}`;
  view2.replaceChildren(
    limits ? notice(
      "info",
      source === "ledger" && fleet ? `Budgets of the gateway policy, in USD, for ${day} (UTC), from the fleet’s shared budget ledger now: every scope with spending or reservations today, whichever gateway made them, with spent, reserved by calls in flight, and left.` : source === "ledger" ? `Budgets of the gateway policy, in USD, for ${day} (UTC), from the gateway’s budget ledger now: spent, reserved by calls in flight, and left.` : source === "runs" ? `Budgets of the gateway policy for ${day} (UTC): its policy has no shared budget, so each running run is shown with what it spent, what its calls in flight hold (from the run’s own guard) and what is left.` : `Budgets of the gateway policy, in USD, for ${day} (UTC). Spent is from the stored events.`
    ) : notice(
      "warning",
      `No budgets given: spent only, for ${day} (UTC). Start the dashboard with `,
      h("code", { text: "--gateway-policy <file>" }),
      " to compare with the policy’s shared budgets."
    ),
    fleet && !fleet.complete ? notice(
      "warning",
      `The shared ledger holds more scopes than this view lists: this gateway’s own, then the fleet’s with the most money first.`
    ) : "",
    h(
      "section",
      { class: "panel" },
      table({
        caption: `Budget scopes on ${day}: spent, reserved, limit and left`,
        columns: [
          { label: "Scope" },
          { label: "Name" },
          { label: "Spent", numeric: true },
          { label: "Reserved", numeric: true },
          { label: "Limit", numeric: true },
          { label: "Left", numeric: true },
          { label: "Used" }
        ],
        rows: scopes,
        cells: (scope) => {
          const used = (scope.spent ?? 0) + (scope.reserved ?? 0);
          const share = scope.limit ? Math.min(1, used / scope.limit) : null;
          return [
            scope.scope,
            h("code", { text: scope.name }),
            h(
              "span",
              { dataset: { field: "spent", value: String(scope.spent) } },
              money(scope.spent, scope.currency)
            ),
            scope.reserved === null ? h("span", { class: "muted", title: "needs the gateway", text: "needs the gateway" }) : h(
              "span",
              { dataset: { field: "reserved", value: String(scope.reserved) } },
              money(scope.reserved, "USD")
            ),
            money(scope.limit, "USD"),
            h("span", { dataset: { field: "left" } }, money(scope.left, "USD")),
            share === null ? "" : h(
              "span",
              {
                class: `meter${share >= 1 ? " full" : share >= 0.8 ? " high" : ""}`,
                title: `${Math.round(share * 100)}%`
              },
              h("span", { class: "meter-bar", style: { width: `${(share * 100).toFixed(1)}%` } })
            )
          ];
        },
        rowProps: (index) => ({ dataset: { scope: scopes[index].scope } })
      })
    ),
    needsGateway ? h(
      "section",
      { class: "panel notes" },
      h("h2", { text: "Needs the gateway" }),
      h(
        "ul",
        {},
        h("li", {}, h("strong", { text: "Reserved: " }), needsGateway.reserved),
        h("li", {}, h("strong", { text: "Task: " }), needsGateway.task),
        h("li", {}, h("strong", { text: "Key per day: " }), needsGateway.keyPerDay)
      )
    ) : ""
  );
}

// dashboard/src/view-calibration.js
function spreadText(spread, format) {
  return spread ? `${format(spread.p50)} / ${format(spread.high)} / ${format(spread.max)}` : "";
}
var whole = (value) => String(Math.round(value));
async function renderCalibration(view2, filters) {
  const result = await getJson(...viewRequest("calibration", filters));
  if (!result.overall) {
    view2.replaceChildren(notice("info", "No completed runs in this period: nothing to calibrate."));
    return;
  }
  const p = `p${result.percentile}`;
  const warnings = [
    ...result.tooWide.map(
      (line) => h("li", { dataset: { warning: "too-wide" } }, h("strong", { text: "Far too wide: " }), line)
    ),
    ...result.neverTripped.length > 0 ? [
      h(
        "li",
        { dataset: { warning: "never-tripped" } },
        h("strong", { text: "Never tripped in this period: " }),
        result.neverTripped.join(", ")
      )
    ] : [],
    ...Object.entries(result.otherCurrencies).map(
      ([currency, runs]) => h(
        "li",
        {},
        `Left out of the cost figures: ${runs} run(s) that spent ${currency}; the policy is in ${result.currency}.`
      )
    )
  ];
  const groups = [...result.groups, { ...result.overall, agentName: "(all)", taskType: "" }];
  view2.replaceChildren(
    warnings.length > 0 ? h(
      "section",
      { class: "panel warnings", "aria-label": "Warnings" },
      h("h2", { text: "Limits to look at" }),
      h("ul", {}, warnings)
    ) : notice("info", "Every limit is within 3× of what the runs use, and each has tripped in this period."),
    h(
      "section",
      { class: "panel" },
      h("h2", { text: `Suggested policy (${p} × ${result.factor})` }),
      h("pre", { class: "policy", tabindex: "0", text: JSON.stringify(result.suggested, null, 2) }),
      result.leftOut.length > 0 ? h(
        "ul",
        { class: "notes" },
        result.leftOut.map((line) => h("li", { text: `Left out: ${line}` }))
      ) : null,
      result.callReservation !== null && result.suggested.maxCost !== void 0 ? h("p", {
        class: "muted",
        text: `maxCost includes ${formatMoney(result.callReservation)} ${result.currency}, the worst case the guard reserves before the largest call seen.`
      }) : null
    ),
    h(
      "section",
      { class: "panel" },
      table({
        caption: `Completed runs by agent and task type: p50 / ${p} / max`,
        columns: [
          { label: "Agent" },
          { label: "Task type" },
          { label: "Runs", numeric: true },
          { label: "Rounds", numeric: true },
          { label: "Duration ms", numeric: true },
          { label: "Tokens", numeric: true },
          { label: "Cost", numeric: true }
        ],
        rows: groups.map((group) => [
          group.agentName ?? "",
          group.taskType ?? "",
          String(group.runs),
          spreadText(group.rounds, whole),
          spreadText(group.durationMs, whole),
          spreadText(group.tokens, whole),
          spreadText(group.cost, formatMoney)
        ])
      })
    )
  );
}

// dashboard/src/first-events.js
function firstEvents() {
  return h(
    "section",
    { class: "panel first-events", dataset: { empty: "" } },
    h("h2", { text: "No LLM calls stored yet" }),
    h("p", { text: "Send the first events to this store, in one of three ways:" }),
    h(
      "ol",
      {},
      h(
        "li",
        {},
        "Through the gateway, for an agent in any language: ",
        h(
          "pre",
          {},
          h("code", {
            text: "npx loopguard proxy --db ./loopguard.db\nOPENAI_BASE_URL=http://127.0.0.1:8787/v1 python3 my_agent.py"
          })
        )
      ),
      h(
        "li",
        {},
        "From TypeScript, with the guard writing to a store: ",
        h(
          "pre",
          {},
          h("code", {
            text: "import { createSqliteSink } from 'loopguard/stores/sqlite';\nconst sink = createSqliteSink({ path: './loopguard.db' });\nconst guard = createGuard({ onEvent: sink.listener });"
          })
        )
      ),
      h(
        "li",
        {},
        "From recorded runs: ",
        h("pre", {}, h("code", { text: "npx loopguard replay runs.jsonl --db ./loopguard.db" }))
      )
    ),
    h("p", { class: "muted", text: "This page updates by itself as soon as the first events arrive." })
  );
}

// dashboard/src/view-daily.js
function codeChip(code, text) {
  return h("span", { class: `chip c${codeColorIndex(code)}`, dataset: { code }, title: code }, text);
}
function tripChips(trips) {
  return Object.entries(trips).sort(([a], [b]) => a.localeCompare(b)).map(
    ([code, count]) => h(
      "span",
      { class: `chip c${codeColorIndex(code)}`, dataset: { code, count: String(count) }, title: code },
      `${shortCode(code)} ${count}`
    )
  );
}
function card(label, value, hint, key) {
  return h(
    "div",
    { class: "card", dataset: { card: key ?? label } },
    h("div", { class: "card-label", text: label }),
    h("div", { class: "card-value" }, value),
    hint ? h("div", { class: "card-hint", text: hint }) : null
  );
}
var TABLE_PAGE_ROWS = 100;
function chartBox(title, note) {
  const box = h("div", { class: "chart" });
  const figure = h(
    "figure",
    { class: "panel chart-panel" },
    h("figcaption", {}, h("h2", { text: title }), note ? h("span", { class: "muted", text: note }) : null),
    box
  );
  return { figure, box };
}
async function renderDaily(view2, filters, onChoices) {
  const [data] = await Promise.all([getJson(...viewRequest("daily", filters)), chartsReady()]);
  onChoices(data.choices);
  const rows = data.rows;
  if (rows.length === 0) {
    const filtered = Object.values(filters).some((value) => value);
    view2.replaceChildren(
      filtered ? notice("info", "No LLM calls in this period. Widen the dates or clear the filters.") : firstEvents()
    );
    return;
  }
  const series = data.series;
  const labels = series.dates.map((date) => date.slice(5));
  const tripTotals = (
    /** @type {Record<string, number>} */
    {}
  );
  for (const row of rows)
    for (const [code, count] of Object.entries(row.trips)) tripTotals[code] = (tripTotals[code] ?? 0) + count;
  const tripCount = Object.values(tripTotals).reduce((sum, count) => sum + count, 0);
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const tokens = rows.reduce((sum, row) => sum + row.tokens, 0);
  const priced = data.totals.filter(
    (total) => total.currency !== null
  );
  const cards = h(
    "section",
    { class: "cards", "aria-label": "Totals" },
    priced.length === 0 ? card("Estimated cost", "—", "no call had a known price", "cost") : priced.map(
      (total) => card(
        `Estimated cost (${total.currency})`,
        formatMoney(total.cost),
        `${formatCount(total.calls)} priced calls`,
        `cost-${total.currency}`
      )
    ),
    card(
      "LLM calls",
      formatCount(calls),
      `${series.dates.length} day${series.dates.length === 1 ? "" : "s"}`,
      "calls"
    ),
    card(
      "Tokens",
      formatCount(tokens),
      calls > 0 ? `${formatCount(tokens / calls)} per call` : void 0,
      "tokens"
    ),
    card("Guard trips", formatCount(tripCount), tripCount === 0 ? "none in this period" : void 0, "trips")
  );
  const cost = chartBox("Cost per day", priced.length > 1 ? "one line per currency, never added" : void 0);
  const tokenChart = chartBox("Tokens per day");
  const tripChart = chartBox("Guard trips per day", "by code");
  const charts = h(
    "section",
    { class: "charts", "aria-label": "Charts" },
    cost.figure,
    tokenChart.figure,
    tripChart.figure
  );
  const newestFirst = rows.map((row, index) => ({ row, index })).sort((a, b) => b.row.date.localeCompare(a.row.date) || a.index - b.index).map(({ row }) => row);
  const dailyTable = table({
    caption: `Daily: ${rows.length} row${rows.length === 1 ? "" : "s"}, newest day first (date, task type, agent, currency)`,
    pageSize: TABLE_PAGE_ROWS,
    columns: [
      { label: "Date" },
      { label: "Task type" },
      { label: "Agent" },
      { label: "LLM calls", numeric: true },
      { label: "Tokens", numeric: true },
      { label: "Est. cost", numeric: true },
      { label: "Currency" },
      { label: "Guard trips" }
    ],
    rows: newestFirst,
    cells: (row) => [
      row.date,
      row.taskType ?? h("span", { class: "muted", text: "—" }),
      row.agentName ?? h("span", { class: "muted", text: "—" }),
      h("span", { dataset: { field: "calls", value: String(row.calls) }, text: formatCount(row.calls) }),
      h("span", { dataset: { field: "tokens", value: String(row.tokens) }, text: formatCount(row.tokens) }),
      row.currency === null && row.cost === 0 ? "" : h("span", { dataset: { field: "cost", value: String(row.cost) }, text: formatMoney(row.cost) }),
      row.currency ?? "",
      h("span", { class: "chips" }, tripChips(row.trips))
    ],
    rowProps: (index) => ({ dataset: { row: String(index) } })
  });
  const groupCharts = {
    agentCost: chartBox("Cost by agent", "hover a bar for its value"),
    agentTrips: chartBox("Trips by agent"),
    modelCost: chartBox("Cost by model"),
    modelTrips: chartBox("Trips by model")
  };
  const byGroup = h(
    "section",
    { class: "charts pairs", "aria-label": "By agent and by model" },
    Object.values(groupCharts).map((chart) => chart.figure)
  );
  view2.replaceChildren(cards, charts, byGroup);
  drawGroupCharts(groupCharts, data.byAgent, data.byModel);
  const costSeries = Object.entries(series.costs).map(([currency, values]) => ({ label: currency, values }));
  drawChart(
    cost.box,
    costSeries.length > 0 ? costSeries : [{ label: "cost", values: series.dates.map(() => 0) }],
    { labels, format: formatMoney }
  );
  drawChart(tokenChart.box, [{ label: "tokens", values: series.tokens }], {
    labels,
    bars: true,
    format: compact
  });
  const codes = Object.keys(series.trips).sort();
  drawChart(
    tripChart.box,
    codes.length > 0 ? codes.map((code) => ({ label: shortCode(code), values: series.trips[code], color: codeColor(code) })) : [{ label: "trips", values: series.dates.map(() => 0) }],
    { labels, bars: true, stacked: true, integer: true, format: (value) => String(Math.round(value)) }
  );
  view2.append(h("section", { class: "panel" }, dailyTable));
}
var compactFormat = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
function compact(value) {
  return compactFormat.format(value);
}
function drawGroupCharts(boxes, byAgent, byModel) {
  const totals = (
    /** @type {Record<string, number>} */
    {}
  );
  for (const group of byAgent)
    for (const [currency2, cost] of Object.entries(group.costs))
      totals[currency2] = (totals[currency2] ?? 0) + cost;
  const currency = Object.entries(totals).sort((a, b) => b[1] - a[1])[0]?.[0];
  const label = (name) => name ?? "(none)";
  for (
    const [groups, costBox, tripBox] of
    /** @type {const} */
    [
      [byAgent, boxes.agentCost.box, boxes.agentTrips.box],
      [byModel, boxes.modelCost.box, boxes.modelTrips.box]
    ]
  ) {
    const labels = groups.map((group) => label(group.name));
    const rotate = labels.length > 6 || labels.some((text) => text.length > 10);
    drawChart(
      costBox,
      [
        {
          label: currency ?? "cost",
          values: groups.map((group) => currency ? group.costs[currency] ?? 0 : 0)
        }
      ],
      { labels, bars: true, rotate, format: formatMoney, xLabel: "name" }
    );
    drawChart(
      tripBox,
      [
        {
          label: "trips",
          values: groups.map((group) => group.trips),
          color: codeColor("GUARD_LOOP_DETECTED")
        }
      ],
      {
        labels,
        bars: true,
        rotate,
        integer: true,
        format: (value) => String(Math.round(value)),
        xLabel: "name"
      }
    );
  }
}

// dashboard/src/view-observed.js
async function renderObserved(view2, filters, onChoices) {
  const { trips, runs, savedOver, saved, choices } = await getJson(...viewRequest("observed", filters));
  onChoices(choices);
  if (runs === 0) {
    view2.replaceChildren(
      notice(
        "info",
        "No would-have-stopped trips in this period. Observe-only mode records them: the guard watches, counts ",
        "what it would have stopped, and refuses nothing."
      )
    );
    return;
  }
  const over = savedOver < runs ? `over the latest ${formatCount(savedOver)} of them` : "stopping each at its first";
  const card2 = (label, value, hint, key) => h(
    "div",
    { class: "card", dataset: { card: key } },
    h("div", { class: "card-label", text: label }),
    h("div", { class: "card-value", text: value }),
    h("div", { class: "card-hint", text: hint })
  );
  const calls = saved.reduce((sum, row) => sum + row.calls, 0);
  view2.replaceChildren(
    h(
      "section",
      { class: "cards", "aria-label": "Would have saved" },
      card2("Runs it would have stopped", formatCount(runs), "observe-only: nothing was refused", "runs"),
      card2("Calls it would have saved", formatCount(calls), over, "calls"),
      ...saved.length === 0 ? [card2("Money it would have saved", "0", "no call came after a trip", "cost")] : saved.map(
        (row) => card2(
          `Money it would have saved (${row.currency ?? "unpriced"})`,
          formatMoney(row.cost),
          over,
          `cost-${row.currency ?? "none"}`
        )
      )
    ),
    h(
      "section",
      { class: "panel" },
      table({
        caption: `Latest ${trips.length} would-have-stopped trips, newest first (not counted as trips)`,
        columns: [
          { label: "When (UTC)" },
          { label: "Code" },
          { label: "Agent" },
          { label: "Task" },
          { label: "Round", numeric: true },
          { label: "Evidence" },
          { label: "Calls after", numeric: true },
          { label: "Cost after", numeric: true }
        ],
        rows: trips,
        cells: (trip) => [
          h("time", { datetime: new Date(trip.at).toISOString(), text: formatTime(trip.at) }),
          codeChip(trip.code ?? "?", shortCode(trip.code)),
          trip.agentName ?? "",
          h("a", {
            href: `#/trace?task=${encodeURIComponent(trip.taskId)}&run=${encodeURIComponent(trip.runId)}`,
            class: "task-link",
            dataset: { task: trip.taskId },
            text: trip.taskId
          }),
          String(trip.round),
          h(
            "div",
            { class: "evidence" },
            trip.detector ? h("span", { class: "detector", text: trip.detector }) : null,
            h("span", { text: trip.message ?? "" })
          ),
          h("span", { dataset: { field: "saved-calls" }, text: formatCount(trip.savedCalls) }),
          h("span", {
            dataset: { field: "saved-cost", value: String(trip.savedCost) },
            text: `${formatMoney(trip.savedCost)} ${trip.currency ?? ""}`
          })
        ]
      })
    )
  );
}

// dashboard/src/run-form.js
function rangeFields({ figure, label, whole: whole2 }, filters) {
  const input = (end) => h("input", {
    name: `${end}${figure}`,
    type: "number",
    min: "0",
    step: whole2 ? "1" : "any",
    inputmode: whole2 ? "numeric" : "decimal",
    placeholder: end,
    "aria-label": `${label}, ${end === "min" ? "at least" : "at most"}`,
    value: filters[`${end}${figure}`] ?? ""
  });
  return h(
    "div",
    { class: "run-range", role: "group", "aria-label": label, dataset: { range: figure } },
    h("span", { text: label }),
    h(
      "span",
      { class: "run-range-fields" },
      input("min"),
      h("span", { "aria-hidden": "true", text: "–" }),
      input("max")
    )
  );
}
function runForm(filters) {
  const select = (name, label, options) => h(
    "label",
    {},
    `${label} `,
    h(
      "select",
      { name },
      options.map(
        ([value, text]) => h("option", { value, text, selected: (filters[name] ?? "") === value })
      )
    )
  );
  const form2 = h(
    "form",
    {
      class: "run-form",
      role: "search",
      "aria-label": "Runs",
      onsubmit: (event) => {
        event.preventDefault();
        const data = new FormData(
          /** @type {HTMLFormElement} */
          form2
        );
        const params = { ...filters, after: void 0 };
        for (const name of RUN_PARAMS.filter((param) => param !== "after"))
          params[name] = String(data.get(name) ?? "").trim();
        location.hash = `#/runs${queryOf(params)}`;
      }
    },
    h(
      "label",
      {},
      "Task or run id ",
      h("input", {
        name: "search",
        type: "search",
        autocomplete: "off",
        spellcheck: "false",
        value: filters.search ?? ""
      })
    ),
    select("state", "State", [
      ["", "any"],
      ["running", "running"],
      ["completed", "completed"],
      ["failed", "failed"],
      ["abandoned", "abandoned"]
    ]),
    select("tripped", "Trips", [
      ["", "any"],
      ["yes", "tripped"],
      ["no", "not tripped"]
    ]),
    select("sort", "Order", [
      ["", "newest first"],
      ["cost", "dearest first"],
      ["duration", "longest first"]
    ]),
    RANGES.map((range) => rangeFields(range, filters)),
    h("button", { type: "submit", class: "primary", text: "Search" })
  );
  return form2;
}

// dashboard/src/view-runs.js
var traceLink = (taskId, runId) => `#/trace?task=${encodeURIComponent(taskId)}&run=${encodeURIComponent(runId)}`;
var COLUMNS = [
  { label: "Run" },
  { label: "Task" },
  { label: "Agent" },
  { label: "Model" },
  { label: "State" },
  { label: "Calls", numeric: true },
  { label: "Tokens", numeric: true },
  { label: "Cost", numeric: true },
  { label: "Trips" },
  { label: "Started (UTC)" },
  { label: "Duration", numeric: true }
];
function runCells(run) {
  const muted = (text) => h("span", { class: "muted", text });
  return [
    h("a", {
      href: traceLink(run.taskId, run.runId),
      class: "task-link",
      dataset: { run: run.runId, task: run.taskId },
      text: run.runId
    }),
    h("code", { text: run.taskId }),
    run.agentName ?? muted("—"),
    run.model ?? muted("—"),
    h("span", { class: `state ${run.state}`, text: run.state }),
    h("span", { dataset: { field: "calls" }, text: formatCount(run.calls) }),
    formatCount(run.tokens),
    run.cost === null ? "" : h("span", {
      dataset: { field: "cost", value: String(run.cost) },
      text: `${formatMoney(run.cost)} ${run.currency ?? ""}`
    }),
    h(
      "span",
      { class: "chips" },
      run.code ? codeChip(run.code, shortCode(run.code)) : null,
      run.observedTrips > 0 ? h("span", {
        class: "chip observed",
        title: "would-have-stopped trips (observe-only mode)",
        text: `observed ${run.observedTrips}`
      }) : null
    ),
    h("time", { datetime: new Date(run.startedAt).toISOString(), text: formatTime(run.startedAt) }),
    h("span", {
      dataset: { field: "duration", value: String(run.durationMs) },
      text: formatMs(run.durationMs)
    })
  ];
}
async function renderRuns(view2, filters, onChoices) {
  const { rows, next, running, choices } = await getJson(...viewRequest("runs", filters));
  onChoices(choices);
  const parts = [runForm(filters)];
  if (running.length > 0)
    parts.push(
      h(
        "section",
        { class: "panel", dataset: { section: "running" } },
        table({
          caption: `Running now: ${running.length} (started among the latest events, no end yet)`,
          columns: COLUMNS,
          rows: running,
          cells: runCells
        })
      )
    );
  if (rows.length === 0 && running.length === 0) {
    parts.push(notice("info", "No run matches. Widen the dates, clear the filters or the search."));
    view2.replaceChildren(...parts);
    return;
  }
  if (filters.state !== "running") {
    const order = filters.sort === "cost" ? "dearest first" : filters.sort === "duration" ? "longest first" : "newest first";
    const pager = h(
      "nav",
      { class: "pager", "aria-label": "Pages of runs" },
      filters.after ? h("a", {
        class: "button",
        href: `#/runs${queryOf({ ...filters, after: void 0 })}`,
        text: "⇤ First page"
      }) : null,
      filters.after ? h("button", { type: "button", onclick: () => history.back(), text: "← Previous" }) : null,
      next ? h("a", {
        class: "button",
        href: `#/runs${queryOf({ ...filters, after: next })}`,
        dataset: { next: "" },
        text: "Next page →"
      }) : h("span", { class: "muted", text: "last page" })
    );
    parts.push(
      h(
        "section",
        { class: "panel", dataset: { section: "ended" } },
        rows.length === 0 ? notice("info", "No ended run matches.") : table({
          caption: `Ended runs, ${order}: ${rows.length} on this page`,
          columns: COLUMNS,
          rows,
          cells: runCells,
          rowProps: (index) => ({ dataset: { row: String(index) } })
        }),
        pager
      )
    );
  }
  view2.replaceChildren(...parts);
}

// dashboard/src/view-tools.js
var BUSIEST = 15;
async function renderTools(view2, filters, fillMenus) {
  const [{ rows, modelIgnored, choices, empty }] = await Promise.all([
    getJson(...viewRequest("tools", filters)),
    chartsReady()
  ]);
  fillMenus(choices);
  const modelNote = modelIgnored ? notice(
    "info",
    `Tool calls name no model (the LLM call that asked for them does): these tools are of every model, not only ${filters.model}.`
  ) : null;
  if (empty) {
    view2.replaceChildren(firstEvents());
    return;
  }
  if (rows.length === 0) {
    view2.replaceChildren(...modelNote ? [modelNote] : [], notice("info", "No tool calls in this period."));
    return;
  }
  const busiest = rows.slice(0, BUSIEST);
  const box = h("div", { class: "chart tall" });
  view2.replaceChildren(
    ...modelNote ? [modelNote] : [],
    h(
      "figure",
      { class: "panel chart-panel" },
      h(
        "figcaption",
        {},
        h("h2", { text: "Busiest tools" }),
        h("span", { class: "muted", text: `calls and repeated calls, top ${busiest.length}` })
      ),
      box
    ),
    h(
      "section",
      { class: "panel" },
      table({
        caption: `Tools: ${rows.length}, most called first`,
        columns: [
          { label: "Tool" },
          { label: "Calls", numeric: true },
          { label: "Distinct args", numeric: true },
          { label: "Repeated calls", numeric: true },
          { label: "Tokens", numeric: true },
          { label: "Avg latency", numeric: true },
          { label: "p95 latency", numeric: true },
          { label: "Failures", numeric: true }
        ],
        rows: rows.map((row) => [
          h("code", { text: row.tool }),
          formatCount(row.calls),
          formatCount(row.distinctArguments),
          row.repeatedCalls > 0 ? h("span", { class: "repeat-count", text: formatCount(row.repeatedCalls) }) : "0",
          formatCount(row.tokens),
          formatMs(row.averageLatencyMs),
          formatMs(row.p95LatencyMs),
          row.failures > 0 ? h("span", { class: "failure-count", text: formatCount(row.failures) }) : "0"
        ])
      })
    )
  );
  drawChart(
    box,
    [
      { label: "calls", values: busiest.map((row) => row.calls) },
      { label: "repeated", values: busiest.map((row) => row.repeatedCalls) }
    ],
    {
      labels: busiest.map((row) => row.tool),
      bars: true,
      rotate: busiest.length > 6,
      format: formatCount
    }
  );
}

// dashboard/src/trace-content.js
function contentOf(calls, rounds) {
  const repeatedTools = new Map(
    rounds.map((round) => [
      round.round,
      new Set(
        round.tools.filter((tool) => tool.signatureCount > 1).map((tool) => tool.tool)
      )
    ])
  );
  const replies = /* @__PURE__ */ new Set();
  const seenCalls = /* @__PURE__ */ new Set();
  const text = (value, kind) => h("pre", { class: `content-text ${kind}`, text: value });
  return h(
    "section",
    { class: "content", "aria-label": "Recorded content" },
    h("h3", { text: "Content (recorded, secrets scrubbed)" }),
    calls.map((call) => {
      const repeatedReply = call.reply !== null && replies.has(call.reply);
      if (call.reply !== null) replies.add(call.reply);
      const guardSaw = repeatedTools.get(call.round) ?? /* @__PURE__ */ new Set();
      const tools = call.toolCalls.map((tool) => {
        const key = `${tool.name}\0${tool.arguments}`;
        const repeat = seenCalls.has(key) && guardSaw.has(tool.name);
        seenCalls.add(key);
        return h(
          "li",
          {
            class: `content-tool${repeat ? " repeat" : ""}${tool.failed ? " failed" : ""}`,
            dataset: { tool: tool.name }
          },
          h("code", { class: "signature", text: `${tool.name}(${tool.arguments})` }),
          repeat ? h("span", { class: "badge repeat-badge", text: "repeat the guard saw" }) : null,
          tool.failed ? h("span", { class: "badge failed-badge", text: "failed" }) : null,
          tool.result === null ? h("span", { class: "muted", text: " no result recorded" }) : text(tool.result, "result")
        );
      });
      const marked = repeatedReply || tools.some((item) => item.classList.contains("repeat"));
      return h(
        "details",
        { class: `content-call${marked ? " repeat" : ""}`, dataset: { round: String(call.round) } },
        h(
          "summary",
          {},
          `Call ${call.round}: ${call.added.length} message${call.added.length === 1 ? "" : "s"} added, `,
          call.refused ? h("span", { class: "chip c0", text: `refused: ${shortCode(call.refused)}` }) : call.toolCalls.length > 0 ? `${call.toolCalls.length} tool call${call.toolCalls.length === 1 ? "" : "s"}` : "an answer",
          marked ? h("span", { class: "badge repeat-badge", text: "repeated" }) : null
        ),
        call.added.length > 0 ? h(
          "div",
          { class: "content-added" },
          h("h4", { text: "Added to the prompt" }),
          call.added.map(
            (message) => h(
              "div",
              { class: "content-message" },
              h("span", { class: "role", text: message.role }),
              text(message.text, "prompt")
            )
          )
        ) : null,
        call.reply !== null ? h(
          "div",
          { class: `content-reply${repeatedReply ? " repeat" : ""}` },
          h(
            "h4",
            {},
            "Reply",
            repeatedReply ? h("span", { class: "badge repeat-badge", text: "same as an earlier reply" }) : null
          ),
          text(call.reply, "reply")
        ) : null,
        tools.length > 0 ? h(
          "div",
          {},
          h("h4", { text: "Tool calls and results" }),
          h("ul", { class: "content-tools" }, tools)
        ) : null
      );
    })
  );
}

// dashboard/src/view-trace.js
var traceLink2 = (taskId) => `#/trace?task=${encodeURIComponent(taskId)}`;
function roundItem(round, span) {
  const left = span > 0 ? round.startMs / span * 100 : 0;
  const width = span > 0 ? Math.max(0.8, (round.endMs - round.startMs) / span * 100) : 100;
  const repeated = round.tools.some((tool) => tool.signatureCount > 1);
  const items = [
    h(
      "li",
      { class: `round${repeated ? " repeated" : ""}`, dataset: { round: String(round.round) } },
      h("span", { class: "round-number", "aria-label": `round ${round.round}`, text: String(round.round) }),
      h("span", { class: "round-time muted", text: `+${formatMs(round.startMs) || "0 ms"}` }),
      h(
        "span",
        { class: "lane", "aria-hidden": "true" },
        h("span", {
          class: "lane-bar",
          style: {
            left: `${Math.min(left, 99.2)}%`,
            width: `${Math.min(width, 100 - Math.min(left, 99.2))}%`
          }
        })
      ),
      h(
        "span",
        { class: "round-tools" },
        round.tools.length === 0 ? h("span", { class: "muted", text: "answer, no tool call" }) : round.tools.map(
          (tool) => h(
            "span",
            {
              class: `tool${tool.signatureCount > 1 ? " repeat" : ""}${tool.status === "failed" ? " failed" : ""}`,
              dataset: { signature: tool.signature ?? "" }
            },
            h("code", { class: "signature", text: tool.signature ?? tool.tool ?? "" }),
            tool.signatureCount > 1 ? h("span", {
              class: "badge repeat-badge",
              title: "this exact call was made more than once in the task",
              text: `repeated ×${tool.signatureCount}`
            }) : null,
            tool.status === "failed" ? h("span", { class: "badge failed-badge", text: "failed" }) : null,
            tool.latencyMs !== null ? h("span", { class: "muted", text: formatMs(tool.latencyMs) }) : null
          )
        )
      ),
      h(
        "span",
        { class: "round-figures num" },
        h("span", {
          text: round.billedTokens !== null ? `${formatCount(round.billedTokens)} tok` : round.estimatedTokens !== null ? `~${formatCount(round.estimatedTokens)} tok` : ""
        }),
        h("span", { text: round.cost !== null ? `${formatMoney(round.cost)} ${round.currency ?? ""}` : "" }),
        h("span", { class: "muted", text: round.latencyMs !== null ? formatMs(round.latencyMs) : "" })
      )
    )
  ];
  for (const trigger of round.triggers) {
    const halt = trigger.action === "halt";
    items.push(
      h(
        "li",
        { class: `trigger ${halt ? "halt" : "nudge"}`, dataset: { trip: trigger.code ?? "" } },
        h("span", { class: "round-number", "aria-hidden": "true", text: halt ? "■" : "!" }),
        h("span", {
          class: `chip c${codeColorIndex(trigger.code ?? "")}`,
          text: `${halt ? "tripped" : "nudged"}: ${shortCode(trigger.code)}`
        }),
        trigger.detector ? h("span", { class: "detector", text: trigger.detector }) : null,
        h("span", { class: "evidence", text: trigger.message ?? "" })
      )
    );
  }
  return items;
}
async function renderTrace(view2, taskId, runId) {
  const form2 = h(
    "form",
    {
      class: "trace-form",
      role: "search",
      onsubmit: (event) => {
        event.preventDefault();
        const value = (
          /** @type {HTMLInputElement} */
          form2.querySelector("input").value.trim()
        );
        if (value) location.hash = traceLink2(value);
      }
    },
    h(
      "label",
      {},
      "Task id ",
      h("input", {
        name: "task",
        type: "search",
        required: true,
        autocomplete: "off",
        spellcheck: "false",
        value: taskId ?? ""
      })
    ),
    h("button", { type: "submit", class: "primary", text: "Open trace" })
  );
  if (!taskId) {
    view2.replaceChildren(
      form2,
      notice("info", "Open a trace from a trip on the Trips view, or give a task id.")
    );
    return;
  }
  let trace;
  try {
    trace = await getJson(...viewRequest("trace", {}, taskId));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const similar = (
      /** @type {string[]} */
      error.details.similar ?? []
    );
    view2.replaceChildren(
      form2,
      notice(
        "warning",
        error.message,
        similar.length > 0 ? h(
          "span",
          {},
          ". Tasks with a similar id: ",
          similar.map((id, index) => [index > 0 ? ", " : "", h("a", { href: traceLink2(id), text: id })])
        ) : null
      )
    );
    return;
  }
  const runs = trace.runs.map(
    (run) => h(
      "section",
      { class: `panel run${run.runId === runId ? " focused" : ""}`, dataset: { run: run.runId } },
      h(
        "h2",
        {},
        "Run ",
        h("code", { text: run.runId }),
        run.agentName ? h("span", { class: "muted", text: ` · ${run.agentName}` }) : null,
        h("span", { class: `state ${run.state ?? "running"}`, text: run.state ?? "running" })
      ),
      h(
        "ol",
        { class: "timeline", "aria-label": `rounds of run ${run.runId}` },
        run.rounds.map((round) => roundItem(round, trace.spanMs))
      ),
      trace.contents?.[run.runId] ? contentOf(trace.contents[run.runId], run.rounds) : null
    )
  );
  view2.replaceChildren(
    form2,
    h(
      "section",
      { class: "panel" },
      h("h2", {}, "Task ", h("code", { class: "task-id", text: trace.taskId })),
      h("p", { class: "summary", text: trace.summary }),
      h("p", { class: "muted small", text: trace.tokensNote })
    ),
    ...runs,
    h(
      "section",
      { class: "panel" },
      table({
        caption: "Signatures, most repeated first",
        columns: [
          { label: "" },
          { label: "Count", numeric: true },
          { label: "Signature" },
          { label: "Rounds" }
        ],
        rows: trace.signatures.map((row) => [
          row.count > 1 ? h("span", { class: "badge repeat-badge", text: "REPEATED" }) : "",
          String(row.count),
          h("code", { text: row.signature }),
          row.rounds
        ])
      })
    )
  );
  view2.querySelector(".run.focused")?.scrollIntoView({ block: "start" });
}

// dashboard/src/view-trips.js
async function renderTrips(view2, filters) {
  const answer = await getJson(...viewRequest("trips", filters));
  const trips = [...answer.trips].sort(
    (a, b) => b.timestamp - a.timestamp || b.id - a.id
  );
  if (answer.empty) {
    view2.replaceChildren(firstEvents());
    return;
  }
  if (trips.length === 0) {
    view2.replaceChildren(notice("info", "The guard did not trip in this period."));
    return;
  }
  view2.replaceChildren(
    h(
      "section",
      { class: "panel" },
      table({
        caption: `Latest ${trips.length} guard trips, newest first`,
        columns: [
          { label: "When (UTC)" },
          { label: "Code" },
          { label: "Agent" },
          { label: "Model" },
          { label: "Task" },
          { label: "Round", numeric: true },
          { label: "Evidence" }
        ],
        rows: trips.map((trip) => [
          h("time", { datetime: new Date(trip.timestamp).toISOString(), text: formatTime(trip.timestamp) }),
          codeChip(trip.code ?? "?", shortCode(trip.code)),
          trip.agent_name ?? "",
          trip.model ?? "",
          h("a", {
            href: `#/trace?task=${encodeURIComponent(trip.task_id)}`,
            class: "task-link",
            dataset: { task: trip.task_id },
            text: trip.task_id
          }),
          String(trip.round),
          h(
            "div",
            { class: "evidence" },
            trip.detector ? h("span", { class: "detector", text: trip.detector }) : null,
            h("span", { text: trip.error_message ?? "" })
          )
        ])
      })
    )
  );
}

// dashboard/src/app.js
var THEME_KEY = "loopguard-dashboard-theme";
var view = (
  /** @type {HTMLElement} */
  document.getElementById("view")
);
var form = (
  /** @type {HTMLFormElement} */
  document.getElementById("filters")
);
var live2 = (
  /** @type {HTMLElement} */
  document.getElementById("live")
);
var themeButton = (
  /** @type {HTMLButtonElement} */
  document.getElementById("theme")
);
var csv = (
  /** @type {HTMLAnchorElement} */
  document.getElementById("csv")
);
function route() {
  return routeOf(location.hash);
}
function fillMenu(name, values, chosen) {
  const select = (
    /** @type {HTMLSelectElement} */
    form.elements.namedItem(name)
  );
  const all = chosen && !values.includes(chosen) ? [...values, chosen] : values;
  select.replaceChildren(
    h("option", { value: "", text: "all" }),
    ...all.map((value) => h("option", { value, text: value }))
  );
  select.value = chosen ?? "";
}
function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
var rendering = 0;
var renders = 0;
async function render(quiet = false) {
  const { name, params } = route();
  const filters = filtersOf(params, name);
  const ticket = ++rendering;
  const started = performance.now();
  document.title = `${TITLES[
    /** @type {keyof typeof TITLES} */
    name
  ]} · loopguard dashboard`;
  document.getElementById("title").textContent = TITLES[
    /** @type {keyof typeof TITLES} */
    name
  ];
  for (const tab of document.querySelectorAll(".tabs a")) {
    if (
      /** @type {HTMLElement} */
      tab.dataset.view === name
    ) tab.setAttribute("aria-current", "page");
    else tab.removeAttribute("aria-current");
  }
  for (const field of FILTERS) {
    const input = (
      /** @type {HTMLInputElement} */
      form.elements.namedItem(field)
    );
    if (input.tagName === "INPUT") input.value = filters[field] ?? "";
  }
  form.hidden = !FILTERED.includes(name);
  csv.hidden = name !== "daily" && name !== "trips";
  csv.href = `api/${name === "trips" ? "trips" : "daily"}.csv${queryOf(filtersOf(params))}`;
  document.documentElement.dataset.view = name;
  if (!quiet) {
    document.documentElement.dataset.ready = "";
    view.setAttribute("aria-busy", "true");
    view.replaceChildren(h("p", { class: "loading muted", text: "Loading…" }));
  }
  const container = view;
  try {
    const fillMenus = (choices) => {
      fillMenu("agent", choices.agents, filters.agent);
      fillMenu("taskType", choices.taskTypes, filters.taskType);
      fillMenu("model", choices.models, filters.model);
    };
    if (name === "daily") {
      await renderDaily(container, filters, fillMenus);
    } else if (name === "runs") await renderRuns(container, filters, fillMenus);
    else if (name === "observed") await renderObserved(container, filters, fillMenus);
    else if (name === "budgets") await renderBudgets(container);
    else if (name === "trips") await renderTrips(container, filters);
    else if (name === "tools") await renderTools(container, filters, fillMenus);
    else if (name === "calibration") await renderCalibration(container, filters);
    else await renderTrace(container, params.get("task") ?? void 0, params.get("run") ?? void 0);
  } catch (error) {
    if (ticket !== rendering) return;
    view.replaceChildren(notice("error", error instanceof Error ? error.message : String(error)));
  }
  if (ticket !== rendering) return;
  dropDetachedCharts();
  if (document.visibilityState === "visible") await afterNextPaint();
  if (ticket !== rendering) return;
  view.setAttribute("aria-busy", "false");
  renders++;
  document.documentElement.dataset.ready = name;
  document.documentElement.dataset.renders = String(renders);
  performance.measure(`loopguard:${name}`, { start: started });
}
form.addEventListener("submit", (event) => {
  event.preventDefault();
  const { name, params } = route();
  const data = new FormData(form);
  const filters = { ...filtersOf(params, name), after: void 0 };
  for (const field of FILTERS) filters[field] = String(data.get(field) ?? "");
  location.hash = `#/${FILTERED.includes(name) ? name : "daily"}${queryOf(filters)}`;
});
document.getElementById("clear").addEventListener("click", () => {
  location.hash = `#/${route().name}`;
});
for (const tab of document.querySelectorAll(".tabs a")) {
  tab.addEventListener("click", (event) => {
    const name = (
      /** @type {HTMLElement} */
      tab.dataset.view ?? ""
    );
    if (!FILTERED.includes(name)) return;
    event.preventDefault();
    location.hash = `#/${name}${queryOf(filtersOf(route().params))}`;
  });
}
window.addEventListener("hashchange", () => {
  render().then(
    () => (
      /** @type {HTMLElement} */
      document.getElementById("main").focus({ preventScroll: true })
    )
  );
});
function applyTheme() {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === "light" || stored === "dark") document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
  const dark = stored === "dark" || stored === null && matchMedia("(prefers-color-scheme: dark)").matches;
  themeButton.setAttribute("aria-label", dark ? "Switch to light theme" : "Switch to dark theme");
  themeButton.setAttribute("aria-pressed", String(dark));
}
themeButton.addEventListener("click", () => {
  const dark = themeButton.getAttribute("aria-pressed") === "true";
  localStorage.setItem(THEME_KEY, dark ? "light" : "dark");
  applyTheme();
  render(true);
});
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
  applyTheme();
  render(true);
});
var latest = -1;
var ledgerChanges = null;
var interval = 2e3;
async function poll() {
  if (!document.hidden) {
    try {
      const answer = await getJson("latest");
      interval = answer.pollIntervalMs;
      const ledgerMoved = ledgerChanges !== null && answer.ledgerChanges !== ledgerChanges && route().name === "budgets";
      ledgerChanges = answer.ledgerChanges ?? null;
      if (latest !== -1 && answer.latestEventId !== latest || ledgerMoved) await render(true);
      if (answer.latestEventId !== latest || ledgerMoved) {
        live2.textContent = `live · updated ${(/* @__PURE__ */ new Date()).toISOString().slice(11, 19)} UTC`;
        live2.dataset.latest = String(answer.latestEventId);
      }
      latest = answer.latestEventId;
      live2.classList.remove("offline");
    } catch {
      live2.textContent = "offline · retrying";
      live2.classList.add("offline");
    }
  }
  setTimeout(poll, interval);
}
applyTheme();
await render();
poll();
