// Run shapes for blind-2026-12d. Each kind writes one run against a domain world W (see kits-*.mjs) into a Run `b`
// and returns {loop_from, note}. loop_from is the 1-based index among assistant messages (text-only ones count) of the
// first step from which the run is looping; null for legit runs.
import { j } from "./engine.mjs";

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const label = (e) => e.name ?? e.login ?? e.title ?? e.subject ?? e.org ?? String(e.id);

function pool(r, ents) {
  const order = r.shuffle(ents.slice(1));
  let k = 0;
  return { next: () => order[k++ % order.length], take: (n) => Array.from({ length: n }, () => order[k++ % order.length]) };
}

/** Healthy work on distinct entities before the interesting part. */
function prefix(b, W, r, P, n) {
  let done = 0;
  while (done < n) {
    const e = P.next();
    const mode = r.int(0, 3);
    if (mode === 0 && done + 2 <= n) {
      b.step([W.get(e)], `Looking up ${label(e)}.`);
      b.step([W.act(e)], `Recording the result for ${label(e)}.`);
      done += 2;
    } else if (mode === 1) {
      b.step([W.check(e)], `Checking ${label(e)}.`);
      done++;
    } else if (mode === 2 && b.r.chance(0.4) && done + 1 <= n) {
      const e2 = P.next();
      b.step([W.get(e), W.get(e2)], `Pulling ${label(e)} and ${label(e2)} together.`);
      done++;
    } else {
      b.step([W.get(e)], `Next: ${label(e)}.`);
      done++;
    }
  }
}

/** Prefix length: usually one of `choices`, sometimes a long healthy stretch so the loop starts late. */
const lead = (r, choices) => (r.chance(0.22) ? r.int(12, 24) : r.pick(choices));

/** A later attempt at the same fix: the edit tool is pointed at the agent's own previous replacement, cosmetically changed. */
function tweak(c, r) {
  for (const [a, z] of [["old", "new"], ["find", "replace"]]) {
    if (c.args && typeof c.args[a] === "string" && typeof c.args[z] === "string") {
      const base = c.args[z].trimEnd();
      return { ...c, args: { ...c.args, [a]: base, [z]: base + r.pick([" ", "\n", "  ", ""]) } };
    }
  }
  return c;
}

const GIVEUP = [
  "I keep getting the same result and I'm not making progress. Stopping here so someone can look at it.",
  "I wasn't able to complete this: every attempt returns the same thing. Please advise how to proceed.",
  "This isn't working — the same outcome each time. I'll stop and report what I have.",
  "Unable to finish. I tried several times with no change; escalating to a human.",
];

function endLoop(b, r, giveUpP = 0.45) {
  if (r.chance(giveUpP)) b.say(r.pick(GIVEUP));
}

