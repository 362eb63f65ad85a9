// One run's world: ops for the domain's style, distinct items, searches, memories, todos, warm-up and voices.
import { facts, notebookOps } from './notebook.mjs';
import { apiOps, memSearch, memWrite, todoRead, todoWrite, webOps } from './services.mjs';

const SLUGS = [
  'bao-cao',
  'tin-tuc',
  'van-ban',
  'duyuru',
  'haber',
  'call',
  'news',
  'guidance',
  'fact-sheet',
  'pdf',
  'faq',
  'press',
];

const THINK = {
  look: [
    'Checking {x}.',
    'Let me look at {x}.',
    'Next: {x}.',
    'Pulling {x}.',
    '{x} next.',
    'Now {x}.',
    'Looking at {x} again to be sure.',
    "I'll open {x}.",
  ],
  poll: [
    'Checking the job.',
    'Status?',
    'Let me see where the job is.',
    'Polling once more.',
    'Still waiting on it; checking again.',
    'Job status check.',
  ],
  search: [
    'Searching for {x}.',
    'Let me try a different phrasing: {x}.',
    'Search: {x}.',
    'Trying {x}.',
    'Maybe this wording works better: {x}.',
  ],
  fail: [
    'That failed; trying again.',
    'Retrying.',
    'Trying another way in.',
    'Let me try a smaller request.',
    'Once more with a longer timeout.',
    'The service seems flaky, retry.',
  ],
  page: [
    'Next page.',
    'Continuing with the next page.',
    'Fetching more results.',
    'Following the page token.',
  ],
  todo: ['Reviewing the todo list.', 'Updating the plan.', 'Let me sync the todo list.', 'Saving the plan.'],
  mem: [
    'Checking memory.',
    'Let me recall what we stored.',
    'Searching long-term memory.',
    'Noting this down.',
  ],
  fix: [
    'Adjusting and re-running.',
    'Fixed that; run again.',
    'Tweaking the cell.',
    'Small change, re-run.',
    'Let me clean that up and rerun.',
  ],
};

/** Thought text in this run's voice; voice 0 is silent (handled by Run), 1 terse, 2–3 plain. */
export function think(run, pool, x = '') {
  const t = run.r.pick(THINK[pool]).replace('{x}', x);
  return run.voice === 1 ? t.split(/[.:;]/)[0] : t;
}

const VERB = { ko: '확인', tr: 'kontrol et', pl: 'sprawdź', id: 'cek', vi: 'kiểm tra', en: 'check' };

/** A todo item in the back office's language: verb, field, item. */
export function todoText(d, id, i) {
  return `${VERB[d.lang]}: ${d.fields[i % d.fields.length][0]} — ${id}`;
}

