// Negotiation shapes: a counter-offer traded back and forth unchanged (loop), offers that converge (legit),
// and offers that move by a hair each round (ambiguous).
import { open, preamble, exchange, fmt, voiceLine, again } from "./talk.mjs";
import { toolOut, isoAt } from "./common.mjs";

export const stepOf = (cap) => (cap < 5 ? 0.005 : cap < 1000 ? 1 : cap < 100000 ? 50 : cap < 10000000 ? 10000 : 100000);
const rnd = (x, s) => Math.round(Math.round(x / s) * s * 1000) / 1000;

const OURS = [
  (x) => `We can do ${x}. That is our best number.`, (x) => `Holding at ${x}; the budget is fixed.`,
  (x) => `Final from our side: ${x}, escrow funded within 2 h of signing.`, (x) => `${x} all-in. Please confirm and we sign now.`,
  (x) => `We remain at ${x}. Can you meet us there?`, (x) => `Our offer stands at ${x}; ready to countersign today.`,
  (x) => `Repeating our position: ${x}, nothing else changes.`, (x) => `Last call at ${x} — the principal will not add more.`,
  (x) => `Offer ${x}, same terms as before, valid 30 min.`,
];
const THEIRS = [
  (y) => `Our floor is ${y}. We cannot go below.`, (y) => `${y} is the lowest the owner allows for this job.`,
  (y) => `Unable to accept. Counter: ${y}.`, (y) => `Price stays ${y}; costs have not changed.`, (y) => `Counter stands at ${y}.`,
  (y) => `We checked again internally: ${y}.`,
];

function offerBody(run, price, extra = {}) {
  const r = run.r;
  return { offer_id: "of_" + r.b36(9), price, currency: run.dom.cur, valid_until: isoAt(run.t + r.int(900, 3600) * 1000, run.off), ...extra };
}

// LOOP counter-echo: both sides repeat the same numbers; the third identical counter from our side is loop_from.
export function counterEcho(run, p) {
  const d = run.dom, o = d.offer, r = run.r, peer = r.pick(d.peers), u = o.unit ? ` ${o.unit}` : "";
  open(run, `Tech: ${o.what}; cap ${fmt(run, o.cap)}${u}; counterparty ${peer.id}; close with a signed confirmation.`);
  preamble(run, p.pre);
  exchange(run, peer, "rfq", { item: o.what, reply_within_s: 600 }, { type: "offer", body: offerBody(run, o.peerOpen, { terms: "50% on signing, 50% on delivery" }) }, { text: voiceLine(run, "send", "RFQ") });
  exchange(run, peer, "counter_offer", { price: o.ourOpen, currency: d.cur, message: `Opening at ${fmt(run, o.ourOpen)}${u}.` }, { type: "counter_offer", body: offerBody(run, o.peerFloor, { message: THEIRS[0](fmt(run, o.peerFloor)) }) });
  const total = 2 + p.reps, ask = r.int(3, total - 1);
  const start = r.int(0, OURS.length - 1);
  for (let i = 0; i < total; i++) {
    if (i === 2) run.mark();
    if (i === ask && p.interject) {
      run.user(d.say.news);
      run.say(`Still negotiating with ${peer.id}: we are at ${fmt(run, o.ourHold)}${u}, they are at ${fmt(run, o.peerFloor)}${u}. Continuing.`);
    }
    const x = fmt(run, o.ourHold);
    exchange(run, peer, "counter_offer", { price: o.ourHold, currency: d.cur, message: OURS[(start + i) % OURS.length](x + u), round: i + 3 },
      { type: "counter_offer", body: offerBody(run, o.peerFloor, { message: THEIRS[(i + 1 + r.int(0, 3)) % THEIRS.length](fmt(run, o.peerFloor) + u) }) },
      { text: i > 0 ? again(run, r.pick(["They may still move.", "One more try at our number.", "Holding firm.", null]), `→ counter ${o.ourHold} (hold)`) : voiceLine(run, "send", `counter ${o.ourHold}`) });
  }
  return `we counter ${fmt(run, o.ourHold)} and ${peer.id} answers ${fmt(run, o.peerFloor)} every round; first hold is new, one repeat of it is fair, the third identical counter is loop_from`;
}

