// Tool answers. Incidental values (request ids, timings, revisions, etags, timestamps) churn on every call;
// facts (segment text, the error a check reports for the same input) do not.
import { J, ms, rid, hashSeed } from "./util.mjs";

const fileOf = (d, tl) => d.file.replace("{tl}", tl);
const plen = (s) => [...s].length;

export function tmOut(R, seg, tl, hits) {
  const { d, r } = R;
  if (d.key.startsWith("hotel")) {
    return `TM lookup "${seg.src}" -> ${tl}\n` + hits.map((h, i) => `  ${i + 1}. ${h.score}%  ${h.target}   [${h.origin}, used ${h.used}]`).join("\n") + `\n(${hits.length} matches, ${ms(r, 8, 90)} ms, tm=resort-booking-main)`;
  }
  return J(d, { request_id: rid(r), segment_id: seg.id, source: seg.src, target_lang: tl,
    matches: hits.map((h) => ({ score: h.score, target: h.target, origin: h.origin, last_used: h.used, context_match: h.score === 101 })), took_ms: ms(r, 6, 140) });
}

export function mtOut(R, seg, tl, text, opts = {}) {
  const { d, r } = R;
  const billed = plen(seg.src);
  return J(d, { job_id: `mt-${r.hex(10)}`, engine: opts.engine ?? "deepl-pro", model_version: opts.model_version ?? "2026-08", options: opts.echo ?? {},
    detected_source_language: opts.srcLang ?? "EN", target_lang: tl, translations: [{ segment_id: seg.id, text }], billed_characters: billed,
    served_by: `mt-gw-${r.int(1, 6)}`, latency_ms: ms(r, 180, 1400) });
}

export function qaOut(R, units, errors, extra = {}) {
  const { d, r } = R;
  if (d.key.startsWith("hotel")) {
    const head = errors.length ? errors.map((e) => `${fileOf(d, extra.tl ?? "fr-FR")}:${e.line ?? 40 + (hashSeed(e.id) % 860)}: ${e.type}: ${e.message}`).join("\n") + `\nmsgfmt: found ${errors.length} fatal error${errors.length > 1 ? "s" : ""}` : `${units} translated messages, 0 fuzzy translations, 0 untranslated messages.`;
    return `$ msgfmt --check --statistics -o /dev/null ${fileOf(d, extra.tl ?? "fr-FR")}\n${head}\n[exit ${errors.length ? 1 : 0}, ${ms(r, 30, 400)} ms]`;
  }
  return J(d, { check_run_id: `qa_${r.hex(8)}`, checked_at: R.now(), profile: extra.profile ?? "default-l10n-v7", units_checked: units,
    passed: errors.length === 0, errors: errors.map((e) => ({ segment_id: e.id, type: e.type, severity: e.severity ?? "error", message: e.message })),
    warnings: extra.warnings ?? [], duration_ms: ms(r, 90, 2400) });
}

export function termOut(R, seg, terms) {
  const { d, r } = R;
  return J(d, { segment_id: seg.id, termbase: `${d.project.split(" ")[0].toLowerCase()}-tb`, checked_terms: terms.length,
    results: terms.map((t) => ({ source_term: t[0], required: t[1], found: t[2] })), rev: r.int(1200, 1900), took_ms: ms(r, 5, 70) });
}

export function setOut(R, seg, tl, text, rev) {
  const { d, r } = R;
  return J(d, { ok: true, file: fileOf(d, tl), unit_id: seg.id, target: text, state: "translated", revision: rev,
    etag: `W/"${r.hex(12)}"`, updated_at: R.now(), updated_by: "agent:l10n-bot" });
}

export function getOut(R, seg, tl, text, rev, extra = {}) {
  const { d, r } = R;
  return J(d, { file: fileOf(d, tl), unit_id: seg.id, source: seg.src, target: text, state: extra.state ?? "translated", revision: rev,
    notes: extra.notes ?? [], max_length: extra.max ?? null, etag: `W/"${r.hex(12)}"`, fetched_at: R.now() });
}

