// Domain kits, part B: RAG research assistant, on-call SRE, SQL analytics, document drafting.
import { cols, fmt, hash7, j, jp, table } from "./engine.mjs";

// ---------------------------------------------------------------- RAG research assistant (vector search with scores)
export const rag = {
  domain: "rag-research",
  make(r) {
    const srcs = ["EU AI Act (consolidated)", "NIST AI RMF 1.0", "ISO/IEC 42001:2023", "ENISA threat landscape 2025", "UK ICO AI guidance", "OECD AI principles", "Internal model policy v7", "Vendor DPA – Cohere", "Vendor DPA – OpenAI", "Board minutes 2026-09", "Audit report FY25", "Privacy impact assessment #14"];
    const ents = Array.from({ length: 48 }, (_, i) => ({ id: `doc_${r.hex(10)}`, title: srcs[i % 12] + (i >= 12 ? ` (${["annex", "commentary", "summary"][Math.floor(i / 12) - 1]})` : ""), chunk: r.int(3, 180), text: `${r.pick(["Providers of high-risk AI systems shall", "The organization should", "Deployers must", "Where personal data is processed, the controller shall", "The risk management system shall"])} ${r.pick(["keep logs automatically generated for at least six months", "document the intended purpose and foreseeable misuse", "ensure human oversight measures are proportionate", "carry out a fundamental rights impact assessment", "notify serious incidents within 15 days", "maintain an inventory of AI systems in use"])}.`, page: r.int(1, 220) }));
    const coll = r.pick(["policy-corpus-v3", "compliance_kb", "legal-2026"]);
    const docLines = ["# Draft: AI governance gap analysis", "", ...Array.from({ length: 135 }, (_, i) => r.pick([`- Requirement R${i + 1}: ${r.pick(["logging", "human oversight", "incident reporting", "data governance", "transparency notice", "conformity assessment"])} — status: ${r.pick(["met", "partly met", "gap", "unknown"])}`, `  Evidence: ${r.pick(srcs)} p.${r.int(1, 200)}`, `  Owner: ${r.pick(["Legal", "ML Platform", "Security", "DPO"])}`, ""]))];
    const errs = ["[3] cites doc_unknown: no such document in collection", "Claim 'six months log retention' has no supporting citation", "[7] page 412 out of range (document has 212 pages)", "Duplicate citation [2] and [5] point to the same chunk"];
    const hitsOut = (n, hits, jit) => hits.map((h, i) => `${i + 1}. score=${(0.89 - i * 0.031 + (jit ? n.r.float(-0.002, 0.002, 4) * 1 : 0)).toFixed(4)}  ${h.id}#${h.chunk}  "${h.title}" p.${h.page}\n   ${h.text}`).join("\n");
    return {
      system: `You are a research assistant over the '${coll}' vector collection (embeddings: text-embedding-3-large, 3072d). Tools: vector_search, fetch_chunk, doc_meta, save_note, list_documents, ingest_status, read_draft, edit_draft, citation_check, sleep. Always cite chunk ids.`,
      ents,
      task: {
        lookup: `Summarize what ${ents[0].title} says about log retention.`,
        batch: "For each document in the collection tagged 'vendor', record its retention clause in the notes.",
        search: "What is the required log retention period for high-risk AI systems, and where does it come from?",
        page: "List every document in the collection added since October with its source type.",
        poll: "Re-index the collection with the new chunker and tell me when it is searchable.",
        doc: "Read the gap-analysis draft and list every requirement still marked 'gap'.",
        fix: "Fix the citations in the gap-analysis draft so the citation checker passes.",
        chat: "Agree with the critic agent on the final answer about incident-reporting deadlines.",
        general: "Write a one-page brief on our obligations under the AI Act with citations.",
        monitor: "The nightly ingestion is running; check the index size a few times and tell me if it stalls.",
      },
      get: (e) => ({ name: "fetch_chunk", args: { doc_id: e.id, chunk: e.chunk }, out: (n) => jp({ doc_id: e.id, chunk: e.chunk, title: e.title, page: e.page, text: `${e.text} ${e.text.replace(/shall|must|should/, "may not")}`, tokens: 180 + (e.chunk % 90), retrieved_in_ms: n.ms(3, 80), shard: `shard-${n.int(0, 7)}` }) }),
      check: (e) => ({ name: "doc_meta", args: { doc_id: e.id }, out: (n) => jp({ doc_id: e.id, title: e.title, pages: 212, chunks: 240 + (e.page % 40), source: "upload", ingested_at: "2026-10-14T09:12:00Z", checksum: `sha256:${e.id.slice(4)}${"0".repeat(8)}`, _trace: n.hex(16) }) }),
      act: (e) => ({ name: "save_note", args: { key: e.title, text: `${e.text} [${e.id}#${e.chunk}]` }, out: (n) => `note saved (${n.int(1, 60)} notes in session, rev ${n.hex(6)})` }),
      reject: (e) => ({ name: "save_note", args: { key: e.title, text: e.text, citation: `${e.id}#${e.chunk + 900}` }, error: true, out: (n) => `ValidationError: citation ${e.id}#${e.chunk + 900} does not resolve (document has ${240 + (e.page % 40)} chunks) [trace ${n.hex(12)}]` }),
      noop: [{ include_metadata: true }, { namespace: "" }, { rerank: false }],
      search: (q, hits, x = {}) => ({ name: "vector_search", args: { query: q, top_k: 5, ...(x.extra ?? {}) }, out: (n) => hits.length ? `Top ${hits.length} of ${coll} (latency ${n.ms(40, 300)} ms, query_id ${n.uuid()}):\n${hitsOut(n, hits, true)}` : `No results above similarity threshold 0.75 (best=${n.r.float(0.41, 0.58, 3)}). query_id ${n.uuid()}` }),
      q: {
        same: ["log retention period high-risk AI", "how long must logs of high risk AI systems be kept", "retention of automatically generated logs, high-risk systems", "high-risk AI log keeping duration", "minimum period for keeping AI system logs", "record-keeping obligation logs retention high risk", "how many months logs AI Act"],
        empty: ["log retention for general purpose AI models in sandbox", "GPAI sandbox log keeping", "regulatory sandbox logs retention period", "sandbox participant logging duration", "AI sandbox records keeping months", "GPAI sandbox audit trail retention", "retention sandbox experiments logs"],
        refine: ["retention", "log retention", "log retention high-risk", "log retention high-risk deployer obligations"],
      },
      list: (p) => ({ name: "list_documents", args: { collection: coll, added_after: "2026-10-01", ...(p.cursor ? { cursor: p.cursor } : {}), limit: 8 }, out: (n) => jp({ documents: p.rows.map((h) => ({ id: h.id, title: h.title, source: h.page % 2 ? "upload" : "crawler" })), next_cursor: p.next || null, total: p.total, took_ms: n.ms(5, 90) }) }),
      job: {
        start: () => ({ name: "ingest_status", args: { action: "reindex", collection: coll, chunker: "semantic-v2" }, out: (n) => jp({ job: `reidx_${n.hex(8)}`, status: "accepted" }) }),
        status: (st) => ({ name: "ingest_status", args: { collection: coll }, out: (n) => `job reidx: ${st.done ? "COMPLETED" : st.state}  docs ${st.done ? 1840 : Math.round(18.4 * st.pct)}/1840  vectors ${st.done ? 212880 : Math.round(2128.8 * st.pct)}  ${st.detail ?? ""}\nlast_heartbeat=${n.iso()} worker=embed-${n.lower(5)} rate=${st.done || st.state === "INDEXING" ? n.int(30, 60) : 0} docs/min` }),
        stuck: "INDEXING",
        stuckDetail: "(waiting: embedding API quota exhausted, resets 00:00 UTC)",
        states: ["QUEUED", "INDEXING", "INDEXING"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `ok (${s} s)` }),
      fail: (e, i) => ({ name: "vector_search", args: { query: ["log retention high-risk", "retention obligations deployers", "Article 19 logs", "record keeping six months"][i % 4], top_k: 5 + (i % 3) * 5 }, error: true, out: (n) => `QdrantException: Unexpected Response: 503 (Service Unavailable)\nRaw response content:\nb'upstream connect error or disconnect/reset before headers. retried and the latest reset reason: remote connection failure, transport failure reason: delayed connect error: 111'\n(x-request-id: ${n.uuid()}, ${n.ms(1, 30)} ms)` }),
      transient: (e, ra) => ({ name: "fetch_chunk", args: { doc_id: e.id, chunk: e.chunk }, error: true, out: (n) => `RateLimitError: 429 embedding quota exceeded; retry after ${ra}s (request ${n.uuid()})` }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_draft", args: { file: "gap_analysis.md", start_line: s + 1, num_lines: k }, out: (n) => `${docLines.slice(s, s + k).map((l, i) => `${s + i + 1}| ${l}`).join("\n")}\n-- lines ${s + 1}-${Math.min(s + k, docLines.length)} of ${docLines.length} (rev ${hash7(docLines.join("\n"))}) --` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "edit_draft", args: { file: "gap_analysis.md", find: ["[3]", "six months log retention", "[7]", "[5]"][errs.indexOf(err)], replace: [`[3: ${ents[2].id}#12]`, `six months log retention [${ents[1].id}#${ents[1].chunk}]`, "[7: p.112]", "[5: removed]"][errs.indexOf(err)] + (i > 3 ? " " : "") }, out: (n) => `applied 1 edit to gap_analysis.md (${n.int(1, 3)} lines)` }),
        test: (left) => ({ name: "citation_check", args: { file: "gap_analysis.md" }, out: (n) => `citation_check v0.9 — gap_analysis.md — ${fmt.hms(n.now())}\n${left.length ? left.map((x) => `ERROR ${x}`).join("\n") : "all 23 citations resolve"}\n${left.length} error(s), ${n.int(0, 2)} warning(s) in ${n.ms(100, 900)} ms` }),
      },
      monitor: { start: 180000, step: 9000, call: (v) => ({ name: "ingest_status", args: { collection: coll, stats: true }, out: (n) => jp({ status: "yellow", vectors_count: Math.round(v), indexed_vectors_count: Math.round(v * 0.97), segments_count: 8, optimizer_status: "ok", time: n.ms(1, 9) / 1000 }) }) },
      chat: { peer: "critic", third: "researcher_2", stance: "serious incidents must be reported within 15 days, per the AI Act", peerStance: "the answer is incomplete: there are shorter deadlines for deaths and critical infrastructure", points: ["the general deadline is 15 days after awareness", "2 days for widespread infringements or critical infrastructure", "10 days in the event of death", "the internal policy mirrors the 15-day rule only", "agreed: give all three deadlines and flag the policy gap"] },
    };
  },
};

