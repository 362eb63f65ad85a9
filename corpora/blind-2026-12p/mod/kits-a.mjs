// Domain kits 1-4: Airflow (Czech), dbt (Romanian), Kubernetes rollout (Ukrainian), backup restore (Finnish).
import { hms, iso, logts, psql, table, hh } from './rng.mjs';

const sp = (xs, v) => xs[v % xs.length];

/** Czech retail chain's Airflow ETL desk. */
export const airflow = {
  key: 'airflow-etl-cs',
  lang: 'Czech',
  sys: 'You are the data-platform on-call agent for a Czech retail chain. Tools run the airflow CLI and psql against the reporting DB. Be precise and report in Czech to the staff.',
  items: [
    'pokladny_denni',
    'sklad_stavy',
    'ceny_import',
    'vernostni_body',
    'eshop_objednavky',
    'dodavatele_sync',
    'trzby_hodinove',
    'akce_letak',
    'reklamace_export',
    'mzdy_podklady',
    'kurzy_cnb',
    'inventura_rocni',
  ],
  task: (it) =>
    `Ahoj, DAG ${it} v noci neproběhl a ranní reporty pro prodejny jsou prázdné. Zjisti prosím proč a dej vědět, jestli to můžeme pustit znovu.`,
  interrupt: (it) =>
    `Počkej, ${it} je teď důležitější – finance to chtějí do devíti. Podívej se nejdřív na něj.`,
  again: 'Můžeš to prosím zkontrolovat ještě jednou? Kolega mezitím opravil oprávnění.',
  done: 'Hotovo: běh doběhl, data jsou v reportingu. Díky!',
  blocked:
    'Nedaří se mi to dotáhnout – závislost pořád vrací stejnou chybu. Předávám to dál, prosím o kontrolu připojení k DB.',
  read: (it, v, r) => [
    'airflow',
    {
      args: sp(
        [
          `dags list-runs -d ${it} --state failed`,
          `dags list-runs  -d ${it} --state failed`,
          `dags list-runs --dag-id ${it} --state failed`,
          `dags list-runs -d ${it} --state=failed`,
          `dags list-runs -d ${it} --state failed `,
        ],
        v,
      ),
    },
    table(
      ['dag_id', 'run_id', 'state', 'execution_date', 'start_date', 'end_date'],
      [0, 1, 2].map((d) => [
        it,
        `scheduled__2026-11-${20 - d}T01:00:00+00:00`,
        'failed',
        `2026-11-${20 - d}T01:00:00+00:00`,
        `2026-11-${21 - d}T01:00:0${d}.${r.int(100000, 999999)}+00:00`,
        `2026-11-${21 - d}T01:${10 + d * 3}:4${d}.${r.int(100000, 999999)}+00:00`,
      ]),
    ),
  ],
  read2: (it, r) => [
    'airflow',
    { args: `tasks states-for-dag-run ${it} scheduled__2026-11-20T01:00:00+00:00` },
    table(
      ['dag_id', 'execution_date', 'task_id', 'state', 'start_date', 'end_date'],
      [
        ['extract', 'success'],
        ['load_stage', 'failed'],
        ['transform', 'upstream_failed'],
        ['publish', 'upstream_failed'],
      ].map(([t, s]) => [
        it,
        '2026-11-20T01:00:00+00:00',
        `${t}`,
        s,
        s === 'upstream_failed' ? '' : `2026-11-21T01:0${r.int(0, 9)}:${r.int(10, 59)}.${r.int(1000, 9999)}`,
        s === 'upstream_failed' ? '' : `2026-11-21T01:1${r.int(0, 9)}:${r.int(10, 59)}.${r.int(1000, 9999)}`,
      ]),
    ),
  ],
  read3: (it, r) => [
    'psql',
    { sql: `SELECT count(*), max(den) FROM rpt.${it};` },
    psql(['count', 'max'], [['0', '']], r.dur(0.4, 3)),
  ],
  fail: (it, v, r) => [
    'airflow',
    {
      args: sp(
        [
          `tasks test ${it} load_stage 2026-11-20`,
          `tasks run ${it} load_stage scheduled__2026-11-20T01:00:00+00:00 --local`,
          `tasks test ${it} load_stage 2026-11-20 --env-vars '{"PGCONNECT_TIMEOUT":"30"}'`,
          `tasks run ${it} load_stage scheduled__2026-11-20T01:00:00+00:00 --ignore-dependencies`,
          `tasks test ${it} load_stage 2026-11-20T01:00:00+00:00`,
        ],
        v,
      ),
    },
    `[${logts(r.now)}] {taskinstance.py:1157} INFO - Dependencies all met for <TaskInstance: ${it}.load_stage>\n[${logts(r.now + 220)}] {base.py:73} INFO - Using connection ID 'dwh_pg' for task execution.\n[${logts(r.now + 30310)}] {taskinstance.py:1937} ERROR - Task failed with exception\npsycopg2.OperationalError: connection to server at "dwh-pg-02.int" (10.20.4.17), port 5432 failed: timeout expired\n[${logts(r.now + 30330)}] {taskinstance.py:1400} INFO - Marking task as FAILED. dag_id=${it}, task_id=load_stage, execution_date=20261120T010000, start_date=${r.hex(0)}20261121T${hms(r.now).replace(/:/g, '')}, end_date=20261121T${hms(r.now + 30330).replace(/:/g, '')}\n[${logts(r.now + 30400)}] {local_task_job.py:212} INFO - Task exited with return code 1 (pid ${r.int(20000, 90000)})`,
    true,
    31,
  ],
  ok: (it, r) => [
    'airflow',
    { args: `tasks run ${it} load_stage scheduled__2026-11-20T01:00:00+00:00 --local` },
    `[${logts(r.now)}] {base.py:73} INFO - Using connection ID 'dwh_pg' for task execution.\n[${logts(r.now + 4100)}] {sql.py:418} INFO - Rows affected: ${r.int(4000, 90000)}\n[${logts(r.now + 4200)}] {taskinstance.py:1400} INFO - Marking task as SUCCESS. dag_id=${it}, task_id=load_stage\n[${logts(r.now + 4300)}] {local_task_job.py:212} INFO - Task exited with return code 0`,
    false,
    5,
  ],
  poll: (it, st, r) => [
    'airflow',
    { args: `dags state ${it} 2026-11-20T01:00:00+00:00` },
    `${st.phase}\n[${logts(r.now)}] {dagbag.py:536} INFO - Filling up the DagBag from /opt/airflow/dags (parsed in ${r.dur(0.8, 2.4)}s)`,
  ],
  phases: ['queued', 'running', 'success'],
  page: (p, total, r) => [
    'airflow',
    { args: `dags list -o plain --page ${p}` },
    `${table(
      ['dag_id', 'fileloc', 'owners', 'is_paused'],
      Array.from({ length: 8 }, (_, i) => [
        `dag_${String(p * 8 + i).padStart(3, '0')}_${['sync', 'load', 'export', 'agg'][i % 4]}`,
        `/opt/airflow/dags/${['sync', 'load', 'export', 'agg'][i % 4]}.py`,
        ['novakova', 'dvorak', 'kral'][i % 3],
        i % 5 === 0 ? 'True' : 'False',
      ]),
    )}\n${p < total - 1 ? `-- page ${p + 1}/${total}, use --page ${p + 1} for more (${r.int(80, 300)} ms)` : `-- page ${p + 1}/${total} (end) (${r.int(80, 300)} ms)`}`,
  ],
  logLine: (it, k, t) =>
    `[${logts(t)}] {${['sql.py:418', 'base.py:73', 'postgres.py:151', 'taskinstance.py:1157'][k % 4]}} INFO - ${['Running statement: INSERT INTO stage.', 'Rows affected: ', 'Batch committed ', 'Checkpoint '][k % 4]}${k % 4 === 0 ? it : 1000 + k * 37}`,
  logs: (it, w, body) => ['airflow', { args: `tasks logs ${it} load_stage --tail ${w}` }, body],
  queries: (it) => [
    `SELECT * FROM pg_stat_activity WHERE datname='dwh';`,
    `SELECT pid, state, wait_event FROM pg_stat_activity WHERE datname = 'dwh';`,
    `select pid,state,wait_event from pg_stat_activity where datname='dwh' and state<>'idle';`,
    `SELECT pid, usename, state FROM pg_stat_activity WHERE application_name LIKE '%${it}%';`,
    `SELECT count(*) FROM pg_stat_activity WHERE datname='dwh';`,
  ],
  search: (q, r) => [
    'psql',
    { sql: q },
    `psql: error: connection to server at "dwh-pg-02.int" (10.20.4.17), port 5432 failed: timeout expired\n(attempt took ${r.int(30001, 30090)} ms)`,
    true,
    30,
  ],
  errs: (it) => [
    `Broken DAG: [/opt/airflow/dags/${it}.py] ModuleNotFoundError: No module named 'cz_retail.hooks'`,
    `Broken DAG: [/opt/airflow/dags/${it}.py] TypeError: __init__() got an unexpected keyword argument 'schedule_interval'`,
    `Broken DAG: [/opt/airflow/dags/${it}.py] AirflowException: Cycle detected in DAG. Faulty task: publish`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `dags/${it}.py`,
      old: [
        'from cz_retail.hooks import PgHook',
        'schedule_interval="0 1 * * *"',
        'publish >> transform',
        'schedule="0 1 * * *"',
      ][k % 4],
      new: [
        'from cz_retail.db.hooks import PgHook',
        'schedule="0 1 * * *"',
        'transform >> publish',
        'schedule_interval="0 1 * * *"',
      ][k % 4],
    },
    `dags/${it}.py: 1 replacement`,
  ],
  check: (it, errs, r) => [
    'airflow',
    { args: 'dags list-import-errors' },
    errs.length
      ? table(
          ['filepath', 'error'],
          errs.map((e) => [`/opt/airflow/dags/${it}.py`, e.replace(/^Broken DAG: \[[^\]]+\] /, '')]),
        )
      : `No data found\n(parsed ${r.int(40, 60)} files in ${r.dur(2, 6)}s)`,
  ],
  act: (it, r) => [
    'airflow',
    { args: `tasks clear ${it} -s 2026-11-20 -e 2026-11-20 -y` },
    `Clearing 4 task instances of ${it}\n<TaskInstance: ${it}.load_stage scheduled__2026-11-20T01:00:00+00:00 [failed]>\n<TaskInstance: ${it}.transform scheduled__2026-11-20T01:00:00+00:00 [upstream_failed]>\n... cleared in ${r.int(200, 900)} ms`,
  ],
};

