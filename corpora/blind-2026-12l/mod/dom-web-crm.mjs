// A web research agent comparing competitor prices, and a Spanish number-portability CRM agent.
import { hex, uuid, b62, filler } from "./core.mjs";

const SITES = ["https://www.planfox.io/pricing", "https://tallyboard.com/precios", "https://gridnote.app/pricing", "https://www.kanbu.it/prezzi", "https://shipdesk.co/plans",
  "https://www.notaryo.es/tarifas", "https://flowmint.io/pricing", "https://casebird.com/pricing", "https://www.ledgerly.in/pricing", "https://zhibiao.cn/price",
  "https://opsgarden.dev/pricing", "https://www.trelloid.net/plans", "https://pilotdesk.io/pricing", "https://quillhub.com/pricing", "https://teamloom.eu/pricing", "https://brightcase.app/plans"];
const price = (u) => 6 + (u.length * 7) % 23;
const mdPage = (u, part) => { const body = filler(u + part, 380 + (u.length % 5) * 60, (r, i) => r.pick(["", "", `## ${r.pick(["FAQ", "Why teams switch", "Security", "Integrations", "Customer stories", "Compare plans"])}`, `- ${r.pick(["SSO (SAML)", "Audit log", "Unlimited boards", "API access", "Priority support", "Guest seats"])}: ${r.pick(["✓", "—", "Business only", "add-on"])}`, `${r.pick(["Trusted by", "Loved by", "Used at"])} ${r.int(2, 40)},000 teams. ${r.pick(["Cancel anytime.", "No credit card required.", "Billed annually.", "Prices exclude VAT."])}`, `[${r.pick(["Start free", "Talk to sales", "See all features", "Read the docs"])}](/${r.pick(["signup", "contact", "features", "docs"])})`]));
  const lines = body.split("\n"); const at = Math.floor(lines.length * 0.62);
  lines.splice(at, 0, `| Team | €${price(u)} / user / month billed annually (€${price(u) + 3} monthly) | up to 50 users |`);
  return `# ${u.split("/")[2]} — Pricing\n\nURL Source: ${u}${part ? `?tab=${["", "enterprise", "faq", "compare", "addons", "legacy"][part]}` : ""}\n\nMarkdown Content:\n${lines.join("\n")}`; };
