// Five domain kits: tools, argument keys, entity facts, vocabulary, how each tool prints.
const FN = ["Aino", "Bruno", "Chiara", "Dmitri", "Esra", "Femi", "Greta", "Hiro", "Ines", "Jonas", "Kavya", "Lars", "Mei", "Nadia", "Omar", "Priya", "Rafael", "Sanna", "Tomasz", "Ulla", "Vikram", "Wen", "Yusuf", "Zofia"];
const LN = ["Aalto", "Bianchi", "Costa", "Dubois", "Eriksen", "Fischer", "García", "Hakimi", "Ito", "Jensen", "Kowalski", "Laine", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi", "Silva", "Tanaka", "Ueda", "Varga", "Weber", "Yilmaz"];
export const nm = (R) => `${R.pick(FN)} ${R.pick(LN)}`;

export const crew = {
  key: "airline-crew-rostering", agent: "crew-control roster agent (OpenAI Agents SDK, hand-offs)", handoff: true,
  agents: ["roster_agent", "legality_agent", "hotel_agent"], uri: "crew://roster",
  sys: "You are roster_agent in crew control for a narrow-body fleet (A320/A321). Fix open pairings, respect FTL limits (EASA ORO.FTL), hand legality questions to legality_agent and layover hotels to hotel_agent.",
  styles: { rec: "json", rows: "md", hits: "rag", status: "json", err: "http" },
  t: { get: "crew_member_get", act: "pairing_assign", search: "ftl_rules_retrieve", list: "open_pairings_list", start: "reoptimise_start", status: "reoptimise_status", read: "ops_manual_read", edit: "roster_patch", check: "roster_legality_check", sleep: "wait_seconds" },
  a: { id: "crew_id", val: "pairing_id", q: "query", page: "cursor", job: "run_id", doc: "section" },
  ent: (R, i) => ({ id: `C${String(40100 + i * 7)}`, name: nm(R), rank: R.pick(["CPT", "FO", "SP", "CC"]), base: R.pick(["LIS", "OPO", "FAO", "MAD"]), fdp_used_h: R.int(6, 58), rest_until: `2026-12-${String(R.int(7, 12)).padStart(2, "0")}T${String(R.int(3, 22)).padStart(2, "0")}:00Z`, quals: R.pick([["A320", "A321"], ["A320"], ["A321", "ETOPS"]]) }),
  actVal: (R) => `P${R.int(2100, 2999)}`, actOk: (e, v) => ({ crew_id: e.id, pairing_id: v, status: "assigned", fdp_after_h: e.fdp_used_h + 9 }),
  listCols: ["pairing", "dep", "report", "legs", "rank"], listRow: (R, i) => [`P${2200 + i * 3}`, R.pick(["LIS", "OPO", "FAO"]), `${String(R.int(4, 21)).padStart(2, "0")}:${R.pick(["05", "20", "35", "50"])}`, R.int(2, 5), R.pick(["CPT", "FO", "CC"])],
  sentences: ["Maximum daily FDP for acclimatised crew is 13 hours reduced by 30 minutes per sector from the third sector.", "Minimum rest at home base is at least as long as the preceding duty period or 12 hours, whichever is greater.", "Split duty may extend the FDP by half the break when the break is at least 3 hours.", "Standby at the airport counts in full towards the FDP.", "Disruptive schedules require an extra local night within the following 168 hours.", "Commander's discretion may extend FDP by up to 2 hours and must be reported.", "Positioning counts as duty but not as a sector.", "Reserve crew must have 10 hours' notice before a duty that starts before 07:00."],
  docName: "OM-A 7.1", jobWord: "roster re-optimisation", jobDetail: (p) => `CG iterations=${p * 14} columns=${p * 310} gap=${(100 - p) / 10}%`,
  errs: ["P2241 leg 3: rest 10h40 < 12h minimum at base LIS", "C40128: FDP 13h25 exceeds 12h30 (4 sectors)", "P2250: no qualified FO for A321 ETOPS leg", "C40156: disruptive schedule without a local night"],
  dep: { msg: "upstream crew-db timed out", http: 504, code: "gateway_timeout", retry: 20 },
  topics: ["FDP limit with four sectors", "minimum rest at home base", "split duty extension", "standby counting towards FDP", "reserve notice before early start", "commander's discretion reporting"],
  task: "Cover tomorrow's open pairings out of LIS and OPO and make sure every assignment is legal.",
};

export const pv = {
  key: "pharmacovigilance", agent: "ICSR case-processing assistant with RAG over product labels", memory: true,
  agents: ["case_intake", "medical_reviewer", "submissions"], uri: "pv://safety",
  sys: "You process individual case safety reports (ICSRs): code events in MedDRA, check expectedness against the reference safety information (use retrieve), validate the narrative, and prepare E2B(R3) export. Keep notes in memory between cases.",
  styles: { rec: "kv", rows: "csv", hits: "rag", status: "json", err: "http" },
  t: { get: "icsr_get", act: "event_code_set", search: "retrieve", list: "cases_list", start: "e2b_export_start", status: "e2b_export_status", read: "sop_read", edit: "narrative_edit", check: "narrative_validate", sleep: "sleep", mw: "write_memory", mr: "read_memory" },
  a: { id: "case_id", val: "pt_code", q: "query", page: "page", job: "export_id", doc: "sop" },
  ent: (R, i) => ({ id: `PV-2026-${String(31000 + i * 13)}`, product: R.pick(["rivaroxaban 20 mg", "semaglutide 1 mg", "pembrolizumab", "levetiracetam 500 mg", "adalimumab 40 mg"]), reporter: R.pick(["HCP", "consumer", "literature"]), event_verbatim: R.pick(["bleeding from gums", "severe nausea", "itchy rash on arms", "fainted at work", "liver enzymes up"]), seriousness: R.pick(["non-serious", "serious (hospitalisation)", "serious (medically important)"]), onset: `2026-${String(R.int(1, 11)).padStart(2, "0")}-${String(R.int(1, 28)).padStart(2, "0")}`, country: R.pick(["PT", "DE", "ES", "FR", "IT"]) }),
  actVal: (R) => String(R.pick([10018276, 10028813, 10037087, 10042772, 10054889])), actOk: (e, v) => ({ case_id: e.id, pt_code: v, coded_by: "assistant", version: 2 }),
  listCols: ["case_id", "received", "product", "serious", "due"], listRow: (R, i) => [`PV-2026-${31400 + i * 11}`, `2026-11-${String(R.int(1, 28)).padStart(2, "0")}`, R.pick(["rivaroxaban", "semaglutide", "adalimumab"]), R.pick(["Y", "N"]), `D+${R.int(1, 14)}`],
  sentences: ["Gingival bleeding is listed as an expected adverse reaction (common) in section 4.8.", "Nausea and vomiting are very common and usually transient during dose escalation.", "Syncope is not listed; assess as unexpected unless a class effect is documented.", "Hepatic enzyme increase was reported uncommonly in clinical trials.", "Serious unexpected cases must be submitted within 15 calendar days of day zero.", "Non-serious cases from the EEA are submitted within 90 days.", "Rash and pruritus are listed under skin and subcutaneous tissue disorders.", "Literature cases require the citation in C.4.r.1."],
  docName: "SOP-PV-014", jobWord: "E2B export", jobDetail: (p) => `messages_built=${Math.round(p / 4)} acks_pending=${p < 100 ? 1 : 0}`,
  errs: ["C.1.3 report type missing", "E.i.2.1b MedDRA version mismatch (26.1 vs 27.0)", "narrative: onset date not stated", "D.1 patient initials contain digits"],
  dep: { msg: "MedDRA browser service unavailable", http: 503, code: "service_unavailable", retry: 30 },
  topics: ["gingival bleeding expectedness", "syncope listed", "hepatic enzyme increase frequency", "15-day reporting clock", "rash pruritus labelling", "literature case citation"],
  task: "Work the intake queue: code each case, decide expectedness, and prepare the expedited ones for export.",
};

export const water = {
  key: "water-utility-leaks", agent: "data analyst for district metered areas (SQL + pandas)",
  agents: ["analyst", "field_ops", "reporting"], uri: "sql://scada",
  sys: "You are a data analyst at a water utility. Use run_sql against the SCADA warehouse (read-only) to find DMAs with rising night flow, raise leak work orders, and keep the analysis notebook passing its QA checks.",
  styles: { rec: "df", rows: "df", hits: "md", status: "ansi", err: "pg" },
  t: { get: "run_sql", act: "workorder_create", search: "incident_search", list: "run_sql", start: "leak_model_run", status: "leak_model_status", read: "read_file", edit: "edit_file", check: "qa_check", sleep: "sleep" },
  a: { id: "sql", val: "priority", q: "q", page: "sql", job: "run_id", doc: "path" },
  idCol: "dma_id",
  sqlGet: (e) => `SELECT dma_id, mnf_lps, mnf_7d_avg_lps, pressure_bar, last_burst FROM dma_night_flow WHERE dma_id = '${e.id}'`,
  sqlList: (off) => `SELECT dma_id, zone, mnf_lps FROM dma_night_flow ORDER BY mnf_lps DESC LIMIT 10 OFFSET ${off}`,
  ent: (R, i) => ({ id: `DMA-${String(210 + i * 3)}`, mnf_lps: (R.int(20, 190) / 10).toFixed(1), mnf_7d_avg_lps: (R.int(18, 120) / 10).toFixed(1), pressure_bar: (R.int(28, 61) / 10).toFixed(1), last_burst: `2026-${String(R.int(1, 11)).padStart(2, "0")}-${String(R.int(1, 28)).padStart(2, "0")}` }),
  actVal: (R) => R.pick(["P1", "P2", "P3"]), actOk: (e, v) => ({ workorder: `WO-${e.id.slice(4)}-${v}`, dma: e.id, priority: v, crew: "leak detection east" }),
  listCols: ["dma_id", "zone", "mnf_lps"], listRow: (R, i) => [`DMA-${210 + i * 3}`, R.pick(["north", "east", "harbour", "hill"]), (R.int(20, 190) / 10).toFixed(1)],
  sentences: ["Minimum night flow is taken between 02:00 and 04:00 local time.", "A rise of more than 25 % over the 7-day average triggers a leak investigation.", "Pressure transients above 1.5 bar within a minute indicate a burst.", "Legitimate night use is estimated at 1.7 l/property/h.", "DMAs with open boundary valves are excluded until the valve is closed.", "Work orders of priority P1 require a crew within four hours."],
  docName: "notebooks/leak_triage.md", jobWord: "leak localisation model", jobDetail: (p) => `epoch ${Math.ceil(p / 10)}/10 loss=${(0.9 - p / 130).toFixed(3)} nodes_scored=${p * 41}`,
  errs: ["cell 7: NameError: name 'mnf_baseline' is not defined", "cell 12: expected 148 DMAs, got 151 (duplicates after merge)", "cell 15: units column 'mnf' mixes l/s and m3/h", "cell 18: assertion failed: no NaN in pressure_bar"],
  dep: { msg: "canceling statement due to statement timeout", rpc: -32000 },
  topics: ["burst on trunk main", "night flow rise harbour", "boundary valve left open", "pressure transient", "meter fault", "customer-side leak"],
  task: "Find the DMAs whose night flow rose, raise work orders for the real leaks, and make the triage notebook pass QA.",
};
