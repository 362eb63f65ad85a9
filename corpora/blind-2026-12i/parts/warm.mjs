// Healthy work: distinct lookups, actions, document windows read forward, fresh searches, pages, notes.
import { cGet, cAct, cSearch, cList, cRead, cMemW, cMemR, cHand } from "./blocks.mjs";

export function warm(run, W, n) {
  const { R, K } = run;
  let listDone = false;
  for (let i = 0; i < n; i++) {
    const r = R.f();
    if (K.handoff && r < 0.07 && i < n - 3) {
      const [a0, a1] = K.agents; const e = W.ent(); run.named = true;
      run.step("handoff", [cHand(run, a1, `review ${e.id}`)], a1); run.agent = a1;
      run.step("get", [cGet(run, e)], e.id);
      run.step("handoff", [cHand(run, a0, `${e.id} reviewed: ${Object.values(e)[2]}`)], a0); run.agent = a0; i += 2;
    } else if (r < 0.36) {
      const e = W.ent();
      if (R.chance(0.25)) { const e2 = W.ent(); run.step("get", [cGet(run, e), cGet(run, e2)], `${e.id} and ${e2.id}`); }
      else run.step("get", [cGet(run, e)], e.id);
    } else if (r < 0.6) {
      const e = W.ents.at(-1);
      if (!e || W.acted?.has(e.id)) { const e3 = W.ent(); run.step("get", [cGet(run, e3)], e3.id); continue; }
      (W.acted ??= new Set()).add(e.id);
      run.step("act", [cAct(run, e, K.actVal(R))], e.id);
    } else if (r < 0.72 && W.docAt < W.docLines.length - 30) {
      const len = R.pick([20, 30, 40, 50]);
      run.step("read", [cRead(run, W, W.docAt, len)], `${K.docName} from line ${W.docAt + 1}`);
      W.docAt += len;
    } else if (r < 0.84) {
      const q = `${K.topics[W.topicN % K.topics.length]}${W.topicN >= K.topics.length ? ` ${R.pick(["2026", "update", "exception", "region"])} ${W.topicN}` : ""}`;
      W.topicN++;
      run.step("search", [cSearch(run, q, W.hitSet(R.int(3, 5)))], q);
    } else if (r < 0.92 && !listDone) {
      run.step("list", [cList(run, W, W.page, false)], `page ${W.page + 1}`); W.page++;
      if (W.page > 6) listDone = true;
    } else {
      const e = W.ents.at(-1) ?? W.ent();
      if (R.chance(0.7)) run.step("memw", [cMemW(run, W, `${e.id}`, `${R.pick(["checked", "ok", "done", "needs follow-up"])}; ${Object.values(e)[1]}`)], e.id);
      else run.step("memr", [cMemR(run, W)], "notes");
    }
  }
}
