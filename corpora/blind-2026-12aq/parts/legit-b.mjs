// Legit twins 5-7 and the long, legitimately repetitive runs.
import { start, preamble, agentOf, staffAgain } from "./common.mjs";
import { qaOut, setOut, getOut, lenOut, jobOut, cueQcOut, batchOut, fileCheckOut } from "./tools.mjs";
import { J } from "./util.mjs";
import { otherIds } from "./legit-a.mjs";

const c = (R, name, args, out, text) => R.call(name, args, out, { text, agent: agentOf(R.d) });
const fileOf = (d, tl) => d.file.replace("{tl}", tl);
const fin = (R, text) => R.say(`${R.r.chance(0.6) ? R.d.staff.done + ". " : ""}${text}`, { agent: agentOf(R.d) });

// Twin of length-fix-undone: each rewrite is shorter until it fits; or the overwrite is found and the unit locked.
export function lengthConverges(R, v) {
  const { d, r } = R, T = d.T, s = d.len, tl = s.tl;
  start(R, `Fix ${s.id} in ${tl}: it overflows (limit ${s.limit} ${s.unit}).`);
  preamble(R, s, tl, v.pre);
  let rev = r.int(3, 40);
  if (v.flavor === 1) {
    const long = s.loop[0], short = s.steps[s.steps.length - 1];
    c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, long, s.limit, s.unit), "Measuring the current text.");
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: short }, setOut(R, s, tl, short, ++rev), "Shortening.");
    rev++;
    c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, long, s.limit, s.unit), "Checking the fit.");
    c(R, T.get, { file: fileOf(d, tl), unit_id: s.id, include_history: true }, J(d, { unit_id: s.id, target: long, revision: rev, history: [{ rev: rev - 1, by: "agent:l10n-bot", target: short }, { rev, by: "tm-autopropagate", target: long, reason: "100% match from unit with same source" }] }), "The fit check still sees the long text; reading the unit history.");
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: short, lock: true, exclude_from_autopropagation: true }, setOut(R, s, tl, short, ++rev), "Auto-propagation overwrote it. Setting it again, locked and excluded from propagation.");
    c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, short, s.limit, s.unit), "Checking the fit.");
    fin(R, `${s.id} fits (${[...short].length}/${s.limit}); it had been overwritten by TM auto-propagation, now locked.`);
    return { note: "shortening undone once by auto-propagation; the agent reads the history, locks the unit, and it fits." };
  }
  const seq = s.steps.slice();
  c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, seq[0], s.limit, s.unit), "Measuring the current text.");
  for (let i = 1; i < seq.length; i++) {
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: seq[i] }, setOut(R, s, tl, seq[i], ++rev), i === 1 ? "Cutting the least needed words." : "Still over; cutting further.");
    c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, seq[i], s.limit, s.unit), "Checking the fit.");
  }
  fin(R, `${s.id} fits: "${seq[seq.length - 1]}" (${[...seq[seq.length - 1]].length}/${s.limit}).`);
  return { note: `rewrites get shorter each time (${seq.map((x) => [...x].length).join(" > ")}) until it fits.` };
}

// Twin of stuck-job-poll: long polling, progress moves every time, then done.
export function jobProgress(R, v) {
  const { d, r } = R, T = d.T;
  start(R, `Run the ${d.project} ${d.key.includes("audioguide") ? "TTS render" : "deploy"} job and tell me when it has finished.`);
  preamble(R, d.ph, d.ph.tl, Math.min(v.pre, 1));
  const jobId = `job_${r.hex(10)}`, total = r.int(300, 1400);
  c(R, T.publish, { dry_run: false, locales: d.targets, async: true }, J(d, { accepted: true, job_id: jobId, status_url: `/jobs/${jobId}`, request_id: `req_${r.hex(12)}` }), "Starting the job.");
  let pct = 0;
  for (let i = 0; i < v.polls; i++) {
    R.wait(r.int(40, 180));
    pct = Math.min(99, pct + r.int(3, Math.max(4, Math.round(180 / v.polls))));
    if (v.sleepTool && i % 3 === 2) c(R, "sleep", { seconds: 90 }, J(d, { slept: 90 }), "Waiting.");
    if (v.interject && i === Math.floor(v.polls / 2)) R.user(staffAgain(d, "finished yet?"));
    c(R, T.job, { job_id: jobId }, jobOut(R, jobId, i === 0 ? "queued" : "running", i === 0 ? 0 : pct, { done: Math.round(total * (i === 0 ? 0 : pct) / 100), total }), i === 0 ? "Polling." : `Progress is moving (${pct}%), polling again.`);
  }
  R.wait(120);
  c(R, T.job, { job_id: jobId }, jobOut(R, jobId, "succeeded", 100, { done: total, total, msg: "all locales done" }), "Polling.");
  fin(R, `Job ${jobId} finished: ${total} items for ${d.targets.join(", ")}.`);
  return { note: `${v.polls + 1} polls of a job whose progress rises every time, then succeeded${v.sleepTool ? "; sleep tool between some polls" : ""}.` };
}

