// Tool-agent domain kits, part C: archive digitization (Dutch OCR), esports tournament ops, EV charging network (OCPP).
import { j, pj } from "./rng.mjs";
const at = (xs, i) => xs[((i % xs.length) + xs.length) % xs.length];
const tw = (r, args, i) => { const k = Object.keys(args); const o = {}; const m = i % 4;
  if (m === 0) { for (const x of [...k].reverse()) o[x] = args[x]; return o; }
  if (m === 1) { for (const x of k) o[x] = Array.isArray(args[x]) ? [...args[x]].reverse() : typeof args[x] === "string" ? `${args[x]}  ` : args[x]; return o; }
  if (m === 2) { for (const x of k) o[x] = typeof args[x] === "string" ? args[x].toLowerCase() : args[x]; return o; }
  return { ...args, requested_at: new Date(Date.UTC(2026, 10, 5) + r.int(1, 9e6)).toISOString() }; };

const OCR = ["Notulen van de vergadering van den Raad der gemeente Leiden, gehouden op 3 Maart 1921.", "Ingekomen stukken: verzoek van den heer J. de Vries om vergunning tot het bouwen eener schuur.", "De Voorzitter opent de vergadering te 2 uur.", "Besloten wordt het verzoek aan te houden.", "Aanwezig 27 leden; afwezig met kennisgeving de heeren Bakker en Smit."];
export const archive = {
  domain: "archive-digitization", agent: "digitization-lab agent (scan batches, OCR/HTR, IIIF manifests) for a Dutch municipal archive", framework: "plain",
  names: {}, idStyle: "short", parallel: true,
  sys: "You operate the digitization pipeline of Erfgoed Leiden: scan batches, OCR/HTR jobs and IIIF manifests. Report problems to the archivist.",
  task: (r) => r.pick(["Finish batch RAAD-1921: check the OCR of each scan, fix bad pages and publish the IIIF manifest.", "Publish inventory 0512 (raadsnotulen 1921) online; make sure OCR confidence is acceptable."]),
  item: (r, i) => { const sc = `NL-LdnRAL-0512-${String(1000 + i).padStart(5, "0")}`; return { label: sc, name: "ocr_page_get", args: { scan_id: sc },
    out: (c) => `scan ${sc}  engine=Loghi-HTR 2.1  conf=${(0.71 + (i % 9) * 0.03).toFixed(2)}  lines=${18 + (i % 7)}\n--- tekst ---\n${at(OCR, i)}\n${at(OCR, i + 2)}\n--- ${c.iso()} cache=${r.pick(["HIT", "MISS"])} ${r.ms(20, 300)}ms` }; },
  act: (r, i) => ({ label: `scan ${i}`, name: "ocr_rerun", args: { scan_id: `NL-LdnRAL-0512-${String(1000 + i).padStart(5, "0")}`, model: "loghi-generic-nl-1900" }, out: (c) => j({ queued: true, task: `htr-${r.hex(8)}`, position: r.int(1, 40), at: c.iso() }) }),
  tweak: tw,
  poll: { name: "batch_status", args: (r) => ({ batch: "RAAD-1921" }), stuck: [48, 88, 88], progress: [20, 51, 77, 100],
    out: (r, p, st) => (c) => `batch RAAD-1921 state=${st === "done" ? "COMPLETE" : "PROCESSING"} pages=${Math.floor(4.12 * p)}/412 (${p}%) queue=${st === "done" ? 0 : r.int(3, 9)} heartbeat=${c.iso()} worker=gpu-${r.int(1, 3)}` },
  fail: { name: "iiif_publish", label: "IIIF publish", args: (r) => ({ manifest: "0512-raad-1921", target: "https://iiif.erfgoedleiden.nl" }),
    err: (r, i) => `HTTP/1.1 503 Service Unavailable\nDate: ${new Date(Date.UTC(2026, 10, 5, 9, i * 2, r.int(0, 59))).toUTCString()}\nX-Request-Id: ${r.uuid()}\nRetry-After: ${r.int(10, 120)}\n\nOnderhoud: de IIIF-server is tijdelijk niet beschikbaar.`, ok: (r) => j({ published: true, url: "https://iiif.erfgoedleiden.nl/0512-raad-1921/manifest.json" }) },
  search: { name: "fulltext_search", args: (q) => ({ q, collection: "0512" }), same: ["vergunning schuur de Vries", "de Vries schuur vergunning", "verzoek de Vries schuur", "J. de Vries bouwen schuur", "schuur bouwvergunning Vries"], refine: ["Vries", "de Vries schuur", "de Vries schuur 1921 besluit"],
    out: (r, q, k) => (c) => (k === 0 ? "2 treffers: 01003 (p.2 r.4), 01017 (p.1 r.11)" : ["314 treffers", "6 treffers: 01003, 01017, 01022, 01040, 01088, 01101", "1 treffer: 01040 — 'Besloten wordt de vergunning te verleenen'"][k - 1]) + `  [${r.ms(10, 99)} ms, ${c.hms()}]` },
  page: (r, n, p, reset, last) => ({ name: "scans_list", label: `page ${n}`, args: { batch: "RAAD-1921", offset: (n - 1) * 50, limit: 50 }, out: (c) => `offset=${reset ? (p - 1) * 50 : (n - 1) * 50} count=50 total=${last ? n * 50 : 412}\n` + [0, 1, 2].map((k) => `NL-LdnRAL-0512-${String(1000 + (p - 1) * 50 + k).padStart(5, "0")} conf=0.${80 + k}`).join("\n") + "\n..." }),
  ping: [{ label: "scan", step: () => ({ name: "ocr_page_rotate", args: { scan_id: "NL-LdnRAL-0512-01017", degrees: 90 }, out: "rotated; orientation now 90" }) },
         { label: "scan", step: () => ({ name: "ocr_page_rotate", args: { scan_id: "NL-LdnRAL-0512-01017", degrees: -90 }, out: "rotated; orientation now 0" }) }],
  edit: { name: "metadata_update", label: "date field", args: (v) => ({ scan_id: "NL-LdnRAL-0512-01003", date: v }), bad: "3 Maart 1921", good: "1921-03-03",
    cosmetic: (v, i) => (i % 2 ? v.toLowerCase() : v + " "), reject: (r) => `422 Unprocessable Entity: date must be EDTF (YYYY-MM-DD) — req ${r.hex(12)}`, accept: (r) => "200 OK" },
  answer: (r) => "Batch RAAD-1921 done: 412 scans, 9 pages re-run with the 1900s Dutch HTR model (mean confidence 0.71 → 0.86), dates in EDTF, manifest published at https://iiif.erfgoedleiden.nl/0512-raad-1921/manifest.json.",
  apology: "Excuses, ik herhaal het even.", nudge: ["That's the same report. Is scan 01040 fixed?", "Again the same text. 01040?", "Please check 01040."],
  again: "Archivist: I re-scanned page 01003 just now. Could you check its OCR again?",
};

