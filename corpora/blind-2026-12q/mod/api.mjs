/** How the tools answer: SaaS-style JSON with `data`, paging cursors, etags and a `meta` object of request ids and rate limits. */
const NAMES = {
  ms: ["Nurul Aina", "Hafiz Rahman", "Siti Zulaikha", "Kumar Rajan"], sr: ["Milica Jovanović", "Nikola Petrović", "Jelena Ilić"],
  sk: ["Zuzana Horváthová", "Peter Kováč", "Martina Tóthová"], ca: ["Jordi Puig", "Montse Vidal", "Laia Ferrer", "Pere Soler"],
  is: ["Guðrún Jónsdóttir", "Sigurður Ólafsson", "Helga Magnúsdóttir"], zu: ["Thandeka Dlamini", "Sipho Ngcobo", "Nomvula Zulu"],
  ne: ["Sita Sharma", "Ramesh Gurung", "Anjali Thapa"], am: ["Hana Tesfaye", "Dawit Bekele", "Selam Alemu"],
};

export function world(r, kit) {
  const [cp, tp, bp, pp] = kit.pre;
  return {
    name: r.pick(NAMES[kit.lang]),
    cust: `${cp}-${r.int(100000, 999999)}`,
    ticket: `${tp}-${r.int(20000, 99999)}`,
    booking: `${bp}-${r.b62(6).toUpperCase()}`,
    pay: `${pp}_${r.b62(14)}`,
    ref: `${r.int(1000, 9999)}-${r.int(100, 999)}`,
    day: r.int(3, 27),
    remaining: r.int(300, 900),
  };
}

export function meta(c, extra = {}) {
  c.world.remaining -= 1;
  return {
    request_id: `req_${c.r.b62(20)}`,
    took_ms: c.r.int(18, 640),
    ratelimit: { limit: 1000, remaining: c.world.remaining, reset: Math.floor(c.now / 1000) + c.r.int(5, 60) },
    ...extra,
  };
}

const hash = (s) => [...s].reduce((h, ch) => (Math.imul(h, 31) + ch.codePointAt(0)) >>> 0, 7);

/** Ranked passages for a query; `key` picks the chunks, so re-spelled queries of one intent get the same passages. */
export function kbAnswer(c, query, key = query, k = 5, jitter = 0.004) {
  const { kit, r } = c;
  const h = hash(key);
  const passages = [];
  for (let i = 0; i < k; i++) {
    const s = (h + i * 7) % kit.kb.length;
    const doc = (h + i) % kit.titles.length;
    const base = 0.91 - i * 0.07 - ((h >>> i) % 5) / 100;
    passages.push({
      rank: i + 1,
      chunk_id: `${kit.id.split("-")[0]}-kb-${(h % 900) + 100 + doc}#${(h >>> (i + 2)) % 40}`,
      score: Number((base + (r.next() - 0.5) * jitter).toFixed(4)),
      document: kit.titles[doc],
      text: `${kit.kb[s]} ${kit.kb[(s + 1 + i) % kit.kb.length]}`,
      updated_at: `2026-0${1 + (h % 9)}-1${i % 10}`,
    });
  }
  return { data: { query, top_k: k, passages }, meta: meta(c, { index: `${kit.id}-v${3 + (h % 4)}`, embedding_model: "text-embedding-3-large" }) };
}

/** A window of a long knowledge-base article, lines numbered from `offset`. */
export function docWindow(c, article, offset, limit) {
  const { kit } = c;
  const lines = [];
  for (let i = offset; i < offset + limit && i < 420; i++) lines.push(`${i + 1}: ${kit.kb[i % kit.kb.length]}${i % 9 === 0 ? ` (${kit.titles[i % 3]} §${1 + Math.floor(i / 20)})` : ""}`);
  return { data: { article_id: article, offset, limit, total_lines: 420, content: lines.join("\n") }, meta: meta(c, { etag: `W/"${hash(article).toString(16)}"` }) };
}

export function crm(c, id = c.world.cust, name = c.world.name, patch = {}) {
  return {
    data: { id, name, language: c.kit.lang, tier: ["standard", "plus", "gold"][hash(id) % 3], phone: `+${hash(id) % 90 + 10} ${hash(name) % 900 + 100} ${hash(id + name) % 9000 + 1000}`, open_tickets: 1 + (hash(id) % 3), updated_at: `2026-11-0${1 + (hash(id) % 8)}T09:12:44Z`, ...patch },
    meta: meta(c, { etag: `"${hash(id + JSON.stringify(patch)).toString(16)}"` }),
  };
}

export function ticket(c, id = c.world.ticket, status = "open", comments = 3) {
  return { data: { id, status, priority: "normal", subject: `${c.kit.x[0]} — ${c.world.ref}`, comments_count: comments, assignee: "queue:tier2", sla_due_at: `2026-12-0${1 + (hash(id) % 8)}T17:00:00Z` }, meta: meta(c, { etag: `"${hash(id + status + comments).toString(16)}"` }) };
}

/** One page of bookable items; `page` picks which items, `last` ends the paging. */
export function slots(c, date, page = 0, last = true, per = 3) {
  const { kit } = c;
  const items = [];
  for (let i = 0; i < per; i++) {
    const it = kit.items[(page * per + i + hash(date)) % kit.items.length];
    items.push({ id: `slot_${hash(date + it + page).toString(36)}`, name: it, date, capacity_left: (hash(it + date) % 9) + 1, price: { amount: ((hash(it) % 90) + 10) * (kit.cur === "ISK" || kit.cur === "NPR" || kit.cur === "RSD" ? 100 : 1), currency: kit.cur } });
  }
  const next = last ? null : Buffer.from(`p${page + 1}:${date}`).toString("base64url");
  return { data: items, paging: { next_cursor: next, has_more: !last }, meta: meta(c) };
}

export function status(c, id, state, extra = {}) {
  return { data: { id, status: state, ...extra, checked_at: new Date(c.now).toISOString() }, meta: meta(c, { etag: `"${hash(id + state + JSON.stringify(extra)).toString(16)}"` }) };
}

export function fail(c, code, http, message) {
  return { error: { type: code, status: http, message, retryable: http >= 500 || http === 429 }, meta: meta(c, { upstream_latency_ms: c.r.int(2000, 30000) }) };
}
