// Domain kits, part 3: GIS/mapping, HR recruiting, logistics/warehouse, lab instruments.
import { clock, epoch, hms, iso, isoSec, logTs, para, rfc1123, rs, slurmTs, ymd } from "./lib.mjs";

const FIRST = ["Amina", "Jonas", "Priya", "Tomasz", "Lucía", "Kwame", "Hana", "Mateo", "Ingrid", "Omar", "Mei", "Dmitri", "Aoife", "Rafael", "Sunita", "Lars"];
const LAST = ["Okafor", "Lindqvist", "Raman", "Kowalski", "Ferreira", "Mensah", "Sato", "Álvarez", "Berg", "Haddad", "Chen", "Volkov", "Byrne", "Costa"];
const nm = (r) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

// ---------------- GIS / mapping ----------------
export const gis = {
  domain: "gis-mapping",
  reject: (it, rng, run) => rs(it.id).pick([`<ows:ExceptionReport><ows:Exception exceptionCode="InvalidParameterValue"><ows:ExceptionText>parcel ${it.id} retired in ward ${it.ward} boundary change</ows:ExceptionText></ows:Exception></ows:ExceptionReport>`, `feature_update failed: ${it.id} has a pending edit by another user (zoning ${it.zone})`, `feature_update failed: ${it.id} geometry invalid (area ${it.ha} ha, self-intersection)`]),
  noun: "parcels",
  flag: { srid: 4326 },
  sys: [
    "You are a GIS analyst assistant for a regional planning office. Tools give access to the parcel layer, geocoder, routing and the tile renderer. Coordinates are WGS84 unless stated.",
    "Geo assistant. Use feature_query, geocode, route, tiles_*, reproject. Report areas in hectares and distances in km.",
  ],
  tasks: {
    look: ["For each parcel in the flood-risk review list, get the zoning code and area and flag anything zoned residential inside the 100-year floodplain.", "Check every parcel on the rezoning application list and note its current land use."],
    search: ["Find the footpath marked 'Old Mill Lane bridleway' on the 1990s survey layer.", "Is there a feature for the new roundabout at Kettleby junction in the roads layer? Find it."],
    poll: ["Re-render the basemap tiles for zoom 10-16 after the roads update and tell me when they're published.", "Run the flood model export for the river catchment and let me know when the raster is ready."],
    fix: ["The parcel boundary GeoJSON fails the topology check. Fix it.", "Our new zoning layer won't pass validation before publishing. Please fix it."],
    doc: ["Read the planning inspector's report on the Kettleby bypass and summarise the route conditions.", "Go through the new data-sharing agreement with the county and tell me what layers we can publish."],
    cyc: ["Get a route from Mill Lane to the A606 junction that avoids the closed Kettleby Mill bridge.", "Get the Kettleby junction route to avoid the closed bridge."],
    list: ["List all parcels in ward 7 with area and zoning.", "Export every feature in the footpaths layer with its status."],
    talk: ["Agree the buffer distance for the wind-farm constraint map with the ecology agent.", "Settle the routing assumptions for the school bus study with the transport agent."],
    echo: ["Compute the share of each ward's area inside the 100-year floodplain and give me a table."],
    long: ["Prepare the flood-risk review pack: parcel checks, floodplain overlays, maps rendered and a summary table."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: `P${rng.int(100000, 999999)}`, zone: rng.pick(["R1", "R2", "C1", "AG", "IND", "OS", "MU"]), ha: (rng.int(5, 9000) / 100).toFixed(2), ward: rng.int(1, 12), flood: rng.chance(0.3), lon: (-1.2 + rng.r() * 0.4).toFixed(5), lat: (52.6 + rng.r() * 0.3).toFixed(5), use: rng.pick(["dwelling", "arable", "retail", "warehouse", "woodland", "vacant"]) });
    return out;
  },
  look(it, rng, run) {
    return { name: "feature_query", args: { layer: "parcels", where: `parcel_id='${it.id}'`, out_fields: "*" }, th: `Querying ${it.id}.`, out: JSON.stringify({ type: "FeatureCollection", features: [{ type: "Feature", id: it.id, properties: { parcel_id: it.id, zoning: it.zone, area_ha: +it.ha, ward: it.ward, floodzone_100yr: it.flood, land_use: it.use, edited: "2026-08-19" }, geometry: { type: "Point", coordinates: [+it.lon, +it.lat] } }], crs: "EPSG:4326", _exec_ms: rng.int(12, 800), _server: `geo-${rng.int(1, 3)}`, _ts: epoch(run.t) }) };
  },
  act(it, rng, run) {
    return { name: "feature_update", args: { layer: "review_flags", parcel_id: it.id, flag: it.flood && it.zone.startsWith("R") ? "RES_IN_FLOODPLAIN" : "OK" }, th: `Flagging ${it.id}.`, out: `<wfs:TransactionResponse><wfs:TransactionSummary><wfs:totalInserted>1</wfs:totalInserted></wfs:TransactionSummary><wfs:InsertResults><wfs:Feature><ogc:FeatureId fid="review_flags.${rng.int(1000, 99999)}"/></wfs:Feature></wfs:InsertResults></wfs:TransactionResponse>` };
  },
  search: {
    name: "feature_search",
    refine: [["Old Mill Lane", "bridleway", "Mill Lane"], ["Kettleby", "roundabout A606", "Kettleby junction"]],
    arg: (q) => ({ layer: q.toLowerCase().includes("roundabout") ? "roads" : "survey_1990s", text: q }),
    miss: [
      ["Old Mill Lane bridleway", "old mill ln bridleway", "Bridleway Old Mill Lane", "OLD MILL LANE BW", "mill lane bridle path", "Old Mill Lane (bridleway)"],
      ["Kettleby junction roundabout", "roundabout Kettleby", "Kettleby jct rbt", "Kettleby roundabout A606", "new roundabout Kettleby junction", "KETTLEBY RBT"],
    ],
    empty: (q, rng, run) => rng.pick([JSON.stringify({ type: "FeatureCollection", features: [], numberMatched: 0, numberReturned: 0, timeStamp: iso(run.t) }), `No features in layer matching '${q}' (${rng.int(10000, 60000)} features scanned, ${rng.int(10, 500)}ms)`, `<wfs:FeatureCollection numberMatched="0" numberReturned="0" timeStamp="${isoSec(run.t)}"/>`]),
    hitQs: ["Church Street", "A606", "Melton Road footpath", "River Wreake", "Kettleby School"],
    hit: (q, rng, run) => { const r = rs(q); return JSON.stringify({ type: "FeatureCollection", numberMatched: r.int(1, 4), features: Array.from({ length: r.int(1, 4) }, () => ({ id: `F${r.int(10000, 99999)}`, properties: { name: q, class: r.pick(["road", "footpath", "water", "poi"]) } })), timeStamp: iso(run.t) }); },
  },
  poll: {
    name: "tiles_job_status", stuckWord: "queued behind the nightly render",
    start: (rng, run) => { const job = `render-${rng.hex(8)}`; return { job, name: "tiles_render", args: { layer: "basemap", zoom: [10, 16], bbox: [-1.2, 52.6, -0.8, 52.9] }, th: "Submitting the render.", out: `render job ${job} submitted (87,381 tiles)` }; },
    args: (job) => ({ job }),
    stuck: () => ({ st: "queued", done: 0 }),
    prog: (i, n) => (i >= n - 1 ? { st: "published", done: 87381 } : { st: "rendering", done: Math.round((87381 * (i + 1)) / n) }),
    out: (job, st, rng, run) => `${job}: ${st.st} — ${st.done}/87381 tiles (${((100 * st.done) / 87381).toFixed(1)}%), workers=${st.st === "rendering" ? rng.int(6, 8) : 0}, mem=${rng.int(2, 9)}.${rng.int(0, 9)}G, at ${logTs(run.t)}`,
  },
  dep: {
    svc: "The PostGIS database",
    errs: [
      () => "ERROR: could not connect to server: Connection refused. Is the server running on host \"gisdb\" (10.8.1.20) and accepting TCP/IP connections on port 5432?",
      (rng) => `feature service error 500: java.net.ConnectException: Connection refused (gisdb:5432) [req ${rng.hex(10)}]`,
      (rng, run) => `<ows:ExceptionReport><ows:Exception exceptionCode="NoApplicableCode"><ows:ExceptionText>Error occurred getting features: Cannot create PoolableConnectionFactory (Connection to gisdb:5432 refused.) ${isoSec(run.t)}</ows:ExceptionText></ows:Exception></ows:ExceptionReport>`,
    ],
    transient: (rng) => `503 Service Unavailable: geoserver busy (queue full), retry in ${rng.int(1, 9)}s`,
  },
  fix: {
    target: "parcels_2026.geojson",
    test: { name: "topology_check", args: { file: "parcels_2026.geojson", rules: ["no_overlap", "no_gaps", "valid_geom"] } },
    errs: ["valid_geom: P448120 self-intersection at (-1.04211 52.71880)", "no_overlap: P448131 overlaps P448132 by 0.003 ha", "no_gaps: gap of 0.0009 ha between P450007 and P450008", "valid_geom: P451900 ring not closed"],
    edit: (k, a, rng, err) => ({ name: "geom_fix", args: { file: "parcels_2026.geojson", feature: err.match(/P\d+/)[0], op: ["make_valid", "snap_to_neighbour", "close_gap", "close_ring"][k], tolerance_m: [0.01, 0.5, 0.5, 0.01][k] * (a ? [1, 2, 0.5][a % 3] : 1) }, th: `Fixing ${err.match(/P\d+/)[0]}.`, out: `${["make_valid", "snap_to_neighbour", "close_gap", "close_ring"][k]} applied to ${err.match(/P\d+/)[0]}` }),
    fail: (errs, rng, run) => `topology_check parcels_2026.geojson — ${errs.length} violation(s)\n${errs.map((e) => `  ${e}`).join("\n")}\n(${rng.int(41000, 41200)} features, ${rng.int(2, 20)}.${rng.int(0, 9)}s)`,
    pass: (rng) => `topology_check parcels_2026.geojson — 0 violations (${rng.int(41000, 41200)} features)`,
  },
  doc: {
    name: "read_pdf", title: "the inspector's report on the Kettleby bypass", n: 8,
    args: (p) => ({ file: "reports/kettleby_bypass_inspector.pdf", page: p }),
    page: (p, rng, run, changed) => `Kettleby Bypass — Inspector's Report — p${p}\n${changed ? "[Addendum] Condition 7 amended: bridge works outside March–June only. " : ""}${para(`kb${p}`, ["The route shall avoid the Wreake floodplain east of the mill.", "Condition 4: a segregated cycle route is required along the full length.", "Condition 7: no bridge works during the bird breeding season.", "Noise barriers are required near Kettleby School.", "The existing bridleway must be diverted, not extinguished.", "Junction capacity at A606 must be modelled for 2041 flows.", "Archaeological watching brief applies to plots 12-19.", "Street lighting shall be dark-sky compliant."], 3)}\n[ocr ${rng.int(95, 99)}% · ${iso(run.t)}]`,
    edit: (p, rng, run) => ({ name: "pdf_attach_addendum", args: { file: "reports/kettleby_bypass_inspector.pdf", page: p, text: "Condition 7 amended: bridge works outside March–June only." }, th: "Attaching the addendum.", out: "addendum attached" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "route", args: { from: [-1.0412, 52.7702], to: [-0.9874, 52.7419], avoid: pass % 2 ? ["bridge:Kettleby Mill"] : ["Kettleby Mill bridge"], profile: "driving" }, th: "Routing around the bridge.", out: JSON.stringify({ distance_km: 7.42, duration_min: 11.3, via: ["Mill Lane", "Kettleby Mill bridge", "A606"], warnings: ["avoid feature not matched"], id: rng.uuid() }) }),
    (pass, rng, run) => ({ name: "network_closure_add", args: { edge_name: ["Kettleby Mill bridge", "Kettleby Mill Bridge", "kettleby mill bridge"][pass % 3], until: "2027-03-31" }, th: "Adding the closure to the network.", out: `closure stored (edge match: 0 edges) id=${rng.int(100, 999)}` }),
  ],
  list: {
    name: "feature_list",
    args: (cursor, i) => ({ layer: "parcels", where: "ward=7", startIndex: i * 5, count: 5 }),
    fmt: (rows, next, i, rng, run) => JSON.stringify({ numberReturned: rows.length, features: rows.map((r) => ({ id: r.id, zoning: r.zone, area_ha: +r.ha })), links: next ? [{ rel: "next", href: `?startIndex=${(i + 1) * 5}` }] : [] }),
  },
  talk: {
    peer: "ecology-agent",
    a: ["The planning guidance sets a 500 m buffer around the wind farm, so I'll map 500 m.", "Guidance says 500 m, so the constraint map uses a 500 m buffer.", "I'm applying the 500 m buffer from the planning guidance.", "As before, 500 m is the buffer set by the guidance.", "The buffer stays at 500 m per the planning guidance."],
    p: ["For the bat roost at Kettleby Wood we need 1 km.", "Bat roosts require a 1 km buffer, please use that.", "1 km is needed for the roost, not 500 m.", "Please change to 1 km because of the roost.", "Still 1 km for the roost, please."],
    conv: [["We need 1 km for the bat roost.", "Guidance is 500 m generally. Could we use 1 km only around the roost and 500 m elsewhere?"], ["Yes, roost-specific 1 km is the norm.", "Building a combined layer: 500 m default, 1 km around roost polygon R-17."], ["Add the hedgerow corridors as well?", "Added at 50 m each side."]],
    agree: "Looks right, approving the constraint layer.",
  },
  echo: ["I will compute the share of each ward's area inside the 100-year floodplain and return a table.", "Task: overlay wards with the 100-year floodplain and tabulate the percentage per ward.", "I'll now calculate, for every ward, the proportion of its area within the 100-year floodplain.", "Next: ward × floodplain intersection, then a table of area shares.", "I'm going to compute each ward's floodplain share (100-year) and put it in a table."],
  chant: "The map has been rendered and published.",
  doneLine: "Layers are saved in the review workspace.",
  repeatAsk: "Add a review flag to each of these parcels",
};

