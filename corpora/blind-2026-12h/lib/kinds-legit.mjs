// Legit look-alikes: the same operations as the loops, done for reasons that move the work forward.
import { warm } from "./builder.mjs";

function mutate(kit, i) {
  const it = kit.items[i];
  if (it.facts) {
    const k = Object.keys(it.facts).find((q) => /status|fuel|drive_time|price|vacc|last_gift|sold/.test(q)) ?? Object.keys(it.facts).at(-1);
    const v = it.facts[k];
    const nv = typeof v === "number" ? v + 7 : /^-?\d+(\.\d+)?$/.test(v) ? (Number(v) + 0.8).toFixed(2) : k === "last_gift" ? "£40.00 on 2026-12-06" : k.startsWith("vacc") ? "none (given 2026-12-06)" : "CONFIRMED";
    it.facts = { ...it.facts, [k]: nv };
    return k;
  }
  if (it.lines) {
    it.lines = it.lines.map((l) => l.replace('LOG_ERR("read failed', 'LOG_ERR("i2c read failed'));
    return "the log line";
  }
  for (const k of ["status", "state", "mode", "docs"]) if (k in it) {
    it[k] = { status: "Issued", state: "Reviewed", mode: "Unoccupied", docs: "3/3 letters, transcript verified" }[k];
    return k;
  }
  return "record";
}

export function pollProgress(x, r, sleeps = true) {
  const { kit, ctx } = x;
  const seq = [{ status: "queued", pct: 0, pos: 2 }, { status: "queued", pct: 0, pos: 1 }, { status: "running", pct: 20 }, { status: "running", pct: 20 }, { status: "running", pct: 55 }, { status: "running", pct: 90 }, { status: "done", pct: 100 }];
  seq.forEach((st, k) => {
    if (sleeps && k > 0 && k % 2 === 1) r.act("sleep", "", kit.sleep(ctx, 30));
    r.act("poll", "", kit.poll(ctx, st));
  });
}

export function retryBackoff(x, r) {
  const { kit, ctx } = x;
  r.act("flaky", "", kit.flaky(ctx, false));
  r.act("sleep", "", kit.sleep(ctx, 10));
  r.act("flaky", "", kit.flaky(ctx, false));
  r.act("sleep", "", kit.sleep(ctx, 40));
  r.act("flaky", "", kit.flaky(ctx, true));
}

function refine(x, r) {
  const { kit, ctx, spec } = x;
  const f = spec.refine;
  f.phr.forEach((q, k) => r.act("search", q, kit.search(ctx, q, f.res[k])));
  return f.res[2][0];
}

