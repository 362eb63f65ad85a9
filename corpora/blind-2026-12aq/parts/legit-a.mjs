// Legit twins 1-4: they look like the loops but each step changes the outcome.
import { start, preamble, review, setField, agentOf } from "./common.mjs";
import { mtOut, qaOut, setOut, pubOut } from "./tools.mjs";
import { J } from "./util.mjs";

const c = (R, name, args, out, text, err) => R.call(name, args, out, { text, agent: agentOf(R.d), err });
const ERRF = (d) => d.ids === "anth" || d.ids === "bed";
const fileOf = (d, tl) => d.file.replace("{tl}", tl);
const fin = (R, text) => R.say(`${R.r.chance(0.6) ? R.d.staff.done + ". " : ""}${text}`, { agent: agentOf(R.d) });
export const otherIds = (R, base, n) => Array.from({ length: n }, (_, i) => `${base.split(/[.:]/)[0]}.${R.r.int(100, 999)}${String.fromCharCode(97 + i)}`);

// Twin of qa-placeholder-stuck: the placeholder is restored, QA moves to a new warning, then other units pass.
export function qaPlaceholderFixed(R, v) {
  const { d, r } = R, T = d.T, s = d.ph, tl = s.tl;
  start(R, `Translate ${s.id} and the other open units of ${fileOf(d, tl)} into ${tl}, run QA, fix what it finds.`);
  preamble(R, s, tl, v.pre);
  let rev = r.int(3, 40);
  const err = [{ id: s.id, type: "placeholder_missing", message: `Placeholder ${s.miss} present in source is missing in target` }];
  if (v.flavor === 0) {
    c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl }, mtOut(R, s, tl, s.bad[0]), "Getting a machine draft.");
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.bad[0] }, setOut(R, s, tl, s.bad[0], ++rev), "Saving the draft.");
    c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id] }, qaOut(R, 1, err, { tl }), "Running QA on the unit.");
    if (v.cosmetic) {
      c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.bad[1] }, setOut(R, s, tl, s.bad[1], ++rev), "Rewording the sentence.");
      c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id] }, qaOut(R, 1, err, { tl }), "Re-running QA.");
    }
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.good }, setOut(R, s, tl, s.good, ++rev), `The MT dropped ${s.miss}; putting it back where the value goes.`);
    c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id] }, qaOut(R, 1, [], { tl, warnings: [{ segment_id: s.id, type: s.newErr.type, message: s.newErr.msg }] }), "Re-running QA.");
    const ids = otherIds(R, s.id, v.more);
    for (const id of ids) {
      c(R, T.set, { file: fileOf(d, tl), unit_id: id, apply_tm_match: true, min_score: 100 }, J(d, { ok: true, unit_id: id, applied: "tm_match", score: r.pick([100, 101]), state: "translated", revision: ++rev, etag: `W/"${r.hex(12)}"` }), `Next open unit: ${id}, accepting its 100% TM match.`);
    }
    c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id, ...ids] }, qaOut(R, ids.length + 1, [], { tl, warnings: [{ segment_id: s.id, type: s.newErr.type, message: s.newErr.msg }] }), "QA over all touched units.");
    fin(R, `${s.id} now keeps ${s.miss}; QA passes (one warning left for the reviewer: ${s.newErr.msg}). ${ids.length} more units filled from TM.`);
    return { note: `placeholder restored on the third edit, QA error replaced by a warning, then ${ids.length} other units. Flavour: single unit${v.cosmetic ? " with one cosmetic rewording first" : ""}.` };
  }
  // flavour 1: file-wide QA with errors on several units, one fixed per edit; the count falls each time.
  const ids = [s.id, ...otherIds(R, s.id, v.more + 2)];
  const types = [["placeholder_missing", `Placeholder ${s.miss} missing`], ["tag_mismatch", "Tag count differs from source"], ["number_mismatch", "Number 15 not found in target"], ["double_space", "Double space"], ["terminology", "Term not applied"], ["trailing_punct", "Trailing punctuation differs"]];
  let open = ids.map((id, i) => ({ id, type: types[i % types.length][0], message: types[i % types.length][1] }));
  c(R, T.qa, { file: fileOf(d, tl) }, qaOut(R, r.int(80, 400), open, { tl }), "Running QA on the whole file.");
  while (open.length) {
    const e = open[0];
    const ops = { placeholder_missing: "restore_placeholders", tag_mismatch: "restore_tags_from_source", number_mismatch: "copy_numbers_from_source", double_space: "normalise_spaces", terminology: "apply_term", trailing_punct: "match_trailing_punctuation" };
    if (e.id === s.id) c(R, T.set, { file: fileOf(d, tl), unit_id: e.id, target: s.good }, setOut(R, s, tl, s.good, ++rev), `Fixing ${e.type} on ${e.id}.`);
    else c(R, T.set, { file: fileOf(d, tl), unit_id: e.id, op: ops[e.type] }, J(d, { ok: true, unit_id: e.id, op: ops[e.type], changed: true, revision: ++rev, etag: `W/"${r.hex(12)}"` }), `Fixing ${e.type} on ${e.id}.`);
    open = open.slice(1);
    if (open.length % 2 === 0 || open.length === 0) c(R, T.qa, { file: fileOf(d, tl) }, qaOut(R, r.int(80, 400), open, { tl }), `QA again, ${open.length} expected.`);
  }
  fin(R, `QA is clean on ${fileOf(d, tl)}: fixed ${ids.length} errors, one per unit, including the missing ${s.miss} in ${s.id}.`);
  return { note: `file-wide QA, ${ids.length} errors on different units, each edit fixes one and the count falls to 0.` };
}

