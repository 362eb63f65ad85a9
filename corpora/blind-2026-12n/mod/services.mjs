// API-desk and web-research styles, plus the long-term memory / todo tools every agent has.
import { fixed } from './core.mjs';
import { facts } from './notebook.mjs';

const FIELD_LABEL = { pl: 'dane', id: 'data', en: 'data' };

export function apiOps(d, run) {
  const r = run.r;
  const meta = () => ({
    request_id: run.idStyle === 2 ? r.uuid() : `req_${r.b62(16)}`,
    served_at: run.iso(),
    ab_bucket: `exp-${r.pick(['a', 'b', 'ctrl'])}-${r.int(1, 9)}`,
  });
  const rec = (id) => Object.fromEntries([[d.idKey, id], ...d.fields.map((f, i) => [f[0], facts(d, id)[i]])]);
  const j = (o) => JSON.stringify(o);
  return {
    read(id, v = 0) {
      const forms = [
        { [d.idKey]: id },
        { [d.idKey]: ` ${id}` },
        { [d.idKey]: id.toLowerCase() },
        { include_history: false, [d.idKey]: id },
        { [d.idKey]: `${id}\n` },
        { [d.idKey]: id, fields: '*' },
        { [d.idKey]: id.toUpperCase() },
      ];
      return {
        name: d.get,
        args: forms[v % forms.length],
        out: () =>
          j({
            ok: true,
            [FIELD_LABEL[d.lang] ?? 'data']: rec(id),
            etag: `W/"${fixed(id).hex(10)}"`,
            csrf_token: r.b62(32),
            _meta: meta(),
          }),
      };
    },
    poll(job, pct, state, waitS = 0) {
      const w = d.words;
      return {
        name: d.status,
        args: { job_id: job },
        out: () =>
          j({
            job_id: job,
            status: w[state] ?? state,
            [w.pct]: Math.round(pct * 100),
            heartbeat: run.iso(),
            checked_at: run.iso(),
            eta_s: state === 'done' ? 0 : r.int(30, 900),
            _meta: meta(),
          }),
        wait: waitS || undefined,
      };
    },
    page(token, ids, next) {
      return {
        name: d.list,
        args: token ? { page_token: token, limit: 20 } : { limit: 20 },
        out: () =>
          j({
            items: ids.map((id) => ({ [d.idKey]: id, [d.fields[0][0]]: facts(d, id)[0] })),
            next_page_token: next,
            total_estimate: '20+',
            _meta: meta(),
          }),
      };
    },
    act(id, bad, note = '') {
      const args = { [d.idKey]: id, csrf_token: r.b62(24), ...(note ? { uwagi: note } : {}) };
      if (d.lang !== 'pl' && note) {
        delete args.uwagi;
        args.note = note;
      }
      return {
        name: d.act,
        args,
        out: () =>
          bad
            ? { text: j({ ok: false, error: d.words.invalid, detail: bad, _meta: meta() }), err: true }
            : j({ ok: true, [d.idKey]: id, version: fixed(id).int(2, 9) + 1, _meta: meta() }),
      };
    },
    fail(k, id) {
      const tools = [d.get, d.act, d.status, d.list];
      const name = tools[k % tools.length];
      const args =
        name === d.list
          ? { limit: 20 - (k % 3) * 5 }
          : name === d.status
            ? { job_id: `job-${r.hex(6)}` }
            : { [d.idKey]: id, ...(k % 2 ? { timeout_s: 10 + k * 5 } : {}) };
      return {
        name,
        args,
        out: () => ({
          text: j({
            ok: false,
            status: d.errDep.slice(0, 3),
            error: d.errDep,
            retry_after_s: r.int(2, 30),
            _meta: meta(),
          }),
          err: true,
        }),
      };
    },
  };
}

const ADS = [
  'Sponsored · Alibaba.com — Verified suppliers, low MOQ',
  'Ad · Skyscanner — Cheap flights',
  'Sponsored · DeepL Pro — Translate documents',
  'Ad · LinkedIn Premium — 1 month free',
  'Sponsored · Coursera — Learn anything',
];

