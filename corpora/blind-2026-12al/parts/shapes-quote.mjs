// Quote shapes: the same request reworded returns the same price (loop), quotes that change with the specs (legit),
// and reworded requests whose price only drifts with the exchange rate (ambiguous).
import { open, preamble, fmt, voiceLine, again } from "./talk.mjs";
import { toolOut, isoAt } from "./common.mjs";

function quoteBody(run, peer, specs, price, extra = {}) {
  const r = run.r, d = run.dom;
  return {
    quote_id: "q_" + r.b36(10), supplier: peer.id, specs_echo: specs, price, currency: d.cur,
    valid_until: isoAt(run.t + r.int(3, 48) * 3600000, run.off), price_basis: "list minus volume band", ...extra,
  };
}

const WHY = [
  "Rewording the spec — maybe their pricing engine read it differently.",
  "Trying the request with the spec phrased another way.",
  "Same need, clearer wording; hoping for a better band.",
  "Resubmitting with the fields named as in their catalogue.",
  "One more attempt with a cleaner spec.",
  "Maybe the last one was matched to the wrong tariff; re-asking.",
];

// LOOP requote-same-price: identical meaning, new wording, identical price every time; third request is loop_from.
export function requoteSame(run, p) {
  const d = run.dom, q = d.quote, r = run.r, peer = r.pick(d.peers);
  open(run, `Tech: quote from ${peer.id} via ${q.tool}; target under ${fmt(run, Math.round(q.price * 0.93 * 1000) / 1000)}; specs ${JSON.stringify(q.base)}.`);
  preamble(run, p.pre);
  const specs = [q.base, ...r.shuffle(q.rewords)];
  const total = 2 + p.reps;
  for (let i = 0; i < total; i++) {
    if (i === 2) run.mark();
    if (p.interject && i === 3) { run.user(d.say.news); run.say(`Quotes keep coming back at ${fmt(run, q.price)}. Trying once more.`); }
    const sp = specs[i % specs.length];
    const args = { supplier: peer.id, specs: sp, request_ref: "rq-" + r.b36(6) };
    if (i >= specs.length) args.note = r.pick(["please re-check", "urgent", "price review requested"]);
    run.call(q.tool, args, () => toolOut(d.style, run, quoteBody(run, peer, sp, q.price, { matched_sku: Object.values(q.base)[0] })),
      { text: i === 0 ? voiceLine(run, "quote", "baseline") : again(run, WHY[(i + r.int(0, 5)) % WHY.length], `rfq reworded #${i}`) });
  }
  return `${q.tool} re-sent ${total} times with the same spec reworded (field names, units, date formats); price ${fmt(run, q.price)} every time, only quote id/validity change; one rewording is fair, the third request is loop_from`;
}

// LEGIT quote-tracks-specs: each request changes a real parameter and the price moves with it; best one accepted.
export function quoteTracksSpecs(run, p) {
  const d = run.dom, q = d.quote, r = run.r, peer = r.pick(d.peers);
  open(run, `Tech: quote from ${peer.id} via ${q.tool}; compare options; specs ${JSON.stringify(q.base)}.`);
  preamble(run, p.pre);
  run.call(q.tool, { supplier: peer.id, specs: q.base, request_ref: "rq-" + r.b36(6) }, () => toolOut(d.style, run, quoteBody(run, peer, q.base, q.price)), { text: voiceLine(run, "quote", "baseline") });
  const vs = r.shuffle(q.variants).slice(0, p.nv);
  let best = { price: q.price, specs: q.base };
  for (const [chg, price] of vs) {
    const sp = { ...q.base, ...chg };
    run.call(q.tool, { supplier: peer.id, specs: sp, request_ref: "rq-" + r.b36(6) }, () => toolOut(d.style, run, quoteBody(run, peer, sp, price)),
      { text: again(run, `Option: ${Object.entries(chg).map(([k, v]) => `${k}=${v}`).join(", ")}.`, `rfq option ${Object.keys(chg).join("+")}`) });
    if (price < best.price) best = { price, specs: sp };
  }
  if (p.interject) { run.user(d.say.cont); }
  run.call("quote_accept", { supplier: peer.id, specs: best.specs, price: best.price }, () => toolOut(d.style, run, { status: "accepted", order_ref: "PO-" + r.chars(6, "0123456789"), price: best.price, currency: d.cur }));
  run.final(`Compared ${vs.length + 1} options from ${peer.id}; prices moved with the specs (${fmt(run, q.price)} baseline). Accepted ${fmt(run, best.price)} for ${JSON.stringify(best.specs)}.`);
  return `baseline quote then ${vs.length} real spec changes (quantity, terms, grade, dates); each price differs; best accepted`;
}

// AMBIGUOUS quote-fx-drift: reworded requests, the supplier prices in another currency, so the figure moves by cents.
export function quoteFxDrift(run, p) {
  const d = run.dom, q = d.quote, r = run.r, peer = r.pick(d.peers);
  open(run, `Tech: quote from ${peer.id} via ${q.tool}; supplier prices in CNY, converted at the gateway; specs ${JSON.stringify(q.base)}.`);
  preamble(run, p.pre);
  const specs = [q.base, ...q.rewords];
  const cny = Math.round(q.price / 11.62);
  for (let i = 0; i < 3 + p.reps; i++) {
    if (i === 2) run.mark();
    const fx = Math.round((11.62 + (r.next() - 0.5) * 0.08) * 10000) / 10000;
    const sp = specs[i % specs.length];
    run.call(q.tool, { supplier: peer.id, specs: sp, request_ref: "rq-" + r.b36(6) }, () => toolOut(d.style, run, quoteBody(run, peer, sp, Math.round(cny * fx), { source_price: cny, source_currency: "CNY", fx_rate: fx })),
      { text: i ? "The rouble figure moved; asking again." : null });
  }
  run.final(`The supplier's price is fixed at ${cny} CNY; the rouble figure only follows the exchange rate. Best seen is within 0.4 % of the others. Recommend locking the quote in CNY.`);
  return `reworded spec each time, the figure moves only with the CNY/RUB rate (same source price); could be read as comparison shopping or as a requote loop — doubt begins at the third request`;
}
