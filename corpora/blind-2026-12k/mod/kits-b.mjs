// Tool-agent domain kits, part B: contract redlining (Agents SDK hand-offs), avalanche bulletin (Gemini-style names).
import { j, pj } from "./rng.mjs";
const at = (xs, i) => xs[((i % xs.length) + xs.length) % xs.length];
const tw = (r, args, i) => { const k = Object.keys(args); const o = {}; const m = i % 4;
  if (m === 0) { for (const x of [...k].reverse()) o[x] = args[x]; return o; }
  if (m === 1) { for (const x of k) o[x] = typeof args[x] === "string" ? `${args[x]}\n` : args[x]; return o; }
  if (m === 2) { for (const x of k) o[x] = typeof args[x] === "string" ? args[x].toUpperCase() : args[x]; return o; }
  return { ...args, nocache: r.hex(6) }; };

const CL = ["limitation_of_liability", "indemnification", "governing_law", "data_protection", "termination_for_convenience", "auto_renewal", "assignment"];
export const legal = {
  domain: "contract-redlining", agent: "OpenAI Agents SDK: triage_agent hands off to redline_agent / playbook_agent", framework: "agents-sdk",
  names: { worker: "redline_agent", final: "redline_agent" }, idStyle: "openai", parallel: true,
  sys: "You are redline_agent. Compare the counterparty MSA against the playbook and propose redlines. Hand off with transfer_to_* when needed.",
  task: (r) => r.pick(["Redline the Northwind MSA v3 against our SaaS playbook; flag anything off-playbook.", "Counterparty sent back the Acme DPA + MSA. Check liability and data-protection clauses and mark up."]),
  item: (r, i) => { const c = at(CL, i); return { label: c, name: "clause_get", args: { doc_id: at(["MSA-NW-v3", "DPA-NW-v2", "SOW-NW-03", "NDA-NW-2024", "MSA-ACME-v1", "DPA-ACME-v1"], Math.floor(i / 7)) + (i > 41 ? `-r${i}` : ""), clause: c },
    out: (k) => j({ clause: c, section: `${8 + (i % 7)}.${1 + (i % 3)}`, text: at(["Supplier's aggregate liability shall not exceed fees paid in the 3 months preceding the claim.", "Customer shall indemnify Supplier for any third-party claim.", "This Agreement is governed by the laws of Delaware.", "Supplier may process Customer Data in any jurisdiction.", "Either party may terminate on 10 days' notice.", "Renews automatically for successive 3-year terms.", "Supplier may assign without consent."], i), doc_version: 3, retrieved_at: k.iso(), trace_id: r.hex(32) }) }; },
  act: (r, i) => ({ label: at(CL, i), name: "redline_apply", args: { doc_id: "MSA-NW-v3", clause: at(CL, i), replacement: "fees paid in the 12 months preceding the claim", comment: "Playbook §2.1" }, out: (k) => j({ change_id: `chg_${r.hex(6)}`, tracked: true, author: "redline_agent", at: k.iso() }) }),
  tweak: tw,
  poll: { name: "docx_render_status", args: (r) => ({ render_id: `rnd_${r.hex(8)}` }), stuck: [30, 66, 66], progress: [10, 45, 80, 100],
    out: (r, p, st) => (c) => j({ status: st === "done" ? "succeeded" : "rendering", pct: p, pages_done: Math.floor(p * 0.37), updated_at: c.iso(), lease_owner: `render-${r.int(1, 5)}` }) },
  fail: { name: "clm_upload", label: "upload to CLM", args: (r) => ({ doc_id: "MSA-NW-v3", repository: "Ironclad", version: "redline-1" }),
    err: (r, i) => j({ error: { code: "rate_limited", message: "Too many requests", retry_after_ms: r.int(500, 8000), request_id: `req_${r.b62(14)}` } }), ok: (r) => j({ workflow: `IC-${r.int(1e4, 9e4)}`, status: "uploaded" }) },
  search: { name: "playbook_search", args: (q) => ({ query: q, top_k: 3 }), same: ["liability cap fallback", "fallback position liability cap", "limitation of liability fallback", "liability cap minimum acceptable", "LoL fallback"], refine: ["liability", "liability cap", "liability cap data breach super-cap"],
    out: (r, q, k) => (c) => (k === 0 ? "1. Playbook §2.1 Liability cap: 12 months' fees (score 0.88)\n2. Playbook §2.4 Carve-outs (score 0.71)\n3. Playbook §7 DPA (score 0.55)" : [`37 passages; top: Playbook §2 (score 0.61)`, `8 passages; top: Playbook §2.1 (score 0.84)`, `1 passage: Playbook §2.3 super-cap 2x fees for data breach (score 0.93)`][k - 1]) + `\n[search ${r.hex(8)} ${r.ms(30, 400)}ms]` },
  page: (r, n, p, reset, last) => ({ name: "clause_list", label: `page ${n}`, args: { doc_id: "MSA-NW-v3", cursor: n === 1 ? null : `c_${n}` }, out: (c) => j({ clauses: [0, 1, 2].map((k) => `${p}.${k + 1} ${at(CL, p * 3 + k)}`), next_cursor: last ? null : `c_${n + 1}`, as_of: c.iso() }) }),
  ping: [{ as: "redline_agent", label: "hand-off", step: () => ({ name: "transfer_to_playbook_agent", args: {}, out: j({ assistant: "playbook_agent" }) }) },
         { as: "playbook_agent", label: "hand-back", step: () => ({ name: "transfer_to_redline_agent", args: {}, out: j({ assistant: "redline_agent" }) }) }],
  edit: { name: "redline_apply", label: "governing_law", args: (v) => ({ doc_id: "MSA-NW-v3", clause: "governing_law", replacement: v }), bad: "laws of England", good: "laws of England and Wales",
    cosmetic: (v, i) => (i % 3 ? v + "." : ` ${v}`), reject: (r) => j({ error: "JURISDICTION_INVALID", detail: "England is not a legal jurisdiction; use 'England and Wales'", request_id: r.rid() }), accept: (r) => j({ change_id: "chg_9a1", tracked: true }) },
  answer: (r) => "Redlines done: liability cap raised to 12 months' fees (§9.1), mutual indemnity (§10.2), governing law England and Wales, DPA restricted to EEA/UK processing, auto-renewal cut to 1 year. Two items need business sign-off.",
  apology: "I apologize for the oversight.", nudge: ["That's what you sent before. Did you look at the assignment clause?", "Same answer again. Assignment clause?", "Hello?"],
  again: "Counsel uploaded v4 a minute ago. Check the liability clause again?",
};

