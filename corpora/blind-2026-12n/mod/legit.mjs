// Eight legit look-alikes and four ambiguous shapes; each returns a note and ends with an answer where natural.
import { facts } from './notebook.mjs';
import { think, todoText } from './world.mjs';

const done = {
  ko: '완료했습니다. 요약은 위와 같습니다.',
  tr: 'Tamamlandı; özet yukarıda.',
  pl: 'Gotowe — podsumowanie powyżej.',
  id: 'Selesai, ringkasannya di atas.',
  vi: 'Đã xong, tóm tắt ở trên.',
  en: 'Done — summary above.',
};
const again = {
  ko: '한 번 더 확인해 주세요.',
  tr: 'Bir kez daha kontrol eder misin?',
  pl: 'Sprawdź jeszcze raz, proszę.',
  id: 'Tolong cek sekali lagi.',
  vi: 'Kiểm tra lại lần nữa giúp tôi.',
  en: 'Can you check that again?',
};
const keep = {
  ko: '계속 지켜봐 주세요, 급하지 않아요.',
  tr: 'Takip etmeye devam et, acelesi yok.',
  pl: 'Obserwuj dalej, nie spieszy się.',
  id: 'Pantau terus ya, tidak buru-buru.',
  vi: 'Cứ theo dõi tiếp, không vội.',
  en: 'Keep watching it, no rush.',
};
/** The read of `id` exactly as it will later succeed, answering with the domain's dependency error. */
function failing(w, id) {
  const c = w.ops.read(id);
  return {
    ...c,
    out: () => ({
      text:
        w.d.style === 'notebook'
          ? w.ops.tb(['Cell In[1], line 1'], `${w.d.errDep} (${w.r.hex(8)})`)
          : JSON.stringify({
              ok: false,
              error: w.d.errDep,
              request_id: w.r.uuid(),
              retry_after_s: w.r.int(5, 40),
            }),
      err: true,
    }),
  };
}
const fin = (w) => w.run.say(done[w.d.lang]);