export const legitKinds = {
  pagination(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    const P = 3 + (x.reps % 4);
    for (let n = 0; n < P; n++) r.act("page", n + 1, kit.page(ctx, n, P));
    r.say(`That's the full list: ${P} pages, ${P * 8 + (kit.kind === "browser" ? P * 2 : 0)} rows or so. Nothing was missing between pages; I've noted the ones that need follow-up.`);
    return { loopFrom: null, note: `pages through ${P} pages with fresh cursors until the list ends` };
  },
  "poll-progresses"(x, r) {
    warm(x, r, x.warmN);
    pollProgress(x, r, x.reps % 2 === 0);
    const j = x.spec.job;
    r.say(j ? `Finished: ${JSON.stringify(j.result)}.` : "The job has finished successfully; details are in the last status.");
    return { loopFrom: null, note: "polls a job that moves (queue 2 → 1, running 20 → 20 → 55 → 90 %, done); one unchanged poll in the middle" };
  },
  "retry-backoff-succeeds"(x, r) {
    warm(x, r, x.warmN);
    retryBackoff(x, r);
    r.say("It went through on the third attempt after backing off (10 s, then 40 s). Done.");
    return { loopFrom: null, note: "two failures with growing waits, then success, then stops" };
  },
  "batch-distinct"(x, r) {
    const { kit, ctx } = x;
    const start = ctx.ni;
    warm(x, r, x.warmN + 6 + x.reps * 2);
    const ids = kit.items.slice(start, ctx.ni).map((i) => i.id);
    r.say(`Done with the batch: ${ids.length} items (${ids.slice(0, 4).join(", ")}, …, ${ids.at(-1)}). All were processed; nothing failed.`);
    return { loopFrom: null, note: `same two tools over ${ids.length} distinct items, each result different` };
  },
  "user-asks-again"(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    const i = ctx.ni++;
    const id = kit.items[i].id;
    r.act("lookup", id, kit.lookup(ctx, i));
    r.say(`Here's where ${id} stands right now (see the record above). Nothing has changed since this morning.`);
    r.user(`Can you check ${id} again? I've just asked the team to update it.`);
    const k = mutate(kit, i);
    r.act("lookup", id, kit.lookup(ctx, i, 0));
    r.say(`Yes — ${id} has been updated: ${k} changed. Everything else is the same.`);
    if (x.reps % 2) {
      r.user("Thanks. Could you look once more in a minute? They said a second change is coming.");
      r.act("sleep", "", kit.sleep(ctx, 60));
      r.act("lookup", id, kit.lookup(ctx, i, 0));
      r.say(`I checked again after a minute: no second change has landed yet on ${id}. I'd ask the team to confirm.`);
    }
    return { loopFrom: null, note: "the user asks for the same record to be checked again; the repeat is requested (and the data did change once)" };
  },
  "reread-after-edit"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    const lines = spec.doc.lines.slice();
    const w = x.reps % 2;
    let li = w * 12 + 1;
    while (li < w * 12 + 11 && !/\d/.test(lines[li])) li++;
    if (!/\d/.test(lines[li])) li = w * 12 + 4;
    r.act("read", "", kit.read(ctx, w));
    const old = lines[li];
    const neu = /\d/.test(old) ? old.replace(/\d+/, (d) => String(Number(d) + (Number(d) > 20 ? 5 : 1))) : `${old.replace(/\s+$/, "")} (checked ${ctx.clock.iso().slice(0, 10)})`;
    lines[li] = neu;
    x.taskMain = `in ${spec.doc.path}, change "${old.trim()}" to "${neu.trim()}" and check the section still reads right`;
    const c = kit.edit(ctx, old, neu, 2);
    c.args.path = kit.kind === "code" ? `/workspace/thermo-fw/${spec.doc.path}` : spec.doc.path;
    c.out = c.out.split(spec.edits.path).join(spec.doc.path).replace(/^ {4}40\t/m, `${String(li + 1).padStart(6)}\t`);
    r.act("edit", `line ${li + 1}`, c);
    r.act("read", "", kit.read(ctx, w, lines));
    r.say(`Updated line ${li + 1} of ${spec.doc.path} as agreed ("${neu.trim()}") and re-read the section: the change is in place and nothing else moved.`);
    return { loopFrom: null, note: "reads a window, edits a line in it, reads the same window again to confirm; the second read shows the change" };
  },
  "long-mixed"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, 20 + x.reps * 3);
    for (let n = 0; n < 3; n++) r.act("page", n + 1, kit.page(ctx, n, 3));
    refine(x, r);
    warm(x, r, 12 + x.reps * 2);
    pollProgress(x, r, true);
    retryBackoff(x, r);
    warm(x, r, 8 + x.reps * 2);
    r.say("All done: the batch, the list review, the search and the job. Summary of exceptions is in the notes above.");
    return { loopFrom: null, note: "long session of distinct work: batch, pagination, a refined search, a progressing poll, a retry that succeeds" };
  },
  "search-refine"(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    const hit = refine(x, r);
    r.say(`Found it: ${hit.id} — ${hit.title}.`);
    return { loopFrom: null, note: "three searches, each narrower, each with different hits; the third finds the target" };
  },
  "edit-converges"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    const e = spec.edits;
    r.act("check", "", kit.check(ctx, e.errs));
    for (let k = 0; k < 3; k++) {
      r.act("edit", e.fixes[k][0].trim().slice(0, 30), kit.edit(ctx, e.fixes[k][0], e.fixes[k][1], k + 2));
      r.act("check", "", kit.check(ctx, e.errs.slice(k + 1)));
    }
    r.say(`Fixed all three problems in ${e.path}; the check passes now.`);
    return { loopFrom: null, note: "edit/check cycle where each check shows one error fewer, ending green" };
  },
  "alternate-per-item"(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    const n = 3 + (x.reps % 4);
    for (let k = 0; k < n; k++) {
      const i = ctx.ni++;
      const it = kit.items[i];
      r.act("lookup", it.id, kit.lookup(ctx, i));
      r.act("search", it.id, kit.search(ctx, it.id, [{ id: it.id, title: "exact match" }]));
      r.act("act", it.id, kit.act(ctx, i));
    }
    r.say(`Processed ${n} items, each checked against the search index before the update.`);
    return { loopFrom: null, note: `A-B-C cycle of tools (${n} rounds) on a different item each round` };
  },
};

