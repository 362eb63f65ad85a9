// Domain kits, part A: bioinformatics, postgres DBA, mobile release, payroll, DNS/TLS.
// Each kit prints a call's output when the call runs: facts fixed per entity, noise fresh per call.
const J = (o) => JSON.stringify(o);
const JP = (o) => JSON.stringify(o, null, 2);
const http = (N, status, hdrs, body) => `HTTP/1.1 ${status}\n${Object.entries(hdrs).map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${body}`;
const table = (cols, rows) => {
  const w = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => " " + r.map((x, i) => String(x).padEnd(w[i])).join(" | ");
  return [line(cols), w.map((n) => "-".repeat(n + 2)).join("+").slice(0), ...rows.map(line)].join("\n") + `\n(${rows.length} row${rows.length === 1 ? "" : "s"})`;
};
export { J, JP, http, table };

// ---------------------------------------------------------------- bioinformatics
export const bio = {
  name: "bioinformatics-pipelines",
  agent: "sequencing-core bioinformatics agent (LIMS, NCBI E-utilities, Nextflow on Seqera Platform)",
  system: "You are the sequencing core's bioinformatics assistant. You can query the LIMS, NCBI E-utilities and the Seqera Platform (Nextflow Tower) workspace 'onc-rnaseq'. Record every decision in the LIMS. Do not release samples that fail QC.",
  mcp: "lims", idKey: "sample_id",
  py: { pre: "from corelab import lims, eutils, tower", map: { lims_sample_get: "lims.get_sample", lims_update: "lims.set_status", entrez_search: "eutils.esearch", ena_filereport: "eutils.filereport", tower_workflow_status: "tower.workflow", tower_launch: "tower.launch", read_file: "open_text", edit_file: "patch_file", nf_schema_validate: "tower.validate_params" } },
  ent(N, i) {
    return { id: `S24-${String(1000 + i * 37 + N.ri(0, 30)).padStart(5, "0")}`, org: N.pick(["Homo sapiens", "Mus musculus", "Homo sapiens", "Danio rerio"]), tissue: N.pick(["FFPE tumour", "PBMC", "liver biopsy", "cell line HCT116", "organoid"]), conc: (N.ri(120, 980) / 10).toFixed(1), rin: (N.ri(48, 99) / 10).toFixed(1), vol: N.ri(8, 60), proj: N.pick(["PRJ-ONC-0417", "PRJ-IMM-0093", "PRJ-ONC-0422"]), loc: `FRZ-${N.ri(1, 6)}/R${N.ri(1, 9)}/B${N.ri(10, 60)}/${N.pick("ABCDEFGH".split(""))}${N.ri(1, 12)}`, note: N.pick(["Probe leicht hämolytisch", "Nachlieferung von Klinik Süd", "", "Aliquot 2 von 3", "Extraktion wiederholt (1. Lauf RIN 4,9)"]) };
  },
  get(N, e) {
    return { name: "lims_sample_get", args: { sample_id: e.id }, out: J({ sample: { id: e.id, organism: e.org, material: e.tissue, concentration_ng_ul: Number(e.conc), rin: Number(e.rin), volume_ul: e.vol, project: e.proj, location: e.loc, status: "QC_PASSED", comment: e.note }, _meta: { request_id: N.uuid(), served_by: `lims-api-${N.ri(1, 4)}`, elapsed_ms: N.ms(18, 240), fetched_at: N.iso() } }) };
  },
  act(N, e, reason) {
    if (reason) return { name: "lims_update", args: { sample_id: e.id, status: "QUEUED_SEQ", run: "NVX-2024-118" }, err: true, out: J({ error: "transition_rejected", detail: reason, sample: e.id, request_id: N.uuid() }) };
    return { name: "lims_update", args: { sample_id: e.id, status: "QUEUED_SEQ", run: "NVX-2024-118" }, out: J({ ok: true, sample: e.id, status: "QUEUED_SEQ", audit_id: N.ri(880000, 899999), at: N.iso() }) };
  },
  refusals: (e) => [`RIN ${e.rin.replace(/^\d/, "5")} below 7.0 threshold for poly-A library prep`, `insufficient volume: ${e.vol > 20 ? 12 : e.vol} µL available, 20 µL required`, "consent status WITHDRAWN on linked subject", `sample already assigned to run NVX-2024-104`],
  search: {
    topics: [["ESR1 Y537S HCT116 RNA-seq", "ESR1 Y537S mutation HCT116 transcriptome", "HCT116 ESR1 Y537S expression profiling", "ESR1[gene] AND Y537S AND HCT116", "estrogen receptor Y537S colorectal cell line RNA sequencing"], ["zebrafish tp53 M214K liver", "tp53 M214K Danio rerio hepatic", "Danio rerio tp53 M214K liver transcriptome", "tp53-M214K zebrafish liver RNA-seq"]],
    refine: ["KRAS G12C organoid", "KRAS G12C organoid RNA-seq", "KRAS G12C organoid RNA-seq 2023:2024[pdat]", "KRAS G12C colorectal organoid RNA-seq Illumina"],
    hit(N, i) { return `${N.pick(["OR", "MZ", "PP", "OQ"])}${N.ri(100000, 999999)}.${N.ri(1, 2)}`; },
    call(N, q, hits, total) {
      const body = { header: { type: "esearch", version: "0.3" }, esearchresult: { count: String(total), retmax: "20", retstart: "0", querykey: "1", webenv: `MCID_${N.hex(24)}`, idlist: hits, translationset: [], querytranslation: q.replace(/ /g, "[All Fields] AND ") + "[All Fields]" } };
      if (!total) body.esearchresult.warninglist = { phrasesignored: [], quotedphrasesnotfound: [], outputmessages: ["No items found."] };
      return { name: "entrez_search", args: { db: "sra", term: q, usehistory: "y" }, out: J(body) };
    },
  },
  page: {
    mode: "offset", size: 5, total: 23,
    row(N, i) { return [`SRR${25480000 + i * 13}`, `SAMN${38800000 + i * 7}`, N.ri(18, 61) * 1000000, `${N.ri(11, 48)}${"." + N.ri(0, 9)}G`]; },
    cols: ["run_accession", "sample_accession", "read_count", "fastq_bytes"],
    call(N, arg, rows, meta) { return { name: "ena_filereport", args: { accession: "PRJNA1012877", result: "read_run", ...arg }, rows, out: `${this.cols.join("\t")}\n${rows.map((r) => r.join("\t")).join("\n")}${rows.length ? "" : ""}` }; },
  },
  job: {
    noun: "workflow", id: (N) => N.b64(14).replace(/[+/]/g, "x"),
    start(N, id) { return { name: "tower_launch", args: { pipeline: "nf-core/rnaseq", revision: "3.14.0", params_file: "params/onc0417.yaml" }, out: J({ workflowId: id, status: "SUBMITTED", submit: N.iso() }) }; },
    status(N, id, st) {
      const procs = st.procs ?? [["FASTQC", 24, 24], ["STAR_ALIGN", st.n ?? 0, 24], ["SALMON_QUANT", st.m ?? 0, 24]];
      const t0 = ((this.t0s ??= {})[id] ??= N.t - 41000);
      return { name: "tower_workflow_status", args: { workflow_id: id }, out: J({ workflow: { id, status: st.state, runName: "astonishing_curie", start: new Date(t0).toISOString().replace(/\.\d+Z$/, "Z"), duration: Math.round((N.t - t0) / 1000), progress: { processes: procs.map(([p, s, t]) => ({ process: p, succeeded: s, total: t, running: st.state === "RUNNING" && s < t ? Math.min(2, t - s) : 0, pending: st.pend ?? Math.max(0, t - s - 2) })), cpuHours: st.cpu ?? 0, peakRunning: st.peak ?? 4 }, lastUpdated: N.iso() } }) };
    },
    progress: [{ state: "SUBMITTED", n: 0 }, { state: "RUNNING", n: 3 }, { state: "RUNNING", n: 9, m: 2 }, { state: "RUNNING", n: 16, m: 9 }, { state: "RUNNING", n: 22, m: 17 }, { state: "RUNNING", n: 24, m: 23 }, { state: "SUCCEEDED", n: 24, m: 24 }],
    stuck: { state: "RUNNING", n: 17, m: 12, pend: 7, cpu: 212.4, peak: 4 },
    stuckWhy: "STAR_ALIGN has sat at 17/24 with 7 tasks pending and nothing running",
  },
  doc: {
    path: "/shared/sops/SOP-NGS-014_v7.md",
    lines(N) {
      const out = ["# SOP-NGS-014 v7 — Stranded mRNA library preparation (Illumina)", "", "Geltungsbereich / scope: all poly-A RNA-seq projects of the core.", ""];
      const steps = ["Thaw RNA on ice; keep ≤ 30 min out of the freezer.", "Check RIN on TapeStation; RIN ≥ 7.0 required (FFPE: DV200 ≥ 50 %).", "Normalise input to 100 ng in 25 µL nuclease-free water.", "Hinweis: Proben mit Hämolyse gesondert kennzeichnen.", "Bind poly-A RNA to oligo-dT beads, 5 min at RT.", "Fragment 8 min at 94 °C (FFPE: 1 min).", "First-strand synthesis with actinomycin D.", "Second strand with dUTP marking.", "Ligate UDI adapters (plate B for PRJ-ONC projects).", "PCR 11 cycles; 13 cycles if input < 50 ng.", "Clean-up 0.9× beads; elute in 22 µL.", "QC: library size 280–350 bp; molarity ≥ 2 nM.", "Record lot numbers in the LIMS batch record."];
      for (let s = 1; out.length < 118; s++) { out.push(`## ${s}. ${["Preparation", "Input QC", "mRNA capture", "Fragmentation", "cDNA synthesis", "Adapters", "Amplification", "Clean-up", "Final QC", "Pooling", "Documentation"][(s - 1) % 11]}`); for (let k = 0; k < 7; k++) out.push(`${s}.${k + 1} ${steps[(s * 3 + k) % steps.length]}`); out.push(""); }
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, start_line: a, end_line: b }, out: lines.slice(a - 1, b).map((l, i) => `${String(a + i).padStart(4)}\t${l}`).join("\n") }; },
  },
  fix: {
    file: "samplesheet_onc0417.csv",
    errors: ["* --input (samplesheet_onc0417.csv): Entry 4: Missing required value: fastq_2", "* --input (samplesheet_onc0417.csv): Entry 9: strandedness 'Reverse' is not one of [forward, reverse, unstranded, auto]", "* --genome: 'GRCh38_v2' is not a valid choice (Available choices (first 5 of 27): GRCh37, GRCh38, GRCm38, ...)", "* --max_memory: string [128.GB] does not match pattern ^\\d+(\\.\\d+)?\\.?\\s*(K|M|G|T)?B$ (128.GB)"],
    edits: [["S24-01071,/data/raw/S24-01071_R1.fastq.gz,,auto", "S24-01071,/data/raw/S24-01071_R1.fastq.gz,/data/raw/S24-01071_R2.fastq.gz,auto"], ["S24-01299,/data/raw/S24-01299_R1.fastq.gz,/data/raw/S24-01299_R2.fastq.gz,Reverse", "S24-01299,/data/raw/S24-01299_R1.fastq.gz,/data/raw/S24-01299_R2.fastq.gz,reverse"], ["genome: GRCh38_v2", "genome: GRCh38"], ["max_memory: 128.GB", "max_memory: '128 GB'"]],
    badEdits: [["max_memory: 128.GB", "max_memory: 128GB."], ["max_memory: 128GB.", "max_memory: \"128.GB\""], ["max_memory: \"128.GB\"", "max_memory: 128.0.GB"], ["max_memory: 128.0.GB", "max_memory: 128.GB # 128 gigabytes"], ["max_memory: 128.GB # 128 gigabytes", "max_memory: 128.GB"], ["max_memory: 128.GB", "max_memory:  128.GB"]],
    edit(N, pair, i) { return { name: "edit_file", args: { path: i < 2 ? `/shared/runs/onc0417/${this.file}` : "/shared/runs/onc0417/params/onc0417.yaml", old_str: pair[0], new_str: pair[1] }, out: `The file has been edited. 1 replacement (${N.ri(2, 9)} ms).` }; },
    validate(N, errs) { return { name: "nf_schema_validate", args: { pipeline: "nf-core/rnaseq", revision: "3.14.0", params_file: "params/onc0417.yaml" }, err: errs.length > 0, out: errs.length ? `ERROR ~ Validation of pipeline parameters failed!\n\n -- Check '.nextflow.log' file for details\nThe following invalid input values have been detected:\n\n${errs.join("\n")}\n\n[validated in ${N.secs(1, 4)}s, session ${N.uuid()}]` : `Pipeline parameters valid (nf-schema 2.1.1). [validated in ${N.secs(1, 4)}s, session ${N.uuid()}]` }; },
  },
  dep: {
    why: "the LIMS database is down",
    fail(N, e, i) {
      const outs = [() => http(N, "502 Bad Gateway", { date: N.rfc(), "content-type": "text/html", "x-request-id": N.uuid(), server: "nginx/1.24.0" }, "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>"),
        () => J({ error: "upstream_unavailable", detail: "connection pool exhausted: lvdb-01.core.internal:1521 (ORA-12541: TNS:no listener)", request_id: N.uuid(), retry_after: null }),
        () => J({ error: "internal", detail: `JDBC connect timed out after ${N.ri(30000, 30090)} ms to lvdb-01.core.internal:1521`, sample: e.id, request_id: N.uuid() })];
      return { name: N.pick(["lims_sample_get", "lims_sample_get", "lims_update"]) === "lims_update" && i % 3 === 2 ? "lims_update" : "lims_sample_get", args: i % 3 === 2 ? { sample_id: e.id, status: "QUEUED_SEQ", run: "NVX-2024-118" } : { sample_id: e.id }, err: true, out: outs[i % 3](), pyExc: ["corelab.errors.LimsUnavailable", "upstream_unavailable: ORA-12541: TNS:no listener (lvdb-01.core.internal:1521)"] };
    },
    ok(N, e) { return bio.get(N, e); },
  },
  agents: ["bioinfo-agent", "wetlab-coordinator", "seq-core-scheduler"],
  handoff: "whether S24-01299 can go on run NVX-2024-118",
  tasks: {
    warm: "First work through this morning's LIMS queue: look up each new sample and queue the ones that pass QC for NVX-2024-118.",
    get: (e) => `Can you pull ${e.id} from the LIMS and tell me whether it is fit for the next NovaSeq run?`,
    batch: (es) => `Queue these samples for NovaSeq run NVX-2024-118 in the LIMS: ${es.map((e) => e.id).join(", ")}.`,
    search: "Check SRA for public RNA-seq datasets we could use as a reference for the ESR1 Y537S HCT116 work.",
    poll: "I launched nf-core/rnaseq for PRJ-ONC-0417 on Tower. Watch it and tell me when the quantification is done.",
    page: "List all runs of BioProject PRJNA1012877 from ENA with read counts so we can estimate the download size.",
    read: "Read SOP-NGS-014 and summarise the input QC rules for FFPE material.",
    fix: "The Tower launch for onc0417 fails parameter validation. Fix the samplesheet/params until it validates.",
    de: "Bitte die Proben aus der Liste für den NovaSeq-Lauf NVX-2024-118 einplanen und mir Bescheid geben, welche nicht gehen.",
  },
};

