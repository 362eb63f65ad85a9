// Low-speed wind-tunnel lab (Cheboksary); staff write Chuvash. smolagents ToolCallingAgent + Qwen2.5-72B on vLLM.
import { localIso, localClock, localDate, tzOffset, fixed, yaml, pyTraceback } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const ts = (t) => `${localDate(t, tz(t))} ${localClock(t, tz(t), true)}`;
const CONFIGS = ["M3-clean", "M3-flap20", "M3-flap20-gearDN", "M5-winglet-A", "M5-winglet-B", "M2-slat15"];
const OPS = ["Н. Лаптев", "А. Уйпӗлов", "Е. Семенова", "В. Хусанкай", "О. Кириллова"];

const k = {
  key: "wind-tunnel-cv",
  langName: "Chuvash",
  agent: "test-operations assistant of a closed-circuit low-speed wind tunnel (run matrix, DAQ, balance, fan drive)",
  framework: "smolagents ToolCallingAgent + Qwen2.5-72B-Instruct (vLLM)",
  idStyle: "vllm",
  models: ["Qwen/Qwen2.5-72B-Instruct", "Qwen/Qwen2.5-72B-Instruct-AWQ"],
  tzMin: 180,
  isErrorFlag: false,
  thought: false,
  names: { solo: null, triage: "test_engineer_agent", specialist: "instrumentation_agent" },
  tools: {
    get: "run_matrix_get",
    list: "run_results_list",
    check: "run_preflight_check",
    update: "run_matrix_update",
    jobStart: "daq_polar_start",
    jobStatus: "daq_polar_status",
    ext: "pressure_scanner_read",
    log: "tunnel_plc_log",
    series: "q_dyn_series",
    batch: "results_archive_submit",
    toSpec: "transfer_to_instrumentation_agent",
    toTriage: "transfer_to_test_engineer_agent",
    notify: "mattermost_post",
    inbox: "mattermost_read",
    sleep: "wait_seconds",
  },
  hosts: ["wtlab-srv01", "wtlab-srv02"],
  styles: { get: "kv", check: "fixed", list: "json", update: "json", job: "yaml", series: "json", batch: "yaml", reqId: "hex" },
  res: "/runs",
  screenTitle: "RUN MATRIX  WT26-07",
  checkTitle: "Preflight",
  ruleset: "WT-OPS-7.3",
  logCmd: "plclog",
  listFilter: "campaign=WT26-07",
  doneStatus: "preflight_ok",
  batchNoun: "run results",
  system: () =>
    "You are a test-operations assistant in a closed-circuit low-speed wind tunnel lab. You work on the run matrix of campaign WT26-07, start DAQ polars, read the pressure scanners, the PLC log and dynamic pressure, and archive results. Lab staff write in Chuvash; reply in English unless asked. Never change fan or model settings outside the run matrix limits. Use the provided tools: run_matrix_get, run_results_list, run_preflight_check, run_matrix_update, daq_polar_start, daq_polar_status, pressure_scanner_read, tunnel_plc_log, q_dyn_series, results_archive_submit, mattermost_post, mattermost_read, wait_seconds, transfer_to_instrumentation_agent, transfer_to_test_engineer_agent, final_answer.",
  entity(r, i, R) {
    R.base_wt ??= r.int(210, 780);
    return {
      id: `R${R.base_wt + i}`,
      campaign: "WT26-07",
      config: r.pick(CONFIGS),
      alpha_range: r.pick(["-4..16", "-2..18", "-6..14"]),
      beta_deg: r.pick([0, 0, 0, 4, -4]),
      q_target_pa: 1250,
      fan_rpm: r.int(640, 668),
      balance: "B6-0412",
      balance_cal: "CAL-2026-031",
      wind_off_zero: "before+after",
      operator: r.pick(OPS),
      status: "planned",
      _v: r.int(1, 4),
    };
  },
  show(e) {
    const o = {
      run: e.id,
      campaign: e.campaign,
      model_config: e.config,
      alpha_range_deg: e.alpha_range,
      beta_deg: e.beta_deg,
      q_target_pa: e.q_target_pa,
      fan_rpm_set: e.fan_rpm,
      balance: e.balance,
      balance_cal: e.balance_cal,
      wind_off_zero: e.wind_off_zero,
      operator: e.operator,
      status: e.status,
    };
    if (e.hold_reason) o.hold = e.hold_reason;
    if (e.slot) o.slot = e.slot;
    if (e.fan_state) o.fan_drive = e.fan_state;
    o.rev = e._v;
    return o;
  },
  listCols: ["run", "config", "alpha_range", "q_target_pa", "status"],
  listRow: (e) => [e.id, e.config, e.alpha_range, e.q_target_pa, e.status],
  rules: [
    { code: "BAL-CAL-AGE", field: "balance_cal", bad: () => "CAL-2025-118", good: () => "CAL-2026-031", msg: (e) => `balance calibration ${e.balance_cal} is 214 days old (limit 180)` },
    { code: "Q-LIMIT", field: "q_target_pa", bad: () => 1650, good: () => 1250, msg: (e) => `q target ${e.q_target_pa} Pa exceeds structural limit 1400 Pa for ${e.config}` },
    { code: "ZERO-RUN", field: "wind_off_zero", bad: () => "none", good: () => "before+after", msg: () => "no wind-off zero scheduled (required before and after each polar)" },
  ],
  hold(e) {
    e.status = "blocked";
    e.hold_reason = "model change pending: flap bracket inspection WO-3381 (workshop)";
    return { code: "MODEL-INSP", sev: "block", msg: "work order WO-3381 (flap 20 bracket inspection) not signed off by workshop; runs on M3 blocked" };
  },
  stuckFinding: (e) => ({ code: "BAL-TEMP", sev: "error", msg: "balance temperature drift 0.9 K/h > 0.5 K/h (source: tunnel HVAC loop, not a run parameter)" }),
  missing: { field: "operator", label: "run operator" },
  idVariants: (e) => [{ run_id: e.id.toLowerCase() }, { run_id: Number(e.id.slice(1)) }, { run_id: `WT26-07/${e.id}` }, { run_id: e.id, units: "SI" }, { run_id: `${e.id} ` }, { run_id: e.id, campaign: "wt26-07" }],
  flow: ["re-queued", "preflight", "ready", "scheduled", "running"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
    if (i >= 3) e.slot = "shift B 14:00";
  },
  tune: {
    field: "fan_rpm",
    label: "q_inf",
    initial: "1180 Pa",
    steps: [
      { value: 652, reading: "1214 Pa", pass: false },
      { value: 661, reading: "1238 Pa", pass: false },
      { value: 665, reading: "1251 Pa", pass: true },
    ],
    finding: (e, reading) => ({ code: "Q-SETPOINT", sev: "error", msg: `measured q_inf ${reading} outside 1250 ± 10 Pa` }),
  },
  job: {
    id: (r) => `polar-${r.int(20000, 29999)}`,
    stages: ["wind_off_zero", "ramp_up", "alpha_sweep", "ramp_down", "wind_off_zero_2", "reduce"],
    total: (r) => r.int(34, 61),
    unit: "alpha points",
    worker: (r) => `daq-pxi-0${r.int(1, 3)}`,
    result: (e, r) => ({ cl_max: r.float(1.21, 1.62, 3), alpha_stall_deg: r.float(11.5, 15.5, 1), cd0: r.float(0.019, 0.031, 4), file: `${e.id}_reduced.h5` }),
    summary: (x) => `CLmax ${x.cl_max} at ${x.alpha_stall_deg}°, CD0 ${x.cd0}; reduced data in ${x.file}.`,
  },
  ext: {
    name: "DSA3218 scanner",
    host: "dsa-03.tunnel.lab",
    port: 8080,
    client: "wt-agent",
    limit: 120,
    server: "DSA3218/4.21",
    deadKinds: ["refused", "timeout"],
    downMsg: "scanner busy: firmware update in progress",
    ok: (e, state) => (state === "pending" ? { scanner: "DSA3218 #03", armed: false, interlock: "MODEL-INSP (WO-3381)", ports: 16 } : { scanner: "DSA3218 #03", armed: true, ports: 16, frame_rate_hz: 500, last_zero: "ok", mean_cp: [-0.412, -0.388, -0.201, 0.044, 0.318, 0.602, 0.871, 0.955] }),
    summary: (e, d) => `Scanner #03 for ${e.id}: ${d.ports} ports at ${d.frame_rate_hz} Hz, zero ok; mean Cp ${d.mean_cp.slice(0, 4).join(", ")} …`,
  },
  logSource: () => "plc://tunnel-1/eventlog",
  logLine(e, t, r) {
    return `${ts(t)} ${r.pick([`VFD1 speed=${r.int(600, 668)}rpm I=${r.int(170, 196)}A Tm=${r.float(48, 57, 1)}C`, `HVAC T_air=${r.float(18.5, 21.5, 1)}C dT/dt=${r.float(-0.3, 0.4, 2)}K/h`, `INTLK door_TS=closed screen=ok`, `BAL B6 T=${r.float(20, 22, 2)}C`, `DAQ frame ${r.int(100000, 999999)} ok`, `VFD1 ramp ${r.int(1, 4)}/4`])}`;
  },
  logEvent: (e, t, rule) => `${ts(t)} MATRIX ${e.id} imported from campaign sheet rev 14: ${rule.field}=${JSON.stringify(rule.bad(e))}`,
  logPattern: "VFD1 TRIP",
  logPatternVariants: ["vfd1 trip", "TRIP", "F0021", "VFD.*TRIP"],
  logFound: (e, t) => [`${ts(t)} VFD1 TRIP F0021 overcurrent I=412A`, `${ts(t + 80)} INTLK fan_stop latched`, `${ts(t + 312000)} VFD1 fault reset by operator key`],
  logAnswer: (e, t) => `The fan drive tripped at ${localClock(t, tz(t))} with fault F0021 (overcurrent, 412 A); the fan-stop interlock latched and was reset with the operator key about five minutes later.`,
  series: { spike: 0.15, name: "q_dyn", unit: "Pa", dayBase: (r) => r.int(900, 1260), round: (v) => Math.max(0, Math.round(v * 10) / 10), jitter: 6, winStartH: 9 },
  watch: {
    stopped(e) {
      e.fan_state = "TRIPPED (F0021), restart needs tunnel engineer key";
      return { value: 0, note: "VFD1 tripped; fan stopped" };
    },
    recovering(e) {
      e.fan_state = "restarting";
      return { start: 0, target: 1250, jitter: 5, states: ["restarting", "ramp 1/4", "ramp 3/4", "settling", "on condition"] };
    },
    setState(e, s) {
      e.fan_state = s;
    },
    progressLine: (e, i, t) => `${ts(t - 20000)} VFD1 ${["restart ok", "ramp 1/4", "ramp 3/4", "q settling", "q on condition"][Math.min(i, 4)]}`,
    label: (e) => `run=${e.id} probe=pitot-1`,
    labels: (e) => ({ run: e.id, probe: "pitot-1" }),
    doneText: (e, v) => `The tunnel is back on condition for ${e.id}: q_dyn ${v} Pa (target 1250 Pa).`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: balance temperature drift blocks preflight` : `${e.id}: preflight still blocked by balance drift, please resolve`),
    question: () => "The drift comes from the HVAC loop, which the test engineer has to get changed.",
    back: (e) => `${e.id}: drift source is HVAC, not instrumentation; test engineering to decide`,
    inform: (e) => `${e.id} хатӗр, preflight тухрӗ.`,
  },
  person: {
    name: "Николай Лаптев",
    channel: "~wt-ops",
    old: (R) => [{ from: "Николай Лаптев", t: R.t - 5 * 3600000, text: "Паян B сменӑра M3 моделӗ.", unread: false }],
    ask: (e, i) => [`@laptev ${e.id} сынава ыран куçарма юрать-и?`, `@laptev ${e.id}: ответ кирлӗ, тархасшӑн.`, `@laptev аса илтеретӗп: ${e.id}.`, `@laptev ${e.id} — куçарас-и?`][i % 4],
    reply: (e) => `Юрать, ${e.id} сынава ыран ирхине куçарӑр.`,
    change: () => ({ status: "rescheduled", slot: "tomorrow 08:00" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `Memory summary (auto): task = check the ${n} planned runs of WT26-07 with preflight and fix the matrix. Completed steps: ${done.join(", ")} checked and fixed. Remaining runs: ${n - done.length}.`
      : `Memory summary (auto): task = check the ${n} planned runs of WT26-07 with preflight and fix the matrix.`,
  args: {
    get: (e) => ({ run_id: e.id }),
    check: (e) => ({ run_id: e.id }),
    update: (e, ch) => ({ run_id: e.id, set: ch }),
    list: (m) => ({ campaign: "WT26-07", ...(m.filter && m.filter !== "campaign=WT26-07" ? { status: m.filter } : {}), limit: m.size ?? 25, ...(m.cursor ? { cursor: m.cursor } : {}) }),
    jobStart: (e) => ({ run_id: e.id, mode: "polar" }),
    jobStatus: (j) => ({ job: j.id }),
    ext: (e, x) => ({ scanner: "dsa-03", run_id: e.id, ...(x ?? {}) }),
    log: (e, n, m) => ({ lines: n, ...(m.grep ? { match: m.grep } : {}) }),
    series: (e, m) => ({ run_id: e.id, start: localIso(m.from, tz(m.from)), end: localIso(m.to, tz(m.to)), step_s: m.step }),
    batch: (ids, x) => ({ runs: ids.map((i) => i.id ?? i), archive: "wt-archive", ...(x ?? {}) }),
    handoff: (note) => ({ message: note }),
    notify: (to, text) => ({ channel: "wt-ops", message: text }),
    inbox: () => ({ channel: "wt-ops", since_minutes: 120 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Ырӑ кун!",
    then: "Унтан:",
    done: "Пулчӗ.",
    note: "Пӗлтерӳ:",
    again: "Тепӗр хут пӑх, тархасшӑн.",
    everyTen: "Кашни 10 минутра тӗрӗслесе тӑр, пӗтичченех.",
    sweep: (n) => `Малтан WT26-07 кампанинчи ${n} плана кӗнӗ сынава preflight витӗр ирттер те, йӑнӑшсене тӳрлет.`,
    sweepOnly: (e, x) => `WT26-07 кампанинчи ${x.n} плана кӗнӗ сынава тӗрӗсле те, матрицӑри йӑнӑшсене тӳрлет, тархасшӑн.`,
    status: (e) => `${e.id} сынав мӗншӗн малалла каймасть? Мӗн кансӗрлет — пӗлтер, тархасшӑн.`,
    field: (e) => `${e.id} сынава кам ирттерет (operator)? Журнал валли кирлӗ.`,
    daily: (e, x) => `${x.d1} — ${x.d2} кунсем валли ${e.id} сынавӑн q-динамика кӑтартӑвӗсене кашни кун уйрӑм кӑтарт.`,
    pass: (e) => `${e.id} сынав preflight-тӗрӗслевӗ витӗр тухмасть. Параметрсене тӳрлетсе ирттер, тархасшӑн.`,
    ext: (e) => `Scanivalve (dsa-03) сканерӗнчен ${e.id} сынавӑн пусӑм даннӑйӗсене илсе пар.`,
    job: (e) => `${e.id} валли DAQ-поляра хускат те, пӗтсен пӗлтер.`,
    watch: (e) => `Фан-привод каллех ӗçлеме пуçличчен (${e.id}) сӑнаса тӑр, унтан мана кала.`,
    pages: () => `WT26-07 кампанинче пурӗ миçе сынав? Пурне те шутла, пӗрремӗш страницӑпа çеç ан чарӑн.`,
    logs: () => `Тунель журналӗнче шыра: фан мӗн вӑхӑтра чарӑнчӗ тата мӗншӗн?`,
    peak: (e, x) => `${x.day} кун ${x.from} — ${x.to} хушшинче ${e.id} сынавра q-динамика хӑçан чи пысӑк пулнӑ?`,
    batch: (e, x) => `${x.n} сынав результачӗсене архива яр.`,
    case: (e) => `${e.id} ыйтӑва йышӑн; ку инструментаци ушкӑнӗн ӗçӗ пулма пултарать.`,
    ask: (e, x) => `${x.person} инженертан ыйт: ${e.id} сынава ыран куçарма юрать-и? Унтан матрицӑна çырса хур.`,
    countAnswer: (total, pages) => `Campaign WT26-07 has ${total} runs (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
// smolagents prints tool errors as plain text observations
const base = k.render.extErr;
k.render.extErr = (kind, e, ctx, info = {}) => {
  const x = base(kind, e, ctx, info);
  return { content: `Error executing tool 'pressure_scanner_read' with arguments {'scanner': 'dsa-03', 'run_id': '${e.id}'}: ${x.content.split("\n").filter((l) => !l.startsWith("(elapsed")).at(-1)} (at ${ctx.iso()}, ${ctx.dur} ms)\nPlease try again or use another tool.`, is_error: true };
};
k.render.sleep = (s) => `Waited ${s} seconds.`;
export default k;
