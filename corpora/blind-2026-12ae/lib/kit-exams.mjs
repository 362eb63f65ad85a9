// Community-college exams office (St. Paul, MN); staff write Hmong (RPA). LlamaIndex FunctionAgent + Claude.
import { localIso, localClock, localDate, tzOffset, z2 } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const ts = (t) => `${localDate(t, tz(t))} ${localClock(t, tz(t))},${String(t % 1000).padStart(3, "0")}`;
const COURSES = ["MATH 1120", "BIOL 1010", "CHEM 1061", "ACCT 2210", "NURS 1400", "PSYC 1110", "ENGL 1201"];
const PROCTORS = ["Pa Nhia Xiong", "Tou Lee", "Kristen Olson", "Maiv Thao", "Jamal Ahmed"];

const k = {
  key: "exam-office-hmn",
  langName: "Hmong (White Hmong, RPA)",
  agent: "exams-office assistant of a community college (exam sessions, rooms, accommodations, OMR scanning, proctoring vendor, student portal)",
  framework: "LlamaIndex FunctionAgent + Claude",
  idStyle: "anthropic",
  models: ["claude-3-7-sonnet-20250219", "claude-sonnet-4-20250514"],
  tzMin: -360,
  dst: "us",
  thought: false,
  names: { solo: null, triage: "exams_office_agent", specialist: "accessibility_agent" },
  tools: {
    get: "exam_session_get",
    list: "exam_sessions_list",
    check: "accommodations_check",
    update: "exam_session_update",
    jobStart: "omr_scan_start",
    jobStatus: "omr_scan_status",
    ext: "proctoring_vendor_get",
    log: "scanner_log",
    series: "lms_submissions_series",
    batch: "sessions_publish",
    toSpec: "handoff_to_accessibility_agent",
    toTriage: "handoff_to_exams_office_agent",
    notify: "teams_message",
    inbox: "teams_messages_list",
    sleep: "wait",
  },
  hosts: ["exams-api-01.college.edu", "exams-api-02.college.edu"],
  styles: { get: "json", check: "md", list: "csv", update: "json", job: "json", series: "json", batch: "json", reqId: "req" },
  res: "/sessions",
  checkTitle: "Accommodations check",
  ruleset: "DRC-2025-26",
  logCmd: "scanlog",
  listFilter: "scheduled",
  doneStatus: "confirmed",
  batchNoun: "exam sessions",
  system: () =>
    "You are the exams-office assistant of a community college. You schedule exam sessions, check accommodations (extra time, separate rooms), run OMR scanning of answer sheets, query the online proctoring vendor, watch LMS submissions and publish sessions to the student portal. Staff write Hmong; answer in English unless asked. Student data is FERPA-protected: refer to students by ID only. Hand accommodation questions to accessibility_agent.",
  entity(r, i, R) {
    R.base_ex ??= r.int(1000, 8800);
    const c = r.pick(COURSES);
    const reg = r.int(18, 44);
    return {
      id: `EXM-S26-${R.base_ex + i}`,
      course: c,
      section: `0${r.int(1, 9)}`,
      room: r.pick(["C 214", "C 216", "B 105", "A 310", "Library 2E"]),
      date: localDate(R.t + r.int(1, 14) * 86400000, tz(R.t)),
      start: `${z2(r.pick([8, 10, 13, 15, 18]))}:00`,
      duration_min: r.pick([90, 120, 120, 150]),
      registered: reg,
      extra_time_min: 60,
      separate_room: "C 216A",
      proctor: r.pick(PROCTORS),
      status: "scheduled",
      _v: r.int(1, 4),
    };
  },
  show(e) {
    const o = { session_id: e.id, course: e.course, section: e.section, room: e.room, date: e.date, start: e.start, duration_min: e.duration_min, registered: e.registered, accommodations: { extra_time_min: e.extra_time_min, separate_room: e.separate_room, students: 3 }, proctor: e.proctor, status: e.status };
    if (e.hold_reason) o.hold_reason = e.hold_reason;
    if (e.quiz) o.lms_quiz = e.quiz;
    o.version = e._v;
    return o;
  },
  listCols: ["session_id", "course", "date", "start", "room", "status"],
  listRow: (e) => [e.id, e.course, e.date, e.start, e.room, e.status],
  rules: [
    { code: "EXT-TIME", field: "extra_time_min", bad: () => 30, good: () => 60, msg: (e) => `3 students with 1.5x time need 60 extra minutes; ${e.extra_time_min} booked` },
    { code: "CAPACITY", field: "room", bad: () => "C 108", good: () => "C 214", msg: (e) => `room ${e.room} seats 28; ${e.registered} registered` },
    { code: "SEP-ROOM", field: "separate_room", bad: () => null, good: () => "C 216A", msg: () => "reduced-distraction room required for 2 students; none booked" },
  ],
  hold(e) {
    e.status = "on_hold";
    e.hold_reason = "waiting for Disability Resource Center approval of 2 late accommodation letters (DRC-4410)";
    return { code: "DRC-PENDING", sev: "block", msg: "2 accommodation letters pending DRC approval (DRC-4410); session cannot be confirmed" };
  },
  stuckFinding: () => ({ code: "CONFLICT", sev: "error", msg: "2 students have an overlapping exam in the same slot (registrar timetable, read-only)" }),
  missing: { field: "proctor", label: "proctor" },
  idVariants: (e) => [{ session_id: e.id.toLowerCase() }, { session_id: e.id.replace("EXM-S26-", "EXM-SP26-") }, { session_id: e.id, term: "Spring 2026" }, { session_id: `${e.id} ` }, { session_id: e.id, include_roster: false }, { session_id: e.id.replace(/-/g, "") }],
  flow: ["resubmitted", "drc_review", "drc_approved", "confirmed", "published"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
  },
  tune: {
    field: "extra_time_min",
    label: "extra-time coverage",
    initial: "30 min short",
    steps: [
      { value: 40, reading: "20 min short", pass: false },
      { value: 50, reading: "10 min short", pass: false },
      { value: 60, reading: "covered", pass: true },
    ],
    finding: (e, reading) => ({ code: "EXT-TIME", sev: "error", msg: `extra time for 1.5x students is ${reading} (need 60 min)` }),
  },
  job: {
    id: (r) => `omr_${r.hex(8)}`,
    stages: ["feed", "image_capture", "omr_read", "validate", "export"],
    total: (r) => r.int(80, 400),
    unit: "answer sheets",
    worker: () => "scanner-kodak-i4250",
    result: (e, r) => ({ read_ok: r.int(78, 398), rejects: r.int(0, 3), export: `${e.id}_scores.csv` }),
    summary: (x) => `${x.read_ok} sheets read, ${x.rejects} rejects to hand-key; scores in ${x.export}.`,
  },
  ext: {
    name: "proctoring vendor API",
    host: "api.proctorvendor.example.com",
    client: "college-exams",
    limit: 300,
    server: "awselb/2.0",
    deadKinds: ["down", "timeout", "gateway"],
    downMsg: "Service temporarily unavailable. Please try again later.",
    ok: (e, state) => (state === "pending" ? { session: e.id, review_status: "awaiting_instructor_review", flagged: 3 } : { session: e.id, recordings: e.registered - 2, flagged: 3, flag_types: ["face_not_visible", "second_person", "browser_switch"], review_status: "ready" }),
    summary: (e, d) => `Proctoring for ${e.id}: ${d.recordings} recordings, ${d.flagged} flagged (${d.flag_types.join(", ")}), status ${d.review_status}.`,
  },
  logSource: () => "/var/log/omr/scanner.log",
  logLine(e, t, r) {
    return `[${ts(t)}] ${r.pick([`INFO omr.feed: sheet ${r.int(1, 400)} ok (skew ${r.float(0, 1.2, 1)}°)`, `INFO omr.read: form B marks=${r.int(40, 60)} conf=${r.float(0.9, 1, 3)}`, `DEBUG twain: buffer ${r.int(10, 90)}%`, `INFO export: batch ${r.int(10, 99)} flushed`, `WARNING omr.read: faint mark q${r.int(1, 60)} sheet ${r.int(1, 400)}`])}`;
  },
  logEvent: (e, t, rule) => `[${ts(t)}] INFO sync.sis: session ${e.id} ${rule.field}=${JSON.stringify(rule.bad(e))} (from SIS nightly import)`,
  logPattern: "JAM",
  logPatternVariants: ["jam", "paper jam", "ERROR feeder", "JAM.*tray"],
  logFound: (e, t) => [`[${ts(t)}] ERROR feeder: paper JAM at tray 2 (sensor S3), sheet 214`, `[${ts(t + 1000)}] WARNING omr.feed: batch paused`, `[${ts(t + 420000)}] INFO omr.feed: resumed by operator, rescanning from sheet 214`],
  logAnswer: (e, t) => `The scanner jammed at ${localClock(t, tz(t))} at tray 2 (sensor S3) on sheet 214; the batch paused and the operator resumed it seven minutes later, rescanning from sheet 214.`,
  series: { spike: 1.5, name: "lms_submissions", unit: "submissions", dayBase: (r) => r.int(4, 18), round: (v) => Math.max(0, Math.round(v)), jitter: 2, winStartH: 9 },
  watch: {
    stopped(e) {
      e.quiz = "LOCKED: availability window closed early (config error); only the instructor can reopen";
      return { value: 0, note: "quiz locked" };
    },
    recovering(e) {
      e.quiz = "reopened by instructor";
      return { start: 0, target: 12, jitter: 1, states: ["reopened by instructor", "open", "open", "open", "open"] };
    },
    setState(e, s) {
      e.quiz = s;
    },
    progressLine: (e, i, t) => `[${ts(t)}] INFO lms.sync: ${e.id} submissions +${[2, 5, 8, 10, 12][Math.min(i, 4)]}`,
    label: (e) => `session=${e.id}`,
    labels: (e) => ({ session: e.id }),
    doneText: (e, v) => `Submissions for ${e.id} are coming in again (${v} in the latest 3-minute bucket) after the instructor reopened the quiz.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: accommodation students affected by a timetable conflict` : `${e.id}: please resolve the conflict for accommodation students`),
    question: () => "The overlap comes from the registrar timetable, which the exams office has to get changed.",
    back: (e) => `${e.id}: conflict source is the registrar timetable; exams office must request a change`,
    inform: (e) => `${e.id} kho tiav lawm.`,
  },
  person: {
    name: "Pa Nhia Vang",
    channel: "Exams Office",
    old: (R) => [{ from: "Pa Nhia Vang", t: R.t - 4 * 3600000, text: "Nyob zoo sawv daws, hnub no kuv nyob hauv chaw ua haujlwm.", unread: false }],
    ask: (e, i) => [`Pa Nhia, peb puas hloov tau ${e.id}?`, `Pa Nhia, ${e.id}: thov teb.`, `Nco ntsoov: ${e.id}.`, `${e.id} — tau los tsis tau?`][i % 4],
    reply: (e) => `Tau, koj hloov tau ${e.id}. Ua tsaug.`,
    change: () => ({ status: "rescheduled" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `Previous conversation summary: user wants the ${n} scheduled exam sessions checked and fixed. Finished: ${done.join(", ")}. Not yet: ${n - done.length}.`
      : `Previous conversation summary: user wants the ${n} scheduled exam sessions checked and fixed.`,
  args: {
    get: (e) => ({ session_id: e.id }),
    check: (e) => ({ session_id: e.id }),
    update: (e, ch) => ({ session_id: e.id, updates: ch }),
    list: (m) => ({ term: "Spring 2026", status: m.filter ?? "scheduled", ...(m.cursor ? { cursor: m.cursor } : {}), limit: m.size ?? 25 }),
    jobStart: (e) => ({ session_id: e.id, form: "B", scanner: "kodak-i4250" }),
    jobStatus: (j) => ({ scan_id: j.id }),
    ext: (e, x) => ({ session_id: e.id, ...(x ?? {}) }),
    log: (e, n, m) => ({ tail: n, ...(m.grep ? { pattern: m.grep } : {}) }),
    series: (e, m) => ({ session_id: e.id, start: localIso(m.from, tz(m.from)), end: localIso(m.to, tz(m.to)), step: `${m.step}s` }),
    batch: (ids, x) => ({ session_ids: ids.map((i) => i.id ?? i), target: "student-portal", ...(x ?? {}) }),
    handoff: (note) => ({ reason: note }),
    notify: (to, text) => ({ channel: "Exams Office", content: text }),
    inbox: () => ({ channel: "Exams Office", top: 10 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Nyob zoo,",
    then: "Tom qab ntawd,",
    done: "Ua tiav lawm.",
    note: "Qhia rau koj paub:",
    again: "Thov saib dua ib zaug.",
    everyTen: "Thov saib txhua 10 feeb kom txog thaum nws tiav.",
    sweep: (n) => `ua ntej, thov koj saib ${n} lub sijhawm xeem uas tseem qhib thiab kho cov uas tsis raug.`,
    sweepOnly: (e, x) => `thov saib ${x.n} lub sijhawm xeem uas tau teem tseg thiab kho cov uas tsis raug.`,
    status: (e) => `lub sijhawm xeem ${e.id} muaj teeb meem dab tsi? Nws tsis mus li. Thov qhia kuv seb nws tos dab tsi.`,
    field: (e) => `leej twg yog tus saib xeem (proctor) rau ${e.id}? Kuv xav tau nws lub npe.`,
    daily: (e, x) => `thov qhia kuv tus naj npawb submissions rau ${e.id} txhua hnub txij ${x.d1} txog ${x.d2}.`,
    pass: (e) => `${e.id} tsis dhau qhov kuaj accommodations. Thov kho kom nws dhau.`,
    ext: (e) => `thov mus rub cov ntaub ntawv los ntawm lub proctoring vendor rau ${e.id}.`,
    job: (e) => `thov pib scan cov ntawv xeem rau ${e.id} thiab qhia kuv thaum nws tiav.`,
    watch: (e) => `thov saib cov submissions rau ${e.id} kom txog thaum lawv rov xa tau, ces qhia kuv.`,
    pages: () => `peb muaj pes tsawg lub sijhawm xeem teem tseg? Thov suav tag nrho, tsis yog nplooj ntawv thawj xwb.`,
    logs: () => `saib hauv scanner log: lub scanner nres thaum twg thiab vim li cas?`,
    peak: (e, x) => `hnub ${x.day} txij ${x.from} txog ${x.to}, thaum twg muaj submissions ntau tshaj rau ${e.id}?`,
    batch: (e, x) => `thov tshaj tawm (publish) ${x.n} lub sijhawm xeem rau student portal.`,
    case: (e) => `thov saib xyuas ${e.id}; pab accessibility yuav tsum saib.`,
    ask: (e, x) => `thov nug ${x.person} seb peb puas hloov tau ${e.id}, ces sau rau hauv.`,
    countAnswer: (total, pages) => `There are ${total} scheduled exam sessions this term (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
k.render.sleep = (s) => `Waited ${s}s.`;
export default k;
