// Four domain kits: clinical coding (hand-offs + RAG), school timetabling (memory), podcast production (streams), DAO treasury (JSON-RPC).
import { nm } from "./domains1.mjs";

export const coding = {
  key: "clinical-coding", agent: "inpatient coder with hand-offs to CDI and audit agents (Agents SDK style)", handoff: true,
  agents: ["coding_agent", "cdi_agent", "audit_agent"], uri: "his://encounters",
  sys: "You are coding_agent. Assign ICD-10-CM/PCS codes to inpatient encounters using retrieve_guidelines (Official Guidelines, Coding Clinic). Hand documentation gaps to cdi_agent and DRG validation to audit_agent.",
  styles: { rec: "md", rows: "md", hits: "rag", status: "json", err: "http" },
  t: { get: "encounter_get", act: "assign_codes", search: "retrieve_guidelines", list: "worklist_page", start: "grouper_run", status: "grouper_status", read: "chart_read", edit: "query_draft_edit", check: "query_draft_check", sleep: "sleep" },
  a: { id: "encounter_id", val: "codes", q: "query", page: "page", job: "grouper_job", doc: "document_id" },
  ent: (R, i) => ({ id: `ENC-${String(5520000 + i * 37)}`, los_days: R.int(1, 14), principal_dx_text: R.pick(["sepsis due to E. coli UTI", "NSTEMI", "acute on chronic systolic heart failure", "community-acquired pneumonia", "hip fracture after fall"]), secondary: R.pick([["CKD stage 3a", "T2DM"], ["COPD"], ["AKI", "hyponatraemia"], ["malnutrition (documented by dietitian only)"]]), attending: `Dr ${nm(R)}`, drg_working: R.pick(["871", "280", "291", "193", "481"]) }),
  actVal: (R) => R.pick([["A41.51", "N39.0"], ["I21.4"], ["I50.23", "N18.31"], ["J18.9", "J44.9"], ["S72.001A", "W19.XXXA"]]), actOk: (e, v) => ({ encounter_id: e.id, codes: v, drg: e.drg_working, weight: "1.8731" }),
  listCols: ["encounter", "discharged", "service", "payer"], listRow: (R, i) => [`ENC-${5521000 + i * 41}`, `2026-12-0${R.int(1, 5)}`, R.pick(["MED", "CARD", "ORTH", "PULM"]), R.pick(["Medicare", "BCBS", "Aetna", "Medicaid"])],
  sentences: ["Sepsis: assign the systemic infection code first, followed by the localised infection (I.C.1.d.4).", "Type 2 MI is coded I21.A1; NSTEMI is I21.4.", "Code acute on chronic heart failure to the combination code when type is documented.", "Malnutrition must be documented by the provider, not only by the dietitian.", "Query the provider when documentation is conflicting or incomplete.", "Hip fracture: seventh character A for active treatment.", "AKI requires provider documentation; creatinine alone is insufficient."],
  docName: "discharge summary", jobWord: "MS-DRG grouper run", jobDetail: (p) => `claims_grouped=${p * 4}`,
  errs: ["query is leading: names a diagnosis without options", "missing clinical indicators (lab values)", "no 'unable to determine' option", "query addressed to wrong provider"],
  dep: { msg: "encoder service unavailable (3M 360 gateway)", http: 503, code: "encoder_down", retry: 25 },
  topics: ["sepsis sequencing with UTI", "type 2 MI versus NSTEMI", "acute on chronic systolic heart failure combination code", "malnutrition documentation requirement", "AKI provider documentation", "hip fracture seventh character"],
  task: "Code the discharged encounters on my worklist and raise CDI queries where documentation is missing.",
};