// LEGIT offers-converge: each side moves every round until one accepts; then the confirmation is signed.
export function offersConverge(run, p) {
  const d = run.dom, o = d.offer, r = run.r, peer = r.pick(d.peers), s = stepOf(o.cap), u = o.unit ? ` ${o.unit}` : "";
  open(run, `Tech: ${o.what}; cap ${fmt(run, o.cap)}${u}; counterparty ${peer.id}; close with a signed confirmation.`);
  preamble(run, p.pre);
  exchange(run, peer, "rfq", { item: o.what, reply_within_s: 600 }, { type: "offer", body: offerBody(run, o.peerOpen, { terms: "50% on signing, 50% on delivery" }) });
  const n = p.rounds;
  let ours = o.ourOpen, theirs = o.peerOpen;
  for (let i = 1; i <= n; i++) {
    const f = i / n;
    ours = rnd(o.ourOpen + (o.close - o.ourOpen) * Math.pow(f, 0.8), s);
    const last = i === n;
    const nextTheirs = last ? ours : rnd(o.peerOpen - (o.peerOpen - o.close) * Math.pow(f, 0.7), s);
    if (i === 2 && p.interject) { run.user(d.say.news); run.say(`Gap is closing: we offered ${fmt(run, ours)}${u}, they were at ${fmt(run, theirs)}${u}.`); }
    const body = last ? { status: "accepted", accepted_price: ours, currency: d.cur, acceptance_id: "acc_" + r.b36(8) } : offerBody(run, nextTheirs, { message: `We can move to ${fmt(run, nextTheirs)}${u}.` });
    exchange(run, peer, "counter_offer", { price: ours, currency: d.cur, message: `We can go to ${fmt(run, ours)}${u}.`, round: i + 1 }, { type: last ? "acceptance" : "counter_offer", body }, { text: voiceLine(run, "send", `counter ${ours}`) });
    theirs = nextTheirs;
  }
  run.call("contract_esign", { template: "purchase_confirmation", counterparty: peer.id, amount: ours, currency: d.cur },
    () => toolOut(d.style, run, { envelope_id: "env_" + r.b36(10), status: "completed", signers: [{ party: "buyer", signed: true }, { party: peer.id, signed: true }] }));
  run.final(`Agreed with ${peer.id} at ${fmt(run, ours)}${u} (opened at ${fmt(run, o.peerOpen)}${u}); confirmation signed by both sides. ${d.say.accept.split(",")[0]} — done.`);
  return `${n} counter rounds, both prices move every round (${fmt(run, o.ourOpen)} up, ${fmt(run, o.peerOpen)} down) to acceptance at ${fmt(run, ours)}; then e-sign`;
}

// AMBIGUOUS slow-drip: the counterparty moves by one price step a round; progress, but tiny.
export function slowDrip(run, p) {
  const d = run.dom, o = d.offer, r = run.r, peer = r.pick(d.peers), s = stepOf(o.cap), u = o.unit ? ` ${o.unit}` : "";
  open(run, `Tech: ${o.what}; cap ${fmt(run, o.cap)}${u}; counterparty ${peer.id}.`);
  preamble(run, p.pre);
  exchange(run, peer, "rfq", { item: o.what }, { type: "offer", body: offerBody(run, o.peerOpen) });
  let ours = o.ourHold, theirs = rnd(o.cap + (p.reps + 8) * s, s);
  for (let i = 0; i < p.reps + 3; i++) {
    if (i === 3) run.mark();
    exchange(run, peer, "counter_offer", { price: ours, currency: d.cur, round: i + 2 }, { type: "counter_offer", body: offerBody(run, theirs, { message: `Small concession: ${fmt(run, theirs)}${u}.` }) });
    ours = rnd(ours + s, s); theirs = rnd(theirs - s, s);
  }
  run.final(`Stopped negotiating with ${peer.id}: they concede one step (${fmt(run, s)}) per round and are still at ${fmt(run, theirs + s)}${u} against our ${fmt(run, ours - s)}${u}; the cap is ${fmt(run, o.cap)}${u}. Please decide whether to raise the cap or go to another counterparty.`);
  return `both sides move by one price step (${fmt(run, s)}) per round; real but negligible movement — doubt begins at the fourth such round`;
}