// Twin of review-bounce: the third version is approved, or each round concerns a different unit.
export function reviewConverges(R, v) {
  const { d, r } = R, T = d.T, s = d.alt, tl = s.tl;
  start(R, `Finish ${s.id} in ${tl} and get it approved by review before Friday.`);
  preamble(R, s, tl, v.pre);
  let rev = r.int(3, 40), round = 1;
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.a }, setOut(R, s, tl, s.a, ++rev), "Writing the translation.");
  review(R, s, tl, s.a, "changes_requested", s.ca, round++);
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.b }, setOut(R, s, tl, s.b, ++rev), "Applying the reviewer's comment.");
  review(R, s, tl, s.b, "changes_requested", s.cb, round++);
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.c }, setOut(R, s, tl, s.c, ++rev), "Both comments are valid; combining them into a third version.");
  review(R, s, tl, s.c, "approved", s.cc, round++);
  if (v.flavor === 1) {
    for (const id of otherIds(R, s.id, v.more)) {
      const u = { id, src: s.src };
      c(R, T.set, { file: fileOf(d, tl), unit_id: id, target: s.c }, setOut(R, u, tl, s.c, ++rev), `${id} repeats the same source in another context; applying the approved wording.`);
      review(R, u, tl, s.c, "approved", r.pick(["OK.", "Approved.", "Fine, consistent with the approved wording.", "Approved; context checked."]), 1);
    }
  }
  fin(R, `${s.id} approved in round ${round - 1} ("${s.c}").${v.flavor === 1 ? ` ${v.more} repeated occurrences approved first time.` : ""}`);
  return { note: `reviewer rejects A and B for different reasons, the agent combines both comments, C approved${v.flavor === 1 ? `, then ${v.more} repeated occurrences set to the approved wording, each approved` : ""}.` };
}

