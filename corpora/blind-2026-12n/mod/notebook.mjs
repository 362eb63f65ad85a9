// Notebook style: `python` (Jupyter text) or `execute_code` (JSON envelope) cells with Out[n], warnings, tracebacks.
import { dfRepr, fixed } from './core.mjs';

const WARN = [
  '/opt/conda/lib/python3.11/site-packages/pandas/core/indexing.py:1773: SettingWithCopyWarning: \nA value is trying to be set on a copy of a slice from a DataFrame.\nTry using .loc[row_indexer,col_indexer] = value instead',
  '<ipython-input>:3: FutureWarning: The default of observed=False is deprecated and will be changed to True in a future version of pandas.',
  '/opt/conda/lib/python3.11/site-packages/numpy/core/fromnumeric.py:3504: RuntimeWarning: Mean of empty slice.',
  'UserWarning: Parsing dates in %d/%m/%Y format when dayfirst=False (the default) was specified.',
];

/** Field values for one entity: the same id always gives the same facts. */
export function facts(d, id) {
  const f = fixed(d.key + id);
  return d.fields.map(([, t, a, b]) =>
    t === 'c' ? f.pick(a) : t === 'i' ? f.int(a, b) : (a + f() * (b - a)).toFixed(2),
  );
}

export function notebookOps(d, run) {
  const r = run.r;
  const kid = r.uuid();
  const cols = d.fields.map((x) => x[0]);
  const render =
    (body, o = {}) =>
    () => {
      const n = run.exec++;
      const wall = (0.05 + r() * (o.slow ?? 2)).toFixed(2);
      const mem = (300 + n * 7 + r() * 180).toFixed(1);
      const stderr = o.warn ? WARN[r.int(0, WARN.length - 1)] : '';
      if (d.tool === 'execute_code') {
        const env = {
          status: o.err ? 'error' : 'ok',
          execution_count: n,
          kernel_id: kid,
          wall_time_ms: Math.round(wall * 1000),
          peak_mem_mb: Number(mem),
        };
        if (o.err)
          Object.assign(env, {
            ename: o.err.split(':')[0],
            evalue: o.err.split(':').slice(1).join(':').trim(),
            traceback: body,
          });
        else Object.assign(env, { stdout: o.stdout ?? '', stderr, result: o.plain ? null : body });
        return { text: JSON.stringify(env), err: !!o.err && r() < 0.5 };
      }
      const head = `[kernel ${kid.slice(0, 8)} · python3 · exec_count ${n} · ${wall}s · mem ${mem} MiB]`;
      if (o.err) return { text: `${head}\n${body}`, err: r() < 0.5 };
      return `${head}\n${stderr ? `${stderr}\n` : ''}${o.stdout ? `${o.stdout}\n` : ''}${o.plain ? body : `Out[${n}]:\n${body}`}`;
    };
  const code = (c) => ({ code: c });
  const cell = (c, body, o = {}) => ({
    name: d.tool,
    args: code(c),
    out: render(body, o),
    ...(o.call ?? {}),
  });
  const rowTable = (ids) =>
    dfRepr(
      [d.col, ...cols],
      ids.map((id) => [id, ...facts(d, id)]),
      ids.map((id) => String(fixed(id).int(10, 9999))),
    );
  const tb = (lines, err) =>
    `---------------------------------------------------------------------------\n${err.split(':')[0]}                          Traceback (most recent call last)\n${lines.join('\n')}\n\n${err}`;
  return {
    tb,
    cell,
    /** Show one entity; v>0 gives trivially different but equivalent code. */
    read(id, v = 0) {
      const forms = [
        `df.loc[df["${d.col}"] == "${id}"].T`,
        `row = df.loc[df["${d.col}"] == "${id}"]\nrow.T`,
        `df.loc[df['${d.col}'] == '${id}'].T`,
        `df.loc[ df["${d.col}"]=="${id}" ].T\n`,
        `df.query("${d.col} == '${id}'").T`,
        `sel = df.loc[df["${d.col}"] == "${id}"]\nsel.T`,
        `df.loc[df["${d.col}"] == "${id}"].T  # check again`,
      ];
      const idx = String(fixed(id).int(10, 9999));
      const body = dfRepr([idx], [[id], ...facts(d, id).map((x) => [x])], [d.col, ...cols]);
      return cell(forms[v % forms.length], body, { warn: r() < 0.25 });
    },
    search(expr, ids) {
      const body = ids.length
        ? `${rowTable(ids)}\n\n[${ids.length} rows x ${cols.length + 1} columns]`
        : `Empty DataFrame\nColumns: [${[d.col, ...cols].join(', ')}]\nIndex: []`;
      return cell(`df[${expr}]`, body, { warn: r() < 0.3 });
    },
    poll(job, pct, state, waitS = 0) {
      const c = `${waitS ? `time.sleep(${waitS})\n` : ''}j = client.get_job("${job}")\nprint(j.state, j.progress)`;
      return cell(
        c,
        `${state} ${pct.toFixed(2)}\n(elapsed ${Math.floor((run.t / 1000) % 5000)}s, workers ${r.int(3, 4)}/4, heartbeat ${run.iso()}, seed=${r.int(1, 99999)})`,
        { plain: true, slow: waitS ? waitS : 1 },
      );
    },
    page(token, ids, next) {
      const c = `resp = api.list_readings(page_token=${token ? `"${token}"` : 'None'}, limit=${ids.length || 25})\npd.DataFrame(resp.items).head(${Math.min(ids.length, 6) || 5}), resp.next_page_token`;
      return cell(c, `(${rowTable(ids.slice(0, 6))},\n ${next ? `'${next}'` : 'None'})`, {
        stdout: `GET /v2/readings 200 (${r.int(80, 900)} ms, x-request-id ${r.hex(16)})`,
      });
    },
    act(id, bad) {
      const c = `save_report(df.loc[df["${d.col}"] == "${id}"], to="${d.src.replace(/[^/]+$/, '')}out/${id}.xlsx")`;
      return bad
        ? cell(c, tb([`Cell In[${run.exec}], line 1`, `----> 1 save_report(...)`], bad), { err: bad })
        : cell(c, `saved ${id}.xlsx (${r.int(8, 90)} KB, sheet hash ${r.hex(8)})`, { plain: true });
    },
    fail(k) {
      const qs = [
        `pd.read_sql("SELECT * FROM readings WHERE month = 9", engine)`,
        `pd.read_sql("SELECT ${cols[0]} FROM readings LIMIT 1000", engine)`,
        `engine.dispose()\npd.read_sql_table("readings", engine)`,
        `with engine.connect() as c:\n    c.exec_driver_sql("select 1")`,
        `pd.read_sql("SELECT * FROM readings WHERE month = 9", engine, chunksize=5000)`,
        `engine = create_engine(DB_URL, pool_pre_ping=True)\npd.read_sql("SELECT count(*) FROM readings", engine)`,
      ];
      const err = d.errDep;
      return cell(
        qs[k % qs.length],
        tb(
          [
            `File /opt/conda/lib/python3.11/site-packages/sqlalchemy/engine/base.py:${r.int(140, 160)}, in Connection.__init__`,
            `--> ${r.int(145, 150)}     self._dbapi_connection = engine.raw_connection()`,
          ],
          `${err} (attempt id ${r.hex(6)})`,
        ),
        { err },
      );
    },
    load() {
      return cell(
        `import pandas as pd, numpy as np, time\ndf = pd.read_${d.src.endsWith('csv') ? 'csv' : 'parquet'}("${d.src}")\ndf.shape`,
        `(${r.int(1800, 40000)}, ${cols.length + 4})`,
        { warn: r() < 0.5 },
      );
    },
    plot(id) {
      return cell(
        `ax = df.loc[df["${d.col}"] == "${id}", ["${cols[0]}", "${cols[1]}"]].plot(kind="bar", figsize=(8, 4))\nax.set_title("${id}")`,
        `<Figure size 800x400 with 1 Axes>\n[image/png ${fixed(id).int(20000, 60000)} bytes]`,
        {},
      );
    },
  };
}
