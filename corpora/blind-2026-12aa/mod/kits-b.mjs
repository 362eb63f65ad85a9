// Five domain kits: carrier-portal browser agent, vulnerability research, developer-API support, alert hygiene, LLM evals.
import { makeKit, sub, table, uuid } from "./kit-base.mjs";

const snap = (run, url, title, body) =>
  `### Ran Playwright code\n\`\`\`js\nawait page.goto('${url}');\n\`\`\`\n### Page state\n- Page URL: ${url}\n- Page Title: ${title}\n- Page Snapshot:\n\`\`\`yaml\n${body}\n\`\`\`\n### Console\n- [${run.r.pick(["warning", "info", "log"])}] ${run.r.pick(["[GSI_LOGGER]: Currently using FedCM", "Download the React DevTools", `cf-ray ${run.r.hex(16)}-SIN`, `session ${run.r.alnum(12)} refreshed`])}`;

export const carrierPortal = makeKit({
  domain: "carrier-portal-hil",
  lang: "Hiligaynon",
  framework: "Playwright-MCP browser agent (single agent)",
  staff: "joy.tabares",
  org: "an Iloilo freight forwarder",
  sys: "You are a browser agent for the forwarding desk. Use the Playwright tools to work in the ocean carriers' customer portals (bookings, B/L drafts, invoices). Never pay anything. Staff write in Hiligaynon; answer in Hiligaynon.",
  models: ["gpt-4o", "computer-use-preview", "gpt-4.1"],
  styles: ["text"],
  hosts: ["pw-worker"],
  T: {
    goals: ["Maayong aga! Palihog i-check ang status sang booking `{id}` sa carrier portal kag i-download ang BL draft.", "Palihog pangitaa ang booking `{id}` sa portal kag ihatag sa akon ang ETA sa Iloilo.", "Kinahanglan ko ang invoice para sa booking `{id}`, palihog kuhaa sa portal.", "I-check bala kon may demurrage na ang `{id}`."],
    again: "Gin-update ko na sa portal, palihog tan-awa liwat.",
    approve: "Huo, sige lang. Ari ang code: {code}",
    done: "Tapos na: {x}",
    giveup: "Ginsulay ko sing madamo nga beses pero indi gid: {x}. Kinahanglan sang tawo.",
  },
  id: (r) => `${r.pick(["MNL", "ILO", "CEB"])}${r.int(1000000, 9999999)}`,
  rd: (run, id, v = 0, tv = 0) => {
    const url = `https://portal.oceanlink-carrier.com/bookings/${id}${tv ? ["?tab=summary", "/", "#top", "?ref=list", "?lang=en"][(tv - 1) % 5] : ""}`;
    return ["browser_navigate", { url }, (run) => {
      const r = sub(run, `bk${id}${v}`);
      return snap(run, url, `Booking ${id} | OceanLink`, `- banner [ref=e3]:\n  - link "OceanLink" [ref=e4]\n  - button "Account" [ref=e6]\n- main [ref=e9]:\n  - heading "Booking ${id}" [level=1] [ref=e10]\n  - table [ref=e12]:\n    - row "Status ${["Confirmed", "Confirmed", "Loaded on board", "Departed"][Math.min(v, 3)]}" [ref=e13]\n    - row "Vessel ${r.pick(["KOTA LUMBA", "SPIL NIKEN", "MV DIPOLOG STAR"])} V.${r.int(100, 400)}S" [ref=e14]\n    - row "POL Manila North Harbor  POD Iloilo ${v > 1 ? "" : "(ETA 2026-11-" + (14 + v) + ")"}" [ref=e15]\n    - row "Containers 2 x 40HC" [ref=e16]\n  - tablist [ref=e20]:\n    - tab "Summary" [selected] [ref=e21]\n    - tab "Documents" [ref=e22]\n    - tab "Charges" [ref=e23]`);
    }];
  },
  rel: (run, id, v = 0) => ["browser_click", { element: "Charges tab", ref: "e23" }, (run) => {
    const r = sub(run, `ch${id}${v}`);
    return snap(run, `https://portal.oceanlink-carrier.com/bookings/${id}?tab=charges`, `Charges ${id} | OceanLink`, `- tabpanel "Charges" [ref=e40]:\n  - table [ref=e41]:\n    - row "Ocean freight  USD ${r.int(900, 1900)}.00" [ref=e42]\n    - row "THC Manila  PHP ${r.int(9000, 16000)}.00" [ref=e43]\n    - row "Demurrage  ${v ? "PHP " + v * 4200 + ".00" : "—"}" [ref=e44]\n  - button "Download invoice (PDF)" [ref=e47]${v === 0 ? " [disabled]" : ""}`);
  }],
  search: {
    tool: "browser_type",
    key: "text",
    extra: { element: "Track & trace search box", ref: "e31", submit: true },
    hit: (r, i) => ({ container: `${r.pick(["OLCU", "TGHU", "MSKU"])}${r.int(100000, 999999)}${r.int(0, 9)}`, event: r.pick(["Gate in full", "Loaded", "Discharged", "Empty return"]), place: r.pick(["Manila North Harbor", "Iloilo Commercial Port", "Cebu Baseport"]) }),
    render: (run, q, hits) => snap(run, `https://portal.oceanlink-carrier.com/track?q=${encodeURIComponent(q)}`, "Track & Trace | OceanLink", hits.length ? `- list "Results" [ref=e50]:\n${hits.map((h, i) => `  - listitem [ref=e${51 + i}]: ${h.container} · ${h.event} · ${h.place}`).join("\n")}` : `- paragraph [ref=e50]: No results for "${q}"`),
    rew: ["MNL booking containers", "containers for booking", "booking containers list", "Booking Containers", "containers booking MNL", "container list booking", "containers in booking"],
    refine: ["OLCU", "OLCU 40HC Manila", "OLCU 40HC Manila loaded", "OLCU 40HC discharged Iloilo"],
  },
  page: (run, p, n = 5, last = false, key = "") => ["browser_click", { element: p ? "Next page" : "Invoices menu", ref: p ? "e88" : "e7" }, (run) => {
    const r = sub(run, `inv${key}${p}`);
    const rows = Array.from({ length: n }, () => `    - row "${r.pick(["INV", "DN"])}-${r.int(100000, 999999)}  ${r.pick(["Unpaid", "Paid", "Disputed"])}  PHP ${r.int(4000, 90000)}.00" [ref=e${r.int(60, 99)}]`);
    return snap(run, `https://portal.oceanlink-carrier.com/invoices?page=${p + 1}`, "Invoices | OceanLink", `- table "Invoices" [ref=e60]:\n${rows.join("\n")}\n- navigation [ref=e87]:\n  - text: Page ${p + 1}\n  - button "Next page" [ref=e88]${last ? " [disabled]" : ""}`);
  }],
  jstart: (run, id) => ({ jid: `bl-${id}`, call: ["browser_click", { element: "Generate B/L draft", ref: "e31" }, (run) => snap(run, `https://portal.oceanlink-carrier.com/bookings/${id}/documents`, "Documents | OceanLink", `- status [ref=e70]: Generating B/L draft… 0%`)] }),
  jstat: (run, jid, st) => ["browser_wait_for", { text: "B/L draft ready", time: 10 }, (run) => snap(run, `https://portal.oceanlink-carrier.com/bookings/${jid.slice(3)}/documents`, "Documents | OceanLink", st.state === "done" ? `- link "B/L draft ${jid.slice(3)}.pdf" [ref=e72]\n- status [ref=e70]: B/L draft ready` : `- status [ref=e70]: ${st.phase} ${Math.round((100 * st.done) / st.total)}%\n- text: Timed out after 10s waiting for text "B/L draft ready"`)],
  depCall: (run, id, tv, ok) => {
    const url = ["https://ebiz.pacificmaritime-lines.com.ph/login", "https://ebiz.pacificmaritime-lines.com.ph/", "http://ebiz.pacificmaritime-lines.com.ph/login", "https://ebiz.pacificmaritime-lines.com.ph/login?next=/bookings", "https://www.pacificmaritime-lines.com.ph/ebiz"][tv % 5];
    return ["browser_navigate", { url }, (run) => (ok ? snap(run, url, "eBiz Login | PML", `- textbox "Username" [ref=e5]\n- textbox "Password" [ref=e6]\n- button "Sign in" [ref=e7]`) : `### Error\nError: page.goto: net::ERR_CONNECTION_TIMED_OUT at ${url}\nCall log:\n  - navigating to "${url}", waiting until "domcontentloaded"\n  - navigation failed after ${run.r.int(20950, 21400)}ms (worker pw-${run.r.hex(5)}, context ${run.r.int(2, 40)})\n`), !ok];
  },
  ask: (run, q, ans) => ["ask_user", { question: q }, (run) => (ans == null ? `No reply received (the desk chat shows the question as delivered at ${run.clock.hms()}).` : `Reply from ${"joy.tabares"}: ${ans}`)],
  wait: { tool: "browser_wait_for", key: "time", render: (run, s) => `Waited for ${s}s` },
});

