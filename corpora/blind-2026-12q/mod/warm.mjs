/** Healthy turns: distinct questions answered with one or two distinct calls; they put the loop at varied depths. */
import { crm, kbAnswer, meta, slots, ticket } from "./api.mjs";

const d = (c, off = 0) => new Date(Date.UTC(2026, 11, c.world.day + off)).toISOString().slice(0, 10);
export const dateOf = d;

const TURNS = {
  faq0: (c) => faq(c, 1),
  faq1: (c) => faq(c, 2),
  faq2: (c) => faq(c, 3),
  account(c) {
    const T = c.kit.tools;
    c.user(c.phrase("check", c.kit.x[3]));
    const o = crm(c);
    c.call(T.crm, { id: c.world.cust, expand: ["subscriptions"] }, o);
    c.say("found", null, `${o.data.name} · ${o.data.tier} · ${o.data.open_tickets}`);
  },
  tickets(c) {
    const T = c.kit.tools;
    c.user(c.phrase("check", c.kit.x[2]));
    c.call(T.tkl, { customer_id: c.world.cust, status: "any", limit: 10 }, () => ({ data: [ticket(c, `${c.kit.pre[1]}-${c.r.int(10000, 19999)}`, "solved", 2).data], paging: { next_cursor: null, has_more: false }, meta: meta(c) }));
    c.say("found", null, `1 × solved`);
  },
  avail(c) {
    const T = c.kit.tools;
    c.user(c.phrase("more"));
    const o = slots(c, d(c, 9), 0, true, 4);
    c.call(T.av, { date: d(c, 9), limit: 4 }, o);
    c.say("found", null, o.data.map((x) => `${x.name} (${x.price.amount} ${x.price.currency})`).join("; "));
  },
};

function faq(c, i) {
  c.user(c.phrase("faq", c.kit.faqs[i]));
  faqAnswer(c, i);
}

function faqAnswer(c, i) {
  const T = c.kit.tools;
  const o = kbAnswer(c, c.kit.faqs[i], c.kit.faqs[i], c.r.int(3, 6));
  c.call(T.kb, { query: c.kit.faqs[i], top_k: o.data.top_k }, o);
  c.say("found", null, `${o.data.passages[0].text} [${o.data.passages[0].chunk_id}]`);
}

/** Opens the conversation (the agent identifies the person) and runs `k` distinct healthy turns. */
export function warm(c, k, skip = [], openWith = "crm") {
  c.user(c.phrase("open", c.kit.x[0]), 0);
  if (openWith === "crm") {
    const o = crm(c);
    c.call(c.kit.tools.crm, { id: c.world.cust }, o);
    c.say("found", null, `${o.data.name} · ${c.world.ref}`);
  } else faqAnswer(c, 4);
  const names = c.r.shuffle(Object.keys(TURNS).filter((n) => !skip.includes(n) && n !== "account")).slice(0, k);
  for (const n of names) TURNS[n](c);
}
