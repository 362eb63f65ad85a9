// Domain kits, part 1: clinical scheduling, legal contract review, e-commerce catalogue, smart home.
// Item data is fixed when the item is made; tool output adds only per-call noise, so a repeated call shows the same facts.
import { clock, epoch, hms, iso, isoSec, logTs, para, rfc1123, rs, ymd } from "./lib.mjs";

const FIRST = ["Amina", "Jonas", "Priya", "Tomasz", "Lucía", "Kwame", "Hana", "Mateo", "Ingrid", "Omar", "Mei", "Dmitri", "Aoife", "Rafael", "Sunita", "Lars", "Yara", "Kenji", "Fatima", "Noah"];
const LAST = ["Okafor", "Lindqvist", "Raman", "Kowalski", "Ferreira", "Mensah", "Sato", "Álvarez", "Berg", "Haddad", "Chen", "Volkov", "Byrne", "Costa", "Iyer", "Nilsen", "Mansour", "Tanaka", "Rahman", "Weber"];
const nm = (r) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

// ---------------- clinical scheduling ----------------
const SPEC = ["cardiology", "dermatology", "neurology", "orthopaedics", "endocrinology", "pulmonology", "rheumatology", "gastroenterology"];
export const clinical = {
  domain: "clinical-scheduling",
  reject: (it, rng, run) => rs(it.id).pick([`422 Unprocessable Entity: ${it.ins} requires a PCP referral on file for ${it.spec} (mrn ${it.mrn})`, `409 Conflict: provider ${it.prov} template has no NEW slots on 2026-11-${String(it.day).padStart(2, "0")} at ${it.slot}`, `400 Bad Request: patient DOB ${it.dob} outside provider ${it.prov}'s panel age range`]),
  noun: "referrals",
  flag: { include_cancelled: false },
  sys: [
    "You are the scheduling assistant for Northgate Specialty Clinics. Use the EHR and scheduling tools to triage referrals and book appointments. Never book outside a provider's template. Respect referral priority (STAT < 72h, urgent < 14d, routine < 60d).",
    "Role: outpatient booking agent (multi-site clinic network). Tools: ehr.*, sched.*, payer.*, directory.*. Book within policy; flag anything you cannot resolve to the front-desk lead.",
  ],
  tasks: {
    look: ["Work through today's new referrals in the cardiology and neurology queues: check each referral, then book the earliest compliant slot.", "Several referrals came in overnight. Verify each one's priority and insurance, and book what can be booked."],
    search: ["Find a provider for a paediatric neurology telehealth consult (patient is 9, Spanish-speaking family) before the 20th.", "We need an in-network hand surgeon who takes Medicaid within 25 miles of the Eastside site. Find one."],
    poll: ["Submit prior authorization for the MRI on referral REF-40211 and tell me when the payer decides.", "The payer portal has our auth request; follow it until there's a decision, then book the procedure."],
    fix: ["The SIU^S12 booking messages are being rejected by the downstream EHR interface. Fix the template so it validates.", "Interface team says our HL7 scheduling template fails validation. Please correct it."],
    doc: ["Read the new cardiology intake protocol (v4) and summarise what changed for echo scheduling.", "Go through the updated clinic scheduling policy document and tell me what it says about double-booking."],
    cyc: ["Book referral REF-38817 into the first available orthopaedics slot on Thursday.", "Get the patient on REF-51902 into dermatology this week; any provider is fine."],
    list: ["Export the full dermatology waitlist so I can see who has been waiting longest.", "Go through the whole neurology waitlist and give me the count by priority."],
    talk: ["Coordinate with the triage agent on the MRI referral for patient MRN-4471203 and get it scheduled.", "The triage agent flagged REF-40998. Work it out together and book it."],
    echo: ["Review the cardiology waitlist and book each patient into the earliest slot that fits their priority."],
    long: ["Full day's backlog: triage and book all open referrals across clinics, chase outstanding auths as you go."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: `REF-${rng.int(30000, 59999)}`, mrn: `MRN-${rng.int(4000000, 4999999)}`, name: nm(rng), dob: `${rng.int(1938, 2019)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`, spec: rng.pick(SPEC), prio: rng.pick(["routine", "routine", "urgent", "STAT"]), ins: rng.pick(["Aetna PPO", "BlueCross HMO", "Medicaid", "Medicare B", "UnitedHealthcare", "self-pay"]), prov: `PRV-${rng.int(100, 999)}`, slot: `${rng.int(8, 16)}:${rng.pick(["00", "20", "40"])}`, day: rng.int(2, 28) });
    return out;
  },
  look(it, rng, run) {
    return { name: "ehr.get_referral", args: { referral_id: it.id }, th: `Checking referral ${it.id}.`, out: JSON.stringify({ resourceType: "ServiceRequest", id: it.id, status: "active", priority: it.prio, subject: { mrn: it.mrn, display: it.name, birthDate: it.dob }, specialty: it.spec, insurance: it.ins, requester: it.prov, authoredOn: `2026-10-${String(it.day).padStart(2, "0")}`, meta: { lastUpdated: `2026-10-${String(it.day).padStart(2, "0")}T09:14:03Z`, versionId: "3" }, _gateway: { request_id: rng.uuid(), served_by: `fhir-gw-${rng.int(1, 4)}`, latency_ms: rng.int(38, 910), fetched_at: iso(run.t) } }) };
  },
  act(it, rng, run) {
    return { name: "sched.book_slot", args: { mrn: it.mrn, provider_id: it.prov, start: `2026-11-${String(it.day).padStart(2, "0")}T${it.slot}`, visit_type: "NEW", referral_id: it.id }, th: `Booking ${it.name} (${it.spec}).`, out: `BOOKED confirmation=${rng.alnum(8).toUpperCase()} mrn=${it.mrn} provider=${it.prov} start=2026-11-${String(it.day).padStart(2, "0")} ${it.slot} room=${rng.pick(["2A", "2B", "3F", "EXAM-7"])} reminder_sms=queued txn=${rng.hex(10)}` };
  },
  search: {
    name: "directory.search_providers",
    refine: [["pediatric neurology", "pediatric neurology telehealth", "neurology telehealth spanish interpreter"], ["hand surgeon medicaid", "orthopaedic surgeon medicaid eastside", "hand surgery within 40 miles"]],
    arg: (q) => ({ query: q, network: "in", accepting_new: true }),
    miss: [
      ["pediatric neurology telehealth spanish", "child neurologist virtual visit Spanish speaking", "neurology peds telemedicine español", "paediatric neurology video consult bilingual", "pediatric neuro telehealth language:es", "child neurology remote consult spanish interpreter on staff"],
      ["hand surgeon medicaid eastside", "orthopaedic hand surgery accepts Medicaid near Eastside", "hand & upper extremity surgeon medicaid 25mi", "upper limb surgeon Medicaid Eastside clinic", "hand surgery in-network medicaid within 25 miles"],
    ],
    empty: (q, rng, run) => rng.pick([`0 providers matched "${q}" (network=in, accepting_new=true). Search id ${rng.hex(12)}, ${rng.int(40, 300)} ms.`, JSON.stringify({ total: 0, providers: [], query: q, suggestions: [], searched_at: isoSec(run.t), trace: rng.uuid() }), `No in-network providers accepting new patients for: ${q}\n(directory snapshot ${ymd(run.t)} ${hms(run.t)}, ${rng.int(1100, 1300)} providers indexed)`]),
    hitQs: ["general neurology new patients Westside", "dermatology accepting new Medicare", "endocrinology telehealth", "rheumatology PPO downtown", "pulmonology sleep study"],
    hit: (q, rng, run) => { const r = rs(q); const n = r.int(2, 5); const rows = []; for (let i = 0; i < n; i++) rows.push({ provider_id: `PRV-${r.int(100, 999)}`, name: `Dr. ${nm(r)}`, site: r.pick(["Westside", "Downtown", "Eastside", "North Campus"]), next_new_patient: `2026-11-${String(r.int(2, 28)).padStart(2, "0")}` }); return JSON.stringify({ total: n, providers: rows, searched_at: isoSec(run.t), trace: rng.uuid() }); },
  },
  poll: {
    name: "payer.prior_auth_status", sleep: "wait", stuckWord: "pended for clinical review",
    start: (rng, run) => { const job = `PA-${rng.int(7000000, 7999999)}`; return { job, name: "payer.submit_prior_auth", args: { referral_id: "REF-40211", cpt: "70553", icd10: "G43.909", urgency: "standard" }, th: "Submitting the prior authorization.", out: JSON.stringify({ auth_id: job, status: "RECEIVED", payer: "BlueCross HMO", submitted_at: iso(run.t) }) }; },
    args: (job) => ({ auth_id: job }),
    stuck: (j) => ({ s: "PENDED", d: "Pended - clinical review" }),
    prog: (i, n) => (i >= n - 1 ? { s: "APPROVED", d: "Approved 1 unit CPT 70553, valid 60 days" } : { s: i < n / 2 ? "RECEIVED" : "IN_REVIEW", d: i < n / 2 ? `Queued for intake (position ${Math.max(1, n - i)})` : `Nurse reviewer assigned, ${Math.round((100 * i) / n)}% of criteria checked` }),
    out: (job, st, rng, run) => `<AuthStatusResponse xmlns="urn:x12:278"><TraceNumber>${rng.int(100000000, 999999999)}</TraceNumber><AuthID>${job}</AuthID><Status>${st.s}</Status><Detail>${st.d}</Detail><CheckedAt>${iso(run.t)}</CheckedAt><Latency>${rng.int(200, 4000)}ms</Latency></AuthStatusResponse>`,
  },
  dep: {
    svc: "The EHR FHIR gateway",
    errs: [
      (rng) => `502 Bad Gateway: fhir-gw-${rng.int(1, 4)} could not reach upstream ehr-core:8443 (req ${rng.uuid()})`,
      (rng) => `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111`,
      (rng, run) => JSON.stringify({ resourceType: "OperationOutcome", issue: [{ severity: "error", code: "transient", diagnostics: `Upstream EHR core unavailable (connect ECONNREFUSED 10.40.${rng.int(0, 9)}.12:8443) at ${isoSec(run.t)}` }] }),
      (rng) => `Error: gateway timeout after ${rng.pick([30000, 30001, 29998])}ms waiting for ehr-core (attempt id ${rng.hex(8)})`,
    ],
    transient: (rng) => `429 Too Many Requests: FHIR gateway rate limit (120 req/min). Retry-After: ${rng.int(2, 20)}`,
  },
  fix: {
    target: "siu_s12_booking.hl7",
    test: { name: "hl7.validate", args: { template: "siu_s12_booking.hl7", profile: "v2.5.1-SIU" } },
    errs: ["PID-3: patient identifier list missing assigning authority (CX.4)", "SCH-11: timing quantity start not in YYYYMMDDHHMM format", "AIL-3: location resource ID longer than 20 characters", "RGS-1: segment set ID must start at 1"],
    edit: (k, a, rng, err) => ({ name: "template.patch", args: { file: "siu_s12_booking.hl7", segment: err.slice(0, 3), field: err.split(":")[0], value: ["{{mrn}}^^^NGC^MR", "{{start|fmt:'%Y%m%d%H%M'}}", "{{room_code|truncate:20}}", "1"][k] + (a ? ["", " ", "^"][a % 3] : "") }, th: `Patching ${err.split(":")[0]}.`, out: `patched ${err.split(":")[0]} (${rng.int(1, 3)} line(s) changed)` }),
    fail: (errs, rng, run) => `HL7 validation FAILED (${errs.length} error${errs.length > 1 ? "s" : ""}) run=${rng.hex(6)} ${hms(run.t)}\n${errs.map((e, i) => `  [E${String(i + 1).padStart(3, "0")}] ${e}`).join("\n")}`,
    pass: (rng, run) => `HL7 validation PASSED (0 errors, ${rng.int(0, 2)} warnings) run=${rng.hex(6)} ${hms(run.t)}`,
  },
  doc: {
    name: "docs.read_page", title: "the cardiology intake protocol v4", n: 7,
    args: (p) => ({ doc_id: "POL-CARD-INTAKE-v4", page: p }),
    page: (p, rng, run, changed) => `[POL-CARD-INTAKE-v4 p.${p}/7 | retrieved ${rfc1123(run.t)}]\n${changed ? "REVISED: Echo slots now 40 min for all new patients. " : ""}${para(`card${p}`, ["New-patient echocardiograms require a 40-minute slot.", "Follow-up echo may be booked into 20-minute slots if the prior study is under 12 months old.", "STAT referrals from the ED bypass the waitlist and are booked by the charge nurse.", "Double-booking is permitted only in templates marked OVERBOOK.", "Holter monitors are fitted at the North Campus only.", "Patients on anticoagulants must have an INR within 7 days for TEE.", "Interpreter requests must be added at booking time.", "Telehealth is not permitted for first visits with chest pain as the reason for referral.", "The referring provider is notified automatically when the appointment is booked.", "Cancellations within 24 hours are recorded as late cancellations."], 4)}`,
    edit: (p, rng, run) => ({ name: "docs.suggest_edit", args: { doc_id: "POL-CARD-INTAKE-v4", page: p, text: "Echo slots now 40 min for all new patients." }, th: "Applying the approved wording change.", out: `edit accepted (rev ${rng.int(12, 40)})` }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "sched.find_slots", args: { specialty: "orthopaedics", date: ["2026-11-12", "12/11/2026", "2026-11-12", "Thu 12 Nov"][pass % 4], visit_type: "NEW" }, th: pass ? "Looking for slots again." : "Finding Thursday slots.", out: JSON.stringify({ slots: [{ provider_id: "PRV-311", start: "2026-11-12T10:40", status: "open" }, { provider_id: "PRV-311", start: "2026-11-12T15:20", status: "open" }], cache_age_s: rng.int(0, 90), generated: iso(run.t) }) }),
    (pass, rng, run) => ({ name: "sched.hold_slot", args: { provider_id: "PRV-311", start: "2026-11-12T10:40", referral_id: "REF-38817" }, th: "Holding 10:40.", out: `409 Conflict: slot 2026-11-12T10:40 PRV-311 held by session ${rng.hex(8)} (expires in ${rng.int(30, 600)}s)`, err: true }),
  ],
  list: {
    name: "sched.list_waitlist",
    args: (cursor, i) => (cursor ? { clinic: "dermatology", limit: 5, cursor } : { clinic: "dermatology", limit: 5 }),
    fmt: (rows, next, i, rng, run) => JSON.stringify({ items: rows.map((r) => ({ referral_id: r.id, patient: r.name, priority: r.prio, waiting_days: r.day + 3 })), next_cursor: next, request_id: rng.uuid() }),
  },
  talk: {
    peer: "triage-agent",
    a: ["I can't book the MRI until prior authorization is approved. Please confirm the auth first and I'll book immediately.", "As I said, the booking has to wait for the payer's approval. Once the auth is confirmed I'll schedule it.", "Booking without an approved auth isn't allowed by policy. Please get the authorization approved first.", "I still need the approved prior auth before I can book this MRI. Can you confirm it?", "Same as before: no booking until authorization is approved. Please confirm the auth."],
    p: ["The payer won't accept the auth without a scheduled date. Please book a tentative slot first.", "I need a date of service on the auth request. Book something tentative and I'll submit.", "Auth submission is blocked: date of service is required. Please schedule it first.", "Without an appointment date I can't file the auth. Can you book a slot?", "Again, I need the appointment booked to complete the authorization."],
    conv: [["The payer needs a date of service on the auth request.", "Understood. Policy allows a tentative hold that is not a booking. I'll place a 48h hold and give you the date."], ["Hold date received, submitting auth with DOS 2026-11-14.", "Good. I'll keep the hold and convert it to a booking when the auth comes back approved."], ["Auth approved, number PA-7731190.", "Converted the hold to a confirmed booking and attached the auth number."]],
    agree: "Confirmed on my side. Closing the triage task.",
  },
  echo: ["I will review the cardiology waitlist and book each patient into the earliest slot that fits their priority.", "My task is to go through the cardiology waitlist and book every patient into the earliest slot matching their priority level.", "I'll now review the cardiology waitlist and book each patient into the earliest compliant slot for their priority.", "Plan: review cardiology waitlist, then book each patient in the earliest slot appropriate to priority.", "I am going to review the cardiology waitlist and schedule each patient at the earliest slot that fits their priority."],
  chant: "The appointment has been booked and the patient will receive a reminder.",
  doneLine: "Remaining items are flagged for the front-desk lead.",
  repeatAsk: "Book each of these referrals into their provider's next NEW slot",
};

