// gen.mjs: writes traces.jsonl and labels.jsonl for blind-2026-12ai and checks them. `node gen.mjs` (no arguments).
// Same seed, same bytes. Structure: offices.mjs (who the assistant works for), desk.mjs (randomness, transcript
// builder, tool printing), scenes.mjs (the ten errands plus two ambiguous ones), this file (the morning's routine work
// before an errand, the plan of 120 runs, labels and checks).
import { writeFileSync, readFileSync } from "node:fs";
import { OFFICES, COMMON_MAIL } from "./offices.mjs";
import { seeded, hashStr, Session, setCommons, localStr, ymd, isoZ } from "./desk.mjs";
import { SCENES, esign, backoff } from "./scenes.mjs";

const SEED = 0x12a1;
const HERE = new URL(".", import.meta.url).pathname;
setCommons(COMMON_MAIL);

// ---------------------------------------------------------------- routine work before the errand
function opening(s) {
  const o = s.o, R = s.R;
  const sys = [
    `You are the personal assistant of ${o.who}, ${o.role}. You act on their behalf in their mailbox (${o.email}), calendar, shared drive, contacts, travel and expense accounts.`,
    `Principal's time zone: ${o.tz}. Today is ${ymd(s.t, o.off)}. The principal writes in ${o.lang.split(" (")[0]} and English; answer in English.`,
    R.pick(["Never send external mail or pay for anything without the principal's go-ahead; filing and drafting are fine.", "Ask before sending, booking or paying. Routine filing needs no approval.", "Drafts and filing on your own; sending, booking and payments only after a clear yes."]),
    `Tools: ${s.o.stack}.`,
  ];
  s.system(R.chance(0.5) ? sys.join("\n") : sys.join(" "));
  s.user(`${o.p.greet} ${R.pick(["Morning.", "", "Good morning,", "Quick one before I head out."])} ${R.pick(["Go through my inbox, file what is obvious and tell me what needs me.", "Sort the inbox please, file the routine stuff, flag anything urgent.", "Clear the inbox: file, draft replies where it's easy, list what needs me."])}`.replace(/\s+/g, " ").trim(), [0, 5]);
}
function triage(s, st) {
  const o = s.o, R = s.R, off = st.off;
  if (off >= s.inbox.length) return statusChat(s, st);
  st.off += st.top;
  s.call(off ? R.pick([null, "Next page.", null]) : null, s.N.list, s.listArgs(off, st.top), () => s.listPage(s.inbox, off, st.top));
  const picks = R.shuffle(s.inbox.slice(off, off + st.top)).slice(0, R.int(1, 3));
  if (picks.length >= 2 && R.chance(0.5)) s.turn(R.pick([null, "Opening the ones that look actionable."]), picks.map((m) => [s.N.get, s.getArgs(m), () => s.getMail(m)]));
  else picks.forEach((m) => s.call(null, s.N.get, s.getArgs(m), () => s.getMail(m)));
  picks.forEach((m) => { if (R.chance(0.6)) { const d = R.pick(o.folders); s.call(null, s.N.move, s.moveArgs(m, d), () => s.moveOut(m, d)); } st.seen.push(m); });
}
function reply(s, st) {
  const o = s.o, R = s.R, m = st.seen.length ? R.pick(st.seen) : s.inbox[0];
  const body = `${R.pick(["Dear", "Hello", "Hi"])} ${m.fromN.split(" ")[0]},\n\n${R.pick(["Thank you, received.", "Noted, we will revert by Friday.", "Thanks — confirming receipt; I will get back to you shortly.", "Received with thanks."])}\n\nBest regards,\n${o.who}`;
  const id = o.flavor === "graph" ? "AAMkAGI2" + R.b64(56) + "AAA=" : o.flavor === "gmail" ? "r-" + R.int(1e17, 9e17) : String(R.int(100, 899));
  s.call(null, s.N.draft, { to: [m.fromA], subject: `Re: ${m.subj}`, body, in_reply_to: m.id }, () => s.json({ id, created: isoZ(s.t), bodyLength: body.length }));
  if (R.chance(0.5)) { s.say(`Drafted an acknowledgement to ${m.fromN} about "${m.subj}". Send?`); s.user(R.chance(0.7) ? s.o.p.okGo : `${s.o.p.no} ${R.pick(["Leave it as a draft.", "Not yet."])}`); if (s.m.at(-1).content === s.o.p.okGo) s.call(null, s.N.send, { draft_id: id }, () => s.json({ sent: true, id, sentDateTime: isoZ(s.t) })); }
}
function calendarAsk(s, st) {
  const o = s.o, R = s.R, days = R.int(1, 6), h = R.int(8, 17), start = s.t + days * 86400000;
  const what = R.pick(["dentist", "call with the bank", "school pick-up", "gym", "lunch with " + R.pick(o.clients), "site visit " + R.pick(o.clients)]);
  s.user(`${o.p.also} put "${what}" in my calendar ${ymd(start, o.off)} at ${h}:00, one hour.`);
  const st0 = localStr(start, o.off, false).slice(0, 11) + `${String(h).padStart(2, "0")}:00:00`;
  s.call(null, s.N.ev, o.flavor === "graph" ? { subject: what, start: { dateTime: st0, timeZone: o.tz }, end: { dateTime: st0.replace(/T\d\d/, "T" + String(h + 1).padStart(2, "0")), timeZone: o.tz } } : { summary: what, start: st0, end: st0.replace(/T\d\d/, "T" + String(h + 1).padStart(2, "0")), tz: o.tz }, () => s.json({ id: R.hex(26), status: "confirmed", created: isoZ(s.t), etag: `"${R.int(3e15, 4e15)}"` }));
  if (R.chance(0.5)) s.say(`Added "${what}" on ${ymd(start, o.off)} ${h}:00–${h + 1}:00.`);
}
function driveLook(s, st) {
  const o = s.o, R = s.R, dir = R.pick(o.folders);
  s.call(null, s.N.dlist, { path: `/${dir}` }, () => s.json({ value: Array.from({ length: R.int(3, 14) }, () => ({ id: "01" + R.up(24), name: `${R.pick(["scan", "invoice", "letter", "photo", "contract"])}_${R.int(1000, 9999)}.${R.pick(["pdf", "pdf", "jpg", "docx"])}`, size: R.int(20, 4000) * 1024, lastModifiedDateTime: isoZ(s.t - R.int(1, 900) * 3600000) })) }));
}
function statusChat(s, st) {
  const o = s.o, R = s.R, n = st.seen.length;
  s.say(`${R.pick(["Update:", "So far:", "Progress:"])} went through ${n} messages; filed the routine ones. ${R.pick(["Two need you: a deadline notice and a payment reminder.", "Nothing urgent yet.", "One needs a decision from you (flagged)."])}`);
  if (R.chance(0.5)) s.user(`${o.p.thanks}`);
  else if (st.seen.length) { s.user(`${o.p.no} ${R.pick(["that one from", "the mail from"])} ${st.seen[0].fromN} ${R.pick(["goes to", "belongs in"])} ${o.folders[1]}.`); const m = st.seen[0]; s.call(null, s.N.move, s.moveArgs(m, o.folders[1]), () => s.moveOut(m, o.folders[1])); }
}
function warmup(s, target) {
  const R = s.R, st = { off: 0, top: R.pick([10, 15, 20]), seen: [] };
  const pool = [triage, triage, triage, reply, calendarAsk, driveLook, statusChat];
  let guard = 0;
  while (s.nA < target && guard++ < 60) (s.nA < 2 ? triage : R.pick(pool))(s, st);
  return s.nA;
}

