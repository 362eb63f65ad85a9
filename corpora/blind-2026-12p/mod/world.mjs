// One run's world: the kit bound to a run, healthy warm-up work on distinct items, voices, the user interrupt.
import { Run } from './build.mjs';

const NOTES = {
  read: [
    (it) => `Listing the state of ${it} first.`,
    () => 'Let me see the current state.',
    () => null,
    (it) => `${it} was in the same overnight batch; checking it too.`,
    () => 'Start with the overview.',
  ],
  read2: [
    (it) => `Now the error output for ${it}.`,
    () => null,
    () => 'Let me look at the error output.',
    () => 'Need the underlying reason.',
  ],
  read3: [
    () => 'Cross-check the target side.',
    () => null,
    (it) => `Check the target of ${it} before acting.`,
    () => 'One more angle on this.',
  ],
  act: [
    (it) => `${it} only needs the routine fix (its input is there now); applying it.`,
    () => 'This one is the known routine case; applying the standard fix.',
    () => null,
  ],
};

/** The kit bound to a run: calls the kit with the run's clock and rng, records call and answer. */
export function world(kit, seed, rngf) {
  const r = rngf(seed);
  const items = r.shuffle(kit.items);
  const run = new Run(r, kit.sys, kit.task(items[0]));
  const ctx = () => ({ ...r, now: run.now });
  const w = {
    kit,
    r,
    run,
    items,
    target: items[0],
    spare: items.slice(1),
    used: 0,
    /** Make one call of kit method m with args, with an optional note. */
    do(m, note, ...args) {
      run.call(note, kit[m](...args, ctx()));
      return w;
    },
    par(note, list) {
      run.calls(
        note,
        list.map(([m, ...args]) => kit[m](...args, ctx())),
      );
      return w;
    },
    sleep(s, note) {
      run.call(note, ['sleep', { seconds: s }, `slept ${s}s`, false, s]);
      return w;
    },
    next() {
      const it = w.spare[w.used % w.spare.length];
      w.used += 1;
      return it;
    },
    note: (k, it) => r.pick(NOTES[k])(it),
  };
  return w;
}

/** Healthy work on distinct items before the run's main shape; may carry the user's interrupt. */
export function warmup(w, n, interrupt) {
  const { r } = w;
  const cut = interrupt ? r.int(1, Math.max(1, n - 1)) : -1;
  for (let i = 0; i < n; i++) {
    if (i === cut) {
      const it2 = w.next();
      w.run.user(w.kit.interrupt(it2));
      w.target = it2;
      w.do('read', `Switching to ${it2} as asked.`, it2, 0);
      continue;
    }
    const it = i < 2 ? w.target : w.next();
    const k = i < 2 ? ['read', 'read2'][i] : r.pick(['read', 'read', 'read2', 'read3', 'act', 'pair']);
    if (i === 0) w.do('read', `Start with the overview of ${it}.`, it, 0);
    else if (i === 1)
      w.do('read2', r.pick([`Now the error output for ${it}.`, null, 'Need the underlying reason.']), it);
    else if (k === 'pair')
      w.par(`Two independent checks on ${it} at once.`, [
        ['read', it, 0],
        ['read3', it],
      ]);
    else if (k === 'read') w.do('read', w.note('read', it), it, 0);
    else w.do(k, w.note(k, it), it);
  }
  if (interrupt && cut >= n) {
    const it2 = w.next();
    w.run.user(w.kit.interrupt(it2));
    w.target = it2;
  }
}

/** Warm-up length drawn the same way for every label. */
export function warmLen(r) {
  const x = r.next();
  if (x < 0.3) return r.int(0, 3);
  if (x < 0.75) return r.int(4, 12);
  return r.int(13, 28);
}