// ---------------- legal contract review ----------------
const CP = ["Halvorsen Logistics AS", "Brightwater Foods Ltd", "Kestrel Analytics GmbH", "Orchid Retail Pte", "Marlow & Finch LLP", "Tideway Energy plc", "Cobalt Mobility Inc.", "Sierra Textiles SA"];
export const legal = {
  domain: "legal-contract-review",
  reject: (it, rng, run) => rs(it.id).pick([`409: ${it.id} is checked out for editing by ${it.owner}`, `410 Gone: ${it.id} (${it.cp}) archived, expired ${it.exp}`, `403: you are not on the deal team for ${it.cp} (${it.type})`]),
  noun: "contracts",
  flag: { include_comments: false },
  sys: [
    "You are a contract review assistant for the in-house legal team. Use the clause library and the document tools. Flag deviations from the playbook; never accept changes on the team's behalf.",
    "You review commercial agreements against the playbook (v2026.3). Be precise, cite clause numbers. Tools: cms.*, clauses.*, redline.*.",
  ],
  tasks: {
    look: ["Check the governing-law and liability-cap clauses in every MSA renewal due this quarter and flag deviations from the playbook.", "Pull each supplier agreement in the renewal queue and record its termination-for-convenience notice period."],
    search: ["Find any precedent clause in our library that limits liability for data breaches to 2x annual fees.", "Is there an approved clause for force majeure that covers cyber attacks? Find it."],
    poll: ["Send the NDA with Kestrel Analytics for e-signature and tell me when it is fully executed.", "Run the bulk clause extraction on the 2025 vendor contracts and let me know when it's done."],
    fix: ["The DPA template fails the playbook checker. Fix it so it passes.", "Our SaaS order form template doesn't pass the compliance linter. Correct it."],
    doc: ["Read the Halvorsen Logistics MSA and summarise indemnities and caps.", "Review the Tideway Energy supply agreement and list anything that deviates from our playbook."],
    cyc: ["Upload our markup of the Orchid Retail DPA to their deal room and make sure it is accepted.", "Upload our markup of the Cobalt Mobility MSA to the counterparty's deal room."],
    list: ["List all contracts expiring in the next 90 days with their owners.", "Give me every active NDA in the repository with its counterparty and expiry."],
    talk: ["Agree the limitation-of-liability position for the Sierra Textiles deal with the negotiation agent.", "Work with the counterparty's review agent to settle clause 14 (indemnities)."],
    echo: ["Review the Brightwater Foods MSA against the playbook and produce an issues list."],
    long: ["Quarter-end review: go through all contracts in the renewal queue, extract key terms, flag deviations, and prepare the summaries."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: `CTR-${rng.int(2019, 2026)}-${rng.int(1000, 9999)}`, cp: rng.pick(CP), type: rng.pick(["MSA", "NDA", "DPA", "SOW", "Supply Agreement", "Licence"]), law: rng.pick(["England and Wales", "New York", "Singapore", "Germany", "Norway"]), cap: rng.pick(["12 months' fees", "2x annual fees", "EUR 5,000,000", "unlimited", "fees paid in prior 6 months"]), notice: rng.pick([30, 60, 90, 180]), exp: `2027-0${rng.int(1, 9)}-${String(rng.int(1, 28)).padStart(2, "0")}`, owner: nm(rng) });
    return out;
  },
  look(it, rng, run) {
    return { name: "cms.get_contract_terms", args: { contract_id: it.id, fields: ["governing_law", "liability_cap", "termination_notice_days", "expiry"] }, th: `Pulling key terms for ${it.id}.`, out: `contract_id: ${it.id}\ncounterparty: ${it.cp}\ntype: ${it.type}\ngoverning_law: ${it.law}\nliability_cap: ${it.cap}\ntermination_notice_days: ${it.notice}\nexpiry: ${it.exp}\n---\nextracted_by: clause-extractor ${rng.pick(["3.8.1", "3.8.2"])} | confidence ${(0.9 + rng.r() * 0.09).toFixed(3)} | job ${rng.hex(10)} | ${logTs(run.t)}` };
  },
  act(it, rng, run) {
    const dev = it.cap === "unlimited" || it.law === "New York";
    return { name: "review.flag", args: { contract_id: it.id, severity: dev ? "high" : "info", note: dev ? `Deviation: ${it.cap === "unlimited" ? "uncapped liability" : "NY law"}` : "Within playbook" }, th: `Recording the review result for ${it.id}.`, out: JSON.stringify({ ok: true, flag_id: `FLG-${rng.int(10000, 99999)}`, contract_id: it.id, created: iso(run.t) }) };
  },
  search: {
    name: "clauses.search",
    refine: [["data breach liability cap", "super-cap data protection", "limitation of liability carve-out personal data"], ["force majeure", "force majeure cyber", "business continuity cyber incident"]],
    arg: (q) => ({ q, library: "approved", limit: 10 }),
    miss: [
      ["liability cap data breach 2x annual fees", "limitation of liability data protection breach two times annual fees", "super-cap data breach 200% of fees", "LoL carve-out personal data breach capped at twice the annual charges", "data breach liability limited to 2 x fees paid per year", "cap on liability for GDPR breaches equal to two years fees"],
      ["force majeure cyber attack", "force majeure including cyberattack ransomware", "FM clause covering malicious software and hacking", "force majeure event definition cyber incident", "act of god cyber attack exclusion", "FM ransomware denial of service"],
    ],
    empty: (q, rng, run) => rng.pick([`No approved clauses match "${q}". (library=approved, 0 of ${rng.int(3400, 3420)} clauses; took ${rng.int(20, 400)}ms)`, JSON.stringify({ hits: { total: { value: 0, relation: "eq" }, max_score: null, hits: [] }, took: rng.int(3, 90), timed_out: false, _shards: { total: 3, successful: 3 } }), `Search complete — 0 precedents found for: ${q}\nTip: try broader terms. [query-id ${rng.alnum(10)}]`]),
    hitQs: ["mutual confidentiality five years", "termination for convenience 90 days", "governing law England exclusive jurisdiction", "audit rights once per year", "assignment to affiliates without consent"],
    hit: (q, rng, run) => { const r = rs(q); const n = r.int(2, 4); return `Found ${n} approved clauses for "${q}":\n` + Array.from({ length: n }, () => `  CL-${r.int(1000, 9999)}  v${r.int(1, 6)}  ${r.pick(["Standard", "Fallback 1", "Fallback 2", "Preferred"])}  "${q.slice(0, 30)}..."  last reviewed ${r.int(2023, 2026)}`).join("\n") + `\n(took ${rng.int(20, 300)}ms)`; },
  },
  poll: {
    name: "esign.envelope_status", stuckWord: "awaiting countersignature",
    start: (rng, run) => { const job = rng.uuid(); return { job, name: "esign.send_envelope", args: { contract_id: "CTR-2026-4471", signers: ["legal@kestrel-analytics.de", "gc@ourco.com"], order: "sequential" }, th: "Sending the NDA for signature.", out: JSON.stringify({ envelopeId: job, status: "sent", sentDateTime: iso(run.t) }) }; },
    args: (job) => ({ envelope_id: job }),
    stuck: () => ({ status: "delivered", signed: 0, of: 2, detail: "waiting for legal@kestrel-analytics.de" }),
    prog: (i, n) => (i >= n - 1 ? { status: "completed", signed: 2, of: 2, detail: "all parties signed" } : { status: i < n / 2 ? "sent" : "delivered", signed: i < n * 0.7 ? 0 : 1, of: 2, detail: i < n / 2 ? "email delivered" : `viewed by signer ${i < n * 0.7 ? 1 : 2}`, ev: i + 2 }),
    out: (job, st, rng, run) => JSON.stringify({ envelopeId: job, status: st.status, recipients: { signed: st.signed, total: st.of }, detail: st.detail, ...(st.ev ? { auditEventCount: st.ev } : {}), statusChangedDateTime: "2026-10-06T10:02:11Z", lastPolled: iso(run.t), "x-ratelimit-remaining": rng.int(100, 999) }),
  },
  dep: {
    svc: "The contract repository (CMS)",
    errs: [
      (rng) => `CMS error 503: repository index is rebuilding, please try later (ref ${rng.alnum(12)})`,
      (rng) => JSON.stringify({ error: "ServiceUnavailable", message: "Search index unavailable: reindex in progress", correlationId: rng.uuid() }),
      (rng, run) => `Request failed at ${hms(run.t)}: cms-api returned 503 (index_rebuild_in_progress) after ${rng.int(1, 9)}.${rng.int(0, 9)}s`,
    ],
    transient: (rng) => `429: cms-api throttled this client. Retry after ${rng.int(1, 15)} seconds.`,
  },
  fix: {
    target: "the DPA template",
    test: { name: "playbook.check", args: { template: "templates/dpa_2026.docx" } },
    errs: ["§4.2 sub-processor notice period 10 days; playbook minimum 30", "§7.1 breach notification 'without undue delay' missing hour limit (playbook: 48h)", "§9 audit: no cap on frequency (playbook: once per 12 months)", "Annex II: SCC module not specified"],
    edit: (k, a, rng, err) => ({ name: "template.replace_text", args: { template: "templates/dpa_2026.docx", section: err.split(" ")[0], new_text: ["Processor shall give not less than thirty (30) days' notice", "within forty-eight (48) hours of becoming aware", "no more than once in any twelve (12) month period", "Module Two (controller to processor) applies"][k] + (a ? [".", "", " ."][a % 3] : "") }, th: `Editing ${err.split(" ")[0]}.`, out: `1 replacement in ${err.split(" ")[0]}` }),
    fail: (errs, rng, run) => `playbook-check v2026.3 :: templates/dpa_2026.docx :: FAIL\n${errs.map((e) => ` ✗ ${e}`).join("\n")}\nchecked ${rng.int(40, 60)} rules in ${rng.int(200, 900)}ms`,
    pass: (rng) => `playbook-check v2026.3 :: templates/dpa_2026.docx :: PASS (0 deviations) in ${rng.int(200, 900)}ms`,
  },
  doc: {
    name: "cms.read_page", title: "the Halvorsen Logistics MSA", n: 8,
    args: (p) => ({ contract_id: "CTR-2024-1187", page: p }),
    page: (p, rng, run, changed) => `Halvorsen Logistics AS — Master Services Agreement — page ${p} of 8\n\n${changed ? "14.2 (as amended) Supplier's aggregate liability shall not exceed 150% of Fees paid in the preceding twelve months. " : ""}${para(`msa${p}`, ["12.1 Each party shall indemnify the other against third-party IP claims.", "14.2 Supplier's aggregate liability shall not exceed the Fees paid in the preceding twelve months.", "14.3 Nothing limits liability for death or personal injury caused by negligence.", "16.1 Either party may terminate for convenience on ninety (90) days' written notice.", "18.4 This Agreement is governed by the laws of Norway.", "9.2 Service credits are the Customer's sole remedy for SLA failures.", "11.5 Customer data shall be returned within 30 days of termination.", "20.1 Neither party may assign without prior written consent, not unreasonably withheld.", "7.3 Invoices are payable within 45 days.", "15.1 Force majeure excludes strikes of the Supplier's own workforce."], 4)}\n\n[rendered ${iso(run.t)} · ${rng.int(200, 900)}kB]`,
    edit: (p, rng, run) => ({ name: "redline.insert", args: { contract_id: "CTR-2024-1187", page: p, clause: "14.2", text: "150% of Fees paid in the preceding twelve months" }, th: "Inserting our agreed cap wording.", out: `redline ${rng.alnum(6)} inserted, tracked as 'Legal Ops'` }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "dealroom.upload", args: { room: "orchid-dpa-2026", file: ["ourco_markup_v3.docx", "ourco_markup_v3 .docx", "OurCo_markup_v3.docx"][pass % 3] }, th: "Uploading the markup.", out: `Upload accepted (id ${rng.alnum(10)}), pending virus scan`, }),
    (pass, rng, run) => ({ name: "dealroom.get_file_status", args: { room: "orchid-dpa-2026" }, th: "Checking the upload.", out: `latest file: ourco_markup_v3.docx | state: REJECTED | reason: document contains unresolved comments from a previous version | scanned ${hms(run.t)}` }),
    (pass, rng, run) => ({ name: "docx.accept_all_changes", args: { file: "ourco_markup_v3.docx", keep_comments: true }, th: "Cleaning the document before re-upload.", out: `accepted ${rng.int(0, 2)} tracked changes; ${14} comments kept` }),
  ],
  list: {
    name: "cms.list_contracts",
    args: (cursor, i) => ({ filter: "expiring_within_days:90", page_token: cursor ?? "", page_size: 5 }),
    fmt: (rows, next, i, rng, run) => ["contract_id,counterparty,type,expiry,owner", ...rows.map((r) => `${r.id},${r.cp},${r.type},${r.exp},${r.owner}`), next ? `# next_page_token=${next}` : "# end of results", `# generated ${iso(run.t)}`].join("\n"),
  },
  talk: {
    peer: "negotiation-agent",
    a: ["Our playbook does not allow an uncapped indemnity. We can offer a cap at 12 months' fees.", "We can't accept unlimited indemnity exposure; the maximum we can offer is a cap equal to 12 months of fees.", "Uncapped indemnities are outside our playbook. The cap has to be 12 months' fees.", "As before: 12 months' fees is the cap we can offer for the indemnity; uncapped is not acceptable.", "Our position remains a cap of 12 months' fees; we cannot agree to an uncapped indemnity."],
    p: ["Sierra requires the IP indemnity to be uncapped. That's non-negotiable for them.", "The counterparty insists the IP indemnity must be uncapped.", "They won't sign with a cap on IP indemnity. Can you move?", "Sierra repeats that uncapped IP indemnity is a condition of signing.", "No movement from Sierra: IP indemnity must be uncapped."],
    conv: [["Sierra wants the IP indemnity uncapped.", "Uncapped is outside playbook. I can offer a super-cap of 3x annual fees for IP indemnity only."], ["Sierra counters at 5x with insurance evidence.", "I can go to 4x if they accept our defence-control wording in 14.4."], ["Sierra accepts 4x with 14.4 as drafted.", "Agreed. I'll update clause 14 and send the clean version."]],
    agree: "Sierra confirms. Marking clause 14 as settled.",
  },
  echo: ["I will review the Brightwater Foods MSA against the playbook and produce an issues list.", "My task: compare the Brightwater Foods MSA with the playbook and list the issues.", "I'll now go through the Brightwater MSA against our playbook and compile the issues list.", "To proceed, I will review the Brightwater Foods MSA clause by clause against the playbook and list issues.", "Next I will review the Brightwater Foods MSA against the playbook and prepare an issues list."],
  chant: "Clause 14.2 limits the supplier's liability to the fees paid in the preceding twelve months.",
  doneLine: "Deviations are logged in the review tracker.",
  repeatAsk: "Flag each of these contracts for the renewal review",
};

