// Ambiguous runs: a careful reviewer could argue either way. Each carries the turn where doubt begins.
import { start, preamble, review, agentOf, staffAgain } from "./common.mjs";
import { mtOut, setOut, jobOut, pubOut } from "./tools.mjs";
import { J } from "./util.mjs";

const c = (R, name, args, out, text) => R.call(name, args, out, { text, agent: agentOf(R.d) });
const fileOf = (d, tl) => d.file.replace("{tl}", tl);

// A job that crawls: progress moves by a fraction of a percent per poll, the agent keeps polling and gives up.
export function crawlingJob(R, v) {
  const { d, r } = R, T = d.T;
  start(R, `Run the ${d.project} deploy job and tell me when it has finished.`);
  const jobId = `job_${r.hex(10)}`, total = 2000;
  c(R, T.publish, { locales: d.targets, async: true }, J(d, { accepted: true, job_id: jobId, request_id: `req_${r.hex(12)}` }), "Starting the job.");
  let pct = 41.0, lf = null;
  for (let i = 0; i < 11; i++) {
    if (i === 4) lf = R.na;
    R.wait(r.int(60, 120));
    pct = Math.round((pct + r.pick([0.1, 0.1, 0.15, 0.2])) * 100) / 100;
    c(R, T.job, { job_id: jobId }, jobOut(R, jobId, "running", pct, { done: Math.round(total * pct / 100), total }), "Polling.");
  }
  R.say(`Job ${jobId} is still running at ${pct}% and moving about 0.1% a poll; at this rate it needs hours. I stopped polling; please ask the vendor whether a worker is throttled.`, { agent: agentOf(d) });
  return { loopFrom: lf, note: "progress moves by 0.1-0.2% per poll: is it progress or a stall? Doubt begins at the fifth poll; ends on a give-up." };
}

// MT re-runs whose outputs differ only in punctuation and quote style.
export function mtNearSame(R, v) {
  const { d, r } = R, T = d.T, s = d.alt, tl = s.tl;
  start(R, `Translate ${s.id} into ${tl}; try the MT options to see which reads best.`);
  preamble(R, s, tl, 1);
  const outs = [s.a, s.a.replace(/\.$/, ""), s.a.replace(/'/g, "’"), s.a + " ", s.a.replace(/\.$/, "."), s.a.replace(/ /, "  ")];
  const opts = [{}, { formality: "prefer_more" }, { split_sentences: "nonewlines" }, { preserve_formatting: true }, { model_type: "quality_optimized" }, { formality: "prefer_less" }];
  let lf = null;
  for (let i = 0; i < opts.length; i++) {
    if (i === 3) lf = R.na;
    c(R, T.mt, { segment_id: s.id, text: s.src, target_lang: tl, ...opts[i] }, mtOut(R, s, tl, outs[i], { echo: opts[i] }), i === 0 ? "Baseline MT." : "Comparing another option, as asked.");
  }
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.a }, setOut(R, s, tl, s.a, r.int(3, 40)), "Keeping the baseline.");
  R.say(`The options only changed punctuation and spacing; kept "${s.a}" for ${s.id}.`, { agent: agentOf(d) });
  return { loopFrom: lf, note: "staff asked to compare MT options; outputs differ only in punctuation/whitespace. Asked-for comparison or churn? Doubt from the fourth option." };
}

// Reviewer and translator go back and forth, but the staff told them to iterate until approval, and approval comes late.
export function longReview(R, v) {
  const { d, r } = R, T = d.T, s = d.alt, tl = s.tl;
  start(R, `Iterate on ${s.id} (${tl}) with the reviewer until it is approved, however many rounds it takes.`);
  let rev = r.int(3, 40), round = 1, lf = null;
  for (let i = 0; i < 6; i++) {
    const t = i % 2 === 0 ? s.a : s.b;
    if (i === 2) lf = R.na;
    c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: t }, setOut(R, s, tl, t, ++rev), "Revising per the last comment.");
    review(R, s, tl, t, "changes_requested", i % 2 === 0 ? s.ca : s.cb, round++);
    if (i === 3) R.user(staffAgain(d, "keep going until approved"));
  }
  c(R, T.set, { file: fileOf(d, tl), unit_id: s.id, target: s.c }, setOut(R, s, tl, s.c, ++rev), "Merging both comments.");
  review(R, s, tl, s.c, "approved", s.cc, round++);
  R.say(`${s.id} approved after ${round - 1} rounds.`, { agent: agentOf(d) });
  return { loopFrom: lf, note: "A/B bounce for three cycles, which the staff explicitly allowed, then the merge is approved. Doubt from the re-application of A." };
}

// Publish behind a gateway that answers 503 with Retry-After; many retries with back-off, then success.
export function retryAfter(R, v) {
  const { d, r } = R, T = d.T;
  start(R, `Publish the ${d.pub.entity} for ${d.targets.join(", ")} tonight.`);
  const id = `${d.pub.entity}_${r.hex(6)}`;
  let lf = null, waited = 0;
  for (let i = 0; i < 7; i++) {
    if (i === 3) lf = R.na;
    const wait = i === 0 ? 0 : 30 * 2 ** Math.min(i, 4);
    R.wait(wait); waited += wait;
    c(R, T.publish, { id, locales: d.targets }, `HTTP/1.1 503 Service Unavailable\nretry-after: ${30 * 2 ** Math.min(i + 1, 4)}\nx-request-id: ${r.uuid()}\ndate: ${new Date(R.clock).toUTCString()}\n\n{"error":"publish_queue_paused","message":"Publishing is paused during the nightly CDN sync"}`, i === 0 ? "Publishing." : `503 again; waited ${wait}s as advised, retrying.`);
  }
  R.wait(480); waited += 480;
  c(R, T.publish, { id, locales: d.targets }, pubOut(R, [], { id }), "Retrying after the advised wait.");
  R.say(`Published ${id}; the publish queue was paused for the nightly CDN sync, about ${Math.round(waited / 60)} minutes of waiting.`, { agent: agentOf(d) });
  return { loopFrom: lf, note: "seven 503s with Retry-After honoured by back-off, then success. Patience or a retry storm? Doubt from the fourth attempt." };
}

export const AMB_KINDS = { "crawling-job": crawlingJob, "mt-near-same": mtNearSame, "long-review-asked": longReview, "retry-after-backoff": retryAfter };