const TEAMS = ["Falcons", "Vitality", "G2", "NAVI", "FaZe", "Liquid", "Spirit", "MOUZ"];
export const esports = {
  domain: "esports-tournament-ops", agent: "tournament admin bot for a CS2 online cup (bracket, match servers, stream)", framework: "plain",
  names: {}, idStyle: "anthropic", parallel: true,
  sys: "You run match operations for the Winter Cup: start servers, confirm results, advance the bracket, keep the broadcast informed.",
  task: (r) => r.pick(["Run the quarter-final block: confirm finished matches, advance the bracket, start the next servers.", "Clean up round 2: every finished match needs a confirmed score and the bracket advanced."]),
  item: (r, i) => { const a = at(TEAMS, i), b = at(TEAMS, i + 3); const m = `M${100 + i}`; return { label: m, name: "match_get", args: { match_id: m },
    out: (c) => j({ match_id: m, teams: [a, b], map: at(["Mirage", "Inferno", "Nuke", "Ancient"], i), score: [13, 7 + (i % 5)], state: "finished", demo: `${m.toLowerCase()}.dem`, server: `fra-${r.int(1, 9)}`, fetched: c.iso(), rl_remaining: r.int(200, 599) }) }; },
  act: (r, i) => ({ label: `M${100 + i}`, name: "bracket_advance", args: { match_id: `M${100 + i}`, winner: at(TEAMS, i) }, out: (c) => j({ ok: true, next_match: `M${200 + Math.floor(i / 2)}`, at: c.iso() }) }),
  tweak: tw,
  poll: { name: "server_status", args: (r) => ({ server: `fra-${r.int(1, 9)}` }), stuck: [2, 6, 6], progress: [0, 4, 9, 100],
    out: (r, p, st) => (c) => st === "done" ? `server READY; match ended 13-9; gotv_delay=90s; uptime ${Math.floor(c.now() / 1000) % 86400}s; at ${c.hms()}` : `server LIVE; round ${p}; players 10/10; tick 128; last_event ${c.hms()}; uptime ${Math.floor(c.now() / 1000) % 86400}s` },
  fail: { name: "stream_overlay_push", label: "overlay", args: (r) => ({ scene: "bracket", data_ref: "qf" }),
    err: (r, i) => j({ error: "timeout", detail: `obs-websocket did not answer in 5000ms`, attempt_id: r.hex(8) }), ok: (r) => j({ ok: true, scene: "bracket" }) },
  search: { name: "ticket_search", args: (q) => ({ q }), same: ["NAVI pause dispute", "pause dispute NAVI", "NAVI tech pause complaint", "technical pause NAVI", "NAVI vs G2 pause"], refine: ["pause", "tech pause NAVI", "tech pause NAVI M103 round 14"],
    out: (r, q, k) => (c) => (k === 0 ? "1 ticket: #4411 'NAVI tech pause exceeded 10 min' (open)" : ["52 tickets", "3 tickets: #4411, #4398, #4302", "1 ticket: #4411 with demo tick 88230 attached"][k - 1]) + ` · ${c.hms()}` },
  page: (r, n, p, reset, last) => ({ name: "matches_list", label: `page ${n}`, args: { round: "R2", page: n, per_page: 4 }, out: (c) => j({ page: reset ? p : n, data: [0, 1].map((k) => ({ id: `M${100 + p * 2 + k}`, state: "finished" })), has_more: !last }) }),
  ping: [{ label: "server", step: () => ({ name: "server_map_set", args: { server: "fra-3", map: "Nuke" }, out: "map set: Nuke (veto says Ancient)" }) },
         { label: "server", step: () => ({ name: "server_map_set", args: { server: "fra-3", map: "Ancient" }, out: "map set: Ancient (captain request says Nuke)" }) }],
  edit: { name: "result_submit", label: "M103 score", args: (v) => ({ match_id: "M103", score: v }), bad: "13-13", good: "16-14",
    cosmetic: (v, i) => (i % 2 ? v.replace("-", ":") : ` ${v}`), reject: (r) => j({ error: "INVALID_SCORE", detail: "a tie is not a valid final score (MR12 with overtime)", ref: r.hex(6) }), accept: (r) => j({ ok: true }) },
  answer: (r) => "QF block done: M101–M104 confirmed, bracket advanced (Falcons, Vitality, G2, Spirit into the semis), SF servers fra-2/fra-5 started, overlay updated.",
  apology: "Sorry about that!", nudge: ["Same update again. Is the NAVI ticket handled?", "You keep pasting the same summary.", "NAVI ticket?"],
  again: "Caster says the M103 score on stream is wrong. Look at M103 again?",
};
