// Kind builders: each writes one run (loop, its legit twin, or an ambiguous case) with a kit's tools.
import { sub } from "./kit-base.mjs";

export const T = (run, key, vars = {}) => run.kit.T[key].replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
export const maybe = (run, p, s) => (run.r.chance(p) ? s : null);
export const th = (run, xs, p = 0.75) => maybe(run, p, run.r.pick(xs));

export function begin(run, id) {
  run.sys(run.kit.sys);
  run.user(run.r.pick(run.kit.T.goals).replace("{id}", id));
}

/** Varied healthy work before the interesting part: distinct records, searches, pages, windows. */
export function opener(run, n, avoid) {
  const k = run.kit;
  const r = run.r;
  const used = new Set([avoid]);
  let page = 0;
  let qi = 0;
  let win = 1;
  for (let i = 0; i < n; i++) {
    const choice = r.pick(["rd", "rd", "rel", "srch", "page", "dep", ...(k.doc ? ["doc"] : [])]);
    let id = k.id(r);
    for (let t = 0; t < 6 && used.has(id); t++) id = k.id(r);
    if (choice === "rd" || choice === "rel") {
      if (used.has(id)) continue;
      used.add(id);
      run.call(...(choice === "rd" ? k.rd(run, id, r.int(0, 2)) : k.rel(run, id, r.int(0, 2))).slice(0, 3), { think: th(run, ["Looking at a related item first.", "Context first.", `Checking ${id} for comparison.`, "Reading this one before the main task."], 0.5) });
    } else if (choice === "srch") {
      const q = `${k.search.refine[qi % k.search.refine.length]} ${["owner", "history", "2026", "runbook", "changelog", "incident", "config", "latest"][qi % 8]}`;
      run.call(...k.srch(run, q, `open|${q}`, r.int(2, 4)).slice(0, 3), { think: th(run, ["Searching for background.", "Quick search.", "Let me see what exists on this."], 0.5) });
      qi++;
    } else if (choice === "page") {
      run.call(...k.page(run, page, r.int(3, 6), false, "open").slice(0, 3), { think: th(run, ["Listing recent items.", "Next page.", "Scanning the list."], 0.5) });
      page++;
    } else if (choice === "dep") {
      run.call(...k.depCall(run, id, 0, true).slice(0, 3), { think: th(run, ["Checking the dependency is up.", "Sanity check of the upstream."], 0.5) });
    } else {
      const len = k.docLen(run);
      if (win > len) continue;
      const w = r.int(12, 20);
      run.call(...k.rdoc(run, win, Math.min(win + w - 1, len)), { think: th(run, ["Reading the start.", "Reading on."], 0.4) });
      win += w;
    }
  }
}

export function end(run, loop, x) {
  const r = run.r;
  if (loop) {
    const p = r();
    if (p < 0.55) return; // cut inside the loop
    if (p < 0.8) return run.say(T(run, "giveup", { x }), run.kit.multi ? { name: run.kit.multi[0] } : {});
    return run.say(r.pick([`Nothing new yet (${x}). Checking once more.`, `No change yet (${x}). Trying again.`]), run.kit.multi ? { name: run.kit.multi[0] } : {});
  }
  run.say(T(run, "done", { x }), run.kit.multi ? { name: run.kit.multi[0] } : {});
}
export const nm = (run, i = 0) => (run.kit.multi ? { name: run.kit.multi[i] } : {});

