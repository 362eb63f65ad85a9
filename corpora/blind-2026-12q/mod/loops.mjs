/** The ten loop kinds. Each body runs after the healthy warm-up and marks the first redundant call. */
import { crm, docWindow, fail, kbAnswer, meta, slots, status, ticket } from "./api.mjs";
import { dateOf } from "./warm.mjs";

const notes = ["Let me look that up again.", "Checking once more to be sure.", null, null, "I'll try a slightly different query.", null];

export const LOOPS = {
  "rag-respelled": {
    note: "the same knowledge-base question re-spelled (and translated) again and again; same chunks, scores jitter, request ids change",
    body(c) {
      const { kit, r } = c;
      c.user(c.phrase("reask", kit.x[0]));
      const rounds = r.int(2, 4);
      let i = 0;
      for (let u = 0; u < rounds; u++) {
        const per = r.int(2, 4);
        for (let j = 0; j < per; j++, i++) {
          const q = kit.respell[i % 4] + (i >= 4 ? ["", " ?", " 2026", " status"][i % 4] : "");
          c.call(kit.tools.kb, { query: q, top_k: 5, filters: { lang: kit.lang } }, kbAnswer(c, q, "R"), { mark: i === 1, note: r.pick(notes) });
        }
        c.say("repeat", kit.x[0]);
        if (u < rounds - 1) c.user(c.phrase(r.pick(["nudge", "reask", "again"]), kit.x[0]));
      }
    },
  },
  "retry-storm-varied": {
    note: "an upstream dependency answers 503 every time; the agent keeps calling it with re-shaped arguments across the person's messages",
    body(c) {
      const { kit, r, world } = c;
      c.user(c.phrase("check", kit.x[0]));
      const shapes = [{ ref: world.ref }, { reference: world.ref, customer_id: world.cust }, { ref: world.ref, timeout_s: 30 }, { id: world.booking }, { ref: ` ${world.ref}` }, { ref: world.ref, force_refresh: true }];
      const rounds = r.int(2, 4);
      let i = 0;
      for (let u = 0; u < rounds; u++) {
        for (let j = 0; j < r.int(2, 3); j++, i++) {
          c.call(kit.tools.ext, shapes[i % shapes.length], fail(c, "upstream_unavailable", 503, "Service Unavailable: partner endpoint did not respond"), { mark: i === 2, slow: true });
        }
        c.say("fail");
        if (u < rounds - 1) c.user(c.phrase(r.pick(["reask", "nudge"]), kit.x[0]));
      }
    },
  },
  "ping-pong": {
    openWith: "kb",
    note: "customer record and ticket fetched in alternation with nothing changing between them",
    body(c) {
      const { kit, r, world } = c;
      c.user(c.phrase("check", kit.x[1]));
      const n = r.int(6, 10);
      for (let i = 0; i < n; i++) {
        if (i % 2 === 0) c.call(kit.tools.crm, { id: world.cust }, crm(c), { mark: i === 2 });
        else c.call(kit.tools.tk, { id: world.ticket }, ticket(c), { mark: i === 2 });
        if (i === 5) {
          c.say("repeat", kit.x[1]);
          c.user(c.phrase("nudge"));
        }
      }
    },
  },
  "poll-frozen": {
    note: "a payment polled many times; status stays pending, only checked_at and request ids move",
    body(c) {
      const { kit, r, world } = c;
      c.user(c.phrase("pay"));
      const n = r.int(6, 11);
      for (let i = 0; i < n; i++) {
        c.wait(r.int(20, 90));
        c.call(kit.tools.pay, { payment_id: world.pay }, status(c, world.pay, "pending", { amount: 120, currency: kit.cur, last_event: "authorization_requested" }), { mark: i === 2 });
        if (i === 3 || i === 7) {
          c.say("wait");
          c.user(c.phrase(r.pick(["nudge", "again"])));
        }
      }
    },
  },
  "window-shift": {
    note: "one knowledge-base article re-read through windows shifted by a few lines, mostly the same text each time",
    body(c) {
      const { kit, r } = c;
      c.user(c.phrase("faq", kit.x[2]));
      const art = `${kit.id.split("-")[0]}-art-${r.int(100, 999)}`;
      const offs = [0, 20, 10, 30, 0, 15, 25, 5];
      const n = r.int(5, 8);
      for (let i = 0; i < n; i++) {
        c.call(kit.tools.doc, { article_id: art, offset: offs[i], limit: 40 }, docWindow(c, art, offs[i], 40), { mark: i === 1 });
        if (i === 3) {
          c.say("repeat", kit.x[2]);
          c.user(c.phrase("nudge"));
        }
      }
    },
  },
  "same-lookup-each-turn": {
    openWith: "kb",
    note: "every time the person writes, the agent repeats the same account lookup and the same holding sentence",
    body(c) {
      const { kit, r, world } = c;
      const rounds = r.int(4, 7);
      for (let u = 0; u < rounds; u++) {
        c.user(c.phrase(u === 0 ? "check" : r.pick(["nudge", "again", "reask", "ok"]), kit.x[3]));
        c.call(kit.tools.crm, u % 2 ? { id: world.cust.toLowerCase() } : { id: world.cust }, crm(c), { mark: u === 1 });
        c.say("repeat", kit.x[3]);
      }
    },
  },
  "cycle-3": {
    note: "a three-step cycle (search, account, availability) repeated with unchanged answers",
    body(c) {
      const { kit, r, world } = c;
      c.user(c.phrase("more"));
      const n = r.int(7, 12);
      const q = kit.faqs[0];
      for (let i = 0; i < n; i++) {
        const s = i % 3;
        const m = { mark: i === 3 };
        if (s === 0) c.call(kit.tools.kb, { query: q, top_k: 4 }, kbAnswer(c, q, q, 4), m);
        else if (s === 1) c.call(kit.tools.crm, { id: world.cust, fields: "tier,open_tickets" }, crm(c), m);
        else c.call(kit.tools.av, { date: dateOf(c, 2), limit: 3 }, slots(c, dateOf(c, 2)), m);
        if (i === 5) {
          c.say("repeat", kit.x[0]);
          c.user(c.phrase("nudge"));
        }
      }
    },
  },
  "trivial-arg": {
    note: "availability asked for the same date in different spellings; identical items each time",
    body(c) {
      const { kit, r } = c;
      const d = dateOf(c, 5);
      const [y, m, dd] = d.split("-");
      const forms = [d, `${dd}.${m}.${y}`, `${y}/${m}/${dd}`, `${d}T00:00:00Z`, `${Number(dd)}/${Number(m)}/${y}`, `${d} `];
      c.user(c.phrase("more"));
      const n = r.int(5, 8);
      for (let i = 0; i < n; i++) {
        c.call(kit.tools.av, { date: forms[i % forms.length], limit: 3 }, slots(c, d), { mark: i === 1 });
        if (i === 2 || i === 5) {
          c.say("found", null, `${d}: 3`);
          c.user(c.phrase("more"));
        }
      }
    },
  },
  "busy-no-progress": {
    openWith: "kb",
    note: "varied list/get/search calls over the same stuck ticket; nothing new comes back and the person is never answered",
    body(c) {
      const { kit, r, world } = c;
      c.user(c.phrase("check", kit.x[2]));
      const one = () => ({ data: [ticket(c).data], paging: { next_cursor: null, has_more: false }, meta: meta(c) });
      const steps = [
        () => c.call(kit.tools.tkl, { customer_id: world.cust, status: "open" }, one),
        () => c.call(kit.tools.tk, { id: world.ticket }, ticket(c)),
        () => c.call(kit.tools.crm, { id: world.cust }, crm(c)),
        () => c.call(kit.tools.tkl, { q: world.ref }, one, { mark: true }),
        () => c.call(kit.tools.tk, { id: world.ticket, include: "comments" }, ticket(c)),
        () => c.call(kit.tools.tkl, { customer_id: world.cust, status: "open", sort: "-updated_at" }, one),
        () => c.call(kit.tools.crm, { id: world.cust, expand: ["tickets"] }, crm(c)),
        () => c.call(kit.tools.tk, { id: world.ticket }, ticket(c)),
        () => c.call(kit.tools.tkl, { assignee: "queue:tier2", q: world.cust }, one),
      ];
      const n = r.int(7, 9);
      for (let i = 0; i < n; i++) {
        steps[i]();
        if (i === 4) c.user(c.phrase("nudge"));
      }
    },
  },
  "failing-write-reasked": {
    note: "a booking write rejected by validation for the same field; the agent resends the same payload each time the person re-asks",
    body(c) {
      const { kit, r, world } = c;
      const d = dateOf(c, 4);
      c.user(c.phrase("ok"));
      const rounds = r.int(3, 5);
      let a = 0;
      for (let u = 0; u < rounds; u++) {
        const args = u % 2 ? { slot_date: d, item: kit.items[0], customer_id: world.cust, seats: 1 } : { customer_id: world.cust, item: kit.items[0], slot_date: d, seats: 1 };
        c.call(kit.tools.bk, args, fail(c, "validation_error", 422, "customer.phone: must be in E.164 format"), { mark: a++ === 1 });
        if (r.chance(0.5)) c.call(kit.tools.bk, { ...args, idempotency_key: `${world.ref}-${u}` }, fail(c, "validation_error", 422, "customer.phone: must be in E.164 format"), { mark: a++ === 1 });
        c.say("fail");
        if (u < rounds - 1) c.user(c.phrase(r.pick(["reask", "nudge"]), kit.x[0]));
      }
    },
  },
};