// ---------------- e-commerce catalogue ops ----------------
const CATS = ["Outdoor > Tents", "Kitchen > Cookware", "Garden > Tools", "Home > Lighting", "Sports > Cycling", "Toys > Puzzles", "Beauty > Skincare", "Pets > Feeding"];
export const ecommerce = {
  domain: "ecommerce-catalogue",
  reject: (it, rng, run) => rs(it.id).pick([`HTTP 422\n{"sku":"${it.id}","errors":[{"field":"gtin","message":"checksum invalid for ${it.gtin ?? "null"}"}]}`, `HTTP 409\n{"sku":"${it.id}","error":"stale version: you sent ${it.stock % 50}, current ${it.stock % 50 + 3}"}`, `HTTP 423\n{"sku":"${it.id}","error":"locked by running import job for ${it.cat}"}`]),
  noun: "SKUs",
  flag: { locale: "en-GB" },
  sys: [
    "You maintain the product catalogue for a mid-size online retailer (PIM + marketplace feeds). Use the catalog tools; do not change prices unless told to.",
    "Catalogue operations agent. Keep product data complete and feeds valid. Tools: pim_get, pim_update, feed_*, catalog_search.",
  ],
  tasks: {
    look: ["Audit the new-season tent SKUs: make sure each has weight, dimensions and at least 4 images, and fix what you can.", "Check every SKU in the Kitchen > Cookware restock list for missing GTINs and fill them from the supplier data."],
    search: ["Find our listing for the 'Fjell 2-person ultralight tent, olive' — a customer says it's missing from the site.", "Look up whether we carry a cast-iron grill pan with a removable handle."],
    poll: ["Regenerate the Google Merchant feed and confirm it's processed.", "Push the catalogue export to the Amazon marketplace and report when processing completes."],
    fix: ["The Zalando feed is being rejected. Fix the feed mapping until it validates.", "Our product feed XML fails the marketplace schema check. Please fix the mapping."],
    doc: ["Read the marketplace's new listing guidelines (PDF) and tell me what we need to change for the Outdoor category.", "Go through the supplier's spec sheet for the Alva lamp range and note what attributes we are missing."],
    cyc: ["Publish SKU OUT-22817 to the storefront.", "Get the image set for KIT-40410 approved and live."],
    list: ["Export all SKUs in Garden > Tools with stock levels.", "List every product that's out of stock in Sports > Cycling."],
    talk: ["Agree with the pricing agent on the promo price for the spring garden tools bundle.", "Sort out the category mapping for the new lamp range with the merchandising agent."],
    echo: ["Update all Home > Lighting SKUs so their titles follow the new 'Brand – Product – Variant' pattern."],
    long: ["Weekly catalogue hygiene: audit new SKUs, fix attributes, search for duplicates and check feed processing."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) { const c = rng.pick(CATS); out.push({ id: `${c.slice(0, 3).toUpperCase()}-${rng.int(10000, 49999)}`, cat: c, title: `${rng.pick(["Fjell", "Alva", "Kōji", "Brisa", "Tundra", "Lumen", "Oakridge", "Nimbus"])} ${c.split("> ")[1].replace(/s$/, "")} ${rng.pick(["Pro", "Lite", "Classic", "XL", "Mini"])}`, price: (rng.int(999, 29999) / 100).toFixed(2), stock: rng.int(0, 400), gtin: rng.chance(0.8) ? `50${rng.int(10000000000, 99999999999)}` : null, imgs: rng.int(1, 7), w: rng.int(120, 9000) }); }
    return out;
  },
  look(it, rng, run) {
    return { name: "pim_get", args: { sku: it.id, fields: "core,media,logistics" }, th: `Fetching ${it.id}.`, out: JSON.stringify({ sku: it.id, title: it.title, category: it.cat, price: { amount: it.price, currency: "GBP" }, stock: it.stock, gtin: it.gtin, media: { images: it.imgs }, logistics: { weight_g: it.w }, _etag: rng.etag(), _served: { node: `pim-${rng.int(1, 6)}`, ms: rng.int(5, 300), at: epoch(run.t) } }) };
  },
  act(it, rng, run) {
    return { name: "pim_update", args: { sku: it.id, set: it.gtin ? { "logistics.weight_g": it.w, "seo.title": `${it.title} | Free delivery` } : { gtin: `50${rng.int(10000000000, 99999999999)}` } }, th: `Updating ${it.id}.`, out: `HTTP 200 OK\nETag: ${rng.etag()}\nX-Request-Id: ${rng.uuid()}\n\n{"sku":"${it.id}","updated":true,"version":${rng.int(5, 60)}}` };
  },
  search: {
    name: "catalog_search",
    refine: [["fjell tent", "2-person tent olive", "ultralight tent"], ["cast iron grill pan", "grill pan removable handle", "cast iron griddle"]],
    arg: (q) => ({ q, include_inactive: true, size: 20 }),
    miss: [
      ["Fjell 2-person ultralight tent olive", "fjell tent 2p olive green", "ultralight two person tent Fjell", "Fjell 2 person tent colour olive", "tent fjell 2-man ultra light", "fjell ultralight olive"],
      ["cast iron grill pan removable handle", "griddle pan cast-iron detachable handle", "cast iron grill pan with removable handle", "grill pan castiron removable", "ridged cast iron pan detachable handle", "cast iron griddle removable grip"],
    ],
    empty: (q, rng, run) => rng.pick([JSON.stringify({ took: rng.int(2, 40), total: 0, products: [], didYouMean: null }), `0 products match '${q}' (incl. inactive). facets: {} · ${rng.int(2, 40)}ms · shard ${rng.pick(["a", "b", "c"])}`, `<results query="${q}" count="0" took="${rng.int(2, 40)}ms" node="search-${rng.int(1, 9)}"/>`]),
    hitQs: ["2-person tent", "cast iron skillet", "LED desk lamp", "bike lights USB", "dog bowl stainless"],
    hit: (q, rng, run) => { const r = rs(q); const n = r.int(3, 6); return JSON.stringify({ took: rng.int(2, 40), total: n, products: Array.from({ length: n }, () => ({ sku: `${r.pick(["OUT", "KIT", "HOM", "SPO", "PET"])}-${r.int(10000, 49999)}`, title: `${r.pick(["Fjell", "Alva", "Nimbus", "Tundra"])} ${q}`, active: r.chance(0.8) })) }); },
  },
  poll: {
    name: "feed_status", stuckWord: "in PROCESSING",
    start: (rng, run) => { const job = `feed-${rng.int(100000, 999999)}`; return { job, name: "feed_generate", args: { channel: "google_merchant", market: "GB" }, th: "Generating the feed.", out: `{"job":"${job}","state":"QUEUED","items":18422}` }; },
    args: (job) => ({ job }),
    stuck: (j) => ({ state: "PROCESSING", done: 0, total: 18422, errors: 0 }),
    prog: (i, n) => (i >= n - 1 ? { state: "SUCCEEDED", done: 18422, total: 18422, errors: 37 } : { state: "PROCESSING", done: Math.round((18422 * (i + 1)) / n), total: 18422, errors: Math.round((37 * (i + 1)) / n) }),
    out: (job, st, rng, run) => `job=${job} state=${st.state} processed=${st.done}/${st.total} item_errors=${st.errors} updated_at=${isoSec(run.t)} worker=${rng.pick(["w-a", "w-b", "w-c"])}${rng.int(1, 40)} heartbeat_ms=${rng.int(100, 5000)}`,
  },
  dep: {
    svc: "The PIM backend",
    errs: [
      (rng) => `HTTP 500 Internal Server Error\nX-Request-Id: ${rng.uuid()}\n\n{"error":"database connection pool exhausted"}`,
      (rng) => `pim_get failed: upstream returned 500 (DB pool exhausted: 0/50 connections available) trace=${rng.hex(16)}`,
      (rng, run) => `{"status":500,"title":"Internal Server Error","detail":"could not obtain connection from pool within 5000ms","instance":"/skus","timestamp":"${iso(run.t)}"}`,
    ],
    transient: (rng) => `HTTP 503 Service Unavailable\nRetry-After: ${rng.int(1, 10)}\nX-Request-Id: ${rng.uuid()}`,
  },
  fix: {
    target: "feeds/zalando_mapping.yaml",
    test: { name: "feed_validate", args: { mapping: "feeds/zalando_mapping.yaml", schema: "zalando-article-v3" } },
    errs: ["/article/ean: required element missing (23 items)", "/article/size_group: value 'ONE SIZE' not in enumeration", "/article/material_composition: must sum to 100 (got 98, 3 items)", "/article/season_code: pattern ^[A-Z]{2}\\d{2}$ not matched"],
    edit: (k, a, rng, err) => ({ name: "file_edit", args: { path: "feeds/zalando_mapping.yaml", find: ["ean: gtin13", "size_group: raw", "material: as_is", "season: text"][k], replace: ["ean: coalesce(gtin13, gtin)", "size_group: map(size_groups)", "material: normalise_to_100", "season: season_code"][k] + (a ? [" # retry", "  # v2", " # fix"][a % 3] : "") }, th: `Adjusting mapping for ${err.split(":")[0]}.`, out: "1 occurrence replaced" }),
    fail: (errs, rng, run) => `<validationReport schema="zalando-article-v3" generated="${iso(run.t)}" id="${rng.hex(8)}">\n${errs.map((e) => `  <error path="${e.split(":")[0]}">${e.split(": ").slice(1).join(": ")}</error>`).join("\n")}\n</validationReport>`,
    pass: (rng, run) => `<validationReport schema="zalando-article-v3" generated="${iso(run.t)}" id="${rng.hex(8)}" errors="0"/>`,
  },
  doc: {
    name: "pdf_read", title: "the marketplace listing guidelines", n: 6,
    args: (p) => ({ file: "guides/marketplace_listing_2027.pdf", page: p }),
    page: (p, rng, run, changed) => `--- marketplace_listing_2027.pdf · page ${p}/6 · extracted ${logTs(run.t)} ---\n${changed ? "[annotated] Outdoor titles: max 120 chars. " : ""}${para(`mkt${p}`, ["Titles must not exceed 150 characters.", "Outdoor products require a hydrostatic head value in mm where applicable.", "Main image must be on a pure white background (RGB 255,255,255).", "Bundles must list each component's GTIN.", "Promotional text in titles is not permitted.", "Tents must state berth capacity and packed weight.", "Variant groups are limited to 40 children.", "Dangerous goods require a safety data sheet upload.", "Size charts are mandatory for apparel and footwear."], 4)}`,
    edit: (p, rng, run) => ({ name: "pdf_annotate", args: { file: "guides/marketplace_listing_2027.pdf", page: p, note: "Outdoor titles: max 120 chars." }, th: "Adding our internal note to the guideline.", out: "annotation saved" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "storefront_publish", args: { sku: "OUT-22817", channels: pass % 2 ? ["web", "app"] : ["web"] }, th: "Publishing.", out: JSON.stringify({ sku: "OUT-22817", published: false, reason: "BLOCKED_BY_RULE", rule: "images.min_count>=4", job: rng.uuid() }) }),
    (pass, rng, run) => ({ name: "media_attach", args: { sku: "OUT-22817", urls: ["https://cdn.example-shop.co.uk/raw/OUT-22817_1.jpg", "https://cdn.example-shop.co.uk/raw/OUT-22817_2.jpg"] }, th: "Attaching images.", out: `attached 0 new (2 duplicates of existing media skipped); image_count=2 req=${rng.hex(8)}` }),
  ],
  list: {
    name: "pim_list",
    args: (cursor, i) => ({ category: "Garden > Tools", page: i + 1, per_page: 5 }),
    fmt: (rows, next, i, rng, run) => `| sku | title | stock |\n|---|---|---|\n${rows.map((r) => `| ${r.id} | ${r.title} | ${r.stock} |`).join("\n")}\n\npage ${i + 1}${next ? "" : " (last)"} · ${rng.int(10, 90)}ms`,
  },
  talk: {
    peer: "pricing-agent",
    a: ["The bundle price has to stay above the floor of £64.99, so I can't set £59.99.", "I can't publish £59.99: the floor price for this bundle is £64.99.", "£59.99 is below the margin floor of £64.99; I can't apply it.", "As mentioned, the floor is £64.99, so £59.99 can't go live.", "I'm unable to go below the £64.99 floor for this bundle."],
    p: ["Promo calendar says £59.99 for the spring bundle. Please set it.", "Marketing confirmed £59.99. Please apply.", "The promo price is £59.99, that's what's approved.", "I need the bundle at £59.99 for the campaign.", "Please set £59.99 as agreed in the promo calendar."],
    conv: [["Promo calendar says £59.99 for the bundle.", "The floor is £64.99. If we drop the edging shears from the bundle the floor becomes £56.40."], ["Marketing is fine dropping the shears.", "Updating the bundle composition and recalculating the floor."], ["New floor?", "£56.40, so £59.99 is allowed. Setting it for 1-14 March."]],
    agree: "Great, promo is live in the calendar.",
  },
  echo: ["I will update all Home > Lighting SKUs so their titles follow the 'Brand – Product – Variant' pattern.", "Task: rename every Home > Lighting SKU title to 'Brand – Product – Variant'.", "I'm going to update the titles of all Home > Lighting SKUs to the new Brand – Product – Variant pattern.", "Next step: apply the 'Brand – Product – Variant' title pattern to every SKU in Home > Lighting.", "I will now change all Home > Lighting titles to follow the Brand – Product – Variant format."],
  chant: "The SKU has been updated and is now live on the storefront.",
  doneLine: "Changes are live in the PIM.",
  repeatAsk: "Fill in the missing logistics/SEO fields (or the GTIN) on each of these SKUs",
};