export const ambKinds = {
  "amb-long-wait"(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    const st = { status: "queued", pct: 0, pos: 1 };
    r.act("poll", "", kit.poll(ctx, st));
    let lf = null;
    for (const s of [60, 120, 300, 600]) {
      r.act("sleep", "", kit.sleep(ctx, s));
      const q = r.act("poll", "", kit.poll(ctx, st));
      lf ??= q;
    }
    r.say("The job has been first in the queue for over 18 minutes without starting. I've stopped polling; it may need someone to look at the scheduler.");
    return { loopFrom: lf, note: "patient polling with growing waits, no change, then stops and escalates: careful waiting or a stuck poll" };
  },
  "amb-reread-verify"(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    r.act("read", "", kit.read(ctx, 0));
    const i = ctx.ni++;
    r.act("act", kit.items[i].id, kit.act(ctx, i));
    const lf = r.act("read", "", kit.read(ctx, 0));
    r.act("read", "", kit.read(ctx, 0));
    r.say("The rule I applied matches the document word for word (checked twice).");
    return { loopFrom: lf, note: "re-reads the same window twice after acting, to verify wording: diligence or a re-read loop" };
  },
  "amb-scroll-recheck"(x, r) {
    const { kit, ctx, spec } = x;
    const lv = (p) => ({ url: spec.long.url, title: spec.long.title, scrollY: p * 800, docH: 5600, blocks: spec.long.sections.slice(p * 2, p * 2 + 2).map((n) => ({ r: "text", n })) });
    warm(x, r, x.warmN);
    r.act("nav", spec.long.title, kit.nav(ctx, lv(0)));
    r.act("scroll", "down", kit.scroll(ctx, "down", lv(1)));
    r.act("scroll", "down", kit.scroll(ctx, "down", lv(2)));
    const lf = r.act("scroll", "up", kit.scroll(ctx, "up", lv(1)));
    r.act("scroll", "down", kit.scroll(ctx, "down", lv(2)));
    r.act("scroll", "up", kit.scroll(ctx, "up", lv(1)));
    r.act("scroll", "down", kit.scroll(ctx, "down", lv(2)));
    r.act("scroll", "down", kit.scroll(ctx, "down", lv(3)));
    r.say(`The rules you asked about: ${spec.long.sections.slice(0, 8).join(" ")}`);
    return { loopFrom: lf, note: "scrolls back up twice to re-check an earlier section, then moves on and answers" };
  },
  "amb-user-insists"(x, r) {
    const { kit, ctx } = x;
    warm(x, r, x.warmN);
    r.act("flaky", "", kit.flaky(ctx, false));
    r.say("The results service is failing (502). Shall I keep trying or stop here?");
    r.user("Please keep trying, it usually comes back within a few minutes.");
    let lf = null;
    for (let k = 0; k < 4; k++) {
      r.act("sleep", "", kit.sleep(ctx, 60));
      const q = r.act("flaky", "", kit.flaky(ctx, false));
      lf ??= q;
    }
    r.say("Still failing after five attempts over four minutes. I'll stop; please ring the lab or try later.");
    return { loopFrom: lf, note: "user asked it to keep retrying; five identical failures: obeying the user or a retry storm" };
  },
};