// ---------------------------------------------------------------- on-call SRE (kubectl, PromQL, logs)
export const sre = {
  domain: "sre-oncall",
  make(r) {
    const svcs = ["checkout", "cart", "payments", "search", "inventory", "pricing", "auth", "notifications", "recommendations", "orders", "shipping", "gateway"];
    const ns = r.pick(["prod", "shop-prod", "production"]);
    const ents = Array.from({ length: 44 }, (_, i) => ({ id: svcs[i % 12] + (i >= 12 ? `-${["worker", "api", "cron"][Math.floor(i / 12) - 1]}` : ""), rs: r.hex(10).slice(0, 9), pods: r.int(2, 6), restarts: r.int(0, 3), cpu: r.float(0.05, 1.8, 3), p99: r.float(0.08, 2.4, 3), err: r.float(0, 0.02, 4), img: `v2.${r.int(10, 60)}.${r.int(0, 9)}` }));
    const podName = (e, k, n) => `${e.id}-${e.rs}-${k < e.pods - 1 || !n ? ["x7kqp", "m2v9c", "b4n8d", "t6w1z", "p3s5f", "r8y2h"][k] : n.lower(5)}`;
    const age = (n, base) => { const m = Math.floor((n.now() / 60000) % 600) + base; return m > 120 ? `${Math.floor(m / 60)}h${m % 60}m` : `${m}m`; };
    const docLines = [`# Runbook: ${ents[0].id} elevated 5xx`, "", ...Array.from({ length: 125 }, (_, i) => r.pick([`${i + 1}. ${r.pick(["Check", "Verify", "Compare", "Inspect"])} ${r.pick(["the HPA status", "recent deploys in #deploys", "upstream latency in the Envoy dashboard", "connection pool saturation (db_pool_in_use)", "the PodDisruptionBudget", "node pressure conditions"])}.`, "```", `kubectl -n ${ns} ${r.pick(["get hpa", "rollout history deploy/" + ents[0].id, "top pods", "describe pdb"])}`, "```", `> If ${r.pick(["error rate > 5%", "p99 > 2s", "restarts climbing"])}: ${r.pick(["roll back", "page the owning team", "scale up by 2", "fail over to eu-west-2"])}.`]))];
    const errs = ["values.yaml: resources.limits.memory: Invalid value: \"512Mi \": quantities must match the regular expression", "templates/hpa.yaml: spec.metrics[0].resource.target.averageUtilization: Required value", "templates/deployment.yaml: spec.template.spec.containers[0].readinessProbe.httpGet.port: Invalid value: \"http-metrics\": no such port", "values.yaml: podDisruptionBudget.minAvailable (4) exceeds replicaCount (3)"];
    const prom = (n, q, res) => jp({ status: "success", data: { resultType: "vector", result: res.map(([m, v]) => ({ metric: m, value: [Number((n.now() / 1000).toFixed(3)), v] })) }, stats: { seriesFetched: String(res.length), executionTimeMsec: n.int(2, 90) } });
    return {
      system: `You are the on-call SRE agent for the shop platform (cluster eks-prod-euw1, namespace ${ns}). Tools: kubectl, promql, logs_query, read_runbook, edit_file, helm_lint, sleep. Read-only unless the incident commander approves a change.`,
      ents,
      task: {
        lookup: `Alert: ${ents[0].id} 5xx ratio above 2%. Take a look.`,
        batch: "Before the freeze, check every deployment in the namespace for pods not running the latest image.",
        search: `Find the log lines explaining the ${ents[0].id} timeouts in the last hour.`,
        page: "List all firing alerts from Alertmanager and group them by service.",
        poll: `Roll out ${ents[0].id} ${ents[0].img} and confirm the rollout completes.`,
        doc: `Follow the runbook for ${ents[0].id} elevated 5xx.`,
        fix: `helm lint fails on the ${ents[0].id} chart after the resource bump. Fix the chart.`,
        chat: "Incident channel: agree with the database agent on whether to fail over.",
        general: `Investigate the latency regression on ${ents[0].id} since this morning and write up findings.`,
        monitor: `The fix for ${ents[0].id} is deployed; watch the error rate for the next 20 minutes and report.`,
      },
      get: (e) => ({ name: "kubectl", args: { command: `get pods -n ${ns} -l app=${e.id} -o wide` }, out: (n) => (n.r.chance(0.2) ? `I${fmt.date(n.now()).slice(5).replace("-", "")} ${fmt.hmsms(n.now())}${n.int(100, 999)}   ${n.int(20000, 90000)} request.go:697] Waited for ${n.r.float(1, 3, 9)}s due to client-side throttling, not priority and fairness, request: GET:https://${n.hex(32).toUpperCase()}.gr7.eu-west-1.eks.amazonaws.com/api/v1/namespaces/${ns}/pods?labelSelector=app%3D${e.id}\n` : "") + cols(["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE"], Array.from({ length: e.pods }, (_, k) => [podName(e, k), "1/1", "Running", k === 0 && e.restarts ? `${e.restarts} (${age(n, 3)} ago)` : "0", age(n, 40 + k * 7), `10.42.${(k * 37 + e.pods) % 250}.${(k * 11 + 3) % 250}`, `ip-10-0-${(k * 13) % 90}-${(k * 29) % 250}.eu-west-1.compute.internal`])) }),
      check: (e) => ({ name: "promql", args: { query: `sum(rate(http_requests_total{service="${e.id}",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="${e.id}"}[5m]))` }, out: (n) => prom(n, "", [[{ service: e.id }, e.err]]) }),
      act: (e) => ({ name: "kubectl", args: { command: `annotate deploy/${e.id} -n ${ns} freeze.shop/checked=true --overwrite` }, out: () => `deployment.apps/${e.id} annotated` }),
      reject: (e) => ({ name: "kubectl", args: { command: `scale deploy/${e.id} -n ${ns} --replicas=${e.pods + 2}` }, error: true, out: (n) => `Error from server (Forbidden): admission webhook "validate.kyverno.svc-fail" denied the request:\n\nresource Deployment/${ns}/${e.id} was blocked due to the following policies\n\nchange-freeze:\n  block-scaling: 'Scaling is blocked during the change freeze (ends 2026-12-08T06:00Z). Request id ${n.uuid()}'` }),
      noop: [{ context: "eks-prod-euw1" }, { timeout: "30s" }, { output: "wide" }],
      search: (q, hits) => ({ name: "logs_query", args: { logql: `{namespace="${ns}", app="${ents[0].id}"} |= "${q}"`, since: "1h", limit: 20 }, out: (n) => hits.length ? hits.map((h, i) => `${fmt.isoMs(n.now() - (i + 1) * 61000 - (h.pods * 997))} ${podName(ents[0], i % ents[0].pods)} level=error msg="upstream ${h.id}: context deadline exceeded" trace_id=${h.rs}${h.rs.slice(0, 7)} dur=${h.p99}s`).join("\n") + `\n(${hits.length} lines, scanned ${n.int(40, 300)} MB in ${n.ms(200, 3000)} ms)` : `(0 lines, scanned ${n.int(40, 300)} MB in ${n.ms(200, 3000)} ms)` }),
      q: {
        same: ["deadline exceeded", "context deadline exceeded", "deadline exceeded\"", "DeadlineExceeded", "deadline_exceeded", "context deadline", "deadline exceeded (Client.Timeout"],
        empty: ["connection refused", "dial tcp", "i/o timeout", "no healthy upstream", "ECONNRESET", "503 UH", "circuit breaker open"],
        refine: ["error", "level=error", "level=error upstream", "deadline exceeded"],
      },
      list: (p) => ({ name: "kubectl", args: { command: `get --raw "/api/v1/namespaces/monitoring/services/alertmanager:9093/proxy/api/v2/alerts?active=true&limit=8&offset=${p.offset}"` }, out: (n) => jp(p.rows.map((h) => ({ labels: { alertname: ["HighErrorRate", "PodCrashLooping", "HighLatencyP99", "KubeHpaMaxedOut"][h.pods % 4], service: h.id, severity: h.restarts > 1 ? "page" : "ticket" }, startsAt: fmt.iso(Date.UTC(2026, 11, 5, 6, h.pods * 7)), fingerprint: h.rs + "0000000" }))) + `\n# offset=${p.shownOffset} returned=${p.rows.length} total=${p.total}` }),
      job: {
        start: () => ({ name: "kubectl", args: { command: `set image deploy/${ents[0].id} app=registry.shop/${ents[0].id}:${ents[0].img} -n ${ns}` }, out: () => `deployment.apps/${ents[0].id} image updated` }),
        status: (st) => ({ name: "kubectl", args: { command: `rollout status deploy/${ents[0].id} -n ${ns} --timeout=60s` }, error: !st.done && st.state === "stuck", out: (n) => st.done ? `deployment "${ents[0].id}" successfully rolled out` : st.state === "stuck" ? `Waiting for deployment "${ents[0].id}" rollout to finish: 1 of 4 updated replicas are available...\nerror: timed out waiting for the condition\n# new pod ${ents[0].id}-${n.hex(10).slice(0, 9)}-${n.lower(5)}: CrashLoopBackOff (back-off ${n.pick([40, 80, 160, 300])}s restarting failed container)` : `Waiting for deployment "${ents[0].id}" rollout to finish: ${Math.max(1, Math.round(st.pct / 25))} of 4 updated replicas are available...` }),
        stuck: "stuck",
        states: ["progress", "progress", "progress"],
        coarse: 4,
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: "promql", args: { query: [`histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service="${e.id}"}[5m])))`, `up{service="${e.id}"}`, `sum(rate(http_requests_total{service="${e.id}"}[1m]))`][i % 3] }, error: true, out: (n) => `Post "http://prometheus-k8s.monitoring.svc:9090/api/v1/query": dial tcp 10.100.${n.int(0, 3)}.${n.int(2, 250)}:9090: i/o timeout (Client.Timeout exceeded while awaiting headers)` }),
      transient: (e, ra) => ({ name: "kubectl", args: { command: `get pods -n ${ns} -l app=${e.id} -o wide` }, error: true, out: (n) => `Error from server (TooManyRequests): the server has received too many requests and has asked us to try again later (get pods) — Retry-After: ${ra}` }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_runbook", args: { path: `runbooks/${ents[0].id}-5xx.md`, offset: s, limit: k }, out: (n) => `${docLines.slice(s, s + k).join("\n")}\n\n[${s + 1}-${Math.min(s + k, docLines.length)}/${docLines.length} · git ${hash7(docLines.join("\n"))}]` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "edit_file", args: { path: `charts/${ents[0].id}/${err.split(":")[0]}`, old: ["512Mi ", "averageUtilization:", "port: http-metrics", "minAvailable: 4"][errs.indexOf(err)], new: ["512Mi", "averageUtilization: 70", "port: http", "minAvailable: 2"][errs.indexOf(err)] + (i > 3 ? "\n" : "") }, out: () => "ok: 1 replacement" }),
        test: (left) => ({ name: "helm_lint", args: { chart: `charts/${ents[0].id}`, strict: true }, out: (n) => `==> Linting charts/${ents[0].id}\n[INFO] Chart.yaml: icon is recommended\n${left.map((x) => `[ERROR] ${x}`).join("\n")}\n\nError: 1 chart(s) linted, ${left.length ? 1 : 0} chart(s) failed${left.length ? "" : "\n(ok)"}  [${n.ms(200, 1800)}ms]` }),
      },
      monitor: { start: 0.031, step: 0.006, dir: -1, call: (v) => ({ name: "promql", args: { query: `sum(rate(http_requests_total{service="${ents[0].id}",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="${ents[0].id}"}[5m]))` }, out: (n) => prom(n, "", [[{ service: ents[0].id }, Math.max(0, v).toFixed(5)]]) }) },
      chat: { peer: "db_agent", third: "incident_commander", stance: "we should fail the orders DB over to the replica now", peerStance: "failover is premature: replication lag is 40s and the primary is still serving reads", points: ["write latency on the primary is 1.8s p99", "replication lag has dropped to 3s", "the slow queries come from one missing index after the deploy", "rolling back the deploy is cheaper than failover", "agreed: roll back, no failover"] },
    };
  },
};

