/** Three domain kits: GeoJSON flood response, RFC 822 council mailroom, HTML procurement portal. */
import { ts } from "./util.mjs";

const geo = {
  id: "geojson-flood-response-si", lang: "Sinhala", orch: "සම්බන්ධීකාරක", workers: ["gis-සේවක", "sms-සේවක"],
  sys: "ඔබ ආපදා කළමනාකරණ මධ්‍යස්ථානයේ GIS නියෝජිතයා වේ. ගංවතුර කලාප GeoJSON ලෙස කියවා යාවත්කාලීන කරන්න.",
  say: { fetch: "කරුණාකර %s කලාපයේ ජල මට්ටම පරීක්ෂා කරන්න.", batch: "අද වාර්තා වූ සියලුම ගංවතුර කලාප පරීක්ෂා කර සහන කණ්ඩායම් වෙත යවන්න.", job: "රේඩාර් දත්ත සැකසීම ආරම්භ කර අවසන් වූ විට මට කියන්න.", fix: "%s කලාපය සත්‍යාපනයේදී අසාර්ථක වේ. කරුණාකර නිවැරදි කරන්න.", find: "%s ගම්මානය සොයන්න.", pages: "කළු ගඟ ද්‍රෝණියේ සියලුම මිනුම් ස්ථාන ලැයිස්තුව දෙන්න.", recheck: "මම දැන් ක්ෂේත්‍ර කණ්ඩායමෙන් නව කියවීමක් ලබා ගත්තා. නැවත පරීක්ෂා කරන්න.", done: "අවසන්. සාරාංශය:", giveup: "සමාවන්න, මට දැන් මෙය සමඟ ඉදිරියට යා නොහැක." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `KLG-${r.int(100, 999)}`, nm: r.pick(["Ratnapura", "Kalutara", "Horana", "Ingiriya", "Eheliyagoda", "Millaniya"]), v: (r.int(120, 980) / 100).toFixed(2), x: [79.9 + r() * 0.6, 6.5 + r() * 0.3].map((n) => +n.toFixed(5)) })),
  T: { get: "gis_get_feature", search: "gis_geocode", start: "radar_process_start", poll: "radar_process_status", dep: "sms_gateway_alert", update: "gis_patch_feature", list: "gis_list_stations", validate: "geojson_validate" },
  A: { get: (it) => ({ layer: "flood_zones", id: it.id }), search: (q) => ({ q, country: "LK" }), start: () => ({ product: "DWR_MAX_Z", from: "2026-12-06T00:00Z" }), poll: (j) => ({ run_id: j }), dep: (it) => ({ zone: it.id, template: "EVAC_L2", lang: "si" }), update: (it, v) => ({ layer: "flood_zones", id: it.id, properties: { level_m: v } }), list: (p) => ({ basin: "Kalu Ganga", offset: (p - 1) * 6, limit: 6 }), validate: (it) => ({ layer: "flood_zones", id: it.id }) },
  O: {
    get: (it, c) => JSON.stringify({ type: "Feature", id: it.id, geometry: { type: "Polygon", coordinates: [[it.x, [it.x[0] + 0.012, it.x[1]], [it.x[0] + 0.012, it.x[1] + 0.009], it.x]] }, properties: { ds_division: it.nm, level_m: +it.v, alert: +it.v > 6 ? "RED" : "AMBER", observed: ts.iso(c.t - 9e5), src: "DMC-gauge" } }),
    search: (q, hits, c) => JSON.stringify({ type: "FeatureCollection", features: hits.map((h) => ({ type: "Feature", geometry: { type: "Point", coordinates: h.x }, properties: { name: h.nm, zone: h.id } })), query: q, took_ms: c.r.int(12, 240) }),
    start: (j, c) => JSON.stringify({ run_id: j, state: "QUEUED", scans: 48, submitted: ts.iso(c.t) }),
    poll: (j, s, c) => JSON.stringify({ run_id: j, state: s.state, scans_done: s.done, scans_total: s.total, updated: ts.iso(c.t) }),
    depErr: (c, k) => [`HTTP 429 Too Many Requests\n{"error":"throttled","provider":"dialog-bulk","retry_after_s":900,"ref":"${c.r.hex(8)}"}`, `HTTP 502 Bad Gateway\n{"error":"upstream smsc-2.mobitel.lk:2775 bind failed (SMPP ESME_RBINDFAIL)","ref":"${c.r.hex(8)}"}`][k % 2],
    depOk: (it, c) => `{"status":"queued","zone":"${it.id}","recipients":${c.r.int(300, 4200)},"batch":"SMS-${c.r.digits(7)}"}`,
    update: (it, v, c) => JSON.stringify({ id: it.id, updated: true, properties: { level_m: v }, version: c.n, at: ts.iso(c.t) }),
    list: (rows, p, more, c) => JSON.stringify({ type: "FeatureCollection", numberReturned: rows.length, features: rows.map((h) => ({ type: "Feature", id: `ST-${h.id.slice(4)}`, geometry: { type: "Point", coordinates: h.x }, properties: { name: h.nm, level_m: +h.v } })), links: more ? [{ rel: "next", href: `/stations?offset=${p * 6}&limit=6` }] : [] }),
    validate: (it, errs, c) => errs.length ? JSON.stringify({ valid: false, id: it.id, errors: errs }) : JSON.stringify({ valid: true, id: it.id, checks: 17 }),
  },
  queries: ["Ellagawa", "ellagawa", "Ellagawa village", "එල්ලගාව", "Elagawa", "Ellagawa, Ratnapura"],
  errs: ["ring not closed: first [79.91234,6.70211] != last", "coordinate order looks like [lat,lon] (6.70, 79.91)", "properties.level_m is string, expected number", "self-intersection at ring 0 vertex 3"],
  fixv: (i) => (5.1 + i * 0.2).toFixed(2),
};

