// A run's opening, healthy warm-up on distinct records, staff interjections and closing answers.
import { L } from "./lang.mjs";

/** System prompt, the staff request, and a plan first if the voice narrates one. */
export function open(x, e, plan) {
  const { c, k, r } = x;
  c.system(`${k.agent}\nCompany code ${k.co}, currency ${k.cur}. Tools return raw system output. Today is 2026-12-06.`);
  c.user(r.pick(L[k.lang].task).replace("{x}", e.id));
  if (c.voice === "plan") {
    x.planText = `Plan:\n${plan.map((p, i) => `${i + 1}. ${p}`).join("\n")}\nStarting with step 1.`;
  }
}

/** Text for the first turn: the plan when the voice narrates one. */
export function first(x, fallback) {
  if (x.planText) {
    const t = x.planText;
    x.planText = null;
    return t;
  }
  return fallback ?? null;
}

/** n healthy calls on distinct records (and maybe one listing page) before the main shape starts. */
export function warm(x, n) {
  const { a, r, ents } = x;
  // Some runs carry a long healthy stretch first, so the interesting part sits deep in the transcript.
  if (x.long && !x.longDone) {
    x.longDone = true;
    n += r.chance(0.4) ? r.int(18, 36) : r.int(6, 16);
  }
  for (let i = 0; i < n; i++) {
    const e = ents[10 + ((x.wi = (x.wi ?? 0) + 1) % 20)];
    if (i > 0 && i % 7 === 0) sup(x, 0.5);
    const roll = r.int(0, 4);
    const say = first(x);
    if (roll === 0 && i === 0) a.list(1, null, ents.slice(10, 16), `${r.hex(6)}`, r.int(40, 300), say ? { say } : {});
    else if (roll === 1) a.check(e, r.chance(0.6), r.int(0, 1), say ? { say } : {});
    else if (roll === 2 && i + 1 < n) {
      a.getPair(e, ents[30 + (i % 14)]);
    } else a.get(e, say ? { say } : {});
  }
}

export function nudge(x) {
  x.c.user(x.r.pick(L[x.k.lang].nudge));
}

/** The supervisor interjects once, only in the supervisor voice. */
export function sup(x, p = 1) {
  if (x.c.voice !== "supervisor" || x.c.supDone || !x.r.chance(p)) return;
  x.c.supDone = true;
  x.c.user(x.r.pick(L[x.k.lang].sup));
}

export function thanks(x) {
  return L[x.k.lang].thanks;
}
