// desk.mjs: the assistant's desk. A seeded random source, a transcript under construction (Session), and the tools an
// office assistant calls, printed the way each mail/calendar/drive flavour prints them. Facts are kept on the Session
// (a message, a busy block, a file) so that reading them twice shows the same facts with fresh request noise.

export function seeded(seed) {
  let a = seed >>> 0;
  const f = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const R = {
    f, int: (lo, hi) => lo + Math.floor(f() * (hi - lo + 1)), pick: (xs) => xs[Math.floor(f() * xs.length)], chance: (p) => f() < p,
    chars: (n, set) => { let s = ""; for (let i = 0; i < n; i++) s += set[Math.floor(f() * set.length)]; return s; },
    hex: (n) => R.chars(n, "0123456789abcdef"), an: (n) => R.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
    up: (n) => R.chars(n, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), b64: (n) => R.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    uuid: () => `${R.hex(8)}-${R.hex(4)}-4${R.hex(3)}-${R.pick(["8", "9", "a", "b"])}${R.hex(3)}-${R.hex(12)}`,
    shuffle: (xs) => { const o = xs.slice(); for (let i = o.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [o[i], o[j]] = [o[j], o[i]]; } return o; },
  };
  return R;
}
export const hashStr = (s) => { let h = 2166136261; for (const c of s) h = Math.imul(h ^ c.codePointAt(0), 16777619) >>> 0; return h; };

