// Pieces shared by loop, legit and ambiguous kinds: system prompt, staff request, preamble, review step.
import { J, rid } from "./util.mjs";
import { tmOut, termOut, listOut, getOut, reviewOut } from "./tools.mjs";

export function sysPrompt(d) {
  const T = d.T;
  const base = `You are the localisation agent. Team: ${d.org}. Project: ${d.project}. Target locales: ${d.targets.join(", ")}. ` +
    `Use the tools (${Object.values(T).filter((v, i, a) => a.indexOf(v) === i).join(", ")}) to translate, check and publish. ` +
    `Keep placeholders, tags and numbers intact. Staff write in ${d.lang.split(" (")[0]}; answer them in English.`;
  if (d.style === "react") return base + "\nUse this format:\nThought: ...\nAction: <tool name>\nAction Input: <JSON>\nObservation: <tool output>\n... and finish with\nFinal Answer: ...";
  return base;
}

export function staffAsk(d, tech) { return `${d.staff.hi} ${d.staff.ask}\nTech: ${tech}`; }
export function staffAgain(d, tech = "please check again") { return `${d.staff.again}\nTech: ${tech}`; }

export function start(R, tech) {
  R.sys(sysPrompt(R.d));
  R.user(staffAsk(R.d, tech));
}

// 0-3 turns of looking around before the real work.
export function preamble(R, seg, tl, n) {
  const { d, r } = R;
  const T = d.T;
  const steps = [];
  if (n >= 1) steps.push(() => {
    const ids = [seg.id, `${seg.id.split(/[.:]/)[0]}.${r.int(100, 999)}`, `${seg.id.split(/[.:]/)[0]}.${r.int(100, 999)}`].map((id, i) => ({ id, state: i === 0 ? "new" : r.pick(["translated", "reviewed", "new"]), words: r.int(3, 24), tm: r.int(40, 101) }));
    R.call(T.list, { file: d.file.replace("{tl}", tl), state: "new", limit: 3 }, listOut(R, tl, 0, ids, r.int(40, 400)), { text: "Listing the open units first.", agent: agentOf(d) });
  });
  if (n >= 2) steps.push(() => {
    const hits = [{ score: r.int(62, 84), target: seg.bad?.[2] ?? seg.b ?? seg.steps?.[0] ?? seg.src, origin: `${d.project.split(" ")[0]}-2025`, used: "2025-11-03" }];
    const tmArgs = { segment_id: seg.id, source: seg.src, target_lang: tl, min_score: 60 };
    if (d.style !== "react" && r.chance(0.5)) {
      R.par([[T.tm, tmArgs, tmOut(R, seg, tl, hits)], [T.term, { segment_id: seg.id, target_lang: tl }, termOut(R, seg, [[seg.src.split(" ")[0], "(free)", true]])]], { text: "Checking TM and the termbase in parallel.", agent: agentOf(d) });
    } else R.call(T.tm, tmArgs, tmOut(R, seg, tl, hits), { text: "Checking translation memory for this segment.", agent: agentOf(d) });
  });
  if (n >= 3) steps.push(() => {
    R.call(T.get, { file: d.file.replace("{tl}", tl), unit_id: seg.id }, getOut(R, seg, tl, "", r.int(2, 30), { state: "new" }), { text: "Reading the unit as stored.", agent: agentOf(d) });
  });
  steps.forEach((f) => f());
}

// A review round. Single-agent domains call the review tool; the multi-agent domain hands over to a named reviewer turn.
export function review(R, seg, tl, text, verdict, comment, round) {
  const { d, r } = R;
  if (d.multi) {
    R.say(`@${d.multi[1]} please review ${seg.id} (${tl}): "${text}"`, { agent: d.multi[0], final: false });
    R.say(verdict === "approved" ? `APPROVED ${seg.id}. ${comment}` : `CHANGES REQUESTED ${seg.id} (round ${round}): ${comment}`, { agent: d.multi[1], final: false });
    return;
  }
  R.call(d.T.review, { unit_id: seg.id, target_lang: tl, text, round }, reviewOut(R, seg, verdict, comment, round), { text: `Sending ${seg.id} for review.` });
}

export function setField(R, field, value, rev) {
  const { d, r } = R;
  return J(d, { ok: true, entity: d.pub.entity, field, value, revision: rev, etag: `"${r.hex(10)}"`, request_id: rid(r), updated_at: R.now() });
}

export const agentOf = (d) => (d.multi ? d.multi[0] : undefined);
