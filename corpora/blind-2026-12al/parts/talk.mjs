// How a run opens, how the agent talks to a counterparty agent on either wire, and the agent's voices.
import { frame, toolOut, money } from "./common.mjs";

// Opening: system prompt, the principal's errand (their language + an English technical line), then routine calls.
export function open(run, techLine) {
  const d = run.dom;
  run.sys(d.system + ` Protocol: every outbound message carries a fresh nonce and an idempotency key; replies are signed (ed25519) and expire. Conversation ${run.conv}.`);
  run.user(`${d.say.task}\n${techLine}`);
}

export function agentCard(run, peer) {
  const r = run.r;
  return toolOut(run.dom.style, run, {
    agent: peer.id, display_name: peer.name.replace(/_/g, " "), protocol: "a2a/0.3", skills: ["quote", "negotiate", "availability", "contract"],
    auth: "mTLS + ed25519 message signatures", rate_limit: `${r.pick([30, 60, 120])}/min`, status: "online",
  });
}

// Routine work before the errand: distinct lookups, never the same call twice.
export function preamble(run, n) {
  const d = run.dom;
  const steps = run.r.shuffle(d.routine).slice(0, Math.min(n, d.routine.length));
  const extra = Math.max(0, n - steps.length);
  for (const [tool, args, body] of steps) {
    run.call(tool, args, () => toolOut(d.style, run, body), { text: voiceLine(run, "routine", tool) });
  }
  for (let i = 0; i < extra && i < d.peers.length; i++) {
    run.call("agent_card_get", { agent: d.peers[i].id }, () => agentCard(run, d.peers[i]), { text: voiceLine(run, "card") });
  }
}

// The agent's own words around calls, by voice. Returns null for the terse voice most of the time.
export function voiceLine(run, what, x) {
  const v = run.voice;
  if (v === "terse") return null;
  if (v === "ledger") {
    const m = { routine: `ledger: ${x}`, card: "ledger: peer card", send: `ledger: → ${x}`, poll: `ledger: poll ${x}`, pay: `ledger: charge ${x}`, search: `ledger: search ${x}`, quote: `ledger: rfq ${x}` };
    return m[what] ?? null;
  }
  if (what === "routine" && run.r.chance(0.5)) return null;
  const m = {
    routine: `Checking ${x?.replace(/_/g, " ")} first.`, card: "Fetching the counterparty's agent card to see its limits.",
    send: `Sending ${x}.`, poll: `Checking the ${x}.`, pay: `Charging ${x}.`, search: `Looking at ${x}.`, quote: `Requesting a quote (${x}).`,
  };
  return m[what] ?? null;
}

// A repeated turn's words: nothing (terse), a ledger entry, or a short sentence.
export function again(run, chatty, ledger) {
  if (run.voice === "terse") return null;
  if (run.voice === "ledger") return `ledger: ${ledger}`;
  return chatty;
}

export const fmt = (run, n) => `${money(n, run.dom.cur)} ${run.dom.cur}`;

// Send one message to a counterparty agent and get its reply onto the transcript.
// a2a wire: the reply is the tool result. named wire: the tool acks, the reply arrives as a named user message.
export function exchange(run, peer, type, body, reply, opt = {}) {
  const d = run.dom, r = run.r;
  const idem = r.uuid();
  if (d.wire === "a2a") {
    const out = () => opt.error ? opt.error() : frame(d.style, run, run.noise(), { from: peer.id, type: reply.type, in_reply_to: d.msgId(r) }, reply.body);
    run.call("a2a_call", { agent: peer.id, method: "message/send", conversation_id: run.conv, message: { type, body }, idempotency_key: idem }, out,
      { text: opt.text, err: !!opt.error, lo: 4, hi: 30 });
  } else {
    let ackN;
    if (opt.error) {
      run.call("send_message", { to: peer.id, thread: run.conv, type, body, idempotency_key: idem }, () => opt.error(), { text: opt.text, err: true });
      return;
    }
    run.call("send_message", { to: peer.id, thread: run.conv, type, body, idempotency_key: idem },
      () => { ackN = run.noise(); return toolOut(d.style, run, { accepted: true, message_id: ackN.msg_id, queued_at: ackN.ts, delivery: "queued" }); }, { text: opt.text });
    if (opt.noReply) return;
    run.peer(peer.name, () => frame(d.style, run, run.noise(), { from: peer.id, type: reply.type, in_reply_to: ackN.msg_id }, reply.body));
  }
}

// Small rotating phrasings so the counterparty agent does not print one sentence verbatim every time.
export function peerPhrase(r, xs) { return r.pick(xs); }