/** Romanian telecom's dbt project on the warehouse. */
export const dbt = {
  key: 'dbt-warehouse-ro',
  lang: 'Romanian',
  sys: 'You are the analytics-engineering agent of a Romanian telecom operator. Tools: dbt CLI, snowsql, git. Reply to the team in Romanian.',
  items: [
    'fct_apeluri',
    'dim_abonati',
    'fct_facturi',
    'stg_roaming',
    'fct_trafic_date',
    'dim_celule',
    'mart_churn',
    'stg_portari',
    'fct_reincarcari',
    'dim_oferte',
    'mart_arpu',
    'stg_tichete',
  ],
  task: (it) =>
    `Salut! Modelul ${it} pică în jobul de noapte și dashboard-ul de vânzări e gol. Te rog vezi ce s-a întâmplat și repară dacă se poate.`,
  interrupt: (it) =>
    `Stai puțin – lasă asta, ${it} e mai urgent, îl cere directorul financiar. Uită-te întâi la el.`,
  again: 'Poți rula din nou verificarea? Am schimbat între timp grant-urile pe schema.',
  done: 'Gata, modelul s-a construit și testele trec. Mulțumesc!',
  blocked:
    'Nu reușesc să avansez: warehouse-ul răspunde cu aceeași eroare la fiecare încercare. Vă rog verificați rolul de serviciu.',
  read: (it, v, r) => [
    'dbt',
    {
      args: sp(
        [
          `ls --select ${it} --output json --output-keys name resource_type config`,
          `ls -s ${it} --output json --output-keys name resource_type config`,
          `ls --select ${it}  --output json --output-keys name resource_type config`,
          `ls --select model:${it} --output json --output-keys name resource_type config`,
          `ls --select ${it} --output-keys name resource_type config --output json`,
        ],
        v,
      ),
    },
    `${hms(r.now)}  Running with dbt=1.8.7\n${hms(r.now + 900)}  Registered adapter: snowflake=1.8.3\n${hms(r.now + 2100)}  Found 412 models, 1388 data tests, 61 sources, 9 exposures, 1021 macros\n{"name": "${it}", "resource_type": "model", "config": {"materialized": "incremental", "unique_key": "id_${it.split('_')[1]}", "schema": "marts", "on_schema_change": "fail", "tags": ["noapte"]}}`,
  ],
  read2: (it, r) => [
    'dbt',
    { args: `run --select ${it}` },
    `${hms(r.now)}  Running with dbt=1.8.7\n${hms(r.now + 2300)}  Found 412 models, 1388 data tests, 61 sources\n${hms(r.now + 2400)}\n${hms(r.now + 5100)}  1 of 1 START sql incremental model marts.${it} ................ [RUN]\n${hms(r.now + 9100)}  1 of 1 ERROR creating sql incremental model marts.${it} ....... [ERROR in ${r.dur(3, 9)}s]\n${hms(r.now + 9200)}\n${hms(r.now + 9300)}  Completed with 1 error and 0 warnings:\n${hms(r.now + 9300)}\n${hms(r.now + 9300)}    The source and target schemas on this incremental model are out of sync!\n    Source columns not in target: [COD_JUDET]\n${hms(r.now + 9400)}  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1`,
    true,
  ],
  read3: (it, r) => [
    'snowsql',
    { q: `DESCRIBE TABLE ANALYTICS.MARTS.${it.toUpperCase()};` },
    `${table(
      ['name', 'type', 'kind', 'null?'],
      [
        ['ID', 'NUMBER(38,0)', 'COLUMN', 'N'],
        ['DATA_EVENT', 'DATE', 'COLUMN', 'Y'],
        ['VALOARE_RON', 'NUMBER(18,2)', 'COLUMN', 'Y'],
        ['ID_ABONAT', 'NUMBER(38,0)', 'COLUMN', 'Y'],
      ],
    )}\n4 Row(s) produced. Time Elapsed: ${r.dur(0.1, 0.9)}s`,
  ],
  fail: (it, v, r) => [
    'snowsql',
    {
      q: sp(
        [
          `SELECT COUNT(*) FROM RAW.BILLING.${it.toUpperCase()};`,
          `select count(*) from raw.billing.${it};`,
          `SELECT COUNT(1) FROM RAW.BILLING."${it.toUpperCase()}";`,
          `USE ROLE TRANSFORMER; SELECT COUNT(*) FROM RAW.BILLING.${it.toUpperCase()};`,
          `SELECT COUNT(*) FROM RAW.BILLING.${it.toUpperCase()} LIMIT 1;`,
        ],
        v,
      ),
    },
    `* SnowSQL * v1.2.32\nType SQL statements or !help\n002003 (42S02): 01b${r.hex(3)}-0${r.int(100, 999)}-${r.hex(4)}-0000-${r.hex(12)}: SQL compilation error:\nObject 'RAW.BILLING.${it.toUpperCase()}' does not exist or not authorized.`,
    true,
  ],
  ok: (it, r) => [
    'snowsql',
    { q: `SELECT COUNT(*) FROM RAW.BILLING.${it.toUpperCase()};` },
    `${table(['COUNT(*)'], [[String(r.int(100000, 9000000))]])}\n1 Row(s) produced. Time Elapsed: ${r.dur(0.2, 1.5)}s`,
  ],
  poll: (it, st, r) => [
    'dbt_cloud',
    { args: `job run get --run-id 7731${hh(it)}` },
    `run_id: 7731${hh(it)}\nstatus: ${st.phase}\nstep: ${st.pct}%\ntrigger: manual (agent)\nlast_checked_at: ${iso(r.now)}\nrequest_id: ${r.hex(8)}-${r.hex(4)}`,
  ],
  phases: ['Queued', 'Running', 'Success'],
  page: (p, total, r) => [
    'dbt',
    { args: `ls --resource-type test --select tag:noapte --limit 15 --offset ${p * 15}` },
    `${Array.from({ length: 15 }, (_, i) => `telecom.${['not_null', 'unique', 'relationships', 'accepted_values'][i % 4]}_${['fct_apeluri', 'dim_abonati', 'fct_facturi', 'stg_roaming', 'dim_celule'][(p + i) % 5]}_${['id', 'data', 'cod', 'judet'][i % 4]}_${p}${i}`).join('\n')}\n${p < total - 1 ? `(${15} of ${total * 15 - 4}, next offset ${(p + 1) * 15}; ${r.int(1, 4)}.${r.int(0, 9)}s)` : `(end of list; ${r.int(1, 4)}.${r.int(0, 9)}s)`}`,
  ],
  logLine: (it, k, t) =>
    `${hms(t)}  ${k + 1} of 40 ${k % 3 === 2 ? 'PASS' : 'OK created'} ${k % 3 === 2 ? `not_null_${it}_id` : `sql view model staging.stg_${k}`} .......... [${k % 3 === 2 ? 'PASS' : 'SUCCESS 1'} in ${(1 + (k % 5) * 0.7).toFixed(2)}s]`,
  logs: (_it, w, body) => ['shell', { cmd: `tail -n ${w} logs/dbt.log` }, body],
  queries: (it) => [
    `grep -rn "COD_JUDET" models/`,
    `grep -rni "cod_judet" models/ macros/`,
    `git log -S COD_JUDET --oneline`,
    `grep -rn 'cod_judet' models/marts/${it}.sql`,
    `git grep -i cod_judet`,
  ],
  search: (q, r) => ['shell', { cmd: q }, `(no matches) exit 1\n[${r.int(8, 60)} ms]`],
  errs: (it) => [
    `Compilation Error in model ${it}: 'cod_judet' is undefined`,
    `Database Error in model ${it}: invalid identifier 'JUDET'`,
    `Parsing Error in models/marts/schema.yml: unique_key must be a string or list`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `models/marts/${it}.sql`,
      old: ['{{ cod_judet }}', 'JUDET', "on_schema_change='fail'", "on_schema_change='append_new_columns'"][
        k % 4
      ],
      new: ['cod_judet', 'COD_JUDET', "on_schema_change='append_new_columns'", "on_schema_change='fail'"][
        k % 4
      ],
    },
    `models/marts/${it}.sql: 1 replacement`,
  ],
  check: (it, errs, r) => [
    'dbt',
    { args: `compile --select ${it}` },
    errs.length
      ? `${hms(r.now)}  Running with dbt=1.8.7\n${errs.map((e) => `${hms(r.now + 1500)}  ${e}`).join('\n')}\n${hms(r.now + 1600)}  Encountered an error.`
      : `${hms(r.now)}  Running with dbt=1.8.7\n${hms(r.now + 2400)}  Compiled node '${it}' is:\nselect ... (${r.int(40, 120)} lines)\n${hms(r.now + 2500)}  Done.`,
  ],
  act: (it, r) => [
    'dbt',
    { args: `run --select ${it} --full-refresh` },
    `${hms(r.now)}  1 of 1 START sql incremental model marts.${it} .... [RUN]\n${hms(r.now + 40000)}  1 of 1 OK created sql incremental model marts.${it} ... [SUCCESS ${r.int(1000, 90000)} in ${r.dur(20, 90)}s]\n${hms(r.now + 40100)}  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1`,
  ],
};