const ZONES = ["Haute-Maurienne", "Vanoise", "Mont-Blanc", "Beaufortain", "Chablais", "Aravis"];
export const avalanche = {
  domain: "avalanche-bulletin", agent: "Gemini function-calling agent drafting a French Alps avalanche bulletin", framework: "gemini",
  names: {}, idStyle: "gemini", parallel: true,
  sys: "You help the forecaster on duty draft the BERA (bulletin d'estimation du risque d'avalanche). Use the functions; answer in English, keep French quotes.",
  task: (r) => `Draft tomorrow's BERA for ${r.pick(ZONES)} and the neighbouring massifs; cite the station data.`,
  item: (r, i) => { const z = at(ZONES, i) + (i > 5 ? `-${i}` : ""); return { label: z, name: "getStationObservations", args: { massif: z, hours: 24 },
    out: (c) => pj({ massif: z, station: `${z.slice(0, 3).toUpperCase()}-${2100 + (i % 5) * 100}`, hn24_cm: 10 + (i % 6) * 7, hs_cm: 140 + i % 40, ta_min_c: -9 - (i % 5), wind: { dir: at(["NW", "W", "N"], i), kmh: 40 + (i % 4) * 10 }, remarque: at(["Plaques à vent en versant SE", "Neige humide en fin de journée", "RAS"], i), obs_time: c.iso(), source: "Météo-France API v2", x_request_id: r.uuid() }) }; },
  act: (r, i) => ({ label: at(ZONES, i), name: "setDangerLevel", args: { massif: at(ZONES, i), level: 2 + (i % 3), aspects: ["N", "NE", "E"], elevation_m: 2200 }, out: (c) => j({ saved: true, draft_rev: 10 + i, at: c.iso() }) }),
  tweak: tw,
  poll: { name: "getModelRunStatus", args: (r) => ({ model: "SAFRAN-Crocus", run: "2026-11-26T00Z" }), stuck: [40, 73, 73], progress: [25, 60, 85, 100],
    out: (r, p, st) => (c) => j({ run_state: st === "done" ? "DONE" : "RUNNING", percent: p, members_done: `${Math.floor(p * 0.35)}/35`, last_heartbeat: c.iso(), host: `belenos-${r.int(10, 99)}` }) },
  fail: { name: "fetchSnowProfiles", label: "snow profiles", args: (r) => ({ source: "data-avalanche.org", since: "2026-11-24" }),
    err: (r, i) => `ERROR ${r.pick(["ETIMEDOUT", "ECONNRESET"])} after ${r.int(10, 30)}000ms (attempt ${i + 1}, req ${r.hex(10)})`, ok: (r) => j({ profiles: 6, newest: "Vanoise 2450m NE, CT 12 Q2 at 35cm" }) },
  search: { name: "searchObservations", args: (q) => ({ query: q, days: 3 }), same: ["avalanche déclenchée", "avalanche declenchee", "déclenchement accidentel", "avalanche triggered", "avalanche accidentelle skieur"], refine: ["avalanche", "avalanche plaque", "avalanche plaque Vanoise NE 2400"],
    out: (r, q, k) => (c) => (k === 0 ? "2 observations:\n- 25/11 Val Thorens, plaque friable, déclenchement skieur, taille 2\n- 24/11 Bessans, coulée humide, taille 1" : [`41 observations (page 1 of 5)`, `12 observations; 9 plaque`, `1 observation: 26/11 Pralognan 2400m NE plaque taille 2, cassure 40cm`][k - 1]) + `\n(query ${r.hex(6)}, ${c.hms()})` },
  page: (r, n, p, reset, last) => ({ name: "listAvalancheEvents", label: `page ${n}`, args: { season: "2026-27", pageToken: n === 1 ? "" : `tok${n}` }, out: (c) => j({ events: [0, 1].map((k) => ({ date: `2026-11-${10 + p * 2 + k}`, lieu: at(ZONES, p + k), taille: 1 + ((p + k) % 3) })), nextPageToken: last ? "" : `tok${n + 1}` }) }),
  ping: [{ label: "level", step: () => ({ name: "setDangerLevel", args: { massif: "Vanoise", level: 3, aspects: ["N", "NE", "E"], elevation_m: 2200 }, out: j({ saved: true, warning: "level 3 inconsistent with neighbouring Haute-Maurienne (2)" }) }) },
         { label: "level", step: () => ({ name: "setDangerLevel", args: { massif: "Haute-Maurienne", level: 2, aspects: ["N", "NE", "E"], elevation_m: 2200 }, out: j({ saved: true, warning: "level 2 inconsistent with neighbouring Vanoise (3)" }) }) }],
  edit: { name: "saveBulletinText", label: "bulletin text", args: (v) => ({ massif: "Vanoise", texte: v }), bad: "Risque marqué.", good: "Risque marqué (3) au-dessus de 2200 m en versants N à E : plaques à vent récentes.",
    cosmetic: (v, i) => (i % 2 ? v.replace(".", " .") : v + " "), reject: (r) => j({ valid: false, error: "TEXT_TOO_SHORT", min_chars: 60, request_id: r.hex(8) }), accept: (r) => j({ valid: true }) },
  answer: (r) => "Draft BERA: Vanoise and Haute-Maurienne risque 3 (marqué) above 2200 m N–E (« plaques à vent récentes »), 2 below; Mont-Blanc 2. Sources: station HN24 and the 26/11 Pralognan slab.",
  apology: "Désolé — I'll restate it.", nudge: ["That's the same draft. Did you include Beaufortain?", "Still no Beaufortain.", "Beaufortain please."],
  again: "The observer at Pralognan just phoned in a new profile. Re-check Vanoise?",
};