// ---------------- HR recruiting ----------------
export const recruiting = {
  domain: "hr-recruiting",
  reject: (it, rng, run) => rs(it.id).pick([`mail_send failed: ${it.id} has opted out of email (GDPR request)`, `mail_send failed: template '${it.stage === "rejected" ? "rejection_v3" : "scorecard_reminder"}' not allowed for stage '${it.stage}'`, `mail_send failed: ${it.id} is anonymised (${it.role} pipeline older than 12 months)`]),
  noun: "candidates",
  flag: { include_attachments: false },
  sys: [
    "You are a recruiting coordinator assistant with access to the ATS, interviewer calendars and the candidate email tool. Be courteous in candidate-facing text. Never share one candidate's details with another.",
    "Recruiting ops agent. Tools: ats_*, cal_*, mail_send, scorecard_*. Keep stage changes in the ATS accurate.",
  ],
  tasks: {
    look: ["Go through the candidates in 'onsite done' for the Data Engineer role and chase missing scorecards.", "Check each candidate in the Product Designer pipeline and move anyone with two 'strong yes' scorecards to offer stage."],
    search: ["Find candidates with Rust and embedded experience in Lisbon for the firmware role.", "Is there anyone in the talent pool who interviewed for Staff SRE last year and got to onsite?"],
    poll: ["Start the background check for C-58812 and let me know when it clears.", "Start the background check for the new hire and let me know when it clears."],
    fix: ["The job ad for the Senior Analyst fails the inclusive-language and compliance checker. Fix it.", "Our offer letter template is failing the legal check. Please fix it."],
    doc: ["Read the interview feedback packet for C-40021 and summarise strengths and concerns.", "Go through the updated hiring policy and summarise what changed for referrals."],
    cyc: ["Schedule the onsite for C-61420 with the four interviewers next week.", "Book a panel interview for the Staff SRE candidate."],
    list: ["List all open requisitions with hiring manager and days open.", "Export all candidates in the Data Engineer pipeline with their stage."],
    talk: ["Agree the interview loop for the new ML role with the hiring-manager agent.", "Work out the offer range for C-58812 with the compensation agent."],
    echo: ["Send the rejection email to all candidates in 'rejected - not notified' for the Marketing Manager role."],
    long: ["Weekly pipeline hygiene for all engineering roles: stages, scorecards, scheduling and candidate emails."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: `C-${rng.int(30000, 69999)}`, name: nm(rng), role: rng.pick(["Data Engineer", "Product Designer", "Staff SRE", "Firmware Engineer", "Senior Analyst"]), stage: rng.pick(["applied", "screen", "onsite done", "offer", "rejected"]), cards: rng.int(0, 4), yes: rng.int(0, 3), src: rng.pick(["referral", "LinkedIn", "careers site", "agency"]), city: rng.pick(["Lisbon", "Berlin", "Remote EU", "Dublin"]) });
    return out;
  },
  look(it, rng, run) {
    return { name: "ats_get_candidate", args: { candidate_id: it.id, expand: ["scorecards", "stage"] }, th: `Opening ${it.id}.`, out: JSON.stringify({ id: it.id, name: it.name, job: it.role, stage: it.stage, source: it.src, location: it.city, scorecards: { submitted: it.cards, expected: 4, strong_yes: it.yes }, updated_at: "2026-11-03T16:20:00Z", _links: { self: `/v1/candidates/${it.id}` }, _rate: { remaining: rng.int(100, 500), reset: epoch(run.t) + rng.int(10, 60) } }) };
  },
  act(it, rng, run) {
    return { name: "mail_send", args: { to: `${it.id}@candidates.ats`, template: it.stage === "rejected" ? "rejection_v3" : "scorecard_reminder", vars: { name: it.name.split(" ")[0], role: it.role } }, th: `Emailing about ${it.id}.`, out: `queued message <${rng.hex(16)}@mail.ats> to ${it.id} (${it.name.split(" ")[0]})` };
  },
  search: {
    name: "ats_search",
    refine: [["rust embedded", "embedded Lisbon", "rust Portugal"], ["Staff SRE", "SRE onsite", "site reliability 2025"]],
    arg: (q) => ({ query: q, pool: "all" }),
    miss: [
      ["rust embedded lisbon", "Rust AND embedded AND location:Lisbon", "embedded rust engineer Lisbon", "firmware rust lisbon portugal", "skills:rust skills:embedded city:lisbon", "Rust embedded Portugal Lisboa"],
      ["Staff SRE onsite 2025", "site reliability staff interviewed 2025 onsite", "stage:onsite job:'Staff SRE' year:2025", "SRE staff reached onsite last year", "Staff Site Reliability Engineer onsite", "staff sre 2025 final round"],
    ],
    empty: (q, rng, run) => rng.pick([`No candidates match "${q}". (searched 48,210 profiles)`, JSON.stringify({ results: [], total: 0, took: rng.int(30, 400), search_id: rng.uuid() }), `0 profiles — try removing filters. [${hms(run.t)}]`]),
    hitQs: ["python airflow", "figma design systems", "kubernetes on-call", "SQL dbt"],
    hit: (q, rng, run) => { const r = rs(q); return JSON.stringify({ total: r.int(3, 30), results: Array.from({ length: r.int(2, 4) }, () => ({ id: `C-${r.int(30000, 69999)}`, name: nm(r), match: +(r.int(60, 99) / 100).toFixed(2) })), took: rng.int(30, 400) }); },
  },
  poll: {
    name: "bgcheck_status", stuckWord: "awaiting candidate consent",
    start: (rng, run) => { const job = `BG-${rng.int(100000, 999999)}`; return { job, name: "bgcheck_order", args: { candidate_id: "C-58812", package: "standard_eu" }, th: "Ordering the background check.", out: JSON.stringify({ order_id: job, status: "created", candidate_id: "C-58812" }) }; },
    args: (job) => ({ order_id: job }),
    stuck: () => ({ st: "awaiting_consent", n: 0 }),
    prog: (i, n) => (i >= n - 1 ? { st: "clear", n: 4 } : { st: i === 0 ? "consent_received" : "in_progress", n: Math.min(3, Math.floor((4 * i) / n)), pct: Math.round((100 * i) / n) }),
    out: (job, st, rng, run) => `order ${job} | status: ${st.status ?? st.st} | components complete: ${st.n}/4 (identity, right-to-work, employment, education)${st.pct != null ? ` | overall ${st.pct}%` : ""} | as of ${rfc1123(run.t)} | ref ${rng.alnum(10)}`,
  },
  dep: {
    svc: "The ATS API",
    errs: [
      (rng) => `ATS 503: Service temporarily unavailable (maintenance window 02:00–04:00 UTC). Request ID ${rng.uuid()}`,
      () => JSON.stringify({ errors: [{ code: "maintenance", message: "Scheduled maintenance in progress" }] }),
      (rng, run) => `HTTP 503 from api.ats.example: under maintenance since ${isoSec(run.t - rng.int(600000, 900000))}`,
    ],
    transient: (rng) => `429 Too Many Requests — rate limit 50/10s; retry in ${rng.int(1, 10)}s`,
  },
  fix: {
    target: "the Senior Analyst job ad",
    test: { name: "jobad_check", args: { job_id: "REQ-2231" } },
    errs: ["gendered term 'rockstar' (line 3)", "salary range missing (required in EU pay transparency)", "'native English speaker' is discriminatory; use 'fluent'", "age-coded phrase 'young, dynamic team'"],
    edit: (k, a, rng, err) => ({ name: "jobad_edit", args: { job_id: "REQ-2231", find: ["rockstar", "Compensation: competitive", "native English speaker", "young, dynamic team"][k], replace: ["skilled analyst", "Salary: €62,000–€74,000", "fluent in English", "collaborative team"][k] + (a ? ["", " ", "."][a % 3] : "") }, th: `Fixing: ${err.split(" (")[0]}.`, out: "1 replacement" }),
    fail: (errs, rng, run) => `Job ad check: ${errs.length} finding(s)\n${errs.map((e) => `• ${e}`).join("\n")}\nchecked ${logTs(run.t)}`,
    pass: (rng, run) => `Job ad check: no findings ✓ (${logTs(run.t)})`,
  },
  doc: {
    name: "ats_read_document", title: "the interview feedback packet for C-40021", n: 6,
    args: (p) => ({ candidate_id: "C-40021", doc: "feedback_packet", page: p }),
    page: (p, rng, run, changed) => `Feedback packet C-40021 — page ${p}/6\n${changed ? "Late scorecard (Interviewer 4): Strong yes — excellent system design. " : ""}${para(`fb${p}`, ["Interviewer 1: strong SQL, clear communication. Yes.", "Interviewer 2: system design was shallow on failure modes. Lean no.", "Interviewer 3: great ownership examples. Strong yes.", "Take-home: clean code, tests missing for edge cases.", "Bar raiser: meets the bar for senior, not staff.", "Culture add: mentored juniors in previous role.", "Concern: limited experience with streaming systems."], 3)}`,
    edit: (p, rng, run) => ({ name: "ats_attach_scorecard", args: { candidate_id: "C-40021", interviewer: "Interviewer 4", verdict: "strong_yes" }, th: "Attaching the late scorecard that came in by email.", out: "scorecard attached" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "cal_find_common_slots", args: { attendees: ["a.chen", "m.berg", "r.costa", "s.iyer"], duration_min: 240, week: "2026-W46" }, th: "Looking for a common slot.", out: JSON.stringify({ slots: [{ start: "2026-11-11T09:00", end: "2026-11-11T13:00" }], computed_at: iso(run.t) }) }),
    (pass, rng, run) => ({ name: "cal_create_event", args: { title: "Onsite C-61420", start: "2026-11-11T09:00", attendees: ["a.chen", "m.berg", "r.costa", "s.iyer"], room: ["LIS-4.02", "LIS-4.02", "LIS-4.03"][pass % 3] }, th: "Booking it.", out: `declined automatically by m.berg (out of office 2026-11-10 – 2026-11-12) event ${rng.hex(10)}` }),
    (pass, rng, run) => ({ name: "cal_delete_event", args: { title: "Onsite C-61420", date: "2026-11-11" }, th: "Removing the declined event.", out: "deleted" }),
  ],
  list: {
    name: "ats_list_requisitions",
    args: (cursor, i) => ({ status: "open", page: i + 1, per_page: 5 }),
    fmt: (rows, next, i, rng, run) => `REQ        Role                 Candidate   Stage\n${rows.map((r) => `REQ-${rs(r.id).int(2000, 2999)}   ${r.role.padEnd(20)} ${r.id}   ${r.stage}`).join("\n")}\nPage ${i + 1}${next ? " — more" : " — end"}`,
  },
  talk: {
    peer: "hiring-manager",
    a: ["The loop needs a coding round; the rubric for this level requires one.", "I'll keep the coding round, it's required by the level rubric.", "The rubric mandates a coding interview at this level, so it stays.", "As I mentioned, a coding round is required for this level.", "Coding round stays in the loop per the rubric."],
    p: ["Drop the coding round, the take-home covers it.", "The take-home already tests coding, no need for a live round.", "Please remove the coding interview; it duplicates the take-home.", "We don't need both. Remove coding.", "Still want the coding round removed."],
    conv: [["Drop the coding round?", "The rubric requires a coding signal. Could the take-home review call count as the coding round if it's live?"], ["Yes, make it a live extension of the take-home.", "Then the loop is: take-home review (live, 60m), ML design, behavioural, team fit."], ["Who runs the ML design?", "I've assigned s.iyer and a shadow."]],
    agree: "Works for me, publish the loop.",
  },
  echo: ["I will send the rejection email to all candidates in 'rejected - not notified' for the Marketing Manager role.", "Task: notify every candidate in 'rejected - not notified' (Marketing Manager) with the rejection template.", "I'll now send rejection emails to all Marketing Manager candidates who haven't been notified.", "Next step: rejection emails for everyone in 'rejected - not notified' for Marketing Manager.", "I'm going to email all un-notified rejected candidates for the Marketing Manager role."],
  chant: "The candidate has been moved to the next stage.",
  doneLine: "The ATS is up to date.",
  repeatAsk: "Send each of these candidates the follow-up email for their stage",
};

