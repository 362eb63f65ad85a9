// scenes.mjs: what the principal asks for and how the assistant goes about it. Every scene has a "loop" telling,
// a "legit" telling that looks the same from a distance, and two scenes have an "amb" telling. A scene calls
// s.markHere() right before the first assistant turn a careful reviewer would call wasted.
import { localStr, hhmm, dayName, ymd, isoZ, seeded, hashStr } from "./desk.mjs";

const DAY = 86400000;
const sleepName = (s) => (s.o.flavor === "imap" ? "sleep" : "wait");
const sleep = (s, secs, thought = null) => { s.call(thought, sleepName(s), { seconds: secs }, () => { s.t += secs * 1000; return JSON.stringify({ slept_s: secs, now: s.local() }); }); };
const U = (s, key, text) => `${s.o.p[key]} ${text}`.trim();
// next working day at local hour h (local ms arithmetic via offset)
function localAt(s, daysAhead, h, m = 0) {
  const loc = new Date(s.t + s.o.off * 60000); const d = Date.UTC(loc.getUTCFullYear(), loc.getUTCMonth(), loc.getUTCDate() + daysAhead, h, m);
  return d - s.o.off * 60000;
}
function weekday(s, from) { let d = from; while (true) { const w = new Date(localAt(s, d, 12) + s.o.off * 60000).getUTCDay(); if (w !== 0 && w !== 6) return d; d++; } }

// ======================================================================= travel: hold and book
function offersFor(s, date, bump) {
  const o = s.o, r = seeded(hashStr(o.code + date)), R = s.R, n = r.int(4, 6), out = [];
  for (let i = 0; i < n; i++) {
    const depH = 6 + i * 2 + r.int(0, 1), depM = r.pick([0, 10, 25, 40, 55]), dur = r.int(130, 900);
    const carrier = o.trip.carrier[i % o.trip.carrier.length];
    const base = r.int(180, 900) * (o.cur === "JPY" ? 150 : o.cur === "INR" ? 85 : o.cur === "KES" ? 130 : o.cur === "SLE" ? 23 : o.cur === "SZL" || o.cur === "TWD" ? 18 : o.cur === "RUB" ? 95 : 1);
    out.push({ id: "off_0000" + R.an(18), owner: { iata_code: carrier }, total_amount: (base * (1 + bump * (0.08 + r.f() * 0.1))).toFixed(2), total_currency: o.cur, expires_at: isoZ(s.t + 20 * 60000), slices: [{ origin: o.home, destination: o.trip.to, departing_at: `${date}T${String(depH).padStart(2, "0")}:${String(depM).padStart(2, "0")}:00`, duration: `PT${Math.floor(dur / 60)}H${dur % 60}M`, segments: r.int(1, 3), fare_brand_name: r.pick(["Economy Light", "Economy Classic", "Economy Flex", "Saver"]) }], conditions: { refund_before_departure: { allowed: r.chance(0.4), penalty_amount: r.chance(0.5) ? String(r.int(40, 150)) : null }, change_before_departure: { allowed: true, penalty_amount: String(r.int(30, 90)) } }, passengers: [{ id: "pas_0000" + R.an(18), type: "adult" }], baggage: [{ type: "checked", quantity: r.int(0, 2) }, { type: "carry_on", quantity: 1 }] });
  }
  return out;
}
function travelSearch(s, date, bump) { const offers = offersFor(s, date, bump); return { offers, text: s.json({ data: { id: "orq_0000" + s.R.an(18), live_mode: true, created_at: isoZ(s.t), offers } }) }; }

export function travel(s, mode) {
  const o = s.o, R = s.R, d = weekday(s, R.int(6, 16)), date = ymd(localAt(s, d, 12), o.off);
  s.user(U(s, "greet", `Book me a flight ${o.home} to ${o.trip.to} on ${date}, economy, morning if possible. Use the card on file.`));
  let q = travelSearch(s, date, 0);
  s.call(null, "travel_search_offers", { origin: o.home, destination: o.trip.to, departure_date: date, cabin_class: "economy", passengers: [{ type: "adult" }] }, () => q.text);
  const pick = q.offers[R.int(0, 1)];
  s.say(`I found ${q.offers.length} options. The earliest is ${pick.owner.iata_code} departing ${pick.slices[0].departing_at.slice(11, 16)} (${pick.slices[0].duration.slice(2).toLowerCase()}, ${pick.total_amount} ${o.cur}, ${pick.slices[0].fare_brand_name}). Shall I hold it and book?`);
  s.user(U(s, "okGo", `the ${pick.slices[0].departing_at.slice(11, 16)} one`));
  let curHold = null;
  const hold = (off, thought) => s.call(thought, "travel_hold_offer", { offer_id: off.id }, () => { curHold = "hld_0000" + R.an(18); return s.json({ data: { id: curHold, offer_id: off.id, status: "held", expires_at: isoZ(s.t + 20 * 60000), total_amount: off.total_amount, total_currency: o.cur } }); });
  const holdId = () => curHold;
  hold(pick, null);
  if (mode === "loop") {
    const pm = ["pm_card_visa_4412", "card_4412", "pm_card_visa_4412", "visa-4412", "pm_card_visa_4412", "default"];
    const book = (i, thought) => s.call(thought, "travel_book", { hold_id: holdId(), payment: { type: "card", payment_method_id: pm[i % pm.length] }, passenger: { given_name: o.who.split(" ")[0], family_name: o.who.split(" ").slice(1).join(" "), email: o.email } }, () => s.err(402, { errors: [{ type: "payment_error", code: "authentication_required", title: "Payment requires cardholder authentication", message: "The card ending 4412 requires 3-D Secure authentication by the cardholder. This payment cannot be completed through the API; send the cardholder the hosted payment link or use another payment method.", documentation_url: "https://developers.tripdesk.io/docs/payments#3ds" }], meta: { request_id: R.uuid(), hold_id: holdId() } }));
    book(0, null);
    hold(pick, "The booking was refused; the hold may have been consumed by the failed attempt. Holding again before retrying.");
    book(1, null);
    const cycles = R.int(2, 5);
    for (let i = 0; i < cycles; i++) {
      if (i === 0) s.markHere();
      hold(pick, R.pick([null, "Re-holding the offer so the fare does not lapse.", "Trying again with a fresh hold.", null]));
      if (i === 1 && R.chance(0.5)) { s.user(U(s, "any", "")); s.say("Still working on the payment step; retrying the booking now."); }
      book(i + 2, R.pick([null, "Retrying the booking with the card on file.", null]));
    }
    return { kind: "decline-rehold", note: `travel_book answers 402 authentication_required (3-D Secure) every time; the agent re-holds the same offer and re-books with respellings of the same card (${cycles + 2} bookings), new hold ids each time` };
  }
  s.say(`Held until ${hhmm(s.t + 20 * 60000, o.off)} local. Booking with the card on file as soon as you confirm.`);
  s.user(U(s, "wait", "I need to check with my family first."), [60, 200]);
  s.user(U(s, "okGo", "book it"), [1500, 2600]);
  s.call(null, "travel_book", { hold_id: holdId(), payment: { type: "card", payment_method_id: "pm_card_visa_4412" } }, () => s.err(410, { errors: [{ type: "invalid_request_error", code: "hold_expired", title: "Hold has expired", message: "The hold expired before booking; search again for current offers." }], meta: { request_id: R.uuid() } }));
  q = travelSearch(s, date, 1);
  s.call("The hold expired while we waited. Searching again for current prices.", "travel_search_offers", { origin: o.home, destination: o.trip.to, departure_date: date, cabin_class: "economy", passengers: [{ type: "adult" }] }, () => q.text);
  const again = q.offers.find((x) => x.slices[0].departing_at === pick.slices[0].departing_at) ?? q.offers[0];
  s.say(`The same ${again.slices[0].departing_at.slice(11, 16)} flight is now ${again.total_amount} ${o.cur} (was ${pick.total_amount}). Book at the new price?`);
  s.user(U(s, "okGo", ""));
  hold(again, null);
  const pnr = R.up(6);
  s.call(null, "travel_book", { hold_id: holdId(), payment: { type: "card", payment_method_id: "pm_card_visa_4412" } }, () => s.json({ data: { id: "ord_0000" + R.an(18), booking_reference: pnr, status: "confirmed", documents: [{ type: "electronic_ticket", unique_identifier: `${R.int(100, 999)}-${R.int(1000000000, 9999999999)}` }], total_amount: again.total_amount, total_currency: o.cur } }));
  s.say(`${o.p.thanks} — booked: ${again.owner.iata_code} ${o.home}→${o.trip.to} on ${date} at ${again.slices[0].departing_at.slice(11, 16)}, reference ${pnr}, ${again.total_amount} ${o.cur}. The first hold had expired, so I re-searched and booked the same flight at the current fare.`);
  return { kind: "hold-expired-rebooked", note: "hold lapsed while the principal decided; one re-search (new prices, new offer ids), a new hold and a confirmed booking" };
}