const pad2 = (n) => String(n).padStart(2, "0");
export const isoZ = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
export const isoMs = (ms) => new Date(ms).toISOString();
export function localStr(ms, off, withOff = true) {
  const d = new Date(ms + off * 60000);
  const s = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:00`;
  if (!withOff) return s;
  const sg = off < 0 ? "-" : "+", a = Math.abs(off);
  return `${s}${sg}${pad2(Math.floor(a / 60))}:${pad2(a % 60)}`;
}
export const hhmm = (ms, off) => localStr(ms, off, false).slice(11, 16);
export const dayName = (ms, off) => ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][new Date(ms + off * 60000).getUTCDay()];
export const ymd = (ms, off) => localStr(ms, off, false).slice(0, 10);
const FAM = (model) => model.startsWith("claude") ? "anthropic" : model.startsWith("gemini") ? "google" : model.startsWith("mistral") ? "mistral" : "openai";

// Tool names per flavour for the operations every office has.
const NAMES = {
  graph: { list: "mail_list_messages", get: "mail_get_message", move: "mail_move_message", draft: "mail_create_draft", redraft: "mail_update_draft", lint: "draft_policy_check", send: "mail_send_draft", att: "mail_get_attachment", fb: "calendar_get_schedule", ev: "calendar_create_event", dlist: "drive_list_children", dmove: "drive_move_item", dget: "drive_get_item" },
  gmail: { list: "gmail_list", get: "gmail_get", move: "gmail_modify_labels", draft: "gmail_draft_create", redraft: "gmail_draft_update", lint: "draft_lint", send: "gmail_draft_send", att: "gmail_get_attachment", fb: "gcal_freebusy", ev: "gcal_insert_event", dlist: "gdrive_list", dmove: "gdrive_move", dget: "gdrive_get" },
  imap: { list: "imap_search", get: "imap_fetch", move: "imap_move", draft: "draft_save", redraft: "draft_save", lint: "draft_review", send: "smtp_send", att: "imap_fetch_part", fb: "caldav_freebusy", ev: "caldav_put_event", dlist: "webdav_propfind", dmove: "webdav_move", dget: "webdav_stat" },
};

export class Session {
  constructor(office, R, startMs) {
    this.o = office; this.R = R; this.t = startMs; this.m = []; this.nA = 0; this.mark = null; this.prompt = 1400 + R.int(0, 900);
    this.N = NAMES[office.flavor]; this.fam = FAM(office.model); this.mailSeq = 0; this.tokens = new Map(); this.fileSeq = 0;
    this.inbox = this.makeInbox(); this.archive = this.makeArchive();
  }
  // ----- clock and messages
  wait(a, b) { this.t += this.R.int(a, b) * 1000; }
  get ts() { return isoMs(this.t); }
  local(ms = this.t) { return localStr(ms, this.o.off); }
  callId() {
    const R = this.R;
    if (this.fam === "anthropic") return "toolu_01" + R.an(22);
    if (this.fam === "google") return "fc_" + R.hex(16);
    if (this.fam === "mistral") return R.an(9);
    return "call_" + R.an(24);
  }
  system(text) { this.m.push({ role: "system", content: text }); }
  user(text, gap = [25, 240]) { this.wait(...gap); this.m.push({ role: "user", content: text, timestamp: this.ts }); this.prompt += Math.ceil(text.length / 3.5); }
  assistantMsg(content, calls) {
    this.wait(2, 9);
    const msg = { role: "assistant", content, model: this.o.model, timestamp: this.ts };
    const comp = (content ? Math.ceil(content.length / 4) : 0) + (calls ? calls.reduce((s, c) => s + 12 + Math.ceil(c.function.arguments.length / 3.5), 0) : 0);
    msg.usage = { prompt_tokens: this.prompt, completion_tokens: comp };
    if (calls) msg.tool_calls = calls;
    this.m.push(msg); this.nA++; this.prompt += comp + 6;
    return msg;
  }
  say(text) { this.assistantMsg(text, null); }
  // one turn, one or more calls: items are [name, args, fn(): output or {err, body}]
  turn(thought, items) {
    const calls = items.map(([name, args]) => ({ id: this.callId(), type: "function", function: { name, arguments: JSON.stringify(args) } }));
    this.assistantMsg(thought, calls);
    items.forEach(([name, , out], i) => {
      this.wait(0, 2); this.t += this.R.int(80, 1900);
      let r = typeof out === "function" ? out() : out;
      const msg = { role: "tool", tool_call_id: calls[i].id, name, content: typeof r === "string" ? r : r.text, timestamp: this.ts };
      if (r && r.err && this.o.flavor !== "gmail") msg.is_error = true;
      this.m.push(msg); this.prompt += Math.ceil(msg.content.length / 3.6);
    });
  }
  call(thought, name, args, out) { this.turn(thought, [[name, args, out]]); }
  markHere() { if (this.mark == null) this.mark = { from: this.nA, msg: this.m.length }; }

  // ----- noise trailers per flavour
  wrap(body, status = 200) {
    const R = this.R, f = this.o.flavor;
    if (f === "graph") return `HTTP ${status} ${status === 200 ? "OK" : status === 201 ? "Created" : ""}`.trim() + `\nrequest-id: ${R.uuid()}\nclient-request-id: ${R.uuid()}\nx-ms-ags-diagnostic: {"ServerInfo":{"DataCenter":"${R.pick(["West Europe", "North Europe", "Central India", "South Africa North"])}","Slice":"E","Ring":"${R.int(1, 5)}","ScaleUnit":"${R.int(0, 9)}${R.int(0, 9)}","RoleInstance":"${R.up(2)}${R.int(1, 9)}PEPF0000${R.up(4)}"}}\nDate: ${new Date(this.t).toUTCString()}\n\n${typeof body === "string" ? body : JSON.stringify(body)}`;
    if (f === "gmail") return JSON.stringify(body, null, 2) + `\n\n(latency ${R.int(90, 1400)} ms, quota units ${R.int(5, 100)})`;
    return (typeof body === "string" ? body : JSON.stringify(body, null, 1)) + `\nA${R.int(100, 999)} OK ${R.pick(["Search", "Fetch", "Move", "Store", "Request"])} completed (${(R.f() * 0.09).toFixed(3)} + 0.000 + ${(R.f() * 0.05).toFixed(3)} secs).`;
  }
  err(status, body) {
    const R = this.R;
    const text = this.o.flavor === "imap" && typeof body === "string" ? body : `HTTP ${status}\nx-request-id: ${R.uuid()}\ndate: ${new Date(this.t).toUTCString()}\n\n${JSON.stringify(body)}`;
    return { err: true, text };
  }
  json(body) { return `${JSON.stringify(body, null, this.R.chance(0.5) ? 2 : undefined)}\n-- request ${this.R.uuid()} · ${this.R.int(40, 2200)} ms`; }

  // ----- mail world
  mailId() {
    const R = this.R; this.mailSeq++;
    if (this.o.flavor === "graph") return "AAMkAGI2" + R.b64(56) + "AAA=";
    if (this.o.flavor === "gmail") return "19" + R.hex(14);
    return String(48000 + this.mailSeq * R.int(3, 17));
  }
  makeMsg(fromN, fromA, subj, ageMin, opt = {}) {
    const R = this.R, o = this.o;
    const body = opt.body ?? `${R.pick(["Dear", "Hello", "Hi", "Good morning"])} ${o.who.split(" ")[0]},\n\n${subj.replace(/^Re: /, "")} — ${R.pick(["please find the details below.", "see attached.", "as discussed on the phone.", "following up on my earlier note."])}\n${R.pick(["Reference", "Ref", "Our ref", "File"])}: ${R.up(3)}-${R.int(1000, 9999)}\n\n${R.pick(["Kind regards", "Best", "Thanks", "Regards"])},\n${fromN}`;
    return { id: this.mailId(), fromN, fromA, subj, at: this.t - ageMin * 60000, read: R.chance(0.4), att: opt.att ?? (R.chance(0.35) ? [`${subj.replace(/[^A-Za-z0-9]+/g, "_").slice(0, 24)}.pdf`] : []), size: R.int(4, 380) * 1024 + R.int(0, 999), conv: "conv_" + R.hex(10), body, folder: opt.folder ?? "Inbox" };
  }
  makeInbox() {
    const R = this.R, o = this.o, out = [];
    const n = R.int(38, 58);
    for (let i = 0; i < n; i++) {
      const own = R.chance(0.55);
      const peer = R.pick(o.peers);
      const m = own ? this.makeMsg(R.chance(0.5) ? peer.n : `${R.pick(o.clients)} office`, own && R.chance(0.5) ? peer.a : `info@${R.pick(o.clients).toLowerCase().replace(/[^a-z]/g, "")}.com`, R.pick(o.subj), i * R.int(25, 190) + R.int(1, 20))
        : this.makeMsg(...R.pick(COMMONS), i * R.int(25, 190) + R.int(1, 20));
      out.push(m);
    }
    return out.sort((a, b) => b.at - a.at);
  }
  makeArchive() { return []; }
  preview(m) { return m.body.replace(/\s+/g, " ").slice(0, 140); }
  listPage(msgs, offset, top, folder = "inbox", extra = {}) {
    const R = this.R, f = this.o.flavor, page = msgs.slice(offset, offset + top), more = offset + top < msgs.length;
    const tok = (off) => { const k = `${folder}:${off}:${top}`; if (!this.tokens.has(k)) this.tokens.set(k, f === "gmail" ? String(R.int(1e9, 9e9)) + R.int(1e8, 9e8) : R.b64(40)); return this.tokens.get(k); };
    if (f === "graph") {
      const body = { "@odata.context": `https://graph.microsoft.com/v1.0/$metadata#users('${this.o.email}')/mailFolders('${folder}')/messages(id,receivedDateTime,subject,from,bodyPreview,isRead,hasAttachments,importance,conversationId)`, value: page.map((m) => ({ "@odata.etag": `W/"CQAAABYAAAD${R.b64(20)}"`, id: m.id, receivedDateTime: isoZ(m.at), subject: m.subj, from: { emailAddress: { name: m.fromN, address: m.fromA } }, bodyPreview: this.preview(m), isRead: m.read, hasAttachments: m.att.length > 0, importance: "normal", conversationId: m.conv })) };
      if (more) body["@odata.nextLink"] = `https://graph.microsoft.com/v1.0/me/mailFolders/${folder}/messages?%24top=${top}${extra.orderby ? "&%24orderby=" + encodeURIComponent(extra.orderby) : ""}&%24skiptoken=${tok(offset + top)}`;
      return this.wrap(body);
    }
    if (f === "gmail") {
      const body = { messages: page.map((m) => ({ id: m.id, threadId: m.conv.replace("conv_", "18"), labelIds: [folder === "inbox" ? "INBOX" : "Label_" + folder, m.read ? null : "UNREAD"].filter(Boolean), snippet: this.preview(m), internalDate: String(m.at), from: `${m.fromN} <${m.fromA}>`, subject: m.subj, sizeEstimate: m.size })), resultSizeEstimate: msgs.length + R.int(0, 3) };
      if (more) body.nextPageToken = tok(offset + top);
      return this.wrap(body);
    }
    const lines = page.map((m) => `UID ${m.id} | ${localStr(m.at, this.o.off, false).replace("T", " ").slice(0, 16)} | ${m.fromN} <${m.fromA}> | ${m.subj} | ${(m.size / 1024).toFixed(1)} KB | ${m.read ? "\\Seen" : "-"}${m.att.length ? " | att:" + m.att.length : ""}`);
    return this.wrap(`* OK [UIDVALIDITY ${1700000000 + (hashStr(this.o.email) % 9999999)}] mailbox ${folder === "inbox" ? "INBOX" : folder}\n* SEARCH matched ${msgs.length}, showing ${offset + 1}-${offset + page.length}${more ? `, next_offset=${offset + top}` : " (end)"}\n${lines.join("\n")}`);
  }
  listArgs(offset, top, folder = "inbox", extra = {}) {
    const f = this.o.flavor;
    if (f === "graph") { const a = { folder, top, select: "id,receivedDateTime,subject,from,bodyPreview,isRead,hasAttachments" }; if (offset) a.skiptoken = this.tokens.get(`${folder}:${offset}:${top}`); if (extra.orderby) a.orderby = extra.orderby; if (extra.search) a.search = extra.search; return a; }
    if (f === "gmail") { const a = { q: extra.search ?? (folder === "inbox" ? "in:inbox" : `label:${folder}`), maxResults: top }; if (offset) a.pageToken = this.tokens.get(`${folder}:${offset}:${top}`); return a; }
    const a = { mailbox: folder === "inbox" ? "INBOX" : folder, criteria: extra.search ? `TEXT "${extra.search}"` : "ALL", limit: top, offset }; if (extra.orderby) a.sort = extra.orderby; return a;
  }
  getMail(m) {
    const R = this.R, f = this.o.flavor;
    if (f === "graph") return this.wrap({ "@odata.etag": `W/"CQAAABYAAAD${R.b64(20)}"`, id: m.id, receivedDateTime: isoZ(m.at), subject: m.subj, from: { emailAddress: { name: m.fromN, address: m.fromA } }, toRecipients: [{ emailAddress: { name: this.o.who, address: this.o.email } }], body: { contentType: "text", content: m.body }, hasAttachments: m.att.length > 0, attachments: m.att.map((a, i) => ({ id: `AAMkAGI2${m.id.slice(8, 20)}BEgAQ${i}`, name: a, size: 48000 + a.length * 911, contentType: "application/pdf" })), conversationId: m.conv });
    if (f === "gmail") return this.wrap({ id: m.id, threadId: m.conv.replace("conv_", "18"), historyId: String(R.int(4000000, 4999999)), payload: { headers: [{ name: "From", value: `${m.fromN} <${m.fromA}>` }, { name: "To", value: this.o.email }, { name: "Subject", value: m.subj }, { name: "Date", value: new Date(m.at).toUTCString() }], parts: [{ mimeType: "text/plain", body: { size: m.body.length, data_decoded: m.body } }, ...m.att.map((a, i) => ({ mimeType: "application/pdf", filename: a, body: { attachmentId: "ANGjdJ" + m.id + "_" + i, size: 48000 + a.length * 911 } }))] }, sizeEstimate: m.size });
    return this.wrap(`* ${m.id} FETCH (UID ${m.id} RFC822.SIZE ${m.size} FLAGS (\\Seen) BODY[] {${m.body.length + 220}}\nFrom: ${m.fromN} <${m.fromA}>\nTo: ${this.o.who} <${this.o.email}>\nSubject: ${m.subj}\nDate: ${new Date(m.at).toUTCString()}\nMessage-ID: <${m.conv}@${m.fromA.split("@")[1]}>\nContent-Type: multipart/mixed; boundary="b1_${m.conv}"\n\n${m.body}${m.att.map((a) => `\n--b1_${m.conv}\nContent-Type: application/pdf; name="${a}"\nContent-Disposition: attachment\n[${48000 + a.length * 911} bytes base64 omitted]`).join("")}\n)`);
  }
  getArgs(m) { const f = this.o.flavor; return f === "graph" ? { message_id: m.id, expand: "attachments" } : f === "gmail" ? { id: m.id, format: "full" } : { mailbox: m.folder === "Inbox" ? "INBOX" : m.folder, uid: Number(m.id), parts: "BODY[]" }; }
  moveArgs(m, dest) { const f = this.o.flavor; return f === "graph" ? { message_id: m.id, destination_folder: dest } : f === "gmail" ? { id: m.id, addLabelIds: [dest], removeLabelIds: ["INBOX"] } : { uid: Number(m.id), from: "INBOX", to: dest }; }
  moveOut(m, dest) { const R = this.R; return this.o.flavor === "imap" ? this.wrap(`* OK [COPYUID ${R.int(100000, 999999)} ${m.id} ${R.int(200, 9000)}] moved to ${dest}`) : this.o.flavor === "graph" ? this.wrap({ id: "AAMkAGI2" + R.b64(56) + "AAA=", parentFolderId: "AAMkAGI2" + R.b64(20) + "AAA=", parentFolderName: dest, lastModifiedDateTime: isoZ(this.t), changeKey: R.b64(24) }) : this.wrap({ id: m.id, threadId: m.conv.replace("conv_", "18"), labelIds: ["Label_" + R.int(10, 99), m.read ? null : "UNREAD"].filter(Boolean), historyId: String(R.int(4000000, 4999999)) }); }
}
const COMMONS = [];
export function setCommons(list) { COMMONS.length = 0; COMMONS.push(...list); }