export const pricingResearch = {
  name: "competitor-pricing-research", agent: "research agent with web search and page fetch building a price comparison", models: ["gpt-4o-2024-08-06", "gemini-2.5-flash", "claude-3-5-haiku-20241022"],
  idStyles: ["call", "fc"], tools: "`web_search`, `fetch_page`, `extract_table`, `crawl_status`, `sheet_update`, `sheet_check`, `wait`",
  looks: "search results with rank, date and snippet; HTML-to-markdown pages of 5–15 KB with the one price row about 60% down the page; Cloudflare 403/429 pages; crawl progress JSON",
  system: "You are a market research assistant. Use web_search to find sources and fetch_page to read them; cite the URL for every price. Write the comparison into the sheet 'pricing-Q4' and check it with sheet_check.",
  task: (r) => `Build a comparison of the per-seat price of the Team plan (annual billing, EUR) for our ${r.int(12, 16)} closest competitors, and flag anyone who changed price since Q3.`,
  items: SITES, noun: "competitor page", job: (r) => `crawl_${hex(r, 8)}`, warmAsk: "Read each pricing page before writing anything.",
  get: (R, u, part = 0) => ({ n: "fetch_page", a: part ? { url: `${u}?tab=${["", "enterprise", "faq", "compare", "addons", "legacy"][part]}`, format: "markdown" } : { url: u, format: "markdown" }, o: mdPage(u, part) }),
  act: (R, u) => ({ n: "extract_table", a: { url: u, match: "Team" }, o: JSON.stringify({ url: u, plan: "Team", eur_annual: price(u), eur_monthly: price(u) + 3, fetched_at: R.now(), cache: R.r.pick(["HIT", "MISS"]) }) }),
  fail: (R, u, k) => ({ n: "fetch_page", a: { url: u, format: "markdown" }, e: true, o: `Error: HTTP 429 from ${u.split("/")[2]} (cf-ray ${hex(R.r, 16)}-${R.r.pick(["MAD", "FRA", "MXP", "BOM"])})\n<title>Just a moment...</title> Please wait while we verify you are human. Retry-After: ${R.r.int(30, 120)}` }),
  okAfter: (R, u) => ({ n: "fetch_page", a: { url: u, format: "markdown", render_js: true }, o: mdPage(u, 0) }),
  wait: (R, s) => ({ n: "wait", a: { seconds: s }, o: `waited ${s}s` }),
  qs: ["tallyboard pricing 2026", "tallyboard team plan price", "tallyboard precios plan equipo", "how much is tallyboard per user", "tallyboard cost per seat", "tallyboard pricing change"],
  hits: (k) => [[["tallyboard.com/precios", "Precios — Tallyboard", "2026-11-02", "Equipo: 14 € por usuario al mes, facturación anual…"], ["g2.com/products/tallyboard/pricing", "Tallyboard Pricing 2026 | G2", "2026-06-18", "Starting at $12 per user/month…"]],
    [["news.tallyboard.com/2026/10/new-plans", "Introducing our new plans", "2026-10-21", "From 1 December, Team moves to…"]], [["reddit.com/r/projectmanagement/comments/1gq…", "Tallyboard raised prices again?", "2026-11-19", "got the email today, team plan going up…"]], [["web.archive.org/web/20260701/tallyboard.com/precios", "Precios — Tallyboard (archived)", "2026-07-01", "Equipo: 12 €…"]]][k],
  refined: ["tallyboard pricing", "tallyboard new plans announcement", "tallyboard price increase reddit", "tallyboard precios site:web.archive.org"],
  search: (R, q, hits) => ({ n: "web_search", a: { q, num: 10 }, o: JSON.stringify({ search_metadata: { id: b62(R.r, 24), total_time_taken: +(R.r() * 2).toFixed(2) }, organic_results: hits.map((h, i) => ({ position: i + 1, link: "https://" + h[0], title: h[1], date: h[2], snippet: h[3] })) }) }),
  poll: (R, job, pct, st) => ({ n: "crawl_status", a: { job_id: job }, o: JSON.stringify({ job_id: job, status: st, pages_done: Math.round(pct * 1.6), pages_total: 160, last_url: SITES[Math.floor(pct / 7) % 16], updated_at: R.now() }) }),
  page: (R, cur, p, ids) => ({ n: "web_search", a: cur ? { q: "project management software pricing per user Europe", num: 10, start: cur } : { q: "project management software pricing per user Europe", num: 10 }, o: JSON.stringify({ search_metadata: { id: b62(R.r, 24) }, organic_results: ids.map((u, i) => ({ position: cur + i + 1, link: u, title: `${u.split("/")[2]} pricing`, snippet: "Plans and pricing…" })) }) }),
  pageIds: (p) => SITES.slice(p * 5, p * 5 + 5), pages: 3, pageStep: 10,
  edit: (R, k) => ({ n: "sheet_update", a: { sheet: "pricing-Q4", range: `B${2 + k}:E${2 + k}`, values: [["tallyboard", 14, 12, "=B3-C3"], ["planfox", 15, 15, "=B4-C4"], ["kanbu", 9, 9, "=B5-C5"], ["notaryo", 11, 10, "=B6-C6"]][k % 4] }, o: `updated 4 cells (revision ${R.r.int(200, 900)})` }),
  sigs: ["row 3: source URL missing for tallyboard", "row 5: price_q3 is text ('9,00 €'), expected number", "row 4: delta formula references B3 instead of B4", "row 6: currency USD but sheet is EUR"],
  test: (R, sig) => ({ n: "sheet_check", a: { sheet: "pricing-Q4" }, e: !!sig, o: sig ? `1 problem (check ${hex(R.r, 6)}):\n${sig}` : `0 problems (check ${hex(R.r, 6)}); 14 rows, all with source URL` }),
  answer: "Comparison written to pricing-Q4 (14 competitors, each with its source URL). Two changed price since Q3: tallyboard Team went from €12 to €14 per user/month (annual), notaryo from €10 to €11. Median Team price is €12.",
};

