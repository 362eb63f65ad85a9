/** Fourteen legit look-alikes and four ambiguous shapes; none marks a call. */
import { crm, docWindow, fail, kbAnswer, slots, status, ticket } from "./api.mjs";
import { dateOf } from "./warm.mjs";

const pollTo = (c, states, extra) => {
  for (const s of states) {
    c.wait(c.r.int(30, 120));
    c.call(c.kit.tools.pay, { payment_id: c.world.pay }, status(c, c.world.pay, s, extra(s)));
  }
};

export const LEGIT = {
  "pagination-real": (c) => {
    const { kit, r } = c;
    c.user(c.phrase("more"));
    const d = dateOf(c, 3);
    const pages = r.int(3, 5);
    let cur;
    for (let p = 0; p < pages; p++) {
      const o = slots(c, d, p, p === pages - 1, 2);
      c.call(kit.tools.av, cur ? { date: d, limit: 2, cursor: cur } : { date: d, limit: 2 }, o);
      cur = o.paging.next_cursor;
    }
    c.say("found", null, `${pages * 2} × ${d}`);
  },
  "poll-progresses": (c) => {
    c.user(c.phrase("pay"));
    pollTo(c, ["pending", "pending", "processing", "processing", "succeeded"].slice(c.r.int(0, 1)), (s) => ({ amount: 120, currency: c.kit.cur, last_event: { pending: "authorization_requested", processing: "captured", succeeded: "settled" }[s] }));
    c.say("done", null, c.world.pay);
  },
  "retry-succeeds": (c) => {
    const { kit, r, world } = c;
    c.user(c.phrase("check", kit.x[0]));
    const n = r.int(1, 2);
    for (let i = 0; i < n; i++) {
      c.call(kit.tools.ext, { ref: world.ref }, fail(c, "upstream_unavailable", 503, "Service Unavailable"), { slow: true });
      c.wait(r.int(5, 30));
    }
    c.call(kit.tools.ext, { ref: world.ref }, status(c, world.ref, "ok", { detail: kit.kb[0] }));
    c.say("found", null, kit.kb[0]);
  },
  "batch-items": (c) => {
    const { kit, r } = c;
    c.user(`${c.phrase("ok")} ${kit.x[0]}: ${r.int(6, 10)} × ${kit.pre[1]}`);
    const n = r.int(6, 10);
    for (let i = 0; i < n; i++) {
      const id = `${kit.pre[1]}-${40000 + i * 17 + r.int(0, 9)}`;
      c.call(kit.tools.tkc, { id, body: `${kit.kb[i % kit.kb.length]}`, public: false }, ticket(c, id, "open", 4 + i));
    }
    c.say("done", null, `${n}/${n}`);
  },
  "user-asks-again": (c) => {
    const { kit, r, world } = c;
    const states = r.pick([["in_review", "in_review", "approved"], ["queued", "issued"], ["in_review", "approved"]]);
    states.forEach((s, i) => {
      c.user(c.phrase(i === 0 ? "check" : "again", kit.x[0]), i === 0 ? 2 : r.int(25, 120));
      c.call(kit.tools.bkget, { id: world.booking }, status(c, world.booking, s));
      c.say(i === states.length - 1 ? "done" : "found", null, s);
    });
  },
  "edits-converge": (c) => {
    const { kit, r, world } = c;
    c.user(c.phrase("ok"));
    const n = r.int(3, 5);
    let text = kit.kb.join(" ");
    for (let i = 0; i < n; i++) {
      if (i > 0) c.user(c.phrase("edit"));
      text = text.slice(0, Math.floor(text.length * 0.75)).trim();
      c.call(kit.tools.draft, { draft_id: `dr_${world.ref}`, body: text, version: i + 1 }, status(c, `dr_${world.ref}`, "saved", { version: i + 1, chars: text.length }));
      c.say("done", null, text);
    }
  },
  "rag-refined": (c) => {
    const { kit, r } = c;
    c.user(c.phrase("faq", kit.x[1]));
    const qs = [kit.x[1], `${kit.x[1]} ${kit.faqs[0]}`, `${kit.x[1]} ${kit.titles[2]}`, `${kit.titles[1]}`];
    for (let i = 0; i < r.int(3, 4); i++) c.call(kit.tools.kb, { query: qs[i], top_k: 4 + i }, kbAnswer(c, qs[i], qs[i], 4 + i));
    c.say("found", null, kit.kb[1]);
  },
  "multi-customer": (c) => {
    const { kit, r } = c;
    c.user(c.phrase("check", kit.x[3]));
    const n = r.int(4, 6);
    for (let i = 0; i < n; i++) {
      const id = `${kit.pre[0]}-${300000 + i * 1311 + r.int(0, 99)}`;
      c.call(kit.tools.crm, { id }, crm(c, id, `${c.world.name.split(" ")[0]} (${i + 1})`));
    }
    c.say("found", null, `${n}`);
  },
  "long-mixed": (c) => {
    LEGIT["pagination-real"](c);
    c.user(c.phrase("ok"));
    c.call(c.kit.tools.bk, { item: c.kit.items[1], date: dateOf(c, 3), customer_id: c.world.cust }, status(c, c.world.booking, "reserved"));
    c.say("done", null, c.world.booking);
    LEGIT["poll-progresses"](c);
  },
  "doc-sequential": (c) => {
    const { kit, r } = c;
    c.user(c.phrase("faq", kit.x[2]));
    const art = `${kit.id.split("-")[0]}-art-${r.int(100, 999)}`;
    for (let i = 0; i < r.int(4, 6); i++) c.call(kit.tools.doc, { article_id: art, offset: i * 60, limit: 60 }, docWindow(c, art, i * 60, 60));
    c.say("found", null, kit.kb[2]);
  },
  "alternating-progress": (c) => {
    const { kit, r, world } = c;
    const n = r.int(3, 4);
    for (let i = 0; i < n; i++) {
      c.user(`${c.phrase("ok")} — ${kit.kb[i % kit.kb.length]}`);
      c.call(kit.tools.tkc, { id: world.ticket, body: kit.kb[i % kit.kb.length], public: i % 2 === 0 }, status(c, world.ticket, "comment_added", { comment_no: 4 + i }));
      c.call(kit.tools.tk, { id: world.ticket }, ticket(c, world.ticket, i === n - 1 ? "pending_customer" : "open", 4 + i));
      c.say("done", null, `#${4 + i}`);
    }
  },
  "rate-limit-wait": (c) => {
    const { kit, r } = c;
    c.user(c.phrase("more"));
    const d = dateOf(c, 6);
    c.call(kit.tools.av, { date: d }, { ...fail(c, "rate_limited", 429, "Too Many Requests"), retry_after_s: 20 });
    c.wait(21);
    c.call(kit.tools.av, { date: d }, slots(c, d, 0, true, r.int(3, 5)));
    c.say("found", null, d);
  },
  "dates-vary": (c) => {
    const { kit, r } = c;
    const n = r.int(3, 5);
    for (let i = 0; i < n; i++) {
      const d = dateOf(c, 12 + i * 3);
      c.user(i === 0 ? c.phrase("more") : `${c.phrase("more")} ${d}?`);
      c.call(kit.tools.av, { date: d, limit: 3 }, slots(c, d));
      c.say("found", null, d);
    }
  },
  "verify-after-write": (c) => {
    const { kit, world } = c;
    c.user(c.phrase("ok"));
    c.call(kit.tools.bk, { item: kit.items[2], date: dateOf(c, 2), customer_id: world.cust }, status(c, world.booking, "reserved", { hold_expires_in_s: 900 }));
    c.call(kit.tools.bkget, { id: world.booking }, status(c, world.booking, "reserved", { payment_id: world.pay }));
    c.say("found", null, world.booking);
    c.user(c.phrase("pay"));
    c.call(kit.tools.pay, { payment_id: world.pay }, status(c, world.pay, "succeeded"));
    c.call(kit.tools.bkget, { id: world.booking }, status(c, world.booking, "confirmed", { payment_id: world.pay }));
    c.say("done", null, world.booking);
  },
};