// ---------------- logistics / warehouse ----------------
export const warehouse = {
  domain: "logistics-warehouse",
  reject: (it, rng, run) => rs(it.id).pick([`WMS ERROR -21004: ${it.id} has ${it.lines} line(s) short at ${it.loc}`, `WMS ERROR -21130: ${it.id} carrier ${it.carrier} not allowed for destination`, `WMS ERROR -20402: ${it.id} on credit hold`]),
  noun: "orders",
  flag: { include_history: false },
  sys: [
    "You are a warehouse operations assistant connected to the WMS, the carrier APIs and the label printers. Keep pick accuracy first; do not reallocate stock reserved for B2B orders.",
    "Logistics agent (DC Tilburg). Tools: wms_*, carrier_*, label_print, inventory_*.",
  ],
  tasks: {
    look: ["Go through today's late orders and find out why each one hasn't shipped.", "Check stock at the pick face for every SKU on the afternoon wave and trigger replenishment where needed."],
    search: ["Find where the pallet with SSCC 387123450000918274 is — receiving says it arrived.", "Locate the returned parcel for order SO-771204; the customer says it was delivered back to us."],
    poll: ["Release wave W-1142 and tell me when picking is complete.", "Book the linehaul to Antwerp and confirm when the carrier accepts."],
    fix: ["The ASN for supplier Brightwater is rejected by the WMS import. Fix it.", "The carrier manifest fails validation before close-out. Please fix it."],
    doc: ["Read the new carrier SLA document and summarise cut-off times.", "Go through the incident report for the Tuesday mis-ship and summarise root causes."],
    cyc: ["Get order SO-773310 out on today's DHL collection.", "Print the labels for the 12 parcels of order SO-772001."],
    list: ["List all open orders for customer Orchid Retail with their status.", "Give me all locations in zone C with stock below min."],
    talk: ["Agree with the transport planner agent on which orders go on the last truck.", "Settle the slotting change for the fast movers with the inventory agent."],
    echo: ["Move all fast-moving SKUs from zone C to the golden zone A before the peak."],
    long: ["Run the afternoon shift: waves, replenishments, exceptions, carrier bookings and close-out."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: `SO-${rng.int(770000, 779999)}`, sku: `${rng.int(100000, 999999)}`, loc: `${rng.pick(["A", "B", "C", "D"])}-${String(rng.int(1, 40)).padStart(2, "0")}-${rng.int(1, 6)}-${rng.pick(["A", "B"])}`, qty: rng.int(0, 240), min: rng.int(10, 60), st: rng.pick(["ALLOCATED", "PICKING", "PACKED", "SHORT", "ON_HOLD"]), carrier: rng.pick(["DHL", "PostNL", "DPD", "UPS"]), lines: rng.int(1, 14), reason: rng.pick(["stock short at pick face", "address validation failed", "awaiting payment release", "carrier label error", "none"]) });
    return out;
  },
  look(it, rng, run) {
    return { name: "wms_order", args: { order: it.id }, th: `Checking ${it.id}.`, out: `ORDER ${it.id}  STATUS ${it.st}  LINES ${it.lines}  CARRIER ${it.carrier}\nHOLD/EXCEPTION: ${it.reason}\nPICK LOC ${it.loc}  SKU ${it.sku}  ON HAND ${it.qty}  MIN ${it.min}\n-- wms ${rng.pick(["11.2.4", "11.2.5"])} txn ${rng.int(1000000, 9999999)} ${logTs(run.t)} term ${rng.pick(["RF07", "RF12", "PC03"])}` };
  },
  act(it, rng, run) {
    return { name: it.qty < it.min ? "inventory_replenish" : "wms_release", args: it.qty < it.min ? { location: it.loc, sku: it.sku, qty: it.min * 2 } : { order: it.id }, th: it.qty < it.min ? `Replenishing ${it.loc}.` : `Releasing ${it.id}.`, out: it.qty < it.min ? `task RPL-${rng.int(10000, 99999)} created: move ${it.min * 2} x ${it.sku} reserve -> ${it.loc}` : `${it.id} released to wave W-${rng.int(1100, 1199)}` };
  },
  search: {
    name: "inventory_locate",
    refine: [["3871234500009182", "receiving dock today", "unassigned pallets"], ["SO-771204", "returns today", "returns unmatched"]],
    arg: (q) => ({ query: q }),
    miss: [
      ["SSCC 387123450000918274", "387123450000918274", "pallet 3871 2345 0000 9182 74", "sscc:387123450000918274 status:any", "LPN 387123450000918274", "00387123450000918274"],
      ["return SO-771204", "RMA for SO-771204", "returned parcel order 771204", "SO771204 return", "returns SO-771204 received", "customer return 771204"],
    ],
    empty: (q, rng, run) => rng.pick([`NO STOCK RECORD FOUND FOR '${q.toUpperCase()}'\n-- ${logTs(run.t)} term RF${rng.int(1, 20)}`, JSON.stringify({ matches: 0, locations: [], searched: ["receiving", "storage", "returns", "quarantine"], ms: rng.int(10, 400) }), `Locate: nothing on hand, in transit, or in returns for ${q}.`]),
    hitQs: ["SKU 448120", "location C-12", "returns today", "quarantine zone"],
    hit: (q, rng, run) => { const r = rs(q); return Array.from({ length: r.int(2, 5) }, () => `${r.pick(["A", "B", "C", "Q", "R"])}-${String(r.int(1, 40)).padStart(2, "0")}-${r.int(1, 6)}  LPN ${r.int(10000000, 99999999)}  QTY ${r.int(1, 120)}`).join("\n"); },
  },
  poll: {
    name: "wms_wave_status", stuckWord: "RELEASED with 0 picks confirmed",
    start: (rng, run) => ({ job: "W-1142", name: "wms_wave_release", args: { wave: "W-1142" }, th: "Releasing the wave.", out: "W-1142 released: 214 orders, 1,882 lines" }),
    args: (job) => ({ wave: job }),
    stuck: () => ({ st: "RELEASED", picked: 0 }),
    prog: (i, n) => (i >= n - 1 ? { st: "COMPLETE", picked: 1882 } : { st: "PICKING", picked: Math.round((1882 * (i + 1)) / n) }),
    out: (job, st, rng, run) => `WAVE ${job} ${st.st} PICKED ${st.picked}/1882 PICKERS ${st.st === "PICKING" ? rng.int(9, 14) : 0} SHORTS ${st.st === "RELEASED" ? 0 : Math.round(st.picked / 400)} @ ${clock(run.t)}:${String(new Date(run.t).getUTCSeconds()).padStart(2, "0")}`,
  },
  dep: {
    svc: "The WMS host",
    errs: [
      () => "WMS ERROR -30006: database session limit reached",
      (rng) => `ORA-00018: maximum number of sessions exceeded (wms-db-${rng.int(1, 2)})`,
      (rng, run) => `wms-api 500: session pool exhausted (active=400/400) at ${hms(run.t)} req=${rng.hex(8)}`,
    ],
    transient: () => "WMS WARNING -20010: record locked by another terminal, try again",
  },
  fix: {
    target: "ASN-BW-20261104.xml",
    test: { name: "asn_validate", args: { file: "inbound/ASN-BW-20261104.xml" } },
    errs: ["line 14: GTIN 5012345000019 unknown in item master", "line 22: expiry date 2026-02-30 invalid", "line 31: quantity unit 'CS' not allowed for item 448120 (use EA)", "header: supplier GLN missing"],
    edit: (k, a, rng, err) => ({ name: "xml_set", args: { file: "inbound/ASN-BW-20261104.xml", xpath: ["//line[14]/gtin", "//line[22]/expiry", "//line[31]/uom", "/asn/header/supplierGLN"][k], value: ["5012345000026", "2026-02-28", "EA", "8712345000004"][k] + (a ? ["", " ", ""][a % 3] : "") }, th: `Fixing ${err.split(":")[0]}.`, out: "1 node updated" }),
    fail: (errs, rng, run) => `ASN import dry-run: REJECTED\n${errs.map((e) => `  ${e}`).join("\n")}\nparser ${rng.pick(["4.1", "4.1.1"])} at ${logTs(run.t)}`,
    pass: () => "ASN import dry-run: ACCEPTED (38 lines)",
  },
  doc: {
    name: "doc_page", title: "the carrier SLA document", n: 6,
    args: (p) => ({ doc: "SLA_DHL_2027.pdf", page: p }),
    page: (p, rng, run, changed) => `SLA_DHL_2027.pdf — p.${p}\n${changed ? "Amendment 2: weekday cut-off moved to 17:30. " : ""}${para(`sla${p}`, ["Weekday collection cut-off is 17:00.", "Saturday collection by arrangement only.", "Parcels over 31.5 kg ship as freight.", "Claims must be filed within 7 days.", "Failed collection credit: EUR 150 per occurrence.", "Peak surcharge applies 15 Nov – 31 Dec.", "Labels must be 4x6 inch thermal."], 3)}\n(${rng.int(300, 900)} KB, fetched ${iso(run.t)})`,
    edit: (p, rng, run) => ({ name: "doc_annotate", args: { doc: "SLA_DHL_2027.pdf", page: p, text: "Amendment 2: weekday cut-off moved to 17:30." }, th: "Recording the signed amendment.", out: "saved" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "carrier_book", args: { order: "SO-773310", carrier: "DHL", service: ["parcel", "Parcel", "parcel_eu"][pass % 3] }, th: "Booking DHL.", out: `DHL API: 400 Bad Request — consignee postcode '5041 AB' does not match city 'Tilburgg' (ref ${rng.hex(8)})`, err: true }),
    (pass, rng, run) => ({ name: "address_validate", args: { postcode: "5041 AB", city: "Tilburgg", country: "NL" }, th: "Validating the address.", out: JSON.stringify({ valid: false, suggestion: { city: "Tilburg" }, confidence: 0.97 }) }),
    (pass, rng, run) => ({ name: "wms_order_note", args: { order: "SO-773310", note: "address: Tilburgg -> Tilburg" }, th: "Noting the correction.", out: `note ${rng.int(100, 999)} added (order address unchanged)` }),
  ],
  list: {
    name: "wms_orders",
    args: (cursor, i) => ({ customer: "ORCHID", status: "open", page: i + 1 }),
    fmt: (rows, next, i, rng, run) => `${rows.map((r) => `${r.id};${r.st};${r.lines};${r.carrier}`).join("\n")}\n;; page ${i + 1}${next ? "" : " EOF"}`,
  },
  talk: {
    peer: "transport-planner",
    a: ["The Orchid orders have priority on the last truck; they're B2B with penalties.", "Orchid's B2B orders carry penalties, so they go first on the last truck.", "I'm keeping Orchid on the last truck because of the B2B penalty clauses.", "As said, Orchid has priority due to penalties.", "Orchid stays on the last truck, penalty clauses."],
    p: ["The last truck is full with the e-com backlog. Orchid can go tomorrow.", "No space: e-com backlog fills the last truck. Orchid tomorrow.", "Please move Orchid to tomorrow's first truck.", "E-com backlog takes the last truck.", "Orchid tomorrow, the truck is full."],
    conv: [["Last truck is full with e-com.", "Orchid is 6 pallets with penalties. Can 6 pallets of e-com move to the PostNL sweep at 21:00?"], ["PostNL can take 4 pallets.", "Then 4 to PostNL, and I'll consolidate 2 e-com pallets into cages on the truck."], ["Fits.", "Updating loads and printing new manifests."]],
    agree: "Confirmed on my side, dispatch informed.",
  },
  echo: ["I will move all fast-moving SKUs from zone C to the golden zone A before the peak.", "Task: relocate the fast movers from zone C into golden zone A ahead of peak.", "I'll now move every fast-moving SKU from C to the golden zone A.", "Next: slotting move of fast movers C → A (golden zone) before peak.", "I'm going to relocate all fast-moving SKUs from zone C to zone A."],
  chant: "The order has been shipped and the tracking number has been sent.",
  doneLine: "Exceptions are on the shift supervisor's board.",
  repeatAsk: "Release each of these orders, or replenish the pick face first if it's below min",
};

