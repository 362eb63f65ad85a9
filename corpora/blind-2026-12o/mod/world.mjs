/** A run's world: the domain kit, its tool surface, an item pool with fixed facts, warm-up work and shared calls. */
import { newRun } from "./build.mjs";
import { a2aStyle, gqlStyle } from "./style-gql-a2a.mjs";
import { grpcStyle, hookStyle, sheetStyle } from "./style-sheet-grpc-hook.mjs";

const STYLES = { gql: gqlStyle, a2a: a2aStyle, sheet: sheetStyle, grpc: grpcStyle, hook: hookStyle };

/** Build the world for one run of domain d. */
export function makeWorld(R, d) {
  const run = newRun(R, d, d.model);
  const S = STYLES[d.style](run, d);
  const used = new Set();
  const items = [];
  let row = R.int(2, 9);
  for (let i = 0; i < 90; i++) {
    let id;
    do {
      id = { gql: () => `${d.prefix}${R.int(1000, 9999)}`, a2a: () => `${d.style === "a2a" && d.unit === "episodes" ? "EP" : "TRP"}-${R.int(10000, 99999)}`, sheet: () => `${d.cur === "€" ? "HZ" : "MB"}-${String(R.int(1, 9999)).padStart(4, "0")}`, grpc: () => `${d.lower}s/${R.hex(8)}`, hook: () => `#${R.int(100000, 999999)}` }[d.style]();
    } while (used.has(id));
    used.add(id);
    const base = d.labels[i % d.labels.length];
    row += R.int(1, 3);
    items.push({ id, label: i < d.labels.length ? base : `${base}${d.more[(Math.floor(i / d.labels.length) - 1) % d.more.length]}`, status: R.pick(d.statuses), owner: R.pick(d.owners), at: new Date(run.now() - R.int(1, 900) * 60000).toISOString(), amount: R.int(40, 1400), row, dlv: `dlv_${R.hex(10)}`, att: R.int(1, 6) });
  }
  const pool = R.shuffle(items);
  let ptr = 0;
  const w = { R, d, run, S, items: pool, fresh: () => pool[ptr++ % pool.length] };
  w.extra = 0;
  w.reps = (a, b) => R.int(a, b) + w.extra;
  w.think = (xs) => (R.rand() < 0.22 ? null : R.pick(xs));
  w.wait = (s) => ({ name: "wait", args: { seconds: s }, out: `slept ${s}.${R.int(0, 9)}${R.int(0, 9)}s`, slow: s * 1000 });
  w.delegate = (to, task, reply, state = "completed") => (S.handoff ? S.handoff(to, task, reply, state) : { name: "delegate", args: { to, task }, out: JSON.stringify({ to, status: state, reply, handoff_id: `ho_${R.hex(8)}`, at: run.iso() }) });
  w.peers = d.agents ? d.agents.slice(1) : ["billing-agent", "ops-agent", "support-agent"];
  w.open = (task) => {
    run.sys(`${d.agent} Reply to staff in their language. Tools return raw protocol output.`);
    run.user(task ?? R.pick(d.tasks));
  };
  /** n healthy steps on distinct items: reads, writes, now and then two reads in parallel. */
  w.warm = (n) => {
    for (let i = 0; i < n; i++) {
      const x = R.rand();
      if (x < 0.5) run.step(S.look(w.fresh()), w.think(["Reading the next one.", "Checking this item before touching it.", "Next in the list.", "Looking at the record first."]));
      else if (x < 0.78) {
        const it = w.fresh();
        run.step(S.act(it, R.pick(d.statuses)), w.think([`Updating ${it.id}.`, "This one is ready, applying the change.", "Setting the new status."]));
      } else run.step([S.look(w.fresh()), S.look(w.fresh())], w.think(["Two independent reads, doing them together.", "Fetching both in parallel."]));
    }
  };
  w.finish = (summary) => run.final(`${d.lang.done} ${summary}`);
  return w;
}