export const AMBIG = {
  "slow-queue": (c) => {
    c.user(c.phrase("pay"));
    const pos = [14, 14, 13, 13, 13, 12, 12, 12, 12];
    pos.forEach((p, i) => {
      c.wait(c.r.int(60, 120));
      c.call(c.kit.tools.pay, { payment_id: c.world.pay }, status(c, c.world.pay, "queued", { queue_position: p }));
      if (i === 4) c.say("wait");
      if (i === 4) c.user(c.phrase("nudge"));
    });
  },
  "user-insists": (c) => {
    for (let i = 0; i < 4; i++) {
      c.user(c.phrase(i ? "again" : "check", c.kit.x[0]), i ? c.r.int(1, 3) : 2);
      c.call(c.kit.tools.bkget, { id: c.world.booking }, status(c, c.world.booking, "in_review"));
      c.say("found", null, "in_review");
    }
  },
  "short-retry-escalate": (c) => {
    c.user(c.phrase("check", c.kit.x[0]));
    for (let i = 0; i < 3; i++) c.call(c.kit.tools.ext, { ref: c.world.ref }, fail(c, "upstream_unavailable", 503, "Service Unavailable"), { slow: true });
    c.call(c.kit.tools.tkc, { id: c.world.ticket, body: "partner API 503 x3, escalating", public: false }, status(c, c.world.ticket, "escalated"));
    c.say("escalate", null, c.world.ticket);
  },
  "overlapping-rag": (c) => {
    c.user(c.phrase("faq", c.kit.x[0]));
    const qs = [c.kit.respell[0], `${c.kit.respell[0]} ${c.kit.titles[0]}`, `${c.kit.x[0]} ${c.kit.titles[0]}`];
    qs.forEach((q, i) => {
      c.call(c.kit.tools.kb, { query: q, top_k: 5 }, kbAnswer(c, q, i < 2 ? "R" : q));
    });
    c.say("found", null, c.kit.kb[0]);
  },
};
