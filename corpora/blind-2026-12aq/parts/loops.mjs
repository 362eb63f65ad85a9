// Loop kinds. Each returns { loopFrom, note }; loopFrom is the assistant index of the first wasted turn.
import { start, preamble, review, setField, agentOf, staffAgain } from "./common.mjs";
import { mtOut, qaOut, setOut, getOut, lenOut, pubOut, jobOut, cueQcOut } from "./tools.mjs";
import { J } from "./util.mjs";

const c = (R, name, args, out, text, err) => R.call(name, args, out, { text, agent: agentOf(R.d), err });
const ERRF = (d) => d.ids === "anth" || d.ids === "bed";
const fileOf = (d, tl) => d.file.replace("{tl}", tl);
const giveUp = (R, what) => R.say(R.r.pick([`I could not get past this: ${what}. I have stopped here; a person should look at it.`, `Stopping: ${what}. Escalating to the localisation lead.`, `Not resolved (${what}). Leaving the unit as it is for a human.`]), { agent: agentOf(R.d) });

// A QA check keeps failing on the same missing placeholder while the agent rewords the rest of the segment.
export function qaPlaceholderStuck(R, v) {
  const { d, r } = R, T = d.T, s = d.ph, tl = s.tl;
  start(R, `Translate ${s.id} and the other open units of ${fileOf(d, tl)} into ${tl}, run QA, fix what it finds.`);
  preamble(R, s, tl, v.pre);
  let rev = r.int(3, 40);
  c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl }, mtOut(R, s, tl, s.bad[0]), "Getting a machine draft.");
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.bad[0] }, setOut(R, s, tl, s.bad[0], ++rev), "Saving the draft.");
  const err = [{ id: s.id, type: "placeholder_missing", message: `Placeholder ${s.miss} present in source is missing in target` }];
  c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id] }, qaOut(R, 1, err, { tl }), "Running QA on the unit.");
  let lf = null;
  const n = v.cycles;
  for (let i = 1; i <= n; i++) {
    const t = s.bad[i % s.bad.length];
    if (i === 2) lf = R.na;
    const why = r.pick(["Rewording the sentence so QA accepts it.", "Trying a tighter phrasing.", "Changing the verb and word order.", "Another phrasing of the segment.", "Adjusting the wording once more."]);
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: t }, setOut(R, s, tl, t, ++rev), why);
    if (v.interject && i === 3) R.user(staffAgain(d, "any progress on the QA errors?"));
    c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id] }, qaOut(R, 1, err, { tl }), "Re-running QA.");
  }
  if (v.giveUp) giveUp(R, `QA keeps failing ${s.id}`);
  return { loopFrom: lf, note: `QA reports the same missing ${s.miss} after every rewording; the rewordings never restore it. loop_from = second rewording (the first rewording + re-check already showed the same error). ${n} rewordings.` };
}

// A reviewer bounces between two variants; the translator alternates between them.
export function reviewBounce(R, v) {
  const { d, r } = R, T = d.T, s = d.alt, tl = s.tl;
  start(R, `Finish ${s.id} in ${tl} and get it approved by review before Friday.`);
  preamble(R, s, tl, v.pre);
  let rev = r.int(3, 40), lf = null, round = 1;
  for (let i = 0; i < v.cycles * 2; i++) {
    const useA = i % 2 === 0;
    const t = useA ? s.a : s.b;
    if (i === 2) lf = R.na;
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: t }, setOut(R, s, tl, t, ++rev), i === 0 ? "Writing the translation." : "Applying the reviewer's comment.");
    if (v.interject && i === 3) R.user(staffAgain(d, "is the review done?"));
    review(R, s, tl, t, "changes_requested", useA ? s.ca : s.cb, round++);
  }
  if (v.giveUp) giveUp(R, `review of ${s.id} keeps bouncing`);
  return { loopFrom: lf, note: `translator alternates between two variants; the reviewer rejects each with the same two comments. loop_from = re-application of the first variant (already rejected). ${v.cycles} full A/B cycles.` };
}

// MT re-run with trivially varied options; the output never changes.
export function mtOptionChurn(R, v) {
  const { d, r } = R, T = d.T, s = d.alt, tl = s.tl;
  start(R, `Translate ${s.id} into ${tl}; the current draft "${s.a}" was flagged by review: ${s.ca}`);
  preamble(R, s, tl, v.pre);
  const opts = [{}, { formality: "prefer_more" }, { formality: "prefer_more", split_sentences: "nonewlines" }, { formality: "more", preserve_formatting: true },
    { model_type: "quality_optimized" }, { formality: "more", model_type: "quality_optimized", tag_handling: "xml" }, { formality: "prefer_more", context: "audio narration" }, { split_sentences: "0" }];
  let lf = null;
  for (let i = 0; i < v.cycles + 2; i++) {
    if (i === 2) lf = R.na;
    const o = opts[i % opts.length];
    c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl, ...o }, mtOut(R, s, tl, s.a, { echo: o }), i === 0 ? "Machine translation first." : r.pick(["Trying the MT again with different options.", "Maybe the formality option changes it.", "Another option set.", "Re-running with a quality model."]));
    if (v.interject && i === 3) R.user(staffAgain(d, "did the MT give something better?"));
  }
  if (v.giveUp) giveUp(R, `MT keeps returning "${s.a}"`);
  return { loopFrom: lf, note: `MT re-run ${v.cycles + 2} times with cosmetic option changes, identical output every time. loop_from = third MT call (one varied retry is fair).` };
}