// Twin of mt-option-churn: options really change the output, or the same call runs over successive batches.
export function mtOptionsDiffer(R, v) {
  const { d, r } = R, T = d.T, s = d.alt, tl = s.tl;
  if (v.flavor === 1) {
    start(R, `Machine-translate the ${v.more * 40} new units of ${fileOf(d, tl)} into ${tl} so the translators can post-edit tomorrow.`);
    preamble(R, s, tl, Math.min(v.pre, 1));
    const total = v.more * 40;
    for (let off = 0; off < total; off += 40) {
      const ids = [`u${String(off + 1).padStart(4, "0")}`, `u${String(off + 40).padStart(4, "0")}`];
      c(R, T.mt, { file: fileOf(d, tl), unit_range: ids, target_lang: tl, formality: "prefer_more", glossary_id: "gl-main-v12" },
        J(d, { job_id: `mt-${r.hex(10)}`, units: 40, range: ids, translated: 40 - (off === 40 ? 1 : 0), skipped_locked: off === 40 ? 1 : 0, billed_characters: r.int(2400, 5200), glossary_hits: r.int(3, 30), latency_ms: r.int(900, 5000) }),
        off === 0 ? "Running MT in batches of 40." : `Next batch from ${ids[0]}.`);
    }
    fin(R, `MT drafts in place for ${total} units (one locked unit skipped); ready for post-editing.`);
    return { note: `MT run over ${total / 40} successive batches of 40 units with the same options; each call covers a new range.` };
  }
  start(R, `Translate ${s.id} into ${tl}; the current draft "${s.a}" was flagged by review: ${s.ca}`);
  preamble(R, s, tl, v.pre);
  if (v.cosmetic) c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl }, `504 Gateway Timeout: upstream mt-gw-${r.int(1, 6)} did not answer within 30000 ms (request ${r.uuid()})`, "Machine translation first.", true);
  c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl }, mtOut(R, s, tl, s.a), v.cosmetic ? "Timed out; retrying once." : "Machine translation first.");
  c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl, formality: "prefer_more" }, mtOut(R, s, tl, s.b, { echo: { formality: "prefer_more" } }), "Trying the formality option, which should change the register.");
  c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl, glossary_id: "gl-main-v12" }, mtOut(R, s, tl, s.c, { echo: { glossary_id: "gl-main-v12" } }), "Now with the project glossary.");
  let rev = r.int(3, 40);
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.c }, setOut(R, s, tl, s.c, ++rev), "The glossary run fixes the flagged point; saving it.");
  c(R, T.qa, { file: fileOf(d, tl), unit_ids: [s.id] }, qaOut(R, 1, [], { tl }), "QA.");
  fin(R, `${s.id} is now "${s.c}" (MT with the glossary), QA clean.`);
  return { note: "three MT runs, each option change gives a different output; the glossary run is kept." };
}

// Twin of publish-unrelated-edits: each fix clears its error and the next one appears, then publish succeeds.
export function publishChainFixed(R, v) {
  const { d, r } = R, T = d.T, p = d.pub;
  start(R, `All ${d.project} translations are approved. Publish the ${p.entity} for ${d.targets.join(", ")}.`);
  preamble(R, d.alt, d.alt.tl, Math.min(v.pre, 1));
  const id = `${p.entity}_${r.hex(6)}`;
  let rev = r.int(10, 60);
  let errs = p.chain.map((e) => [e[0], e[1], `${e[1]} on ${e[0]}`]);
  c(R, T.publish, { id, locales: d.targets }, pubOut(R, errs.slice(0, 1), { ver: rev }), "Publishing.", ERRF(d));
  if (v.cosmetic) {
    const f = p.unrelated[0];
    c(R, T.set, { id, field: f, value: "(re-saved)" }, setField(R, f, "(re-saved)", ++rev), `Re-saving ${f} in case the entry is stale.`);
    c(R, T.publish, { id, locales: d.targets }, pubOut(R, errs.slice(0, 1), { ver: rev }), "Publishing again.", ERRF(d));
  }
  while (errs.length) {
    const [f] = errs[0];
    const val = r.pick(["(value from source)", "(corrected)", "(filled from approved TM)", "(approved by reviewer)"]);
    c(R, T.set, { id, field: f, value: val }, setField(R, f, val, ++rev), `Fixing ${f}.`);
    errs = errs.slice(1);
    c(R, T.publish, { id, locales: d.targets }, pubOut(R, errs.slice(0, 1), { ver: rev, id }), errs.length ? "Publishing again." : "Publishing.", errs.length > 0 && ERRF(d));
  }
  fin(R, `Published ${id} for ${d.targets.join(", ")} after fixing ${p.chain.length} validation errors (each fix revealed the next).`);
  return { note: `publish fails ${p.chain.length} times with a different error each time; each fix clears it${v.cosmetic ? "; one unrelated re-save first (fair)" : ""}.` };
}