const pod = (r, d) => `${d}-${r.pick(['7c9f8d6b5', '5d4b7f9c8'])}-${r.alnum(5)}`;

/** Ukrainian logistics company's Kubernetes rollouts. */
export const k8s = {
  key: 'k8s-rollout-uk',
  lang: 'Ukrainian',
  sys: 'You are the platform agent of a Ukrainian parcel-logistics company. Tools: kubectl, helm, argocd. Staff write in Ukrainian; answer them in Ukrainian.',
  items: [
    'sortuvannia-api',
    'tracking-web',
    'routes-planner',
    'parcel-events',
    'courier-app-bff',
    'label-printer',
    'tariffs-svc',
    'warehouse-scan',
    'notify-sms',
    'payments-gw',
    'returns-svc',
    'geo-cache',
  ],
  task: (it) =>
    `Привіт! Реліз ${it} у проді завис, половина подів стара. Подивись, будь ласка, що з rollout і чи можна його довести до кінця.`,
  interrupt: (it) => `Зачекай, відклади це. ${it} падає на складі у Львові – глянь спочатку туди.`,
  again: 'Перевір, будь ласка, ще раз – ми щойно перезапустили вузол.',
  done: 'Готово: rollout завершено, усі поди нової версії, помилок у логах немає.',
  blocked:
    'Не виходить просунутися: registry щоразу відповідає тією ж помилкою. Потрібна допомога з доступом до образу.',
  read: (it, v, r) => [
    'kubectl',
    {
      args: sp(
        [
          `get pods -n prod -l app=${it} -o wide`,
          `get pods -l app=${it} -n prod -o wide`,
          `get po -n prod -l app=${it} -o wide`,
          `get pods --namespace=prod -l app=${it} -o wide`,
          `get pods -n prod -l app=${it} -owide`,
        ],
        v,
      ),
    },
    table(
      ['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE', 'IP', 'NODE'],
      [
        [`${it}-7c9f8d6b5-h2x9q`, '1/1', 'Running', '0', `${(hh(it) % 7) + 2}d`, '10.42.3.17', 'wrk-kyiv-04'],
        [`${it}-7c9f8d6b5-p8kzt`, '1/1', 'Running', '0', `${(hh(it) % 7) + 2}d`, '10.42.1.88', 'wrk-kyiv-02'],
        [
          `${it}-5d4b7f9c8-wq4mn`,
          '0/1',
          'ImagePullBackOff',
          '0',
          `${r.int(20, 59)}m`,
          '10.42.2.31',
          'wrk-kyiv-03',
        ],
      ],
    ),
  ],
  read2: (it, _r) => [
    'kubectl',
    { args: `rollout status deploy/${it} -n prod --timeout=20s` },
    `Waiting for deployment "${it}" rollout to finish: 1 out of 3 new replicas have been updated...\nerror: timed out waiting for the condition`,
    true,
    20,
  ],
  read3: (it, r) => [
    'kubectl',
    { args: `describe pod ${it}-5d4b7f9c8-wq4mn -n prod` },
    `Name:         ${it}-5d4b7f9c8-wq4mn\nNamespace:    prod\nNode:         wrk-kyiv-03/10.0.8.23\nStatus:       Pending\nContainers:\n  app:\n    Image:          registry.np-int.ua/${it}:2.14.0\n    State:          Waiting\n      Reason:       ImagePullBackOff\nEvents:\n  Type     Reason   Age                  From     Message\n  ----     ------   ----                 ----     -------\n  Normal   BackOff  ${r.int(5, 59)}s (x${r.int(40, 140)} over ${r.int(20, 59)}m)  kubelet  Back-off pulling image "registry.np-int.ua/${it}:2.14.0"\n  Warning  Failed   ${r.int(5, 59)}s (x${r.int(9, 30)} over ${r.int(20, 59)}m)   kubelet  Failed to pull image "registry.np-int.ua/${it}:2.14.0": manifest unknown`,
  ],
  fail: (it, v, r) => [
    'shell',
    {
      cmd: sp(
        [
          `crane manifest registry.np-int.ua/${it}:2.14.0`,
          `skopeo inspect docker://registry.np-int.ua/${it}:2.14.0`,
          `crane digest registry.np-int.ua/${it}:2.14.0`,
          `docker manifest inspect registry.np-int.ua/${it}:v2.14.0`,
          `curl -sI https://registry.np-int.ua/v2/${it}/manifests/2.14.0`,
        ],
        v,
      ),
    },
    `Error: GET https://registry.np-int.ua/v2/${it}/manifests/2.14.0: MANIFEST_UNKNOWN: manifest unknown; map[Tag:2.14.0]\nx-request-id: ${r.hex(16)}\ndate: ${new Date(r.now).toUTCString()}`,
    true,
  ],
  ok: (it, r) => [
    'shell',
    { cmd: `crane manifest registry.np-int.ua/${it}:2.14.0` },
    `{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","config":{"digest":"sha256:${r.hex(64)}","size":${r.int(2000, 9000)}},"layers":[...${r.int(5, 12)} layers]}`,
  ],
  poll: (it, st, r) => [
    'kubectl',
    { args: `get deploy ${it} -n prod` },
    table(
      ['NAME', 'READY', 'UP-TO-DATE', 'AVAILABLE', 'AGE'],
      [
        [
          it,
          `${st.pct >= 100 ? 3 : Math.floor(st.pct / 34) + 1}/3`,
          `${st.pct >= 100 ? 3 : Math.floor(st.pct / 34) + 1}`,
          `${st.pct >= 100 ? 3 : 2}`,
          `${r.int(30, 90)}d`,
        ],
      ],
    ),
  ],
  phases: ['Progressing', 'Progressing', 'Complete'],
  page: (p, total, r) => [
    'kubectl',
    {
      args: `get events -n prod --sort-by=.lastTimestamp --chunk-size=10 --continue=${p === 0 ? '' : `eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6${p}`}`,
    },
    `${table(
      ['LAST SEEN', 'TYPE', 'REASON', 'OBJECT', 'MESSAGE'],
      Array.from({ length: 10 }, (_, i) => [
        `${p * 10 + i + 1}m`,
        i % 4 ? 'Normal' : 'Warning',
        ['Pulled', 'Created', 'Started', 'Scheduled'][i % 4],
        `pod/${['tracking-web', 'geo-cache', 'notify-sms'][i % 3]}-${p}${i}x`,
        [
          'Successfully pulled image',
          'Created container app',
          'Started container app',
          'Successfully assigned prod/',
        ][i % 4],
      ]),
    )}${p < total - 1 ? `\n(continue token present; ${r.int(10, 90)}ms)` : ''}`,
  ],
  logLine: (it, k, t) =>
    `${iso(t)} ${k % 5 === 4 ? 'WARN' : 'INFO'} [${it}] ${['handled GET /v1/parcels', 'sync batch committed', 'kafka offset committed', 'health probe ok', 'slow query 1.2s'][k % 5]} seq=${k}`,
  logs: (it, w, body) => ['kubectl', { args: `logs deploy/${it} -n prod --since=${w}m --tail=40` }, body],
  queries: (_it) => [
    `get secret -n prod -o name | grep regcred`,
    `get secret regcred -n prod -o yaml`,
    `get sa default -n prod -o jsonpath={.imagePullSecrets}`,
    `get secret -n prod --field-selector type=kubernetes.io/dockerconfigjson`,
    `get events -n prod --field-selector reason=Failed`,
  ],
  search: (q, _r) => ['kubectl', { args: q }, `No resources found in prod namespace.`],
  errs: (_it) => [
    `values.yaml: image.tag "v2.14.0" not found in registry`,
    `templates/deployment.yaml: resources.limits.memory "512mb" is not a valid quantity`,
    `templates/hpa.yaml: spec.maxReplicas must be >= minReplicas`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `charts/${it}/values-prod.yaml`,
      old: ['tag: v2.14.0', 'memory: 512mb', 'maxReplicas: 2', 'tag: 2.14.0'][k % 4],
      new: ['tag: 2.14.0', 'memory: 512Mi', 'maxReplicas: 6', 'tag: v2.14.0'][k % 4],
    },
    `charts/${it}/values-prod.yaml: 1 line changed`,
  ],
  check: (it, errs, _r) => [
    'helm',
    { args: `lint charts/${it} -f charts/${it}/values-prod.yaml --strict` },
    errs.length
      ? `==> Linting charts/${it}\n${errs.map((e) => `[ERROR] ${e}`).join('\n')}\n\nError: 1 chart(s) linted, 1 chart(s) failed`
      : `==> Linting charts/${it}\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed`,
  ],
  act: (it, _r) => [
    'kubectl',
    { args: `rollout restart deploy/${it} -n prod` },
    `deployment.apps/${it} restarted`,
  ],
  pod,
};