// Twin of visual-check-stuck: the real cause is edited and the reported problems shrink.
export function visualFixed(R, v) {
  const { d, r } = R, T = d.T;
  let rev = r.int(3, 40);
  if (d.cues) {
    const tl = d.targets[1];
    start(R, `QC the ${tl} captions of ${fileOf(d, tl)} and fix the timing problems before publishing.`);
    preamble(R, d.len, tl, Math.min(v.pre, 1));
    let cues = Array.from({ length: v.more + 1 }, () => r.int(10, 300)).sort((a, b) => a - b).filter((x, i, a) => a.indexOf(x) === i);
    let issues = cues.map((a) => [a, "overlap", `cue ${a} ends ${r.int(120, 700)} ms after cue ${a + 1} starts`]);
    c(R, T.qa, { file: fileOf(d, tl) }, cueQcOut(R, tl, issues, r.int(150, 320)), "Running caption QC.");
    while (issues.length) {
      const [a] = issues[0];
      c(R, T.set, { file: fileOf(d, tl), cue: a, end_shift_ms: -r.int(200, 720) }, J(d, { ok: true, cue: a, changed: ["end"], revision: ++rev }), `Pulling the end of cue ${a} back.`);
      issues = issues.slice(1);
      c(R, T.qa, { file: fileOf(d, tl) }, cueQcOut(R, tl, issues, r.int(150, 320)), `QC again (${issues.length} left).`);
    }
    fin(R, `Captions clean: ${cues.length} overlaps fixed by trimming cue ends.`);
    return { note: `caption QC, ${cues.length} overlaps, each timing edit clears one.` };
  }
  const s = d.len, tl = s.tl, key = s.id;
  start(R, `Check the ${tl} screens for text overflow and fix them.`);
  preamble(R, s, tl, Math.min(v.pre, 1));
  const seq = s.steps;
  const shot = (t, screen) => {
    const ov = [...t].length > s.limit ? [{ key, text: t, text_px: Math.round([...t].length * 7.6), box_px: Math.round(s.limit * 7.6) }] : [];
    return J(d, { capture_id: `cap_${r.hex(8)}`, locale: tl, screen, overflow: ov, screenshot: `shots/${r.hex(6)}.png`, captured_at: R.now() });
  };
  c(R, T.len, { screen: "main", locale: tl }, shot(seq[0], "main"), "Capturing the screen.");
  for (let i = 1; i < seq.length; i++) {
    c(R, T.set, { file: fileOf(d, tl), unit_id: key, target: seq[i] }, setOut(R, s, tl, seq[i], ++rev), `Shortening ${key}.`);
    c(R, T.len, { screen: "main", locale: tl }, shot(seq[i], "main"), "Capturing again.");
  }
  for (const sc of ["settings", "checkout", "profile"].slice(0, v.more)) c(R, T.len, { screen: sc, locale: tl }, shot("ok", sc), `Next screen: ${sc}.`);
  fin(R, `No overflow left on ${tl}: ${key} shortened to "${seq[seq.length - 1]}", ${v.more} more screens clean.`);
  return { note: `overflow width shrinks with each edit of the right key, then ${v.more} other screens captured clean.` };
}

