// Payment shapes: a declined card charged again with cosmetic changes (loop), and a retry after the principal
// replaces the card or approves another rail (legit).
import { open, preamble, fmt, voiceLine, again } from "./talk.mjs";
import { toolOut, errOut, money } from "./common.mjs";

const COSMETIC = [
  (a, cur) => ({ amount: a, currency: cur }),
  (a, cur) => ({ amount: money(a, cur), currency: cur }),
  (a, cur) => ({ amount_minor: Math.round(a * (["IDR", "XAF", "RUB"].includes(cur) ? 1 : 100)), currency: cur.toLowerCase() }),
  (a, cur) => ({ amount: String(a), currency: cur, capture: "automatic" }),
  (a, cur) => ({ amount: a, currency: cur, statement_descriptor: "DEPOSIT" }),
  (a, cur) => ({ amount: a, currency: cur, retry: true }),
];
const DESC = ["deposit", "Deposit — booking", "advance payment", "payment for agreed deposit", "deposit (retry)", "DEPOSIT"];
const AGAIN = [
  "Retrying the charge.", "Maybe a transient issuer error; trying again.", "Trying once more with the amount in minor units.",
  "Retrying with a statement descriptor set.", "Another attempt, fresh idempotency key.", "Let me retry the payment.",
];

function decline(run, pm) {
  const d = run.dom, [code, msg] = d.pay.decline, r = run.r;
  return errOut(d.style, run, 402, code, msg, { payment_method: pm, decline_code: code, charge_id: "ch_" + r.alnum(14), network_txn: r.chars(15, "0123456789") });
}

// LOOP declined-card-retry: the same card keeps being declined with the same code; the third charge is loop_from.
export function declinedRetry(run, p) {
  const d = run.dom, pay = d.pay, r = run.r;
  const pm = "pm_" + r.alnum(20);
  open(run, `Tech: pay ${pay.what}, ${fmt(run, pay.amount)}, card on file ${pm} (${r.pick(["visa", "mastercard"])} ••${r.chars(4, "0123456789")}).`);
  preamble(run, p.pre);
  const total = 2 + p.reps;
  const order = r.shuffle([0, 1, 2, 3, 4, 5]);
  for (let i = 0; i < total; i++) {
    if (i === 2) run.mark();
    if (p.interject && i === 3) { run.user(d.say.news); run.say(`The card was declined (${pay.decline[0]}). Retrying.`); }
    const args = { payment_method: pm, ...COSMETIC[order[i % 6]](pay.amount, d.cur), description: `${DESC[(i + 1) % DESC.length]}: ${pay.what}`, idempotency_key: r.uuid() };
    run.call(pay.tool, args, () => decline(run, pm), { err: true, text: i === 0 ? voiceLine(run, "pay", fmt(run, pay.amount)) : again(run, AGAIN[(i + r.int(0, 5)) % AGAIN.length], `charge ${pay.amount} (retry)`) });
  }
  return `${pay.tool} on the same card ${pm}, declined ${pay.decline[0]} each time; only idempotency key, amount formatting and description change; one retry is fair, the third charge is loop_from`;
}

// LEGIT card-replaced: declined, the agent asks, the principal replaces the card (or approves escrow by transfer),
// the new method is charged and the receipt fetched.
export function cardReplaced(run, p) {
  const d = run.dom, pay = d.pay, r = run.r;
  const pm = "pm_" + r.alnum(20), pm2 = "pm_" + r.alnum(20);
  open(run, `Tech: pay ${pay.what}, ${fmt(run, pay.amount)}, card on file ${pm}.`);
  preamble(run, p.pre);
  run.call(pay.tool, { payment_method: pm, amount: pay.amount, currency: d.cur, description: pay.what, idempotency_key: r.uuid() }, () => decline(run, pm), { err: true, text: voiceLine(run, "pay", fmt(run, pay.amount)) });
  if (p.retryOnce) run.call(pay.tool, { payment_method: pm, amount: pay.amount, currency: d.cur, description: pay.what, idempotency_key: r.uuid() }, () => decline(run, pm), { err: true, text: again(run, "One retry in case it was transient.", "charge retry") });
  run.say(`The card ${pm} was declined (${pay.decline[0]}: ${pay.decline[1]}). I will not retry it. Please replace the card or approve another payment method.`);
  run.user(`${d.say.card}\nTech: new card added to the wallet.`);
  run.call("wallet_methods", { owner: "principal" }, () => toolOut(d.style, run, { methods: [{ id: pm, status: "declined_last", added: "2026-03-02" }, { id: pm2, status: "active", added: "today", brand: r.pick(["visa", "mastercard"]) }] }));
  run.call(pay.tool, { payment_method: pm2, amount: pay.amount, currency: d.cur, description: pay.what, idempotency_key: r.uuid() },
    () => toolOut(d.style, run, { status: "succeeded", charge_id: "ch_" + r.alnum(14), amount: pay.amount, currency: d.cur, payment_method: pm2, receipt_no: r.chars(4, "0123456789") + "-" + r.chars(4, "0123456789") }));
  if (p.receipt) run.call("invoice_get", { for: pay.what }, () => toolOut(d.style, run, { invoice_no: "F" + r.chars(7, "0123456789"), status: "paid", amount: pay.amount, currency: d.cur }));
  run.final(`Paid ${fmt(run, pay.amount)} (${pay.what}) with the new card ${pm2}; the old card is left as declined.`);
  return `charge declined ${pay.decline[0]}${p.retryOnce ? ", one retry" : ""}, agent stops and asks, principal replaces the card, new method charged once and succeeds`;
}