export const vulnResearch = makeKit({
  domain: "vuln-research-ug",
  lang: "Uyghur (Arabic script)",
  framework: "AutoGen group chat (`researcher`, `critic`, `writer`)",
  staff: "dilnur.a",
  org: "an Almaty fintech's product-security team",
  sys: "Group chat for vulnerability research. researcher searches and reads advisories, critic checks claims, writer drafts the note for the team. Work only from sources you fetched. Staff write in Uyghur; the final note is in Uyghur.",
  models: ["gpt-4o", "gpt-4.1"],
  styles: ["pretty", "json", "text"],
  hosts: ["search-proxy", "osv-mirror"],
  multi: ["researcher", "critic", "writer"],
  mtWhat: "affected versions",
  T: {
    goals: ["ياخشىمۇسىز! {id} ھەققىدە ئىزدەپ، بىزنىڭ سىستېمىمىزغا تەسىرى بارمۇ-يوق، دوكلات يېزىپ بېرىڭ.", "{id} نىڭ ئېغىرلىق دەرىجىسىنى تەكشۈرۈپ بېقىڭ.", "بۇ يوچۇق {id} ئۈچۈن ياماق بارمۇ؟ تېپىپ بېقىڭ.", "{id} بىزنىڭ Java مۇلازىمېتىرلىرىمىزغا تەسىر قىلامدۇ؟"],
    again: "مەن بىر نەرسىنى ئۆزگەرتتىم، قايتا تەكشۈرۈپ بېقىڭ.",
    approve: "ماقۇل، داۋاملاشتۇرۇڭ.",
    done: "تامام: {x}",
    giveup: "بىر نەچچە قېتىم سىناپ باقتىم، ئەمما بولمىدى: {x}. بىرەر ئادەم قاراپ بېقىشى كېرەك.",
  },
  id: (r) => `CVE-2026-${r.int(21000, 48999)}`,
  read: { tool: "osv_query", key: "id", args: (id) => ({ id }), rec: (r, id, v) => ({ id, aliases: [`GHSA-${r.alnum(4).toLowerCase()}-${r.alnum(4).toLowerCase()}-${r.alnum(4).toLowerCase()}`], summary: r.pick(["Netty HTTP/2 CONTINUATION flood", "Jackson polymorphic deserialization gadget", "PostgreSQL JDBC SQL injection via line comment", "Spring Framework path traversal in static resources"]), modified: `2026-11-0${1 + v}T00:00:00Z`, affected: [{ package: { ecosystem: "Maven", name: r.pick(["io.netty:netty-codec-http2", "com.fasterxml.jackson.core:jackson-databind", "org.postgresql:postgresql"]) }, ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: `4.1.${118 + r.int(0, 3)}.Final` }] }] }], severity: [{ type: "CVSS_V3", score: `CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:${r.pick(["H", "L"])}` }] }) },
  rel2: { tool: "sbom_find", args: (id) => ({ package_hint: id, sbom: "payments-gateway@3.14.2" }), rec: (r, id, v) => ({ sbom: "payments-gateway@3.14.2", matches: [{ purl: `pkg:maven/io.netty/netty-codec-http2@4.1.${110 + r.int(0, 5)}.Final`, paths: ["payments-gateway > reactor-netty-http > netty-codec-http2"] }], scanned_at: `2026-11-0${2 + v}T06:00:00Z` }) },
  search: {
    tool: "web_search",
    key: "query",
    hit: (r, i) => ({ title: r.pick(["NVD - CVE detail", "GitHub Advisory Database", "Netty 4.1.x release notes", "oss-security mailing list", "Vendor bulletin: HTTP/2 flood"]), url: `https://${r.pick(["nvd.nist.gov/vuln/detail", "github.com/advisories", "netty.io/news", "www.openwall.com/lists/oss-security"])}/${r.alnum(8)}`, snippet: r.pick(["An attacker can send an unbounded number of CONTINUATION frames...", "Fixed in 4.1.118.Final by limiting header list size...", "CVSS 7.5 HIGH, published 2026-10-30..."]), score: +(0.86 - i * 0.04).toFixed(3) }),
    rew: ["netty continuation flood fix version", "netty CONTINUATION frames patched version", "which netty version fixes continuation flood", "Netty Continuation Flood Fixed", "netty http2 continuation dos patch", "нетти continuation flood fix", "netty-codec-http2 continuation fixed in"],
    refine: ["netty http2 flood", "netty http2 continuation 4.1 fixed", "reactor-netty netty 4.1.118 upgrade", "spring boot 3.3 netty 4.1.118 managed version"],
  },
  list: { tool: "osv_query_batch", args: (p) => ({ sbom: "payments-gateway@3.14.2", page_token: p ? `pt${p}` : "" }), cursor: (r) => r.alnum(16), row: (r, i) => ({ purl: `pkg:maven/${r.pick(["io.netty/netty-handler", "com.fasterxml.jackson.core/jackson-databind", "org.yaml/snakeyaml", "ch.qos.logback/logback-core"])}@${r.int(1, 4)}.${r.int(0, 20)}.${r.int(0, 9)}`, vulns: r.int(0, 3) }) },
  doc: {
    tool: "fetch_url",
    args: (from, to) => ({ url: "https://netty.io/news/2026/10/30/4-1-118-Final.html", start_line: from, max_lines: to - from + 1 }),
    lines: (r) => {
      const ls = ["# Netty 4.1.118.Final released", "", "This release fixes a denial of service in the HTTP/2 codec.", "", "## Security", "", "- HTTP/2: limit the number of CONTINUATION frames per header block (CVE).", "- HTTP/2: enforce maxHeaderListSize while decoding, not after.", "", "## Other changes"];
      for (let i = 0; i < 38; i++) ls.push(`- ${r.pick(["epoll", "kqueue", "ssl", "buffer", "dns", "codec-http"])}: ${r.pick(["fix leak when channel closes early", "update BoringSSL", "avoid NPE on half-closure", "improve allocation in hot path", "deprecate unused option"])} (#${r.int(14000, 14999)})`);
      ls.push("", "## Upgrade notes", "Users of reactor-netty should upgrade to 1.1.27 or later.", "Thanks to all contributors.");
      return ls;
    },
  },
  job: { jid: (r) => `scan-${r.hex(8)}`, start: "sbom_rescan", startArgs: (id) => ({ image: "registry.local/payments-gateway:3.14.2" }), status: "sbom_scan_status", statusArgs: (jid) => ({ scan_id: jid }), noun: "scan" },
  dep: { tool: "fetch_url", args: (id, tv) => ({ url: [`https://nvd.nist.gov/vuln/detail/${id}`, `https://services.nvd.nist.gov/rest/json/cves/2.0?cveId=${id}`, `https://nvd.nist.gov/vuln/detail/${id}/`, `http://nvd.nist.gov/vuln/detail/${id}`][tv % 4], ...(tv > 2 ? { timeout: 20 + tv * 10 } : {}) }), host: "services.nvd.nist.gov", path: (id) => `/rest/json/cves/2.0?cveId=${id}`, fam: "http", errOpts: { code: 503, server: "AkamaiGHost", error: "service_unavailable", msg: "NVD API is temporarily unavailable" }, ok: (r, id) => ({ id, baseScore: 7.5, baseSeverity: "HIGH", published: "2026-10-30T17:15:10.000" }) },
  wait: { tool: "sleep", key: "seconds" },
  agents: { tool: "ask_agent", names: ["critic", "exploitability_analyst", "platform_owner"] },
  chat: { read: "slack_history", post: "slack_post", readArgs: () => ({ channel: "#appsec-triage", limit: 5 }), channel: "appsec-triage", channelId: "C07APPSEC" },
  askTool: "ask_user",
  askChannel: "slack#appsec-triage",
  askQs: ["Which build should I assess for {id}: payments-gateway 3.14.2 (prod) or 3.15.0-rc1?", "Quick question on {id}: prod 3.14.2 or the 3.15 release candidate?", "To continue on {id} I need to know which version you mean (3.14.2 or 3.15.0-rc1).", "Please tell me the gateway version for {id}.", "Still need the version for {id} before I can finish.", "Version for {id}?"],
});