// ---------------------------------------------------------------- SQL analytics (warehouse console)
export const sql = {
  domain: "sql-analytics",
  make(r) {
    const wh = r.pick(["snowflake", "bigquery", "postgres"]);
    const ents = Array.from({ length: 46 }, (_, i) => ({ id: 10000 + i * 1900 + r.int(0, 1800), name: `${["Orchid", "Vertex", "Pioneer", "Nimbus", "Granite", "Solace", "Tundra", "Wren"][i % 8]} ${["Foods", "Logistics", "Health", "Labs", "Retail", "Energy"][Math.floor(i / 8) % 6]}`, mrr: r.int(200, 40000), seats: r.int(3, 900), churn: r.float(0.01, 0.6, 3), plan: r.pick(["pro", "team", "enterprise"]), ctry: r.pick(["US", "DE", "FR", "GB", "BR", "IN", "JP"]) }));
    const foot = (n, rows) => wh === "snowflake" ? `\n${rows} Row(s) produced. Time Elapsed: ${n.r.float(0.1, 9, 3)}s · query_id ${n.uuid()}` : wh === "bigquery" ? `\nJob ${n.pick(["bquxjob_", "job_"])}${n.hex(8)}_${n.hex(12)} · ${n.int(1, 900)} MB processed · slot ms ${n.int(100, 90000)}` : `\nTime: ${n.r.float(0.4, 900, 3)} ms`;
    const q1 = (e) => `SELECT account_id, name, plan, seats, mrr, churn_score, country FROM analytics.dim_accounts WHERE account_id = ${e.id};`;
    const docLines = ["-- models/marts/fct_revenue.sql (dbt)", "{{ config(materialized='incremental', unique_key='invoice_line_id') }}", "", ...Array.from({ length: 130 }, (_, i) => r.pick([`    , ${r.pick(["li.amount", "li.currency", "fx.rate", "inv.issued_at", "acc.segment", "li.discount"])} AS ${r.pick(["amount", "currency", "fx_rate", "issued_at", "segment", "discount"])}_${i}`, `LEFT JOIN {{ ref('${r.pick(["stg_invoices", "stg_fx_rates", "dim_accounts", "stg_credit_notes"])}') }} ${r.pick(["inv", "fx", "acc", "cn"])} USING (${r.pick(["invoice_id", "account_id", "currency"])})`, `-- ${r.pick(["TODO: handle credit notes", "FX at issue date, not payment date", "excludes test accounts", "late-arriving lines handled by lookback"])}`, `WHERE ${r.pick(["inv.status <> 'void'", "NOT acc.is_test", "li.amount <> 0"])}`]))];
    const errs = ["unique_fct_revenue_invoice_line_id (Got 14 results, configured to fail if != 0)", "not_null_fct_revenue_fx_rate (Got 208 results, configured to fail if != 0)", "accepted_values_fct_revenue_currency__USD__EUR__GBP (Got 3 results)", "relationships_fct_revenue_account_id__account_id__ref_dim_accounts_ (Got 2 results)"];
    return {
      system: `You are a SQL analytics agent on the ${wh} warehouse (database ANALYTICS). Tools: run_sql, describe_table, read_file, edit_file, dbt (run/test), query_status, sleep. Prefer small, limited queries.`,
      ents,
      task: {
        lookup: `Pull the account details for account ${ents[0].id}.`,
        batch: "For each account on the at-risk list, compute the 90-day seat utilisation and write it to the review sheet.",
        search: "Which table has the marketing attribution touchpoints? I need first-touch channel per account.",
        page: "Export all enterprise accounts with churn_score above 0.4 — there are a lot, page through them.",
        poll: "Run the full backfill of fct_revenue for 2024-2026 and tell me when it is done.",
        doc: "Read the fct_revenue model and explain how FX conversion is done.",
        fix: "dbt test fails on fct_revenue after the credit-notes change. Fix the model until the tests pass.",
        chat: "Agree with the finance analyst agent on the definition of net revenue retention.",
        general: "Build the weekly churn-risk report: top accounts by risk, their MRR and owners.",
        monitor: "The ingestion of today's events is lagging; check the row count of raw.events every few minutes.",
      },
      get: (e) => ({ name: "run_sql", args: { sql: q1(e) }, out: (n) => table(["account_id", "name", "plan", "seats", "mrr", "churn_score", "country"], [[e.id, e.name, e.plan, e.seats, e.mrr, e.churn, e.ctry]]) + foot(n, 1) }),
      check: (e) => ({ name: "run_sql", args: { sql: `SELECT date_trunc('month', day) AS month, avg(active_seats)::int AS seats FROM analytics.fct_seat_usage WHERE account_id = ${e.id} AND day >= current_date - 90 GROUP BY 1 ORDER BY 1;` }, out: (n) => table(["month", "seats"], [["2026-09-01", Math.round(e.seats * 0.7)], ["2026-10-01", Math.round(e.seats * 0.66)], ["2026-11-01", Math.round(e.seats * 0.61)]]) + foot(n, 3) }),
      act: (e) => ({ name: "run_sql", args: { sql: `INSERT INTO sandbox.at_risk_review (account_id, util_90d, checked_by) VALUES (${e.id}, ${(0.61 + (e.seats % 30) / 100).toFixed(2)}, 'agent');` }, out: (n) => wh === "postgres" ? `INSERT 0 1\nTime: ${n.r.float(1, 40, 3)} ms` : `1 row inserted.${foot(n, 1)}` }),
      reject: (e) => ({ name: "run_sql", args: { sql: `UPDATE analytics.dim_accounts SET owner = 'csm-queue' WHERE account_id = ${e.id};` }, error: true, out: (n) => wh === "postgres" ? `ERROR:  permission denied for table dim_accounts\nTime: ${n.r.float(0.3, 3, 3)} ms` : `SQL access control error: Insufficient privileges to operate on table 'DIM_ACCOUNTS'. (query_id ${n.uuid()})` }),
      noop: [{ limit: null }, { dry_run: false }, { use_cache: true }],
      search: (q, hits) => ({ name: "run_sql", args: { sql: `SELECT table_schema, table_name, column_name FROM information_schema.columns WHERE ${q} ORDER BY 1,2 LIMIT 50;` }, out: (n) => table(["table_schema", "table_name", "column_name"], hits.map((h, i) => [["marketing", "staging", "analytics"][h.id % 3], ["touchpoints", "stg_hubspot_touches", "fct_attribution"][i % 3], ["channel", "first_touch_channel", "touch_channel"][i % 3]])) + foot(n, hits.length) }),
      q: {
        same: ["column_name ILIKE '%touch%'", "lower(column_name) LIKE '%touch%'", "column_name ILIKE '%Touch%'", "column_name ~* 'touch'", "column_name ILIKE '%touch%' AND table_schema <> 'pg_catalog'", "column_name ILIKE '%touch%' OR column_name ILIKE '%touches%'", "column_name ILIKE '%TOUCH%'"],
        empty: ["column_name ILIKE '%attribution_channel%'", "column_name ILIKE '%utm_source_first%'", "column_name ILIKE '%first_channel%'", "column_name ILIKE '%acq_channel%'", "table_name ILIKE '%attrib_v2%'", "column_name ILIKE '%lead_source_orig%'", "column_name ILIKE '%origin_channel%'"],
        refine: ["column_name ILIKE '%channel%'", "column_name ILIKE '%channel%' AND table_schema = 'marketing'", "column_name ILIKE '%touch%' AND table_schema = 'marketing'", "column_name ILIKE '%first_touch%'"],
      },
      list: (p) => ({ name: "run_sql", args: { sql: `SELECT account_id, name, mrr, churn_score FROM analytics.dim_accounts WHERE plan = 'enterprise' AND churn_score > 0.4 ORDER BY account_id LIMIT 8 OFFSET ${p.offset};` }, out: (n) => table(["account_id", "name", "mrr", "churn_score"], p.rows.map((h) => [h.id, h.name, h.mrr, (0.4 + Number(h.churn) / 2).toFixed(3)])) + foot(n, p.rows.length) }),
      job: {
        start: () => ({ name: "dbt", args: { command: "run --select fct_revenue --full-refresh --vars '{start: 2024-01-01}'", background: true }, out: (n) => `started background run ${n.uuid()}` }),
        status: (st) => ({ name: "query_status", args: { run: "fct_revenue_backfill" }, out: (n) => `${fmt.hms(n.now())}  1 of 1 ${st.done ? "OK created sql incremental model analytics.fct_revenue ......... [SUCCESS 4312097 in 1843.22s]" : `RUNNING incremental model analytics.fct_revenue  partitions ${Math.round(st.pct * 0.36)}/36  ${st.detail ?? `rows ${Math.round(st.pct * 43121)}`}`}\nwarehouse load: ${n.int(10, 95)}% · queued queries: ${n.int(0, 6)}` }),
        stuck: "RUNNING",
        stuckDetail: "blocked: waiting for lock on analytics.fct_revenue held by pid 48211 (VACUUM)",
        states: ["RUNNING"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: "run_sql", args: { sql: i % 2 ? q1(e) : `SELECT count(*) FROM analytics.fct_seat_usage WHERE account_id = ${e.id};` }, error: true, out: (n) => wh === "snowflake" ? `000606 (57P03): No active warehouse selected in the current session. Warehouse 'ANALYTICS_WH' cannot be resumed because resource monitor 'RM_MONTHLY' has exceeded its quota.\nquery_id ${n.uuid()}` : wh === "bigquery" ? `403 Quota exceeded: Your project exceeded quota for concurrent queries. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas\n\nLocation: EU\nJob ID: job_${n.alnum(22)}` : `psql: error: connection to server at "warehouse.internal" (10.8.${n.int(0, 9)}.${n.int(2, 90)}), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections` }),
      transient: (e, ra) => ({ name: "run_sql", args: { sql: q1(e) }, error: true, out: (n) => `Error: 429 rate limited by query gateway (tenant analytics). Retry in ${ra}s. trace=${n.hex(16)}` }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_file", args: { path: "models/marts/fct_revenue.sql", offset: s, limit: k }, out: () => docLines.slice(s, s + k).map((l, i) => `${String(s + i + 1).padStart(4)}  ${l}`).join("\n") + (s + k >= docLines.length ? "\n(EOF)" : "") }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "edit_file", args: { path: "models/marts/fct_revenue.sql", old: ["SELECT li.*", "fx.rate AS fx_rate", "li.currency AS currency", "USING (account_id)"][errs.indexOf(err)], new: ["SELECT DISTINCT ON (li.invoice_line_id) li.*", "coalesce(fx.rate, 1.0) AS fx_rate", "upper(li.currency) AS currency", "USING (account_id) WHERE acc.account_id IS NOT NULL"][errs.indexOf(err)] + (i > 3 ? " " : "") }, out: () => "edited 1 occurrence" }),
        test: (left) => ({ name: "dbt", args: { command: "test --select fct_revenue" }, out: (n) => `${fmt.hms(n.now())}  Running with dbt=1.8.7\n${fmt.hms(n.now())}  Found 31 models, 112 data tests, 9 sources\n${fmt.hms(n.now())}  Concurrency: 8 threads (target='prod')\n${errs.map((x, i) => `${fmt.hms(n.now())}  ${i + 1} of 4 ${left.includes(x) ? "FAIL" : "PASS"} ${x.split(" ")[0]} ${".".repeat(12)} [${left.includes(x) ? "FAIL " + x.match(/Got (\d+)/)[1] : "PASS"} in ${n.r.float(0.3, 4)}s]`).join("\n")}\n${fmt.hms(n.now())}  Done. PASS=${4 - left.length} WARN=0 ERROR=${left.length} SKIP=0 TOTAL=4` }),
      },
      monitor: { start: 4100000, step: 260000, call: (v) => ({ name: "run_sql", args: { sql: "SELECT count(*) FROM raw.events WHERE event_date = current_date;" }, out: (n) => table(["count"], [[Math.round(v)]]) + foot(n, 1) }) },
      chat: { peer: "finance_analyst", third: "data_lead", stance: "NRR should be computed on MRR including expansion and excluding new logos", peerStance: "NRR has to be on recognised revenue, not MRR, to match the board pack", points: ["the board pack uses ARR snapshots, which is 12x MRR", "so MRR-based NRR matches the board definition", "credit notes must be netted in the month issued", "new logos excluded for 12 months", "agreed: MRR-based, credit notes netted, new logos excluded"] },
    };
  },
};

