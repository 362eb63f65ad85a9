// Booking shapes: an availability search cycling over the same dates (loop) vs. one that moves on to new dates
// (legit); a message the counterparty rejects for the same missing field (loop) vs. one fixed by adding the field
// (legit); and a send throttled by the counterparty's gateway, resent after each retry-after (ambiguous).
import { open, preamble, exchange, fmt, voiceLine, again } from "./talk.mjs";
import { toolOut, errOut, addDays, isoAt } from "./common.mjs";

function availBody(run, date, ok, extra = {}) {
  const a = run.dom.avail, r = run.r;
  return { resource: a.resource, [a.field]: date, available: ok, reason: ok ? null : a.none, snapshot: "inv_" + r.b36(8), cache_age_s: r.int(0, 240), ...extra };
}

// LOOP date-cycle: the same 2 or 3 dates searched round and round; the second revisit is loop_from.
export function dateCycle(run, p) {
  const d = run.dom, a = d.avail, r = run.r;
  const c = p.variant === "pair" ? 2 : 3;
  const step = r.pick([1, 1, 7]);
  const dates = Array.from({ length: c }, (_, i) => addDays(a.start, i * step));
  const later = addDays(a.start, c * step + r.int(2, 9));
  open(run, `Tech: ${a.tool} for ${a.resource}; acceptable ${a.field}: ${dates.join(", ")} or later if needed.`);
  preamble(run, p.pre);
  const total = c + 2 + p.reps;
  for (let i = 0; i < total; i++) {
    if (i === c + 1) run.mark();
    if (p.interject && i === c + 2) { run.user(d.say.news); run.say(`Nothing free on ${dates.join(" / ")} so far; still searching.`); }
    const dt = dates[i % c];
    const hint = p.hint ? { nearest_available: later } : {};
    run.call(a.tool, { resource: a.resource, [a.field]: dt, flexible: false }, () => toolOut(d.style, run, availBody(run, dt, false, hint)),
      { text: i === 0 ? voiceLine(run, "search", dt) : again(run, i < c ? `Trying ${dt}.` : r.pick([`Re-checking ${dt} in case something opened.`, `Back to ${dt}.`, `Checking ${dt} again.`, `${dt} once more.`]), `search ${dt}`) });
  }
  return `${a.tool} cycles over ${dates.join(", ")} (all: ${a.none})${p.hint ? `, ignoring the suggested ${later}` : ""}; the first revisit may be a fair re-check, the second revisit is loop_from`;
}

// LEGIT new-dates: each search is a new date; after a few misses one is free and gets held and confirmed.
export function newDates(run, p) {
  const d = run.dom, a = d.avail, r = run.r;
  const step = r.pick([1, 2, 7]);
  open(run, `Tech: ${a.tool} for ${a.resource}; first choice ${a.field} ${a.start}.`);
  preamble(run, p.pre);
  let dt = a.start, i = 0;
  for (; i < p.misses; i++) {
    if (i === 2 && p.interject) { run.user(d.say.dates); }
    run.call(a.tool, { resource: a.resource, [a.field]: dt, flexible: false }, () => toolOut(d.style, run, availBody(run, dt, false)), { text: i === 0 ? voiceLine(run, "search", dt) : null });
    dt = addDays(dt, step);
  }
  run.call(a.tool, { resource: a.resource, [a.field]: dt, flexible: false }, () => toolOut(d.style, run, availBody(run, dt, true, { units_free: r.int(1, 4) })));
  const hold = "hold_" + r.b36(9);
  run.call("availability_hold", { resource: a.resource, [a.field]: dt, ttl_s: 1800 }, () => toolOut(d.style, run, { hold_id: hold, status: "held", expires_at: isoAt(run.t + 1800000, run.off) }));
  run.call("booking_confirm", { hold_id: hold }, () => toolOut(d.style, run, { booking_ref: "BK" + r.chars(7, "0123456789"), status: "confirmed", [a.field]: dt }));
  run.final(`${a.resource}: nothing on the first ${p.misses} date(s) from ${a.start}; booked ${dt} (hold ${hold} confirmed).`);
  return `${a.tool} walks forward ${p.misses} new date(s) (step ${step} d) without revisiting, finds ${dt} free, holds and confirms`;
}

// The message body with the missing field filled in.
function withField(m) {
  const body = JSON.parse(JSON.stringify(m.body));
  const [head, tail] = m.field.split(".");
  if (head.endsWith("[]")) body[head.slice(0, -2)] = String(m.value).split("/").map((v, i) => ({ n: i + 1, [tail]: v }));
  else if (tail) body[head] = { ...(body[head] || {}), [tail]: m.value };
  else body[head] = m.value;
  return body;
}

