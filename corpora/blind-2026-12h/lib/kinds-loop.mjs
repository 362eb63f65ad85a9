// Loop kinds. Each writes its run and returns loop_from: the first assistant step that repeats an earlier action
// (the same or trivially changed) and gets back only what the run already knew.
import { warm } from "./builder.mjs";
import { giveUp, nudge } from "./words.mjs";

const tail = (x, r, what) => {
  if (x.rng.chance(0.4)) r.say(giveUp(x, what));
};
const maybeNudge = (x, r, k) => {
  if (x.chat && k === 2) r.user(nudge(x));
};

export const loopKinds = {
  "repeat-trivial-args"(x, r) {
    const { kit, ctx, rng } = x;
    warm(x, r, x.warmN);
    const i = ctx.ni++;
    const id = kit.items[i].id;
    r.act("lookup", id, kit.lookup(ctx, i, 0));
    let lf = null;
    for (let k = 1; k <= x.reps; k++) {
      const s = r.act("lookup", id, kit.lookup(ctx, i, k));
      lf ??= s;
      maybeNudge(x, r, k);
    }
    tail(x, r, `the details of ${id}`);
    return { loopFrom: lf, note: `re-opens ${id} ${x.reps} more times with trivially different arguments; same record each time` };
  },
  cycle(x, r) {
    const { kit, ctx, rng, spec } = x;
    warm(x, r, x.warmN);
    const i = ctx.ni++;
    const id = kit.items[i].id;
    const it = spec.intents[1];
    const ops = [() => r.act("lookup", id, kit.lookup(ctx, i)), () => r.act("search", it.phr[0], kit.search(ctx, it.phr[0], it.hits))];
    if (x.reps % 2 === 1) ops.push(() => r.act("page", 1, kit.page(ctx, 0, 3)));
    let lf = null;
    const rounds = 3 + (x.reps % 2);
    for (let k = 0; k < rounds; k++)
      for (let o = 0; o < ops.length; o++) {
        const s = ops[o]();
        if (k === 1 && o === 0) lf = s;
        if (k === 1 && o === 1 && x.chat) r.user(nudge(x));
      }
    return { loopFrom: lf, note: `cycle of ${ops.length} actions (${id}, search, ${ops.length === 3 ? "list page 1, " : ""}…) repeated ${rounds} times with unchanged results` };
  },
  "retry-storm"(x, r) {
    const { kit, ctx, rng } = x;
    warm(x, r, x.warmN);
    r.act("flaky", "", kit.flaky(ctx, false));
    let lf = null;
    const withSleep = rng.chance(0.5);
    for (let k = 1; k <= x.reps + 1; k++) {
      if (withSleep && k % 2 === 0) r.act("sleep", "", kit.sleep(ctx, 5));
      const s = r.act("flaky", "", kit.flaky(ctx, false));
      lf ??= s;
      maybeNudge(x, r, k);
    }
    tail(x, r, "the dependency");
    return { loopFrom: lf, note: `the same failing call retried ${x.reps + 1} times${withSleep ? " (short fixed waits between some)" : ""}; the error never changes and nothing else is tried` };
  },
  "stuck-poll"(x, r) {
    const { kit, ctx, rng } = x;
    warm(x, r, x.warmN);
    const st = { status: "queued", pct: 0, pos: rng.int(2, 5) };
    r.act("poll", "", kit.poll(ctx, st));
    let lf = null;
    const withSleep = rng.chance(0.6);
    for (let k = 1; k <= x.reps + 2; k++) {
      if (withSleep && k % 2 === 1) r.act("sleep", "", kit.sleep(ctx, rng.pick([20, 30, 60])));
      const s = r.act("poll", "", kit.poll(ctx, st));
      lf ??= s;
      maybeNudge(x, r, k);
    }
    tail(x, r, "the job");
    return { loopFrom: lf, note: `polls a job stuck at queue position ${st.pos} ${x.reps + 3} times; state never changes and the agent never escalates` };
  },
  "reworded-search"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    const it = spec.intents[x.reps % 2];
    r.act("search", it.phr[0], kit.search(ctx, it.phr[0], it.hits));
    let lf = null;
    for (let k = 1; k < Math.min(5, x.reps + 2); k++) {
      const s = r.act("search", it.phr[k], kit.search(ctx, it.phr[k], it.hits));
      lf ??= s;
      maybeNudge(x, r, k);
    }
    if (x.reps > 3) {
      const s2 = r.act("search", it.phr[1], kit.search(ctx, it.phr[1], it.hits));
    }
    tail(x, r, `"${it.phr[0]}"`);
    return { loopFrom: lf, note: "reworded searches for the same thing; every phrasing returns the same hits and the agent keeps rephrasing instead of using them or changing approach" };
  },
  "edit-test-same-failure"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    const e = spec.edits;
    const err = [e.errs[x.reps % 3]];
    r.act("check", "", kit.check(ctx, err));
    let lf = null;
    const n = Math.min(4, x.reps);
    for (let k = 0; k < n; k++) {
      const [o, nn] = e.cosmetic[k % e.cosmetic.length];
      r.act("edit", o.trim().slice(0, 30), kit.edit(ctx, o, nn, k + 2));
      const s = r.act("check", "", kit.check(ctx, err));
      lf ??= s;
      maybeNudge(x, r, k + 1);
    }
    tail(x, r, "the validation error");
    return { loopFrom: lf, note: "edits that do not touch the reported problem, each followed by the same failing check" };
  },
  "no-progress-repeat"(x, r) {
    const { kit, ctx, rng, spec } = x;
    warm(x, r, x.warmN);
    const mode = x.chat ? ["answer", "reread", "delegate"][x.reps % 3] : kit.delegate ? ["reread", "delegate"][x.reps % 2] : "reread";
    let lf = null;
    x.tk = mode === "reread" ? "read" : "lookup";
    if (mode === "reread") {
      const w = x.reps % 2;
      r.act("read", "", kit.read(ctx, w));
      for (let k = 1; k <= x.reps; k++) {
        const s = r.act("read", "", kit.read(ctx, w));
        lf ??= s;
        maybeNudge(x, r, k);
      }
      tail(x, r, "the passage");
      return { loopFrom: lf, note: `re-reads the same window of ${spec.doc.path} ${x.reps} more times without acting on it` };
    }
    x.tk = mode === "reread" ? "read" : "lookup";
    if (mode === "delegate") {
      const task = `Find out why ${kit.items[0].id} cannot be processed and report the fix.`;
      x.taskMain = `find out why ${kit.items[0].id} keeps failing to process — get ${spec.helper} to dig into it if you need to`;
      const rep = `Could not determine the cause: the record looks normal to me. Suggest checking with the owner.`;
      r.act("delegate", spec.helper, kit.delegate(ctx, task, rep));
      for (let k = 1; k <= x.reps; k++) {
        const s = r.act("delegate", spec.helper, kit.delegate(ctx, k % 2 ? `${task} Please look again carefully.` : task, rep));
        lf ??= s;
        maybeNudge(x, r, k);
      }
      return { loopFrom: lf, note: `hands the same task to ${spec.helper} ${x.reps + 1} times and gets the same inconclusive report` };
    }
    const i = ctx.ni++;
    const id = kit.items[i].id;
    r.act("lookup", id, kit.lookup(ctx, i));
    x.taskMain = `check whether ${id} is all set`;
    const ans = `${id} is on file and looks fine to me — nothing further is needed from your side.`;
    r.say(ans);
    r.user(`That's not what I asked. Why does ${id} show up on the exceptions list? Can you look at that specifically?`);
    lf = r.say(`Sorry for the confusion. ${ans}`);
    r.user("You're repeating yourself. Please check the exceptions list.");
    r.say(ans);
    r.user("Hello?? The exceptions list, please.");
    r.say(`Apologies! ${ans}`);
    return { loopFrom: lf, note: "chat agent answers the user's follow-up with the same canned answer three times instead of checking the exceptions list" };
  },
};