export const devapiSupport = makeKit({
  domain: "devapi-support-ki",
  lang: "Kikuyu (Gĩkũyũ)",
  framework: "OpenAI Agents SDK (`triage_agent` hands off to `integrations_agent` / `billing_agent`)",
  staff: "wanjiru.k",
  org: "a Nairobi mobile-money developer API",
  sys: "You support developers who integrate the payments API (STK push, B2C payouts, webhooks). Read tickets, API logs and webhook deliveries; reply to the developer in English; talk to staff in Kikuyu.",
  models: ["gpt-4o-mini", "gpt-4o"],
  styles: ["json", "yaml", "kv"],
  hosts: ["api-gw", "support-api", "hooks"],
  multi: ["triage_agent", "integrations_agent", "billing_agent"],
  T: {
    goals: ["Wĩ mwega! Ndagũthaitha rora tiketi {id} na ũcookie mũteja ihooto.", "Tiketi {id}: mũteja oiga webhook itirakinya. Ndagũthaitha rora.", "Rora tiketi {id} ũnjĩĩre kĩrĩa kĩagĩte.", "Mũteja wa tiketi {id} arenda kũmenya nĩkĩ B2C ĩraremwo."],
    again: "Nĩ ndagarũrire kĩndũ; ndagũthaitha rora rĩngĩ.",
    approve: "Ĩĩ, thiĩ na mbere.",
    done: "Nĩ ndaarĩkia: {x}",
    giveup: "Nĩ ngeretie maita maingĩ no gũtirĩ ũhoti: {x}. Nĩ harabatarĩka mũndũ.",
  },
  id: (r) => `#${r.int(40000, 69999)}`,
  read: { tool: "zd_ticket_get", key: "ticket_id", args: (id) => ({ ticket_id: id.replace("#", "") }), rec: (r, id, v) => ({ id: +id.replace("#", ""), subject: r.pick(["Webhook not received for STK push", "B2C payout ResultCode 2001", "Sandbox token expires too fast", "Duplicate callbacks"]), status: ["open", "pending", "open", "solved"][Math.min(v, 3)], requester: `dev@${r.pick(["duka-pay", "matatu-app", "shambaconnect", "kodi-rent"])}.co.ke`, updated_at: `2026-11-1${v}T0${r.int(0, 9)}:12:00Z`, comments_count: 2 + v, tags: ["api", r.pick(["webhooks", "b2c", "auth"])] }) },
  rel2: { tool: "webhook_deliveries", args: (id) => ({ app_id: "app_7Qm2", limit: 3 }), rec: (r, id, v) => ({ app_id: "app_7Qm2", endpoint: "https://hooks.duka-pay.co.ke/mpesa/callback", deliveries: Array.from({ length: 3 }, (_, i) => ({ id: `whd_${r.alnum(10)}`, status: v ? 200 : r.pick([401, 401, 502]), attempt: i + 1, at: `2026-11-1${v}T0${i}:0${r.int(0, 9)}:00Z` })) }) },
  search: {
    tool: "kb_search",
    key: "query",
    hit: (r, i) => ({ article_id: r.int(3000, 3999), title: r.pick(["Verifying webhook signatures", "ResultCode reference (B2C)", "Rotating API keys", "Callback URL requirements (HTTPS, 200 within 5s)"]), score: +(0.82 - i * 0.05).toFixed(3), locale: "en-ke" }),
    rew: ["webhook 401 signature", "webhook signature 401 error", "401 on webhook signature verification", "Webhook Signature 401", "callback signature rejected 401", "signature webhook 401 unauthorized", "webhook hmac 401"],
    refine: ["webhook", "webhook 401", "webhook 401 hmac timestamp tolerance", "webhook hmac clock skew 300s"],
  },
  list: { tool: "api_logs_search", args: (p) => ({ app_id: "app_7Qm2", route: "/v2/b2c/payments", page: p, size: 5 }), cursor: (r) => r.alnum(14), row: (r, i) => ({ ts: `2026-11-1${i % 9}T1${i % 10}:0${r.int(0, 9)}:${r.int(10, 59)}Z`, status: r.pick([200, 200, 400, 500]), result_code: r.pick(["0", "2001", "2040"]), latency_ms: r.int(80, 1900) }) },
  doc: {
    tool: "api_logs_tail",
    args: (from, to) => ({ app_id: "app_7Qm2", from_line: from, to_line: to }),
    lines: (r) => Array.from({ length: 52 }, (_, i) => `2026-11-12T09:${String(10 + Math.floor(i / 4)).padStart(2, "0")}:${String((i * 13) % 60).padStart(2, "0")}Z ${r.pick(["POST /v2/stkpush 200", "POST /v2/b2c/payments 200", "POST /v2/b2c/payments 400 ResultCode=2001 InitiatorInformationInvalid", "GET /v2/oauth/token 200", "POST /v2/stkpush 429"])} ${r.int(40, 900)}ms rid=${r.hex(12)}`),
  },
  job: { jid: (r) => `rpl_${r.alnum(10)}`, start: "webhook_replay", startArgs: (id) => ({ app_id: "app_7Qm2", since: "2026-11-12T00:00:00Z" }), status: "webhook_replay_status", statusArgs: (jid) => ({ replay_id: jid }), noun: "replay" },
  dep: { tool: "sandbox_call", args: (id, tv) => ({ method: "POST", path: "/v2/oauth/token", ...(tv ? { headers: { "X-Debug": tv % 2 ? "1" : "true" } } : {}), ...(tv > 1 ? { timeout_ms: 3000 * tv } : {}) }), host: "sandbox.api.paylink.co.ke", path: () => "/v2/oauth/token", fam: "http", errOpts: { code: 502, server: "awselb/2.0", error: "bad_gateway" }, ok: (r) => ({ access_token: `${r.alnum(8)}…`, expires_in: 3599 }) },
  wait: { tool: "sleep", key: "seconds" },
  agents: { tool: "consult_agent", names: ["integrations_agent", "billing_agent", "risk_agent"] },
  chat: { read: "zd_ticket_comments", post: "zd_ticket_reply", readArgs: () => ({ ticket_id: "58211", sort: "created_at" }), channel: "ticket-58211", channelId: "58211" },
  askTool: "ask_staff",
  askChannel: "slack#dev-support",
  askQs: ["May I replay the failed webhooks for {id} to the customer's endpoint (312 deliveries)?", "Approval needed: replay 312 webhook deliveries for {id}?", "Can I go ahead with the webhook replay for {id}?", "Please approve or reject the replay for {id}.", "Still waiting for a yes/no on the replay for {id}.", "Replay for {id}: go / no-go?"],
});