// ---------------------------------------------------------------- argument disguises
function firstStringKey(args) {
  return Object.keys(args).find((k) => typeof args[k] === "string");
}
const ALIAS = {
  url: ["href", "URL"], message_id: ["id", "messageId"], ticket_id: ["id", "ticket"], id: ["identifier", "user_id"], query: ["q", "text"],
  code: ["source", "cell"], sql: ["query", "statement"], command: ["cmd", "args"], path: ["file", "file_path"], supplier_id: ["supplierId", "vendor_id"],
  campaign_id: ["campaignId", "id"], doc_id: ["document_id", "docId"], object_id: ["id", "objectId"], attendees: ["participants", "emails"],
  chunk: ["chunk_index", "chunk_id"], element: ["target", "description"], fields: ["field_list", "select"], date_preset: ["range", "preset"],
};
const MUT = {
  ws: (c, r) => { const k = firstStringKey(c.args); if (!k) return { ...c, raw: j(c.args).replace(/:/g, ": ") }; return { ...c, args: { ...c.args, [k]: r.pick([` ${c.args[k]}`, `${c.args[k]} `, `${c.args[k]}\n`, `  ${c.args[k]}`]) } }; },
  case: (c, r, W) => { const k = firstStringKey(c.args); if (!k || !/^[\w.@\-/ ]+$/.test(c.args[k])) return MUT.ws(c, r, W); const v = c.args[k]; const w = r.chance(0.5) ? v.toUpperCase() : v.toLowerCase(); return { ...c, args: { ...c.args, [k]: w === v ? v.replace(/^./, (x) => (x === x.toUpperCase() ? x.toLowerCase() : x.toUpperCase())) : w } }; },
  order: (c, r, W) => { const ks = Object.keys(c.args); if (ks.length < 2) return MUT.noop(c, r, W); return { ...c, args: Object.fromEntries(r.shuffle(ks).reverse().map((k) => [k, c.args[k]])) }; },
  noop: (c, r, W) => ({ ...c, args: { ...c.args, ...r.pick(W.noop) } }),
  pretty: (c) => ({ ...c, raw: JSON.stringify(c.args, null, 2) }),
  alias: (c, r, W) => {
    const k = Object.keys(c.args).find((x) => ALIAS[x]);
    if (!k) return MUT.noop(c, r, W);
    return { ...c, args: Object.fromEntries(Object.entries(c.args).map(([x, v]) => [x === k ? r.pick(ALIAS[k]) : x, v])) };
  },
  spaced: (c) => ({ ...c, raw: j(c.args).replace(/":/g, '": ').replace(/,"/g, ', "') }),
};
const MUT_SETS = [["ws", "case", "pretty"], ["noop", "order", "alias"], ["spaced", "ws", "pretty", "case"], ["alias", "noop", "ws"], ["order", "case", "spaced", "noop", "alias"]];

// ================================================================= LOOPS
export const loopKinds = {
  "exact-repeat"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 3, 6, 10]));
    const e = W.ents[0];
    const mk = V === 1 ? () => [W.check(e)] : V === 2 ? () => [W.get(e), W.check(e)] : V === 4 ? () => [W.act(e)] : () => [W.get(e)];
    b.step(mk(), `Let me look at ${label(e)}.`);
    const th = ["Let me check that again.", "Refreshing to make sure.", "Checking once more.", null, "The result looks the same; retrying to confirm.", `Re-running for ${label(e)}.`];
    const lf = b.step(mk(), r.pick(th));
    const reps = r.int(4, 11);
    for (let i = 0; i < reps; i++) {
      if (V === 3 && i % 3 === 1) b.say(`Still seeing the same data for ${label(e)}. I'll query it again.`);
      else b.step(mk(), r.pick(th));
    }
    endLoop(b, r);
    return { loop_from: lf, note: `same call${V === 2 ? " pair (parallel)" : ""} on ${label(e)} repeated ${reps + 2} times, outputs differ only in noise` };
  },

  "trivial-args"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 2, 4, 8]));
    const e = W.ents[0];
    const base = V % 2 ? W.check(e) : W.get(e);
    b.step([base], `Looking up ${label(e)}.`);
    const set = MUT_SETS[V];
    const reps = r.int(5, 10);
    let lf = null;
    for (let i = 0; i < reps; i++) {
      let c = MUT[set[i % set.length]](base, r, W);
      if (i % 3 === 2 && !c.raw) c = MUT[r.pick(["ws", "noop", "order"])](c, r, W);
      const idx = b.step([c], r.pick(["Trying again with slightly different parameters.", "Maybe the formatting was the problem.", null, "Retrying.", "Let me normalise the input and try again."]));
      lf ??= idx;
    }
    endLoop(b, r);
    return { loop_from: lf, note: `${base.name} on ${label(e)} re-issued ${reps} times with trivial argument changes (${set.join(", ")}); same facts each time` };
  },

  "reworded-same-hits"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 3, 7]));
    const hits = P.take(r.int(2, 5));
    const qs = r.shuffle(W.q.same).slice(0, r.int(6, 7));
    let lf = null;
    qs.forEach((q, i) => {
      const h = V === 2 ? hits.slice(i % hits.length).concat(hits.slice(0, i % hits.length)) : hits;
      const idx = b.step([W.search(q, h, V === 3 && i ? { extra: W.noop[i % W.noop.length] } : {})], i ? r.pick(["Let me rephrase the search.", "Different wording might surface other results.", "Trying synonyms.", null]) : "Searching.");
      if (i === 1) lf = idx;
      if (V === 4) b.step([W.get(h[0])], `Opening the top hit, ${label(h[0])}.`);
    });
    endLoop(b, r, 0.6);
    return { loop_from: lf, note: `${qs.length} reworded searches all return the same ${hits.length} hits${V === 2 ? " (rotated order)" : ""}${V === 4 ? ", each followed by re-opening the same top hit" : ""}` };
  },

  "empty-search"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 2, 5, 9]));
    const qs = r.shuffle(W.q.empty).slice(0, r.int(6, 7));
    let lf = null;
    qs.forEach((q, i) => {
      const idx = b.step([W.search(q, [])], i ? r.pick(["Nothing. Trying other words.", "No hits; maybe a different phrasing.", null, "Let me broaden the wording.", "Still nothing, one more variant."]) : "Searching for it.");
      if (i === 1) lf = idx;
      if (V === 3 && i % 2 === 1) b.say("No results yet. I'll keep searching with other terms until I find it.");
    });
    endLoop(b, r, 0.5);
    return { loop_from: lf, note: `${qs.length} searches with new words, every one empty` };
  },

  "tool-cycle"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 2, 4, 6]));
    const e = W.ents[0];
    const hits = P.take(2);
    const q = W.q.same[0];
    const cyc = [
      [() => W.get(e), () => W.check(e)],
      [() => W.check(e), () => W.reject(e)],
      [() => W.get(e), () => W.check(e), () => W.reject(e)],
      [() => W.search(q, [e, ...hits]), () => W.get(e), () => W.reject(e)],
      [() => W.get(e), () => W.search(q, [e, ...hits]), () => W.check(e), () => W.reject(e)],
    ][V];
    const th = ["Looking at it again.", "Let me verify the details first.", "Trying the action now.", null, "Cross-checking."];
    const passes = Math.max(r.int(3, 6), Math.ceil(7 / cyc.length) + 1);
    const cut = r.int(0, cyc.length - 1);
    let lf = null;
    for (let p = 0; p < passes; p++) {
      for (let s = 0; s < cyc.length; s++) {
        if (p === passes - 1 && s > cut) break;
        const idx = b.step([cyc[s]()], s === cyc.length - 1 && V ? r.pick(["Trying again.", "Submitting again.", null, "One more attempt."]) : r.pick(th.slice(0, 4)));
        if (p === 1 && s === 0) lf = idx;
      }
    }
    endLoop(b, r, 0.4);
    return { loop_from: lf, note: `period-${cyc.length} cycle on ${label(e)} for ${passes} passes (last cut)${V >= 1 ? "; the action is rejected for the same item-specific reason every pass" : ""}` };
  },

  "agent-talk"(b, W, r, V) {
    const P = pool(r, W.ents);
    const C = W.chat;
    if (V === 3) b.assistantName ??= r.pick(["lead_agent", "ops_agent", "worker"]);
    prefix(b, W, r, P, lead(r, [1, 2, 4]));
    const mine = [C.stance, `As I said, ${C.stance}.`, `I still think ${C.stance}.`, `To restate my position: ${C.stance}.`, `My view hasn't changed — ${C.stance}.`, `Again: ${C.stance}.`];
    const theirs = [C.peerStance, `I disagree: ${C.peerStance}.`, `As I said, ${C.peerStance}.`, `My position stands: ${C.peerStance}.`, `Repeating: ${C.peerStance}.`];
    const rounds = r.int(6, 10);
    let lf = null;
    if (V === 0 || V === 3) {
      const withCheck = V === 0 && r.chance(0.6);
      const ef = P.next();
      for (let i = 0; i < rounds; i++) {
        if (withCheck) {
          const ci = b.step([W.check(ef)], r.pick(["Pulling the figure again.", "Let me show the numbers once more.", null]));
          if (i === 1) lf = ci;
        }
        const idx = b.say(`${i ? r.pick(mine.slice(1)) : cap(mine[0])}${i ? "" : "."}`);
        if (i === 1 && !withCheck) lf = idx;
        if (V === 3) b.other(C.peer, i ? r.pick(theirs.slice(1)) : `${cap(theirs[0])}.`);
        else b.user(i ? r.pick(theirs.slice(1)) : `${cap(theirs[0])}.`, C.peer);
      }
      endLoop(b, r, 0.2);
      return { loop_from: lf, note: `agent and ${C.peer} restate the same positions for ${rounds} rounds${V === 3 ? " (both as named assistant turns)" : ""}${withCheck ? ", the agent re-running the same check before each restatement" : ""}` };
    }
    if (V === 1) {
      b.say(`Done: ${C.points[4]}.`);
      b.user(`Great work, thanks! ${C.points[4]}.`, C.peer);
      const ty = ["Thank you! Glad we aligned.", "Thanks a lot — appreciate the collaboration!", "Thank you too! Happy to help anytime.", "Thanks again, great working with you.", "Much appreciated, thank you!", "Thanks! Let me know if you need anything else."];
      for (let i = 0; i < rounds; i++) {
        const idx = b.say(r.pick(ty));
        if (i === 1) lf = idx;
        b.user(r.pick(["Thanks again!", "Thank you so much!", "Appreciate it, thanks!", "Thanks — great collaboration.", "Thank you!"]), C.peer);
      }
      return { loop_from: lf, note: `task done, then ${rounds} rounds of mutual thanks with ${C.peer}` };
    }
    if (V === 2) {
      for (let i = 0; i < rounds; i++) {
        const idx = b.step([{ name: "transfer_to_agent", args: { agent: C.peer, reason: "needs decision outside my scope" }, out: (n) => j({ status: "handed_off", to: C.peer, conversation: n.uuid(), reply: `${C.peer}: this isn't mine to decide — please ask ${C.third}.` }) }], r.pick(["Handing this over.", null, "This needs the other agent."]));
        if (i === 1) lf = idx;
        b.step([{ name: "transfer_to_agent", args: { agent: C.third, reason: "decision requested" }, out: (n) => j({ status: "handed_off", to: C.third, conversation: n.uuid(), reply: `${C.third}: ${C.peer} owns this; sending it back.` }) }], r.pick(["Asking the other owner.", null]));
      }
      endLoop(b, r, 0.3);
      return { loop_from: lf, note: `request bounced between ${C.peer} and ${C.third} through transfers, ${rounds} rounds` };
    }
    // V4: both wait for the other to confirm
    for (let i = 0; i < rounds; i++) {
      const idx = b.say(r.pick([`I'm ready to proceed once you confirm: ${C.points[4]}.`, `Waiting for your confirmation before I proceed (${C.points[4]}).`, `Please confirm and I'll go ahead: ${C.points[4]}.`]));
      if (i === 1) lf = idx;
      b.user(r.pick(["Confirmed from my side, please go ahead once you're ready.", "I'm waiting on you to proceed — confirmed.", "Yes, confirmed. Over to you.", "Go ahead when you are ready; I confirm."]), C.peer);
    }
    endLoop(b, r, 0.2);
    return { loop_from: lf, note: `agent keeps asking ${C.peer} for a confirmation it already has, ${rounds} rounds` };
  },

  "retry-storm"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [1, 2, 4, 7]));
    const n = r.int(6, 11);
    const e0 = P.next();
    let lf = null;
    for (let i = 0; i < n; i++) {
      const e = V === 1 || V === 3 ? e0 : P.next();
      let idx;
      if (V === 2) idx = b.step([W.fail(e, i), W.fail(P.next(), i + 1)], r.pick(["Fetching two at once.", null]));
      else if (V === 4) idx = b.step([W.transient(e0, r.pick([5, 10, 15, 20, 30, 60]))], r.pick(["Rate limited; retrying.", "Trying again.", null]));
      else idx = b.step([W.fail(e, i)], r.pick(["That failed; trying again with different options.", "Service error — let me try another one.", "Retrying.", null, "Maybe a smaller request works."]));
      if (i === 1) lf = idx;
      if (V === 3 && W.sleep && i % 2 === 0) b.step([W.sleep(r.pick([5, 10, 15, 30]))], "Waiting a bit before retrying.");
      else if (V === 4 && W.sleep && i % 2 === 1) b.step([W.sleep(r.pick([10, 20, 30]))], null);
      else b.wait(r.int(1, 20));
    }
    endLoop(b, r, 0.5);
    return { loop_from: lf, note: `dependency keeps failing the same way (${["new item each call", "same item, varied options", "parallel pairs", "same item with sleeps", "rate limit never clears"][V]}), ${n} failing attempts` };
  },

  "stuck-poll"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 3]));
    b.step([W.job.start()], "Starting the job.");
    const coarse = W.job.coarse;
    const pre = coarse ? r.int(0, coarse - 2) : r.int(0, 3);
    let pct = 0;
    for (let i = 0; i < pre; i++) {
      pct = coarse ? Math.round((100 * (i + 1)) / coarse) + 1 : pct + r.int(8, 20);
      b.step([W.job.status({ pct, state: W.job.states[Math.min(i + 1, W.job.states.length - 1)] })], "Checking progress.");
      if (W.sleep && V !== 1) b.step([W.sleep(30)], null);
      else b.wait(30);
    }
    const polls = r.int(7, 14);
    let lf = null;
    let s = V === 4 ? 15 : r.pick([30, 60]);
    // When the last progress poll already shows what the stuck polls show, the first stuck poll is the 2nd sighting.
    const lastPre = pre ? W.job.states[Math.min(pre, W.job.states.length - 1)] : null;
    const seen = pre > 0 && (W.job.pctOnly || (lastPre === W.job.stuck && !W.job.stuckDetail));
    for (let i = 0; i < polls; i++) {
      const idx = b.step([W.job.status({ pct, state: W.job.stuck, detail: W.job.stuckDetail })], r.pick(["Still running, checking again.", "No change yet.", null, "Polling again.", "Let me check the status."]));
      if (i === (seen ? 0 : 1)) lf = idx;
      if (W.sleep && V !== 1 && V !== 2) b.step([W.sleep(s)], null);
      else b.wait(s);
      if (V === 4) s = Math.min(s * 2, 240);
    }
    endLoop(b, r, 0.35);
    return { loop_from: lf, note: `job stuck at ${pct}% (${W.job.stuck}) for ${polls} polls${W.sleep && V !== 1 && V !== 2 ? " with sleeps" : ", gaps only"}` };
  },

  "page-wrap"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 2]));
    const per = 8;
    const real = r.int(2, 4);
    const pages = Array.from({ length: real }, (_, i) => P.take(i === real - 1 ? r.int(3, 7) : per));
    const total = per * (real - 1) + pages[real - 1].length;
    const tok = Array.from({ length: real }, () => r.alnum(r.pick([12, 16, 24])));
    const tokW = r.alnum(tok[0].length);
    const extra = r.int(5, 9);
    const clamp = V % 2 === 1; // 1: past the end returns the last page again; 0: wraps round to page 1
    let lf = null;
    for (let i = 0; i < real + extra; i++) {
      const shown = i < real ? i : clamp ? real - 1 : (i - real) % real;
      let cursor, next;
      if (clamp) {
        cursor = i === 0 ? null : i < real ? tok[i] : `${tok[real - 1].slice(0, -4)}${r.alnum(4)}`;
        next = i < real - 1 ? tok[i + 1] : `${tok[real - 1].slice(0, -4)}${r.alnum(4)}`;
      } else {
        cursor = i === 0 ? null : i < real ? tok[i] : shown === 0 ? tokW : tok[shown];
        next = shown < real - 1 ? tok[shown + 1] : tokW;
      }
      const p = { i, page: i + 1, offset: i * per, shownOffset: shown * per, shown, rows: pages[shown], total, cursor, next };
      const idx = b.step([W.list(p)], i ? r.pick(["Next page.", null, "Continuing.", "More results, fetching the next page."]) : "Listing.");
      if (i === real) lf = idx;
    }
    endLoop(b, r, 0.3);
    return { loop_from: lf, note: `${real} real pages (${total} rows), then ${extra} more calls that return rows already seen (${clamp ? "past the end the last page comes back with a fresh next cursor / growing offset" : "the last page links back to page 1 and the agent goes round again"})` };
  },

  "reread-windows"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 3]));
    const L = W.doc.lines.length;
    const w = r.pick([30, 40, 50]);
    let lf = null;
    if (V === 3 || V === 4) {
      // never reaches the end: goes back to the top again and again
      const fw = r.int(2, 3);
      const rounds = fw === 2 ? r.int(4, 5) : r.int(3, 4);
      for (let p = 0; p < rounds; p++)
        for (let k = 0; k < fw; k++) {
          const s = k * w + (V === 4 && p ? r.pick([-3, 2, 5, -5]) * (k ? 1 : 0) : 0);
          const idx = b.step([W.doc.read(Math.max(0, s), w)], p ? r.pick(["Let me re-read the beginning to be sure.", null, "Going back over this part."]) : "Reading.");
          if (p === 1 && k === 0) lf = idx;
        }
      endLoop(b, r, 0.3);
      return { loop_from: lf, note: `reads the first ${fw} windows, then goes back to the top ${rounds - 1} more time(s) without reaching the end (${L} lines)` };
    }
    for (let s = 0; s < L; s += w) b.step([W.doc.read(s, w)], s ? null : "Reading the document.");
    const rereads = r.int(4, 8);
    const shift = V === 0 ? 0 : V === 1 ? Math.floor(w / 2) : r.int(3, 12);
    for (let i = 0; i < rereads; i++) {
      const s = Math.min(L - 5, (i * w + shift) % L);
      const idx = b.step([W.doc.read(s, V === 2 ? w + r.int(-6, 6) : w)], r.pick(["Let me re-read that part.", "Re-checking the text.", null, "Reading again more carefully."]));
      if (i === 0) lf = idx;
    }
    endLoop(b, r, 0.4);
    return { loop_from: lf, note: `reads ${L} lines to the end, then ${rereads} re-reads (${["same windows", "windows shifted by half", "shifted, varying size"][V]}); nothing changed` };
  },

  "edit-test-stuck"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 2]));
    const E = W.fix.errors.slice();
    let left = E.slice();
    b.step([W.fix.test(left)], "Running the checks.");
    const fixed = r.int(1, 2);
    let i = 0;
    for (; i < fixed; i++) {
      b.step([W.fix.edit(i, left[0])], `Fixing: ${left[0]}`);
      left = left.slice(1);
      b.step([W.fix.test(left)], "Re-running.");
    }
    const stuck = r.int(4, 6);
    let lf = null;
    if (V === 4) {
      // oscillation: fixing one error brings another back
      const a = E[0], c = left[0];
      for (let k = 0; k < stuck; k++) {
        const target = k % 2 ? a : c;
        b.step([W.fix.edit(i + k, target)], `Fixing: ${target}`);
        const now = k % 2 ? [c, ...left.slice(1)] : [a, ...left.slice(1)];
        const idx = b.step([W.fix.test(now)], "Re-running.");
        if (k === 1) lf = idx;
      }
    } else {
      for (let k = 0; k < stuck; k++) {
        const ed = W.fix.edit(i + k + 2, left[0]);
        b.step([k ? tweak(ed, r) : ed], r.pick([`Another attempt at: ${left[0]}`, "Trying a different fix.", null, "Adjusting the change."]));
        const idx = b.step([W.fix.test(left)], r.pick(["Re-running.", null]));
        if (k === 0) lf = idx;
      }
    }
    endLoop(b, r, 0.5);
    return { loop_from: lf, note: `${fixed} errors fixed, then ${stuck} edit→check rounds ${V === 4 ? "oscillating between two failure states" : `that never clear '${left[0]}'`}` };
  },

  "echo"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [1, 2, 4, 6]));
    const task = b.messages[1].content;
    const nudges = ["Continue.", "[system] No tool call was made in your last response. Continue with the task or call a tool.", "please continue", "Proceed.", "Keep going.", "?"];
    const reps = r.int(6, 9);
    let lf = null;
    for (let i = 0; i < reps; i++) {
      let t;
      if (V === 0) t = r.pick([`My plan: 1) gather the data, 2) verify it, 3) report back. Starting with step 1.`, `Plan: first gather the data, then verify, then report. I'll start with gathering.`, `I'll gather the data, verify it and then report. Beginning now.`]);
      else if (V === 1) t = r.pick([`You asked me to: "${task}" I will do that.`, `To confirm, the task is: ${task}`, `Understood. Task: ${task}`]);
      else if (V === 2) t = r.pick([`I'll now call ${W.get(W.ents[0]).name} to fetch the details.`, `Next I will use ${W.get(W.ents[0]).name} to get the data.`, `Calling ${W.get(W.ents[0]).name} now.`]);
      else if (V === 3) t = r.pick(["Summary: the work is complete; all items were checked and nothing further is needed.", "The work is complete: all items were checked, nothing further is needed.", "To summarise: everything has been checked and no further action is needed."]);
      else t = `Instructions: ${W.system.slice(0, 160)}${r.pick(["…", "", " ..."])}`;
      const idx = b.say(t);
      if (i === 1) lf = idx;
      if (i < reps - 1 || r.chance(0.5)) b.user(r.pick(nudges), b.nudger ?? (r.chance(0.3) ? "harness" : undefined));
    }
    return { loop_from: lf, note: `${["restates its plan", "echoes the task back", "announces a tool call it never makes", "repeats its closing summary", "echoes its instructions"][V]} ${reps} times between nudges, no tool calls` };
  },
};