export const school = {
  key: "school-timetabling", agent: "timetabling assistant for a 1,100-pupil secondary school (solver + scratchpad memory)", memory: true,
  agents: ["timetabler", "cover_manager", "exams_officer"], uri: "tt://school",
  sys: "You build next term's timetable. Use the solver, respect staff constraints, and keep working notes with write_memory/read_memory — the context window is small and will be summarised.",
  styles: { rec: "kv", rows: "csv", hits: "md", status: "ansi", err: "ansi" },
  t: { get: "teacher_get", act: "lock_lesson", search: "constraints_search", list: "lessons_list", start: "solver_start", status: "solver_status", read: "policy_read", edit: "timetable_edit", check: "timetable_validate", sleep: "sleep", mw: "write_memory", mr: "read_memory" },
  a: { id: "staff_code", val: "slot", q: "q", page: "page", job: "solve_id", doc: "doc" },
  ent: (R, i) => ({ id: `${R.pick(["ABR", "CKN", "DLM", "FOS", "GRT", "HWE", "JPS", "KLV", "MTR", "NQB"])}${i}`, name: nm(R), dept: R.pick(["Maths", "Science", "English", "MFL", "PE", "Art"]), fte: R.pick(["1.0", "0.8", "0.6"]), unavailable: R.pick(["Mon P1-P2", "Fri PM", "Wed P5", "none"]), max_consecutive: R.int(3, 5) }),
  actVal: (R) => `${R.pick(["Mon", "Tue", "Wed", "Thu", "Fri"])}-P${R.int(1, 6)}`, actOk: (e, v) => ({ staff: e.id, slot: v, locked: true, conflicts: 0 }),
  listCols: ["lesson", "class", "subject", "periods"], listRow: (R, i) => [`L${3000 + i}`, `${R.int(7, 13)}${R.pick(["A", "B", "C", "X"])}`, R.pick(["Ma", "En", "Bi", "Ch", "Fr", "PE"]), R.int(1, 5)],
  sentences: ["Part-time staff may not be timetabled on their declared non-working day.", "No teacher teaches more than five consecutive periods.", "Double periods for practical science must not span lunch.", "Year 11 maths sets are blocked in the same periods.", "PE needs the sports hall; two classes may share it.", "Cover is drawn first from staff with free periods in the same department."],
  docName: "staffing policy 2026", jobWord: "timetable solve", jobDetail: (p) => `hard_violations=${Math.max(0, 40 - p)} soft_score=${-1200 + p * 9}`,
  errs: ["FOS3 timetabled on non-working day (Fri PM)", "10X science double spans lunch", "Y11 maths sets split across P2/P3", "DLM2 six consecutive periods Tue"],
  dep: { msg: "solver license server unreachable (flexlm: -15)", rpc: -32000 },
  topics: ["part-time non-working day", "consecutive periods limit", "science doubles over lunch", "blocking year 11 maths", "sports hall sharing", "cover from same department"],
  task: "Lock the fixed lessons for the staff on the list, run the solver, and fix whatever the validator flags.",
};

export const podcast = {
  key: "podcast-production", agent: "podcast post-production agent (transcription streams, loudness, show notes)", blob: false,
  agents: ["producer", "editor", "publisher"], uri: "pod://network",
  sys: "You produce episodes for a podcast network: transcribe, check loudness, publish chapter markers and keep show notes lint-clean. Transcription status is streamed as server-sent events.",
  styles: { rec: "ansi", rows: "csv", hits: "md", status: "stream", err: "ansi" },
  t: { get: "episode_get", act: "publish_chapters", search: "transcript_search", list: "episodes_list", start: "transcribe_start", status: "transcribe_status", read: "show_notes_read", edit: "show_notes_edit", check: "show_notes_lint", sleep: "sleep" },
  a: { id: "episode", val: "chapters", q: "q", page: "page", job: "job_id", doc: "file" },
  ent: (R, i) => ({ id: `ep-${String(180 + i)}`, show: R.pick(["Night Shift Science", "Small Print", "Field Notes", "Ledger Lines"]), duration_s: R.int(1500, 4200), integrated_lufs: (-R.int(150, 190) / 10).toFixed(1), true_peak_dbtp: (-R.int(5, 30) / 10).toFixed(1), guests: [nm(R)], preview_b64: R.b64(40) }),
  actVal: (R) => [`00:00 Intro`, `0${R.int(2, 9)}:${R.int(10, 59)} Main`, `${R.int(20, 40)}:${R.int(10, 59)} Outro`], actOk: (e, v) => ({ episode: e.id, chapters: v.length, feed_etag: `W/"${e.id}-ch"` }),
  listCols: ["episode", "show", "published", "downloads_7d"], listRow: (R, i) => [`ep-${150 + i}`, R.pick(["Small Print", "Field Notes"]), `2026-${String(R.int(1, 11)).padStart(2, "0")}-${String(R.int(1, 28)).padStart(2, "0")}`, R.int(800, 20000)],
  sentences: ["Target integrated loudness is -16 LUFS for stereo, -19 for mono, true peak below -1 dBTP.", "Chapter titles are sentence case, no trailing punctuation.", "Sponsor reads must be disclosed in the first paragraph of the show notes.", "Guest names link to a bio page, never to social media.", "Transcripts are published within 48 hours of the episode.", "Explicit language sets the itunes:explicit flag."],
  docName: "show-notes.md", jobWord: "transcription", jobDetail: (p) => `segments=${p * 6}`,
  errs: ["line 3: sponsor disclosure not in first paragraph", "line 8: chapter title ends with '.'", "line 12: guest link points to social media", "line 2: missing explicit flag for explicit episode"],
  dep: { msg: "ffmpeg worker pool exhausted (503 from render farm)", http: 503, code: "pool_exhausted", retry: 40 },
  topics: ["sponsor mention timestamps", "guest introduces research", "listener question about", "segment on budgets", "interview about fieldwork", "cold open"],
  task: "Finish post-production for this week's episodes: transcripts, loudness, chapters and clean show notes.",
};

