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
      legend: { show: series.length > 1, live: true },
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
        { label: "day", value: (_u, index) => labels[index] ?? "" },
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
var TITLES = { daily: "Daily", trips: "Trips", tools: "Tools", calibration: "Calibration", trace: "Trace" };
function routeOf(hash) {
  const [path = "", search = ""] = hash.replace(/^#\/?/, "").split("?");
  const name = Object.hasOwn(TITLES, path) ? path : "daily";
  return { name, params: new URLSearchParams(search) };
}
function filtersOf(params) {
  const filters = {};
  for (const name of FILTERS) filters[name] = params.get(name) || void 0;
  return filters;
}
function viewRequest(name, filters, task) {
  if (name === "daily") return ["daily", filters];
  if (name === "trips") return ["trips", { ...filters, limit: "100" }];
  if (name === "tools") return ["tools", {}];
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
    view2.replaceChildren(
      notice("info", "No LLM calls in this period. Widen the dates or clear the filters.")
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
  view2.replaceChildren(cards, charts);
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

// dashboard/src/view-tools.js
var BUSIEST = 15;
async function renderTools(view2) {
  const [{ rows }] = await Promise.all([getJson(...viewRequest("tools", {})), chartsReady()]);
  if (rows.length === 0) {
    view2.replaceChildren(notice("info", "No tool calls in the store yet."));
    return;
  }
  const busiest = rows.slice(0, BUSIEST);
  const box = h("div", { class: "chart tall" });
  view2.replaceChildren(
    notice("info", "Tools are counted over the whole store: the date and label filters do not apply here."),
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

// dashboard/src/view-trace.js
var traceLink = (taskId) => `#/trace?task=${encodeURIComponent(taskId)}`;
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
async function renderTrace(view2, taskId) {
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
        if (value) location.hash = traceLink(value);
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
          similar.map((id, index) => [index > 0 ? ", " : "", h("a", { href: traceLink(id), text: id })])
        ) : null
      )
    );
    return;
  }
  const runs = trace.runs.map(
    (run) => h(
      "section",
      { class: "panel run", dataset: { run: run.runId } },
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
      )
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
}

// dashboard/src/view-trips.js
async function renderTrips(view2, filters) {
  const { trips } = await getJson(...viewRequest("trips", filters));
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
  const filters = filtersOf(params);
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
  form.hidden = name === "trace" || name === "tools";
  csv.href = `api/daily.csv${queryOf(filters)}`;
  document.documentElement.dataset.view = name;
  if (!quiet) {
    document.documentElement.dataset.ready = "";
    view.setAttribute("aria-busy", "true");
    view.replaceChildren(h("p", { class: "loading muted", text: "Loading…" }));
  }
  const container = view;
  try {
    if (name === "daily") {
      await renderDaily(container, filters, (choices) => {
        fillMenu("agent", choices.agents, filters.agent);
        fillMenu("taskType", choices.taskTypes, filters.taskType);
        fillMenu("model", choices.models, filters.model);
      });
    } else if (name === "trips") await renderTrips(container, filters);
    else if (name === "tools") await renderTools(container);
    else if (name === "calibration") await renderCalibration(container, filters);
    else await renderTrace(container, params.get("task") ?? void 0);
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
  const { name } = route();
  const data = new FormData(form);
  const filters = {};
  for (const field of FILTERS) filters[field] = String(data.get(field) ?? "");
  location.hash = `#/${name === "trace" || name === "tools" ? "daily" : name}${queryOf(filters)}`;
});
document.getElementById("clear").addEventListener("click", () => {
  location.hash = `#/${route().name}`;
});
for (const tab of document.querySelectorAll(".tabs a")) {
  tab.addEventListener("click", (event) => {
    const name = (
      /** @type {HTMLElement} */
      tab.dataset.view
    );
    if (name === "trace" || name === "tools") return;
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
var interval = 2e3;
async function poll() {
  if (!document.hidden) {
    try {
      const answer = await getJson("latest");
      interval = answer.pollIntervalMs;
      if (latest !== -1 && answer.latestEventId !== latest) await render(true);
      if (answer.latestEventId !== latest) {
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
