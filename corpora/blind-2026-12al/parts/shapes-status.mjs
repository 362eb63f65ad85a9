// Status shapes: an escrow / signature / contract state that cannot change is polled (loop, pure or with nudges to
// the counterparty), a state that advances through its stages (legit), and an open-ended "keep checking" (ambiguous).
import { open, preamble, exchange, fmt, voiceLine, again } from "./talk.mjs";
import { toolOut, isoAt } from "./common.mjs";

function statusBody(run, objId, st, fixed) {
  return { [run.dom.status.obj]: objId, state: st.state, reason: st.reason, action_required_by: st.action_by, updated_at: fixed.updated, last_event: fixed.event, poll_hint_s: 60 };
}

const WAITS = ["Waiting a bit before checking again.", "Nothing yet; re-checking shortly.", "Giving it another minute.", "Checking whether it has moved.", "Re-polling.", null];

// LOOP frozen-status-poll: the state is terminal or waits on our own side; the third look is loop_from.
export function frozenPoll(run, p) {
  const d = run.dom, s = d.status, r = run.r, peer = r.pick(d.peers);
  const objId = s.idp + r.chars(6, "0123456789");
  open(run, `Tech: watch ${s.obj} ${objId} (${s.tool}) with ${peer.id}; report when it completes.`);
  preamble(run, p.pre);
  const fixed = { updated: isoAt(run.t - r.int(2, 30) * 3600000, run.off), event: "ev_" + r.b36(8) };
  const nudge = p.variant === "nudge";
  const total = 2 + p.reps;
  for (let i = 0; i < total; i++) {
    if (i === 2) run.mark();
    if (i > 0) run.wait(30, nudge ? 200 : 420);
    if (p.interject && i === 3) { run.user(d.say.keep); run.say(`Understood. ${objId} is still ${s.stuck.state}; I will keep watching.`); }
    if (nudge && i % 2 === 1) {
      exchange(run, peer, "status_nudge", { [s.obj]: objId, message: run.r.pick(["Could you progress this on your side?", "Please advance the transaction.", "Any update from your end?", "We are ready to proceed; please move it forward."]) },
        { type: "status_reply", body: { [s.obj]: objId, state: s.stuck.state, message: `Nothing we can do: ${s.stuck.reason}.`, action_required_by: s.stuck.action_by } });
    } else {
      run.call(s.tool, { [s.obj]: objId }, () => toolOut(d.style, run, statusBody(run, objId, s.stuck, fixed)), { text: i === 0 ? voiceLine(run, "poll", s.obj) : again(run, WAITS[(i + r.int(0, 5)) % WAITS.length], `poll ${s.obj} #${i + 1}`) });
    }
  }
  return `${s.tool} on ${objId} stays ${s.stuck.state} (${s.stuck.reason}; action by ${s.stuck.action_by}), updated_at fixed, only request ids and times change${nudge ? "; alternates with nudges to the counterparty that answer the same" : ""}; baseline and one re-check are fair, the third look is loop_from`;
}

// LEGIT status-advances: the object moves through its stages; one unchanged re-poll at most between moves,
// and the agent does its own part (funding, delivery confirmation) when the stage asks for it.
export function statusAdvances(run, p) {
  const d = run.dom, s = d.status, r = run.r, peer = r.pick(d.peers);
  const objId = s.idp + r.chars(6, "0123456789");
  open(run, `Tech: watch ${s.obj} ${objId} (${s.tool}) with ${peer.id}; do our part when needed; report when it completes.`);
  preamble(run, p.pre);
  const stages = s.stages;
  let k = 0, polls = 0, told = false;
  const held = new Set(), fixedAt = {};
  while (k < stages.length) {
    if (polls > 0) run.wait(60, 900);
    const st = { state: stages[k], reason: k === stages.length - 1 ? "complete" : `waiting for ${stages[k + 1].toLowerCase().replace(/_/g, " ")}`, action_by: k === stages.length - 1 ? "none" : k === 0 ? "buyer" : peer.id };
    if (!fixedAt[k]) fixedAt[k] = { updated: isoAt(run.t - r.int(20, 600) * 1000, run.off), event: "ev_" + r.b36(8) };
    const fixed = fixedAt[k];
    run.call(s.tool, { [s.obj]: objId }, () => toolOut(d.style, run, statusBody(run, objId, st, fixed)), { text: polls === 0 ? voiceLine(run, "poll", s.obj) : null });
    polls++;
    if (k === 0) { // our part: fund / sign / confirm
      run.call("counterparty_notify", { to: peer.id, [s.obj]: objId, event: "buyer_action_done" }, () => toolOut(d.style, run, { delivered: true, notify_id: "nt_" + r.b36(8) }), { text: again(run, "Our side is done; telling the counterparty.", "notify counterparty") });
    }
    if (p.interject && k === 2 && !told) { told = true; run.user(d.say.news); run.say(`${objId} is now ${stages[k]}; ${stages.length - k - 1} stage(s) to go.`); }
    if (k > 0 && k < stages.length - 1 && !held.has(k) && r.chance(0.3)) held.add(k); else k++;
  }
  run.final(`${s.obj} ${objId} went ${stages.join(" → ")}; it is complete. ${d.say.cont.split(",")[0]}.`);
  return `${s.tool} on ${objId} advances ${stages.join("→")} with at most one unchanged re-poll between moves; our own step done once`;
}

// AMBIGUOUS keep-checking: the principal asked to keep checking; a non-terminal state does not move for a long time.
export function keepPolling(run, p) {
  const d = run.dom, s = d.status, r = run.r, peer = r.pick(d.peers);
  const objId = s.idp + r.chars(6, "0123456789");
  open(run, `Tech: ${s.obj} ${objId} is ${s.stages[3]}; keep checking ${s.tool} until ${s.stages[4]}, every ~15 min.`);
  preamble(run, p.pre);
  const st = { state: s.stages[3], reason: "operator confirms once the aircraft is back from scheduled maintenance", action_by: peer.id };
  const fixed = { updated: isoAt(run.t - 5400000, run.off), event: "ev_" + r.b36(8) };
  for (let i = 0; i < 3 + p.reps; i++) {
    if (i === 2) run.mark();
    if (i) run.wait(800, 1000);
    if (i === 4) { run.user(d.say.keep); }
    run.call(s.tool, { [s.obj]: objId }, () => toolOut(d.style, run, statusBody(run, objId, st, fixed)), { text: i ? "15 minutes passed; checking again as asked." : null });
  }
  run.final(`${objId} is still ${st.state} after ${(3 + p.reps) * 15} minutes of checks; the operator says confirmation follows the aircraft's maintenance release. I will stop polling here unless you want me to continue.`);
  return `principal asked for checks every 15 min until confirmed; state ${st.state} does not move but could; open-ended — doubt begins at the third check`;
}
