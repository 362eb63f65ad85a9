// The lakehouse ETL kit (Dagster + Trino + Iceberg).
import { makeKit, uuid } from "./kit-base.mjs";

const SLEEP = { tool: "sleep", key: "seconds" };

export const lakehouse = makeKit({
  domain: "lakehouse-etl-scn",
  lang: "Sicilian",
  framework: "LangGraph ReAct agent on Dagster + Trino + Iceberg",
  staff: "turi.lombardo",
  org: "a Palermo ferry-and-freight operator's data platform",
  sys: "You are the data-platform on-call agent. Dagster orchestrates assets; Trino queries the Iceberg lakehouse (catalog `lake`). Fix failed runs, check freshness, re-execute when safe. Iceberg commits take the table lock. Staff write in Sicilian; answer in Sicilian.",
  models: ["gpt-4.1-mini", "gpt-4o", "o4-mini"],
  styles: ["pretty", "text", "json"],
  hosts: ["dagster-webserver", "trino-coord", "dagster-daemon"],
  T: {
    goals: ["Ciau! Talìa pirchì u job `{id}` fallìu stanotti e fallu ripartiri.", "Controlla si a tabella `{id}` è aggiurnata e dimmi quantu righi ci sunnu.", "Sistema a pipeline `{id}`, dumani matina servinu i dati pô reportu.", "Talìa `{id}`: i nummari di ajeri nun tornanu."],
    again: "Aju canciatu na cosa, talìa n'autra vota pi favuri.",
    approve: "Sì, vai avanti.",
    done: "Fattu: {x}",
    giveup: "Ci pruvai cchiù voti ma nun va: {x}. Ci voli quarchidunu ca ci talìa.",
  },
  id: (r) => r.pick(["bookings_daily", "freight_manifests", "port_calls_hourly", "fuel_burn_voyage", "ticket_revenue_fx"]),
  read: {
    tool: "dagster_asset_get",
    key: "asset_key",
    args: (id) => ({ asset_key: `lake/marts/${id}` }),
    rec: (r, id, v) => ({ asset_key: `lake/marts/${id}`, latest_materialization: { run_id: uuid(r), timestamp: 1762900000 + v * 3600 + r.int(0, 99), partition: `2026-11-${String(10 + v).padStart(2, "0")}` }, freshness: ["stale", "stale", "fresh"][Math.min(v, 2)], checks: [{ name: "row_count_nonzero", status: "PASSED" }, { name: "no_null_port_code", status: v ? "PASSED" : "FAILED" }] }),
  },
  rel2: {
    tool: "trino_query",
    args: (id) => ({ sql: `SELECT count(*) AS n, max(loaded_at) AS last FROM lake.marts.${id} WHERE ds = DATE '2026-11-10'` }),
    rec: (r, id, v) => ({ columns: ["n", "last"], rows: [[v ? 18000 + r.int(0, 4000) + v * 311 : 0, v ? `2026-11-10 0${v}:1${r.int(0, 9)}:00.000 UTC` : null]], stats: { state: "FINISHED", queued_ms: r.int(1, 90), elapsed_ms: r.int(200, 4000), processed_rows: r.int(10000, 900000) } }),
  },
  search: {
    tool: "code_search",
    key: "q",
    hit: (r, i) => ({ file: r.pick(["assets/marts/bookings.py", "assets/staging/port_calls.py", "dbt/models/marts/freight.sql", "resources/iceberg.py"]), line: r.int(5, 300), snippet: r.pick(["@asset(partitions_def=daily, deps=[stg_bookings])", "COALESCE(port_code, 'UNK')", "table.update_properties()", "retry_policy=RetryPolicy(max_retries=2)"]), score: +(0.9 - i * 0.06).toFixed(3) }),
    rew: ["no_null_port_code", "port_code null check", "null port code asset check", "NO_NULL_PORT_CODE", "check port_code not null", "no_null_port_code check definition", "port code nulls"],
    refine: ["port_code", "port_code asset_check", "port_code COALESCE staging", "port_calls staging UNK mapping"],
  },
  list: { tool: "dagster_runs_list", args: (p) => ({ status: "FAILURE", limit: 5, cursor: p ? `c${p}` : null }), cursor: (r) => uuid(r), row: (r, i) => ({ run_id: uuid(r).slice(0, 8), job: r.pick(["daily_marts", "hourly_port_calls", "freight_ingest"]), status: r.pick(["FAILURE", "SUCCESS", "SUCCESS"]), started: `2026-11-${10 - (i % 9)} 0${i % 9}:00` }) },
  doc: {
    tool: "dagster_run_logs",
    args: (from, to) => ({ run_id: "4f1c2a9e", offset: from - 1, limit: to - from + 1 }),
    lines: (r) => {
      const steps = ["stg_bookings", "stg_port_calls", "stg_freight", "int_voyages", "bookings_daily", "freight_manifests"];
      const out = [];
      let t = 0;
      for (let i = 0; i < 54; i++) {
        t += r.int(1, 40);
        const s = steps[i % steps.length];
        out.push(`01:${String(Math.floor(t / 60) % 60).padStart(2, "0")}:${String(t % 60).padStart(2, "0")} ${r.pick(["STEP_START", "STEP_OUTPUT", "ASSET_MATERIALIZATION", "LOGS_CAPTURED", "STEP_SUCCESS"])} ${s} - ${r.pick(["Started execution", "Yielded output result", "Materialized value", "Finished in " + r.int(2, 90) + "s"])}`);
      }
      out.splice(44, 0, "01:52:10 STEP_FAILURE int_voyages - dagster._core.errors.DagsterExecutionStepExecutionError: TrinoUserError(type=USER_ERROR, name=DIVISION_BY_ZERO, message=\"Division by zero\", query_id=20261110_015208_00412_k3v9q)");
      return out;
    },
  },
  job: {
    jid: (r) => uuid(r),
    start: "dagster_launch_run",
    startArgs: (id, a) => ({ job: "daily_marts", tags: { reexecution: a ? "FROM_FAILURE" : "ALL_STEPS" }, partition: "2026-11-10", ...(a > 1 ? { op_selection: [`*${id}`] } : {}) }),
    status: "dagster_run_status",
    statusArgs: (jid) => ({ run_id: jid }),
    log: "dagster_run_events",
    logArgs: (jid) => ({ run_id: jid, level: "ERROR" }),
    noun: "run",
    failLog: (run, jid, fail) => `run ${jid} FAILURE\n  step int_voyages: STEP_FAILURE after ${run.r.int(30, 90)}s\n  dagster._core.errors.DagsterExecutionStepExecutionError: Error occurred while executing op "int_voyages":\n  trino.exceptions.TrinoUserError: TrinoUserError(type=USER_ERROR, name=DIVISION_BY_ZERO, message="Division by zero", query_id=2026111${run.r.int(0, 9)}_0${run.r.int(10000, 99999)}_${run.r.int(10000, 99999)}_${run.r.alnum(5).toLowerCase()})\n    File "/opt/dagster/app/assets/marts/voyages.py", line ${fail.line ?? 88}, in int_voyages\n      fuel_per_nm = fuel_t / distance_nm\n  worker: dagster-step-${run.r.hex(5)}  image: lake-etl:2026.11.${run.r.int(1, 9)}`,
  },
  dep: { tool: "trino_query", args: (id, tv) => ({ sql: `SELECT * FROM lake.raw.ais_positions WHERE ds = DATE '2026-11-10' LIMIT ${[100, 50, 10, 100][tv % 4]}`, ...(tv > 1 ? { session: { query_max_run_time: `${tv}m` } } : {}) }), host: "trino.lake.svc", path: () => "/v1/statement", fam: "http", errOpts: { code: 503, error: "SERVER_STARTING_UP", msg: "Trino server is still initializing", server: "jetty" }, ok: (r) => ({ columns: ["mmsi", "ts", "lat", "lon"], rows: [[247000000 + r.int(0, 99999), "2026-11-10 00:00:05", 38.12, 13.36]], stats: { state: "FINISHED" } }) },
  wait: SLEEP,
  lock: { tool: "iceberg_table_lock", args: () => ({ table: "lake.marts.bookings_daily", op: "acquire" }), name: "lake.marts.bookings_daily" },
  cfg: {
    apply: "trino_query",
    diff: "iceberg_properties_diff",
    applyArgs: (m) => ({ sql: `ALTER TABLE lake.marts.bookings_daily SET PROPERTIES ${m}` }),
    diffArgs: () => ({ table: "lake.marts.bookings_daily", desired: "infra/iceberg/bookings_daily.yaml" }),
    applyOut: (run) => run.out({ columns: ["result"], rows: [[true]], stats: { state: "FINISHED", elapsed_ms: run.r.int(300, 2000) } }),
    diffOut: (run, diffs) => (diffs.length ? `table lake.marts.bookings_daily (snapshot ${run.r.int(10 ** 17, 9 * 10 ** 17)})\n${diffs.map((d) => `  ~ ${d.path}: live=${d.live} desired=${d.want}`).join("\n")}\n${diffs.length} property difference(s)` : `table lake.marts.bookings_daily: properties match desired`),
    norm: { path: "write.target-file-size-bytes", live: "536870912", want: "'512MB'", manifest: "write_target_file_size_bytes = '512MB'" },
    real: [{ path: "format_version", live: "1", want: "2" }, { path: "write.parquet.compression-codec", live: "gzip", want: "zstd" }],
  },
});