export const alertHygiene = makeKit({
  domain: "alert-hygiene-nds",
  lang: "Low German (Plattdüütsch)",
  framework: "single ReAct agent wired into Mattermost (chat-ops)",
  staff: "hauke.j",
  org: "a Hamburg container-terminal IT team",
  sys: "You are the alert-hygiene bot for the terminal operating system's monitoring (Prometheus rules in Git, applied with mimirtool; Loki; Mattermost channel ~ops-alarms). Reduce noisy alerts without hiding real incidents. Staff write in Low German; answer in Low German.",
  models: ["gpt-4.1-mini", "gpt-4o-mini"],
  styles: ["yaml", "text", "kv"],
  hosts: ["mimir-ruler", "loki-read", "prom-0"],
  T: {
    goals: ["Moin! Kiek di mal de Alarm-Regel `{id}` an, de geiht jümmers wedder los. Maak dat beter.", "De Alarm `{id}` hett vannacht dreemal bimmelt. Kiek, wat dor los is.", "Bring de Regel `{id}` op Stand un schriev dat in den Kanaal.", "Is `{id}` noch to fien instellt? Kiek mal na."],
    again: "Ik heff wat ännert, kiek noch mal na.",
    approve: "Jo, maak man.",
    done: "Fardig: {x}",
    giveup: "Ik heff dat mehrmals versöcht, aver dat klappt nich: {x}. Dor mutt en Minsch bikieken.",
  },
  id: (r) => r.pick(["CraneSpreaderPLCDown", "GateOCRLatencyHigh", "ReeferPowerLoss", "TOSQueueBacklog", "EDIInboundStalled"]),
  read: { tool: "alert_rule_get", key: "alert", args: (id) => ({ namespace: "tos", alert: id }), rec: (r, id, v) => ({ alert: id, expr: `${r.pick(["avg_over_time", "max_over_time"])}(tos_${id.toLowerCase()}_signal[5m]) > ${[0.5, 0.8, 0.8][Math.min(v, 2)]}`, for: ["1m", "5m", "10m"][Math.min(v, 2)], labels: { severity: r.pick(["page", "ticket"]), team: "tos" }, firing_last_24h: [r.int(14, 40), 6, 1][Math.min(v, 2)] }) },
  rel2: { tool: "promql", args: (id) => ({ query: `ALERTS{alertname="${id}"}`, range: "6h", step: "30m" }), rec: (r, id, v, run) => ({ status: "success", data: { resultType: "matrix", result: [{ metric: { alertname: id, alertstate: "firing", crane: `STS-${r.int(1, 14)}` }, values: Array.from({ length: 4 }, (_, i) => [Math.floor(run.clock.epoch() / 1800) * 1800 - (3 - i) * 1800, String(i % 2 ? 1 : v ? 0 : 1)]) }] } }) },
  search: {
    tool: "loki_query",
    key: "query",
    extra: { since: "6h", limit: 3 },
    hit: (r, i) => ({ ts: `2026-11-12T0${3 + i}:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(100, 999)}Z`, stream: { app: "plc-gateway", crane: `STS-${r.int(1, 14)}` }, line: r.pick(["modbus: read holding registers: i/o timeout (slave 3)", "reconnect ok after 2100ms", "heartbeat missed seq=88121"]) }),
    render: (run, q, hits) => (hits.length ? hits.map((h) => `${h.ts} {app="${h.stream.app}", crane="${h.stream.crane}"} ${h.line}`).join("\n") + `\n\nquery took ${run.r.int(80, 900)}ms, ${hits.length} lines` : `no results (query took ${run.r.int(80, 900)}ms)`),
    rew: ['{app="plc-gateway"} |= "timeout"', '{app="plc-gateway"} |= "i/o timeout"', '{app="plc-gateway"} |~ "timeout|timed out"', '{app="plc-gateway"} |= "Timeout"', '{app=~"plc-gateway"} |= "timeout"', '{app="plc-gateway"}  |= "timeout" ', '{app="plc-gateway"} |~ "(?i)timeout"'],
    refine: ['{app="plc-gateway"}', '{app="plc-gateway"} |= "modbus"', '{app="plc-gateway", crane="STS-7"} |= "modbus"', '{app="plc-gateway", crane="STS-7"} |= "slave 3"'],
  },
  list: { tool: "alertmanager_alerts", args: (p) => ({ filter: "team=tos", page: p }), cursor: (r) => r.alnum(12), row: (r, i) => ({ alertname: r.pick(["GateOCRLatencyHigh", "CraneSpreaderPLCDown", "ReeferPowerLoss"]), startsAt: `2026-11-12T0${i % 10}:${r.int(10, 59)}:00Z`, state: r.pick(["active", "suppressed"]), fingerprint: r.hex(16) }) },
  job: { jid: (r) => `bt-${r.hex(8)}`, start: "rule_backtest", startArgs: (id) => ({ alert: id, days: 14 }), status: "rule_backtest_status", statusArgs: (jid) => ({ backtest_id: jid }), log: "ci_job_log", logArgs: (jid) => ({ pipeline: jid, job: "promtool-test" }), noun: "backtest", failLog: (run, jid, fail) => `$ promtool test rules tests/tos_alerts_test.yml\nUnit Testing:  tests/tos_alerts_test.yml\n  FAILED:\n    alertname: CraneSpreaderPLCDown, time: 10m,\n        exp:[\n            0:\n              Labels:{alertname="CraneSpreaderPLCDown", crane="STS-7", severity="page", team="tos"}\n            ],\n        got:[]\nexit status 1\nrunner=gha-${run.r.hex(6)} duration=${run.r.int(20, 60)}s` },
  dep: { tool: "mimirtool_rules_list", args: (id, tv) => ({ namespace: "tos", ...(tv ? { address: ["http://mimir-ruler:8080", "http://mimir-ruler.monitoring:8080", "http://10.40.2.15:8080"][tv % 3] } : {}) }), host: "mimir-ruler.monitoring", path: () => "/prometheus/config/v1/rules/tos", fam: "go", errOpts: { port: 8080, ip: "10.40.2.15" }, ok: () => ({ namespaces: ["tos"], groups: 4 }) },
  wait: { tool: "sleep", key: "seconds" },
  lock: { tool: "ruler_sync_lock", args: () => ({ namespace: "tos" }), name: "ruler-sync/tos" },
  chat: { read: "mm_channel_read", post: "mm_post", readArgs: () => ({ channel: "ops-alarms", since: "last_read" }), channel: "ops-alarms", channelId: "8kq3w1z" },
  cfg: {
    apply: "mimirtool_rules_load",
    diff: "mimirtool_rules_diff",
    applyArgs: (m) => ({ namespace: "tos", file: "rules/tos.yaml", content: m }),
    diffArgs: () => ({ namespace: "tos", file: "rules/tos.yaml" }),
    applyOut: (run) => `level=info msg="updating group" namespace=tos group=cranes\nlevel=info msg="rule group loaded" group=cranes took=${run.r.int(20, 300)}ms`,
    diffOut: (run, diffs) => (diffs.length ? `Changes are indicated with the following symbols:\n  ~ updated\n\nThe following changes will be made if the provided rule set is synced:\n~ Namespace: tos\n  ~ Group: cranes\n${diffs.map((d) => `    - ${d.path}: ${d.live}\n    + ${d.path}: ${d.want}`).join("\n")}\n\nDiff Summary: 0 Groups Created, ${diffs.length} Groups Updated, 0 Groups Deleted` : "no changes detected"),
    norm: { path: "rules[0].for", live: "5m", want: "300s", manifest: "groups:\n- name: cranes\n  rules:\n  - alert: CraneSpreaderPLCDown\n    expr: avg_over_time(tos_cranespreaderplcdown_signal[5m]) > 0.8\n    for: 300s" },
    real: [{ path: "rules[0].expr", live: "... > 0.5", want: "... > 0.8" }, { path: "rules[0].labels.severity", live: "page", want: "ticket" }],
  },
});