// ---------------------------------------------------------------- the plan: 10 offices x 12 runs
const KEYS = ["travel", "meeting", "findMail", "drafting", "claim", "contacts", "ocr", "venue", "filing", "thread"];
const AMB = { 1: esign, 4: esign, 6: backoff, 9: backoff };
const plan = [];
OFFICES.forEach((o, d) => {
  for (let j = 0; j < 6; j++) plan.push({ o, key: KEYS[(d + j) % 10], mode: "loop" });
  const nl = AMB[d] ? 5 : 6;
  for (let j = 0; j < nl; j++) plan.push({ o, key: KEYS[(d + 6 + j) % 10], mode: "legit" });
  if (AMB[d]) plan.push({ o, key: AMB[d].name, mode: "amb", fn: AMB[d] });
});

const G = seeded(SEED);
const runs = [];
plan.forEach((p, i) => {
  const R = seeded(hashStr(`${p.o.code}/${p.key}/${p.mode}/${i}`) ^ SEED);
  const day = Date.UTC(2026, 2, 9 + R.int(0, 11), 0, 0) + (R.int(450, 600) - p.o.off) * 60000;
  const s = new Session(p.o, R, day);
  opening(s);
  const band = R.f(), target = band < 0.3 ? R.int(0, 4) : band < 0.68 ? R.int(5, 14) : R.int(18, 32);
  const pre = warmup(s, target);
  const res = p.fn ? p.fn(s) : SCENES[p.key](s, p.mode);
  runs.push({ p, s, res, pre });
});