// ---------------------------------------------------------------- postgres DBA
const pgTables = ["orders", "order_items", "customers", "invoices", "payments", "shipments", "audit_log", "sessions", "products", "stock_moves", "refunds", "coupons"];
export const pg = {
  name: "postgres-dba",
  agent: "Postgres DBA agent on a 3-node Patroni cluster (psql, pg_stat views, sqitch migrations)",
  system: "You are the DBA assistant for the 'shop' Postgres 16 cluster (Patroni, primary pg-shop-1). You can run read-only SQL on any node, apply sqitch migrations on staging, and file change requests. Never run DDL on production without an approved change.",
  mcp: "postgres", idKey: "table",
  py: { pre: "import psycopg\nfrom dbakit import run_sql, wiki, sqitch, open_text, patch_file\nconn = psycopg.connect('service=shop_ro')", map: { psql: "run_sql", confluence_search: "wiki.search", read_file: "open_text", edit_file: "patch_file", sqitch: "sqitch" } },
  ent(N, i) { const t = pgTables[i % pgTables.length] + (i >= pgTables.length ? `_p2024_${String(i - 11).padStart(2, "0")}` : ""); return { id: t, rows: N.ri(12000, 98000000), size: `${N.ri(12, 9800)} MB`, idx: N.ri(2, 9), dead: N.ri(0, 8), vac: `2026-12-0${N.ri(1, 5)} 0${N.ri(0, 9)}:${N.ri(10, 59)}` }; },
  get(N, e) {
    const cols = ["relname", "n_live_tup", "n_dead_tup", "dead_pct", "total_size", "indexes", "last_autovacuum"];
    return { name: "psql", args: { node: "pg-shop-2", sql: `SELECT relname, n_live_tup, n_dead_tup, round(100.0*n_dead_tup/greatest(n_live_tup,1),1) AS dead_pct, pg_size_pretty(pg_total_relation_size(relid)) AS total_size, (SELECT count(*) FROM pg_index WHERE indrelid=relid) AS indexes, last_autovacuum FROM pg_stat_user_tables WHERE relname = '${e.id}';` }, out: `${table(cols, [[e.id, e.rows, Math.round((e.rows * e.dead) / 100), e.dead.toFixed(1), e.size, e.idx, `${e.vac}:${N.ri(10, 59)}.${N.ri(100000, 999999)}+00`]])}\n\nTime: ${(N.ri(80, 2400) / 100).toFixed(3)} ms` };
  },
  act(N, e, reason) {
    const sql = `ALTER TABLE public.${e.id} SET (autovacuum_vacuum_scale_factor = 0.02);`;
    if (reason) return { name: "psql", args: { node: "pg-shop-stg-1", sql }, err: true, out: `ERROR:  ${reason}\nTime: ${(N.ri(30, 900) / 100).toFixed(3)} ms` };
    return { name: "psql", args: { node: "pg-shop-stg-1", sql }, out: `ALTER TABLE\nTime: ${(N.ri(30, 900) / 100).toFixed(3)} ms` };
  },
  refusals: (e) => [`permission denied for table ${e.id}`, `relation "public.${e.id}" does not exist`, `canceling statement due to lock timeout`, `cannot alter table "${e.id}" because it is a partition of "orders"`],
  search: {
    topics: [["lock timeout migration orders_status_idx", "orders_status_idx migration lock timeout", "add index orders status lock_timeout runbook", "CREATE INDEX CONCURRENTLY orders status lock"], ["replication slot wal retention pg-shop-3", "pg-shop-3 wal retention replication slot", "inactive replication slot disk full", "wal_keep_size replica pg-shop-3 slot"]],
    refine: ["autovacuum", "autovacuum wraparound", "autovacuum wraparound audit_log", "autovacuum wraparound audit_log 2025"],
    hit(N, i) { return { id: `${N.pick(["DBA", "OPS", "INC"])}-${N.ri(1000, 4999)}`, title: N.pick(["Runbook: index builds on hot tables", "Postmortem: checkout latency during migration", "How we run sqitch on staging", "Autovacuum tuning notes (Spanish team: 'ajustes de autovacuum')", "Replica lag alerts: triage", "Lock queue pile-up on ALTER TABLE"]) }; },
    call(N, q, hits, total) { return { name: "confluence_search", args: { cql: `text ~ "${q}" AND space = DBA`, limit: 10 }, out: J({ results: hits.map((h) => ({ content: { id: h.id, type: "page", title: h.title }, url: `/wiki/spaces/DBA/pages/${h.id.replace(/\D/g, "")}`, lastModified: "2026-10-14T08:12:55.000Z" })), start: 0, limit: 10, size: hits.length, totalSize: total, cqlQuery: `text ~ "${q}" AND space = DBA`, searchDuration: N.ri(40, 380) }) }; },
  },
  page: {
    mode: "keyset", size: 6, total: 27,
    row(N, i) { return [880210 + i * 17, `pid ${20000 + i}`, N.pick(["idle in transaction", "active", "idle"]), N.pick(["checkout-api", "reporting", "pgbouncer", "sqitch"]), `00:${String(N.ri(0, 59)).padStart(2, "0")}:${String(N.ri(0, 59)).padStart(2, "0")}`]; },
    cols: ["query_id", "backend", "state", "application", "xact_age"],
    call(N, arg, rows, meta) { return { name: "psql", args: { node: "pg-shop-1", sql: `SELECT query_id, backend, state, application, xact_age FROM dba.long_xacts WHERE query_id > ${arg.after ?? 0} ORDER BY query_id LIMIT 6;` }, rows, out: `${table(this.cols, rows)}\n\nTime: ${(N.ri(80, 1400) / 100).toFixed(3)} ms` }; },
  },
  job: {
    noun: "index build", id: (N) => `pid ${N.ri(30000, 39999)}`,
    start(N, id) { return { name: "psql", args: { node: "pg-shop-stg-1", sql: "CREATE INDEX CONCURRENTLY orders_status_created_idx ON orders (status, created_at);" }, out: `-- started in background session (${id})` }; },
    status(N, id, st) { return { name: "psql", args: { node: "pg-shop-stg-1", sql: "SELECT pid, phase, blocks_done, blocks_total, tuples_done, tuples_total, current_locker_pid FROM pg_stat_progress_create_index;" }, out: `${table(["pid", "phase", "blocks_done", "blocks_total", "tuples_done", "tuples_total", "current_locker_pid"], st.state === "done" ? [] : [[id.replace("pid ", ""), st.phase, st.b, 1482208, st.tp, st.tt ?? 0, st.lk ?? 0]])}\n\nTime: ${(N.ri(40, 900) / 100).toFixed(3)} ms` }; },
    progress: [{ phase: "building index: scanning table", b: 120440, tp: 0 }, { phase: "building index: scanning table", b: 611020, tp: 0 }, { phase: "building index: scanning table", b: 1290114, tp: 0 }, { phase: "building index: sorting live tuples", b: 1482208, tp: 0, tt: 0 }, { phase: "building index: loading tuples in tree", b: 1482208, tp: 21044000, tt: 48211902 }, { phase: "index validation: scanning index", b: 1482208, tp: 48211902, tt: 48211902 }, { state: "done" }],
    stuck: { phase: "waiting for old snapshots", b: 1482208, tp: 48211902, tt: 48211902, lk: 21877 },
    stuckWhy: "the build has been in 'waiting for old snapshots' behind pid 21877 for many polls",
  },
  doc: {
    path: "migrations/deploy/2024_11_orders_split.sql",
    lines(N) {
      const out = ["-- Deploy shop:2024_11_orders_split to pg", "-- requires: 2024_10_invoice_fk", "", "BEGIN;", "SET lock_timeout = '3s';", "SET statement_timeout = '15min';", ""];
      for (let i = 0; out.length < 104; i++) { const t = pgTables[i % pgTables.length]; out.push(`-- step ${i + 1}: ${t}`, `ALTER TABLE public.${t} ADD COLUMN IF NOT EXISTS tenant_id bigint;`, `UPDATE public.${t} SET tenant_id = 1 WHERE tenant_id IS NULL AND id % 16 = ${i % 16};`, `CREATE INDEX IF NOT EXISTS ${t}_tenant_idx ON public.${t} (tenant_id);`, ""); }
      out.push("COMMIT;");
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, offset: a - 1, limit: b - a + 1 }, out: lines.slice(a - 1, b).map((l, i) => `${String(a + i).padStart(6)}→${l}`).join("\n") }; },
  },
  fix: {
    file: "migrations/deploy/2024_12_refund_reason.sql",
    errors: ["ERROR:  column \"reason_code\" of relation \"refunds\" already exists", "ERROR:  syntax error at or near \"CONCURENTLY\"\nLINE 7: CREATE INDEX CONCURENTLY refunds_reason_idx ON refunds (reason_c...", "ERROR:  CREATE INDEX CONCURRENTLY cannot run inside a transaction block", "ERROR:  insert or update on table \"refunds\" violates foreign key constraint \"refunds_reason_code_fkey\"\nDETAIL:  Key (reason_code)=(LEGACY) is not present in table \"refund_reasons\"."],
    edits: [["ALTER TABLE refunds ADD COLUMN reason_code text;", "ALTER TABLE refunds ADD COLUMN IF NOT EXISTS reason_code text;"], ["CREATE INDEX CONCURENTLY", "CREATE INDEX CONCURRENTLY"], ["BEGIN;\n", "-- no transaction: CONCURRENTLY\n"], ["ADD CONSTRAINT refunds_reason_code_fkey FOREIGN KEY (reason_code) REFERENCES refund_reasons(code);", "INSERT INTO refund_reasons(code, label) VALUES ('LEGACY','legacy (pre-2024)') ON CONFLICT DO NOTHING;\nADD CONSTRAINT refunds_reason_code_fkey FOREIGN KEY (reason_code) REFERENCES refund_reasons(code) NOT VALID;"]],
    badEdits: [["REFERENCES refund_reasons(code);", "REFERENCES public.refund_reasons(code);"], ["REFERENCES public.refund_reasons(code);", "REFERENCES public.refund_reasons (code);"], ["UPDATE refunds SET reason_code = 'OTHER' WHERE reason_code IS NULL;", "UPDATE refunds SET reason_code = 'OTHER' WHERE reason_code IS NULL OR reason_code = '';"], ["REFERENCES public.refund_reasons (code);", "REFERENCES public.refund_reasons (code) ON DELETE RESTRICT;"], ["ON DELETE RESTRICT;", "ON DELETE NO ACTION;"], ["-- fk", "-- fk: see DBA-3391"]],
    edit(N, pair) { return { name: "edit_file", args: { path: this.file, old_string: pair[0], new_string: pair[1] }, out: `Edited ${this.file} (1 occurrence)` }; },
    validate(N, errs) { return { name: "sqitch", args: { cmd: "deploy", target: "db:pg://pg-shop-stg-1/shop", to: "2024_12_refund_reason" }, err: errs.length > 0, out: errs.length ? `Deploying changes through 2024_12_refund_reason to db:pg://sqitch@pg-shop-stg-1/shop\n  + 2024_12_refund_reason .. psql:deploy/2024_12_refund_reason.sql:${N.ri(4, 19)}: ${errs[0]}\nnot ok\nDeploy failed. Reverting to 2024_11_orders_split\n  - 2024_12_refund_reason .. ok\n(session ${N.ri(40000, 49999)}, ${N.secs(0.4, 3)}s)` : `Deploying changes through 2024_12_refund_reason to db:pg://sqitch@pg-shop-stg-1/shop\n  + 2024_12_refund_reason .. ok\n(session ${N.ri(40000, 49999)}, ${N.secs(0.4, 3)}s)` }; },
  },
  dep: {
    why: "the primary pg-shop-1 refuses connections (Patroni failover stuck)",
    fail(N, e, i) {
      const node = ["pg-shop-1", "pg-shop-1:5432", "pgbouncer-shop"][i % 3];
      const msgs = [`psql: error: connection to server at "pg-shop-1.db.internal" (10.40.2.${N.ri(10, 12)}), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`, `psql: error: connection to server at "pg-shop-1.db.internal" (10.40.2.11), port 5432 failed: FATAL:  the database system is starting up`, `ERROR:  pgbouncer cannot connect to server\n(pgbouncer ${N.hms()} LOG S-0x${N.hex(12)}: shop/app@10.40.2.11:5432 closing because: server conn crashed?)`];
      return { name: "psql", args: { node, sql: `SELECT relname, n_dead_tup FROM pg_stat_user_tables WHERE relname = '${e.id}';` }, err: true, out: msgs[i % 3], pyExc: ["psycopg.OperationalError", `connection failed: connection to server at "pg-shop-1.db.internal" (10.40.2.11), port 5432 failed: Connection refused`] };
    },
  },
  agents: ["dba-agent", "release-manager", "app-oncall"],
  handoff: "who approves the orders_split migration window",
  tasks: {
    warm: "First go through today's tuning tickets: check each table and set autovacuum_vacuum_scale_factor = 0.02 on staging.",
    get: (e) => `How bloated is ${e.id} on the primary's replica pg-shop-2? Give me dead tuples and last autovacuum.`,
    batch: (es) => `Set autovacuum_vacuum_scale_factor to 0.02 on staging for: ${es.map((e) => e.id).join(", ")}.`,
    search: "Find our runbook on taking lock timeouts when we add indexes to orders.",
    poll: "Start the CONCURRENTLY index build for orders(status, created_at) on staging and tell me when it's valid.",
    page: "List every long-running transaction from dba.long_xacts on the primary, all of them.",
    read: "Review the 2024_11_orders_split migration and tell me which steps take an ACCESS EXCLUSIVE lock.",
    fix: "Make the 2024_12_refund_reason sqitch change deploy cleanly on staging.",
    es: "¿Puedes revisar cuánto bloat tienen las tablas grandes en pg-shop-2 y decirme cuáles necesitan ajustes de autovacuum?",
  },
};