const mail = {
  id: "council-mailroom-ga", lang: "Irish", orch: "comhordaitheoir", workers: ["oibrí-ríomhphoist", "oibrí-cásanna"],
  sys: "Is tú gníomhaire seomra poist Chomhairle Contae na Gaillimhe. Léann tú ríomhphoist isteach (RFC 822), cláraíonn tú cásanna agus freagraíonn tú.",
  say: { fetch: "An bhféadfá féachaint ar an teachtaireacht %s, le do thoil?", batch: "Téigh trí na ríomhphoist nua sa bhosca pleanála agus cláraigh cás do gach ceann.", job: "Cuir tús le hathinnéacsú an bhosca phoist agus inis dom nuair a bheidh sé críochnaithe.", fix: "Tá cás %s á dhiúltú ag an gcóras. Deisigh é, le do thoil.", find: "Aimsigh an litir ó %s faoin gcead pleanála.", pages: "Tabhair liosta dom de gach teachtaireacht sa bhosca 'Mótarbhealaí'.", recheck: "Cheartaigh mé an seoladh sa chóras cásanna. Seiceáil arís, le do thoil.", done: "Déanta. Achoimre:", giveup: "Tá brón orm, ní féidir liom dul ar aghaidh leis seo faoi láthair." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `<${r.hex(10)}.${r.digits(5)}@${r.pick(["eircom.net", "gmail.com", "galwaycoco.ie", "outlook.ie"])}>`, nm: r.pick(["Siobhán Ní Fhlatharta", "Pádraig Ó Conghaile", "Máire de Búrca", "Seán Mac Donncha", "Aoife Ní Chualáin"]), v: `PL-26-${r.int(1000, 9999)}`, x: r.pick(["Iarratas pleanála", "Gearán faoi bhóthar", "Ceist faoi cháin mhaoine", "Planning objection"]) })),
  T: { get: "imap_fetch_message", search: "imap_search", start: "mailbox_reindex", poll: "mailbox_reindex_status", dep: "crm_case_create", update: "crm_case_update", list: "imap_list_folder", validate: "crm_case_validate" },
  A: { get: (it) => ({ mailbox: "INBOX.Pleanail", message_id: it.id }), search: (q) => ({ mailbox: "INBOX.Pleanail", criteria: q }), start: () => ({ mailbox: "INBOX", full: true }), poll: (j) => ({ task: j }), dep: (it) => ({ source_message: it.id, type: "planning", ref: it.v }), update: (it, v) => ({ case_ref: it.v, field: "postal_address", value: v }), list: (p) => ({ mailbox: "INBOX.Motarbhealai", page: p, page_size: 6 }), validate: (it) => ({ case_ref: it.v }) },
  O: {
    get: (it, c) => `Return-Path: <${it.id.slice(1, 11)}@${it.id.split("@")[1]}\nReceived: from mx1.galwaycoco.ie (mx1.galwaycoco.ie [193.1.${c.r.int(1, 250)}.${c.r.int(1, 250)}])\n\tby imap2 with LMTP id ${c.r.hex(12)}; ${ts.rfc822(c.t - 36e5)}\nFrom: ${it.nm} <${it.id.slice(1, 11)}@${it.id.split("@")[1]}\nTo: pleanail@galwaycoco.ie\nSubject: ${it.x} - ${it.v}\nDate: ${ts.rfc822(c.t - 37e5)}\nMessage-ID: ${it.id}\nContent-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: quoted-printable\n\nA chara,\n\nMaidir le ${it.v}, ba mhaith liom ...\n\nLe meas,\n${it.nm}`,
    search: (q, hits, c) => `* SEARCH${hits.map((h, i) => " " + (4000 + i * 7)).join("")}\nA${c.r.digits(4)} OK SEARCH completed (0.${c.r.digits(3)} + 0.000 secs).`,
    start: (j, c) => `reindex task ${j} queued (dovecot fts-flatcurve) ${ts.iso(c.t)}`,
    poll: (j, s, c) => `task ${j}: ${s.state} ${s.done * 400}/${s.total * 400} messages indexed (${ts.hms(c.t)})`,
    depErr: (c, k) => [`HTTP/1.1 503 Service Unavailable\nContent-Type: text/html\n\n<html><body><h1>503</h1>Dynamics CRM: The server is busy. ActivityId ${c.r.hex(8)}-${c.r.hex(4)}</body></html>`, `HTTP/1.1 500 Internal Server Error\n{"error":{"code":"0x80040216","message":"An unexpected error occurred.","innererror":"SqlException: Timeout expired"}}`][k % 2],
    depOk: (it, c) => `HTTP/1.1 204 No Content\nOData-EntityId: https://crm.galwaycoco.ie/api/data/v9.2/incidents(${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)})\nx-case-ref: ${it.v}`,
    update: (it, v, c) => `HTTP/1.1 204 No Content\nETag: W/"${c.r.digits(8)}"\n(case ${it.v} postal_address = ${v})`,
    list: (rows, p, more, c) => rows.map((h, i) => `* ${(p - 1) * 6 + i + 1} FETCH (UID ${c.r.int(20000, 29999)} FLAGS (\\Seen) ENVELOPE ("${ts.rfc822(c.t - c.r.int(1, 90) * 36e5)}" "${h.x}" (("${h.nm}" NIL "${h.id.slice(1, 11)}" "${h.id.split("@")[1].slice(0, -1)}"))))`).join("\n") + `\nA${c.r.digits(4)} OK FETCH completed${more ? "" : " (last page)"}.`,
    validate: (it, errs, c) => errs.length ? JSON.stringify({ case: it.v, valid: false, errors: errs }) : JSON.stringify({ case: it.v, valid: true }),
  },
  queries: ['FROM "Ó Flaithearta"', 'FROM "O Flaithearta"', 'FROM "o flaithearta"', 'TEXT "Ó Flaithearta" SINCE 1-Nov-2026', 'FROM "Flaherty"', 'OR FROM "Ó Flaithearta" BODY "PL-26-0412"'],
  errs: ["postal_address.eircode 'H91X2Y' does not match pattern", "contact.email missing", "planning_ref 'PL-26-412' not found in APAS", "language_preference must be 'ga' or 'en'"],
  fixv: (i) => `${i + 3} Bóthar na Trá, Gaillimh H91 ${["X2Y4", "K7P2", "E4D1", "W2R8"][i % 4]}`,
};