export function world(d, run) {
  const r = run.r;
  const ops =
    d.style === 'notebook' ? notebookOps(d, run) : d.style === 'api' ? apiOps(d, run) : webOps(d, run);
  const ids = r.shuffle(
    d.style === 'web'
      ? Array.from(
          { length: 90 },
          (_, i) =>
            `${d.sites[i % d.sites.length]}/${SLUGS[(i * 5) % SLUGS.length]}/${2026 - (i % 3)}/${1000 + i * 17}`,
        )
      : Array.from({ length: 90 }, (_, i) => d.ids(i)),
  );
  let next = 0;
  const fresh = () => ids[next++ % ids.length];
  const NOTE = {
    pl: [
      'potwierdzone telefonicznie',
      'dostawca prosi o dopłatę',
      'reklamacja w toku',
      'nie dzwonić przed 10:00',
      'termin przesunięty',
      'uzgodnione z kierownikiem',
    ],
    id: [
      'sudah dikonfirmasi via telepon',
      'mitra minta kompensasi',
      'komplain masih diproses',
      'jangan hubungi sebelum 10:00',
      'tenggat diundur',
      'disetujui supervisor',
    ],
    en: [
      'confirmed by phone',
      'user prefers this one',
      'still pending',
      'do not call before 10:00',
      'deadline moved',
      'agreed with Chidi',
    ],
  };
  const notes = NOTE[d.lang] ?? NOTE.en;
  const mems = ids.slice(0, 40).map((id, i) => {
    const f = i % d.fields.length;
    return `${id}: ${d.fields[f][0]} = ${facts(d, id)[f]} — ${notes[i % notes.length]}`;
  });
  const qs =
    d.style === 'web'
      ? d.topic
      : d.style === 'api'
        ? mems.map((m) => m.split(' = ')[0].replace(':', ''))
        : d.fields.map((f) => f[0]);
  const exprFor = (i) => {
    const f = d.fields[i % d.fields.length];
    if (f[1] === 'c') return `df["${f[0]}"] == "${f[2][i % f[2].length]}"`;
    return `df["${f[0]}"] > ${f[1] === 'i' ? Math.round((f[2] + f[3]) / 2) + i : ((f[2] + f[3]) / 2).toFixed(1)}`;
  };
  /** A search call: notebook filters, API desks search memory, web agents search the web. */
  const search = (q, hits) => {
    if (d.style === 'notebook') return ops.search(q, hits);
    if (d.style === 'api')
      return memSearch(
        run,
        q,
        hits.map((h) => mems[ids.indexOf(h) % mems.length] ?? `${h}`),
      );
    return ops.search(q, hits);
  };
  const w = {
    d,
    run,
    r,
    ops,
    ids,
    fresh,
    mems,
    qs,
    exprFor,
    search,
    memSearch: (q, m) => memSearch(run, q, m),
    memWrite: (t, b) => memWrite(run, t, b),
    todoRead: (t) => todoRead(run, t),
    todoWrite: (t) => todoWrite(run, t),
  };
  w.job = d.style === 'web' ? `crawl_${r.hex(8)}` : `job-${r.int(10000, 99999)}-${r.b62(4)}`;
  w.tok = () => (d.style === 'web' ? `CAES${r.b62(18)}` : r.b62(22));
  return w;
}

/** Healthy work on distinct items: reads, a plot, notes, a todo update, occasional searches. */
export function warmup(w, n) {
  const { run, r, ops, d } = w;
  if (d.style === 'notebook' && n > 0) {
    run.calls(think(run, 'look', 'the data'), [ops.load()]);
    n--;
  }
  const todos = Array.from({ length: 4 }, (_, i) => [todoText(d, w.ids[60 + i], i), 'pending']);
  let ti = 0;
  for (let i = 0; i < n; i++) {
    const p = r();
    if (p < 0.12 && ti < todos.length) {
      todos[ti++][1] = 'completed';
      run.calls(think(run, 'todo'), [w.todoWrite(todos.map((t) => [...t]))]);
    } else if (p < 0.2) {
      const id = w.fresh();
      run.calls(think(run, 'mem'), [
        w.memWrite(
          `${id}: ${d.fields[i % d.fields.length][0]} = ${facts(d, id)[i % d.fields.length]} — ${w.mems[i % w.mems.length].split(' — ')[1]}`,
        ),
      ]);
    } else if (p < 0.28) {
      const hits = [w.fresh(), w.fresh()];
      const q =
        d.style === 'notebook'
          ? `${w.exprFor(i + 3)} & (df["${d.col}"].isin(${JSON.stringify(hits)}))`
          : `${w.qs[i % w.qs.length]} ${hits[0].split('/')[0]}`;
      const c = w.search(q, hits);
      run.calls(think(run, 'search', q.slice(0, 40)), [c]);
    } else if (p < 0.36 && d.style === 'notebook') {
      const c = ops.plot(w.fresh());
      run.calls('Plotting it.', [c]);
    } else if (p < 0.5) {
      const a = ops.read(w.fresh());
      const b = ops.read(w.fresh());
      run.calls(think(run, 'look', 'two more'), [a, b]);
    } else {
      const id = w.fresh();
      run.calls(think(run, 'look', id), [ops.read(id)]);
    }
  }
}
