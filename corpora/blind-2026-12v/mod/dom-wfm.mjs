// Contact-centre workforce management (Cebu BPO), staff write Cebuano. Schedule grids, rule checks, ACD state CSV, real-time queue lines.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "contact-centre-wfm-ceb";
const TEAMS = ["Telco-T1", "Billing-EN", "Travel-APAC", "Health-US"];
const NAMES = ["Reyes, J.", "Abellana, M.", "Cabahug, R.", "Tan, K.", "Villamor, A.", "Sarmiento, L.", "Gumapac, D.", "Ybañez, C."];
const R = recs(key, 60, (i, s) => {
  const id = `AG-${40800 + i * 13 + s.int(0, 9)}`;
  return { id, label: `agent ${id}`, name: NAMES[i % 8], team: TEAMS[i % 4], tl: `TL-${s.int(100, 140)}`, break2_start: "16:15", shift_start: "08:00", ot_hours: 10, queue: "BILLING_EN", pay_code: "ND", tenure: s.int(2, 60) };
});
const findings = [
  { code: "BREAK_GAP", msg: "no break in a 4h30m span (14:00–18:30)", field: "break2_start", bad: "19:00", good: "16:15" },
  { code: "REST_11H", msg: "rest between shifts 9h < 11h", field: "shift_start", bad: "06:00", good: "08:00" },
  { code: "OT_CAP", msg: "weekly OT 14h > 10h cap", field: "ot_hours", bad: 14, good: 10 },
  { code: "SKILL_MISSING", msg: "scheduled on BILLING_ES without the skill", field: "queue", bad: "BILLING_ES", good: "BILLING_EN" },
  { code: "ND_CODE", msg: "night-differential pay code missing for 22:00–06:00", field: "pay_code", bad: "REG", good: "ND" },
];
const t = {
  get: {
    name: "agent_schedule_get",
    a: (r) => ({ agent_id: r.id, date: "2026-12-08" }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return `${r.id}  ${r.name}  team=${r.team}  TL=${r.tl}  status=${s.pending ? "PENDING_APPROVAL" : "PUBLISHED"}\nstart  end    activity\n${v("shift_start")}  10:00  ${v("queue")}\n10:00  10:15  BREAK\n10:15  12:30  ${v("queue")}\n12:30  13:30  LUNCH\n13:30  ${v("break2_start")}  ${v("queue")}\n${v("break2_start")}  ${v("break2_start").replace(/:(\d\d)/, (m, mm) => `:${String((Number(mm) + 15) % 60).padStart(2, "0")}`)}  BREAK\npay_code=${v("pay_code")} ot_week_h=${v("ot_hours")}\n(generated ${x.c.off(8)} by wfm-api-${x.int(1, 5)}, ${x.int(20, 200)} ms)`;
    },
  },
  check: {
    name: "schedule_rules_check",
    a: (r) => ({ agent_id: r.id, week: "2026-W50" }),
    o: (x, r, s) => pj({ agent_id: r.id, week: "2026-W50", rules: { max_span_without_break: s.f?.code === "BREAK_GAP" ? "FAIL" : "PASS", min_rest_11h: s.f?.code === "REST_11H" ? "FAIL" : "PASS", ot_cap: s.f?.code === "OT_CAP" ? "FAIL" : "PASS", skill_match: s.f?.code === "SKILL_MISSING" ? "FAIL" : "PASS", night_diff: s.f?.code === "ND_CODE" ? "FAIL" : "PASS" }, result: s.ok ? "COMPLIANT" : "NON_COMPLIANT", detail: s.ok ? null : `${s.f.code}: ${s.f.msg}`, eval_id: x.uuid(), ms: x.int(5, 60) }),
  },
  set: {
    name: "schedule_edit",
    a: (r, s) => ({ agent_id: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => pj({ agent_id: r.id, edited: s.f.field, value: s.v, schedule_version: x.int(4, 60), publish: "draft", at: x.c.off(8) }),
  },
  log: {
    name: "acd_agent_states",
    a: (r) => ({ agent_id: r.id, hours: 8 }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const out = ["ts,agent,state,reason,dur_s"];
      const n = y.int(5, 8);
      for (let i = 0; i < n; i++) out.push(`${y.c.at((n - i) * 640).ymd()} ${y.c.at((n - i) * 640).hms()},${r.id},${y.pick(["READY", "ACW", "AUX", "TALK"])},${y.pick(["", "BREAK", "COACHING", ""])},${y.int(10, 900)}`);
      if (s.f) out.push(`# wfm exception ${s.f.code}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "payroll_export_api",
    label: "the payroll export API",
    a: (r, i) => ({ agent_id: r.id, period: "2026-12-A", format: ["json", "json", "csv", "json"][i % 4] }),
    ok: (x, r) => pj({ agent_id: r.id, period: "2026-12-A", exported: true, batch: `PX-${x.int(10000, 99999)}` }),
    err: (x, i) => [pj({ error: "upstream_unavailable", detail: "HRIS connector down", request_id: x.uuid() }), `HTTP/1.1 504 Gateway Timeout\nDate: ${x.c.iso()}\nVia: 1.1 proxy-ceb-${x.int(1, 3)}`, `ECONNRESET socket hang up (${x.int(100, 3000)} ms)`, `HTTP/1.1 500 Internal Server Error\n{"message":"deadlock detected","code":"40P01"}`][i % 4],
  },
  start: {
    name: "forecast_run_start",
    a: (r) => ({ team: r.team, horizon_days: 7 }),
    o: (x, r, s) => pj({ run_id: s.job.id, team: r.team, intervals: s.job.total, started: x.c.off(8) }),
  },
  status: {
    name: "forecast_run_status",
    a: (r, s) => ({ run_id: s.job.id }),
    o: (x, r, s) => `run ${s.job.id}  ${s.state}  intervals ${s.done}/${s.total}  mape_so_far=${(6 + x.rng() * 3).toFixed(2)}%  ${x.c.hms()}`,
  },
  list: {
    name: "agents_list",
    a: (cur, i) => (cur ? { site: "CEB-IT-PARK", cursor: cur } : { site: "CEB-IT-PARK", limit: 6 }),
    o: (x, _r, s) => pj({ data: s.rows.map((r) => ({ id: r.id, name: r.name, team: r.team, tenure_m: r.tenure })), next_cursor: s.next, took_ms: x.int(10, 90) }),
  },
  search: {
    name: "wfm_policy_search",
    a: (q) => ({ q }),
    o: (x, _r, s) => `${s.hits.length} matches (${x.int(3, 40)} ms)\n${s.hits.map((h) => `* ${h.id}: ${h.title}`).join("\n")}`,
  },
  live: {
    name: "queue_realtime_read",
    a: () => ({ queue: "BILLING_EN" }),
    o: (x, _r, s) => `BILLING_EN  SL(20s)=${s.v.toFixed(1)}%  waiting=${x.int(2, 12)}  ASA=${x.int(12, 60)}s  ready=${x.int(6, 18)}  ${x.c.hms()}`,
  },
};
const sub = {
  name: "scheduler_agent", task: "re-optimise next week's schedule for the team", need: "the client's revised volume forecast",
  give: () => "client file VOL-2026-W50-rev2 (+12 % Tue–Thu)",
  block: (r) => `I can't re-optimise ${r.team} without the client's revised volume forecast.`,
  done: (r) => `${r.team} schedule re-optimised; coverage 97.8 %, ${r.id} unchanged.`,
};
export default {
  key, lang: "Cebuano", staffName: "WFM analyst", agent: "wfm_agent", coord: "ops_manager_bot", reviewer: "rta_lead",
  system: "You are the workforce-management assistant of a contact centre in Cebu IT Park (four accounts). You read schedules, check labour rules, edit schedules, run forecasts and watch real-time queues. Staff write in Cebuano; answer in English.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `fc-${x.hex(6)}`, total: 672 }),
  live: { base: 80.5, step: 1.6, unit: "%", every: 60 },
  queries: ["shift swap between different teams", "swap sa shift lahi nga team", "cross-team shift swap policy", "shift trade across accounts", "inter-team schedule swap rule", "can agents swap shifts across teams"],
  refine: ["swap", "shift swap", "shift swap cross-account", "cross-account swap skill requirement", "cross-account swap skill requirement TL approval form"],
  hits: (x, v) => (v === 0 ? [{ id: "WFM-POL-02", title: "Scheduling policy" }, { id: "WFM-POL-07", title: "Leave and absences" }, { id: "HR-12", title: "Overtime" }] : [{ id: `WFM-POL-${10 + v}`, title: ["", "Swaps", "Shift swaps", "Cross-account swaps", "Skill requirements", "Approval form"][v] }, { id: `FAQ-${v}`, title: `FAQ ${v}` }]),
  bad: (r) => ({ role: "check", variants: [{ agent_id: r.id.slice(3), week: "2026-W50" }, { agent_id: r.id.replace("-", ""), week: "2026-W50" }, { agent_id: `${r.id.toLowerCase()} `, week: "W50" }, { agent: r.id, week: "2026-W50" }], err: (x, a) => pj({ error: "invalid agent_id", expected: "AG-NNNNN", got: a.agent_id ?? a.agent ?? null, request_id: x.uuid() }) }),
  staff: {
    one: (r) => `Palihug susiha ang schedule ni ${r.id}, nireklamo siya nga walay break sa iyang shift ugma.`,
    batch: (n) => `Susiha ang ${n} ka agents sa night shift, usa-usa, kung sakto ba ang ilang schedule.`,
    poll: (r) => `Padagana ang forecast para sa team ni ${r.id} ug ingna ko kung human na.`,
    list: "Kuhaa ang tibuok listahan sa mga agents, tanang pages, para sa headcount report.",
    howto: "Unsa ang proseso kung mag-swap og shift ang duha ka agents nga lahi og team? Pangitaa sa policy.",
    fix: (r) => `Ang schedule ni ${r.id} wala makapasar sa rules check. Ayuha aron mopasar.`,
    again: (r) => `Giusab na sa TL ang shift ni ${r.id}. Susiha pag-usab.`,
    monitor: (n) => `Basaha ang service level sa BILLING_EN ${n} ka beses, matag usa ka minuto.`,
    soak: (n) => `Sumala sa proseso, kinahanglan ${n} ka sunod-sunod nga stable nga readings una i-close ang incident. Basaha.`,
    watch: (rs) => `Ang mga schedule ni ${rs.map((r) => r.id).join(", ")} naghulat og approval — bantayi ug ingna ko kung ma-approve na.`,
    nudge: ["Naa bay bag-o?", "Unsa na man ang schedule?", "Naghulat pa mi — unsa na ang status?"],
    final: (k) => (k === "fail" ? "Dili ko makapadayon: wala motubag ang serbisyo, mao nga mihunong ko dinhi. Naa bay makatan-aw?" : "Human na — nasusi na ug narekord na ang resulta."),
  },
};