const CASES = Array.from({ length: 16 }, (_, i) => `PORT-2026-${String(48213 + i * 37).padStart(6, "0")}`);
const msisdn = (c) => `+34 6${(c.charCodeAt(12) * 7919 + c.length) % 100}${c.slice(-6)}`.slice(0, 15);
export const portingCrm = {
  name: "telecom-porting-crm", agent: "customer-care agent for mobile number portability at a Spanish MVNO", models: ["gpt-4o-mini-2024-07-18", "mistral-large-2411", "gpt-4.1-mini"],
  idStyles: ["call"], tools: "`crm_case_get`, `numbering_lookup`, `porting_request_status`, `crm_cases_search`, `kb_search`, `crm_case_patch`, `porting_validate`, `wait`",
  looks: "CRM JSON with nested contact/line/history objects, ETags and request ids; Nodo Central 503s in Spanish; cursor pagination; validation errors in Spanish",
  system: "Eres el agente de atención de portabilidad. Tools return Spanish text; answer the user in English. Never patch a case without the current ETag.",
  task: (r) => `Customer complaint batch ${r.int(100, 999)}: several port-ins from Movistar are stuck. Work out why and fix what we can.`,
  items: CASES, noun: "case", job: (r) => `SOL-${r.int(10000000, 99999999)}`, warmAsk: "Open each case of the batch first.",
  get: (R, c, part = 0) => ({ n: "crm_case_get", a: part ? { case_id: c, include: ["history", "notes", "line", "documents", "sla"][part - 1] } : { case_id: c }, o: JSON.stringify({ request_id: uuid(R.r), etag: `W/"${(c.charCodeAt(14) * 31337).toString(16)}"`, case: { id: c, estado: ["pendiente_documentacion", "rechazada_donante", "en_curso"][c.charCodeAt(14) % 3], contacto: { nombre: filler(c, 1, (r) => r.pick(["Lucía Ortega", "Javier Molina", "Carmen Ruiz", "Andrés Gil"])), nif: `${c.slice(-5)}***K` }, linea: { msisdn: msisdn(c), donante: "Movistar", icc: `8934${c.slice(-6)}0000` }, historial: filler(c + part, 6, (r, i) => `2026-11-${10 + i} ${r.pick(["Solicitud enviada al Nodo Central", "Rechazo del donante: AREC NIF no coincide", "Cliente llamó, pide estado", "Documentación recibida"])}`).split("\n"), sla: { vence: "2026-12-09T23:59:00+01:00" } } }, null, 1), pretty: true }),
  act: (R, c) => ({ n: "numbering_lookup", a: { msisdn: msisdn(c) }, o: JSON.stringify({ msisdn: msisdn(c), operador_actual: "Telefónica Móviles España", rango: "MOVISTAR", portado: false, consulta: hex(R.r, 10), ts: R.now() }) }),
  fail: (R, c, k) => ({ n: "porting_request_status", a: { case_id: c, resend: true }, e: true, o: JSON.stringify({ error: { code: 503, mensaje: "Nodo Central de portabilidad no disponible. Inténtelo más tarde.", id_peticion: uuid(R.r), reintentar_en_s: R.r.int(30, 300) } }) }),
  okAfter: (R, c) => ({ n: "porting_request_status", a: { case_id: c, resend: true }, o: JSON.stringify({ case_id: c, solicitud: `SOL-${R.r.int(10000000, 99999999)}`, estado: "ENVIADA", ventana_cambio: "2026-12-09T02:00:00+01:00" }) }),
  wait: (R, s) => ({ n: "wait", a: { seconds: s }, o: "ok" }),
  qs: ["rechazo AREC NIF", "AREC NIF no coincide", "rejection NIF mismatch donor", "motivo rechazo AREC", "NIF titular no coincide portabilidad", "AREC rejection code"],
  hits: (k) => [["KB-0412 Rechazo AREC: NIF del titular no coincide con el del donante"], ["KB-0388 Portabilidad de líneas de empresa (CIF)"], ["KB-0455 Reenvío tras rechazo: plazos del Nodo Central"], ["KB-0501 Titular fallecido o cambio de titularidad"]][k],
  refined: ["AREC NIF", "CIF empresa portabilidad", "reenvío tras rechazo plazos", "cambio de titularidad"],
  search: (R, q, hits) => ({ n: "kb_search", a: { query: q, lang: "es" }, o: JSON.stringify({ query: q, resultados: hits.map((h, i) => ({ pos: i + 1, articulo: h, actualizado: "2026-09-30" })), ms: R.r.int(9, 70) }) }),
  poll: (R, job, pct, st) => ({ n: "porting_request_status", a: { solicitud: job }, o: JSON.stringify({ solicitud: job, estado: pct >= 100 ? "PORTADA" : ["ENVIADA", "ACEPTADA_DONANTE", "PROGRAMADA", "EN_VENTANA"][Math.min(3, Math.floor(pct / 25))], progreso: pct, ultima_actualizacion: R.now(), latido_nodo: R.now() }) }),
  page: (R, cur, p, ids) => ({ n: "crm_cases_search", a: cur ? { filtro: "donante:Movistar estado:rechazada", cursor: `eyJvIjo${cur}fQ` } : { filtro: "donante:Movistar estado:rechazada" }, o: JSON.stringify({ data: ids.map((x) => ({ id: x, estado: "rechazada_donante" })), cursor_siguiente: ids.length ? `eyJvIjo${cur + 1}fQ` : null, total_aprox: 14 }) }),
  pageIds: (p) => CASES.slice(p * 5, p * 5 + 5), pages: 3,
  edit: (R, k) => ({ n: "crm_case_patch", a: { case_id: CASES[0], if_match: `W/"${(CASES[0].charCodeAt(14) * 31337).toString(16)}"`, patch: [{ "contacto.nif": "48213377K" }, { "linea.icc": "89340482130000" }, { tipo_cliente: "empresa", cif: "B12345678" }, { "contacto.nif": "X4821337K" }][k % 4] }, o: JSON.stringify({ ok: true, etag: `W/"${hex(R.r, 6)}"`, request_id: uuid(R.r) }) }),
  sigs: ["VAL-017: El NIF del titular no coincide con el registrado por el donante", "VAL-022: ICC no válido (dígito de control)", "VAL-031: Línea de empresa requiere CIF del titular", "VAL-009: Falta la firma del mandato de portabilidad"],
  test: (R, sig) => ({ n: "porting_validate", a: { case_id: CASES[0] }, e: !!sig, o: sig ? JSON.stringify({ valido: false, errores: [sig], validado_en: R.now(), id: hex(R.r, 8) }) : JSON.stringify({ valido: true, errores: [], validado_en: R.now(), id: hex(R.r, 8) }) }),
  answer: "The stuck port-ins were rejected by Movistar with AREC (holder NIF mismatch): we had the NIF of the person who signed, not the line holder. Corrected the case data, validation passes, and the request was resent to the Nodo Central with the 9 December change window. Cases still missing the mandate signature are listed for a call-back.",
};