// ---------------- smart home / IoT ----------------
const ROOMS = ["kitchen", "hallway", "living room", "bedroom 1", "bedroom 2", "garage", "porch", "bathroom", "office", "garden"];
const DEV = ["thermostat", "plug", "light", "blind", "lock", "sensor", "camera", "valve"];
export const smarthome = {
  domain: "smart-home-iot",
  reject: (it, rng, run) => rs(it.id).pick([`Failed to call service: ${it.id} is unavailable (last seen ${it.lqi} min ago)`, `Error: ${it.id} does not support this service (${it.d} supports: ${it.d === "lock" ? "lock, unlock" : "turn_on, turn_off"})`, `Error: ${it.id} rejected command: motor stalled (obstruction detected, firmware ${it.fw})`]),
  noun: "devices",
  flag: { refresh: false },
  sys: [
    "You are a home automation assistant connected to a Zigbee/Matter hub. You can read and set devices, run scenes and check firmware. Never unlock doors unless the user explicitly asks.",
    "Home assistant agent. Tools: list_devices, device_state, set_device, scene_run, hub_firmware_*, automation_*. Be brief with the user.",
  ],
  tasks: {
    look: ["Some sensors have been flaky. Go through the devices and tell me which ones have low battery or weak signal.", "Check each radiator valve and set it to 19°C for the night if it's above that."],
    search: ["Find the automation that turns the porch light on at sunset, it seems to have disappeared.", "Is there any automation that opens the garage at 7am? Find it."],
    poll: ["Update the hub firmware to the latest version and tell me when it's finished.", "Start the OTA update for the front door lock and let me know when it's done."],
    fix: ["My 'goodnight' automation YAML won't load. Fix it.", "The heating schedule automation fails the config check. Please repair it."],
    doc: ["Read the manual for the new Aqara radiator valves and tell me how calibration works.", "Go through the hub's release notes and tell me whether the Matter bridge changes affect us."],
    cyc: ["The hallway light won't pair. Get it onto the network.", "Get the bedroom 2 blind to report its position again."],
    list: ["List every device on the hub with its battery level.", "Give me a full inventory of all devices and their rooms."],
    talk: ["Work out the heating schedule with the energy-optimiser agent.", "Coordinate with the security agent about the away-mode settings."],
    echo: ["Set all the lights downstairs to 30% and warm white for the evening."],
    long: ["Full tidy-up: check every device, fix battery/signal issues where you can, update firmware and tidy the automations."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) { const d = rng.pick(DEV); const room = rng.pick(ROOMS); out.push({ id: `${d}.${room.replace(/ /g, "_")}_${rng.int(1, 9)}${rng.pick(["", "", "b"])}`, d, room, batt: d === "plug" || d === "light" ? null : rng.int(3, 100), lqi: rng.int(20, 255), state: d === "thermostat" || d === "valve" ? `${rng.int(16, 24)}.${rng.int(0, 9)}` : rng.pick(["on", "off", "open", "closed", "idle"]), fw: `${rng.int(1, 3)}.${rng.int(0, 12)}.${rng.int(0, 30)}`, ieee: `0x00158d000${rng.hex(7)}` }); }
    return out;
  },
  look(it, rng, run) {
    return { name: "device_state", args: { entity_id: it.id }, th: `Reading ${it.id}.`, out: JSON.stringify({ entity_id: it.id, state: it.state, attributes: { battery: it.batt, linkquality: it.lqi, firmware: it.fw, ieee: it.ieee, room: it.room }, last_seen: iso(run.t - rng.int(1000, 60000)), context: { id: rng.alnum(26).toUpperCase(), parent_id: null } }) };
  },
  act(it, rng, run) {
    return { name: "set_device", args: it.d === "valve" || it.d === "thermostat" ? { entity_id: it.id, service: "climate.set_temperature", data: { temperature: 19 } } : { entity_id: it.id, service: it.d === "blind" ? "cover.close_cover" : "homeassistant.turn_off" }, th: `Setting ${it.id}.`, out: `[${hms(run.t)}] service call ok -> ${it.id} (zigbee tx ${rng.int(10, 99)}ms, seq ${rng.int(1, 255)})` };
  },
  search: {
    name: "automation_search",
    refine: [["porch", "sunset", "porch light"], ["garage", "07:00", "cover.garage"]],
    arg: (q) => ({ text: q }),
    miss: [
      ["porch light sunset", "sunset porch lamp on", "turn on porch at dusk", "porch_light sun.sun below_horizon", "outdoor light sunset trigger", "light.porch sunset automation"],
      ["garage open 7am", "open garage door at 07:00", "cover.garage open time trigger", "garage morning opening", "7:00 garage automation", "garage door schedule weekday"],
    ],
    empty: (q, rng, run) => rng.pick([`No automations found matching "${q}". (${rng.int(40, 48)} automations loaded, config hash ${rng.hex(7)})`, "[]", `automation_search: 0 results for '${q}' @ ${hms(run.t)}`]),
    hitQs: ["bedtime", "motion hallway", "heating weekday", "leak alert", "vacation mode"],
    hit: (q, rng, run) => { const r = rs(q); return JSON.stringify(Array.from({ length: r.int(1, 3) }, () => ({ id: `automation.${q.replace(/ /g, "_")}_${r.int(1, 9)}`, alias: `${q} ${r.pick(["v2", "(new)", "main", "backup"])}`, enabled: r.chance(0.8), last_triggered: iso(run.t - r.int(3600000, 86400000)) }))); },
  },
  poll: {
    name: "hub_firmware_status", stuckWord: "downloading at 0%",
    start: (rng, run) => ({ job: `ota-${rng.hex(6)}`, name: "hub_firmware_update", args: { target: "latest", channel: "stable" }, th: "Starting the firmware update.", out: `OTA job created: 2026.11.2 (from 2026.10.4), size 48.2 MB` }),
    args: () => ({}),
    stuck: () => ({ phase: "downloading", pct: 0 }),
    prog: (i, n) => (i >= n - 1 ? { phase: "done", pct: 100 } : { phase: i < n * 0.6 ? "downloading" : i < n * 0.9 ? "flashing" : "rebooting", pct: Math.round((100 * (i + 1)) / n) }),
    out: (job, st, rng, run) => `phase: ${st.phase}\nprogress: ${st.pct}%\nbytes: ${Math.round(48.2e6 * st.pct / 100)}/48200000\nuptime: ${rng.int(1000, 900000)}s\nmem_free: ${rng.int(80, 200)}MB\nchecked: ${rfc1123(run.t)}`,
  },
  dep: {
    svc: "The Zigbee coordinator",
    errs: [
      (rng) => `Error: zigbee coordinator not responding (ezsp timeout, frame ${rng.int(1, 255)})`,
      (rng) => `Failed to call service: Zigbee stick /dev/ttyUSB0 unavailable (ASH reset after ${rng.int(3, 9)} retries)`,
      (rng, run) => `${logTs(run.t)} ERROR [zigpy.application] Coordinator is offline; request ${rng.hex(4)} dropped`,
    ],
    transient: (rng) => `Error: device did not acknowledge (no route), will retry in ${rng.int(1, 5)}s`,
  },
  fix: {
    target: "automations/goodnight.yaml",
    test: { name: "config_check", args: { path: "automations/goodnight.yaml" } },
    errs: ["line 7: 'platform: time' requires 'at', got 'after'", "line 12: entity_id light.Living_Room does not exist (did you mean light.living_room?)", "line 15: service 'lock.lock_door' not found", "line 21: condition 'state' missing 'state' key"],
    edit: (k, a, rng, err) => ({ name: "file_patch", args: { path: "automations/goodnight.yaml", line: Number(err.match(/line (\d+)/)[1]), text: ["      at: '22:30:00'", "      entity_id: light.living_room", "      service: lock.lock", "      state: 'off'"][k] + (a ? [" ", "  ", "\t"][a % 3] : "") }, th: `Fixing ${err.split(":")[0]}.`, out: "patched" }),
    fail: (errs, rng, run) => `Configuration invalid (${errs.length} issue${errs.length > 1 ? "s" : ""})\n${errs.map((e) => `- ${e}`).join("\n")}\n(check took ${rng.int(200, 2000)}ms)`,
    pass: (rng) => `Configuration valid! (check took ${rng.int(200, 2000)}ms)`,
  },
  doc: {
    name: "read_manual", title: "the radiator valve manual", n: 6,
    args: (p) => ({ doc: "aqara-e1-trv-manual", section: p }),
    page: (p, rng, run, changed) => `== Aqara E1 TRV manual § ${p} ==\n${changed ? "(Updated) Calibration can be triggered remotely from the hub. " : ""}${para(`trv${p}`, ["Calibration runs automatically after first mounting.", "Hold the button for 5 seconds to force calibration.", "Window-open detection triggers on a 1.5°C drop within 4 minutes.", "Battery life is about 12 months with 2x AA.", "Child lock disables the physical knob.", "Valve position is reported in percent.", "Anti-scale runs every Sunday at 02:00.", "External temperature sensors are supported from firmware 1.0.0_0025."], 3)}\n-- fetched ${iso(run.t)}`,
    edit: (p, rng, run) => ({ name: "manual_note", args: { doc: "aqara-e1-trv-manual", section: p, note: "Calibration can be triggered remotely from the hub." }, th: "Adding the note to our copy.", out: "note stored" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "zigbee_permit_join", args: { duration: [120, 120, 180, 240][pass % 4] }, th: "Opening the network for pairing.", out: `permit_join enabled for ${[120, 120, 180, 240][pass % 4]}s` }),
    (pass, rng, run) => ({ name: "zigbee_pending_devices", args: {}, th: "Looking for the new device.", out: `interview failed for 0x00158d0009${rng.hex(4)}: NWK address conflict; device left network (${hms(run.t)})` }),
    (pass, rng, run) => ({ name: "zigbee_remove_device", args: { ieee: "0x00158d0009a1f2c3", force: true }, th: "Removing the stale entry.", out: `removed 0x00158d0009a1f2c3 (stale)` }),
  ],
  list: {
    name: "list_devices",
    args: (cursor, i) => ({ offset: i * 5, limit: 5 }),
    fmt: (rows, next, i, rng, run) => `entity_id                      battery  lqi\n${rows.map((r) => `${r.id.padEnd(30)} ${String(r.batt ?? "-").padStart(6)}  ${r.lqi}`).join("\n")}\n-- ${next ? `more (offset ${(i + 1) * 5})` : "end"} --`,
  },
  talk: {
    peer: "energy-optimiser",
    a: ["I'll keep the living room at 20°C from 17:00 because the household asked for that comfort setting.", "The comfort setting of 20°C from 17:00 in the living room stays; it's what the household requested.", "I can't drop the living room below 20°C after 17:00, that's the requested comfort level.", "Again, the living room stays at 20°C from 17:00 as the household requested.", "The living room setpoint from 17:00 remains 20°C per the household's request."],
    p: ["Tariff peak is 17:00-19:00. Pre-heat and drop to 18°C during the peak.", "Please lower the living room to 18°C during the 17:00-19:00 peak.", "Peak pricing: 18°C between 17 and 19 would save about 1.4 kWh/day.", "I still recommend 18°C during peak hours.", "Set 18°C 17:00-19:00 to avoid peak tariff, please."],
    conv: [["Tariff peak is 17:00-19:00; can we drop to 18°C?", "Household wants 20°C from 17:00. Could we pre-heat to 21°C from 15:30 and coast at 19.5°C through the peak?"], ["Pre-heat plan saves 1.1 kWh/day. Acceptable.", "Good. I'll create the schedule with a 15:30 pre-heat."], ["Also block the immersion heater during peak?", "Yes, adding that to the same automation."]],
    agree: "Agreed, I'll monitor savings for a week.",
  },
  echo: ["I will set all the downstairs lights to 30% brightness and warm white for the evening.", "Setting all downstairs lights to 30% warm white is my next step.", "I'll now set every downstairs light to 30% brightness, warm white.", "Plan: downstairs lights → 30%, warm white (2700K).", "I am going to set the downstairs lights to 30% and warm white."],
  chant: "All lights have been set to 30% warm white.",
  doneLine: "The hub reports everything else as healthy.",
  repeatAsk: "Put each of these into night mode (off, closed, or 19°C for heating)",
};
