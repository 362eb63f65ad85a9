// Seeded randomness and the per-call churn (ids, durations, timestamps) every terminal output carries.

/** mulberry32 generator with small helpers. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join(''),
    alnum: (n) =>
      Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(next() * 36)]).join(
        '',
      ),
    dur: (lo, hi) => (lo + next() * (hi - lo)).toFixed(2),
    shuffle: (xs) => {
      const a2 = xs.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
    sample: (xs, n) => r.shuffle(xs).slice(0, n),
  };
  return r;
}

/** Pad a value to a column width (left aligned). */
export const pad = (s, w) => String(s).padEnd(w);

/** Render rows as a CLI table with aligned columns (kubectl / airflow style, no borders). */
export function table(cols, rows, gap = 3) {
  const w = cols.map((c, i) => Math.max(c.length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((v, i) => (i === row.length - 1 ? String(v) : pad(v, w[i] + gap - 1)))
      .join(' ')
      .trimEnd();
  return [line(cols), ...rows.map(line)].join('\n');
}

/** Render rows as a psql table with a row count footer. */
export function psql(cols, rows, ms) {
  const w = cols.map((c, i) => Math.max(c.length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) => ` ${row.map((v, i) => pad(v, w[i])).join(' | ')}`.trimEnd();
  const sep = w.map((n) => '-'.repeat(n + 2)).join('+');
  const foot = `(${rows.length} row${rows.length === 1 ? '' : 's'})`;
  return [line(cols), sep, ...rows.map(line), foot, '', `Time: ${ms} ms`].join('\n');
}

/** ISO-ish clock helpers over epoch milliseconds. */
export const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
export const hms = (ms) => new Date(ms).toISOString().slice(11, 19);
export const logts = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23).replace('.', ',');

/** A stable two-digit number derived from a name, for ids that belong to one entity. */
export function hh(s) {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.codePointAt(0)) >>> 0;
  return 10 + (h % 90);
}