// ---------------- lab instruments ----------------
export const lab = {
  domain: "lab-instruments",
  reject: (it, rng, run) => rs(it.id).pick([`<LimsResponse><Error code="E-217">${it.id}: lot ${it.lot} not registered</Error></LimsResponse>`, `<LimsResponse><Error code="E-301">${it.id}: injection ${it.inj} missing bracketing standard</Error></LimsResponse>`, `<LimsResponse><Error code="E-118">${it.id}: result already released</Error></LimsResponse>`]),
  noun: "samples",
  flag: { raw: false },
  sys: [
    "You are a lab automation assistant for an analytical chemistry lab. You control the HPLC and plate reader queues, read results and push them to the LIMS. Never release results that failed system suitability.",
    "Lab ops agent. Tools: instrument_status, run_sequence, results_get, lims_*, calibrate, sop_read.",
  ],
  tasks: {
    look: ["Go through this morning's HPLC samples and push any result that passed QC to the LIMS.", "Check each sample in batch B-2291 and flag any with out-of-spec assay values."],
    search: ["Find the calibration record for HPLC-2's column ACQ-C18-0417 from September.", "Is there a stability result for lot L-88213 at 6 months? Find it."],
    poll: ["Start the overnight sequence SEQ-7781 on HPLC-2 and tell me when it's done.", "Run the plate reader protocol on plate P-5521 and report when results are available."],
    fix: ["The processing method for the impurities assay fails the validation check. Fix it.", "The sequence template for SEQ-7790 is rejected by the instrument software. Please correct it."],
    doc: ["Read the SOP for HPLC system suitability and tell me the acceptance criteria.", "Go through the deviation report DEV-2026-114 and summarise the corrective actions."],
    cyc: ["Get HPLC-3 ready for the afternoon run; it's showing a pressure fault.", "Calibrate the plate reader and start plate P-5530."],
    list: ["List all samples in batch B-2291 with their status.", "Export every result from the last 24 h that is still unreviewed."],
    talk: ["Agree with the QA reviewer agent whether the OOS result for S-44120 can be invalidated.", "Work out the retest plan for lot L-88213 with the QC lead agent."],
    echo: ["Run system suitability on HPLC-2, then the 24-sample assay sequence, then upload results to the LIMS."],
    long: ["Run the day's QC batch end to end: suitability, sequences, review, LIMS upload, and flag OOS results."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: `S-${rng.int(40000, 49999)}`, lot: `L-${rng.int(88000, 88999)}`, assay: (rng.int(940, 1060) / 10).toFixed(1), imp: (rng.int(1, 80) / 100).toFixed(2), inst: rng.pick(["HPLC-1", "HPLC-2", "HPLC-3", "PR-1"]), qc: rng.pick(["pass", "pass", "pass", "fail"]), inj: rng.int(1, 3) });
    return out;
  },
  look(it, rng, run) {
    return { name: "results_get", args: { sample_id: it.id }, th: `Results for ${it.id}.`, out: `Sample,Lot,Instrument,Injection,Assay_%LC,Total_Imp_%,QC\n${it.id},${it.lot},${it.inst},${it.inj},${it.assay},${it.imp},${it.qc.toUpperCase()}\n# exported ${logTs(run.t)} by cds-bridge ${rng.pick(["2.3.0", "2.3.1"])} session ${rng.hex(6)}` };
  },
  act(it, rng, run) {
    return { name: "lims_upload", args: { sample_id: it.id, result: { assay: +it.assay, total_impurities: +it.imp }, status: it.qc === "pass" ? "for_review" : "hold" }, th: `Uploading ${it.id}.`, out: `<LimsResponse><Sample>${it.id}</Sample><Status>${it.qc === "pass" ? "FOR_REVIEW" : "HOLD"}</Status><Txn>${rng.int(100000, 999999)}</Txn></LimsResponse>` };
  },
  search: {
    name: "lims_search",
    refine: [["ACQ-C18-0417", "HPLC-2 calibration", "calibration 2026-09"], ["L-88213", "stability L-88213", "stability 6M"]],
    arg: (q) => ({ q, type: "any" }),
    miss: [
      ["calibration ACQ-C18-0417 September", "column ACQ-C18-0417 calibration 2026-09", "HPLC-2 calibration record column 0417", "cal record ACQ C18 0417", "ACQ-C18-0417 cal Sept", "calibration certificate HPLC-2 C18 0417"],
      ["stability L-88213 6M", "lot L-88213 stability 6 months", "L88213 T6M", "stability study lot 88213 month 6", "L-88213 6-month timepoint", "stab L-88213 25C/60RH 6M"],
    ],
    empty: (q, rng, run) => rng.pick([`LIMS: 0 records found for '${q}'.`, JSON.stringify({ count: 0, records: [], query_id: rng.alnum(12), elapsed: `${rng.int(40, 900)}ms` }), `<LimsSearch count="0" q="${q}" ts="${isoSec(run.t)}"/>`]),
    hitQs: ["batch B-2291", "lot L-88120", "HPLC-2 suitability", "deviation 2026"],
    hit: (q, rng, run) => { const r = rs(q); return JSON.stringify({ count: r.int(2, 9), records: Array.from({ length: r.int(2, 4) }, () => ({ id: `${r.pick(["S", "CAL", "DEV", "STB"])}-${r.int(10000, 49999)}`, title: `${q} ${r.pick(["result", "record", "report"])}` })), elapsed: `${rng.int(40, 900)}ms` }); },
  },
  poll: {
    name: "instrument_status", stuckWord: "waiting for column equilibration",
    start: (rng, run) => ({ job: "SEQ-7781", name: "run_sequence", args: { instrument: "HPLC-2", sequence: "SEQ-7781" }, th: "Starting the sequence.", out: "SEQ-7781 queued on HPLC-2 (26 injections, est. 9h 40m)" }),
    args: () => ({ instrument: "HPLC-2" }),
    stuck: () => ({ st: "EQUILIBRATING", inj: 0, p: 182 }),
    prog: (i, n) => (i >= n - 1 ? { st: "IDLE (sequence complete)", inj: 26, p: 0 } : { st: "RUNNING", inj: Math.max(1, Math.round((26 * (i + 1)) / n)), p: 241, el: Math.round((580 * (i + 1)) / n) }),
    out: (job, st, rng, run) => `HPLC-2 | ${st.st} | SEQ-7781 inj ${st.inj}/26${st.el != null ? ` (elapsed ${st.el} min)` : ""} | pressure ${st.p ? st.p + rng.int(-3, 3) : 0} bar | col temp ${(30 + rng.int(-2, 2) / 10).toFixed(1)} °C | lamp ${rng.int(1811, 1813)} h | ${hms(run.t)}`,
  },
  dep: {
    svc: "The chromatography data system (CDS)",
    errs: [
      () => "CDS error 1042: license server unreachable (flexlm @ lic01:27000)",
      (rng) => `Cannot open project: no license available (FLEXnet: cannot connect to license server system, -15,${rng.int(10, 12)}:10061)`,
      (rng, run) => `[${logTs(run.t)}] cds-bridge: upstream CDS refused request — licence check failed (lic01 unreachable)`,
    ],
    transient: () => "CDS busy: project locked by another session, retry shortly",
  },
  fix: {
    target: "the impurities processing method",
    test: { name: "method_validate", args: { method: "PM-IMP-012" } },
    errs: ["integration: peak width 0.02 min below minimum for this detector rate", "RRT window for Imp-B overlaps Imp-C (1.12–1.18)", "reporting threshold 0.01% below ICH Q3 limit of 0.05%", "calibration level 5 missing"],
    edit: (k, a, rng, err) => ({ name: "method_edit", args: { method: "PM-IMP-012", param: ["peak_width", "rrt_window.ImpB", "reporting_threshold", "calibration.levels"][k], value: ["0.05", "1.08-1.11", "0.05", "1,2,3,4,5"][k] + (a ? ["", " ", ".0"][a % 3] : "") }, th: `Editing ${["peak width", "Imp-B RRT window", "reporting threshold", "calibration levels"][k]}.`, out: "method saved (draft)" }),
    fail: (errs, rng, run) => `Method PM-IMP-012 validation: FAILED\n${errs.map((e, i) => `  ${i + 1}) ${e}`).join("\n")}\nvalidated ${hms(run.t)} (rev ${rng.int(30, 40)})`,
    pass: (rng, run) => `Method PM-IMP-012 validation: PASSED (rev ${rng.int(30, 40)})`,
  },
  doc: {
    name: "sop_read", title: "SOP-QC-017 (system suitability)", n: 6,
    args: (p) => ({ sop: "SOP-QC-017", section: `${p}` }),
    page: (p, rng, run, changed) => `SOP-QC-017 rev 9 — section ${p}\n${changed ? "Rev 10 change: tailing factor limit tightened to ≤ 1.8. " : ""}${para(`sop${p}`, ["Resolution between API and Imp-A must be ≥ 2.0.", "Tailing factor ≤ 2.0 for the main peak.", "RSD of 6 replicate standard injections ≤ 2.0%.", "Plate count ≥ 5000.", "Bracketing standards must agree within 2.0%.", "Failed suitability invalidates the whole sequence.", "Column equilibration takes at least 30 min."], 3)}\n[controlled copy printed ${logTs(run.t)}]`,
    edit: (p, rng, run) => ({ name: "sop_revise", args: { sop: "SOP-QC-017", section: `${p}`, text: "Rev 10 change: tailing factor limit tightened to ≤ 1.8." }, th: "Applying the approved revision.", out: "SOP-QC-017 rev 10 draft saved" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "instrument_command", args: { instrument: "HPLC-3", command: ["purge", "purge", "prime"][pass % 3], channel: "A" }, th: "Purging pump A.", out: `HPLC-3: ${["purge", "purge", "prime"][pass % 3]} complete (${rng.int(60, 90)} s)` }),
    (pass, rng, run) => ({ name: "instrument_status", args: { instrument: "HPLC-3" }, th: "Checking pressure.", out: `HPLC-3 | FAULT | pressure ${rng.int(398, 402)} bar (limit 400) | ${hms(run.t)}` }),
  ],
  list: {
    name: "lims_list_samples",
    args: (cursor, i) => ({ batch: "B-2291", offset: i * 5, limit: 5 }),
    fmt: (rows, next, i, rng, run) => JSON.stringify({ samples: rows.map((r) => ({ id: r.id, lot: r.lot, status: r.qc === "pass" ? "complete" : "pending_review" })), offset: i * 5, has_more: !!next }),
  },
  talk: {
    peer: "qa-reviewer",
    a: ["The OOS can't be invalidated without an assignable cause; the phase 1 investigation found none.", "Without an assignable lab error the result stands; phase 1 found no cause.", "I can't invalidate S-44120: no assignable cause was identified.", "As stated, the phase 1 investigation found no assignable cause, so the OOS stands.", "The OOS stands; no assignable cause."],
    p: ["The analyst says the standard was prepared late. Invalidate and retest.", "Standard prep timing is the cause. Please invalidate.", "Please invalidate, the late standard prep explains it.", "I still think late standard prep is the cause.", "Invalidate the OOS and retest, please."],
    conv: [["Analyst says the standard was prepared late.", "Then that's a potential assignable cause. Can we check the standard prep time against its stability window?"], ["Standard was 28 h old, stability is 24 h.", "That is an assignable cause. I'll document it and invalidate with QA approval."], ["Retest plan?", "Retest with fresh standard, two analysts, n=3 each."]],
    agree: "QA approves the invalidation and retest plan.",
  },
  echo: ["I will run system suitability on HPLC-2, then the 24-sample assay sequence, then upload the results to the LIMS.", "Plan: suitability on HPLC-2 → assay sequence (24 samples) → LIMS upload.", "I'll now run HPLC-2 suitability, then the 24-sample assay sequence, and upload to LIMS.", "Next, system suitability on HPLC-2, followed by the 24-sample sequence and LIMS upload.", "I'm going to run suitability on HPLC-2, then the assay sequence of 24 samples, then upload results."],
  chant: "The results have been uploaded to the LIMS.",
  doneLine: "Anything on hold is listed in the QC review queue.",
  repeatAsk: "Upload each of these samples to the LIMS (on hold if QC failed)",
};