// ---------------------------------------------------------------- ids, labels, checks
const order = G.shuffle(runs.map((_, i) => i));
const ids = new Set();
const out = order.map((i) => {
  const { p, s, res, pre } = runs[i];
  let id; do id = "ai" + G.chars(8, "abcdefghijkmnpqrstuvwxyz23456789"); while (ids.has(id)); ids.add(id);
  const label = p.mode === "amb" ? "ambiguous" : p.mode;
  const steps = s.m.filter((m) => m.role === "assistant").length;
  const lab = { id, label, loop_from: label === "legit" ? null : s.mark.from, loop_from_message: label === "legit" ? null : s.mark.msg, kind: res.kind, domain: p.o.domain, steps, note: `${res.note}. Voice: ${p.o.lang}; stack: ${p.o.stack}; ${pre} preamble steps.` };
  return { trace: { id, messages: s.m }, lab, s };
});

const fail = (msg) => { console.error("INVALID:", msg); process.exit(1); };
const counts = { loop: 0, legit: 0, ambiguous: 0 };
for (const { trace, lab, s } of out) {
  counts[lab.label]++;
  const ms = trace.messages;
  if (ms[0].role !== "system" || ms[1].role !== "user") fail(`${lab.id} opening`);
  for (let k = 0; k < ms.length; k++) {
    const m = ms[k];
    if (m.role === "assistant" && m.tool_calls) {
      m.tool_calls.forEach((c, j) => { const a = ms[k + 1 + j]; if (!a || a.role !== "tool" || a.tool_call_id !== c.id || a.name !== c.function.name) fail(`${lab.id} call ${c.id} unanswered at ${k}`); JSON.parse(c.function.arguments); });
    }
    if (m.role === "tool") { const owner = ms.slice(0, k).reverse().find((x) => x.role === "assistant"); if (!owner?.tool_calls?.some((c) => c.id === m.tool_call_id)) fail(`${lab.id} orphan tool answer at ${k}`); }
  }
  const allIds = ms.flatMap((m) => m.tool_calls?.map((c) => c.id) ?? []); if (new Set(allIds).size !== allIds.length) fail(`${lab.id} duplicate call ids`);
  const last = ms.at(-1);
  if (lab.label === "loop" && last.role !== "tool") fail(`${lab.id} loop must end on a tool answer`);
  if (lab.label !== "loop" && !(last.role === "assistant" && !last.tool_calls)) fail(`${lab.id} must end on a final answer`);
  if (lab.label === "legit" && s.mark) fail(`${lab.id} legit run carries a mark`);
  if (lab.label !== "legit") {
    const mm = ms[lab.loop_from_message];
    if (!mm || mm.role !== "assistant") fail(`${lab.id} loop_from_message not an assistant message`);
    if (ms.slice(0, lab.loop_from_message).filter((x) => x.role === "assistant").length !== lab.loop_from) fail(`${lab.id} loop_from disagrees`);
    if (lab.label === "loop" && lab.steps - lab.loop_from < 3) fail(`${lab.id} loop too short after loop_from`);
  }
  for (let k = 1; k < ms.length; k++) if (ms[k].timestamp && ms[k - 1].timestamp && ms[k].timestamp < ms[k - 1].timestamp) fail(`${lab.id} time goes backwards at ${k}`);
}
if (counts.loop !== 60 || counts.legit !== 56 || counts.ambiguous !== 4) fail(`counts ${JSON.stringify(counts)}`);
const kinds = {};
out.forEach(({ lab }) => { kinds[`${lab.label}:${lab.kind}`] = (kinds[`${lab.label}:${lab.kind}`] ?? 0) + 1; });

writeFileSync(HERE + "traces.jsonl", out.map((x) => JSON.stringify(x.trace)).join("\n") + "\n");
writeFileSync(HERE + "labels.jsonl", out.map((x) => JSON.stringify(x.lab)).join("\n") + "\n");
// read back and compare
const back = readFileSync(HERE + "traces.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l));
if (back.length !== 120 || back.some((t, i) => t.id !== out[i].lab.id)) fail("read-back");
const sizes = out.flatMap((x) => x.trace.messages.filter((m) => m.role === "tool").map((m) => m.content.length));
const lf = out.filter((x) => x.lab.label === "loop").map((x) => x.lab.loop_from);
console.log(JSON.stringify({ counts, kinds, tool_answers: sizes.length, over3k: sizes.filter((n) => n > 3000).length, max: Math.max(...sizes), loop_from_min: Math.min(...lf), loop_from_max: Math.max(...lf), late_loops_20plus: lf.filter((n) => n >= 20).length, steps_max: Math.max(...out.map((x) => x.lab.steps)) }, null, 1));
