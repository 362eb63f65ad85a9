// Racecourse stewards' office (Caymanas Park); staff write Jamaican Patois. AutoGen AgentChat + gpt-4.1-mini.
import { localIso, localClock, localDate, tzOffset } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const ts = (t) => localClock(t, tz(t), true);
const HORSES = ["Lady Blue", "Sir Royal", "Tiger Lily", "Blue Mountain", "Portland Breeze", "Gold Rush", "Yard Boss", "Mystic Pearl", "Rum Punch", "Spanish Town"];
const JOCKEYS = ["A. Thompson", "R. Halledeen", "D. Dawkins", "S. Chin", "O. Walker", "P. Brown"];
const TYPES = ["interference in the straight", "excessive whip use", "weight discrepancy at weigh-in", "careless riding at the 3f pole", "failure to ride out"];

const k = {
  key: "racing-stewards-jam",
  langName: "Jamaican Patois",
  agent: "stewards' secretary agent at a racecourse (inquiries, rules of racing, video, lab samples, tote, penalties)",
  framework: "AutoGen AgentChat (Python) + OpenAI",
  idStyle: "openai",
  models: ["gpt-4.1-mini-2025-04-14", "gpt-4.1-2025-04-14"],
  tzMin: -300,
  thought: false,
  names: { solo: "stewards_secretary", triage: "stewards_secretary", specialist: "vet_officer_agent" },
  tools: {
    get: "inquiry_get",
    list: "video_clips_list",
    check: "rules_of_racing_check",
    update: "inquiry_update",
    jobStart: "lab_sample_submit",
    jobStatus: "lab_sample_status",
    ext: "photo_finish_fetch",
    log: "tote_log_search",
    series: "tote_pool_series",
    batch: "penalties_submit",
    toSpec: "transfer_to_vet_officer_agent",
    toTriage: "transfer_to_stewards_secretary",
    notify: "whatsapp_send",
    inbox: "whatsapp_read",
    sleep: "wait_seconds",
  },
  hosts: ["stewards-api-1", "stewards-api-2"],
  styles: { get: "yaml", check: "json", list: "json", update: "json", job: "json", series: "md", batch: "yaml", reqId: "uuid" },
  res: "/inquiries",
  checkTitle: "Rules of Racing",
  ruleset: "JRC-RoR-2025",
  logCmd: "totelog",
  listFilter: "today",
  doneStatus: "reviewed",
  batchNoun: "penalty notices",
  system: () =>
    "You are stewards_secretary, an assistant agent in the stewards' room of a racecourse. You prepare inquiries, check them against the Rules of Racing, pull video clips and photo-finish prints, track post-race lab samples, watch the tote and send penalties to the racing commission. The stewards write Jamaican Patois; reply in English unless asked. Veterinary questions go to vet_officer_agent. Reply TERMINATE when the task is complete.",
  entity(r, i, R) {
    R.base_inq ??= r.int(20, 380);
    const h = r.shuffle(HORSES);
    const race = r.int(1, 9);
    return {
      id: `INQ-26-${String(R.base_inq + i).padStart(3, "0")}`,
      race: `R${race}`,
      meeting: "Caymanas Park",
      horses: [`#${r.int(1, 6)} ${h[0]}`, `#${r.int(7, 12)} ${h[1]}`],
      jockey: r.pick(JOCKEYS),
      jockey_licence: `JRC-J-0${r.int(100, 999)}`,
      incident: r.pick(TYPES),
      penalty_days: 0,
      video_ref: `HO-R${race}-cam${r.int(1, 3)}`,
      presiding_steward: r.pick(["Mr. D. Ricketts", "Mrs. C. Henry-Lue", "Mr. K. Morrison"]),
      status: "open",
      _v: r.int(1, 3),
    };
  },
  show(e) {
    const o = { inquiry: e.id, meeting: e.meeting, race: e.race, horses: e.horses, jockey: e.jockey, jockey_licence: e.jockey_licence, incident: e.incident, penalty_days: e.penalty_days, video_ref: e.video_ref, presiding_steward: e.presiding_steward, status: e.status };
    if (e.hold_reason) o.hold_reason = e.hold_reason;
    if (e.betting) o.betting = e.betting;
    o.rev = e._v;
    return o;
  },
  listCols: ["clip_or_inquiry", "race", "horses", "status"],
  listRow: (e) => [e.id, e.race, e.horses.join(" / "), e.status],
  rules: [
    { code: "PENALTY-RANGE", field: "penalty_days", bad: () => 3, good: () => 8, msg: (e) => `penalty ${e.penalty_days} days below the 8–12 day guideline for a second whip offence in 90 days` },
    { code: "JOCKEY-LIC", field: "jockey_licence", bad: () => null, good: (e) => `JRC-J-0${e.id.slice(-3)}`, msg: () => "jockey licence number missing" },
    { code: "VIDEO-REF", field: "video_ref", bad: () => null, good: (e) => `HO-${e.race}-cam2`, msg: () => "no video evidence reference attached to the inquiry" },
  ],
  hold(e) {
    e.status = "adjourned";
    e.hold_reason = "adjourned pending vet report VR-118 on the second horse (lameness)";
    return { code: "VET-REPORT", sev: "block", msg: "vet officer report VR-118 not filed; inquiry cannot be concluded" };
  },
  stuckFinding: () => ({ code: "WEIGHT-REC", sev: "error", msg: "weighed-in 54.5 kg vs declared 55.0 kg (clerk of scales record, read-only)" }),
  missing: { field: "presiding_steward", label: "presiding steward" },
  idVariants: (e) => [{ inquiry_id: e.id.toLowerCase() }, { inquiry_id: e.id.replace("INQ-26-", "INQ26-") }, { inquiry_id: e.id, meeting: "Caymanas Park" }, { inquiry_id: ` ${e.id} ` }, { inquiry_id: e.id, format: "yaml" }, { inquiry_id: e.id.replace("INQ-26-", "INQ-2026-") }],
  flow: ["reopened", "hearing", "evidence_reviewed", "decided", "published"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
  },
  tune: {
    field: "penalty_days",
    label: "penalty vs guideline",
    initial: "3 days (below 8–12)",
    steps: [
      { value: 5, reading: "5 days (below 8–12)", pass: false },
      { value: 7, reading: "7 days (below 8–12)", pass: false },
      { value: 8, reading: "8 days (within 8–12)", pass: true },
    ],
    finding: (e, reading) => ({ code: "PENALTY-RANGE", sev: "error", msg: `penalty ${reading} for a second whip offence in 90 days` }),
  },
  job: {
    id: (r) => `LS-${r.int(40000, 49999)}`,
    stages: ["received", "screening", "confirmation", "review", "reported"],
    total: (r) => r.int(120, 240),
    unit: "analytes",
    worker: () => "lab-lims",
    result: (e, r) => ({ finding: "negative", lab: "Racing Analytical Lab, Kingston", certificate: `RAL-${r.int(1000, 9999)}` }),
    summary: (x) => `Result ${x.finding} (${x.lab}, certificate ${x.certificate}).`,
  },
  ext: {
    name: "photo-finish server",
    host: "photofinish.caymanas.example.jm",
    client: "stewards",
    limit: 100,
    server: "Microsoft-IIS/10.0",
    deadKinds: ["down", "gateway", "refused"],
    downMsg: "Photo-finish image service offline (camera server rebooting)",
    ok: (e, state) => (state === "pending" ? { race: e.race, print_id: null, status: "withheld pending inquiry", inquiry: e.id } : { race: e.race, print_id: `PF-${e.race}-${e.id.slice(-3)}`, margin: "short head", first: e.horses[0], second: e.horses[1], image_url: `https://photofinish.caymanas.example.jm/prints/${e.race}.jpg` }),
    summary: (e, d) => `Photo-finish ${d.print_id}: ${d.first} beat ${d.second} by a ${d.margin}.`,
  },
  logSource: () => "tote/caymanas",
  logLine(e, t, r) {
    return `${ts(t)} ${r.pick([`POOL WIN R${r.int(1, 9)} total=JMD ${r.int(400000, 1900000).toLocaleString("en-US")} tickets=${r.int(900, 4000)}`, `POOL PLACE R${r.int(1, 9)} total=JMD ${r.int(200000, 900000).toLocaleString("en-US")}`, `ODDS UPDATE R${r.int(1, 9)} fav=#${r.int(1, 12)} ${r.int(2, 9)}/${r.int(1, 4)}`, `TERMINAL T${r.int(10, 99)} login`, `OFFTRACK FEED ok lag=${r.int(1, 4)}s`])}`;
  },
  logEvent: (e, t, rule) => `${ts(t)} INQ ${e.id} field ${rule.field} set to ${JSON.stringify(rule.bad(e))} by clerk terminal T07`,
  logPattern: "STOP BETTING",
  logPatternVariants: ["stop betting", "STOP", "BETTING.*STOP", "STOPBET"],
  logFound: (e, t) => [`${ts(t)} ${e.race} STOP BETTING issued by starter (stalls loaded)`, `${ts(t + 2000)} ${e.race} POOLS CLOSED win/place/exacta`, `${ts(t + 65000)} ${e.race} OFF`],
  logAnswer: (e, t) => `Betting on ${e.race} was stopped at ${localClock(t, tz(t))} on the starter's signal (stalls loaded); pools closed two seconds later and the race went off at ${localClock(t + 65000, tz(t))}.`,
  series: { spike: 0.25, name: "win_pool", unit: "JMD", dayBase: (r) => r.int(150000, 600000), round: (v) => Math.max(0, Math.round(v)), jitter: 4000, winStartH: 13 },
  watch: {
    stopped(e) {
      e.betting = "SUSPENDED on next race: starting stalls fault, awaiting starter";
      return { value: 1284300, note: "betting suspended; pool frozen" };
    },
    recovering(e) {
      e.betting = "reopening";
      return { start: 1284300, target: 1650000, jitter: 3000, states: ["reopening", "open", "open", "open", "open"] };
    },
    setState(e, s) {
      e.betting = s;
    },
    progressLine: (e, i, t) => `${ts(t)} ${e.race} ${["BETTING REOPENED", "POOL WIN update", "ODDS UPDATE", "POOL WIN update", "POOL WIN update"][Math.min(i, 4)]}`,
    label: (e) => `race=${e.race} pool=win`,
    labels: (e) => ({ race: e.race, pool: "win" }),
    doneText: (e, v) => `Betting on ${e.race} is open again; the win pool is at JMD ${v.toLocaleString("en-US")} and growing.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: please give a vet view on the weight discrepancy` : `${e.id}: vet view still needed`),
    question: () => "The weight record is the clerk of scales' and only the stewards can order it corrected.",
    back: (e) => `${e.id}: weight record belongs to the clerk of scales; stewards to decide`,
    inform: (e) => `${e.id} sort out now.`,
  },
  person: {
    name: "Desmond Ricketts",
    channel: "Stewards Room",
    old: (R) => [{ from: "Desmond Ricketts", t: R.t - 3 * 3600000, text: "Morning. Mi inna di box from 12.", unread: false }],
    ask: (e, i) => [`Mr. Ricketts, can we close ${e.id}?`, `Mr. Ricketts, ${e.id} still need yuh word.`, `Reminder: ${e.id}.`, `${e.id} — close or not?`][i % 4],
    reply: (e) => `Yes man, close it off. Mi sign it.`,
    change: () => ({ status: "closed" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `[summary] Stewards asked to prepare the ${n} open inquiries for today and fix rule findings. Prepared: ${done.join(", ")}. Outstanding: ${n - done.length}.`
      : `[summary] Stewards asked to prepare the ${n} open inquiries for today and fix rule findings.`,
  args: {
    get: (e) => ({ inquiry_id: e.id }),
    check: (e) => ({ inquiry_id: e.id }),
    update: (e, ch) => ({ inquiry_id: e.id, update: ch }),
    list: (m) => ({ meeting: "Caymanas Park", date: m.filter === "today" ? "today" : m.filter, ...(m.cursor ? { next_token: m.cursor } : {}), max_results: m.size ?? 25 }),
    jobStart: (e) => ({ inquiry_id: e.id, horse: e.horses[1], sample: "urine+blood" }),
    jobStatus: (j) => ({ sample_id: j.id }),
    ext: (e, x) => ({ race: e.race, meeting: "Caymanas Park", ...(x ?? {}) }),
    log: (e, n, m) => ({ lines: n, ...(m.grep ? { contains: m.grep } : {}) }),
    series: (e, m) => ({ race: e.race, pool: "win", from: localIso(m.from, tz(m.from)), to: localIso(m.to, tz(m.to)), step: m.step }),
    batch: (ids, x) => ({ inquiry_ids: ids.map((i) => i.id ?? i), to: "Jamaica Racing Commission", ...(x ?? {}) }),
    handoff: (note) => ({ message: note }),
    notify: (to, text) => ({ chat: "Stewards Room", text }),
    inbox: () => ({ chat: "Stewards Room", count: 10 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Yow,",
    then: "After dat,",
    done: "Done.",
    note: "Fi yuh info:",
    again: "Check it again, please.",
    everyTen: "Check it every ten minute till it done, please.",
    sweep: (n) => `fus ting, go tru di ${n} inquiry dem weh still open an fix up wah nuh right.`,
    sweepOnly: (e, x) => `go tru di ${x.n} inquiry dem weh open today an fix up wah nuh right.`,
    status: (e) => `wah gwaan wid inquiry ${e.id}? It nah move. Tell mi wah a hol it up, please.`,
    field: (e) => `which steward a preside ova ${e.id}? Mi need di name fi di report.`,
    daily: (e, x) => `gi mi di win pool fi ${e.race} every race day from ${x.d1} to ${x.d2}.`,
    pass: (e) => `inquiry ${e.id} nah pass di rules check. Sort it out so it pass, please.`,
    ext: (e) => `go get di photo-finish print fi ${e.race} (${e.id}).`,
    job: (e) => `sen di sample fi ${e.horses[1]} go a lab (${e.id}) an tell mi when it done.`,
    watch: (e) => `keep a eye pon di win pool fi ${e.race} till betting open back, den tell mi (${e.id}).`,
    pages: () => `how much video clip an inquiry wi have fi today meet? Count all a dem, nuh stop a di fus page.`,
    logs: (e) => `check di tote log: wah time dem stop di betting pon ${e.race} an why?`,
    peak: (e, x) => `pon ${x.day} between ${x.from} an ${x.to}, wah time di win pool fi ${e.race} did highest?`,
    batch: (e, x) => `sen off di ${x.n} penalty dem to di commission.`,
    case: (e) => `deal wid case ${e.id}; di vet officer haffi look pon it.`,
    ask: (e, x) => `ask ${x.person} if wi can close ${e.id}, den put it een.`,
    countAnswer: (total, pages) => `There are ${total} clips and inquiries for today's meeting (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
k.render.handoff = (to) => `Transferred to ${to}, adopting the role of ${to}.`;
export default k;