export const llmEvals = makeKit({
  domain: "llm-evals-sd",
  lang: "Sindhi (Arabic script)",
  framework: "CrewAI crew (`eval_manager`, `judge_a`, `judge_b`, `judge_c`) with a hierarchical manager",
  staff: "sana.m",
  org: "a Karachi bank's chatbot team",
  sys: "Crew for regression-testing the bank's Sindhi/Urdu/English chatbot. eval_manager runs eval suites, reads results and asks the judges for verdicts; prompt changes ship only if the suite passes. Staff write in Sindhi; answer in Sindhi.",
  models: ["gpt-4o", "gpt-4o-mini", "gpt-4.1-mini"],
  styles: ["json", "pretty", "dots"],
  hosts: ["evals-api", "runner", "judge-pool"],
  multi: ["eval_manager", "judge_a", "judge_b", "judge_c"],
  worker: "eval_manager",
  mtWhat: "failing case ids",
  T: {
    goals: ["سلام! مهرباني ڪري eval رن {id} ڏسو ۽ ٻڌايو ته نئون prompt بهتر آهي يا نه.", "{id} واري ريگريشن جي وجهه ڳوليو.", "مهرباني ڪري {id} لاءِ eval ٻيهر هلايو ۽ رپورٽ ڏيو.", "{id} ۾ سنڌي جوابن جو معيار چيڪ ڪريو."],
    again: "مون ڪجهه تبديل ڪيو آهي، مهرباني ڪري ٻيهر چيڪ ڪريو.",
    approve: "ها، اڳتي هلو.",
    done: "مڪمل: {x}",
    giveup: "مون ڪيترائي ڀيرا ڪوشش ڪئي پر ڪامياب نه ٿيو: {x}. ڪنهن ماڻهوءَ کي ڏسڻو پوندو.",
  },
  id: (r) => `prompt-v${r.int(30, 59)}`,
  read: { tool: "prompt_get", key: "version", args: (id) => ({ name: "retail-assistant", version: id }), rec: (r, id, v) => ({ name: "retail-assistant", version: id, created_by: r.pick(["sana.m", "bilal.k"]), template_sha: r.hex(12), variables: ["customer_name", "lang", "products"], eval_status: ["not_run", "running", "passed"][Math.min(v, 2)], notes: "Sindhi greeting shortened; card-block flow moved up" }) },
  rel2: { tool: "compare_runs", args: (id) => ({ baseline: "prompt-v29", candidate: id, suite: "sd-ur-en-core" }), rec: (r, id, v) => ({ suite: "sd-ur-en-core", cases: 412, win: 120 + r.int(0, 30) + v * 9, loss: 60 + r.int(0, 20) - v * 5, tie: 200, by_lang: { sd: { delta: +(0.01 * (v - 1)).toFixed(2) }, ur: { delta: 0.02 }, en: { delta: 0.0 } } }) },
  search: {
    tool: "dataset_search",
    key: "text",
    extra: { dataset: "sd-ur-en-core" },
    hit: (r, i) => ({ case_id: `case-${r.int(1000, 1412)}`, lang: r.pick(["sd", "ur", "en"]), input: r.pick(["منهنجو ڪارڊ بلاڪ ڪريو", "ATM سے پیسے نہیں نکلے", "How do I change my PIN?", "بئلنس ڪيترو آهي؟"]), tags: ["card", r.pick(["block", "pin", "balance"])], score: +(0.8 - i * 0.05).toFixed(3) }),
    rew: ["card block sindhi", "block card sd", "ڪارڊ بلاڪ", "Card Block (Sindhi)", "sindhi card blocking", "block my card sindhi", "card-block sd cases"],
    refine: ["card", "card block", "card block lang:sd", "card block lang:sd failing"],
  },
  list: { tool: "eval_results", args: (p) => ({ run: "er_7d2", status: "fail", page: p, size: 5 }), cursor: (r) => r.alnum(10), row: (r, i) => ({ case_id: `case-${1000 + i}`, lang: r.pick(["sd", "ur", "en"]), metric: r.pick(["faithfulness", "lang_match", "policy"]), score: +(r() * 0.5).toFixed(2) }) },
  job: {
    jid: (r) => `er_${r.alnum(8)}`,
    start: "eval_run_start",
    startArgs: (id, a) => ({ suite: "sd-ur-en-core", prompt_version: id, ...(a > 1 ? { seed: 7 + a } : {}), ...(a > 2 ? { concurrency: 8 } : {}) }),
    status: "eval_run_status",
    statusArgs: (jid) => ({ run_id: jid }),
    log: "eval_run_failures",
    logArgs: (jid) => ({ run_id: jid, limit: 3 }),
    noun: "eval run",
    failLog: (run, jid, fail) => (fail.pass ? `run ${jid}: 0 gate failures (lang_match sd 0.97)` : `run ${jid}: GATE FAILED\n  gate lang_match[sd] >= 0.95 : got 0.81 (n=96)\n  sample failures:\n    case-1107 expected lang=sd got lang=ur  "آپ کا کارڈ بلاک کر دیا گیا ہے"\n    case-1212 expected lang=sd got lang=ur  "براہ کرم اپنا PIN درج کریں"\n    case-1318 expected lang=sd got lang=ur  "شکریہ، ہم آپ کی مدد کریں گے"\n  judge=${run.r.pick(["gpt-4o-2024-11-20", "gpt-4.1-2025-04-14"])} seed=${run.r.int(1, 99)} elapsed=${run.r.int(200, 700)}s`),
  },
  dep: { tool: "judge_pool_health", args: (id, tv) => ({ pool: ["default", "default", "eu", "fallback"][tv % 4], ...(tv > 1 ? { probe_timeout_s: 5 * tv } : {}) }), host: "judge-pool.evals.svc", path: () => "/healthz", fam: "grpc", errOpts: { port: 9090 }, ok: (r) => ({ healthy: 6, total: 6 }) },
  wait: { tool: "sleep", key: "seconds" },
  agents: { tool: "ask_coworker", key: "coworker", qkey: "question", names: ["judge_a", "judge_b", "judge_c"] },
  chat: { read: "slack_history", post: "slack_post", readArgs: () => ({ channel: "#bot-evals", oldest: "last_seen" }), channel: "bot-evals", channelId: "C05EVALS" },
});

export { table, uuid };