// ---------------------------------------------------------------- mobile release
export const mobile = {
  name: "mobile-app-release",
  agent: "release agent for an iOS/Android app (App Store Connect API, Google Play Developer API, fastlane)",
  system: "You are the release assistant for the 'Trailhead' hiking app (iOS bundle com.trailhead.app, Android package com.trailhead.android). You can read App Store Connect and Play Console through their APIs, edit store metadata in the fastlane repo, and run fastlane lanes. Releases to production need the release manager's go.",
  mcp: "appstore", idKey: "build_id",
  py: { pre: "from releasekit import asc, play, fastlane", map: { asc_build_get: "asc.builds.get", asc_builds_list: "asc.builds.list", asc_submission_set: "asc.submissions.add_build", asc_search_reviews: "asc.reviews.search", asc_version_status: "asc.versions.status", asc_beta_group_add: "asc.beta_groups.add_build", asc_ci_build_get: "asc.ci.build_run", asc_ci_build_start: "asc.ci.start_build", fastlane: "fastlane.run_lane", read_file: "open_text", edit_file: "patch_file", fastlane_precheck: "fastlane.precheck" } },
  ent(N, i) { const v = `4.${12 + Math.floor(i / 5)}.${i % 5}`; return { id: N.uuid(), ver: v, build: String(2200 + i * 3 + N.ri(0, 2)), state: "VALID", sdk: N.pick(["17.5", "18.0", "18.1"]), size: N.ri(61, 94) + "." + N.ri(0, 9) + " MB", tf: N.pick(["Internal", "Beta Testers", "Internal"]), exp: `2027-0${N.ri(1, 3)}-${String(N.ri(10, 28))}` }; },
  get(N, e) {
    return { name: "asc_build_get", args: { build_id: e.id }, out: http(N, "200 OK", { "content-type": "application/vnd.api+json", date: N.rfc(), "x-request-id": N.alnum(26), "x-rate-limit": `user-hour-lim:3600;user-hour-rem:${N.ri(3100, 3580)};`, "x-apple-jingle-correlation-key": N.alnum(26) }, J({ data: { type: "builds", id: e.id, attributes: { version: e.build, uploadedDate: "2026-12-04T18:22:41.000-08:00", expirationDate: `${e.exp}T18:22:41.000-08:00`, expired: false, minOsVersion: "16.0", iconAssetToken: { templateUrl: `https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/${N.hex(2)}/{w}x{h}bb.{f}` }, processingState: e.state, buildAudienceType: "APP_STORE_ELIGIBLE", usesNonExemptEncryption: false }, relationships: { preReleaseVersion: { data: { type: "preReleaseVersions", id: e.ver } } } }, links: { self: `https://api.appstoreconnect.apple.com/v1/builds/${e.id}` } })) };
  },
  act(N, e, reason) {
    const args = { build_id: e.id, beta_group: "External QA (EU)", notify: true };
    if (reason) return { name: "asc_beta_group_add", args, err: true, out: http(N, "409 Conflict", { date: N.rfc(), "x-request-id": N.alnum(26) }, J({ errors: [{ id: N.uuid(), status: "409", code: "ENTITY_ERROR", title: "The request entity is not valid.", detail: reason }] })) };
    return { name: "asc_beta_group_add", args, out: http(N, "204 No Content", { date: N.rfc(), "x-request-id": N.alnum(26), "x-rate-limit": `user-hour-lim:3600;user-hour-rem:${N.ri(3000, 3500)};` }, "") };
  },
  refusals: (e) => [`Build ${e.build} has not completed Beta App Review.`, `Build ${e.build} is expired.`, "Missing export compliance information for this build.", `Build ${e.build} is already assigned to this beta group.`],
  search: {
    topics: [["crash on launch iOS 18.1", "app crashes when opening iOS 18.1", "se cierra al abrir iOS 18.1", "launch crash 18.1", "crashes immediately after update 18.1"], ["offline maps not downloading", "offline map download stuck", "mapas sin conexión no descargan", "can't download maps for offline use"]],
    refine: ["GPS", "GPS drift", "GPS drift Apple Watch", "GPS drift Apple Watch 4.14"],
    hit(N, i) { return { id: String(N.ri(11000000000, 11999999999)), rating: N.ri(1, 2), title: N.pick(["Crashes every time", "Se cierra sola", "Useless after update", "起動するとすぐ落ちる", "Stürzt beim Start ab", "Won't open"]), territory: N.pick(["USA", "ESP", "JPN", "DEU", "GBR"]) }; },
    call(N, q, hits, total) { return { name: "asc_search_reviews", args: { app_id: "1488120463", query: q, sort: "-createdDate" }, out: J({ data: hits.map((h) => ({ type: "customerReviews", id: h.id, attributes: { rating: h.rating, title: h.title, territory: h.territory, createdDate: "2026-12-0" + (Number(h.id.slice(-1)) % 5 + 1) + "T07:14:22-08:00" } })), meta: { paging: { total, limit: 20 } }, links: { self: `https://api.appstoreconnect.apple.com/v1/apps/1488120463/customerReviews?filter[query]=${encodeURIComponent(q)}` }, _requestId: N.alnum(26) }) }; },
  },
  page: {
    mode: "cursor", size: 5, total: 22,
    row(N, i) { return [`4.${10 + Math.floor(i / 6)}.${i % 6}`, String(2100 + i * 4), N.pick(["VALID", "VALID", "VALID", "INVALID"]), `2026-${String(6 + Math.floor(i / 5)).padStart(2, "0")}-${String(1 + (i * 3) % 27).padStart(2, "0")}`]; },
    cols: ["version", "build", "processingState", "uploaded"],
    call(N, arg, rows, meta) { return { name: "asc_builds_list", args: { app_id: "1488120463", limit: 5, ...(arg.cursor ? { cursor: arg.cursor } : {}) }, rows, out: J({ data: rows.map((r) => ({ type: "builds", id: `${r[1]}-${r[0]}`, attributes: { version: r[1], processingState: r[2], uploadedDate: r[3] } })), links: { self: "https://api.appstoreconnect.apple.com/v1/builds?filter[app]=1488120463&limit=5", ...(meta.next ? { next: `https://api.appstoreconnect.apple.com/v1/builds?cursor=${meta.next}&filter[app]=1488120463&limit=5` } : {}) }, meta: { paging: { total: 22, limit: 5 } } }) }; },
  },
  job: {
    noun: "Xcode Cloud build", id: (N) => N.uuid(),
    start(N, id) { return { name: "asc_ci_build_start", args: { workflow: "Release Beta", git_ref: "release/4.14" }, out: J({ data: { type: "ciBuildRuns", id, attributes: { number: 1187, executionProgress: "PENDING", createdDate: N.isoOff("-08:00") } } }) }; },
    status(N, id, st) { return { name: "asc_ci_build_get", args: { build_run_id: id, include: "actions" }, out: J({ data: { type: "ciBuildRuns", id, attributes: { number: 1187, executionProgress: st.state, completionStatus: st.done ?? null, startedDate: st.state === "PENDING" ? null : "2026-12-05T20:41:03-08:00" } }, included: (st.acts ?? []).map(([n, p, c]) => ({ type: "ciBuildActions", id: `${n}-${id.slice(0, 4)}`, attributes: { name: n, executionProgress: p, completionStatus: c, issueCounts: { errors: 0, warnings: n.startsWith("Test") ? 2 : 11, testFailures: 0 } } })), meta: { requestId: N.alnum(26), servedAt: N.isoOff("-08:00") } }) }; },
    progress: [{ state: "PENDING" }, { state: "RUNNING", acts: [["Archive - iOS", "RUNNING", null]] }, { state: "RUNNING", acts: [["Archive - iOS", "COMPLETE", "SUCCEEDED"], ["Test - iOS", "RUNNING", null]] }, { state: "RUNNING", acts: [["Archive - iOS", "COMPLETE", "SUCCEEDED"], ["Test - iOS", "COMPLETE", "SUCCEEDED"], ["TestFlight Internal", "RUNNING", null]] }, { state: "COMPLETE", done: "SUCCEEDED", acts: [["Archive - iOS", "COMPLETE", "SUCCEEDED"], ["Test - iOS", "COMPLETE", "SUCCEEDED"], ["TestFlight Internal", "COMPLETE", "SUCCEEDED"]] }],
    stuck: { state: "RUNNING", acts: [["Archive - iOS", "COMPLETE", "SUCCEEDED"], ["Test - iOS", "RUNNING", null]] },
    stuckWhy: "the Test - iOS action has stayed RUNNING with no change for many polls",
  },
  doc: {
    path: "fastlane/metadata/ja/release_notes.txt",
    lines() {
      const base = ["Trailhead 4.14 の新機能", "", "・オフライン地図のダウンロードが最大2倍速くなりました", "・Apple Watch でのGPS記録の精度を改善", "・ルートの高低差グラフを新しくしました", "・スペイン語とドイツ語の翻訳を更新", "・いくつかの不具合を修正しました", ""];
      const out = [];
      const langs = [["de-DE", "Neu in Trailhead 4.14", "Offline-Karten laden bis zu doppelt so schnell", "Genauere GPS-Aufzeichnung auf der Apple Watch", "Neues Höhenprofil für Routen"], ["es-ES", "Novedades de Trailhead 4.14", "Los mapas sin conexión se descargan hasta el doble de rápido", "Mejor precisión del GPS en el Apple Watch", "Nuevo perfil de altitud en las rutas"], ["en-US", "What's new in Trailhead 4.14", "Offline maps download up to twice as fast", "More accurate GPS recording on Apple Watch", "A new elevation profile for routes"]];
      const older = ["Fehlerbehebungen und Leistungsverbesserungen.", "Correcciones de errores y mejoras de rendimiento.", "Bug fixes and performance improvements.", "不具合の修正とパフォーマンスの改善。"];
      out.push(...base);
      for (const L of langs) out.push(`[${L[0]}] ${L[1]}`, `- ${L[2]}`, `- ${L[3]}`, `- ${L[4]}`, "");
      for (let k = 1; out.length < 96; k++) { out.push(`## 4.${14 - k}`, ...[["ja", 3, "ルート共有を改善しました。"], ["de-DE", 0, "Routen teilen verbessert."], ["es-ES", 1, "Mejoras al compartir rutas."], ["en-US", 2, "Improved route sharing."]].map(([l, j, extra]) => `[${l}] ${older[j]}${k % 3 === 0 ? " " + extra : ""}`), ""); }
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: "fastlane/metadata/release_notes_all.txt", line_from: a, line_to: b }, out: lines.slice(a - 1, b).join("\n") }; },
  },
  fix: {
    file: "fastlane/metadata",
    errors: ["🚫 [ja] release_notes: 4,212 characters, the maximum is 4,000", "🚫 [de-DE] keywords: keyword 'iPhone' is a trademark and may not be used (apple_trademark)", "🚫 [es-ES] subtitle: 34 characters, the maximum is 30 (\"Rutas de senderismo sin conexión\")", "🚫 [en-US] promotional_text: contains placeholder text 'TODO' (placeholder_text)"],
    edits: [["・いくつかの不具合を修正しました\n", ""], ["iPhone,", ""], ["Rutas de senderismo sin conexión", "Senderismo sin conexión"], ["TODO: winter campaign", "Plan winter hikes offline."]],
    badEdits: [["Plan winter hikes offline.", "Plan winter hikes offline!"], ["Plan winter hikes offline!", "Plan your winter hikes offline."], ["Plan your winter hikes offline.", "Plan your winter hikes offline. "], ["promotional_text.txt", "promotional_text.txt "], ["offline. ", "offline."], ["Plan your", "Plan all your"]],
    edit(N, pair, i) { return { name: "edit_file", args: { path: `fastlane/metadata/${["ja", "de-DE", "es-ES", "en-US"][Math.min(i, 3)]}/${["release_notes", "keywords", "subtitle", "promotional_text"][Math.min(i, 3)]}.txt`, old_text: pair[0], new_text: pair[1] }, out: "ok" }; },
    validate(N, errs) { return { name: "fastlane_precheck", args: { lane: "ios precheck", app_identifier: "com.trailhead.app" }, err: errs.length > 0, out: `[${N.hms()}]: Checking app for precheck rule violations\n+------------------------------------+\n|    Summary for precheck 2.225.0    |\n+------------------------------------+\n${errs.length ? errs.join("\n") + `\n[${N.hms()}]: precheck 👮‍♀️ 👮  found one or more potential problems that must be addressed before submitting to review` : `✅ Passed: No negative apple sentiment\n✅ Passed: No placeholder text\n✅ Passed: No mentioning  competitors\n✅ Passed: No future functionality promises\n✅ Passed: Unreachable URLs\n[${N.hms()}]: precheck 👮‍♀️ 👮  finished without detecting any potential problems 🛫`}\n[${N.hms()}]: fastlane.tools finished in ${N.ri(14, 60)} seconds` }; },
  },
  dep: {
    why: "App Store Connect's API is returning 500s",
    fail(N, e, i) {
      const bodies = [J({ errors: [{ id: N.uuid(), status: "500", code: "UNEXPECTED_ERROR", title: "An unexpected error occurred.", detail: "An unexpected error occurred on the server side. If this issue continues, contact us at https://developer.apple.com/contact/." }] }), J({ errors: [{ status: "503", code: "SERVICE_UNAVAILABLE", title: "Service Unavailable", detail: "The service is temporarily unavailable." }] }), `<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request. (ref ${N.alnum(10)})</body></html>`];
      const calls = [["asc_build_get", { build_id: e.id }], ["asc_beta_group_add", { build_id: e.id, beta_group: "External QA (EU)", notify: true }], ["asc_build_get", { build_id: e.id, fields: "processingState" }]];
      return { name: calls[i % 3][0], args: calls[i % 3][1], err: true, out: http(N, i % 3 === 0 ? "500 Internal Server Error" : "503 Service Unavailable", { date: N.rfc(), "x-request-id": N.alnum(26) }, bodies[i % 3]), pyExc: ["releasekit.asc.ASCError", "500 UNEXPECTED_ERROR: An unexpected error occurred."] };
    },
  },
  agents: ["release-agent", "qa-lead-agent", "localisation-agent"],
  handoff: "whether build 2291 can go to External QA",
  tasks: {
    warm: "First finish the TestFlight queue: check each pending build and add it to External QA (EU).",
    get: (e) => `Is build ${e.build} (${e.ver}) processed and still valid in TestFlight?`,
    batch: (es) => `Add these builds to the 'External QA (EU)' TestFlight group: ${es.map((e) => e.build).join(", ")}.`,
    search: "Look through the App Store reviews for reports of the iOS 18.1 launch crash.",
    poll: "Upload the 4.14 beta with fastlane and tell me when processing is done.",
    page: "Give me the full list of builds we still have in App Store Connect for the app.",
    read: "Read the combined release notes file and check each language mentions the elevation profile.",
    fix: "precheck is failing on the 4.14 metadata. Fix it until it passes.",
    ja: "4.14のメタデータを確認して、precheckが通るように直してください。",
  },
};