export function webOps(d, run) {
  const r = run.r;
  const title = (u) => `${d.topic[fixed(u).int(0, d.topic.length - 1)]} — ${u.split('/')[0]}`;
  const serp = (q, urls, token, next) => () => {
    const lines = [
      `search_id: ${r.hex(12)} · bucket: serp-${r.pick(['A', 'B', 'C'])}${r.int(1, 4)} · ${(0.2 + r() * 0.9).toFixed(2)}s · about ${fixed(q).int(900, 90000).toLocaleString('en')} results`,
    ];
    if (r() < 0.7) lines.push(`[${r.pick(ADS)}]`);
    urls.forEach((u, i) => {
      lines.push(
        `${i + 1 + (token ? 10 : 0)}. ${title(u)}\n   https://${u}\n   ${fixed(`${u}s`).pick(['…', ''])}${d.topic[fixed(u).int(0, 7)]} … ${fixed(u).int(2019, 2026)} …`,
      );
    });
    const paa = r.shuffle(d.topic).slice(0, 3);
    lines.push(`People also ask:\n${paa.map((p) => ` ▸ ${p}?`).join('\n')}`);
    if (next !== undefined) lines.push(`next_page_token: ${next ?? 'null'}`);
    return lines.join('\n');
  };
  return {
    read(u, v = 0) {
      const forms = [
        u,
        `${u} `,
        u.replace(/^/, 'https://'),
        `${u}?utm_source=agent`,
        `${u}/`,
        `HTTPS://${u}`,
        `https://www.${u}`,
      ];
      return {
        name: 'fetch_page',
        args: { url: v === 0 ? `https://${u}` : forms[v % forms.length] },
        out: () =>
          `URL: https://${u}\nStatus: 200 · fetched ${run.iso()} · ${r.int(40, 900)} KB\nTitle: ${title(u)}\n<input type="hidden" name="csrf_token" value="${r.b62(28)}">\n[cookie banner removed] [${r.int(2, 9)} ads stripped]\n---\n${d.topic[fixed(u).int(0, 7)]}: ${fixed(u).int(3, 40)}% · ${fixed(`${u}d`).int(2024, 2027)}-${String(fixed(`${u}m`).int(1, 12)).padStart(2, '0')}-${String(fixed(`${u}x`).int(1, 28)).padStart(2, '0')} · ref ${fixed(u).hex(6)}`,
      };
    },
    search(q, urls) {
      return { name: 'web_search', args: { q, num: 10 }, out: serp(q, urls) };
    },
    poll(job, pct, state, waitS = 0) {
      return {
        name: 'crawl_status',
        args: { crawl_id: job },
        out: () =>
          JSON.stringify({
            crawl_id: job,
            state,
            pages_done: Math.round(pct * 340),
            pages_total: 340,
            last_heartbeat: run.iso(),
            worker: `crawler-${r.int(1, 6)}`,
          }),
        wait: waitS || undefined,
      };
    },
    page(token, urls, next, q = d.topic[0]) {
      return {
        name: 'web_search',
        args: token ? { q, num: 10, page_token: token } : { q, num: 10 },
        out: serp(q, urls, token, next),
      };
    },
    act(id, bad, note = '') {
      return memWrite(run, `${id}: ${note || d.topic[fixed(id).int(0, 7)]}`, bad);
    },
    fail(k, u) {
      const name = k % 2 ? 'web_search' : 'fetch_page';
      const args =
        name === 'web_search'
          ? { q: `${d.topic[k % 8]}${k > 3 ? ` site:${d.sites[k % 8]}` : ''}`, num: 10 }
          : { url: `https://${u}${k > 2 ? `?p=${k}` : ''}` };
      return {
        name,
        args,
        out: () => ({
          text: `${d.errDep} ${r.hex(16)}${d.errDep.includes('retry_after') ? ` ${r.int(5, 60)}s)` : ''}${d.errDep.includes('Ray ID') ? ')' : ''}`,
          err: true,
        }),
      };
    },
  };
}

/** memory_write with a fresh memory id; `bad` gives a rejection. */
export function memWrite(run, text, bad) {
  const r = run.r;
  return {
    name: 'memory_write',
    args: { text, tags: ['project'] },
    out: () =>
      bad
        ? { text: JSON.stringify({ ok: false, error: bad }), err: true }
        : JSON.stringify({
            ok: true,
            id: `mem_${r.hex(10)}`,
            stored_at: run.iso(),
            embedding_model: 'text-embedding-3-small',
            dedup: 'none',
          }),
  };
}

/** memory_search over a fixed set of memories: scores jitter, ties shuffle, ids and timestamps are stable. */
export function memSearch(run, q, mems) {
  const r = run.r;
  return {
    name: 'memory_search',
    args: { query: q, top_k: 5 },
    out: () => {
      const rows = mems.map((m) => ({
        id: `mem_${fixed(m).hex(10)}`,
        score: Number((0.5 + fixed(m + q).int(0, 40) / 100 + r() * 0.01).toFixed(4)),
        created_at: new Date(Date.UTC(2026, 7, fixed(m).int(1, 28))).toISOString(),
        text: m,
      }));
      rows.sort((a, b) => b.score - a.score);
      return JSON.stringify({ results: rows, took_ms: r.int(8, 140), index_version: `v${r.int(40, 42)}` });
    },
  };
}

/** todo_read / todo_write on an explicit list of [text, status]. */
export function todoRead(run, todos) {
  const r = run.r;
  return {
    name: 'todo_read',
    args: {},
    out: () =>
      JSON.stringify({
        todos: todos.map(([t, s]) => ({
          id: `t_${fixed(t).hex(6)}`,
          content: t,
          status: s,
          updated_at: run.iso(run.t - r.int(30, 900) * 1000),
        })),
        etag: r.hex(8),
      }),
  };
}
export function todoWrite(run, todos) {
  const r = run.r;
  return {
    name: 'todo_write',
    args: { todos: todos.map(([t, s]) => ({ content: t, status: s })) },
    out: () =>
      JSON.stringify({ ok: true, count: todos.length, revision: r.int(10, 999), saved_at: run.iso() }),
  };
}