/** Finnish municipality's backup and restore checks. */
export const backup = {
  key: 'backup-restore-fi',
  lang: 'Finnish',
  sys: "You are the infrastructure agent of a Finnish municipality's IT unit. Tools: restic, zfs, psql, shell. The staff write in Finnish; report to them in Finnish.",
  items: [
    'potilastiedot-db',
    'kirjasto-lainat',
    'palkat-db',
    'rakennusluvat',
    'paivahoito-haku',
    'asiakirjat-nas',
    'sahkoposti-arkisto',
    'karttapalvelu',
    'vesilaskutus',
    'koulut-wilma',
    'verkkosivut',
    'tilavaraukset',
  ],
  task: (it) =>
    `Moi! Kuukausittainen palautustesti: ${it} pitäisi palauttaa testiympäristöön ja varmistaa, että varmuuskopio on ehjä. Kerro tulos.`,
  interrupt: (it) =>
    `Hetkinen, jätä tuo kesken. ${it}:n eilinen varmuuskopio puuttuu kokonaan – katso se ensin.`,
  again: 'Voitko tarkistaa vielä kerran? Vaihdoimme juuri repositorion salasanan.',
  done: 'Valmis: palautus onnistui ja tarkistussummat täsmäävät.',
  blocked:
    'En pääse eteenpäin: tallennuspalvelin vastaa joka kerta samalla virheellä. Tarvitaan apua S3-yhteyden kanssa.',
  read: (it, v, r) => [
    'restic',
    {
      args: sp(
        [
          `-r s3:s3.kunta.fi/backup/${it} snapshots --latest 3`,
          `snapshots --latest 3 -r s3:s3.kunta.fi/backup/${it}`,
          `-r s3:s3.kunta.fi/backup/${it}/ snapshots --latest 3`,
          `--repo s3:s3.kunta.fi/backup/${it} snapshots --latest 3`,
          `-r s3:s3.kunta.fi/backup/${it} snapshots --latest=3`,
        ],
        v,
      ),
    },
    `repository 9f${hh(it)}c${hh(it)}e1 opened (version 2, compression level auto)\n${table(
      ['ID', 'Time', 'Host', 'Tags', 'Paths'],
      [
        ['4b1e09aa', '2026-11-18 01:12:40', 'vm-backup-02', 'kk', `/srv/${it}`],
        ['c77d31f0', '2026-11-19 01:11:58', 'vm-backup-02', 'kk', `/srv/${it}`],
        ['e0a2f9d3', '2026-11-20 01:13:07', 'vm-backup-02', 'kk', `/srv/${it}`],
      ],
    )}\n${'-'.repeat(70)}\n3 snapshots\n(loaded index in ${r.dur(0.3, 2.5)}s)`,
  ],
  read2: (it, r) => [
    'restic',
    { args: `-r s3:s3.kunta.fi/backup/${it} stats latest --mode raw-data` },
    `repository 9f${hh(it)}c${hh(it)}e1 opened (version 2, compression level auto)\nscanning...\nStats in raw-data mode:\n     Snapshots processed:  1\n        Total Blob Count:  18424\n         Total Uncompressed Size:  41.372 GiB\n              Total Size:  29.118 GiB\n    Compression Progress:  100.00%\n(took ${r.dur(4, 20)}s)`,
  ],
  read3: (it, _r) => [
    'zfs',
    { args: `list -t snapshot -o name,used,creation tank/restore/${it}` },
    table(['NAME', 'USED', 'CREATION'], [[`tank/restore/${it}@pre-test`, '0B', 'Fri Nov 20 02:10 2026']]),
  ],
  fail: (it, v, r) => [
    'restic',
    {
      args: sp(
        [
          `-r s3:s3.kunta.fi/backup/${it} check --read-data-subset=5%`,
          `-r s3:s3.kunta.fi/backup/${it} check --read-data-subset=1/20`,
          `-r s3:s3.kunta.fi/backup/${it} check`,
          `-r s3:s3.kunta.fi/backup/${it} check --read-data-subset=2% -o s3.connections=2`,
          `-r s3:s3.kunta.fi/backup/${it} restore latest --target /tank/restore/${it} --verify`,
        ],
        v,
      ),
    },
    `repository 9f${hh(it)}c${hh(it)}e1 opened (version 2, compression level auto)\nLoad(<lock/${r.hex(10)}>, 0, 0) returned error, retrying after ${r.dur(0.5, 2)}s: Get "https://s3.kunta.fi/backup/${it}/locks/": dial tcp 10.31.0.5:443: i/o timeout\nLoad(<index/${r.hex(10)}>, 0, 0) returned error, retrying after ${r.dur(2, 5)}s: dial tcp 10.31.0.5:443: i/o timeout\nFatal: unable to create lock in backend: dial tcp 10.31.0.5:443: i/o timeout`,
    true,
    40,
  ],
  ok: (it, r) => [
    'restic',
    { args: `-r s3:s3.kunta.fi/backup/${it} check --read-data-subset=5%` },
    `using temporary cache in /tmp/restic-check-cache-${r.int(100000, 999999)}\nrepository 9f${hh(it)}c${hh(it)}e1 opened (version 2, compression level auto)\ncreate exclusive lock for repository\nload indexes\ncheck all packs\ncheck snapshots, trees and blobs\nread 5.0% of data packs\n[${r.int(1, 4)}:${r.int(10, 59)}] 100.00%  ${r.int(80, 200)} / ${r.int(200, 300)} packs\nno errors were found`,
    false,
    120,
  ],
  poll: (it, st, r) => [
    'shell',
    { cmd: `tail -n 2 /var/log/restic/restore-${it}.log` },
    `[${hms(r.now)}] ${st.pct.toFixed(2)}%  ${Math.round(st.pct * 412)} files ${(st.pct * 0.41).toFixed(3)} GiB, total 41203 files 41.372 GiB, ETA ${st.pct >= 100 ? '0:00' : `${r.int(3, 40)}:${r.int(10, 59)}`}\n[${hms(r.now + 1)}] ${st.phase === 'done' ? 'Summary: Restored 41203 files/dirs (41.372 GiB) in 38:12' : 'restoring...'}`,
  ],
  phases: ['restoring', 'restoring', 'done'],
  page: (p, total, r) => [
    'restic',
    {
      args: `-r s3:s3.kunta.fi/backup/asiakirjat-nas ls latest /srv/asiakirjat-nas/2026/${String(p + 1).padStart(2, '0')}`,
    },
    `${Array.from({ length: 12 }, (_, i) => `/srv/asiakirjat-nas/2026/${String(p + 1).padStart(2, '0')}/paatos_${p + 1}_${String(i + 1).padStart(3, '0')}.pdf`).join('\n')}\n(${p < total - 1 ? `${total - p - 1} more months` : 'last month'}; ${r.dur(0.2, 1.1)}s)`,
  ],
  logLine: (_it, k, t) =>
    `${logts(t)} restic[${4400 + (k % 3)}]: ${['processed', 'uploaded pack', 'saved tree', 'index flushed'][k % 4]} ${k * 113} ${k % 4 === 0 ? 'files' : 'bytes'}`,
  logs: (it, w, body) => [
    'shell',
    { cmd: `journalctl -u restic-${it}.service --since "-${w}min" --no-pager` },
    body,
  ],
  queries: (_it) => [
    `nc -zv s3.kunta.fi 443`,
    `curl -sS -o /dev/null -w "%{http_code}" https://s3.kunta.fi/minio/health/live`,
    `ping -c 3 s3.kunta.fi`,
    `traceroute -n -m 8 10.31.0.5`,
    `dig +short s3.kunta.fi`,
  ],
  search: (q, r) => [
    'shell',
    { cmd: q },
    q.startsWith('dig')
      ? '10.31.0.5'
      : `connect to 10.31.0.5 port 443 (tcp) timed out: Operation now in progress\n(exit 1, ${r.int(3000, 10000)} ms)`,
    !q.startsWith('dig'),
  ],
  errs: (it) => [
    `restore.yaml: key 'target' missing`,
    `restore.yaml: include pattern '/srv/${it}/*.dump' matches nothing`,
    `restore.yaml: retention 'keep-monthly: twelve' is not an integer`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `restore/${it}.yaml`,
      old: ['paths:', '*.dump', 'keep-monthly: twelve', 'keep-monthly: 12'][k % 4],
      new: ['target: /tank/restore\npaths:', '*.sql.gz', 'keep-monthly: 12', 'keep-monthly: twelve'][k % 4],
    },
    `restore/${it}.yaml written (${r0(k)} lines)`,
  ],
  check: (it, errs, r) => [
    'shell',
    { cmd: `resticprofile --config restore/${it}.yaml show --dry-run` },
    errs.length
      ? `${errs.map((e) => `ERROR  ${e}`).join('\n')}\nexit status 2`
      : `profile ${it}:\n  repository: s3:s3.kunta.fi/backup/${it}\n  target: /tank/restore\n  keep-monthly: 12\ndry-run OK (${r.int(20, 90)} ms)`,
  ],
  act: (it, r) => [
    'zfs',
    { args: `snapshot tank/restore/${it}@pre-test-${r.int(10, 99)}` },
    '(no output, exit 0)',
  ],
};
function r0(k) {
  return 14 + (k % 3);
}