export function lenOut(R, seg, tl, text, limit, unit) {
  const { d, r } = R;
  const n = plen(text);
  const ok = n <= limit;
  return J(d, { check_id: `fit_${r.hex(8)}`, unit_id: seg.id, locale: tl, text, length: n, limit, unit, fits: ok,
    overflow_by: ok ? 0 : n - limit, rendered_px: Math.round(n * 7.6 + r.int(-3, 3)), box_px: Math.round(limit * 7.6), screenshot: `shots/${r.hex(6)}_${tl}.png` });
}

export function pubOut(R, errors, ok = {}) {
  const { d, r } = R;
  if (errors.length) {
    return J(d, { status: 422, error: "validation_failed", request_id: rid(r), entity: d.pub.entity, attempted_version: ok.ver ?? null,
      errors: errors.map((e) => ({ field: e[0], code: e[1], message: e[2] ?? `${e[1]} on ${e[0]}` })), received_at: R.now() });
  }
  return J(d, { status: 200, [d.pub.okField]: true, entity: d.pub.entity, id: ok.id ?? `${d.pub.entity}_${r.hex(6)}`, version: ok.ver ?? r.int(10, 90),
    locales: d.targets, request_id: rid(r), at: R.now() });
}

export function jobOut(R, jobId, state, pct, extra = {}) {
  const { d, r } = R;
  return J(d, { job_id: jobId, state, progress: pct, items_done: extra.done ?? null, items_total: extra.total ?? null,
    last_progress_at: extra.lastAt ?? R.now(), polled_at: R.now(), worker: extra.worker ?? `w-${r.int(1, 9)}`, queue_depth: r.int(0, 40), message: extra.msg ?? null });
}

export function reviewOut(R, seg, verdict, comment, round, who) {
  const { d, r } = R;
  return J(d, { review_id: `rv_${r.hex(8)}`, unit_id: seg.id, round, reviewer: who ?? "reviewer-agent", verdict,
    comment, reviewed_text: null, turnaround_s: r.int(14, 380), at: R.now() });
}

export function listOut(R, tl, offset, ids, total, extra = {}) {
  const { d, r } = R;
  return J(d, { file: fileOf(d, tl), offset, limit: ids.length, total, units: ids.map((u) => ({ id: u.id, state: u.state, words: u.words, tm_best: u.tm })),
    next_offset: offset + ids.length < total ? offset + ids.length : null, cursor: r.hex(10), ...extra });
}

export function batchOut(R, tl, offset, size, stats) {
  const { d, r } = R;
  return J(d, { batch_id: `b_${r.hex(8)}`, file: fileOf(d, tl), range: [offset, offset + size - 1], processed: size,
    exact_101: stats.ice, exact_100: stats.exact, fuzzy_85_99: stats.fuzzy, mt_filled: stats.mt, qa_errors: stats.qa, words: stats.words,
    elapsed_ms: ms(r, 800, 6000), remaining: stats.remaining });
}

export function cueQcOut(R, tl, issues, cues) {
  const { d, r } = R;
  return J(d, { report_id: `qc_${r.hex(8)}`, file: fileOf(d, tl), cues, rules: { max_cps: 17, max_chars_per_line: 37, min_gap_ms: 83 },
    issues: issues.map((i) => ({ cue: i[0], rule: i[1], detail: i[2] })), ok: issues.length === 0, generated_at: R.now() });
}

export function fileCheckOut(R, fname, res) {
  const { d, r } = R;
  return J(d, { file: fname, parsed: true, units: res.units, untranslated: res.untranslated, fuzzy: res.fuzzy,
    errors: res.errors, warnings: res.warnings, sha256: r.hex(16), checked_in_ms: ms(r, 20, 700) });
}

export { plen, fileOf };
