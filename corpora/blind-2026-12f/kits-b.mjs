// Domain kits, part B: accessibility auditing, game live-ops, vendor security questionnaires, patent search, email marketing.
import { J, JP, http, table } from "./kits-a.mjs";

// ---------------------------------------------------------------- accessibility
const pages = ["/", "/search", "/product/kettle-1.7l", "/cart", "/checkout/address", "/checkout/payment", "/account/orders", "/help/returns", "/store-finder", "/blog/winter-guide", "/es/", "/de/", "/ja/", "/login", "/signup", "/gift-cards"];
const rules = [["color-contrast", "serious", "Elements must meet minimum color contrast ratio thresholds", "1.4.3"], ["image-alt", "critical", "Images must have alternative text", "1.1.1"], ["label", "critical", "Form elements must have labels", "4.1.2"], ["link-name", "serious", "Links must have discernible text", "2.4.4"], ["aria-required-children", "critical", "Certain ARIA roles must contain particular children", "1.3.1"], ["heading-order", "moderate", "Heading levels should only increase by one", "1.3.1"], ["html-lang-valid", "serious", "<html> element must have a valid value for the lang attribute", "3.1.1"]];
export const a11y = {
  name: "accessibility-audit",
  agent: "accessibility audit agent (axe-core via headless Chromium, Jira and GitHub MCP servers, WCAG 2.2 reference)",
  system: "You audit the storefront at https://shop.kettleco.example for WCAG 2.2 AA. You can scan pages with axe-core, fetch page snapshots, read and edit components in the web repo, run the a11y test suite, search WCAG guidance and file Jira issues in project A11Y.",
  mcp: "axe", idKey: "url",
  py: { pre: "from a11ykit import axe, jira, wcag, repo", map: { axe_scan: "axe.scan", jira_create_issue: "jira.create", wcag_search: "wcag.search", jira_search: "jira.search", audit_crawl_status: "axe.crawl_status", audit_crawl_start: "axe.crawl", read_file: "repo.read", edit_file: "repo.patch", a11y_test: "repo.run_a11y_tests", filesystem__read_text_file: "repo.read", filesystem__edit_file: "repo.patch" } },
  ent(N, i) { const vs = N.shuffle(rules).slice(0, N.ri(1, 4)).map((r) => [...r, N.ri(1, 14)]); return { id: `https://shop.kettleco.example${pages[i % pages.length]}${i >= pages.length ? `?v=${i}` : ""}`, vs, passes: N.ri(24, 51), incomplete: N.ri(0, 4) }; },
  get(N, e) { return { name: "axe_scan", args: { url: e.id, tags: ["wcag2a", "wcag2aa", "wcag22aa"] }, out: J({ testEngine: { name: "axe-core", version: "4.10.2" }, testRunner: { name: "axe" }, testEnvironment: { userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.${N.ri(6700, 6799)}.${N.ri(10, 140)} Safari/537.36`, windowWidth: 1280, windowHeight: 720 }, timestamp: N.iso(), url: e.id, violations: e.vs.map(([id, impact, help, sc, n]) => ({ id, impact, help, tags: [`wcag${sc.replace(/\./g, "")}`], nodes: n })), passes: e.passes, incomplete: e.incomplete, scan_ms: N.ms(900, 6400), browser_pool: `chromium-${N.ri(1, 12)}` }) }; },
  act(N, e, reason) {
    const args = { project: "A11Y", type: "Bug", summary: `[WCAG ${e.vs[0][3]}] ${e.vs[0][0]} on ${e.id.replace("https://shop.kettleco.example", "")}`, labels: ["wcag22", e.vs[0][1]] };
    if (reason) return { name: "jira_create_issue", args, err: true, out: J({ content: [{ type: "text", text: `Error: ${reason}` }], isError: true }) };
    return { name: "jira_create_issue", args, out: J({ id: String(N.ri(240000, 249999)), key: `A11Y-${N.ri(400, 999)}`, self: `https://kettleco.atlassian.net/rest/api/3/issue/${N.ri(240000, 249999)}` }) };
  },
  refusals: (e) => ["400 Bad Request: Field 'components' is required for issue type Bug", `Duplicate of A11Y-${e.id.length * 7} (same rule and page, status In Progress)`, "400 Bad Request: Label 'critical' is not allowed, use priority instead", "403 Forbidden: you do not have permission to create issues in A11Y under Epic A11Y-12 (closed)"],
  search: {
    topics: [["focus not visible sticky header", "focus obscured by sticky header", "sticky header hides focused element", "focus not obscured minimum", "keyboard focus hidden behind fixed header"], ["dragging alternative carousel", "carousel swipe single pointer alternative", "dragging movements alternative slider", "drag alternative 2.5.7 carousel"]],
    refine: ["target size", "target size minimum", "target size minimum inline links", "target size minimum inline links exception"],
    hit(N, i) { const [sc, title] = N.pick([["2.4.11", "Focus Not Obscured (Minimum)"], ["2.4.12", "Focus Not Obscured (Enhanced)"], ["2.4.7", "Focus Visible"], ["2.5.7", "Dragging Movements"], ["2.5.8", "Target Size (Minimum)"], ["1.4.13", "Content on Hover or Focus"], ["3.2.6", "Consistent Help"], ["2.4.13", "Focus Appearance"]]); return { id: `${sc}#${N.pick(["understanding", "intent", "examples", "techniques"])}`, title }; },
    call(N, q, hits, total) { return { name: "wcag_search", args: { query: q, version: "2.2" }, out: J({ content: [{ type: "text", text: total ? hits.map((h, k) => `${k + 1}. SC ${h.id} — ${h.title}`).join("\n") : `No results for "${q}".` }], structuredContent: { total, hits, searchId: N.uuid() } }) }; },
  },
  page: {
    mode: "cursor", size: 5, total: 21,
    row(N, i) { return [`A11Y-${300 + i * 3}`, N.pick(["To Do", "In Progress", "In Review"]), rules[i % rules.length][0], pages[i % pages.length]]; },
    cols: ["key", "status", "rule", "page"],
    call(N, arg, rows, meta) { return { name: "jira_search", args: { jql: "project = A11Y AND statusCategory != Done ORDER BY key ASC", maxResults: 5, ...(arg.cursor ? { nextPageToken: arg.cursor } : {}) }, rows, out: J({ content: [{ type: "text", text: J({ issues: rows.map((r) => ({ key: r[0], fields: { status: { name: r[1] }, summary: `${r[2]} on ${r[3]}` } })), ...(meta.next ? { nextPageToken: meta.next } : { isLast: true }) }) }] }) }; },
  },
  job: {
    noun: "site crawl", id: (N) => `crawl_${N.hex(10)}`,
    start(N, id) { return { name: "audit_crawl_start", args: { start_url: "https://shop.kettleco.example/", max_pages: 400, tags: ["wcag22aa"] }, out: J({ id, state: "queued" }) }; },
    status(N, id, st) { return { name: "audit_crawl_status", args: { id }, out: J({ id, state: st.state, pages_scanned: st.n, pages_discovered: st.d, violations_found: st.v, workers: st.state === "running" ? N.ri(3, 6) : 0, eta_s: st.state === "running" ? N.ri(60, 900) : null, heartbeat: N.iso() }) }; },
    progress: [{ state: "queued", n: 0, d: 1, v: 0 }, { state: "running", n: 34, d: 188, v: 71 }, { state: "running", n: 119, d: 341, v: 230 }, { state: "running", n: 246, d: 389, v: 402 }, { state: "running", n: 371, d: 400, v: 618 }, { state: "finished", n: 400, d: 400, v: 655 }],
    stuck: { state: "running", n: 212, d: 389, v: 351 },
    stuckWhy: "pages_scanned has stayed at 212 of 389 for many polls",
  },
  doc: {
    path: "apps/web/src/components/CheckoutAddressForm.tsx",
    lines() {
      const out = ["import { useForm } from 'react-hook-form';", "import { Field, Select, Button } from '@kettleco/ui';", "import { t } from '../i18n';", "", "export function CheckoutAddressForm({ onSubmit, countries }: Props) {", "  const { register, handleSubmit, formState: { errors } } = useForm<Address>();", "  return (", "    <form onSubmit={handleSubmit(onSubmit)} noValidate>"];
      const f = ["firstName", "lastName", "street", "houseNumber", "postcode", "city", "country", "phone", "email", "company", "vatId", "deliveryNote"];
      for (let i = 0; out.length < 100; i++) { const n = f[i % f.length]; out.push(`      <div className="field field--${n}">`, `        <input id="${n}${i > 11 ? "-2" : ""}" {...register('${n}', { required: ${i % 3 !== 2} })} placeholder={t('checkout.${n}')} />`, `        {errors.${n} && <span className="error">{t('errors.required')}</span>}`, "      </div>"); }
      out.push("      <Button type=\"submit\">{t('checkout.continue')}</Button>", "    </form>", "  );", "}");
      return out;
    },
    read(N, a, b, lines) { return { name: "filesystem__read_text_file", args: { path: `/repo/${this.path}`, head: b, tail: b - a + 1 }, out: J({ content: [{ type: "text", text: lines.slice(a - 1, b).join("\n") }] }) }; },
  },
  fix: {
    file: "apps/web/src/components/CheckoutAddressForm.tsx",
    errors: ["✘ label: Form elements must have labels (input#postcode)", "✘ color-contrast: Element has insufficient color contrast of 3.12 (foreground #8a8a8a, background #ffffff, font size 10.5pt) (.error)", "✘ aria-required-children: Required ARIA children role not present: option (#country-listbox)", "✘ autocomplete-valid: the autocomplete attribute is incorrectly formatted (input#phone autocomplete=\"telephone\")"],
    edits: [["<input id=\"postcode\"", "<label htmlFor=\"postcode\">{t('checkout.postcode')}</label>\n        <input id=\"postcode\""], ["color: #8a8a8a;", "color: #b3261e;"], ["role=\"listbox\" id=\"country-listbox\">", "role=\"listbox\" id=\"country-listbox\">{countries.map(c => <li role=\"option\" key={c.code}>{c.name}</li>)}"], ["autocomplete=\"telephone\"", "autoComplete=\"tel\""]],
    badEdits: [["autoComplete=\"tel\"", "autoComplete=\"tel-national\""], ["autoComplete=\"tel-national\"", "autocomplete=\"tel\""], ["{/* phone */}", "{/* phone: autocomplete fixed */}"], ["autocomplete=\"tel\"", "autoComplete={'tel'}"], ["autoComplete={'tel'}", "autoComplete=\"tel\""], ["name=\"phone\"", "name=\"phoneNumber\""]],
    edit(N, pair) { return { name: "filesystem__edit_file", args: { path: `/repo/${this.file}`, edits: [{ oldText: pair[0], newText: pair[1] }], dryRun: false }, out: J({ content: [{ type: "text", text: `\`\`\`diff\nIndex: /repo/${this.file}\n===================================================================\n--- /repo/${this.file}\toriginal\n+++ /repo/${this.file}\tmodified\n@@ -${(pair[0].length * 7) % 70 + 20},1 +${(pair[0].length * 7) % 70 + 20},1 @@\n-${pair[0].split("\n")[0]}\n+${pair[1].split("\n")[0]}\n\`\`\`` }] }) }; },
    validate(N, errs) { return { name: "a11y_test", args: { spec: "e2e/a11y/checkout.spec.ts", project: "chromium" }, err: errs.length > 0, out: `Running 1 test using 1 worker\n\n  ${errs.length ? "✘" : "✓"}  1 [chromium] › e2e/a11y/checkout.spec.ts:12:5 › checkout address form has no axe violations (${N.secs(2, 9)}s)\n${errs.length ? `\n  1) [chromium] › e2e/a11y/checkout.spec.ts:12:5 › checkout address form has no axe violations\n\n    Error: expect(received).toEqual(expected) // deep equality\n\n    axe found ${errs.length} violation${errs.length > 1 ? "s" : ""}:\n${errs.map((x) => "      " + x).join("\n")}\n\n  1 failed\n` : "\n  1 passed"} (${N.secs(4, 14)}s)` }; },
  },
  dep: {
    why: "the headless browser pool is exhausted / down",
    fail(N, e, i) {
      const m = [`browserType.connect: WebSocket error: connect ECONNREFUSED 10.12.4.${N.ri(20, 40)}:3000\nCall log:\n  - <ws connecting> ws://browserless.a11y.svc:3000/chromium/playwright?token=***\n  - <ws error> error ECONNREFUSED`, `429 Too Many Requests: browserless queue full (concurrent=${N.ri(10, 10)}, queued=${N.ri(40, 90)}, maxQueued=100) — reject`, `Target page, context or browser has been closed\n    at axe_scan (/srv/axe-mcp/dist/scan.js:${N.ri(80, 96)}:${N.ri(5, 30)})`];
      return { name: "axe_scan", args: { url: e.id, tags: ["wcag2a", "wcag2aa", "wcag22aa"], ...(i % 3 === 1 ? { timeout_ms: 60000 } : {}) }, err: true, out: J({ content: [{ type: "text", text: m[i % 3] }], isError: true }), pyExc: ["playwright._impl._errors.Error", "BrowserType.connect: WebSocket error: connect ECONNREFUSED 10.12.4.31:3000"] };
    },
  },
  agents: ["a11y-auditor", "frontend-agent", "design-system-agent"],
  handoff: "who changes the .error colour token — the form or the design system",
  tasks: {
    warm: "First go through the page backlog: scan each page and file its top violation in A11Y.",
    get: (e) => `Run axe on ${e.id} and tell me the critical violations.`,
    batch: (es) => `File an A11Y bug for the top violation on each of these pages: ${es.map((e) => e.id.replace("https://shop.kettleco.example", "")).join(", ")}.`,
    search: "Find the WCAG 2.2 guidance that covers our sticky header hiding keyboard focus.",
    poll: "Start a full-site crawl audit and give me the totals once it finishes.",
    page: "List all open A11Y issues in Jira so I can plan the sprint.",
    read: "Read CheckoutAddressForm.tsx and list every input without a visible label.",
    fix: "The checkout a11y test is failing. Fix the form until the axe test passes.",
    ja: "チェックアウトのアクセシビリティテストが失敗しています。axeのテストが通るまで修正してください。",
  },
};

// ---------------------------------------------------------------- game live-ops
const players = ["ShadowFox", "たけし", "Lumière", "NoScope_99", "김민수", "xXDragonXx", "Pingüino", "GrimReap3r", "さくら", "Blitzkrieg", "ElGato", "ПётрВеликий", "MoonWalker", "ミカ", "Zephyr"];
export const game = {
  name: "game-liveops",
  agent: "live-ops agent for a mobile RPG (player service, economy grants, remote config, event scheduler)",
  system: "You are the live-ops assistant for 'Skyforge Tactics'. You can look up players, grant compensation within policy (max 500 gems per player per incident), read and stage remote-config/event files, and deploy staged config to the live environment. Season 14 'Frostfall' starts on 2026-12-10 09:00 UTC.",
  mcp: "liveops", idKey: "player_id",
  py: { pre: "from skyforge_ops import players, economy, config", map: { player_get: "players.get", grant_items: "economy.grant", support_search: "players.search_tickets", leaderboard_page: "players.leaderboard", config_deploy_status: "config.deploy_status", config_deploy: "config.deploy", read_file: "config.read", edit_file: "config.patch", config_validate: "config.validate" } },
  ent(N, i) { return { id: `${N.ri(100, 999)}-${N.ri(1000, 9999)}-${N.ri(1000, 9999)}`, nick: players[i % players.length] + (i >= players.length ? i : ""), lvl: N.ri(8, 92), region: N.pick(["JP", "KR", "EU", "NA", "LATAM"]), gems: N.ri(0, 14000), spend: N.pick([0, 0, 4.99, 19.98, 99.99, 412.5]), ban: false, created: `202${N.ri(2, 6)}-${String(N.ri(1, 12)).padStart(2, "0")}-${String(N.ri(1, 28)).padStart(2, "0")}` }; },
  get(N, e) { return { name: "player_get", args: { player_id: e.id }, out: JP({ player: { id: e.id, nickname: e.nick, level: e.lvl, region: e.region, wallet: { gems: e.gems, gold: e.gems * 37 + 1200 }, lifetime_spend_usd: e.spend, banned: e.ban, created_at: e.created }, session: { online: false, last_seen: "2026-12-05T23:58:01Z" }, meta: { shard: `ps-${N.pick(["tyo", "fra", "iad"])}-${N.ri(1, 9)}`, cache: N.pick(["HIT", "MISS"]), req: N.hex(16), ms: N.ms(4, 90) } }) }; },
  act(N, e, reason) {
    const args = { player_id: e.id, items: [{ sku: "gems", qty: 300 }], reason: "INC-2291 raid rewards not delivered", idempotency_key: `inc2291-${e.id}` };
    if (reason) return { name: "grant_items", args, err: true, out: JP({ ok: false, code: reason[0], message: reason[1], req: N.hex(16) }) };
    return { name: "grant_items", args, out: JP({ ok: true, grant_id: `gr_${N.hex(12)}`, wallet_after: { gems: e.gems + 300 }, mail_sent: true, req: N.hex(16) }) };
  },
  refusals: (e) => [["PLAYER_BANNED", `player ${e.id} is banned (chargeback fraud)`], ["GRANT_CAP", `player ${e.id} already received 500 gems for INC-2291`], ["REGION_LOCKED", "KR players: paid-currency grants need the KR publisher's approval"], ["PLAYER_NOT_FOUND", `no player ${e.id} (deleted under GDPR request)`]],
  search: {
    topics: [["raid rewards missing", "didn't get raid rewards", "レイドの報酬がもらえない", "raid chest not received", "rewards not delivered after raid"], ["gacha banner wrong rates", "summon rates incorrect frostfall", "ガチャの確率がおかしい", "banner drop rate bug"]],
    refine: ["crash", "crash android", "crash android 14.2.1", "crash android 14.2.1 samsung"],
    hit(N, i) { return { id: `T-${N.ri(880000, 899999)}`, subj: N.pick(["Raid rewards missing!!", "レイド報酬が届かない", "No recibí las recompensas", "Belohnung fehlt", "Where are my raid chests", "보상 못 받았어요"]), lang: N.pick(["en", "ja", "es", "de", "ko"]) }; },
    call(N, q, hits, total) { return { name: "support_search", args: { query: q, status: "open", since: "2026-12-04" }, out: JP({ total, results: hits.map((h) => ({ ticket: h.id, subject: h.subj, lang: h.lang })), took: `${N.ri(8, 95)}ms`, index: `tickets-2026.12-${N.ri(1, 3)}` }) }; },
  },
  page: {
    mode: "cursor", size: 6, total: 30,
    row(N, i) { return [i + 1, players[i % players.length] + (i > 14 ? i : ""), 48210 - i * 311 - N.ri(0, 200), N.pick(["JP", "KR", "EU", "NA"])]; },
    cols: ["rank", "nickname", "score", "region"],
    call(N, arg, rows, meta) { return { name: "leaderboard_page", args: { board: "arena_s13_final", limit: 6, ...(arg.cursor ? { cursor: arg.cursor } : {}) }, rows, out: JP({ board: "arena_s13_final", frozen: true, entries: rows.map((r) => ({ rank: r[0], nickname: r[1], score: r[2], region: r[3] })), next_cursor: meta.next ?? null, server_time: N.epochMs() }) }; },
  },
  job: {
    noun: "config rollout", id: (N) => `dep-${N.hex(8)}`,
    start(N, id) { return { name: "config_deploy", args: { env: "live", bundle: "events/frostfall_s14.json", strategy: "canary" }, out: JP({ deployment: id, state: "PENDING" }) }; },
    status(N, id, st) { return { name: "config_deploy_status", args: { deployment: id }, out: JP({ deployment: id, env: "live", state: st.state, regions: st.r, clients_acked_pct: st.p, checked: N.iso() }) }; },
    progress: [{ state: "PENDING", r: { JP: "pending", KR: "pending", EU: "pending", NA: "pending" }, p: 0 }, { state: "CANARY", r: { JP: "canary", KR: "pending", EU: "pending", NA: "pending" }, p: 4.8 }, { state: "ROLLING", r: { JP: "done", KR: "rolling", EU: "pending", NA: "pending" }, p: 31.2 }, { state: "ROLLING", r: { JP: "done", KR: "done", EU: "rolling", NA: "pending" }, p: 58.9 }, { state: "ROLLING", r: { JP: "done", KR: "done", EU: "done", NA: "rolling" }, p: 83.4 }, { state: "COMPLETE", r: { JP: "done", KR: "done", EU: "done", NA: "done" }, p: 99.1 }],
    stuck: { state: "ROLLING", r: { JP: "done", KR: "done", EU: "rolling", NA: "pending" }, p: 47.3 },
    stuckWhy: "the rollout has sat at EU rolling, 47.3% acked, for many polls",
  },
  doc: {
    path: "events/frostfall_s14.json",
    lines() {
      const out = ["{", '  "event_id": "frostfall_s14",', '  "starts_at": "2026-12-10T09:00:00Z",', '  "ends_at": "2027-01-07T09:00:00Z",', '  "title": { "en": "Frostfall", "ja": "フロストフォール", "es": "Caída de Escarcha", "de": "Frostfall", "ko": "서리강하" },', '  "stages": ['];
      for (let s = 1; out.length < 110; s++) out.push("    {", `      "stage": ${s},`, `      "boss": "${["Ice Wyrm", "Frost Giant", "Glacier Golem", "Snow Witch"][s % 4]}",`, `      "energy_cost": ${6 + (s % 5)},`, `      "rewards": [{ "sku": "frost_shard", "qty": ${s * 5} }, { "sku": "gold", "qty": ${s * 1200} }],`, `      "unlock_level": ${10 + s * 2}`, "    },");
      out.push("  ]", "}");
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, start: a, end: b }, out: lines.slice(a - 1, b).map((l, i) => `${a + i}: ${l}`).join("\n") }; },
  },
  fix: {
    file: "events/frostfall_s14.json",
    errors: ["/stages/3/rewards/0/sku: 'frost_shards' is not a known SKU (did you mean 'frost_shard')", "/stages/7/energy_cost: must be <= 10 (got 12)", "/title/ko: missing translation", "/ends_at: must be after starts_at and within season 14 (2026-12-10..2027-01-06T23:59:59Z)"],
    edits: [["\"frost_shards\"", "\"frost_shard\""], ["\"energy_cost\": 12", "\"energy_cost\": 10"], ["\"de\": \"Frostfall\" }", "\"de\": \"Frostfall\", \"ko\": \"서리강하\" }"], ["\"ends_at\": \"2027-01-07T09:00:00Z\"", "\"ends_at\": \"2027-01-06T23:59:59Z\""]],
    badEdits: [["\"ends_at\": \"2027-01-07T09:00:00Z\"", "\"ends_at\": \"2027-01-07T09:00:00+00:00\""], ["\"ends_at\": \"2027-01-07T09:00:00+00:00\"", "\"ends_at\": \"2027-01-07T09:00:00.000Z\""], ["\"ends_at\": \"2027-01-07T09:00:00.000Z\"", "\"ends_at\": \"2027-01-07T09:00Z\""], ["\"ends_at\": \"2027-01-07T09:00Z\"", "\"ends_at\": \"2027-01-07T09:00:00Z\""], ["\"starts_at\": \"2026-12-10T09:00:00Z\"", "\"starts_at\": \"2026-12-10T09:00:00.000Z\""], ["\"ends_at\": \"2027-01-07T09:00:00Z\"", "\"ends_at\":\"2027-01-07T09:00:00Z\""]],
    edit(N, pair) { return { name: "edit_file", args: { path: this.file, search: pair[0], replace: pair[1] }, out: `patched ${this.file} (+1 -1)` }; },
    validate(N, errs) { return { name: "config_validate", args: { file: this.file, schema: "event.v7" }, err: errs.length > 0, out: errs.length ? `schema event.v7: ${errs.length} error(s)\n${errs.map((x) => "  " + x).join("\n")}\nvalidator=${N.hex(7)} took=${N.ri(20, 140)}ms` : `schema event.v7: OK (0 errors)\nvalidator=${N.hex(7)} took=${N.ri(20, 140)}ms` }; },
  },
  dep: {
    why: "the economy/wallet service is down",
    fail(N, e, i) {
      const m = [["UPSTREAM_UNAVAILABLE", "wallet-svc: no healthy upstream"], ["TIMEOUT", `wallet-svc did not answer within 5000ms (attempt ${1 + (i % 3)})`], ["INTERNAL", `grpc: error reading from server: EOF (wallet-svc.econ.svc.cluster.local:9090)`]];
      return { name: "grant_items", args: { player_id: e.id, items: [{ sku: "gems", qty: 300 }], reason: "INC-2291 raid rewards not delivered", idempotency_key: `inc2291-${e.id}` }, err: true, out: JP({ ok: false, code: m[i % 3][0], message: m[i % 3][1], req: N.hex(16) }), pyExc: ["skyforge_ops.errors.EconomyUnavailable", "wallet-svc: no healthy upstream"] };
    },
  },
  agents: ["liveops-agent", "economy-agent", "community-agent"],
  handoff: "whether the KR players get the same compensation",
  tasks: {
    warm: "First finish the INC-2291 compensation queue: check each player and grant the 300 gems.",
    get: (e) => `Player ${e.id} says their gems vanished. Can you check their wallet?`,
    batch: (es) => `Grant the INC-2291 compensation (300 gems) to: ${es.map((e) => e.id).join(", ")}.`,
    search: "How many open tickets are about missing raid rewards since the 14.2.1 patch?",
    poll: "Deploy the Frostfall event bundle to live and tell me when all regions have it.",
    page: "Export the final Arena season 13 leaderboard, all of it, for the rewards mail.",
    read: "Read the Frostfall event file and list stages whose energy cost is above 9.",
    fix: "The Frostfall event config fails schema validation. Fix it so it validates.",
    ja: "INC-2291の補償（ジェム300個）を以下のプレイヤーに付与してください。",
  },
};

// ---------------------------------------------------------------- vendor security questionnaires
const qs = [["Do you encrypt customer data at rest?", "DSP-17"], ["Is MFA enforced for all administrative access?", "IAM-14"], ["Describe your incident response SLA.", "SEF-03"], ["¿Dispone de certificación ISO/IEC 27001?", "GRC-05"], ["Wie lange werden Log-Daten aufbewahrt?", "LOG-02"], ["Do you perform annual penetration tests by a third party?", "TVM-06"], ["Where is customer data hosted (regions)?", "DSP-19"], ["Do sub-processors undergo security review?", "STA-09"], ["Is there a documented BCP/DR plan tested annually?", "BCR-04"], ["Les sauvegardes sont-elles chiffrées ?", "BCR-08"], ["Do you support SAML SSO?", "IAM-02"], ["How are production secrets stored?", "CEK-03"]];
export const vsq = {
  name: "vendor-security-questionnaire",
  agent: "security questionnaire agent (GRC platform, evidence library in Google Drive MCP, trust portal)",
  system: "You answer customer security questionnaires for Lattix (B2B SaaS). Use only approved answers and evidence from the evidence library; cite the evidence id for every answer. Questionnaire answers are reviewed by the security team before they go out.",
  mcp: "grc", idKey: "question_id",
  py: { pre: "from grc_client import grc, drive", map: { questionnaire_get_question: "grc.question", answer_set: "grc.set_answer", evidence_search: "drive.search", questions_list: "grc.questions", grc_import_status: "grc.import_status", grc_import_start: "grc.import_file", read_file: "drive.read", edit_file: "grc.patch_answer", answers_validate: "grc.validate", gdrive__search: "drive.search", gdrive__read_file: "drive.read" } },
  ent(N, i) { const q = qs[i % qs.length]; return { id: `Q-${String(i + 1).padStart(3, "0")}${i >= qs.length ? "b" : ""}`, text: q[0], ctrl: q[1], sec: N.pick(["Data protection", "Identity", "Operations", "Compliance"]), req: N.pick([true, true, false]), ans: N.pick(["Yes", "Yes", "Partially"]), ev: `EV-${N.ri(100, 420)}` }; },
  get(N, e) { return { name: "questionnaire_get_question", args: { questionnaire: "ACME-Bank-SIG-Lite-2026", question_id: e.id }, out: J({ content: [{ type: "text", text: J({ id: e.id, section: e.sec, text: e.text, caiq_control: e.ctrl, required: e.req, suggested_answer: e.ans, suggested_evidence: e.ev, status: "unanswered" }) }], _meta: { requestId: N.uuid(), servedAt: N.iso(), cache: `miss;dur=${N.ms(5, 200)}` } }) }; },
  act(N, e, reason) {
    const args = { questionnaire: "ACME-Bank-SIG-Lite-2026", question_id: e.id, answer: e.ans, evidence: [e.ev], comment: "" };
    if (reason) return { name: "answer_set", args, err: true, out: J({ content: [{ type: "text", text: reason }], isError: true }) };
    return { name: "answer_set", args, out: J({ content: [{ type: "text", text: `Saved answer for ${e.id} (revision ${N.ri(2, 9)}), pending review.` }], structuredContent: { question_id: e.id, status: "pending_review", saved_at: N.iso() } }) };
  },
  refusals: (e) => [`Evidence ${e.ev} expired on 2026-09-30 (SOC 2 Type II 2025); attach the current report`, `${e.id} is locked: answered by the customer's template (read-only)`, `Answer 'Partially' requires a comment for ${e.id}`, `Evidence ${e.ev} is marked NDA-only and this questionnaire has no NDA on file`],
  search: {
    topics: [["penetration test report 2026", "pentest 2026 third party report", "2026 external penetration test", "Penetrationstest Bericht 2026", "annual pentest summary letter"], ["data retention schedule logs", "log retention policy", "Aufbewahrungsfristen Logdaten", "retention period for audit logs"]],
    refine: ["encryption", "encryption at rest", "encryption at rest KMS", "encryption at rest KMS key rotation"],
    hit(N, i) { return { id: `EV-${N.ri(100, 420)}`, name: N.pick(["NCC Group pentest summary letter 2026.pdf", "Information Security Policy v4.2.pdf", "Data Retention Standard.docx", "SOC 2 Type II report 2025.pdf", "Encryption Standard v3.pdf", "ISO 27001 certificate 2024-2027.pdf"]) }; },
    call(N, q, hits, total) { return { name: "gdrive__search", args: { query: q, folder: "Security Evidence Library" }, out: J({ content: [{ type: "text", text: total ? `Found ${total} files:\n${hits.map((h) => `${h.name} (application/pdf) [${h.id}]`).join("\n")}` : `No files found matching "${q}".` }], isError: false }) }; },
  },
  page: {
    mode: "offset", size: 10, total: 46,
    row(N, i) { return [`Q-${String(i + 1).padStart(3, "0")}`, qs[i % qs.length][0].slice(0, 48), qs[i % qs.length][1], N.pick(["unanswered", "unanswered", "pending_review"])]; },
    cols: ["id", "text", "control", "status"],
    call(N, arg, rows, meta) { return { name: "questions_list", args: { questionnaire: "ACME-Bank-SIG-Lite-2026", offset: arg.offset, limit: 10 }, rows, out: J({ content: [{ type: "text", text: J({ offset: arg.offset, limit: 10, total: meta.totalShown ?? 46, items: rows.map((r) => ({ id: r[0], text: r[1], control: r[2], status: r[3] })) }) }] }) }; },
  },
  job: {
    noun: "questionnaire import", id: (N) => `imp_${N.hex(12)}`,
    start(N, id) { return { name: "grc_import_start", args: { file: "ACME-Bank_SIG-Lite_2026.xlsx", mapping: "sig-lite-v2" }, out: J({ content: [{ type: "text", text: `Import ${id} queued.` }] }) }; },
    status(N, id, st) { return { name: "grc_import_status", args: { import_id: id }, out: J({ content: [{ type: "text", text: `Import ${id}: ${st.state} (${st.n}/214 rows, ${st.auto ?? 0} auto-answered)` }], structuredContent: { id, state: st.state, rows_done: st.n, rows_total: 214, auto_answered: st.auto ?? 0, updated: N.iso() } }) }; },
    progress: [{ state: "queued", n: 0 }, { state: "parsing", n: 0 }, { state: "matching", n: 61, auto: 22 }, { state: "matching", n: 140, auto: 71 }, { state: "matching", n: 201, auto: 109 }, { state: "done", n: 214, auto: 118 }],
    stuck: { state: "matching", n: 96, auto: 40 },
    stuckWhy: "the import has stayed at matching 96/214 rows for many polls",
  },
  doc: {
    path: "Security Evidence Library/Information Security Policy v4.2",
    lines() {
      const s = ["Access to production requires SSO with phishing-resistant MFA.", "Customer data is encrypted at rest with AES-256 using AWS KMS; keys rotate yearly.", "Backups are encrypted and stored in a separate AWS account; restore tests quarterly.", "Security incidents are triaged within 1 hour; customers notified within 72 hours.", "Logs are retained for 13 months; audit logs for 7 years.", "Third-party penetration tests are performed annually and after major releases.", "Sub-processors are reviewed before onboarding and annually thereafter.", "Los datos de clientes de la UE se alojan en eu-central-1 (Fráncfort)."];
      const out = ["Lattix Information Security Policy — version 4.2 (approved 2026-03-02)", ""];
      for (let k = 1; out.length < 96; k++) { out.push(`${k}. ${["Scope", "Access control", "Cryptography", "Operations", "Incident management", "Supplier relationships", "Business continuity", "Compliance"][(k - 1) % 8]}`); for (let j = 0; j < 6; j++) out.push(`${k}.${j + 1} ${s[(k + j * 5) % s.length]}`); out.push(""); }
      return out;
    },
    read(N, a, b, lines) { return { name: "gdrive__read_file", args: { fileId: "1Qx7pV0cR2_infosec_policy_v42", startLine: a, endLine: b }, out: J({ content: [{ type: "text", text: lines.slice(a - 1, b).join("\n") }] }) }; },
  },
  fix: {
    file: "ACME-Bank-SIG-Lite-2026",
    errors: ["Q-014: evidence EV-212 expired (SOC 2 Type II 2025, valid to 2026-09-30)", "Q-022: answer exceeds 1,000 characters (1,264)", "Q-031: 'N/A' requires a justification comment", "Q-040: answer contradicts Q-006 (MFA 'Partially' vs 'Yes')"],
    edits: [["EV-212", "EV-388"], ["…(full incident response procedure pasted)…", "Incidents are triaged within 1 hour; customers are notified within 72 hours (see EV-301)."], ["N/A", "N/A — Lattix does not process cardholder data (PCI DSS out of scope)."], ["Partially", "Yes"]],
    badEdits: [["MFA is enforced for admins.", "MFA is enforced for all admins."], ["MFA is enforced for all admins.", "MFA is enforced for all administrators."], ["(see EV-120)", "(see EV-120, IAM-14)"], ["Q-040 answer: Partially", "Q-040 answer: Partially."], ["administrators.", "administrative users."], ["administrative users.", "administrators (SSO)."]],
    edit(N, pair, i) { return { name: "edit_file", args: { questionnaire: this.file, question_id: ["Q-014", "Q-022", "Q-031", "Q-040"][Math.min(i, 3)], find: pair[0], replace: pair[1] }, out: J({ content: [{ type: "text", text: "Answer updated." }], structuredContent: { revision: N.ri(3, 30), updated: N.iso() } }) }; },
    validate(N, errs) { return { name: "answers_validate", args: { questionnaire: this.file }, err: errs.length > 0, out: J({ content: [{ type: "text", text: errs.length ? `${errs.length} issue(s):\n${errs.join("\n")}` : "All 46 answers pass validation." }], structuredContent: { ok: errs.length === 0, issues: errs.length, run: N.uuid() } }) }; },
  },
  dep: {
    why: "the GRC platform's API is down (maintenance overran)",
    fail(N, e, i) {
      const m = [`503 Service Unavailable: grc.lattix-internal.example is undergoing maintenance (ref ${N.alnum(8)})`, "upstream request timeout", `connect ETIMEDOUT 10.30.8.${N.ri(2, 9)}:443`];
      return { name: i % 2 ? "answer_set" : "questionnaire_get_question", args: i % 2 ? { questionnaire: "ACME-Bank-SIG-Lite-2026", question_id: e.id, answer: e.ans, evidence: [e.ev], comment: "" } : { questionnaire: "ACME-Bank-SIG-Lite-2026", question_id: e.id }, err: true, out: J({ content: [{ type: "text", text: `Error calling GRC API: ${m[i % 3]}` }], isError: true }), pyExc: ["grc_client.errors.GRCUnavailable", "503 Service Unavailable: grc.lattix-internal.example is undergoing maintenance"] };
    },
  },
  agents: ["questionnaire-agent", "security-reviewer", "legal-agent"],
  handoff: "whether we can share the pentest summary letter without an NDA",
  tasks: {
    warm: "First work through the unanswered ACME Bank questions: check each one and save the suggested answer.",
    get: (e) => `What's the suggested answer and evidence for ${e.id} in the ACME Bank questionnaire?`,
    batch: (es) => `Fill in the suggested answers for ${es.map((e) => e.id).join(", ")} in the ACME Bank questionnaire.`,
    search: "Find our latest third-party pentest evidence for question Q-006.",
    poll: "Import ACME Bank's SIG Lite spreadsheet into the GRC tool and tell me how many got auto-answered.",
    page: "List every question in the ACME Bank questionnaire with its status.",
    read: "Read the InfoSec policy and tell me what it says about backups and restore tests.",
    fix: "Validation fails on the ACME Bank questionnaire. Fix the answers until it passes.",
    es: "Necesitamos responder el cuestionario de ACME Bank. ¿Qué evidencia tenemos sobre retención de logs?",
  },
};

// ---------------------------------------------------------------- patent search
const pats = [["EP3842011B1", "Verfahren zur Regelung einer Wärmepumpe mit Eisdetektion", "de"], ["US11473520B2", "Heat pump defrost control using refrigerant superheat", "en"], ["JP2021113456A", "ヒートポンプ式給湯機の除霜制御装置", "ja"], ["WO2022013877A1", "Defrost initiation based on fan power signature", "en"], ["CN114151928A", "Air source heat pump defrosting method", "en"], ["EP4012345A1", "Control method for reversing valve during defrost", "en"], ["US2023028841A1", "Frost detection by acoustic sensing in outdoor units", "en"], ["DE102020118622A1", "Abtauverfahren für Luft-Wasser-Wärmepumpen", "de"], ["KR102355110B1", "Heat pump defrost using capacitive frost sensor", "en"], ["EP3904789B1", "Hot-gas bypass defrost with variable-speed compressor", "en"]];
export const patent = {
  name: "patent-search",
  agent: "prior-art search agent (EPO OPS, Espacenet-style search, claim charts)",
  system: "You assist the IP team with prior-art and freedom-to-operate searches. You can search patent databases, fetch bibliographic data and claims, fetch families, read the invention disclosure, and maintain claim charts. Report publication numbers exactly as published.",
  mcp: "ops", idKey: "publication",
  py: { pre: "from ipkit import ops, charts", map: { patent_get: "ops.biblio", chart_add_reference: "charts.add_ref", patent_search: "ops.search", family_list: "ops.family_page", ops_bulk_status: "ops.bulk_status", ops_bulk_download: "ops.bulk_download", read_file: "open_text", edit_file: "charts.patch", chart_validate: "charts.validate" } },
  ent(N, i) { const p = i < pats.length ? pats[i] : [`${["EP", "US", "WO", "DE"][i % 4]}${3000000 + i * 4133}${["A1", "B1", "A1", "B2"][i % 4]}`, N.pick(["Defrost controller for reversible heat pumps", "Eisfreihaltung eines Außenwärmetauschers", "Frost sensor arrangement", "Refrigerant cycle with defrost bypass"]), "en"]; return { id: p[0], title: p[1], lang: p[2], appl: N.pick(["Vaillant GmbH", "Daikin Industries Ltd", "Carrier Corp", "Mitsubishi Electric Corp", "Bosch Thermotechnik GmbH", "LG Electronics Inc"]), prio: `20${N.ri(17, 22)}-${String(N.ri(1, 12)).padStart(2, "0")}-${String(N.ri(1, 28)).padStart(2, "0")}`, ipc: N.pick(["F25B 47/02", "F24D 19/10", "F25B 49/02", "F24H 4/02"]), claims: N.ri(9, 24) }; },
  get(N, e) { return { name: "patent_get", args: { publication: e.id, sections: ["biblio", "claims"] }, out: `<?xml version="1.0" encoding="UTF-8"?>\n<ops:world-patent-data xmlns:ops="http://ops.epo.org" xmlns="http://www.epo.org/exchange">\n<ops:meta name="elapsed-time" value="${N.ri(12, 240)}"/>\n<exchange-documents><exchange-document country="${e.id.slice(0, 2)}" doc-number="${e.id.replace(/^[A-Z]+|[A-Z]\d?$/g, "")}" kind="${e.id.match(/[A-Z]\d?$/)[0]}">\n<bibliographic-data><invention-title lang="${e.lang}">${e.title}</invention-title>\n<applicants><applicant><name>${e.appl}</name></applicant></applicants>\n<priority-claims><priority-claim><date>${e.prio.replace(/-/g, "")}</date></priority-claim></priority-claims>\n<classifications-ipcr><classification-ipcr><text>${e.ipc}</text></classification-ipcr></classifications-ipcr></bibliographic-data>\n<claims lang="${e.lang}" count="${e.claims}"><claim num="1">${e.lang === "de" ? "Verfahren zum Abtauen eines Verdampfers, dadurch gekennzeichnet, dass …" : e.lang === "ja" ? "室外熱交換器の着霜を検知する着霜検知手段を備え…" : "A method of defrosting an outdoor heat exchanger, comprising detecting …"}</claim></claims>\n</exchange-document></exchange-documents>\n</ops:world-patent-data>\n<!-- X-Throttling-Control: idle (images=green:200, inpadoc=green:60, other=green:1000, retrieval=green:200, search=green:30) req=${N.hex(12)} -->` }; },
  act(N, e, reason) {
    const args = { chart: "FTO-2026-031", element: "1[c]", reference: e.id, passage: "col. 4, l. 12-38" };
    if (reason) return { name: "chart_add_reference", args, err: true, out: `ERROR ${reason}` };
    return { name: "chart_add_reference", args, out: `OK chart FTO-2026-031 element 1[c] += ${e.id} (rev ${N.ri(10, 90)}, ${N.iso()})` };
  },
  refusals: (e) => [`${e.id}: publication date after the priority date of the disclosure (not prior art)`, `${e.id} already cited for element 1[c]`, `${e.id}: passage 'col. 4, l. 12-38' does not exist in a ${e.claims}-claim JP A publication (use paragraph numbers)`, `${e.id}: same family as EP3842011B1 already cited; cite one family member`],
  search: {
    topics: [["heat pump defrost fan power signature", "defrost start detected from fan motor power", "fan power based frost detection heat pump", "Abtauung Lüfterleistung Erkennung", "outdoor fan current frost detection"], ["acoustic frost detection evaporator", "frost sensing by sound outdoor unit", "microphone detects ice on heat exchanger", "Schall Eiserkennung Verdampfer"]],
    refine: ["heat pump defrost", "heat pump defrost AND superheat", "heat pump defrost AND superheat AND pd<2021", "heat pump defrost AND superheat AND pd<2021 AND cpc=F25B47/025"],
    hit(N, i) { return { id: pats[N.ri(0, pats.length - 1)][0], score: 0 }; },
    call(N, q, hits, total) { return { name: "patent_search", args: { q, db: "worldwide", range: "1-25" }, out: `${total} results for ${q.includes("=") ? q : `txt all "${q}"`}\n${hits.map((h, k) => `${String(k + 1).padStart(2)}. ${h.id}  ${pats.find((p) => p[0] === h.id)?.[1] ?? ""}`).join("\n")}${total ? "" : "\n(no documents found)"}\n-- query ${N.hex(8)} in ${N.ri(90, 1900)} ms; quota search=green:${N.ri(20, 30)}` }; },
  },
  page: {
    mode: "page", size: 5, total: 19,
    row(N, i) { return [pats[i % pats.length][0].slice(0, 2) + String(3100000 + i * 1777) + N.pick(["A1", "B1", "A", "B2"]), `2021${String(1 + (i % 12)).padStart(2, "0")}${String(1 + ((i * 7) % 27)).padStart(2, "0")}`, N.pick(["A", "B1", "A1"]), i % 3 ? "" : "DE102020118622"]; },
    cols: ["publication", "date", "kind", "priority"],
    call(N, arg, rows, meta) { return { name: "family_list", args: { publication: "EP3842011B1", type: "inpadoc", page: arg.page, per_page: 5 }, rows, out: `INPADOC family of EP3842011B1 — page ${arg.page} (members ${(arg.page - 1) * 5 + 1}-${(arg.page - 1) * 5 + rows.length} of ${meta.totalShown ?? 19})\n${rows.map((r) => `  ${r[0]}  ${r[1]}  ${r[2]}${r[3] ? "  prio " + r[3] : ""}`).join("\n")}\nX-Throttling-Control: idle (inpadoc=green:${N.ri(40, 60)}) req=${N.hex(12)}` }; },
  },
  job: {
    noun: "bulk full-text download", id: (N) => `bulk-${N.ri(100000, 999999)}`,
    start(N, id) { return { name: "ops_bulk_download", args: { list: "FTO-2026-031-refs", format: "pdf+xml" }, out: `accepted ${id} (27 documents)` }; },
    status(N, id, st) { return { name: "ops_bulk_status", args: { job: id }, out: `${id}  state=${st.state}  fetched=${st.n}/27  failed=${st.f ?? 0}  throttle=${st.t ?? "green"}  at=${N.hms()}` }; },
    progress: [{ state: "QUEUED", n: 0 }, { state: "RUNNING", n: 4 }, { state: "RUNNING", n: 11 }, { state: "RUNNING", n: 19, f: 1 }, { state: "RUNNING", n: 25, f: 1 }, { state: "DONE", n: 26, f: 1 }],
    stuck: { state: "RUNNING", n: 14, t: "black" },
    stuckWhy: "the download has stayed at 14/27 with throttle=black for many polls",
  },
  doc: {
    path: "disclosures/IDF-2026-031_defrost.md",
    lines() {
      const s = ["The outdoor unit's fan motor draws more power as frost blocks the fins.", "We sample fan power at 10 Hz and compare it to a clean-coil baseline.", "Defrost is started when the ratio exceeds 1.18 for 90 s.", "Der Basiswert wird nach jedem Abtauvorgang neu gelernt.", "Ambient humidity is not measured; no extra sensor is needed.", "Claims should cover the ratio test and the relearned baseline.", "Prior designs use coil temperature or timers; they defrost too often.", "Field test: 23 % fewer defrost cycles over winter 2025/26 (Mannheim)."];
      const out = ["# Invention disclosure IDF-2026-031 — Fan-power-based defrost initiation", "Inventors: K. Brandt, M. Oyelaran, S. Nakamura", ""];
      for (let k = 1; out.length < 92; k++) { out.push(`## ${k}. ${["Background", "Problem", "Solution", "Embodiments", "Advantages", "Test results", "Possible claims"][(k - 1) % 7]}`); for (let j = 0; j < 6; j++) out.push(s[(k * 2 + j) % s.length]); out.push(""); }
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, offset: a, limit: b - a + 1 }, out: lines.slice(a - 1, b).join("\n") }; },
  },
  fix: {
    file: "charts/FTO-2026-031.yaml",
    errors: ["element 1[a]: reference 'EP3842011' is not a complete publication number (kind code missing)", "element 1[b]: passage 'para 0032-0035' is not in the format '[0032]-[0035]'", "element 2: cited JP2021113456A without a translation source", "element 1[c]: reference US11473520B2 has publication date 2022-10-18 after disclosure priority 2021-03-01 — mark as 'post-dated' or remove"],
    edits: [["reference: EP3842011\n", "reference: EP3842011B1\n"], ["passage: para 0032-0035", "passage: '[0032]-[0035]'"], ["reference: JP2021113456A\n", "reference: JP2021113456A\n    translation: machine (EPO Patent Translate)\n"], ["- reference: US11473520B2", "- reference: US11473520B2\n    status: post-dated"]],
    badEdits: [["- reference: US11473520B2", "- reference: US 11,473,520 B2"], ["- reference: US 11,473,520 B2", "- reference: US11473520B2"], ["  note: superheat", "  note: superheat-based"], ["- reference: US11473520B2", "- reference: 'US11473520B2'"], ["- reference: 'US11473520B2'", "- reference: US11473520B2  # post-dated?"], ["# post-dated?", "# check date"]],
    edit(N, pair) { return { name: "edit_file", args: { path: this.file, old_string: pair[0], new_string: pair[1] }, out: `Applied edit to ${this.file}` }; },
    validate(N, errs) { return { name: "chart_validate", args: { path: this.file }, err: errs.length > 0, out: errs.length ? `chartlint 1.6: ${errs.length} problem(s)\n${errs.map((x) => ` - ${x}`).join("\n")}` : "chartlint 1.6: ok (14 elements, 22 references)" }; },
  },
  dep: {
    why: "EPO OPS is refusing requests (quota black / 503)",
    fail(N, e, i) {
      const m = [`<?xml version="1.0"?><fault xmlns="http://ops.epo.org"><code>SERVER.LimitedServerResources</code><message>Please request again later due to server overload (${N.alnum(6)})</message></fault>`, `HTTP 403 Forbidden\nX-Throttling-Control: overloaded (images=black:0, inpadoc=black:0, other=black:0, retrieval=black:0, search=black:0)\nX-Rejection-Reason: IndividualQuotaPerHour`, `HTTP 503 Service Unavailable (ops.epo.org) — retry-after: ${N.ri(30, 60)}`];
      return { name: i % 3 === 1 ? "family_list" : "patent_get", args: i % 3 === 1 ? { publication: e.id, type: "inpadoc", page: 1, per_page: 5 } : { publication: e.id, sections: ["biblio", "claims"] }, err: true, out: m[i % 3], pyExc: ["ipkit.ops.OPSError", "403 Forbidden: X-Rejection-Reason: IndividualQuotaPerHour"] };
    },
  },
  agents: ["prior-art-agent", "patent-attorney", "inventor-liaison"],
  handoff: "whether the Carrier publication counts against claim 1",
  tasks: {
    warm: "First go through the reference list: pull each publication and add it to the FTO-2026-031 chart under 1[c].",
    get: (e) => `Pull the bibliographic data and claim 1 of ${e.id}.`,
    batch: (es) => `Add these to the FTO-2026-031 chart under element 1[c]: ${es.map((e) => e.id).join(", ")}.`,
    search: "Search for prior art on starting defrost from the outdoor fan's power signature.",
    poll: "Bulk-download the full texts of the FTO-2026-031 references and tell me when they're all in.",
    page: "List the whole INPADOC family of EP3842011B1.",
    read: "Read the IDF-2026-031 disclosure and draft the independent claim elements.",
    fix: "chartlint is failing on the FTO-2026-031 chart. Fix it until it passes.",
    de: "Bitte recherchiere Stand der Technik zur Abtauerkennung über die Lüfterleistung.",
  },
};

// ---------------------------------------------------------------- email marketing
export const email = {
  name: "email-marketing",
  agent: "email marketing agent (Mailchimp-style Marketing API, template checks, batch operations)",
  system: "You run email operations for Olivo & Sal (Spanish olive oil shop, EN/ES/DE audiences). You can read campaigns, audiences and members, update member tags, run send checklists, edit templates and check batch operations. Never send a campaign; scheduling needs the marketing lead.",
  mcp: "mailchimp", idKey: "campaign_id",
  py: { pre: "import mailchimp_marketing as mc\nclient = mc.Client(); client.set_config({'api_key': KEY, 'server': 'us21'})", map: { campaign_get: "client.campaigns.get", member_tag: "client.lists.update_list_member_tags", campaigns_search: "client.search_campaigns.search", members_list: "client.lists.get_list_members_info", batch_status: "client.batches.status", batch_start: "client.batches.start", read_file: "open_text", edit_file: "patch_file", template_check: "client.templates.check" } },
  ent(N, i) { return { id: N.hex(10), title: N.pick(["Cosecha temprana 2026", "Black Friday — 20% en AOVE", "Weihnachtsgeschenke", "Club del aceite — diciembre", "New harvest: Picual", "Recetas de invierno", "Adventskalender Tag 6"]) + ` #${i + 1}`, subj: N.pick(["🫒 Ya llegó la cosecha temprana", "Ihr Olivenöl-Adventskalender", "Last chance: 20% off", "Recetas con AOVE para diciembre"]), list: N.pick(["a1b2c3d4e5", "f6e5d4c3b2"]), recips: N.ri(1800, 24000), status: N.pick(["save", "save", "paused"]), seg: N.pick(["ES buyers 12m", "DE newsletter", "EN all"]) }; },
  get(N, e) { return { name: "campaign_get", args: { campaign_id: e.id }, out: http(N, "200 OK", { Server: "openresty", "Content-Type": "application/json; charset=utf-8", "X-Request-Id": N.uuid(), Date: N.rfc(), "Set-Cookie": `_AVESTA_ENVIRONMENT=prod; path=/` }, J({ id: e.id, web_id: e.recips % 100000, type: "regular", status: e.status, emails_sent: 0, recipients: { list_id: e.list, segment_text: e.seg, recipient_count: e.recips }, settings: { subject_line: e.subj, title: e.title, from_name: "Olivo & Sal", reply_to: "hola@olivoysal.example" }, tracking: { opens: true, html_clicks: true }, _links: [] })) };
  },
  act(N, e, reason) {
    const args = { list_id: "a1b2c3d4e5", subscriber_hash: e.id.padEnd(32, "0"), tags: [{ name: "xmas-2026-vip", status: "active" }] };
    if (reason) return { name: "member_tag", args, err: true, out: http(N, "400 Bad Request", { "Content-Type": "application/problem+json", "X-Request-Id": N.uuid(), Date: N.rfc() }, J({ type: "https://mailchimp.com/developer/marketing/docs/errors/", title: reason[0], status: 400, detail: reason[1], instance: N.uuid() })) };
    return { name: "member_tag", args, out: http(N, "204 No Content", { "X-Request-Id": N.uuid(), Date: N.rfc() }, "") };
  },
  refusals: (e) => [["Member In Compliance State", `${e.id}@… is in compliance state (unsubscribed); tags cannot be changed via API`], ["Resource Not Found", "The requested resource could not be found."], ["Invalid Resource", "Tag name 'xmas-2026-vip' exceeds the segment's tag limit for archived contacts"], ["Forgotten Email Not Subscribed", "This member was permanently deleted and cannot be re-imported."]],
  search: {
    topics: [["Black Friday AOVE", "black friday aceite", "BF 20% off olive oil", "blackfriday AOVE descuento", "Black-Friday AOVE"], ["Adventskalender", "advent calendar", "calendario de adviento", "Adventskalender Tag"]],
    refine: ["cosecha", "cosecha temprana", "cosecha temprana 2026", "cosecha temprana 2026 Picual"],
    hit(N, i) { return { id: N.hex(10), title: N.pick(["Black Friday — 20% en AOVE #3", "BF reminder (ES)", "Black Friday DE", "Adventskalender Tag 1", "Adventskalender Tag 2", "Cyber Monday AOVE"]) }; },
    call(N, q, hits, total) { return { name: "campaigns_search", args: { query: q }, out: http(N, "200 OK", { "X-Request-Id": N.uuid(), Date: N.rfc() }, J({ results: hits.map((h) => ({ campaign: { id: h.id, settings: { title: h.title } }, snippet: "" })), total_items: total })) }; },
  },
  page: {
    mode: "offset", size: 8, total: 35,
    row(N, i) { return [`${["ana", "jorg", "lucia", "pablo", "heike", "sofia", "tom", "carmen"][i % 8]}${i}@${["gmail.com", "web.de", "yahoo.es", "outlook.com"][i % 4]}`, N.pick(["subscribed", "subscribed", "unsubscribed", "cleaned"]), ["es", "de", "en"][i % 3], N.ri(1, 5)]; },
    cols: ["email_address", "status", "language", "member_rating"],
    call(N, arg, rows, meta) { return { name: "members_list", args: { list_id: "a1b2c3d4e5", segment: "xmas-2026-vip", offset: arg.offset, count: 8 }, rows, out: http(N, "200 OK", { "X-Request-Id": N.uuid(), Date: N.rfc() }, J({ members: rows.map((r) => ({ email_address: r[0], status: r[1], language: r[2], member_rating: r[3] })), list_id: "a1b2c3d4e5", total_items: meta.totalShown ?? 35 })) }; },
  },
  job: {
    noun: "batch operation", id: (N) => N.hex(10),
    start(N, id) { return { name: "batch_start", args: { operations_file: "ops/tag_vip_2026.jsonl", operations: 3200 }, out: J({ id, status: "pending", total_operations: 3200, submitted_at: N.isoOff("+00:00") }) }; },
    status(N, id, st) { return { name: "batch_status", args: { batch_id: id }, out: J({ id, status: st.state, total_operations: 3200, finished_operations: st.n, errored_operations: st.e ?? 0, submitted_at: "2026-12-06T03:12:44+00:00", completed_at: st.state === "finished" ? N.isoOff("+00:00") : "", response_body_url: st.state === "finished" ? `https://mailchimp-api-batch.s3.amazonaws.com/${id}-response.tar.gz?X-Amz-Signature=${N.hex(24)}` : "" }) }; },
    progress: [{ state: "pending", n: 0 }, { state: "started", n: 410 }, { state: "started", n: 1180, e: 3 }, { state: "started", n: 2240, e: 7 }, { state: "started", n: 3010, e: 9 }, { state: "finished", n: 3200, e: 9 }],
    stuck: { state: "started", n: 1488, e: 4 },
    stuckWhy: "finished_operations has stayed at 1488/3200 for many polls",
  },
  doc: {
    path: "templates/newsletter_es_dic.html",
    lines() {
      const out = ["<!doctype html>", "<html lang=\"es\">", "<head><meta charset=\"utf-8\"><title>*|MC:SUBJECT|*</title></head>", "<body style=\"margin:0;background:#f4efe6\">"];
      const blocks = ["<h1>Hola *|FNAME|*, ya llegó la cosecha temprana</h1>", "<p>Nuestro Picual de Jaén, recién molido en octubre.</p>", "<a href=\"*|ARCHIVE|*\">Ver en el navegador</a>", "<p>Envío gratis a partir de 49 € (península).</p>", "<img src=\"https://cdn.olivoysal.example/img/cosecha.jpg\" alt=\"Aceitunas verdes\">", "<p>*|IF:COUNTRY=DE|*Versand nach Deutschland: 3–5 Werktage.*|END:IF|*</p>", "<a href=\"*|UNSUB|*\">Darse de baja</a>"];
      for (let k = 0; out.length < 88; k++) out.push(`  <!-- bloque ${k + 1} -->`, `  <table role="presentation" width="100%"><tr><td style="padding:16px">`, `    ${blocks[k % blocks.length]}`, "  </td></tr></table>");
      out.push("</body>", "</html>");
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, range: `${a}-${b}` }, out: lines.slice(a - 1, b).join("\n") }; },
  },
  fix: {
    file: "templates/newsletter_es_dic.html",
    errors: ["Merge tag *|FNAME| is missing its closing |* (line 17)", "Conditional *|IF:COUNTRY=DE|* has no matching *|END:IF|* (line 29)", "Link https://olivoysal.example/club has no http(s) tracking allowed: unsupported scheme 'htps' (line 44)", "Template is missing the required *|UNSUB|* or *|UNSUB:…|* link"],
    edits: [["*|FNAME|,", "*|FNAME|*,"], ["3–5 Werktage.</p>", "3–5 Werktage.*|END:IF|*</p>"], ["htps://olivoysal.example/club", "https://olivoysal.example/club"], ["<a href=\"*|ARCHIVE|*\">Darse de baja</a>", "<a href=\"*|UNSUB|*\">Darse de baja</a>"]],
    badEdits: [["<a href=\"*|ARCHIVE|*\">Darse de baja</a>", "<a href=\"*|ARCHIVE|*\">Darse de baja / Abmelden</a>"], ["<!-- footer -->", "<!-- footer: unsubscribe link -->"], ["Darse de baja / Abmelden", "Cancelar suscripción"], ["<p class=\"footer\">", "<p class=\"footer\" style=\"font-size:12px\">"], ["Cancelar suscripción", "Darse de baja"], ["href=\"*|ARCHIVE|*\">Darse", "href=\"*|ARCHIVE|*\" target=\"_blank\">Darse"]],
    edit(N, pair) { return { name: "edit_file", args: { path: this.file, old_str: pair[0], new_str: pair[1] }, out: `edited ${this.file}: 1 replacement` }; },
    validate(N, errs) { return { name: "template_check", args: { path: this.file, lint: "merge-tags,links,compliance" }, err: errs.length > 0, out: J({ ok: errs.length === 0, errors: errs.map((m) => ({ message: m })), warnings: [{ message: "Image cosecha.jpg is 812 KB; consider < 200 KB" }], checked_at: N.iso(), request_id: N.uuid() }) }; },
  },
  dep: {
    why: "the Marketing API is returning 5xx for the account",
    fail(N, e, i) {
      const b = [J({ type: "https://mailchimp.com/developer/marketing/docs/errors/", title: "Internal Server Error", status: 500, detail: "An unexpected internal error has occurred. Please contact Support for more information.", instance: N.uuid() }), `<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>openresty</center></body></html>`, J({ type: "https://mailchimp.com/developer/marketing/docs/errors/", title: "Service Unavailable", status: 503, detail: "This API is temporarily unavailable. Please try again later.", instance: N.uuid() })];
      return { name: i % 2 ? "member_tag" : "campaign_get", args: i % 2 ? { list_id: "a1b2c3d4e5", subscriber_hash: e.id.padEnd(32, "0"), tags: [{ name: "xmas-2026-vip", status: "active" }] } : { campaign_id: e.id }, err: true, out: http(N, i % 3 === 0 ? "500 Internal Server Error" : "503 Service Unavailable", { "X-Request-Id": N.uuid(), Date: N.rfc() }, b[i % 3]), pyExc: ["mailchimp_marketing.api_client.ApiClientError", "{\"title\":\"Internal Server Error\",\"status\":500}"] };
    },
  },
  agents: ["email-agent", "copy-agent", "crm-agent"],
  handoff: "which audience segment the Adventskalender campaign should go to",
  tasks: {
    warm: "First finish the VIP tagging queue: check each entry and tag it xmas-2026-vip.",
    get: (e) => `Check campaign ${e.id} ("${e.title}"): who is it going to and how many recipients?`,
    batch: (es) => `Tag these members as xmas-2026-vip: ${es.map((e) => e.id).join(", ")}.`,
    search: "Find all our Black Friday campaigns from this year.",
    poll: "Run the VIP tagging batch and tell me when it's finished and how many errored.",
    page: "List every member of the xmas-2026-vip segment with their language.",
    read: "Read the December Spanish newsletter template and list all merge tags it uses.",
    fix: "The December template fails the pre-send check. Fix it until it passes.",
    es: "¿Puedes revisar la campaña de diciembre y decirme a cuántos contactos va?",
  },
};