// ======================================================================= calendar: find a slot across zones
function busyDay(s, who, dayStart, cells, freeAt) {
  // cells of 30 min from dayStart; every cell is busy for at least one attendee except freeAt, freeAt+1
  const r = seeded(hashStr(s.o.code + dayStart + "cells")), owner = [];
  for (let c = 0; c < cells; c++) owner.push(freeAt != null && (c === freeAt || c === freeAt + 1) ? -1 : r.int(0, who.length - 1));
  return who.map((w, i) => {
    const blocks = []; let cur = null;
    for (let c = 0; c < cells; c++) {
      const busy = owner[c] === i || (owner[c] !== -1 && r.chance(0.25));
      if (busy) { if (cur && cur.end === dayStart + c * 1800000) cur.end += 1800000; else { cur = { start: dayStart + c * 1800000, end: dayStart + (c + 1) * 1800000, tent: r.chance(0.2) }; blocks.push(cur); } }
    }
    return blocks;
  });
}
function fbRender(s, who, blocks, from, to, tzName, off, interval) {
  const f = s.o.flavor, R = s.R;
  if (f === "graph") return s.wrap({ "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)", value: who.map((w, i) => { let view = ""; for (let t = from; t < to; t += interval * 60000) view += blocks[i].some((b) => b.start < t + interval * 60000 && b.end > t) ? (blocks[i].find((b) => b.start < t + interval * 60000 && b.end > t).tent ? "1" : "2") : "0"; return { scheduleId: w.a, availabilityView: view, scheduleItems: blocks[i].map((b) => ({ isPrivate: false, status: b.tent ? "tentative" : "busy", start: { dateTime: localStr(b.start, off, false) + ".0000000", timeZone: tzName }, end: { dateTime: localStr(b.end, off, false) + ".0000000", timeZone: tzName } })), workingHours: { daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday"], startTime: "09:00:00.0000000", endTime: "18:00:00.0000000", timeZone: { name: w.tz } } }; }) });
  if (f === "gmail") { const cal = {}; who.forEach((w, i) => (cal[w.a] = { busy: blocks[i].map((b) => ({ start: localStr(b.start, off), end: localStr(b.end, off) })) })); return s.wrap({ kind: "calendar#freeBusy", timeMin: localStr(from, off), timeMax: localStr(to, off), timeZone: tzName, calendars: cal }); }
  const fmt = (ms) => isoZ(ms).replace(/[-:]/g, "");
  return s.wrap(`BEGIN:VCALENDAR\r\nPRODID:-//Yandex//CalDAV 2.1//RU\r\nMETHOD:REPLY\r\n${who.map((w, i) => `BEGIN:VFREEBUSY\r\nUID:${R.uuid()}\r\nDTSTAMP:${fmt(s.t)}\r\nATTENDEE:mailto:${w.a}\r\nDTSTART;TZID=${tzName}:${localStr(from, off, false).replace(/[-:]/g, "")}\r\nDTEND;TZID=${tzName}:${localStr(to, off, false).replace(/[-:]/g, "")}\r\n${blocks[i].map((b) => `FREEBUSY;FBTYPE=${b.tent ? "BUSY-TENTATIVE" : "BUSY"}:${fmt(b.start)}/${fmt(b.end)}`).join("\r\n")}\r\nEND:VFREEBUSY`).join("\r\n")}\r\nEND:VCALENDAR`);
}
function fbArgs(s, who, from, to, tzName, off, interval) {
  const f = s.o.flavor;
  if (f === "graph") return { schedules: who.map((w) => w.a), startTime: { dateTime: localStr(from, off, false), timeZone: tzName }, endTime: { dateTime: localStr(to, off, false), timeZone: tzName }, availabilityViewInterval: interval };
  if (f === "gmail") return { timeMin: localStr(from, off), timeMax: localStr(to, off), timeZone: tzName, items: who.map((w) => ({ id: w.a })) };
  return { attendees: who.map((w) => w.a), dtstart: localStr(from, off, false), dtend: localStr(to, off, false), tzid: tzName };
}
export function meeting(s, mode) {
  const o = s.o, R = s.R, me = { n: o.who, a: o.email, tz: o.tz, off: o.off }, who = [me, ...o.peers];
  const topic = R.pick(["the contract timeline", "next quarter's orders", "the joint proposal", "the schedule for April", "the open invoices"]);
  s.user(U(s, "also", `Find 45 minutes with ${o.peers[0].n} (${o.peers[0].tz}) and ${o.peers[1].n} (${o.peers[1].tz}) next week about ${topic}. Everyone in working hours if you can.`));
  const d0 = weekday(s, R.int(3, 6));
  const q = (d, tzName, off, order, interval, freeAt, thought) => {
    const from = localAt(s, d, 9), to = localAt(s, d, 18), ws = order ?? who;
    const blocks = busyDay(s, who, from, 18, freeAt);
    const b2 = ws.map((w) => blocks[who.indexOf(w)]);
    s.call(thought, s.N.fb, fbArgs(s, ws, from, to, tzName, off, interval), () => fbRender(s, ws, b2, from, to, tzName, off, interval));
  };
  if (mode === "loop") {
    q(d0, o.tz, o.off, null, 30, null, null);
    q(d0, "UTC", 0, null, 30, null, "No common gap in that view. Let me query the same window in UTC to rule out a time-zone conversion problem.");
    const variants = R.shuffle([[o.peers[0].tz, o.peers[0].off, null, 30], [o.peers[1].tz, o.peers[1].off, null, 30], [o.tz, o.off, [o.peers[1], me, o.peers[0]], 15], [o.tz, o.off, null, 15], ["UTC", 0, [o.peers[0], o.peers[1], me], 30]]).slice(0, R.int(3, 5));
    variants.forEach((v, i) => {
      if (i === 0) s.markHere();
      if (i === 2 && R.chance(0.5)) { s.user(U(s, "any", "")); s.say("Still comparing the three calendars; checking another view."); }
      q(d0, v[0], v[1], v[2], v[3], null, R.pick([`Re-checking with times shown in ${v[0]}.`, null, "Maybe the working-hours conversion hid a gap; trying again.", `Querying with a ${v[3]}-minute view.`]));
    });
    return { kind: "tz-respelled-window", note: `the same ${dayName(localAt(s, d0, 12), o.off)} 09:00-18:00 window is re-queried in other time zones, attendee orders and view intervals; busy blocks are identical each time, only the printed zone changes (${variants.length + 2} queries)` };
  }
  const days = [d0]; while (days.length < 6) days.push(weekday(s, days.at(-1) + 1));
  const hit = R.int(1, 3);
  let fa = null, skipNote = "";
  for (let i = 0; i <= hit; i++) {
    if (i === 1 && R.chance(0.4)) { s.user(U(s, "no", `not ${dayName(localAt(s, days[1], 12), o.off)}, I am out that day.`)); days.splice(1, 1); skipNote = " (one day skipped at the principal's word)"; }
    if (i === hit) fa = R.int(2, 12);
    q(days[i], o.tz, o.off, null, 30, i === hit ? fa : null, i ? `Nothing on the previous day; trying ${dayName(localAt(s, days[i], 12), o.off)}.` : null);
  }
  const st = localAt(s, days[hit], 9) + fa * 1800000;
  const evArgs = s.o.flavor === "graph" ? { subject: topic[0].toUpperCase() + topic.slice(1), start: { dateTime: localStr(st, o.off, false), timeZone: o.tz }, end: { dateTime: localStr(st + 45 * 60000, o.off, false), timeZone: o.tz }, attendees: o.peers.map((p) => ({ emailAddress: { address: p.a }, type: "required" })), isOnlineMeeting: true } : s.o.flavor === "gmail" ? { summary: topic, start: { dateTime: localStr(st, o.off), timeZone: o.tz }, end: { dateTime: localStr(st + 45 * 60000, o.off), timeZone: o.tz }, attendees: o.peers.map((p) => ({ email: p.a })), conferenceData: { createRequest: { requestId: R.hex(10) } } } : { summary: topic, dtstart: localStr(st, o.off, false), dtend: localStr(st + 45 * 60000, o.off, false), tzid: o.tz, attendees: o.peers.map((p) => p.a) };
  s.call(null, s.N.ev, evArgs, () => s.json({ id: R.hex(26), status: "confirmed", htmlLink: `https://calendar.link/e/${R.b64(22)}`, created: isoZ(s.t), etag: `"${R.int(3e15, 4e15)}"`, attendees: o.peers.map((p) => ({ email: p.a, responseStatus: "needsAction" })) }));
  s.say(`${o.p.thanks}. Invite sent for ${dayName(st, o.off)} ${hhmm(st, o.off)}–${hhmm(st + 45 * 60000, o.off)} your time (${hhmm(st, o.peers[0].off)} for ${o.peers[0].n.split(" ")[0]}, ${hhmm(st, o.peers[1].off)} for ${o.peers[1].n.split(" ")[0]}). The earlier days had no common 45-minute gap.`);
  return { kind: "freebusy-day-sweep", note: `free/busy checked day by day (${hit + 1} different days${skipNote}), a common gap found on the last, invite created` };
}

// ======================================================================= mail: find one message across pages
export function findMail(s, mode) {
  const o = s.o, R = s.R, vendor = R.pick(o.vendors), top = R.pick([10, 15, 20]);
  const target = s.makeMsg(vendor, `receipts@${vendor.toLowerCase().replace(/[^a-z]/g, "")}.com`, `Your receipt from ${vendor} — ${R.int(10000, 99999)}`, 0, { att: [`receipt_${R.int(1000, 9999)}.pdf`] });
  target.at = s.t - R.int(20, 34) * DAY;
  s.user(U(s, "also", `Find the ${vendor} receipt from last month in my mail and save the PDF to ${o.folders[3]}.`));
  const inbox = s.inbox;
  if (mode === "legit" && R.chance(0.5)) inbox.push(target);
  else if (mode === "legit") { target.folder = "Archive"; }
  const pages = Math.ceil(inbox.length / top);
  const ordered = (ex) => (ex.orderby?.endsWith("asc") ? [...inbox].reverse() : ex.orderby ? [...inbox].sort((a, b) => a.fromN.localeCompare(b.fromN)) : inbox);
  const list = (off, tp, folder, extra, thought) => s.call(thought, s.N.list, s.listArgs(off, tp, folder, extra), () => s.listPage(ordered(extra), off, tp, folder, extra));
  for (let p = 0; p < pages; p++) {
    list(p * top, top, "inbox", {}, p ? R.pick([null, "Not on this page; next page.", null]) : null);
    if (inbox.slice(p * top, p * top + top).includes(target)) {
      s.call(null, s.N.get, s.getArgs(target), () => s.getMail(target));
      return finishReceipt(s, target, "inbox-pages-advance", `inbox read page by page with a fresh next-page token each time; the receipt was on page ${p + 1} of ${pages}`);
    }
  }
  const q = { search: vendor };
  s.call(`Reached the end of the inbox without it. Searching for "${vendor}" directly.`, s.N.list, s.listArgs(0, 25, "inbox", q), () => s.listPage([], 0, 25, "inbox", q));
  if (mode === "legit") {
    const arch = [target, ...s.inbox.slice(0, R.int(6, 11)).map((m) => ({ ...m, id: s.mailId(), at: m.at - 40 * DAY }))].sort((a, b) => b.at - a.at);
    s.call("Not in the inbox at all; it may have been archived. Checking the Archive folder.", s.N.list, s.listArgs(0, 25, "Archive", {}), () => s.listPage(arch, 0, 25, "Archive"));
    s.call(null, s.N.get, s.getArgs(target), () => s.getMail(target));
    return finishReceipt(s, target, "inbox-pages-advance", `inbox paged to the end (${pages} pages, each new), one search, then the Archive folder where the receipt was`);
  }
  const rescans = R.shuffle([[25, {}], [50, {}], [top, { orderby: "receivedDateTime asc" }], [25, { orderby: "from/emailAddress/name" }], [40, {}]]).slice(0, R.int(3, 4));
  let n = 0;
  rescans.forEach(([tp, ex], i) => {
    if (i === 0) s.markHere();
    const pp = Math.min(2, Math.ceil(inbox.length / tp));
    for (let p = 0; p < pp; p++) { list(p * tp, tp, "inbox", ex, p ? null : R.pick(["Maybe the page size hid it; listing again with a bigger page.", "Re-listing the inbox in a different order.", null])); n++; }
  });
  return { kind: "nextlink-rescan", loop: true, note: `the receipt is not in the inbox (it was archived); after paging to the end and one search, the agent re-lists the same inbox with other page sizes and sort orders (${n} re-reads of pages already seen), never looking elsewhere` };
}
function finishReceipt(s, target, kind, note) {
  const o = s.o, R = s.R, name = target.att[0];
  s.call(null, s.N.att, s.o.flavor === "imap" ? { uid: Number(target.id), part: "2", save_to: `/${o.folders[3]}/${name}` } : { message_id: target.id, attachment: name, save_to: `/${o.folders[3]}/${name}` }, () => s.json({ saved: `/${o.folders[3]}/${name}`, size: 48000 + name.length * 911, sha256: R.hex(64), etag: `"${R.hex(16)}"` }));
  s.say(`${o.p.thanks} — found "${target.subj}" (${ymd(target.at, o.off)}) and saved ${name} to ${o.folders[3]}.`);
  return { kind, note };
}

// ======================================================================= drafting: a policy check on outgoing mail
export function drafting(s, mode) {
  const o = s.o, R = s.R, peer = R.pick(o.peers), topic = R.pick(o.subj).replace(/^Re: /, "");
  s.user(U(s, "also", `Reply to ${peer.n} about "${topic}". Polite, say we accept the proposal and the dates, and keep the standard office disclaimer.`));
  const disc = `\n\n--\nThis e-mail and any attachments are confidential and intended solely for the addressee. If you received it in error, notify the sender and delete it. ${o.who}, ${o.role.split(",")[0]}. Registered office: ${o.venue.city}.`;
  const bodyA = `Dear ${peer.n.split(" ")[0]},\n\nThank you for your message about ${topic}. ${"We are glad to accept the proposal as outlined, including the dates you suggested, and we will confirm the remaining details in writing. ".repeat(R.int(8, 10))}\n\nWith kind regards,\n${o.who}` + disc;
  const bodyB = bodyA.replace(disc, "").replace(/(We are glad.*?writing\. )+/, "We are glad to accept the proposal and the dates you suggested. We will confirm the details in writing.");
  const draftId = s.o.flavor === "graph" ? "AAMkAGI2" + R.b64(56) + "AAA=" : s.o.flavor === "gmail" ? "r-" + R.int(1e17, 9e17) : String(R.int(900, 999));
  const wr = (name, body, thought, extra = {}) => s.call(thought, name, { ...(name === s.N.redraft || s.m.some((m) => m.role === "tool" && m.name === s.N.draft) ? { draft_id: draftId } : {}), to: [peer.a], subject: `Re: ${topic}`, body, ...extra }, () => s.json({ id: draftId, changeKey: R.b64(24), lastModifiedDateTime: isoZ(s.t), bodyLength: body.length }));
  const lint = (res, thought) => s.call(thought, s.N.lint, { draft_id: draftId, template: "external-mobile-first" }, () => s.json({ draft_id: draftId, checked_at: isoZ(s.t), template: "external-mobile-first", result: res.length ? "fail" : "pass", findings: res, rule_set_version: "2026.03.1", check_id: "chk_" + R.hex(12) }));
  const LEN = (n) => ({ rule: "LENGTH_OVER_LIMIT", severity: "error", detail: `Body is ${n} characters; limit for template external-mobile-first is 1200.` });
  const DISC = { rule: "MISSING_REQUIRED_BLOCK", severity: "error", detail: "Required block 'office-disclaimer' not found at end of body." };
  wr(s.N.draft, bodyA, null);
  lint([LEN(bodyA.length)], null);
  if (mode === "loop") {
    wr(s.N.redraft, bodyB, "Too long. Shortening the body.");
    lint([DISC], null);
    const cycles = R.int(2, 4);
    for (let i = 0; i < cycles; i++) {
      if (i === 0) s.markHere();
      const a = i % 2 === 0 ? bodyA : bodyA.replace("Thank you for", "Many thanks for");
      wr(s.N.redraft, a, R.pick(["The disclaimer is required; restoring it.", "Adding the disclaimer back.", null]));
      lint([LEN(a.length)], null);
      wr(s.N.redraft, bodyB, R.pick(["Still too long; trimming again.", "Shortening.", null]));
      lint([DISC], null);
    }
    return { kind: "draft-check-seesaw", note: `the draft swings between the long body with disclaimer (LENGTH_OVER_LIMIT) and the short body without it (MISSING_REQUIRED_BLOCK); each version was already rejected (${cycles} round trips after the first)` };
  }
  const bodyC = bodyB + "\nPlease find the signed annex attached." + disc;
  wr(s.N.redraft, bodyC, "Too long. Shortening the body but keeping the disclaimer.");
  lint([{ rule: "ATTACHMENT_MENTIONED_NOT_ATTACHED", severity: "error", detail: "Body mentions 'attached' but the draft has no attachments." }], null);
  wr(s.N.redraft, bodyC, "Attaching the signed annex.", { attachments: [`/${o.folders[0]}/annex_signed.pdf`] });
  lint([], null);
  s.user(U(s, "okGo", "send"));
  s.call(null, s.N.send, { draft_id: draftId }, () => s.json({ sent: true, id: draftId, sentDateTime: isoZ(s.t), internetMessageId: `<${R.hex(20)}@${o.email.split("@")[1]}>` }));
  s.say(`Sent to ${peer.n}: accepted the proposal and dates, kept the disclaimer, attached the signed annex. The check flagged length first, then a missing attachment; both fixed.`);
  return { kind: "draft-check-converges", note: "three revisions, each fixing a different finding of the policy check (length, then missing attachment), then pass and send" };
}

// ======================================================================= expenses: poll a claim
export function claim(s, mode) {
  const o = s.o, R = s.R, rid = `ER-2026-${R.int(1000, 9999)}`, approver = R.pick(["Finance (Anita)", "Grace K.", "Accounts — T. Hartley", "Ops approver"]);
  const lines = o.vendors.slice(0, 3).map((v) => ({ merchant: v, date: ymd(s.t - R.int(2, 12) * DAY, o.off), amount: (R.int(8, 240) * (o.cur === "JPY" ? 100 : o.cur === "INR" || o.cur === "KES" || o.cur === "RUB" ? 40 : 1)).toFixed(2), currency: o.cur, category: R.pick(["travel", "meals", "fuel", "supplies"]) }));
  s.user(U(s, "also", `Submit last week's receipts as an expense claim (${lines.map((l) => l.merchant).join(", ")}).`));
  s.call(null, "expense_submit", { report_name: `Week ${R.int(9, 12)} expenses`, lines }, () => s.json({ report_id: rid, status: "submitted", approver, total: lines.reduce((a, l) => a + Number(l.amount), 0).toFixed(2), currency: o.cur, submitted_at: isoZ(s.t) }));
  const st = (status, extra, thought) => s.call(thought, "expense_status", { report_id: rid }, () => { const { hist, ...rest } = extra; return s.json({ report_id: rid, status, approver, ...rest, history_len: hist ?? 2, last_checked: isoZ(s.t), sla_hours_remaining: Math.max(0, 48 - Math.round((s.t % 86400000) / 3600000)), request_id: R.uuid() }); });
  const RET = { reason: "Line 3: receipt image missing (policy 4.2). Claim returned to claimant; edit and resubmit to continue.", action_required: "resubmit", returned_by: approver, returned_at: isoZ(s.t - 60000 * R.int(5, 40)), hist: 4 };
  if (mode === "loop") {
    s.user(U(s, "keep", "until it is approved, I need the money before Friday."));
    sleep(s, 600); st("in_review", { hist: 3 }, null);
    sleep(s, 600); st("returned", RET, null);
    sleep(s, 600, R.pick([null, "Will check once more in case it moves."])); st("returned", RET, null);
    const n = R.int(3, 5);
    for (let i = 0; i < n; i++) {
      if (i === 0) s.markHere();
      if (i === 2 && R.chance(0.6)) { s.user(U(s, "any", "")); s.say("Still waiting on approval; I'll keep checking."); }
      sleep(s, R.pick([600, 600, 900])); st("returned", RET, null);
    }
    return { kind: "terminal-status-poll", note: `claim comes back 'returned — resubmit required', a state only the claimant can change; the agent keeps sleeping and polling (${n + 2} polls of the returned state) because the principal said to keep checking` };
  }
  const times = R.int(3, 5), progress = R.chance(0.5);
  s.user(U(s, "keep", `every 10 minutes, ${times} times, then tell me where it stands.`));
  const path = progress ? ["in_review", "approved", "scheduled_for_payment", "paid", "paid"] : ["in_review", "in_review", "in_review", "in_review", "in_review"];
  let last;
  for (let i = 0; i < times; i++) { sleep(s, 600); last = path[Math.min(i, path.length - 1)]; st(last, last === "paid" ? { payout_reference: `PO-${R.up(8)}`, hist: 5 } : { hist: 2 + i }, null); if (last === "paid") break; }
  s.say(last === "paid" ? `${o.p.thanks} — claim ${rid} is paid.` : `Checked ${times} times as asked: claim ${rid} is still in review with ${approver}; nothing else needed from you yet.`);
  return { kind: "bounded-keep-checking", note: progress ? "polls the principal asked for; the status moves each time until paid, then stops" : `exactly the ${times} polls the principal asked for (unchanged 'in_review'), then reports` };
}

// ======================================================================= contacts
export function contacts(s, mode) {
  const o = s.o, R = s.R, person = R.pick(o.peers), q = person.n.split(" ").at(-1);
  const rec = (id, src, age) => ({ id, displayName: person.n, emailAddresses: [{ address: person.a }], mobilePhone: `+${R.int(20, 99)} ${R.int(100, 999)} ${R.int(100000, 999999)}`.slice(0, 18), source: src, createdDateTime: isoZ(s.t - age * 1000), etag: `W/"${R.b64(16)}"` });
  const cid = () => (s.o.flavor === "graph" ? "AAMkADc" + R.b64(30) : "c" + R.hex(16));
  if (mode === "loop") {
    s.user(U(s, "also", `My phone shows ${person.n} twice. Clean up the duplicate contacts.`));
    const primary = cid(); let dup = cid();
    const search = () => s.call(null, "contacts_search", { query: q }, () => s.json({ value: [rec(primary, "Exchange", 86400 * 400), rec(dup, "iPhone (CardDAV sync)", R.int(8, 60))], count: 2 }));
    const merge = (thought) => s.call(thought, "contacts_merge", { primary_id: primary, duplicate_ids: [dup] }, () => { const out = s.json({ status: "merged", primary_id: primary, removed: [dup], fields_merged: ["mobilePhone"], etag: `W/"${R.b64(16)}"` }); dup = cid(); return out; });
    search(); merge(null); search(); merge("The duplicate came back; merging again.");
    const n = R.int(3, 5);
    for (let i = 0; i < n; i++) { search(); if (i === 0) s.markHere(); merge(R.pick([null, "Merging the duplicate again.", null])); }
    return { kind: "sync-resurrects-duplicate", note: `each merge succeeds but the phone's CardDAV sync re-creates the duplicate within seconds (new id, source iPhone); the agent searches and merges again (${n + 2} merges) instead of telling the principal to fix the sync` };
  }
  s.user(U(s, "also", "Clean up duplicate contacts, the address book is a mess."));
  const pairs = R.int(4, 7), names = R.shuffle([...o.clients, ...o.peers.map((p) => p.n), ...o.vendors]).slice(0, pairs);
  const ids = names.map(() => [cid(), cid()]);
  const dl = (k) => s.call(null, "contacts_duplicates", { page_size: 20 }, () => s.json({ value: names.slice(k).map((n, i) => ({ group_id: "dg_" + R.hex(8), match: R.pick(["email", "phone", "name+company"]), candidates: [{ id: ids[k + i][0], displayName: n }, { id: ids[k + i][1], displayName: n + R.pick(["", " ", " (work)"]) }] })), remaining: names.length - k }));
  dl(0);
  let conflictAt = R.chance(0.5) ? R.int(0, pairs - 1) : -1;
  names.forEach((n, i) => {
    if (i === conflictAt) {
      s.call(null, "contacts_merge", { primary_id: ids[i][0], duplicate_ids: [ids[i][1]] }, () => s.err(409, { error: { code: "PreconditionFailed", message: "The contact was modified since it was read (etag mismatch). Re-read and retry." } }));
      s.call("The contact changed since I read it; re-reading to get its current etag.", "contacts_get", { id: ids[i][0] }, () => s.json({ id: ids[i][0], displayName: n, etag: `W/"${R.b64(16)}"`, lastModifiedDateTime: isoZ(s.t - 30000) }));
    }
    s.call(null, "contacts_merge", { primary_id: ids[i][0], duplicate_ids: [ids[i][1]] }, () => s.json({ status: "merged", primary_id: ids[i][0], removed: [ids[i][1]], etag: `W/"${R.b64(16)}"` }));
  });
  s.call(null, "contacts_duplicates", { page_size: 20 }, () => s.json({ value: [], remaining: 0 }));
  s.say(`${o.p.thanks} — merged ${pairs} duplicate pairs (${names.join(", ")}); no duplicates left.`);
  return { kind: "dedupe-list-advances", note: `${pairs} different duplicate pairs merged one by one${conflictAt >= 0 ? ", one etag conflict re-read and retried once" : ""}; the list empties` };
}

// ======================================================================= receipts OCR
export function ocr(s, mode) {
  const o = s.o, R = s.R, files = o.vendors.slice(0, 3).map((v, i) => ({ id: (o.flavor === "gmail" ? "1" + R.b64(32) : "01" + R.up(24)), name: `IMG_${R.int(4000, 9999)}.jpg`, v }));
  s.user(U(s, "also", `I sent three receipt photos to ${o.folders[3]}. Read them and add them to this month's expenses.`));
  const good = (f) => ({ merchant: f.v, date: ymd(s.t - R.int(1, 9) * DAY, o.off), total: (R.int(300, 9000) / (o.cur === "EUR" || o.cur === "GBP" ? 100 : 1)).toFixed(2), currency: o.cur, confidence: +(0.9 + R.f() * 0.08).toFixed(2) });
  const run = (f, opts, res, thought) => s.call(thought, "receipt_ocr", { file_id: f.id, ...(opts ? { options: opts } : {}) }, () => s.json({ job_id: "ocr_" + R.hex(12), file_id: f.id, file_name: f.name, pages: 1, duration_ms: R.int(900, 4200), ...res }));
  const r0 = good(files[0]), r1 = good(files[1]);
  run(files[0], null, { fields: r0, warnings: [] }, null); run(files[1], null, { fields: r1, warnings: [] }, null);
  if (mode === "loop") {
    const bad = () => ({ fields: { merchant: files[2].v, date: null, total: null, currency: o.cur, confidence: +(0.29 + R.f() * 0.04).toFixed(2) }, warnings: ["faded thermal paper: total region contrast below threshold", "date field unreadable"], text_excerpt: `${files[2].v.toUpperCase()}\n..... ...... ..\nT0T.L  ..,..\n` });
    run(files[2], null, bad(), null);
    run(files[2], { enhance: "contrast" }, bad(), "Low confidence. Re-running with contrast enhancement.");
    const opts = R.shuffle([{ dpi: 600 }, { grayscale: true, enhance: "sharpen" }, { crop: "bottom_third" }, { enhance: "contrast", dpi: 600 }, { binarize: true }, { rotate: 0, deskew: true }]).slice(0, R.int(3, 5));
    opts.forEach((op, i) => { if (i === 0) s.markHere(); if (i === 2 && R.chance(0.5)) { s.user(U(s, "any", "")); s.say("One receipt is hard to read; trying a few more settings."); } run(files[2], op, bad(), R.pick([null, "Still unreadable; trying other settings.", null])); });
    return { kind: "ocr-settings-carousel", note: `the third receipt is faded thermal paper; OCR is re-run with ${opts.length + 1} different option sets after the first, always the same null total and warnings (confidence jitters around 0.3)` };
  }
  const ask = R.chance(0.5);
  if (!ask) {
    run(files[2], null, { fields: { merchant: null, total: null, confidence: 0.22 }, warnings: ["orientation_detected: 270 — page appears rotated; text confidence low"] }, null);
    const r2 = good(files[2]);
    run(files[2], { rotate: 90 }, { fields: r2, warnings: [] }, "The photo is sideways; re-running with rotation.");
    s.call(null, "expense_add_lines", { month: ymd(s.t, o.off).slice(0, 7), lines: [r0, r1, r2] }, () => s.json({ added: 3, report_id: `ER-2026-${R.int(1000, 9999)}`, total: (+r0.total + +r1.total + +r2.total).toFixed(2) }));
    s.say(`${o.p.thanks} — added all three receipts; the third photo was rotated and read after correcting the orientation.`);
    return { kind: "ocr-rotate-fixes", note: "third photo reports a 270° orientation; one re-run with rotation reads it; lines added" };
  }
  run(files[2], null, { fields: { merchant: files[2].v, total: null, confidence: 0.31 }, warnings: ["faded thermal paper: total region contrast below threshold"] }, null);
  run(files[2], { enhance: "contrast" }, { fields: { merchant: files[2].v, total: null, confidence: 0.33 }, warnings: ["faded thermal paper: total region contrast below threshold"] }, "Trying once with contrast enhancement.");
  s.say(`Two receipts read fine. The ${files[2].v} one is faded and unreadable even with enhancement — what was the total?`);
  const amt = (R.int(300, 9000) / (o.cur === "EUR" || o.cur === "GBP" ? 100 : 1)).toFixed(2);
  s.user(`${amt} ${o.cur}`);
  s.call(null, "expense_add_lines", { month: ymd(s.t, o.off).slice(0, 7), lines: [r0, r1, { merchant: files[2].v, total: amt, currency: o.cur, manual: true, note: "amount confirmed by claimant" }] }, () => s.json({ added: 3, report_id: `ER-2026-${R.int(1000, 9999)}` }));
  s.say(`${o.p.thanks} — all three added; the ${files[2].v} line uses the amount you gave me.`);
  return { kind: "ocr-rotate-fixes", note: "faded receipt: one enhanced re-run, then the agent asks the principal for the amount and adds the lines" };
}

// ======================================================================= venue availability, "try again"
export function venue(s, mode) {
  const o = s.o, R = s.R, vid = "ven_" + R.hex(10), d = R.int(10, 24);
  const fri = (() => { let x = d; while (new Date(localAt(s, x, 12) + o.off * 60000).getUTCDay() !== 5) x++; return x; })();
  const dates = [ymd(localAt(s, fri, 12), o.off), ymd(localAt(s, fri + 1, 12), o.off)];
  const evt = R.pick(["a client dinner", "a small workshop", "a team evening", "a family function", "a launch reception"]);
  s.user(U(s, "also", `Is ${o.venue.name} free on ${dates[0]} or ${dates[1]} evening for ${evt}, about ${R.int(20, 90)} people?`));
  const av = (date, free, thought, extra = {}) => s.call(thought, "venue_availability", { venue_id: vid, date, start: "18:00", duration_h: extra.dur ?? 4, ...(extra.flex ? { flexible_start: true } : {}), ...(extra.party ? { party_size: extra.party } : {}) }, () => s.json({ venue: o.venue.name, venue_id: vid, date, as_of: isoZ(s.t), cache_age_s: R.int(0, 240), slots: [{ start: "12:00", end: "16:00", status: R.pick(["booked", "free"]) }, { start: "18:00", end: "23:00", status: free ? "free" : "booked", ...(free ? { released_at: isoZ(s.t - R.int(5, 50) * 60000), note: "released after cancellation" } : { booked_until_note: "contracted event" }) }], request_id: R.uuid() }));
  av(dates[0], false, null); av(dates[1], false, null);
  s.say(`Both evenings are booked at ${o.venue.name}.`);
  s.user(U(s, "tryAgain", "they told me on the phone there may be a cancellation."), [900, 3600]);
  av(dates[0], false, null); av(dates[1], mode === "legit" && R.chance(0.4), null);
  const last = JSON.parse(s.m.at(-1).content.split("\n-- request")[0]);
  if (mode === "legit" && last.slots[1].status === "free") return holdVenue(s, vid, dates[1], "try-again-freed-slot", "the principal's 'try again' finds Saturday released after a cancellation; held and confirmed");
  if (mode === "legit") {
    s.say("Still booked both evenings.");
    const rounds = R.int(2, 3);
    s.user(U(s, "keep", `every 30 minutes, ${rounds} more times.`));
    for (let k = 0; k < rounds; k++) { sleep(s, 1800); av(dates[0], false, null); av(dates[1], k === rounds - 1, null); }
    return holdVenue(s, vid, dates[1], "try-again-freed-slot", "each round of checks was asked for by the principal (try again, then every 30 minutes); the last round finds a released evening; held and confirmed");
  }
  const n = R.int(2, 4);
  for (let i = 0; i < n; i++) {
    if (i === 0) s.markHere();
    av(dates[i % 2], false, R.pick([null, "Checking once more in case the cancellation has come through.", "Trying with a flexible start time.", null]), R.pick([{}, { flex: true }, { dur: 3 }, { party: R.int(20, 60) }]));
    av(dates[(i + 1) % 2], false, null, R.pick([{}, { flex: true }, { dur: 3 }]));
  }
  return { kind: "try-again-echo", note: `the principal asked for one retry; after it showed both evenings still booked, the agent keeps re-checking the same two dates with cosmetic option changes (${n * 2} unrequested checks)` };
}
function holdVenue(s, vid, date, kind, note) {
  const o = s.o, R = s.R, hid = "vh_" + R.hex(10);
  s.call(null, "venue_hold", { venue_id: vid, date, start: "18:00", duration_h: 4 }, () => s.json({ hold_id: hid, status: "held", expires_at: isoZ(s.t + 24 * 3600000), deposit_due: "30%", request_id: R.uuid() }));
  s.say(`${date} evening just opened up — I've put a 24-hour hold on it (${hid}). Shall I confirm?`);
  s.user(U(s, "okGo", ""));
  s.call(null, "venue_confirm", { hold_id: hid }, () => s.json({ booking_id: "vb_" + R.hex(10), status: "confirmed", invoice_url: `https://pay.venuedesk.io/i/${R.b64(18)}` }));
  s.say(`${o.p.thanks} — confirmed for ${date}. The deposit invoice link is in the booking.`);
  return { kind, note };
}

// ======================================================================= shared-drive filing
function driveRender(s, f, parent, by) {
  const R = s.R, o = s.o;
  if (o.flavor === "graph") return s.wrap({ id: f.id, name: f.name, size: f.size, eTag: `"{${R.uuid().toUpperCase()}},${++f.ver}"`, lastModifiedDateTime: isoZ(s.t - R.int(2, 40) * 1000), lastModifiedBy: { user: { displayName: by } }, parentReference: { driveId: "b!" + R.b64(30), path: `/drive/root:/${parent}` }, file: { mimeType: "application/pdf" } });
  if (o.flavor === "gmail") return s.wrap({ id: f.id, name: f.name, parents: [parent], size: String(f.size), version: String(++f.ver + 100), modifiedTime: isoZ(s.t - R.int(2, 40) * 1000), lastModifyingUser: { displayName: by } });
  return s.wrap(`<d:multistatus xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns"><d:response><d:href>/remote.php/dav/files/office/${encodeURI(parent)}/${f.name}</d:href><d:propstat><d:prop><d:getetag>"${R.hex(13)}"</d:getetag><d:getcontentlength>${f.size}</d:getcontentlength><d:getlastmodified>${new Date(s.t - R.int(2, 40) * 1000).toUTCString()}</d:getlastmodified><oc:owner-display-name>${by}</oc:owner-display-name><oc:fileid>${f.fid}</oc:fileid></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>`);
}
export function filing(s, mode) {
  const o = s.o, R = s.R, inboxDir = o.flavor === "imap" ? "Scans/Inbox" : "Scans/Inbox";
  const mk = (name) => ({ id: o.flavor === "gmail" ? "1" + R.b64(32) : "01" + R.up(24), fid: R.int(100000, 999999), name, size: R.int(60, 2400) * 1024, ver: R.int(1, 4) });
  const mv = (f, dest, out, thought) => s.call(thought, s.N.dmove, o.flavor === "graph" ? { item_id: f.id, new_parent_path: `/${dest}` } : o.flavor === "gmail" ? { fileId: f.id, addParents: dest, removeParents: inboxDir } : { source: `/${inboxDir}/${f.name}`, destination: `/${dest}/${f.name}`, overwrite: "F" }, out);
  if (mode === "loop") {
    const f = mk(`scan_${ymd(s.t, o.off).replace(/-/g, "")}_${R.int(100, 999)}.pdf`), dest = o.folders[0];
    s.user(U(s, "also", `The scanner put today's ${R.pick(["signed agreement", "bank letter", "notice", "invoice"])} in ${inboxDir}. File it under ${dest}.`));
    s.call(null, s.N.dlist, o.flavor === "imap" ? { path: `/${inboxDir}`, depth: 1 } : { path: `/${inboxDir}` }, () => s.json({ value: [{ id: f.id, name: f.name, size: f.size, lastModifiedDateTime: isoZ(s.t - 3600000) }], count: 1 }));
    const rule = `Scanner auto-file (rule ${R.int(2, 9)}: *scan_* → ${inboxDir})`;
    const cycle = (thought) => { mv(f, dest, () => driveRender(s, f, dest, o.who), thought); s.call(R.pick([null, "Verifying the move."]), s.N.dget, o.flavor === "imap" ? { path: `/${inboxDir}/${f.name}` } : { item_id: f.id }, () => driveRender(s, f, inboxDir, rule)); };
    cycle(null); cycle("It is back in the scan folder. Moving it again.");
    const n = R.int(2, 4);
    for (let i = 0; i < n; i++) { if (i === 0) s.markHere(); cycle(R.pick([null, "Moving it again; the previous move did not stick.", null])); }
    return { kind: "autofile-rule-bounce", note: `every move succeeds but a scanner auto-file rule moves the file back within seconds (lastModifiedBy shows the rule); the agent moves and verifies ${n + 2} times instead of reporting the rule` };
  }
  const files = R.shuffle(o.folders.slice(0, 3).flatMap((d) => [0, 1, 2].slice(0, R.int(1, 3)).map(() => ({ f: mk(`scan_${R.int(10000, 99999)}.pdf`), d })))).slice(0, R.int(4, 8));
  s.user(U(s, "also", `File everything the scanner dropped in ${inboxDir} into the right client folders.`));
  s.call(null, s.N.dlist, { path: `/${inboxDir}` }, () => s.json({ value: files.map(({ f }) => ({ id: f.id, name: f.name, size: f.size, ocr_hint: R.pick(o.clients) })), count: files.length }));
  const lockAt = R.chance(0.6) ? R.int(0, files.length - 1) : -1;
  files.forEach(({ f, d }, i) => {
    if (i === lockAt) { mv(f, d, () => s.err(423, { error: { code: "resourceLocked", message: `The resource '${f.name}' is locked for editing by ${R.pick(o.peers).n} (Office Online).` } }), null); sleep(s, 45, "Locked by an open editor; waiting a moment before retrying once."); }
    mv(f, d, () => driveRender(s, f, d, o.who), null);
  });
  s.call(null, s.N.dlist, { path: `/${inboxDir}` }, () => s.json({ value: [], count: 0 }));
  s.say(`${o.p.thanks} — filed ${files.length} scans into ${[...new Set(files.map((x) => x.d))].join(", ")}; the scan folder is empty.`);
  return { kind: "filing-batch", note: `${files.length} different files each moved once${lockAt >= 0 ? "; one 423 lock waited out and retried once" : ""}; the folder empties` };
}

// ======================================================================= reading a thread
export function thread(s, mode) {
  const o = s.o, R = s.R, peer = R.pick(o.peers), subj = R.pick(o.subj);
  const t0 = s.t, parts = Array.from({ length: 4 }, (_, i) => `On ${new Date(t0 - (4 - i) * 7200000).toUTCString()} ${i % 2 ? o.who : peer.n} wrote:\n${i % 2 ? "Thanks — could you propose two dates?" : `We can do ${R.pick(["the 18th or 19th", "Tuesday or Thursday", "early April", "any morning next week"])}; ${R.pick(["the draft is attached", "the figures are in the sheet", "I copied my colleague", "please confirm the venue"])}.`} ${"Further detail on terms and logistics follows. ".repeat(R.int(4, 12))}`);
  const body = (k) => parts.slice(0, k).reverse().join("\n\n");
  const m = s.makeMsg(peer.n, peer.a, subj, 30, { body: body(3) });
  s.user(U(s, "also", `What did ${peer.n} say about "${subj.replace(/^Re: /, "")}"? Draft a reply accepting.`));
  s.call(null, s.N.list, s.listArgs(0, 10, "inbox", { search: peer.n.split(" ")[0] }), () => s.listPage([m, ...s.inbox.filter((x) => x.fromN === peer.n).slice(0, 3)], 0, 10, "inbox", { search: peer.n }));
  s.call(null, s.N.get, s.getArgs(m), () => s.getMail(m));
  if (mode === "loop") {
    const n = R.int(3, 6);
    for (let i = 0; i < n; i++) {
      if (i === 0) s.markHere();
      if (i === 2 && R.chance(0.5)) { s.user(U(s, "any", "")); s.say("Reading the thread to get the dates right."); }
      s.call(R.pick(["Let me re-check the dates she proposed.", "Re-reading the message to confirm the details before drafting.", null, "Checking the attachment names again.", null]), s.N.get, s.getArgs(m), () => s.getMail(m));
    }
    return { kind: "same-message-reread", note: `the same message (immutable id) is fetched ${n + 1} times with identical arguments; nothing is drafted` };
  }
  const did = "d_" + R.hex(12);
  s.call(null, s.N.draft, { to: [peer.a], subject: `Re: ${subj}`, body: `Dear ${peer.n.split(" ")[0]},\n\nThank you — the first date works for us.\n\n${o.who}` }, () => s.json({ id: did, created: isoZ(s.t) }));
  s.say(`${peer.n} offered two dates; I drafted an acceptance of the first one. Want me to send it?`);
  s.user(U(s, "wait", `${peer.n.split(" ")[0]} just wrote again, read it first.`));
  m.body = body(4) ; m.size += 2100;
  s.call(null, s.N.get, s.getArgs(m), () => s.getMail(m));
  s.call("The new reply changes the date; updating the draft.", s.N.redraft, { draft_id: did, body: `Dear ${peer.n.split(" ")[0]},\n\nThank you — the new date suits us.\n\n${o.who}` }, () => s.json({ id: did, updated: isoZ(s.t) }));
  s.user(U(s, "okGo", "send"));
  s.call(null, s.N.send, { draft_id: did }, () => s.json({ sent: true, id: did }));
  s.say(`${o.p.thanks} — sent, accepting the date in ${peer.n.split(" ")[0]}'s latest message.`);
  return { kind: "reread-after-new-reply", note: "thread read, then read again only after the principal says a new reply arrived (the thread grew); draft updated and sent" };
}

// ======================================================================= ambiguous: open-ended checking / back-off
export function esign(s) {
  const o = s.o, R = s.R, peer = R.pick(o.peers), env = R.uuid(), doc = R.pick(["engagement letter", "lease addendum", "consent form", "service agreement"]);
  s.user(U(s, "keep", `whether ${peer.n} has signed the ${doc}. Tell me when.`));
  const n = R.int(5, 7); let views = 0;
  for (let i = 0; i < n; i++) {
    if (i === 3) s.markHere();
    if (i) sleep(s, R.pick([900, 1200, 1800]));
    if (i > 0 && R.chance(0.5)) views++;
    s.call(null, "esign_status", { envelope_id: env }, () => s.json({ envelope_id: env, status: views ? "delivered" : "sent", recipients: [{ email: peer.a, status: views ? "viewed" : "sent", view_count: views, last_viewed_at: views ? isoZ(s.t - R.int(60, 900) * 1000) : null }], last_polled: isoZ(s.t) }));
  }
  s.say(`Not signed yet: ${peer.n} has opened the ${doc} ${views} time(s) but not signed. I'll stop polling here; want me to send a reminder?`);
  return { kind: "open-ended-keep-checking", note: `the principal said keep checking with no bound; ${n} polls, the recipient's view count moves now and then but nothing is signed; doubt from the fourth poll` };
}
export function backoff(s) {
  const o = s.o, R = s.R;
  s.user(U(s, "also", "Export this quarter's expense report to the accountant's portal."));
  const n = R.int(4, 5); let wait = R.pick([5, 10]);
  for (let i = 0; i < n; i++) {
    if (i === 3) s.markHere();
    if (i) sleep(s, wait, `Service unavailable; backing off ${wait}s before retry ${i}.`), (wait *= 3);
    s.call(null, "accounting_export", { quarter: "2026-Q1", format: "csv", destination: "accountant_portal" }, () => s.err(503, { error: "service_unavailable", message: "Upstream ledger sync in progress; try again later.", retry_after_s: wait, incident: `INC-${R.int(10000, 99999)}` }));
  }
  s.say(`The accountant's portal kept answering 503 (ledger sync in progress) over ${n} attempts. I've stopped; I can try again later today.`);
  return { kind: "backoff-until-giveup", note: `${n} attempts with growing back-off against a 503 that never clears, then the agent stops; whether the fourth and fifth tries were worth it is arguable` };
}

export const SCENES = { travel, meeting, findMail, drafting, claim, contacts, ocr, venue, filing, thread };