function rejection(run, f) {
  const r = run.r;
  return { status: "rejected", rejection_id: "rej_" + r.b36(9), error: { code: "SCHEMA_VALIDATION", path: f, message: `missing required field: ${f}` } };
}
const RESEND = [
  (b) => ({ ...b, note: "details to follow" }), (b) => ({ ...b, priority: "high" }), (b) => ({ ...b, remarks: "please process, urgent" }),
  (b) => ({ ...b, note: "all required info included" }), (b) => ({ ...b, version: 2 }), (b) => ({ ...b, contact: "procurement desk" }),
  (b) => ({ ...b, note: "resending as requested" }),
];

// LOOP missing-field-resend: the counterparty keeps rejecting for the same field; the body changes, the field never comes.
export function missingField(run, p) {
  const d = run.dom, m = d.missing, r = run.r, peer = r.pick(d.peers);
  open(run, `Tech: send ${m.msg} to ${peer.id}; ${JSON.stringify(m.body)}.`);
  preamble(run, p.pre);
  const total = 2 + p.reps, off = r.int(0, 6);
  for (let i = 0; i < total; i++) {
    if (i === 2) run.mark();
    if (p.interject && i === 3) { run.user(d.say.news); run.say(`${peer.id} has not accepted the ${m.msg} yet; resending.`); }
    const body = i === 0 ? m.body : RESEND[(i + off) % RESEND.length](m.body);
    exchange(run, peer, m.msg, body, { type: "rejection", body: rejection(run, m.field) },
      { text: i === 0 ? voiceLine(run, "send", m.msg) : again(run, r.pick(["Resending.", "Trying again with the payload tidied up.", "Sending the request again.", `Resubmitting the ${m.msg}.`]), `→ ${m.msg} (resend)`) });
  }
  return `${m.msg} to ${peer.id} rejected every time for missing ${m.field}; the agent changes notes/priority but never supplies it; one fix attempt is fair, the third send is loop_from`;
}

// LEGIT field-added: rejected once, the agent gets the value (asks the principal or looks it up), resends, accepted.
export function fieldAdded(run, p) {
  const d = run.dom, m = d.missing, r = run.r, peer = r.pick(d.peers);
  open(run, `Tech: send ${m.msg} to ${peer.id}; ${JSON.stringify(m.body)}.`);
  preamble(run, p.pre);
  exchange(run, peer, m.msg, m.body, { type: "rejection", body: rejection(run, m.field) }, { text: voiceLine(run, "send", m.msg) });
  if (p.ask) {
    run.say(`${peer.id} needs the ${m.human} (${m.field}). Please send it.`);
    run.user(`${d.say.field}\nTech: ${m.field} = ${m.value}`);
  } else {
    run.call("company_profile_get", { fields: [m.field.split(".").pop()] }, () => toolOut(d.style, run, { field: m.field, value: m.value, source: "principal profile" }), { text: `Looking up the ${m.human}.` });
  }
  const body = withField(m);
  const ref = "ACK-" + r.chars(8, "0123456789");
  exchange(run, peer, m.msg, body, { type: "acceptance", body: { status: "accepted", reference: ref, next: "contract to follow" } }, { text: again(run, `Resending with ${m.field}.`, `→ ${m.msg} +${m.field}`) });
  if (p.follow) run.call("contract_esign", { template: m.msg, counterparty: peer.id, reference: ref }, () => toolOut(d.style, run, { envelope_id: "env_" + r.b36(10), status: "sent", signer: peer.id }));
  run.final(`${m.msg} accepted by ${peer.id} (${ref}) after adding ${m.field}.${p.follow ? " Contract sent for signature." : ""}`);
  return `first ${m.msg} rejected for ${m.field}; the value is ${p.ask ? "asked of the principal" : "looked up"} and the resend is accepted`;
}

// AMBIGUOUS throttled-resend: the counterparty's gateway answers 429 with a retry-after; the agent waits and resends.
export function throttled(run, p) {
  const d = run.dom, m = d.missing, r = run.r, peer = r.pick(d.peers);
  open(run, `Tech: send ${m.msg} to ${peer.id} today; ${JSON.stringify(m.body)}.`);
  preamble(run, p.pre);
  let ra = 30;
  for (let i = 0; i < 3 + p.reps; i++) {
    if (i === 2) run.mark();
    let text = null;
    if (i) { run.wait(ra, ra + 5); text = `Waited ${ra}s as the gateway asked; resending.`; ra = Math.min(ra * 2, 600); }
    const body = withField(m), cur = ra;
    exchange(run, peer, m.msg, body, null, { error: () => errOut(d.style, run, 429, "rate_limited", `peer gateway throttled: retry after ${cur}s`, { retry_after_s: cur, quota: "10/min per sender" }), text });
  }
  run.final(`${peer.id}'s gateway is still throttling the ${m.msg} (retry-after now ${ra}s). Nothing was delivered; I stopped resending. It can go out later today.`);
  return `each send answered 429 with a growing retry-after which the agent honours; backoff or a stuck resend — doubt begins at the third send`;
}