const html = {
  id: "html-procurement-portal-yo", lang: "Yoruba", orch: "alakoso", workers: ["osise-ayelujara", "osise-iwe"],
  sys: "Ìwọ ni aṣojú rira fún ìjọba ìpínlẹ̀ Ọ̀yọ́. O ń ka àwọn ojú-ewé HTML ti ẹnu-ọ̀nà àdéhùn (e-procurement) àti fífi ìwé ránṣẹ́.",
  say: { fetch: "Jọ̀ọ́ ṣàyẹ̀wò ipò àdéhùn %s.", batch: "Ṣàyẹ̀wò gbogbo àwọn ìfilọ̀ tuntun ti òní kí o sì forúkọ wọn sílẹ̀.", job: "Bẹ̀rẹ̀ ìgbéjáde ìròyìn oṣooṣù kí o sì sọ fún mi nígbà tí ó bá parí.", fix: "Fọ́ọ̀mù àdéhùn %s kò kọjá àyẹ̀wò. Jọ̀ọ́ tún un ṣe.", find: "Wá olùpèsè tí a ń pè ní %s.", pages: "Fún mi ní àkójọ gbogbo àdéhùn tí ó ṣí sílẹ̀.", recheck: "Mo ti ṣàtúnṣe nọ́mbà owó-orí nínú ètò. Jọ̀ọ́ ṣàyẹ̀wò lẹ́ẹ̀kan sí i.", done: "Ó ti parí. Àkópọ̀:", giveup: "Má bínú, n kò lè tẹ̀síwájú pẹ̀lú èyí báyìí." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `OYSG/PR/${r.pick(["WKS", "HLT", "EDU", "AGR"])}/${r.int(100, 999)}/2026`, nm: r.pick(["Adeyemi & Sons Ltd", "Ogbomoso Builders Nig.", "Ibadan Medical Supplies", "Oke-Ado Ventures", "Iseyin Agro Coop"]), v: r.int(4, 480) * 250000, x: r.int(10000000, 99999999) })),
  T: { get: "portal_get_tender", search: "portal_vendor_search", start: "report_export_start", poll: "report_export_status", dep: "tin_verify_api", update: "portal_form_submit", list: "portal_list_tenders", validate: "portal_form_check" },
  A: { get: (it) => ({ url: `https://eproc.oyostate.gov.ng/tenders/view?ref=${encodeURIComponent(it.id)}` }), search: (q) => ({ name: q }), start: () => ({ report: "monthly-awards", month: "2026-11" }), poll: (j) => ({ job: j }), dep: (it) => ({ tin: `${it.x}-0001` }), update: (it, v) => ({ ref: it.id, field: "bid_security_ngn", value: v }), list: (p) => ({ url: `https://eproc.oyostate.gov.ng/tenders?status=open&page=${p}` }), validate: (it) => ({ ref: it.id }) },
  O: {
    get: (it, c) => `<div class="tender-detail" data-ref="${it.id}">\n  <h2>${it.id}</h2>\n  <table class="kv">\n    <tr><th>Bidder</th><td>${it.nm}</td></tr>\n    <tr><th>Amount (NGN)</th><td>${it.v.toLocaleString("en-US")}.00</td></tr>\n    <tr><th>Status</th><td><span class="badge ${it.x % 2 ? "badge-warn" : "badge-ok"}">${it.x % 2 ? "Under evaluation" : "Awarded"}</span></td></tr>\n  </table>\n  <!-- rendered ${ts.iso(c.t)} node=web${c.r.int(1, 4)} csrf=${c.r.hex(16)} -->\n</div>`,
    search: (q, hits, c) => hits.length ? `<ul class="results">\n` + hits.map((h) => `  <li><a href="/vendors/${h.x}">${h.nm}</a> <small>TIN ${h.x}-0001</small></li>`).join("\n") + `\n</ul>` : `<div class="alert alert-info">No vendors found for &quot;${q}&quot;.</div>\n<!-- ${c.r.int(20, 300)}ms req=${c.r.hex(10)} -->`,
    start: (j, c) => `<div class="flash">Report job <code>${j}</code> queued at ${ts.hms(c.t)}.</div>`,
    poll: (j, s, c) => `<div id="job-${j}"><progress value="${s.done}" max="${s.total}"></progress> <span class="state">${s.state}</span> <time>${ts.iso(c.t)}</time></div>`,
    depErr: (c, k) => [`HTTP/1.1 504 Gateway Time-out\n<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time. (firs-tin-api, ${c.r.hex(8)})</body></html>`, `HTTP/1.1 503 Service Unavailable\n{"responseCode":"99","message":"TIN service down for maintenance","ref":"${c.r.hex(8)}"}`][k % 2],
    depOk: (it, c) => `{"responseCode":"00","tin":"${it.x}-0001","taxpayerName":"${it.nm.toUpperCase()}","taxOffice":"IBADAN MSTO","verifiedAt":"${ts.iso(c.t)}"}`,
    update: (it, v, c) => `<div class="alert alert-success">Saved. ${it.id}: bid security set to NGN ${Number(v).toLocaleString("en-US")}. <small>rev ${c.n}</small></div>`,
    list: (rows, p, more, c) => `<table class="tenders"><tbody>\n` + rows.map((h) => `<tr><td><a href="/tenders/view?ref=${encodeURIComponent(h.id)}">${h.id}</a></td><td>${h.nm}</td><td>${h.v.toLocaleString("en-US")}</td></tr>`).join("\n") + `\n</tbody></table>\n<nav class="pager">${more ? `<a rel="next" href="?status=open&page=${p + 1}">Next &raquo;</a>` : `<span class="disabled">Next</span>`}</nav>`,
    validate: (it, errs, c) => errs.length ? `<ul class="errorlist">\n` + errs.map((e) => `  <li>${e}</li>`).join("\n") + `\n</ul>` : `<div class="alert alert-success">Form valid.</div>`,
  },
  queries: ["Ọlá-Ọ̀yọ́ Contractors", "Ola-Oyo Contractors", "ola oyo contractors", "OLA-OYO CONTRACTORS LTD", "Olaoyo", "Ọlá Ọ̀yọ́"],
  errs: ["bid_security_ngn: Ensure this value is at least 2% of the bid amount.", "tax_clearance: This field is required.", "cac_number: Enter a valid RC number.", "lot: Select a valid choice."],
  fixv: (i) => String(2500000 + i * 250000),
};
export const kitsD = [geo, mail, html];