// ---------------------------------------------------------------- payroll
const names = ["María José Fernández", "Jörg Müller", "Aiko Tanaka", "Liam O'Connor", "Søren Kjær", "Priya Raman", "Lucía Gómez", "Björn Åkesson", "Chen Wei", "Fatima Zahra El Idrissi", "Élodie Martin", "Tomasz Wiśniewski", "Kenji Sato", "Ana Beatriz Souza", "Henrik Lund", "Grace Mensah"];
export const payroll = {
  name: "payroll",
  agent: "payroll operations agent for a 900-person company across ES/DE/UK (HRIS, payroll engine, tax service)",
  system: "You are the payroll operations assistant. You can read employees and pay runs in the HRIS, calculate and preview payslips, post one-off adjustments before cut-off, and read the payroll policy library. Pay run PR-2026-12 locks on 2026-12-10 17:00 CET. Never approve a pay run yourself.",
  mcp: "payroll", idKey: "employee_id",
  py: { pre: "import pandas as pd\nfrom payops import hris, engine", map: { hris_employee_get: "hris.employee", payslip_adjust: "engine.add_adjustment", policy_search: "hris.policies.search", timesheets_list: "hris.timesheets.page", payrun_status: "engine.payrun_status", payrun_calculate: "engine.calculate", read_file: "open_text", edit_file: "patch_file", payrun_validate: "engine.validate", payslip_preview: "engine.preview_payslip" } },
  ent(N, i) { const c = N.pick(["ES", "DE", "UK", "ES", "DE"]); return { id: `E${String(10040 + i * 11 + N.ri(0, 9))}`, name: names[i % names.length], country: c, grade: N.pick(["P2", "P3", "P4", "M1"]), salary: N.ri(32, 118) * 1000, cc: `CC-${N.ri(100, 480)}`, tax: c === "DE" ? `Steuerklasse ${N.ri(1, 5)}` : c === "ES" ? `IRPF ${N.ri(12, 34)}%` : `${N.ri(1100, 1300)}L`, start: `20${N.ri(15, 25)}-0${N.ri(1, 9)}-01` }; },
  get(N, e) { return { name: "hris_employee_get", args: { employee_id: e.id }, out: J({ employee: { id: e.id, name: e.name, country: e.country, grade: e.grade, annual_salary: e.salary, currency: e.country === "UK" ? "GBP" : "EUR", cost_centre: e.cc, tax_code: e.tax, hire_date: e.start, status: "active" }, trace: { id: N.hex(32), region: N.pick(["eu-west-1", "eu-central-1"]), t_ms: N.ms(25, 310) }, as_of: N.isoOff("+01:00") }) }; },
  act(N, e, reason) {
    const args = { employee_id: e.id, payrun: "PR-2026-12", type: "one_off_bonus", amount: 750, currency: e.country === "UK" ? "GBP" : "EUR" };
    if (reason) return { name: "payslip_adjust", args, err: true, out: J({ status: 422, error: { code: "ADJUSTMENT_REJECTED", message: reason }, trace_id: N.hex(32) }) };
    return { name: "payslip_adjust", args, out: J({ status: 201, adjustment: { id: `ADJ-${N.ri(700000, 799999)}`, employee_id: e.id, payrun: "PR-2026-12", amount: 750, state: "pending_approval" }, trace_id: N.hex(32) }) };
  },
  refusals: (e) => [`${e.id} is on unpaid leave for the whole period`, `${e.id} has a leaver date before the pay date (2026-12-27)`, "bonus exceeds the grade cap without HRBP approval", `${e.id} is paid through the Iberia payroll entity; use payrun PR-ES-2026-12`],
  search: {
    topics: [["Weihnachtsgeld part-time pro rata", "Christmas bonus part-time pro-rata Germany", "pro rata Weihnachtsgeld Teilzeit", "13th month bonus part time DE policy", "Weihnachtsgeld Teilzeit Berechnung"], ["paga extra diciembre prorrateo", "Spain extra pay December proration", "pagas extraordinarias prorrateadas", "ES 14 pagas prorrata policy"]],
    refine: ["mileage", "mileage allowance", "mileage allowance UK 2026", "mileage allowance UK 2026 electric"],
    hit(N, i) { return { id: `POL-${N.ri(100, 399)}`, title: N.pick(["DE Sonderzahlungen (Weihnachtsgeld) — Richtlinie 2024", "Bonus and one-off payments (global)", "Part-time employment: pay and benefits", "ES Convenio: pagas extraordinarias", "UK expenses policy"]), updated: `2025-${String(N.ri(1, 12)).padStart(2, "0")}-0${N.ri(1, 9)}` }; },
    call(N, q, hits, total) { return { name: "policy_search", args: { q, library: "payroll-policies" }, out: J({ query: q, total, hits: hits.map((h, k) => ({ ...h, score: +(0.91 - k * 0.07 + N.f() * 0.004).toFixed(4) })), took_ms: N.ms(9, 120) }) }; },
  },
  page: {
    mode: "page", size: 8, total: 37,
    row(N, i) { return [`E${10040 + i * 11}`, names[i % names.length], `2026-W${45 + (i % 3)}`, (N.ri(300, 450) / 10).toFixed(1), N.pick(["approved", "approved", "submitted"])]; },
    cols: ["employee_id", "name", "week", "hours", "state"],
    call(N, arg, rows, meta) { return { name: "timesheets_list", args: { period: "2026-11", page: arg.page, per_page: 8 }, rows, out: J({ page: arg.page, per_page: 8, total: meta.totalShown ?? 37, data: rows.map((r) => ({ employee_id: r[0], name: r[1], week: r[2], hours: Number(r[3]), state: r[4] })), trace_id: N.hex(32) }) }; },
  },
  job: {
    noun: "pay run calculation", id: (N) => `CALC-${N.ri(90000, 99999)}`,
    start(N, id) { return { name: "payrun_calculate", args: { payrun: "PR-2026-12", scope: "all" }, out: J({ job_id: id, state: "queued", queued_at: N.isoOff("+01:00") }) }; },
    status(N, id, st) { return { name: "payrun_status", args: { job_id: id }, out: J({ job_id: id, payrun: "PR-2026-12", state: st.state, employees_done: st.n, employees_total: 912, warnings: st.w ?? 0, worker: `calc-${N.ri(1, 8)}`, polled_at: N.isoOff("+01:00") }) }; },
    progress: [{ state: "queued", n: 0 }, { state: "running", n: 140 }, { state: "running", n: 388 }, { state: "running", n: 602, w: 3 }, { state: "running", n: 851, w: 5 }, { state: "completed", n: 912, w: 5 }],
    stuck: { state: "running", n: 647, w: 3 },
    stuckWhy: "the calculation has shown 647/912 employees for many polls",
  },
  doc: {
    path: "policies/DE_Sonderzahlungen_2024.md",
    lines() {
      const paras = ["Anspruch auf Weihnachtsgeld besteht für alle Beschäftigten mit ungekündigtem Arbeitsverhältnis am 1. Dezember.", "Teilzeitbeschäftigte erhalten das Weihnachtsgeld anteilig entsprechend ihrer vertraglichen Wochenarbeitszeit.", "Eintritte im laufenden Jahr: Zwölftelung pro vollem Beschäftigungsmonat.", "Elternzeit ohne Teilzeit: kein Anspruch für die Monate der Elternzeit.", "Die Auszahlung erfolgt mit der Novemberabrechnung (Payroll DE).", "English summary: part-timers get the bonus pro rata to contracted hours.", "Rückzahlungsklausel: bei Austritt bis 31.03. des Folgejahres, sofern Betrag > 100 EUR.", "Sozialversicherung: Einmalzahlung, Märzklausel beachten."];
      const out = ["# Richtlinie Sonderzahlungen (DE) — Stand 2024", ""];
      for (let s = 1; out.length < 90; s++) { out.push(`## § ${s}`); for (let k = 0; k < 5; k++) out.push(`(${k + 1}) ${paras[(s + k * 3) % paras.length]}`); out.push(""); }
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, from: a, to: b }, out: J({ path: this.path, from: a, to: b, total_lines: lines.length, text: lines.slice(a - 1, b).join("\n") }) }; },
  },
  fix: {
    file: "adjustments/PR-2026-12.csv",
    errors: ["row 14: employee_id 'E1O231' not found (did you mean E10231?)", "row 22: amount '1.250,00' is not a number (use a dot as decimal separator)", "row 31: type 'bonus_xmas' is not one of [one_off_bonus, overtime, allowance, deduction]", "row 40: cost_centre CC-512 is closed since 2026-10-01"],
    edits: [["E1O231", "E10231"], ["1.250,00", "1250.00"], ["bonus_xmas", "one_off_bonus"], ["CC-512", "CC-415"]],
    badEdits: [["CC-512,", "CC-0512,"], ["CC-0512,", "CC-512 ,"], ["CC-512 ,", "\"CC-512\","], ["\"CC-512\",", "CC-512,"], ["CC-512,", "cc-512,"], ["cc-512,", "CC-512,"]],
    edit(N, pair) { return { name: "edit_file", args: { path: this.file, find: pair[0], replace: pair[1] }, out: J({ ok: true, path: this.file, replaced: 1, etag: `W/"${N.hex(16)}"` }) }; },
    validate(N, errs) { return { name: "payrun_validate", args: { payrun: "PR-2026-12", file: this.file }, err: errs.length > 0, out: J({ valid: errs.length === 0, errors: errs, rows_checked: 44, validated_at: N.isoOff("+01:00"), trace_id: N.hex(32) }) }; },
  },
  dep: {
    why: "the tax calculation service is down",
    fail(N, e, i) {
      const r = [J({ status: 503, error: { code: "TAX_ENGINE_UNAVAILABLE", message: "Tax calculation service did not respond (upstream: taxcalc-de.internal:8443, timeout 10000 ms)" }, trace_id: N.hex(32) }), J({ status: 502, error: { code: "BAD_GATEWAY", message: "upstream taxcalc returned an invalid response" }, trace_id: N.hex(32) }), J({ status: 504, error: { code: "GATEWAY_TIMEOUT", message: `calculate_payslip timed out after ${N.ri(10001, 10090)} ms waiting for taxcalc` }, trace_id: N.hex(32) })];
      return { name: "payslip_preview", args: { employee_id: e.id, payrun: "PR-2026-12", ...(i % 2 ? { include_ytd: true } : {}) }, err: true, out: r[i % 3], pyExc: ["payops.errors.UpstreamError", "TAX_ENGINE_UNAVAILABLE: Tax calculation service did not respond"] };
    },
  },
  agents: ["payroll-agent", "hrbp-agent", "finance-controller"],
  handoff: "who signs off the December bonus for cost centre CC-415",
  tasks: {
    warm: "First clear the year-end bonus queue: check each employee and post the €750 one-off on PR-2026-12.",
    get: (e) => `What's ${e.name}'s (${e.id}) tax code and cost centre in the HRIS?`,
    batch: (es) => `Post the €750 year-end one-off bonus for ${es.map((e) => e.id).join(", ")} on PR-2026-12.`,
    search: "What does our policy say about Weihnachtsgeld for part-timers in Germany?",
    poll: "Kick off the PR-2026-12 calculation and let me know when it's complete and how many warnings.",
    page: "Pull all November timesheets so we can reconcile overtime.",
    read: "Read the DE Sonderzahlungen policy and tell me the repayment clause conditions.",
    fix: "The December adjustments CSV fails validation. Fix it so it validates.",
    es: "Necesito que revises la política de pagas extra en España y me digas si se prorratean.",
  },
};