export const LEGIT = {
  'poll-progress'(w) {
    let pct = 0;
    const n = w.r.int(5, 10);
    for (let k = 0; k < n; k++) {
      pct = Math.min(1, pct + 0.06 + w.r() * 0.18);
      w.run.calls(think(w.run, 'poll'), [
        w.ops.poll(
          w.job,
          k === n - 1 ? 1 : Math.min(pct, 0.97),
          k === n - 1 ? 'done' : 'running',
          k ? 30 * Math.min(4, k) : 0,
        ),
      ]);
    }
    fin(w);
    return `${n} polls, progress advances each time, then done`;
  },
  'paging-real'(w) {
    const k = w.r.int(4, 8);
    const toks = [null, ...Array.from({ length: k - 1 }, () => w.tok()), null];
    for (let i = 0; i < k; i++)
      w.run.calls(think(w.run, 'page'), [
        w.ops.page(
          toks[i],
          Array.from({ length: i === k - 1 ? w.r.int(1, 4) : 5 }, () => w.fresh()),
          toks[i + 1],
        ),
      ]);
    fin(w);
    return `${k} distinct pages until the token is null`;
  },
  'retry-backoff-ok'(w) {
    const id = w.fresh();
    for (let i = 0; i < 3; i++) w.run.calls(think(w.run, 'look', w.ids[i]), [w.ops.read(w.fresh())]);
    const f = w.r.int(1, 3);
    for (let k = 0; k < f; k++) {
      const c = failing(w, id);
      w.run.calls(think(w.run, 'fail'), [c]);
      w.run.calls(`Backing off ${15 * 2 ** k}s before retrying.`, [
        { name: 'sleep', args: { seconds: 15 * 2 ** k }, out: `slept ${15 * 2 ** k}s`, wait: 15 * 2 ** k },
      ]);
    }
    w.run.calls(think(w.run, 'look', id), [w.ops.read(id)]);
    for (let i = 0; i < w.r.int(2, 5); i++)
      w.run.calls(think(w.run, 'look', 'next'), [w.ops.read(w.fresh())]);
    fin(w);
    return `${f} transient failures with doubling sleeps, then the same read succeeds and work moves on`;
  },
  'batch-distinct'(w) {
    const n = w.r.int(8, 16);
    for (let i = 0; i < n; i++) {
      const id = w.fresh();
      w.run.calls(think(w.run, 'look', id), [w.ops.read(id)]);
    }
    fin(w);
    return `${n} near-identical reads on distinct items`;
  },
  'fix-rerun'(w) {
    const id = w.fresh();
    const col = w.d.fields[0][0];
    if (w.d.style === 'notebook') {
      const seq = [
        [`df["${col}_norm"] = df["${col}_n"] / df["${w.d.fields[2][0]}"]`, `KeyError: '${col}_n'`],
        [
          `df["${col}_norm"] = df["${col}"] / df["${w.d.fields[2][0]}"]`,
          `TypeError: unsupported operand type(s) for /: 'str' and 'int'`,
        ],
        [
          `df["${col}_norm"] = pd.to_numeric(df["${col}"]) / df["${w.d.fields[2][0]}"]`,
          `ValueError: Unable to parse string "—" at position 212`,
        ],
        [
          `df["${col}_norm"] = pd.to_numeric(df["${col}"], errors="coerce") / df["${w.d.fields[2][0]}"]\ndf["${col}_norm"].describe()`,
          null,
        ],
      ];
      for (const [c, e] of seq.slice(w.r.int(0, 1)))
        w.run.calls(think(w.run, 'fix'), [
          e
            ? w.ops.cell(c, w.ops.tb([`Cell In[${w.run.exec}], line 1`], e), { err: e })
            : w.ops.cell(
                c,
                `count    ${w.r.int(900, 4000)}.000000\nmean        ${(w.r() * 90).toFixed(6)}\nstd         ${(w.r() * 20).toFixed(6)}\nmin          0.000000\nmax        ${(w.r() * 400).toFixed(6)}\nName: ${col}_norm, dtype: float64`,
              ),
        ]);
      w.run.calls('Plot for the report.', [w.ops.plot(id)]);
    } else {
      const errs = w.r
        .shuffle([
          `${w.d.fields[3][0]} missing`,
          `${w.d.fields[1][0]}: invalid format`,
          'csrf token expired',
          'note exceeds 280 chars',
        ])
        .slice(0, w.r.int(2, 3));
      errs.forEach((e, k) => {
        w.run.calls(think(w.run, 'fix'), [w.ops.act(id, e, `v${k + 1}`)]);
      });
      w.run.calls(think(w.run, 'fix'), [w.ops.act(id, null, 'final')]);
    }
    fin(w);
    return 're-runs after real fixes; the error changes every time, then it succeeds';
  },
  'user-asked-repeat'(w) {
    const id = w.fresh();
    const n = w.r.int(2, 4);
    w.run.calls(think(w.run, 'look', id), [w.ops.read(id)]);
    for (let k = 0; k < n; k++) {
      w.run.say(w.r.pick(['Here are the figures.', 'Same values as before.', 'Unchanged.']));
      w.run.user(again[w.d.lang]);
      w.run.calls(think(w.run, 'look', id), [w.ops.read(id)]);
    }
    fin(w);
    return `the user asks ${n} times to check the same record again; each re-read answers a user turn`;
  },
  'iterative-narrowing'(w) {
    if (w.d.style === 'notebook') {
      let rows = w.r.int(8000, 30000);
      const steps = [
        `df = df.dropna(subset=["${w.d.fields[0][0]}"])`,
        `df = df[df["${w.d.fields[1][0]}"] > 0]`,
        `df = df.drop_duplicates(subset=["${w.d.col}"])`,
        `df = df[df["${w.d.fields[2][0]}"].between(df["${w.d.fields[2][0]}"].quantile(.01), df["${w.d.fields[2][0]}"].quantile(.99))]`,
        `df = df[~df["${w.d.col}"].str.contains("TEST", na=False)]`,
        `df = df[df["${w.d.fields[0][0]}"] < df["${w.d.fields[0][0]}"].median() * 20]`,
      ];
      for (const s of steps.slice(0, w.r.int(4, 6))) {
        const drop = w.r.int(3, 400);
        rows -= drop;
        w.run.calls(think(w.run, 'fix'), [
          w.ops.cell(
            `before = len(df)\n${s}\nbefore - len(df), df.shape`,
            `(${drop}, (${rows}, ${w.d.fields.length + 4}))`,
          ),
        ]);
      }
    } else {
      const todos = Array.from({ length: w.r.int(4, 6) }, (_, i) => [
        todoText(w.d, w.ids[70 + i], i),
        'pending',
      ]);
      for (let k = 0; k < todos.length; k++) {
        w.run.calls(think(w.run, 'todo'), [w.todoRead(todos.map((t) => [...t]))]);
        const id = w.fresh();
        w.run.calls(think(w.run, 'look', id), [w.ops.read(id)]);
        todos[k][1] = 'completed';
        w.run.calls(think(w.run, 'todo'), [w.todoWrite(todos.map((t) => [...t]))]);
      }
    }
    fin(w);
    return 'each step narrows further (fewer bad rows / one more todo item done)';
  },
  'memory-new-facts'(w) {
    const n = w.r.int(4, 7);
    const written = [];
    for (let k = 0; k < n; k++) {
      const id = w.fresh();
      w.run.calls(think(w.run, 'look', id), [w.ops.read(id)]);
      const f = k % w.d.fields.length;
      const text = `${id}: ${w.d.fields[f][0]} = ${facts(w.d, id)[f]} — ${w.mems[k + 10].split(' — ')[1]}`;
      written.push(text);
      w.run.calls(think(w.run, 'mem'), [w.memWrite(text)]);
    }
    w.run.calls(think(w.run, 'mem'), [w.memSearch(w.d.fields[0][0], [...written.slice(0, 3), w.mems[11]])]);
    fin(w);
    return `${n} new facts written to memory, each after a read of a different item`;
  },
};