// Publishing refused for the same validation error while the agent edits unrelated fields.
export function publishUnrelated(R, v) {
  const { d, r } = R, T = d.T, p = d.pub;
  start(R, `All ${d.project} translations are approved. Publish the ${p.entity} for ${d.targets.join(", ")}.`);
  preamble(R, d.alt, d.alt.tl, Math.min(v.pre, 1));
  const id = `${p.entity}_${r.hex(6)}`;
  let rev = r.int(10, 60), lf = null;
  const e = [[p.err.field, p.err.code, p.err.message]];
  c(R, T.publish, { id, locales: d.targets }, pubOut(R, e, { ver: rev }), "Publishing.", ERRF(d));
  for (let i = 0; i < v.cycles; i++) {
    if (i === 1) lf = R.na;
    const f = p.unrelated[i % p.unrelated.length];
    const val = r.pick(["(re-saved)", "trimmed whitespace", "normalised quotes", "re-entered from source", "copied from approved TM"]);
    c(R, T.set, { id, field: f, value: val }, setField(R, f, val, ++rev), `Fixing ${f} before re-publishing.`);
    if (v.interject && i === 2) R.user(staffAgain(d, "is it live?"));
    c(R, T.publish, { id, locales: d.targets }, pubOut(R, e, { ver: rev }), "Publishing again.", ERRF(d));
  }
  if (v.giveUp) giveUp(R, `publish refused: ${p.err.code} on ${p.err.field}`);
  return { loopFrom: lf, note: `publish refused with the same ${p.err.code} on ${p.err.field}; the agent edits other fields each time. loop_from = second unrelated edit. ${v.cycles} edits.` };
}

// A length fix that never gets short enough: rewrites hover at the same length, or a TM auto-propagation undoes them.
export function lengthUndone(R, v) {
  const { d, r } = R, T = d.T, s = d.len, tl = s.tl;
  start(R, `Fix ${s.id} in ${tl}: it overflows (limit ${s.limit} ${s.unit}).`);
  preamble(R, s, tl, v.pre);
  let rev = r.int(3, 40), lf = null;
  if (v.undo) {
    const long = s.loop[0], short = s.steps[s.steps.length - 1];
    c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, long, s.limit, s.unit), "Measuring the current text.");
    for (let i = 0; i < v.cycles + 1; i++) {
      if (i === 2) lf = R.na;
      c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: short }, setOut(R, s, tl, short, ++rev), i === 0 ? "Shortening." : "Setting the short version again.");
      rev++;
      c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, long, s.limit, s.unit), "Checking the fit.");
    }
    if (v.giveUp) giveUp(R, `${s.id} keeps coming back too long`);
    return { loopFrom: lf, note: `each shortening is overwritten (the fit check keeps reading the long text, revision moves twice per cycle); the agent re-sets the same short text without finding why. loop_from = second identical re-set (one re-set after the first surprise is fair). ${v.cycles + 1} cycles.` };
  }
  c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, s.loop[0], s.limit, s.unit), "Measuring the current text.");
  for (let i = 1; i <= v.cycles; i++) {
    if (i === 2) lf = R.na;
    const t = s.loop[i % s.loop.length];
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: t }, setOut(R, s, tl, t, ++rev), r.pick(["Rewording to make it shorter.", "A shorter phrasing.", "Trying different word order to save space.", "Compressing it."]));
    if (v.interject && i === 2) R.user(staffAgain(d, "does it fit now?"));
    c(R, T.len, { unit_id: s.id, locale: tl }, lenOut(R, s, tl, t, s.limit, s.unit), "Checking the fit.");
  }
  if (v.giveUp) giveUp(R, `${s.id} still overflows`);
  return { loopFrom: lf, note: `rewrites of ${s.id} stay over the limit by about the same amount (word order shuffles, no real cut). loop_from = second rewrite. ${v.cycles} rewrites.` };
}