// ---------------------------------------------------------------- document drafting with file edits
export const drafting = {
  domain: "doc-drafting",
  make(r) {
    const secs = ["executive-summary", "background", "scope", "methodology", "timeline", "budget", "risks", "staffing", "governance", "appendix-a", "appendix-b", "references"];
    const ents = Array.from({ length: 40 }, (_, i) => ({ id: `proposal/${String(i % 12 + 1).padStart(2, "0")}-${secs[i % 12]}${i >= 12 ? `-${Math.floor(i / 12)}` : ""}.md`, words: r.int(150, 1400), head: secs[i % 12].replace("-", " "), todo: r.int(0, 4), line1: r.pick(["This section describes", "We propose", "The consortium will", "Our approach builds on"]) }));
    const docLines = ["# Request for Proposal RFP-2026-118 — Municipal data platform", "", ...Array.from({ length: 160 }, (_, i) => r.pick([`${Math.floor(i / 12) + 1}.${i % 12 + 1} The bidder shall ${r.pick(["describe its hosting model", "provide three references from public bodies", "state a fixed price for phase 1", "name a data protection officer", "commit to a 99.5% availability target", "deliver training for 40 staff"])}.`, `   (max. ${r.pick([300, 500, 800])} words; scored ${r.pick([5, 10, 15])}%)`, ""]))];
    const errs = ["proposal/01-executive-summary.md:12 Microsoft.Passive: 'is being delivered' may be passive voice", "proposal/06-budget.md:4 RFP.Limits: section exceeds 500 words (612)", "proposal/03-scope.md:22 Vale.Terms: use 'data protection officer' instead of 'DPO' on first use", "proposal/09-governance.md:7 RFP.Required: missing required heading 'Escalation path'"];
    return {
      system: "You are a proposal-writing agent. The proposal lives in a git repo as Markdown files. Tools: read_file, write_file, str_replace, grep, list_comments, export_pdf, export_status, vale, sleep.",
      ents,
      task: {
        lookup: `Tighten ${ents[0].id}; it reads too long.`,
        batch: "Add the standard confidentiality footer to every section file of the proposal.",
        search: "Find where the proposal commits to an availability target.",
        page: "Go through all open reviewer comments on the proposal and list the ones about the budget.",
        poll: "Export the proposal to PDF for submission and give me the file.",
        doc: "Read the RFP and list every requirement with a word limit.",
        fix: "Vale and the RFP rules fail on the proposal. Fix the findings.",
        chat: "Work with the reviewer agent to finalise the executive summary.",
        general: "Get the proposal ready for submission: comments addressed, style checks clean, PDF exported.",
        monitor: "The co-author is editing the budget section; check its word count every few minutes and tell me when it is under 500.",
      },
      get: (e) => ({ name: "read_file", args: { path: e.id }, out: (n) => `# ${e.head[0].toUpperCase() + e.head.slice(1)}\n\n${e.line1} ${Array.from({ length: 6 }, (_, k) => ["the platform's phased delivery", "a cloud-hosted, EU-resident architecture", "open standards for data exchange", "a joint steering group with the municipality", "fixed milestones and acceptance criteria", "transparent reporting to the council"][(k + e.words) % 6]).join(", ")}.\n${e.todo ? `\n<!-- TODO(${["anna", "mk", "jr"][e.todo % 3]}): ${["add figure", "check numbers", "shorten"][e.todo % 3]} -->\n` : ""}\n[${e.words} words · last commit ${hash7(e.id + e.words)} · read ${n.ms(1, 20)} ms]` }),
      check: (e) => ({ name: "vale", args: { path: e.id }, out: (n) => `${e.id}\n ${3 + (e.words % 20)}:${1 + (e.words % 40)}  warning  '${["utilize", "leverage", "in order to"][e.words % 3]}' – prefer simpler wording  Microsoft.Wordiness\n\n✖ 0 errors, 1 warning and 0 suggestions in 1 file. (${n.ms(90, 700)}ms)` }),
      act: (e) => ({ name: "str_replace", args: { path: e.id, old: "<!-- footer -->", new: "<!-- footer -->\n_Confidential — submitted in response to RFP-2026-118._" }, out: (n) => `The file ${e.id} has been edited. (${n.int(1, 3)} lines)` }),
      reject: (e) => ({ name: "str_replace", args: { path: e.id, old: "<!-- footer -->", new: "_Confidential_" }, error: true, out: () => `Error: no match found for replacement text in ${e.id}. No changes made.` }),
      noop: [{ encoding: "utf-8" }, { view_range: null }, { follow_symlinks: true }],
      search: (q, hits) => ({ name: "grep", args: { pattern: q, path: "proposal/", flags: "-rn" }, out: (n) => hits.length ? hits.map((h) => `${h.id}:${3 + (h.words % 30)}:${h.line1} a ${["99.5%", "99.5 %", "99,5%"][h.words % 3]} availability target for production services.`).join("\n") : "" }),
      q: {
        same: ["availability", "Availability", "availab", "availability target", "[Aa]vailability", "availability\\b", "uptime|availability"],
        empty: ["SLA", "service level", "99\\.9", "uptime guarantee", "service credits", "availability commitment", "SLO"],
        refine: ["99", "99\\.", "99\\.5", "availability"],
      },
      list: (p) => ({ name: "list_comments", args: { document: "proposal", ...(p.cursor ? { page_token: p.cursor } : {}), page_size: 8 }, out: (n) => jp({ comments: p.rows.map((h) => ({ id: `AAAB${h.words}${h.todo}`, file: h.id, author: ["anna@bid.example", "mk@bid.example", "reviewer@partner.example"][h.words % 3], text: ["Numbers don't add up with the budget table", "Cut this paragraph", "Is this consistent with section 4?", "Budget: add contingency line", "Cite the reference project"][h.words % 5], resolved: false })), nextPageToken: p.next || undefined, fetchedAt: n.iso() }) }),
      job: {
        start: () => ({ name: "export_pdf", args: { source: "proposal/", template: "municipal-a4" }, out: (n) => j({ export_id: `exp-${n.lower(8)}`, state: "queued" }) }),
        status: (st) => ({ name: "export_status", args: { export_id: "exp-latest" }, out: (n) => j({ state: st.done ? "done" : st.state, pages_rendered: st.done ? 64 : Math.round(st.pct * 0.64), total_pages: 64, ...(st.detail ? { note: st.detail } : {}), ...(st.done ? { url: `https://files.bid.example/exports/proposal-${n.hex(6)}.pdf` } : {}), worker: `pandoc-${n.lower(4)}`, t: n.iso() }) }),
        stuck: "rendering",
        stuckDetail: "LaTeX warning: waiting for font 'Source Sans 3' (fc-cache)",
        states: ["queued", "rendering", "rendering"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: i % 2 ? "write_file" : "read_file", args: i % 2 ? { path: e.id, content: `# ${e.head}\n\n${e.line1} …` } : { path: e.id }, error: true, out: (n) => `OSError: [Errno 116] Stale file handle: '/mnt/bid-share/${e.id}' (nfs server fs-${n.hex(8)}.efs.eu-west-1.amazonaws.com not responding, ${fmt.hms(n.now())})` }),
      transient: (e, ra) => ({ name: "read_file", args: { path: e.id }, error: true, out: () => `Error: file is locked by another editor (lock expires in ${ra}s)` }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_file", args: { path: "rfp/RFP-2026-118.md", offset: s, limit: k }, out: () => docLines.slice(s, s + k).map((l, i) => `${String(s + i + 1).padStart(6)}\t${l}`).join("\n") }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "str_replace", args: { path: err.split(":")[0], old: ["is being delivered", "## Cost breakdown", "DPO", "## Reporting"][errs.indexOf(err)], new: ["we deliver", "## Cost breakdown\n<!-- trimmed -->", "data protection officer (DPO)", "## Escalation path\n\n## Reporting"][errs.indexOf(err)] + (i > 3 ? " " : "") }, out: (n) => `The file ${err.split(":")[0]} has been edited. (${n.int(1, 4)} lines)` }),
        test: (left) => ({ name: "vale", args: { path: "proposal/", config: ".vale.ini" }, out: (n) => `${left.map((x) => ` ${x}`).join("\n")}\n\n${left.length ? `✖ ${left.length} errors` : "✔ 0 errors"}, 0 warnings and 0 suggestions in 12 files. (${n.ms(300, 2200)}ms)` }),
      },
      monitor: { start: 640, step: 25, dir: -1, call: (v) => ({ name: "read_file", args: { path: "proposal/06-budget.md", stat_only: true }, out: (n) => `proposal/06-budget.md: ${Math.round(v)} words, ${Math.round(v / 11)} lines, modified ${fmt.iso(n.now() - n.int(5, 90) * 1000)} by anna@bid.example` }) },
      chat: { peer: "reviewer", third: "bid_manager", stance: "the executive summary should lead with the fixed price for phase 1", peerStance: "leading with price undersells us; lead with the reference projects", points: ["the RFP scores price at 30% and quality at 70%", "two reference projects are from comparable cities", "the price can go in the second paragraph", "the summary must stay under 300 words", "agreed: references first, price second paragraph, 280 words"] },
    };
  },
};