// ---------- known families ----------
export const KINDS = {
  repeat(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Opening the record.", `Reading ${id}.`]), ...nm(run) });
    if (r.chance(0.5)) run.call(...k.rel(run, id, 0).slice(0, 3), { think: th(run, ["And the related view."]), ...nm(run) });
    if (loop) {
      run.mark();
      const n = r.int(4, 8);
      const trivialRun = r.chance(0.6);
      for (let i = 0; i < n; i++) {
        const tv = trivialRun ? r.int(0, 7) : 0;
        run.call(...k.rd(run, id, 0, tv).slice(0, 3), { think: th(run, ["Let me re-check the record.", "Checking again to be sure.", "Re-reading to confirm the current state.", `Confirming ${id} once more.`, "One more look."], 0.6), ...nm(run) });
      }
      return end(run, true, `${id} unchanged`);
    }
    const n = r.int(2, 3);
    for (let v = 1; v <= n; v++) {
      if (r.chance(0.5)) run.user(T(run, "again"));
      else run.call(...k.sleep(run, r.pick([60, 120, 300])), { think: th(run, ["Waiting for the change to land.", "Give it a couple of minutes."], 0.8), ...nm(run) });
      run.call(...k.rd(run, id, v, r.chance(0.3) ? 1 : 0).slice(0, 3), { think: th(run, [`Re-reading ${id} after the change.`, "Checking the new state."]), ...nm(run) });
    }
    end(run, false, `${id} updated (check ${n + 1} reflects the change)`);
  },
  pingpong(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    if (loop) {
      run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Record first."]), ...nm(run) });
      run.call(...k.rel(run, id, 0).slice(0, 3), { think: th(run, ["Now the other side."]), ...nm(run) });
      run.mark();
      const n = r.int(3, 5);
      for (let i = 0; i < n; i++) {
        run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Back to the record to compare.", "Does the record agree?", "Cross-checking."], 0.6), ...nm(run) });
        run.call(...k.rel(run, id, 0).slice(0, 3), { think: th(run, ["And the other view again.", "Comparing with the second view.", "Checking whether this side changed."], 0.6), ...nm(run) });
      }
      return end(run, true, `${id}: both views unchanged`);
    }
    if (r.chance(0.5)) {
      const ids = [id];
      while (ids.length < r.int(4, 6)) {
        const x = k.id(r);
        if (!ids.includes(x)) ids.push(x);
        if (ids.length >= 5) break;
      }
      for (const x of ids) {
        run.call(...k.rd(run, x, r.int(0, 2)).slice(0, 3), { think: th(run, [`${x}: record.`, "Next item."], 0.5), ...nm(run) });
        run.call(...k.rel(run, x, r.int(0, 2)).slice(0, 3), { think: th(run, [`${x}: second view.`], 0.4), ...nm(run) });
      }
      return end(run, false, `${ids.length} items compared: ${ids.join(", ")}`);
    }
    for (let v = 0; v < 3; v++) {
      if (v) run.call(...k.sleep(run, r.pick([120, 180, 300])), { think: th(run, ["Waiting before the next comparison."], 0.6), ...nm(run) });
      run.call(...k.rd(run, id, v).slice(0, 3), { think: th(run, ["Record state now.", "Record after the wait."]), ...nm(run) });
      run.call(...k.rel(run, id, v).slice(0, 3), { think: th(run, ["Second view now.", "Did the other side move too?"]), ...nm(run) });
    }
    end(run, false, `${id}: both views moved and now agree`);
  },
  cycle3(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const q = k.search.refine[1];
    const pass = (item, v, key, think) => {
      run.call(...k.rd(run, item, v).slice(0, 3), { think: think ? th(run, [`Record ${item}.`, "Start of the check."]) : null, ...nm(run) });
      run.call(...k.rel(run, item, v).slice(0, 3), { think: null, ...nm(run) });
      run.call(...k.srch(run, key === "same" ? q : `${q} ${item}`, `c3${key}`, 3).slice(0, 3), { think: maybe(run, 0.4, "Cross-reference."), ...nm(run) });
    };
    if (loop) {
      pass(id, 0, "same", true);
      run.mark();
      const n = r.int(2, 4);
      for (let i = 0; i < n; i++) {
        pass(id, 0, "same", r.chance(0.5));
      }
      return end(run, true, `${id}: same three answers each pass`);
    }
    const ids = [id];
    for (let t = 0; t < 12 && ids.length < r.int(3, 5); t++) {
      const x = k.id(r);
      if (!ids.includes(x)) ids.push(x);
    }
    ids.forEach((x, i) => pass(x, r.int(0, 2), `i${i}`, true));
    end(run, false, `${ids.length} items checked (${ids.join(", ")})`);
  },
  retry(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Record first."]), ...nm(run) });
    const c0 = k.depCall(run, id, 0, false);
    run.call(c0[0], c0[1], c0[2], { think: th(run, ["Now the upstream call.", "Calling the dependency."]), err: true, ...nm(run) });
    if (loop) {
      run.mark();
      const n = r.int(4, 8);
      for (let i = 1; i <= n; i++) {
        const c = k.depCall(run, id, r.chance(0.7) ? i : 0, false);
        if (r.chance(0.2)) run.call(...k.sleep(run, r.pick([2, 5, 5, 10])), { think: maybe(run, 0.5, "Short pause."), ...nm(run) });
        run.call(c[0], c[1], c[2], { think: th(run, ["Transient? Retrying.", "Trying a different endpoint.", "Retrying with a longer timeout.", "Once more.", "Maybe the other host answers."], 0.7), err: true, ...nm(run) });
      }
      return end(run, true, `${k.dep?.host ?? "the carrier portal"} unreachable`);
    }
    const fails = r.int(0, 2);
    let wait = r.pick([5, 10, 15]);
    for (let i = 1; i <= fails; i++) {
      run.call(...k.sleep(run, wait), { think: th(run, [`Backing off ${wait}s.`, "Waiting before retrying."], 0.8), ...nm(run) });
      wait *= 2;
      const c = k.depCall(run, id, i, false);
      run.call(c[0], c[1], c[2], { think: th(run, ["Retrying."]), err: true, ...nm(run) });
    }
    run.call(...k.sleep(run, wait), { think: th(run, [`Backing off ${wait}s.`], 0.6), ...nm(run) });
    run.call(...k.depCall(run, id, fails + 1, true).slice(0, 3), { think: th(run, ["Retrying after the back-off."]), ...nm(run) });
    run.call(...k.rd(run, id, 1).slice(0, 3), { think: th(run, ["Upstream answered; continuing with the record."]), ...nm(run) });
    end(run, false, `${id} done after ${fails + 1} transient failure(s)`);
  },
  stuckpoll(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const { jid, call } = k.jstart(run, id, 0);
    run.call(...call.slice(0, 3), { think: th(run, [`Starting the ${k.job?.noun ?? "job"}.`, "Kick it off."]), ...nm(run) });
    const total = r.pick([120, 480, 2400, 36]);
    const phases = ["running", "running", "running"];
    let done = 0;
    const moves = r.int(1, 3);
    for (let i = 0; i < moves; i++) {
      done += Math.max(1, Math.round(total * r.int(6, 18) / 100));
      if (r.chance(0.5)) run.call(...k.sleep(run, r.pick([20, 30, 60])), { think: maybe(run, 0.4, "Waiting."), ...nm(run) });
      run.call(...k.jstat(run, jid, { state: "running", phase: phases[i], done, total }).slice(0, 3), { think: th(run, ["Progress?", "Polling.", "Checking status."], 0.5), ...nm(run) });
    }
    if (loop) {
      const n = r.int(5, 8);
      for (let i = 0; i < n; i++) {
        if (r.chance(0.45)) run.call(...k.sleep(run, r.pick([15, 30, 30, 60])), { think: maybe(run, 0.4, "Give it a bit longer."), ...nm(run) });
        if (i === 0) run.mark();
        run.call(...k.jstat(run, jid, { state: "running", phase: "running", done, total }).slice(0, 3), { think: th(run, ["Still going?", "Polling again.", "Checking status.", "Should move soon."], 0.5), ...nm(run) });
      }
      return end(run, true, `${jid} at ${done}/${total}`);
    }
    let plateau = r.chance(0.5);
    while (done < total) {
      if (r.chance(0.6)) run.call(...k.sleep(run, r.pick([30, 60, 90])), { think: maybe(run, 0.4, "Waiting."), ...nm(run) });
      if (!plateau) done = Math.min(total, done + Math.max(1, Math.round(total * r.int(15, 40) / 100)));
      plateau = false;
      run.call(...k.jstat(run, jid, done >= total ? { state: "succeeded", phase: "done", done, total } : { state: "running", phase: "running", done, total }).slice(0, 3), { think: th(run, ["Polling.", "Status?"], 0.4), ...nm(run) });
    }
    run.call(...k.rd(run, id, 2).slice(0, 3), { think: th(run, ["Finished; confirming the result on the record."]), ...nm(run) });
    end(run, false, `${jid} finished ${total}/${total}`);
  },
  reworded(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Record first."]), ...nm(run) });
    if (loop) {
      const qs = k.search.rew;
      run.call(...k.srch(run, qs[0], "rew", 3).slice(0, 3), { think: th(run, ["Searching for the fix.", "Let me search."]), ...nm(run) });
      run.mark();
      const n = r.int(4, 6);
      for (let i = 1; i <= n; i++) run.call(...k.srch(run, qs[i % qs.length], "rew", 3).slice(0, 3), { think: th(run, ["Not quite; rephrasing.", "Try other wording.", "Maybe different terms find it.", "One more phrasing."], 0.7), ...nm(run) });
      return end(run, true, "search keeps returning the same three results");
    }
    const qs = k.search.refine;
    qs.forEach((q, i) => run.call(...k.srch(run, q, `ref${i}`, Math.max(1, 4 - i)).slice(0, 3), { think: th(run, ["Broad search first.", "Narrowing.", "Narrowing further with what the last hits said.", "This should pin it down."]), ...nm(run) }));
    run.call(...k.rd(run, id, 1).slice(0, 3), { think: th(run, ["Found it; applying to the record."]), ...nm(run) });
    end(run, false, `found via "${qs.at(-1)}"`);
  },
  reread(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const len = k.docLen(run);
    const w = r.pick([15, 20, 25]);
    for (let s = 1; s <= len; s += w) run.call(...k.rdoc(run, s, Math.min(s + w - 1, len)), { think: th(run, ["Reading.", "Continuing.", "Next window."], 0.4), ...nm(run, 1) });
    if (loop) {
      run.mark();
      const n = r.int(4, 6);
      let s = r.int(3, 9);
      for (let i = 0; i < n; i++) {
        run.call(...k.rdoc(run, s, Math.min(s + w - 1, len)), { think: th(run, ["Let me re-read that part.", "Going over it again.", "Re-reading around the change.", "Checking I didn't miss anything."], 0.6), ...nm(run, 1) });
        s = s + w > len ? r.int(2, 8) : s + w;
      }
      return end(run, true, "no new lines found");
    }
    const at = Math.max(1, len - r.int(10, 20));
    run.call(...k.rdoc(run, at, Math.min(at + 6, len)), { think: "Quoting the exact lines for the note.", ...nm(run, 1) });
    run.call(...k.rd(run, id, 1).slice(0, 3), { think: th(run, ["Now acting on it."]), ...nm(run) });
    end(run, false, `read ${len} lines; finding at line ${at}`);
  },
  agentsTalk(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const [sup, w1, w2] = k.multi;
    const what = k.mtWhat ?? "affected call sites";
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: "Gathering the facts.", name: w1 });
    run.call(...k.rel(run, id, 0).slice(0, 3), { think: null, name: w1 });
    const draft = (v) =>
      [`Summary for ${id}: root cause is the change in the ${k.search.refine[1]} area; impact limited to one path; recommend a follow-up fix and a regression test.`, `Revised summary for ${id}: root cause confirmed in ${k.search.refine[2]}; two ${what} identified (checked both); fix: guard + test; risk low; owner ${k.staff}.`, `Final for ${id}: cause, both ${what}, fix and test listed; rollout note added; ready to send.`][v];
    run.say(`${w1}, please write the summary for ${id}.`, { name: sup });
    run.say(draft(0), { name: w1 });
    if (loop) {
      const ask = [`${w1}, tighten it and list the ${what}.`, `${w1}, please make it more specific: ${what}.`, `Still missing the ${what}, ${w1}. Please revise.`, `${w1}, revise again: ${what}.`];
      run.say(ask[0], { name: sup });
      run.mark();
      const n = r.int(3, 5);
      for (let i = 0; i < n; i++) {
        run.say(r.chance(0.6) ? draft(0) : draft(0).replace("recommend", "I recommend"), { name: w1 });
        run.say(ask[(i + 1) % ask.length], { name: sup });
      }
      return;
    }
    run.say(`${w1}, list the ${what}.`, { name: sup });
    run.call(...k.srch(run, k.search.refine[2], "mt", 2).slice(0, 3), { think: `Finding the ${what}.`, name: w1 });
    run.say(draft(1), { name: w1 });
    run.say(`${w2 ?? sup}: check it.`, { name: sup });
    run.say("Checked against the sources; one wording fix, otherwise correct.", { name: w2 ?? sup });
    run.say(draft(2), { name: w1 });
    end(run, false, `${id}: summary agreed after one revision`);
  },
};
