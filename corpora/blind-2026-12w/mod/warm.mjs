// Healthy work on distinct records: puts loops late in longer runs and fills long legit runs.
export function warm(b, n) {
  const { W, R, k } = b;
  for (let i = 0; i < n; i++) {
    const e = b.next(), r = R.int(0, 5);
    if (r === 0) b.call(W.get(e), `Reading ${e.id}.`);
    else if (r === 1) b.call(W.check(e, R.chance(0.3) ? [R.int(0, 4)] : []), `Checking ${e.id}.`);
    else if (r === 2) b.call(W.log(e), `Events for ${e.id}.`);
    else if (r === 3 && b.nA < 3) b.call(W.read(W.val()), 'Live value for context.');
    else if (r === 3) b.call(W.get(e, { include: 'summary' }), `Summary of ${e.id}.`);
    else if (r === 4) b.call([W.get(e), W.check(e, [])], `${e.id}: record and rules together.`);
    else { const f = R.chance(0.5) ? [R.int(0, 4)] : []; b.call(W.check(e, f), null); if (f.length && i < n - 1) { b.call(W.set(e, R.pick(k.param.vals)), `Adjusting ${k.param.name} on ${e.id}.`); i++; } }
  }
}
export const ruleName = (b, i) => b.k.rules[i][0];
