// Converter and planner shapes: a PDF/OCR conversion that times out, a decomposition that comes back the same — and twins.
import { TOOLS } from "./fmt-tools.mjs";
import { ser } from "./ser.mjs";

// LOOP: the same file times out again and again; only options and request ids change.
export function converterTimeout(ctx, W) {
  const { D, rng } = ctx;
  const f = D.file;
  if (rng.chance(0.6)) ctx.tool("meta", "meta", { doc: ctx.D.docs.find((d) => d.id === f.doc) }, `Checking ${f.name} before converting.`);
  const base = { ocr: true };
  ctx.tool("convert", "convert", { file: f.name, opts: base, ok: false }, "It is a scan; converting with OCR.");
  ctx.tool("convert", "convert", { file: f.name, opts: base, ok: false }, rng.pick(["Timed out; could be transient. Retrying.", "Retrying the conversion."]));
  const tweaks = rng.shuffle([{ ocr: true, dpi: 200 }, { ocr: true, engine: "tesseract" }, { ocr: true, timeout_s: 300 }, { ocr: true, dpi: 150, language: f.lang || "eng" }, { ocr: true }, { ocr: true, strategy: "hi_res" }, { ocr: true, dpi: 300, timeout_s: 240 }, { ocr: true, engine: "paddle" }]);
  const notes = ["Lower resolution might finish in time.", "Trying the other OCR engine.", "Giving it a longer timeout.", "Retrying once more.", "Maybe the queue was busy; again.", "Different strategy.", null, "One more attempt."];
  let lf = null;
  for (let i = 0; i < W; i++) {
    const opts = tweaks[i % tweaks.length];
    const a = ctx.tool("convert", "convert", { file: f.name, opts, ok: false }, notes[(i + rng.int(0, 3)) % notes.length]);
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "file" };
}

// TWIN: one timeout, then the agent splits the file into page ranges and each range converts.
export function converterSmallerRange(ctx) {
  const { D, rng } = ctx;
  const f = D.file;
  ctx.tool("convert", "convert", { file: f.name, opts: { ocr: true }, ok: false }, "Scanned PDF; converting with OCR.");
  if (rng.chance(0.4)) ctx.tool("convert", "convert", { file: f.name, opts: { ocr: true }, ok: false }, "Retrying once.");
  f.ranges.forEach((r, i) => ctx.tool("convert", "convert", { file: f.name, pages: r.pages, opts: { ocr: true }, ok: true, text: r.text, chars: r.text.length * rng.int(18, 30) },
    i === 0 ? `The whole file is too big for one request; converting pages ${r.pages} first.` : `Next range: ${r.pages}.`));
  ctx.tool("note", "note", { section: f.section || "source extract", text: f.noteText }, rng.pick(["Saving the extracted values.", null]));
  ctx.final(f.final);
  return { loopFrom: null, family: "file" };
}

// AMBIGUOUS: an OCR job progresses, stalls for several polls, moves again; the agent answers from what it has.
export function ocrPollStall(ctx) {
  const { D, rng } = ctx;
  const f = D.file;
  const job = "ocr_" + rng.b36(10);
  ctx.call("convert", () => ({ args: { [D.fileKey || "file"]: f.name, ocr: true, async: true }, out: ser(D.flav.convert === "http" ? "http" : D.flav.convert || "json", { job_id: job, state: "queued", pages_total: f.pagesTotal, submitted_at: ctx.clock.now() }, ctx, 202) }), "Large scan; submitting as a background job.");
  const total = f.pagesTotal;
  const seq = [rng.int(6, 14), rng.int(22, 30)];
  const stall = seq[1];
  const stalls = rng.int(3, 4);
  let lf = null;
  for (const d of seq) ctx.call("convertStatus", () => TOOLS.convertStatus(ctx, { job, done: d, total, state: "running" }), rng.pick(["Polling the job.", null]));
  for (let i = 0; i < stalls; i++) {
    const a = ctx.call("convertStatus", () => TOOLS.convertStatus(ctx, { job, done: stall, total, state: "running" }), rng.pick(["Still running.", null, "Checking progress again."]));
    if (i === 1) lf = a;
  }
  ctx.call("convertStatus", () => TOOLS.convertStatus(ctx, { job, done: stall + rng.int(5, 12), total, state: "running" }), rng.pick(["Polling once more.", null, "Checking the job again."]));
  ctx.call("convert", () => TOOLS.convert(ctx, { file: f.name, pages: f.ranges[0].pages, opts: { ocr: true }, ok: true, text: f.ranges[0].text, chars: f.ranges[0].text.length * 22 }), "Converting the first pages directly so I can answer the part that matters now.");
  ctx.final(f.partial);
  return { loopFrom: lf, family: "file" };
}

// LOOP: the planner decomposes again, gets the same sub-questions, the executor searches the first one again.
export function redecompose(ctx, W) {
  const { D, rng } = ctx;
  const p = D.decomp;
  const qv = [p.question, ...p.variants];
  ctx.tool("decompose", "decompose", { question: p.question, subs: p.subs }, "Breaking the question into parts.");
  ctx.search(p.sq[0].q, p.sq[0].hits, { note: `Sub-question 1: ${p.subs[0]}` });
  if (rng.chance(0.5)) ctx.fetch(p.sq[0].hits[0], "id", null);
  ctx.tool("decompose", "decompose", { question: p.variants[0], subs: p.subs }, "Re-planning with what I have.");
  let lf = null;
  for (let i = 0; i < W; i++) {
    let a;
    if (i % 2 === 0) a = ctx.search(p.sq[0].q, p.sq[0].hits, { note: rng.pick([`Sub-question 1: ${p.subs[0]}`, "Executing the first sub-question.", null]) });
    else a = ctx.tool("decompose", "decompose", { question: qv[(i >> 1) % qv.length], subs: p.subs }, rng.pick(["Re-planning.", "Updating the plan.", null]));
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "decomp" };
}

// TWIN: decompose once, answer each sub-question with its own search, synthesise.
export function decomposeOnce(ctx) {
  const { D, rng } = ctx;
  const p = D.decomp;
  ctx.tool("decompose", "decompose", { question: p.question, subs: p.subs }, "Breaking the question into parts.");
  p.sq.forEach((s, i) => {
    ctx.search(s.q, s.hits, { note: `Sub-question ${i + 1}: ${p.subs[i]}` });
    if (i !== 1 || rng.chance(0.5)) ctx.fetch(s.hits[0], "id", null);
  });
  if (rng.chance(0.5)) ctx.tool("note", "note", { section: p.section || "synthesis", text: p.noteText }, "Writing up the synthesis.");
  ctx.final(p.final);
  return { loopFrom: null, family: "decomp" };
}