export const dao = {
  key: "dao-treasury-ops", agent: "treasury operations agent for a DAO multisig (JSON-RPC services)",
  agents: ["treasury_agent", "risk_agent", "payouts_agent"], uri: "safe://treasury",
  sys: "You run treasury operations for a DAO: review Safe transactions, propose payouts approved by governance, check the forum for context, and keep the payout CSV valid. Services speak JSON-RPC.",
  styles: { rec: "jsonrpc", rows: "csv", hits: "md", status: "jsonrpc", err: "jsonrpc", wrap: "jsonrpc" },
  t: { get: "safe_tx_get", act: "safe_propose_tx", search: "forum_search", list: "transfers_list", start: "snapshot_tally_start", status: "snapshot_tally_status", read: "policy_read", edit: "payout_csv_edit", check: "payout_csv_validate", sleep: "sleep" },
  a: { id: "safe_tx_hash", val: "amount", q: "query", page: "page", job: "tally_id", doc: "doc" },
  ent: (R, i) => ({ id: `0x${R.hex(64)}`, to: `0x${R.hex(40)}`, value_usdc: R.int(500, 90000), nonce: 410 + i, confirmations: `${R.int(0, 3)}/4`, proposal: `TIP-${R.int(40, 99)}` }),
  actVal: (R) => String(R.int(1000, 50000)), actOk: (e, v) => ({ proposed: true, safe_tx_hash: e.id, amount: v, nonce: e.nonce }),
  listCols: ["tx_hash", "token", "amount", "to"], listRow: (R, i) => [`0x${R.hex(10)}…`, R.pick(["USDC", "WETH", "DAI"]), R.int(10, 50000), `0x${R.hex(6)}…`],
  sentences: ["Payouts above 25,000 USDC require a passed Snapshot vote and 3 of 4 signers.", "Recipients must be on the allow-list published in TIP-12.", "Streams are preferred over lump sums for grants longer than three months.", "Gas is paid from the ops Safe, never from the grants Safe.", "Every payout row references its proposal id.", "Stablecoin reserves may not fall below six months of runway."],
  docName: "treasury policy v3", jobWord: "Snapshot tally", jobDetail: (p) => `votes_counted=${p * 37}`,
  errs: ["row 4: recipient not on allow-list", "row 7: missing proposal id", "row 9: amount 31000 needs a passed vote", "row 12: duplicate recipient and amount"],
  dep: { msg: "header not found", rpc: -32000 },
  topics: ["grant stream for tooling", "TIP vote on runway", "allow-list update", "gas reimbursement", "audit payment milestone", "contributor compensation"],
  task: "Review the queued Safe transactions, propose the governance-approved payouts, and get the payout CSV validated.",
};