// Polling a job that is stuck: progress and last_progress_at never move.
export function stuckJob(R, v) {
  const { d, r } = R, T = d.T;
  start(R, `Run the ${d.project} ${d.key.includes("audioguide") ? "TTS render" : "deploy"} job and tell me when it has finished.`);
  preamble(R, d.ph, d.ph.tl, Math.min(v.pre, 1));
  const jobId = `job_${r.hex(10)}`, pct = r.pick([37, 48, 62, 71, 88]), total = r.int(120, 900), done = Math.round(total * pct / 100);
  c(R, T.publish, { dry_run: false, locales: d.targets, async: true }, J(d, { accepted: true, job_id: jobId, status_url: `/jobs/${jobId}`, request_id: `req_${r.hex(12)}` }), "Starting the job.");
  R.wait(30);
  const lastAt = R.now();
  c(R, T.job, { job_id: jobId }, jobOut(R, jobId, "running", pct, { done, total, lastAt }), "Polling.");
  let lf = null;
  for (let i = 0; i < v.cycles + 1; i++) {
    if (i === 1) lf = R.na;
    R.wait(r.int(30, 200));
    if (v.sleepTool && i % 2 === 1) c(R, "sleep", { seconds: 60 }, J(d, { slept: 60 }), "Waiting a minute.");
    if (v.interject && i === 2) R.user(staffAgain(d, "finished yet?"));
    c(R, T.job, { job_id: jobId }, jobOut(R, jobId, "running", pct, { done, total, lastAt }), "Polling the job again.");
  }
  if (v.giveUp) giveUp(R, `job ${jobId} stuck at ${pct}%`);
  return { loopFrom: lf, note: `job stuck at ${pct}% (${done}/${total}), last_progress_at frozen, only polled_at and queue depth change. loop_from = third poll (baseline + one unchanged re-poll fair). ${v.cycles + 2} polls${v.sleepTool ? ", sleep tool between some" : ""}.` };
}

// A visual check (subtitle cue overlap, or UI overflow) keeps failing on one item while the agent edits something that cannot fix it.
export function visualStuck(R, v) {
  const { d, r } = R, T = d.T;
  let lf = null, rev = r.int(3, 40);
  if (d.cues) {
    const tl = d.targets[1];
    start(R, `QC the ${tl} captions of ${fileOf(d, tl)} and fix the timing problems before publishing.`);
    preamble(R, d.len, tl, Math.min(v.pre, 1));
    const a = r.int(12, 80), ov = r.int(180, 640);
    const issues = [[a, "overlap", `cue ${a} ends ${ov} ms after cue ${a + 1} starts`]];
    c(R, T.qa, { file: fileOf(d, tl) }, cueQcOut(R, tl, issues, r.int(150, 320)), "Running caption QC.");
    for (let i = 0; i < v.cycles; i++) {
      if (i === 1) lf = R.na;
      const lines = r.pick(["split after the comma", "move the last word to line 2", "balance the two lines", "join into one line", "break before 'and'"]);
      c(R, T.set, { file: fileOf(d, tl), cue: a, text_layout: lines }, J(d, { ok: true, cue: a, changed: ["text"], timing_unchanged: true, revision: ++rev }), `Reflowing cue ${a}: ${lines}.`);
      if (v.interject && i === 2) R.user(staffAgain(d, "are the captions clean now?"));
      c(R, T.qa, { file: fileOf(d, tl) }, cueQcOut(R, tl, issues, r.int(150, 320)), "Re-running QC.");
    }
    if (v.giveUp) giveUp(R, `cue ${a} overlap persists`);
    return { loopFrom: lf, note: `caption QC reports the same overlap on cue ${a}; the agent only reflows the cue's text (timing_unchanged). loop_from = second reflow. ${v.cycles} reflows.` };
  }
  const s = d.len, tl = s.tl, key = s.id, other = `${s.id}.accessibility_label`;
  const others = [s.steps[1], s.steps[2], s.loop[1], s.steps[2], s.loop[2], s.steps[1]];
  start(R, `Check the ${tl} screens for text overflow and fix them.`);
  preamble(R, s, tl, Math.min(v.pre, 1));
  const shot = () => J(d, { capture_id: `cap_${r.hex(8)}`, locale: tl, screen: "main", overflow: [{ key, text: s.loop[0], text_px: Math.round([...s.loop[0]].length * 7.6), box_px: Math.round(s.limit * 7.6) }], screenshot: `shots/${r.hex(6)}.png`, captured_at: R.now() });
  c(R, T.len, { screen: "main", locale: tl }, shot(), "Capturing the screen.");
  for (let i = 0; i < v.cycles; i++) {
    if (i === 1) lf = R.na;
    const t = others[i % others.length];
    c(R, T.set, { file: fileOf(d, tl), unit_id: other, target: t }, setOut(R, { id: other, src: s.src }, tl, t, ++rev), r.pick([`Shortening the label text.`, `Trying a shorter label.`, `Shorter wording for ${key}.`]));
    if (v.interject && i === 2) R.user(staffAgain(d, "is the screen fixed?"));
    c(R, T.len, { screen: "main", locale: tl }, shot(), "Capturing again.");
  }
  if (v.giveUp) giveUp(R, `overflow on ${key} persists`);
  return { loopFrom: lf, note: `capture keeps reporting the same overflow on ${key} with the same widths; the agent keeps shortening ${other} (not the rendered key). loop_from = second edit. ${v.cycles} edits.` };
}

export const LOOP_KINDS = { "qa-placeholder-stuck": qaPlaceholderStuck, "review-bounce": reviewBounce, "mt-option-churn": mtOptionChurn,
  "publish-unrelated-edits": publishUnrelated, "length-fix-undone": lengthUndone, "stuck-job-poll": stuckJob, "visual-check-stuck": visualStuck };