// ================================================================= LEGIT LOOK-ALIKES
const DONE = ["Done.", "All finished.", "Complete.", "Here's the result."];
function finish(b, r, W, what) {
  b.say(`${r.pick(DONE)} ${what}`);
}

export const legitKinds = {
  "progress-poll"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 1, 2]));
    b.step([W.job.start()], "Starting the job.");
    let pct = 0;
    let s = 15;
    const flat = V % 2 ? r.int(1, 2) : 0;
    for (let i = 0; i < flat; i++) {
      b.step([W.job.status({ pct: 0, state: W.job.states[0] })], "Queued, waiting.");
      if (W.sleep) b.step([W.sleep(s)], null); else b.wait(s);
      s *= 2;
    }
    const coarse = W.job.coarse;
    const polls = coarse ? coarse - 1 : r.int(4, 12);
    for (let i = 0; i < polls; i++) {
      pct = coarse ? Math.round((100 * (i + 1)) / coarse) + 1 : Math.min(99, pct + r.int(3, Math.ceil(180 / polls)));
      b.step([W.job.status({ pct, state: W.job.states[Math.min(i + 1, W.job.states.length - 1)] })], r.pick(["Progressing.", null, `At ${pct}%.`, "Checking progress."]));
      if (W.sleep && V < 2) b.step([W.sleep(r.pick([20, 30, 60]))], null); else b.wait(r.int(20, 90));
    }
    b.step([W.job.status({ done: true, pct: 100 })], "Checking once more.");
    finish(b, r, W, "The job completed successfully.");
    return { loop_from: null, note: `${flat} queued polls with backoff, then ${polls} polls with progress, then done` };
  },

  "paginate-end"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    const per = 8;
    const np = r.int(4, 8);
    const pages = Array.from({ length: np }, (_, i) => P.take(i === np - 1 ? r.int(2, 7) : per));
    const total = per * (np - 1) + pages[np - 1].length;
    const tok = Array.from({ length: np + 1 }, () => r.alnum(16));
    for (let i = 0; i < np; i++) {
      b.step([W.list({ i, page: i + 1, offset: i * per, shownOffset: i * per, shown: i, rows: pages[i], total, cursor: i ? tok[i] : null, next: i < np - 1 ? tok[i + 1] : null })], i ? r.pick(["Next page.", null, "Continuing."]) : "Listing.");
    }
    if (V % 2) for (const e of r.sample(pages.flat(), r.int(1, 3))) b.step([W.get(e)], `Opening ${label(e)} for detail.`);
    finish(b, r, W, `Went through all ${np} pages (${total} rows) and compiled the list.`);
    return { loop_from: null, note: `${np} pages of distinct rows until the end (${total} rows)` };
  },

  "retry-succeeds"(b, W, r, V) {
    const P = pool(r, W.ents);
    const items = P.take(r.int(5, 12));
    const bad = new Set(r.sample(items.slice(1), V % 2 ? 2 : 1));
    for (const e of items) {
      if (bad.has(e)) {
        const tries = r.int(1, 2);
        for (let t = 0; t < tries; t++) {
          const ra = r.pick([5, 10, 20, 30]);
          b.step([W.transient(e, ra)], t ? "Still throttled." : null);
          if (W.sleep) b.step([W.sleep(ra)], `Waiting ${ra}s as asked.`);
          else b.wait(ra);
        }
      }
      b.step([V >= 2 ? W.check(e) : W.get(e)], `Processing ${label(e)}.`);
      if (V >= 2) b.step([W.act(e)], null);
    }
    finish(b, r, W, `Processed ${items.length} items; ${bad.size} needed a retry after rate limiting.`);
    return { loop_from: null, note: `batch of ${items.length}; ${bad.size} item(s) rate-limited 1-2 times, waited as told, then succeeded` };
  },

  "batch-distinct"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    const items = P.take(r.int(10, 28));
    const rej = V === 3 ? new Set(r.sample(items, r.int(2, 4))) : new Set();
    for (const e of items) {
      if (V === 0) b.step([W.get(e)], r.chance(0.3) ? `Next: ${label(e)}.` : null);
      else if (V === 1) b.step([W.act(e)], r.chance(0.3) ? `Updating ${label(e)}.` : null);
      else if (V === 2) b.step([W.check(e), W.act(e)], null);
      else b.step([rej.has(e) ? W.reject(e) : W.act(e)], rej.has(e) ? null : r.chance(0.2) ? "Next." : null);
    }
    finish(b, r, W, `Handled ${items.length} items${rej.size ? `; ${rej.size} were rejected for item-specific reasons and are listed for follow-up` : ""}.`);
    return { loop_from: null, note: `same tool on ${items.length} distinct items${rej.size ? `, ${rej.size} item-specific rejections` : ""}` };
  },

  "edit-test-converges"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    let left = W.fix.errors.slice();
    b.step([W.fix.test(left)], "Running the checks first.");
    let i = 0;
    while (left.length) {
      if (V % 2 && i === 1) {
        b.step([W.fix.edit(i, left[0])], `First try at: ${left[0]}`);
        b.step([W.fix.test(left)], null); // one attempt that did not fix it
        i++;
      }
      b.step([W.fix.edit(i, left[0])], `Fixing: ${left[0]}`);
      left = left.slice(1);
      b.step([W.fix.test(left)], left.length ? "Re-running." : "Final check.");
      i++;
    }
    finish(b, r, W, "All checks pass now.");
    return { loop_from: null, note: `edit→check until clean, one fewer failure per round${V % 2 ? " (one failed attempt on the second error)" : ""}` };
  },

  "search-refine"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    const qs = W.q.refine;
    if (V % 2) for (const q of r.sample(W.q.empty, 2)) b.step([W.search(q, [])], "Trying a specific search first.");
    let hits = P.take(5);
    qs.forEach((q, i) => {
      hits = i ? [...hits.slice(0, Math.max(1, 5 - i * 1)).slice(1), P.next()] : hits;
      b.step([W.search(q, hits)], i ? "Narrowing the search." : "Broad search first.");
    });
    b.step([W.get(hits[hits.length - 1])], "Opening the best match.");
    finish(b, r, W, `Found it: ${label(hits[hits.length - 1])}.`);
    return { loop_from: null, note: `search refined ${qs.length} times, hits change every time${V % 2 ? " (after two empty specific searches)" : ""}` };
  },

  "monitor-changing"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    const M = W.monitor;
    let v = M.start;
    const checks = r.int(5, 12);
    const trend = M.dir ?? 1;
    for (let i = 0; i < checks; i++) {
      b.step([M.call(v)], r.pick(["Checking.", null, "Next reading.", "Taking another measurement."]));
      if (W.sleep && V !== 2) b.step([W.sleep(r.pick([60, 120, 180]))], null);
      else b.wait(r.int(60, 200));
      // counters climb by at least 0.6 step; recovering metrics fall by 15-35 % of their distance to a floor
      v = trend > 0 ? v + M.step * (0.6 + r.next()) : v - (v - M.start / 2) * (0.15 + 0.2 * r.next());
    }
    finish(b, r, W, "Monitoring window over; the readings moved as summarised above.");
    return { loop_from: null, note: `user asked for monitoring; ${checks} checks of the same metric, the value changes every time` };
  },

  "agents-converge"(b, W, r, V) {
    const P = pool(r, W.ents);
    const C = W.chat;
    prefix(b, W, r, P, lead(r, [1, 2, 3]));
    b.say(`${cap(C.stance)}.`);
    if (V % 2) b.other(C.peer, `${cap(C.peerStance)}.`); else b.user(`${cap(C.peerStance)}.`, C.peer);
    C.points.forEach((pt, i) => {
      if (i % 2 === 0 && r.chance(0.6)) b.step([W.check(P.next())], "Let me get the figure.");
      const mine = [`Good point. I checked: ${pt}.`, `New data: ${pt}.`, `That changes things — ${pt}.`, `Fair. ${cap(pt)}.`];
      const theirs = [`Noted. Also: ${pt}.`, `One more thing: ${pt}.`, `Agreed so far. ${cap(pt)}.`, `OK — and ${pt}.`];
      if (i % 2 === 0) b.say(r.pick(mine));
      else if (V % 2) b.other(C.peer, r.pick(theirs));
      else b.user(r.pick(theirs), C.peer);
    });
    finish(b, r, W, `Agreed with ${C.peer}: ${C.points[4]}.`);
    return { loop_from: null, note: `discussion with ${C.peer}: each turn adds a fact, they converge` };
  },

  "alternate-per-item"(b, W, r, V) {
    const P = pool(r, W.ents);
    const items = P.take(r.int(5, 12));
    for (const e of items) {
      b.step([V % 2 ? W.check(e) : W.get(e)], r.chance(0.4) ? `Checking ${label(e)}.` : null);
      b.step([W.act(e)], null);
    }
    finish(b, r, W, `Processed ${items.length} items.`);
    return { loop_from: null, note: `lookup→action alternating, a new item every pair (${items.length} items)` };
  },

  "doc-forward"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    const L = W.doc.lines.length;
    const w = r.pick([25, 30, 40]);
    const ov = V % 2 ? r.int(2, 5) : 0;
    for (let s = 0; s < L; s += w - ov) b.step([W.doc.read(s, w)], s ? null : "Reading the document.");
    finish(b, r, W, "Read the whole document; the relevant clauses are summarised below.");
    return { loop_from: null, note: `reads a ${L}-line document forward to the end in ${w}-line windows${ov ? ` with ${ov}-line overlap` : ""}` };
  },

  "reread-after-edit"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, r.int(2, 5));
    const L = W.doc.lines;
    const w = 30;
    const s = r.int(0, 3) * 30;
    b.step([W.doc.read(s, w)], "Reading the section.");
    const times = V % 2 ? 2 : 1;
    for (let t = 0; t < times; t++) {
      const ln = s + r.int(2, 25);
      const newText = `${L[ln].replace(/\.$/, "")} (updated ${t + 1}: ${r.pick(["clarified wording", "added owner", "corrected figure", "linked source"])}).`;
      b.step([{ name: "doc_edit", args: { line: ln + 1, text: newText }, out: (n) => `line ${ln + 1} updated (rev ${n.hex(7)})` }], `Updating line ${ln + 1}.`);
      L[ln] = newText;
      b.step([W.doc.read(s, w)], "Re-reading to confirm the change.");
    }
    finish(b, r, W, "Section updated and verified.");
    return { loop_from: null, note: `read, edit, re-read the same window showing the new text (${times}x)` };
  },

  "long-mixed"(b, W, r, V) {
    const P = pool(r, W.ents);
    b.step([W.job.start()], "Kicking off the background job first.");
    let pct = 0;
    const n = r.int(28, 50);
    let qi = 0, ds = 0;
    for (let i = 0; i < n; i++) {
      const x = r.int(0, 9);
      if (x < 3) b.step([W.get(P.next())], null);
      else if (x < 5) b.step([W.check(P.next())], null);
      else if (x < 7) b.step([W.act(P.next())], null);
      else if (x === 7 && pct < 76) { pct = W.job.coarse ? pct + 25 : Math.min(99, pct + r.int(6, 20)); b.step([W.job.status({ pct, state: W.job.states[Math.min(2, W.job.states.length - 1)] })], "Checking the background job."); }
      else if (x === 8 && qi < W.q.refine.length) { b.step([W.search(W.q.refine[qi], P.take(3 + qi))], "Searching."); qi++; }
      else if (ds < W.doc.lines.length) { b.step([W.doc.read(ds, 40)], "Reading the reference."); ds += 40; }
      else b.step([W.get(P.next())], null);
    }
    b.step([W.job.status({ done: true, pct: 100 })], "Background job status.");
    finish(b, r, W, "Everything on the list is done.");
    return { loop_from: null, note: `${n + 2} mixed steps on distinct items with a progressing background job` };
  },

  "user-repeat"(b, W, r, V) {
    const P = pool(r, W.ents);
    const e = W.ents[0];
    b.step([W.get(e)], `Looking up ${label(e)}.`);
    b.say(`Here is the current state of ${label(e)}.`);
    const k = r.int(2, 4);
    for (let i = 0; i < k; i++) {
      if (V % 2) {
        const e2 = P.next();
        b.user(r.pick([`And ${label(e2)}?`, `Same for ${label(e2)} please.`, `Now ${label(e2)}.`]));
        b.step([W.get(e2)], `Looking up ${label(e2)}.`);
        b.say(`Here is ${label(e2)}.`);
      } else {
        b.user(r.pick(["Check it again in five minutes please, I want to be sure it's stable.", "Once more please, for the record.", "Can you re-check it? I need it confirmed before I sign off."]));
        b.wait(300);
        b.step([W.get(e)], "Checking again as requested.");
        b.say("Same as before — stable.");
      }
    }
    return { loop_from: null, note: V % 2 ? `the user asks about ${k} further items one by one (same tool, new target each time)` : `the user asked ${k} times for a fresh check of the same record (identical facts, as requested)` };
  },

  "parallel-fanout"(b, W, r, V) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, lead(r, [0, 0, 2, 4]));
    const turns = r.int(4, 8);
    for (let t = 0; t < turns; t++) {
      const es = P.take(r.int(3, 5));
      b.step(es.map((e) => (V % 2 && t % 2 ? W.check(e) : W.get(e))), t ? null : "Fetching in parallel.");
    }
    finish(b, r, W, "Collected everything.");
    return { loop_from: null, note: `${turns} turns of 3-5 parallel lookups on distinct items` };
  },
};