// ---------------------------------------------------------------- DNS & TLS
const hosts = ["api", "www", "checkout", "cdn", "status", "auth", "mail", "img", "partners", "docs", "grafana", "vpn", "sso", "shop", "assets", "beta"];
export const dns = {
  name: "dns-tls",
  agent: "DNS and certificate agent (Cloudflare DNS API, dig, ACME via cert-manager, crt.sh)",
  system: "You manage DNS for shopfront.example (Cloudflare zone 0b7e…) and TLS certificates issued through ACME (Let's Encrypt, DNS-01). You can dig, read and change records, read ACME orders and search certificate transparency logs. Change records only when the ticket asks for it.",
  mcp: "cloudflare", idKey: "name",
  py: { pre: "import dns.resolver, requests\nfrom infra import cf, acme, ct", map: { dig: "dig", dns_record_upsert: "cf.records.upsert", ct_search: "ct.search", dns_records_list: "cf.records.list", acme_order_get: "acme.order", acme_order_create: "acme.new_order", read_file: "open_text", edit_file: "patch_file", named_checkzone: "checkzone", dns_records_get: "cf.records.get" } },
  ent(N, i) { const h = hosts[i % hosts.length] + (i >= hosts.length ? `-${Math.floor(i / hosts.length) + 1}` : ""); const type = N.pick(["A", "A", "CNAME", "AAAA"]); return { id: `${h}.shopfront.example`, type, value: type === "A" ? `203.0.113.${N.ri(10, 250)}` : type === "AAAA" ? `2001:db8:40::${N.hex(3)}` : `${h}.edge.fastcdn.net`, ttl: N.pick([300, 300, 3600, 60]) }; },
  get(N, e) {
    const ttl = e.ttl - N.ri(0, Math.min(e.ttl - 1, 250));
    return { name: "dig", args: { name: e.id, type: e.type, server: "1.1.1.1" }, out: `; <<>> DiG 9.18.28 <<>> @1.1.1.1 ${e.id} ${e.type}\n; (1 server found)\n;; global options: +cmd\n;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${N.ri(1000, 65535)}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1\n\n;; OPT PSEUDOSECTION:\n; EDNS: version: 0, flags:; udp: 1232\n;; QUESTION SECTION:\n;${e.id}.\t\tIN\t${e.type}\n\n;; ANSWER SECTION:\n${e.id}.\t${ttl}\tIN\t${e.type}\t${e.value}${e.type === "CNAME" ? "." : ""}\n\n;; Query time: ${N.ri(3, 48)} msec\n;; SERVER: 1.1.1.1#53(1.1.1.1) (UDP)\n;; WHEN: ${N.dig()}\n;; MSG SIZE  rcvd: ${60 + e.id.length}\n` };
  },
  act(N, e, reason) {
    const args = { zone: "shopfront.example", name: e.id, type: "TXT", content: `"v=spf1 include:_spf.mailer.example ~all"`, ttl: 300 };
    if (reason) return { name: "dns_record_upsert", args, err: true, out: J({ success: false, errors: [{ code: reason[0], message: reason[1] }], messages: [], result: null }) };
    return { name: "dns_record_upsert", args, out: J({ success: true, errors: [], messages: [], result: { id: N.hex(32), zone_name: "shopfront.example", name: e.id, type: "TXT", content: args.content, proxied: false, ttl: 300, modified_on: N.iso(), created_on: N.iso() } }) };
  },
  refusals: (e) => [[81058, "An identical record already exists."], [9005, `Content for TXT record is invalid: more than one SPF record at ${e.id}`], [81053, `An A, AAAA, or CNAME record with that host already exists (${e.id})`], [1004, "DNS Validation Error: name is a wildcard-protected label"]],
  search: {
    topics: [["shopfront.example", "%.shopfront.example", "SHOPFRONT.EXAMPLE", "shopfront.example."], ["checkout.shopfront.example", "checkout.shopfront.example.", "%checkout.shopfront.example", "CHECKOUT.shopfront.example"]],
    refine: ["shopfront.example", "shopfront.example exclude=expired", "shopfront.example exclude=expired issuer=R11", "shopfront.example exclude=expired issuer=R11 deduplicate=Y"],
    hit(N, i) { return { id: N.ri(14800000000, 15999999999), issuer: N.pick(["C=US, O=Let's Encrypt, CN=R11", "C=US, O=Let's Encrypt, CN=R10", "C=US, O=Let's Encrypt, CN=E5"]), cn: `${N.pick(hosts)}.shopfront.example`, nb: `2026-${String(N.ri(9, 11)).padStart(2, "0")}-${String(N.ri(1, 28)).padStart(2, "0")}` }; },
    call(N, q, hits, total) { return { name: "ct_search", args: { q, output: "json" }, out: J(hits.map((h) => ({ issuer_ca_id: 295815, issuer_name: h.issuer, common_name: h.cn, name_value: h.cn, id: h.id, entry_timestamp: `${h.nb}T0${h.id % 9}:12:44.${h.id % 997}`, not_before: `${h.nb}T0${h.id % 9}:11:14`, not_after: "2027-02-0" + (1 + (h.id % 8)) + "T0" + (h.id % 9) + ":11:13", serial_number: h.id.toString(16).padStart(36, "0") }))) }; },
  },
  page: {
    mode: "page", size: 10, total: 43,
    row(N, i) { return [hosts[i % 16] + (i > 15 ? `-${Math.floor(i / 16)}` : "") + ".shopfront.example", N.pick(["A", "CNAME", "TXT", "AAAA", "MX"]), N.pick([1, 300, 3600]), N.hex(32)]; },
    cols: ["name", "type", "ttl", "id"],
    call(N, arg, rows, meta) { return { name: "dns_records_list", args: { zone: "shopfront.example", page: arg.page, per_page: 10 }, rows, out: J({ success: true, errors: [], messages: [], result: rows.map((r) => ({ id: r[3], name: r[0], type: r[1], ttl: r[2], proxied: r[1] !== "TXT" && r[1] !== "MX" })), result_info: { page: arg.page, per_page: 10, count: rows.length, total_count: meta.totalShown ?? 43, total_pages: 5 } }) }; },
  },
  job: {
    noun: "ACME order", id: (N) => `https://acme-v02.api.letsencrypt.org/acme/order/1839201/${N.ri(300000000000, 399999999999)}`,
    start(N, id) { return { name: "acme_order_create", args: { identifiers: ["shopfront.example", "*.shopfront.example", "checkout.shopfront.example"], challenge: "dns-01" }, out: J({ status: "pending", expires: "2026-12-13T04:00:00Z", url: id, finalize: `${id.replace("/order/", "/finalize/")}` }) }; },
    status(N, id, st) { return { name: "acme_order_get", args: { url: id }, out: `HTTP/2 200\ncontent-type: application/json\nreplay-nonce: ${N.b64(43).replace(/[+/]/g, "_")}\nretry-after: ${st.state === "valid" ? 0 : 5}\nx-frame-options: DENY\ndate: ${N.rfc()}\n\n${J({ status: st.state, expires: "2026-12-13T04:00:00Z", identifiers: [{ type: "dns", value: "shopfront.example" }, { type: "dns", value: "*.shopfront.example" }, { type: "dns", value: "checkout.shopfront.example" }], authorizations: (st.az ?? ["pending", "pending", "pending"]).map((s, k) => ({ url: `https://acme-v02.api.letsencrypt.org/acme/authz/1839201/${44518800 + k}`, status: s })), finalize: id.replace("/order/", "/finalize/"), ...(st.state === "valid" ? { certificate: id.replace("/order/", "/cert/").slice(0, -6) + "a1b2c3" } : {}) })}` }; },
    progress: [{ state: "pending", az: ["pending", "pending", "pending"] }, { state: "pending", az: ["valid", "pending", "pending"] }, { state: "pending", az: ["valid", "valid", "pending"] }, { state: "ready", az: ["valid", "valid", "valid"] }, { state: "processing", az: ["valid", "valid", "valid"] }, { state: "valid", az: ["valid", "valid", "valid"] }],
    stuck: { state: "pending", az: ["valid", "pending", "valid"] },
    stuckWhy: "the *.shopfront.example authorization has stayed pending for many polls",
  },
  doc: {
    path: "zones/db.shopfront.example",
    lines() {
      const out = ["$ORIGIN shopfront.example.", "$TTL 300", "@\tIN\tSOA\tns1.shopfront.example. hostmaster.shopfront.example. (", "\t\t2026120501 ; serial", "\t\t7200 ; refresh", "\t\t900 ; retry", "\t\t1209600 ; expire", "\t\t300 ) ; minimum", "@\tIN\tNS\tns1.shopfront.example.", "@\tIN\tNS\tns2.shopfront.example.", ""];
      for (let i = 0; out.length < 100; i++) { const h = hosts[i % 16] + (i > 15 ? `-${Math.floor(i / 16)}` : ""); out.push(`${h}\t${[300, 3600, 60][i % 3]}\tIN\t${["A", "CNAME", "AAAA"][i % 3]}\t${["203.0.113." + (20 + i), h + ".edge.fastcdn.net.", "2001:db8:40::" + (100 + i).toString(16)][i % 3]}`); if (i % 5 === 4) out.push(`; --- block ${Math.floor(i / 5) + 1} (owner: ${["web", "payments", "infra", "marketing"][i % 4]}) ---`); }
      return out;
    },
    read(N, a, b, lines) { return { name: "read_file", args: { path: this.path, line_start: a, line_count: b - a + 1 }, out: lines.slice(a - 1, b).join("\n") }; },
  },
  fix: {
    file: "zones/db.shopfront.example",
    errors: ["zones/db.shopfront.example:41: checkout.shopfront.example: bad dotted quad", "zones/db.shopfront.example:57: status.shopfront.example: CNAME and other data", "zones/db.shopfront.example:63: ignoring out-of-zone data (mail.shopfront.exmaple)", "zones/db.shopfront.example:88: _dmarc.shopfront.example: TXT record too long (289 > 255 octets without splitting)"],
    edits: [["checkout\t300\tIN\tA\t203.0.113.2O6", "checkout\t300\tIN\tA\t203.0.113.206"], ["status\t300\tIN\tA\t203.0.113.77\n", ""], ["mail.shopfront.exmaple.", "mail.shopfront.example."], ["\"v=DMARC1; p=quarantine; rua=", "(\"v=DMARC1; p=quarantine; \" \"rua="]],
    badEdits: [["_dmarc\t300\tIN\tTXT", "_dmarc\t3600\tIN\tTXT"], ["_dmarc\t3600\tIN\tTXT", "_dmarc.shopfront.example.\t3600\tIN\tTXT"], ["; dmarc", "; dmarc (split later)"], ["_dmarc.shopfront.example.\t3600\tIN\tTXT", "_dmarc\t3600\tIN\tTXT"], ["p=quarantine;", "p=quarantine; "], ["p=quarantine; ", "p=quarantine;"]],
    edit(N, pair) { return { name: "edit_file", args: { path: this.file, old: pair[0], new: pair[1] }, out: `--- a/${this.file}\n+++ b/${this.file}\n@@ -${(pair[0].length * 7) % 60 + 30},1 +${(pair[0].length * 7) % 60 + 30},1 @@\n-${pair[0].split("\n")[0]}\n+${pair[1].split("\n")[0]}` }; },
    validate(N, errs) { return { name: "named_checkzone", args: { zone: "shopfront.example", file: this.file }, err: errs.length > 0, out: errs.length ? `${errs.join("\n")}\nzone shopfront.example/IN: loading from master file ${this.file} failed: ${errs[0].includes("dotted") ? "bad dotted quad" : errs[0].includes("CNAME") ? "CNAME and other data" : errs[0].includes("out-of-zone") ? "out of zone data" : "ran out of space"}\nzone shopfront.example/IN: not loaded due to errors.` : "zone shopfront.example/IN: loaded serial 2026120602\nOK" }; },
  },
  dep: {
    why: "Cloudflare's API keeps failing with 5xx for the zone",
    fail(N, e, i) {
      const errs = [[10000, "Authentication error"], [1000, "Internal Server Error"], [10013, "Service temporarily unavailable, please retry"]];
      const k = i % 3 === 0 ? 1 : 2;
      return { name: i % 2 ? "dns_record_upsert" : "dns_records_get", args: i % 2 ? { zone: "shopfront.example", name: e.id, type: "TXT", content: `"v=spf1 include:_spf.mailer.example ~all"`, ttl: 300 } : { zone: "shopfront.example", name: e.id }, err: true, out: `HTTP/2 ${k === 1 ? 500 : 503}\ncf-ray: ${N.hex(16)}-${N.pick(["FRA", "AMS", "CDG", "LHR"])}\ndate: ${N.rfc()}\n\n${J({ success: false, errors: [{ code: errs[k][0], message: errs[k][1] }], messages: [], result: null })}`, pyExc: ["infra.cf.CloudflareAPIError", "HTTP 503: [10013] Service temporarily unavailable, please retry"] };
    },
  },
  agents: ["dns-agent", "security-agent", "platform-oncall"],
  handoff: "who owns the _acme-challenge delegation for checkout.shopfront.example",
  tasks: {
    warm: "First clear the SPF ticket queue: check each host and publish the new SPF TXT record.",
    get: (e) => `What does ${e.id} resolve to right now from the public resolvers?`,
    batch: (es) => `Publish the new SPF TXT record on: ${es.map((e) => e.id).join(", ")}.`,
    search: "Search the CT logs for every certificate issued for shopfront.example in the last 90 days.",
    poll: "Order the new SAN certificate (apex, wildcard, checkout) via DNS-01 and tell me when it's issued.",
    page: "Export the full list of DNS records in the shopfront.example zone.",
    read: "Read the zone file and list every CNAME that points outside our zone.",
    fix: "named-checkzone rejects the zone file after last night's edit. Fix it until it loads.",
    de: "Kannst du bitte prüfen, worauf checkout.shopfront.example aktuell auflöst? Der Kunde meldet Zertifikatsfehler.",
  },
};
