// Tool-agent domain kit, part D: EV charging network operations (OCPP back office), with parallel calls.
import { j } from "./rng.mjs";
const at = (xs, i) => xs[((i % xs.length) + xs.length) % xs.length];
const tw = (r, args, i) => { const k = Object.keys(args); const o = {}; const m = i % 3;
  if (m === 0) { for (const x of [...k].reverse()) o[x] = args[x]; return o; }
  if (m === 1) { for (const x of k) o[x] = typeof args[x] === "string" ? args[x].replace("-", "_") === args[x] ? ` ${args[x]}` : args[x].toLowerCase() : args[x]; return o; }
  return { ...args, _cb: r.int(1e9, 9e9) }; };
const SITES = ["Lidl Wrocław Krzyki", "Shell A4 Bolesławiec", "Galeria Dominikańska P-2", "Hotel Haston", "Park&Ride Stadion", "IKEA Bielany"];
export const ev = {
  domain: "ev-charging-ops", agent: "NOC agent for a Polish EV charging network (OCPP 1.6J back office, tickets)", framework: "plain",
  names: {}, idStyle: "openai", parallel: true,
  sys: "You are the network operations agent for a CPO. Use the CSMS tools to diagnose chargers, run remote commands and update tickets. Site names are Polish.",
  task: (r) => r.pick(["Tickets say several DC chargers in Wrocław are Faulted since the night. Diagnose and restore what you can.", "Roll out firmware 2.4.7 to the Wrocław site chargers and confirm they come back Available."]),
  item: (r, i) => { const cp = `PL-WRO-${String(20 + i).padStart(3, "0")}`; return { label: cp, name: "charger_status", args: { charge_point_id: cp, connector: 1 + (i % 2) },
    out: (c) => j({ charge_point_id: cp, site: at(SITES, i), vendor: at(["Ekoenergetyka", "ABB Terra 184", "Alpitronic HYC300"], i), status: at(["Faulted", "Available", "Charging", "Unavailable"], i), error_code: at(["GroundFailure", "NoError", "NoError", "PowerSwitchFailure"], i), fw: at(["2.4.6", "2.4.7", "1.9.3"], i), last_heartbeat: c.iso(), boot_count: 40 + i, trace: r.hex(16) }) }; },
  act: (r, i) => ({ label: `PL-WRO-${String(20 + i).padStart(3, "0")}`, name: "ocpp_reset", args: { charge_point_id: `PL-WRO-${String(20 + i).padStart(3, "0")}`, type: "Soft" }, out: (c) => j({ status: "Accepted", message_id: r.uuid(), at: c.iso() }) }),
  tweak: tw,
  poll: { name: "firmware_job_get", args: (r) => ({ job_id: `fw-${r.int(1e4, 9e4)}` }), stuck: [33, 50, 50], progress: [0, 33, 67, 100],
    out: (r, p, st) => (c) => j({ job: "fw 2.4.7 rollout", done: `${Math.round(p * 0.06)}/6`, percent: p, state: st === "done" ? "Installed" : "Installing", cp_state: st === "done" ? "Available" : "Downloading", last_status_notification: c.iso(), csms_node: `csms-${r.int(1, 3)}` }) },
  fail: { name: "ticket_update", label: "ticket", args: (r) => ({ ticket: "INC-20931", status: "in_progress", note: "Remote reset sent to PL-WRO-020/023" }),
    err: (r, i) => `429 Too Many Requests — Jira Cloud rate limit; X-RateLimit-Reset: ${new Date(Date.UTC(2026, 10, 5, 7, 10 + i, r.int(0, 59))).toISOString()}; atl-traceid: ${r.hex(16)}`, ok: (r) => j({ ok: true, ticket: "INC-20931" }) },
  search: { name: "kb_search", args: (q) => ({ q, lang: "pl" }), same: ["GroundFailure Ekoenergetyka", "błąd GroundFailure ładowarka", "Ekoenergetyka ground failure fix", "GroundFailure reset procedure", "usterka uziemienia Ekoenergetyka"], refine: ["GroundFailure", "GroundFailure Ekoenergetyka", "GroundFailure Ekoenergetyka RCD test po resecie"],
    out: (r, q, k) => (c) => (k === 0 ? "KB-118 „GroundFailure – sprawdź RCD i izolację kabla” (score 0.82)\nKB-090 „Restart miękki vs twardy” (0.64)" : ["27 artykułów", "4 artykuły: KB-118, KB-090, KB-131, KB-007", "KB-131 „Po twardym resecie wykonaj test RCD z panelu serwisowego”"][k - 1]) + `\n— ${c.iso()} (${r.ms(15, 150)} ms)` },
  page: (r, n, p, reset, last) => ({ name: "sessions_list", label: `page ${n}`, args: { site: SITES[0], since: "2026-11-05T00:00:00Z", cursor: n === 1 ? "" : `s${n}` }, out: (c) => j({ sessions: [0, 1, 2].map((k) => ({ id: 880000 + p * 3 + k, kwh: 12 + ((p + k) % 9) * 3.1, stop_reason: at(["EVDisconnected", "Local", "PowerLoss"], p + k) })), next: last ? null : `s${n + 1}` }) }),
  ping: [{ label: "availability", step: () => ({ name: "ocpp_change_availability", args: { charge_point_id: "PL-WRO-023", type: "Inoperative" }, out: j({ status: "Accepted", cp_state: "Unavailable" }) }) },
         { label: "availability", step: () => ({ name: "ocpp_change_availability", args: { charge_point_id: "PL-WRO-023", type: "Operative" }, out: j({ status: "Accepted", cp_state: "Faulted", error_code: "PowerSwitchFailure" }) }) }],
  edit: { name: "ocpp_set_config", label: "HeartbeatInterval", args: (v) => ({ charge_point_id: "PL-WRO-021", key: "HeartbeatInterval", value: v }), bad: "30s", good: "30",
    cosmetic: (v, i) => (i % 2 ? v.toUpperCase() : ` ${v}`), reject: (r) => j({ status: "Rejected", reason: "value must be an integer number of seconds", message_id: r.uuid() }), accept: (r) => j({ status: "Accepted" }) },
  answer: (r) => "Wrocław: PL-WRO-020 and -022 back to Available after soft reset; -023 still PowerSwitchFailure (hardware, field visit booked); firmware 2.4.7 installed on 6/6; INC-20931 updated.",
  apology: "Przepraszam — sorry, let me repeat.", nudge: ["Same text as before. What about PL-WRO-023?", "You already said that.", "-023?"],
  again: "Field tech says he reseated the contactor on PL-WRO-023. Check it again?",
};