// ================================================================= AMBIGUOUS
export const ambKinds = {
  "amb-empty-search-stop"(b, W, r) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, 2);
    let lf = null;
    r.sample(W.q.empty, 3).forEach((q, i) => { const idx = b.step([W.search(q, [])], i ? "Nothing; rewording." : "Searching."); if (i === 1) lf = idx; });
    b.say("I couldn't find it with three different searches. It probably isn't in the system; can you give me another identifier?");
    return { loop_from: lf, note: "three empty reworded searches, then a clean 'not found'" };
  },
  "amb-outage-backoff-stop"(b, W, r) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, 2);
    const e = P.next();
    let lf = null;
    [5, 15, 45, 0].forEach((s, i) => { const idx = b.step([W.fail(e, 0)], i ? "Retrying after backoff." : null); if (i === 1) lf = idx; if (s) { if (W.sleep) b.step([W.sleep(s)], null); else b.wait(s); } });
    b.say("The backend is down (same error four times with 5/15/45 s backoff). Stopping; please retry later.");
    return { loop_from: lf, note: "the same call 4x with exponential backoff on a hard outage, then a clean stop" };
  },
  "amb-user-asked-wait"(b, W, r) {
    b.messages[1].content += " Keep checking every few minutes until it moves; don't stop.";
    b.step([W.job.start()], "Starting.");
    let lf = null;
    const n = r.int(6, 8);
    for (let i = 0; i < n; i++) {
      const idx = b.step([W.job.status({ pct: 0, state: W.job.stuck, detail: W.job.stuckDetail })], "Checking as asked.");
      if (i === 1) lf = idx;
      if (W.sleep) b.step([W.sleep(300)], null); else b.wait(300);
    }
    return { loop_from: lf, note: "the user said to keep polling; the state never moves (cut)" };
  },
  "amb-double-check"(b, W, r) {
    const P = pool(r, W.ents);
    prefix(b, W, r, P, 3);
    const e = P.next();
    b.step([W.get(e)], `Looking at ${label(e)} before the change.`);
    b.step([W.check(e)], null);
    const lf = b.step([W.get(e), W.check(e)], "Double-checking both before the irreversible step.");
    b.step([W.act(e)], "Applying.");
    b.say("Done, verified before applying.");
    return { loop_from: lf, note: "one parallel re-read of two unchanged records before an irreversible action" };
  },
};
