// The ten loop kinds. Each marks loop_from (1-based assistant step) at the first redundant step.
import { think, todoText } from './world.mjs';

const giveUp = {
  ko: '죄송합니다, 같은 결과만 나와서 더 진행하지 못했습니다.',
  tr: 'Üzgünüm, aynı sonucu almaya devam ediyorum.',
  pl: 'Przepraszam, wciąż dostaję ten sam wynik.',
  id: 'Maaf, hasilnya masih sama terus.',
  vi: 'Xin lỗi, kết quả vẫn không thay đổi.',
  en: 'Sorry — I keep getting the same result.',
};

function maybeEnd(w) {
  if (w.r() < 0.3) w.run.say(giveUp[w.d.lang]);
}

export const LOOPS = {
  'exact-repeat'(w) {
    const id = w.fresh();
    const c = () => w.ops.read(id);
    w.run.calls(think(w.run, 'look', id), [c()]);
    for (let i = 0, n = w.r.int(4, 8); i < n; i++) {
      w.run.mark();
      w.run.calls(think(w.run, 'look', id), [c()]);
    }
    return `the same read of ${id} repeated with identical arguments; only churn differs`;
  },
  'trivial-variant'(w) {
    const id = w.fresh();
    w.run.calls(think(w.run, 'look', id), [w.ops.read(id, 0)]);
    const n = w.r.int(4, 7);
    const vs = w.r.shuffle([1, 2, 3, 4, 5, 6]);
    for (let i = 0; i < n; i++) {
      w.run.mark();
      w.run.calls(think(w.run, 'look', id), [w.ops.read(id, vs[i % vs.length])]);
    }
    return `${id} read again with whitespace / quotes / casing / key-order / renamed-variable variants, same facts`;
  },
  cycle(w) {
    const p = w.r.int(2, 5);
    const a = w.fresh();
    const b = w.fresh();
    const hits = [a, b];
    const q = w.d.style === 'notebook' ? w.exprFor(1) : w.qs[2];
    const todos = [
      [todoText(w.d, a, 0), 'in_progress'],
      [todoText(w.d, b, 1), 'pending'],
    ];
    const steps = [
      () => w.ops.read(a),
      () => w.ops.read(b),
      () => w.search(q, hits),
      () => w.todoRead(todos),
      () => w.memSearch(`${a}`, w.mems.slice(3, 6)),
    ].slice(0, p);
    const passes = w.r.int(3, 5);
    for (let k = 0; k < passes; k++) {
      steps.forEach((s, i) => {
        if (k === 1 && i === 0) w.run.mark();
        w.run.calls(think(w.run, 'look', i ? 'the other side' : a), [s()]);
      });
    }
    maybeEnd(w);
    return `period-${p} cycle over ${a}/${b} (reads, search, todo, memory), ${passes} passes with nothing new`;
  },
  'retry-storm'(w) {
    const id = w.fresh();
    const n = w.r.int(5, 9);
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'fail'), [w.ops.fail(k, k % 3 ? w.fresh() : id)]);
    }
    maybeEnd(w);
    return `dependency down; ${n} varied requests (other items, tools, timeouts, queries) all fail the same way, no backoff`;
  },
  'no-progress'(w) {
    const hits = [w.fresh(), w.fresh()];
    const base = w.d.style === 'notebook' ? null : w.qs[w.r.int(0, w.qs.length - 1)];
    const forms =
      w.d.style === 'notebook'
        ? [
            `df["${w.d.col}"].isin(${JSON.stringify(hits)})`,
            `df.${w.d.col}.isin(${JSON.stringify(hits)})`,
            `df["${w.d.col}"].isin(${JSON.stringify([...hits].reverse())})`,
            `(df["${w.d.col}"] == "${hits[0]}") | (df["${w.d.col}"] == "${hits[1]}")`,
            `df["${w.d.col}"].str.strip().isin(${JSON.stringify(hits)})`,
            `df["${w.d.col}"].astype(str).isin(set(${JSON.stringify(hits)}))`,
          ]
        : [
            base,
            base.toLowerCase(),
            `"${base}"`,
            base.split(' ').reverse().join(' '),
            `${base} 2026`,
            `${base} latest`,
            base.replace(/ /g, '  '),
          ];
    const n = w.r.int(5, Math.min(7, forms.length));
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'search', String(forms[k]).slice(0, 40)), [w.search(forms[k], hits)]);
      if (k === 2 && w.r() < 0.6) w.run.calls(think(w.run, 'look', hits[0]), [w.ops.read(hits[0])]);
    }
    maybeEnd(w);
    return `${n} reformulations returning the same two hits; nothing new learned`;
  },
  'stuck-poll'(w) {
    const prog = w.r.int(1, 3);
    let pct = 0.1;
    for (let k = 0; k < prog; k++) {
      pct += 0.12 + w.r() * 0.1;
      w.run.calls(think(w.run, 'poll'), [w.ops.poll(w.job, pct, 'running', k ? 30 : 0)]);
    }
    const n = w.r.int(5, 10);
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'poll'), [w.ops.poll(w.job, pct, 'running', w.r() < 0.4 ? 30 : 0)]);
    }
    return `job advanced ${prog} times then froze at ${Math.round(pct * 100)}% for ${n} polls; heartbeat and clocks move`;
  },
  'page-wrap'(w) {
    const k = w.r.int(2, 4);
    const toks = [null, ...Array.from({ length: k }, () => w.tok())];
    const pages = toks.map(() => Array.from({ length: 5 }, () => w.fresh()));
    for (let i = 0; i < k; i++)
      w.run.calls(think(w.run, 'page'), [w.ops.page(toks[i], pages[i], toks[i + 1])]);
    // the last real page's token leads back to page one
    w.run.mark();
    w.run.calls(think(w.run, 'page'), [w.ops.page(toks[k], pages[0], toks[1])]);
    const more = w.r.int(2, 5);
    for (let i = 1; i <= more; i++) {
      const x = 1 + ((i - 1) % k);
      w.run.calls(think(w.run, 'page'), [
        w.ops.page(toks[x], x === k ? pages[0] : pages[x], x === k ? toks[1] : toks[x + 1]),
      ]);
    }
    return `${k} real pages, then the cursor wraps to page 1 and the agent pages ${more + 1} more times through rows it has`;
  },
  'todo-rewrite'(w) {
    const todos = Array.from({ length: w.r.int(3, 6) }, (_, i) => [
      todoText(w.d, w.fresh(), i),
      i === 0 ? 'in_progress' : 'pending',
    ]);
    const n = w.r.int(4, 6);
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'todo'), [w.todoRead(todos)]);
      w.run.calls(think(w.run, 'todo'), [w.todoWrite(k % 2 ? [...todos].reverse().reverse() : todos)]);
    }
    return `todo list read and re-written ${n} times; no item changes status or text`;
  },
  'failing-cosmetic'(w) {
    const id = w.fresh();
    const n = w.r.int(5, 8);
    if (w.d.style === 'notebook') {
      const col = w.d.fields[0][0];
      const err = `KeyError: '${col}_norm'`;
      const forms = [
        `df["${col}_norm"] = df["${col}_norm"] / df["${w.d.fields[2][0]}"]`,
        `df["${col}_norm"] = df["${col}_norm"]/df["${w.d.fields[2][0]}"]  # normalise`,
        `df['${col}_norm'] = df['${col}_norm'] / df['${w.d.fields[2][0]}']`,
        `# per-unit\ndf["${col}_norm"] = df["${col}_norm"] / df["${w.d.fields[2][0]}"]`,
        `tmp = df\ntmp["${col}_norm"] = tmp["${col}_norm"] / tmp["${w.d.fields[2][0]}"]`,
        `df["${col}_norm"] = (df["${col}_norm"] / df["${w.d.fields[2][0]}"])`,
        `df.loc[:, "${col}_norm"] = df["${col}_norm"] / df["${w.d.fields[2][0]}"]`,
        `df["${col}_norm"] = df["${col}_norm"].div(df["${w.d.fields[2][0]}"])`,
      ];
      for (let k = 0; k < n; k++) {
        if (k === 1) w.run.mark();
        w.run.calls(think(w.run, 'fix'), [
          w.ops.cell(
            forms[k],
            w.ops.tb(
              [
                `File /opt/conda/lib/python3.11/site-packages/pandas/core/indexes/base.py:3805, in Index.get_loc(self, key)`,
                `-> 3805     return self._engine.get_loc(casted_key)`,
              ],
              err,
            ),
            { err },
          ),
        ]);
      }
      return `the same KeyError cell re-run ${n} times with cosmetic edits (quotes, comments, renamed alias, .div)`;
    }
    const bad =
      w.d.style === 'web'
        ? 'duplicate: near-identical memory exists (cosine 0.98)'
        : `${w.d.words.invalid}: ${w.d.fields[3][0]} out of range`;
    const notes = ['ok', 'ok ', 'OK', 'ok.', 'ok!', ' ok', 'Ok', 'ok  '];
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'fix'), [w.ops.act(id, bad, notes[k])]);
    }
    maybeEnd(w);
    return `the same rejected write resubmitted ${n} times with cosmetic note edits; same rejection`;
  },
  'memory-rewrite'(w) {
    const fact = w.mems[w.r.int(0, 20)];
    const n = w.r.int(3, 5);
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'mem'), [w.memSearch(fact.split(' — ')[0], [fact, w.mems[21], w.mems[22]])]);
      w.run.calls(think(w.run, 'mem'), [
        w.memWrite(k % 2 ? fact.replace(' — ', ' - ') : fact, 'duplicate of existing memory; skipped'),
      ]);
    }
    return `memory_search finds the fact, memory_write re-saves it (dedup-rejected) ${n} times`;
  },
};