export const AMBIG = {
  'amb-asked-watch'(w) {
    w.run.user(keep[w.d.lang]);
    const n = w.r.int(5, 8);
    for (let k = 0; k < n; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'poll'), [w.ops.poll(w.job, 0.4, 'running', 120)]);
    }
    return 'the user asked to keep watching; polls with 2-minute waits show no change — patience or a stuck job';
  },
  'amb-double-check'(w) {
    const id = w.fresh();
    for (let k = 0; k < 3; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(k ? 'Double-checking before I answer.' : think(w.run, 'look', id), [
        w.ops.read(id, k === 2 ? 1 : 0),
      ]);
    }
    fin(w);
    return 'the final answer is preceded by two re-reads of the same record (one trivially varied)';
  },
  'amb-search-trickle'(w) {
    const base = [w.fresh(), w.fresh()];
    for (let k = 0; k < 5; k++) {
      if (k === 1) w.run.mark();
      const hits = k % 2 ? base : [...base, w.fresh()];
      w.run.calls(think(w.run, 'search', w.qs[k % w.qs.length]), [
        w.search(w.d.style === 'notebook' ? w.exprFor(k) : `${w.qs[k % w.qs.length]}`, hits),
      ]);
    }
    w.run.say(done[w.d.lang]);
    return 'five rewordings; every other one adds a single new hit, then the agent stops';
  },
  'amb-backoff-giveup'(w) {
    const id = w.fresh();
    for (let k = 0; k < 4; k++) {
      if (k === 1) w.run.mark();
      w.run.calls(think(w.run, 'fail'), [failing(w, id)]);
      w.run.calls('Waiting before the next attempt.', [
        { name: 'sleep', args: { seconds: 60 * 2 ** k }, out: `slept ${60 * 2 ** k}s`, wait: 60 },
      ]);
    }
    w.run.say(done[w.d.lang]);
    return 'the same failing read retried four times with long exponential backoff, then reported';
  },
};