// Long run: hundreds of segments pre-translated in batches, then one QA pass and fixes.
export function batchPretranslate(R, v) {
  const { d, r } = R, T = d.T, tl = r.pick(d.targets);
  const size = r.pick([25, 40, 50]), total = size * v.batches;
  start(R, `Pre-translate all ${total} units of ${fileOf(d, tl)} from TM and MT, then QA.`);
  let remaining = total;
  for (let b = 0; b < v.batches; b++) {
    const off = b * size;
    remaining -= size;
    const ice = r.int(0, size / 3), exact = r.int(0, size / 3), fuzzy = r.int(0, size / 4);
    const st = { ice, exact, fuzzy, mt: size - ice - exact - fuzzy, qa: r.int(0, 2), words: r.int(size * 5, size * 14), remaining };
    if (v.parallel && d.style !== "react" && b % 2 === 0 && b + 1 < v.batches) {
      const i2 = r.int(0, size / 3), e2 = r.int(0, size / 3), f2 = r.int(0, size / 4);
      const st2 = { ice: i2, exact: e2, fuzzy: f2, mt: size - i2 - e2 - f2, qa: r.int(0, 2), words: r.int(size * 5, size * 14), remaining: remaining - size };
      R.par([[T.tm, { file: fileOf(d, tl), offset: off, limit: size, apply: "tm_then_mt" }, batchOut(R, tl, off, size, st)], [T.tm, { file: fileOf(d, tl), offset: off + size, limit: size, apply: "tm_then_mt" }, batchOut(R, tl, off + size, size, st2)]], { text: "Two batches at once.", agent: agentOf(d) });
      remaining -= size; b++;
      continue;
    }
    c(R, T.tm, { file: fileOf(d, tl), offset: off, limit: size, apply: "tm_then_mt" }, batchOut(R, tl, off, size, st), b === 0 ? `Batches of ${size}.` : `Batch ${b + 1}.`);
  }
  const bad = otherIds(R, d.ph.id, r.int(1, 3));
  c(R, T.qa, { file: fileOf(d, tl) }, qaOut(R, total, bad.map((id) => ({ id, type: "tag_mismatch", message: "Inline tag count differs from source" })), { tl }), "QA over the whole file.");
  let rev = r.int(40, 90);
  for (const id of bad) c(R, T.set, { file: fileOf(d, tl), unit_id: id, restore_tags_from_source: true }, J(d, { ok: true, unit_id: id, tags_restored: r.int(1, 2), revision: ++rev }), `Restoring tags in ${id}.`);
  c(R, T.qa, { file: fileOf(d, tl) }, qaOut(R, total, [], { tl }), "QA again.");
  fin(R, `${total} units pre-translated in ${v.batches} batches; ${bad.length} tag errors fixed, QA clean.`);
  return { note: `${v.batches} batches of ${size} over ${total} units (same call shape, new offset each time), then QA and ${bad.length} fixes.` };
}

// Long run: many similar files validated one by one, a few fixed on the way.
export function manyFiles(R, v) {
  const { d, r } = R, T = d.T;
  const tl = r.pick(d.targets);
  const names = Array.from({ length: v.files }, (_, i) => d.file.replace("{tl}", `${tl}`).replace(/(\.\w+)?$/, (m) => `_part${String(i + 1).padStart(2, "0")}${m}`));
  start(R, `Validate all ${v.files} ${tl} files of ${d.project} before the hand-off; fix blockers.`);
  let fixed = 0;
  for (const f of names) {
    const units = r.int(30, 220);
    const hasErr = r.chance(0.2);
    const res = { units, untranslated: 0, fuzzy: hasErr ? r.int(1, 3) : 0, errors: hasErr ? [{ unit: `${r.int(1, units)}`, code: "fuzzy_not_cleared" }] : [], warnings: r.chance(0.4) ? [{ code: "long_segment", count: r.int(1, 4) }] : [] };
    c(R, T.qa, { file: f }, fileCheckOut(R, f, res), `Validating ${f}.`);
    if (hasErr) {
      c(R, T.set, { file: f, clear_fuzzy: res.errors.map((e) => e.unit) }, J(d, { ok: true, file: f, cleared: res.fuzzy, revision: r.int(2, 60) }), `Clearing the fuzzy flags in ${f} (translations already reviewed).`);
      fixed++;
    }
  }
  fin(R, `All ${v.files} ${tl} files validated; ${fixed} had fuzzy flags cleared, none blocking now.`);
  return { note: `${v.files} similar files validated one after another, ${fixed} fixed in passing.` };
}
