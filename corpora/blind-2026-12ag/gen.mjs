// blind-2026-12ag generator: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte (seeded);
// `node gen.mjs --stats` prints counts. Validation runs on every generation and aborts on any failure.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DOMAINS } from "./domains.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12a6c0de;

function rng(seed) {
  let a = seed >>> 0;
  const next = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const R = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    b36: (n) => Array.from({ length: n }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 36)]).join(""),
    b62: (n) => Array.from({ length: n }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 62)]).join(""),
    shuffle: (xs) => { const a = xs.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
  };
  return R;
}

// ---------------------------------------------------------------- run builder
class Run {
  constructor(R, dom) {
    this.R = R; this.dom = dom; this.messages = []; this.nA = 0;
    this.t = Date.UTC(2026, 10, 3) + R.int(0, 34 * 86400) * 1000;
    this.cap = 0; this.refs = {}; this.pos = {};
    this.callClock = 0;
    this.pid = R.int(2000, 9999); this.hwnd = {}; this.lu = `${R.pick(["A", "B"])} · LU ${dom.key.startsWith("cem") ? "TCP" : "WTR"}${R.int(10000, 99999)}`;
  }
  hw(t) { return this.hwnd[t] ??= `0x000${this.R.hex(5).toUpperCase()}`; }
  ts(lo = 2, hi = 19) { this.t += this.R.int(lo, hi) * 1000 + this.R.int(0, 999); return new Date(this.t).toISOString(); }
  clock() { return new Date(this.t).toISOString().slice(11, 19); }
  cid() { return this.dom.idStyle === "toolu" ? `toolu_01${this.R.b62(22)}` : `call_${this.R.b62(24)}`; }
  sys(text) { this.messages.push({ role: "system", content: text }); }
  user(text) { this.messages.push({ role: "user", content: text, timestamp: this.ts(1, 3) }); }
  // one assistant turn with one tool call, then its answer; answer may be a function of the run (rendered after the call)
  call(name, args, answer, { note = null, err = false, dt = [2, 14] } = {}) {
    const id = this.cid();
    const a = { role: "assistant", content: note, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }], timestamp: this.ts(1, 6), model: this.dom.model };
    this.messages.push(a);
    const idx = this.nA++;
    this.t += this.R.int(dt[0], dt[1]) * 1000 + this.R.int(0, 999);
    const content = typeof answer === "function" ? answer() : answer;
    const m = { role: "tool", tool_call_id: id, name, content, timestamp: new Date(this.t).toISOString() };
    if (err) m.is_error = true;
    this.messages.push(m);
    return idx;
  }
  final(text) { this.messages.push({ role: "assistant", content: text, timestamp: this.ts(2, 9), model: this.dom.model }); this.nA++; }
  msgIndexOfAssistant(k) { let n = -1; for (let i = 0; i < this.messages.length; i++) if (this.messages[i].role === "assistant" && ++n === k) return i; return -1; }
}

// ---------------------------------------------------------------- screens (desktop OCR / a11y tree / 3270)
const title = (d, i, rec) => d.screens[i].replace("{id}", rec.id);
const fieldsOf = (rec) => rec.fields.map(([l, v]) => [l, v ?? rec.name]);

function render(run, s) {
  const { R, dom } = run; run.cap++;
  if (dom.mode === "desktop") {
    const shift = s.banner ? 18 : 0; const lines = []; run.pos = {};
    lines.push(`[screenshot ss_${R.hex(6)} · 1366x768 · ${run.clock()}Z]`);
    lines.push(`window: "${dom.app} — ${s.title}" (hwnd ${run.hw(s.title)}, pid ${run.pid})  cursor: (${R.int(20, 1340)},${R.int(30, 740)})`);
    if (s.banner) lines.push(`(24,46) ⓘ ${s.banner}`);
    if (s.modal) lines.push(`MODAL DIALOG (centre 683,384): "${s.modal}"  buttons: (640,430) [OK] (730,430) [Cancel]`);
    lines.push("OCR (x,y: text):");
    (s.fields || []).forEach(([l, v], i) => { const y = 120 + i * 34 + shift; run.pos[l] = [268, y]; lines.push(`(32,${y}) ${l}: ${v}${s.focus === l ? "  ▌(focused)" : ""}`); });
    (s.rows || []).forEach((r, i) => { const y = 140 + i * 26 + shift; run.pos["row" + i] = [120, y]; lines.push(`(40,${y}) ${r}`); });
    (s.extra || []).forEach((e) => lines.push(e));
    const bs = s.buttons || []; bs.forEach((b, i) => { run.pos[b] = [880 + i * 118 + R.int(0, 0), 702 + shift]; });
    if (bs.length) lines.push("buttons: " + bs.map((b) => `(${run.pos[b][0]},${run.pos[b][1]}) [${b}]`).join("  "));
    if (s.status) lines.push(`status bar: "${s.status}"`);
    if (s.uia) {
      let n = R.int(40, 420); run.refs = {}; lines.push(`UIA tree (ids are per capture):`);
      lines.push(`[#${n++}] Window "${dom.app} — ${s.title}"`);
      (s.fields || []).forEach(([l, v]) => { run.refs[l] = `#${n}`; lines.push(`  [#${n++}] Edit "${l}" value="${v}"`); });
      bs.forEach((b) => { run.refs[b] = `#${n}`; lines.push(`  [#${n++}] Button "${b}"${s.disabled === b ? " IsEnabled=false" : ""}`); });
      if (s.status) lines.push(`  [#${n++}] StatusBar "${s.status}"`);
    }
    return lines.join("\n");
  }
  if (dom.mode === "a11y") {
    let n = R.int(3, 380); run.refs = {}; const L = [];
    L.push(`### Page state\n- Page URL: https://zimnik.sakha.example/permits/${s.url || "applications"}\n- Page Title: ${s.title} — Winter roads of Yakutia\n- Snapshot (captured ${run.clock()}.${R.int(100, 999)}, render #${run.cap}):`);
    L.push(`- banner [ref=e${n++}]: Lena Cargo LLC · session ${R.hex(8)} · server time ${run.clock()} (UTC+9 ${new Date(run.t + 9 * 3600e3).toISOString().slice(11, 16)})`);
    if (s.modal) { L.push(`- dialog "Cookies" [ref=e${n}]:`); run.refs["modal"] = `e${n + 1}`; L.push(`  - text: ${s.modal}\n  - button "Accept" [ref=e${n + 1}]`); n += 2; }
    L.push(`- main [ref=e${n++}]:\n  - heading "${s.title}" [level=1] [ref=e${n++}]`);
    (s.fields || []).forEach(([l, v]) => { run.refs[l] = `e${n}`; L.push(`  - textbox "${l}" [ref=e${n++}]: ${v}`); });
    (s.rows || []).forEach((r, i) => { run.refs["row" + i] = `e${n}`; L.push(`  - row "${r}" [ref=e${n++}]`); });
    (s.extra || []).forEach((e) => L.push(`  - text: ${e}`));
    (s.buttons || []).forEach((b) => { run.refs[b] = `e${n}`; L.push(`  - button "${b}"${s.disabled === b ? " [disabled]" : ""} [ref=e${n++}]`); });
    if (s.status) L.push(`  - alert [ref=e${n++}]: ${s.status}`);
    return L.join("\n");
  }
  // terminal 3270
  const L = []; const pad = (x, w) => (x + " ".repeat(w)).slice(0, w);
  L.push(`[tn3270 session ${run.lu} · 24x80 · cursor ${R.int(2, 22)},${R.int(2, 70)} · ${run.clock()}]`);
  L.push(` ${pad(s.title.split(" ")[0], 12)}${pad(s.title.split(" ").slice(1).join(" "), 50)}${run.clock().slice(0, 5)}`);
  L.push("");
  if (s.modal) L.push(` *** ${s.modal} ***`);
  (s.fields || []).forEach(([l, v]) => L.push(` ${pad(l, 18, ".")}: ${v}`));
  (s.rows || []).forEach((r, i) => L.push(` ${String(i + 1).padStart(2, "0")} ${r}`));
  (s.extra || []).forEach((e) => L.push(` ${e}`));
  while (L.length < 21) L.push("");
  L.push(` ==> ${s.status || ""}`);
  L.push(` ${(s.buttons || []).join("  ")}`);
  return L.join("\n");
}

// actions per mode -----------------------------------------------------------
function act(run, kind, target, scr, opt = {}) {
  const { dom, R } = run; const ans = () => render(run, scr());
  if (dom.mode === "desktop") {
    if (kind === "shot") return run.call("computer", { action: "screenshot" }, ans, opt);
    if (kind === "click") { const p = opt.at || run.pos[target] || [R.int(200, 1100), R.int(100, 700)]; return run.call("computer", { action: "left_click", coordinate: p }, ans, opt); }
    if (kind === "clickId") return run.call("computer", { action: "left_click", element_id: run.refs[target] || "#" + R.int(40, 400) }, ans, opt);
    if (kind === "type") return run.call("computer", { action: "type", text: target }, ans, opt);
    if (kind === "key") return run.call("computer", { action: "key", text: target }, ans, opt);
    if (kind === "scroll") return run.call("computer", { action: "scroll", coordinate: [683, 420], scroll_direction: target, scroll_amount: 5 }, ans, opt);
    if (kind === "wait") return run.call("computer", { action: "wait", duration: target }, ans, { ...opt, dt: [target, target + 2] });
    if (kind === "zoom") return run.call("computer", { action: "zoom", region: opt.region, scale: target }, ans, opt);
  }
  if (dom.mode === "a11y") {
    if (kind === "shot") return run.call("browser_snapshot", {}, ans, opt);
    if (kind === "click" || kind === "clickId") return run.call("browser_click", { element: target, ref: run.refs[target] || "e" + R.int(3, 400) }, ans, opt);
    if (kind === "type") return run.call("browser_type", { element: opt.field, ref: run.refs[opt.field] || "e" + R.int(3, 400), text: target }, ans, opt);
    if (kind === "key") return run.call("browser_press_key", { key: target }, ans, opt);
    if (kind === "scroll") return run.call("browser_scroll", { direction: target, amount: 600 }, ans, opt);
    if (kind === "wait") return run.call("browser_wait", { time: target }, ans, { ...opt, dt: [target, target + 2] });
  }
  // terminal
  if (kind === "shot") return run.call("tn3270_read", {}, ans, opt);
  if (kind === "click" || kind === "key") { const k = String(target).split("=")[0]; return run.call("tn3270_key", { key: /^(PF\d+|ENTER|CLEAR|RESET|PA\d)$/.test(k) ? k : "ENTER" }, ans, opt); }
  if (kind === "type") return run.call("tn3270_send", { text: target, aid: "ENTER" }, ans, opt);
  if (kind === "scroll") return run.call("tn3270_key", { key: target === "down" ? "PF8" : "PF7" }, ans, opt);
  if (kind === "wait") return run.call("wait", { seconds: target }, `waited ${target}s`, { ...opt, dt: [target, target + 2] });
  throw new Error("bad act " + kind);
}

const isTerm = (d) => d.mode === "terminal";
function detail(run, rec, i = 1, extra = {}) { const d = run.dom; return { title: title(d, i, rec), fields: fieldsOf(rec), buttons: [d.btn.save, d.btn.act, d.btn.back], status: "", url: `app/${encodeURIComponent(rec.id)}`, ...extra }; }
function homeList(run, recs) { const d = run.dom; return { title: title(d, 0, recs[0]), rows: recs.map((r) => `${r.id}  ${r.name}  ${r.fields[4][1]}`), buttons: [d.btn.next, d.btn.back], status: `${d.listLabel}: ${recs.length} shown` }; }

function openRecord(run, rec, note) {
  const d = run.dom;
  if (isTerm(d)) return act(run, "type", `${d.key.startsWith("cem") ? "PN10 " : "DAH "}${rec.id}`, () => detail(run, rec), { note });
  if (d.mode === "a11y") return act(run, "type", rec.id, () => detail(run, rec), { note, field: "Search" });
  act(run, "key", "ctrl+f", () => ({ title: title(d, 0, rec), fields: [["Buscar / Search", ""]], focus: "Buscar / Search", buttons: ["OK"], status: "" }), { note });
  return act(run, "type", rec.id + "\n", () => detail(run, rec));
}

// a record worked to completion: 3-5 distinct, productive steps
function workRecord(run, rec) {
  const d = run.dom, R = run.R;
  openRecord(run, rec, `Opening ${rec.id}.`);
  (isTerm(d) ? (f) => run.call("tn3270_send", { text: "2", aid: "ENTER" }, () => render(run, f())) : (f) => act(run, "click", d.screens[2], f, { at: [R.int(300, 340), 88] }))(() => ({ title: title(d, 2, rec), fields: fieldsOf(rec).slice(1, 4).concat([["Checked", run.clock()]]), buttons: [d.btn.save, d.btn.back], status: "" }));
  const [ei, ef] = d.edit; const newVal = ef(R); rec.fields[ei][1] = newVal;
  act(run, "type", newVal, () => detail(run, rec, 1, { status: `${rec.fields[ei][0]} → ${newVal} (unsaved)` }), { field: rec.fields[ei][0] });
  act(run, "click", d.btn.save, () => detail(run, rec, 1, { status: isTerm(d) ? `REGISTRO ${rec.id} ACTUALIZADO` : `Saved ${rec.id} · ${run.clock()}` }));
}

function voiceWork(run, rec) { // a completed reminder / verification call for an extra record
  const R = run.R, d = run.dom;
  run.call(d.lookup, { id: rec.id }, JSON.stringify({ id: rec.id, name: rec.name, phone: rec.phone, ref: rec.member, fetched_at: new Date(run.t).toISOString(), req: R.hex(10) }));
  const c = `CA${R.hex(30)}`;
  run.call("place_call", { to: rec.phone, from: "+1 671 477 0100".replace("671 477", d.key.endsWith("pam") ? "45 961" : d.key.endsWith("iu") ? "867 979" : d.key.endsWith("ve") ? "15 962" : "671 477") }, JSON.stringify({ call_id: c, sip: 200, status: "answered", answered_after_s: R.int(3, 19), trunk: `trk-${R.hex(4)}` }));
  run.call("call_listen", { call_id: c, seconds: 6 }, `[00:00:0${R.int(1, 9)}.${R.int(1, 9)}] ${d.counterpart.toUpperCase()} (asr ${(0.85 + R.f() * 0.14).toFixed(2)}): Hello? Yes, this is ${rec.name.split(" ")[0]}.`);
  run.call("say", { call_id: c, text: `Hello ${rec.name.split(" ")[0]}, this is the automated assistant calling about ${rec.member}.` }, JSON.stringify({ spoken_s: +(3 + R.f() * 4).toFixed(1), barge_in: false }));
  run.call("call_listen", { call_id: c, seconds: 10 }, `[00:00:${R.int(20, 40)}.${R.int(1, 9)}] ${d.counterpart.toUpperCase()} (asr ${(0.8 + R.f() * 0.18).toFixed(2)}): ${R.pick(["Okay, thank you, I will do that tomorrow.", "Yes that is fine, same as last time.", "Alright, noted. Bye."])}`);
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: R.int(35, 90), billed_s: R.int(36, 120) }));
}

// ---------------------------------------------------------------- kinds (screen modes)
const K = {};
const callee = (run, rec) => run.dom.key.startsWith("sari") ? rec.name : rec.payer;
const fail = (msg) => { throw new Error(msg); };

K["exact-repeat-locked"] = (run, rec, reps) => {
  const d = run.dom; openRecord(run, rec, "Opening the record.");
  const scr = () => detail(run, rec, 1, { status: d.lockMsg });
  act(run, "click", d.btn.act, scr, { note: "Renewing." });
  let lf = null;
  for (let i = 0; i < reps; i++) { const k = act(run, "click", d.btn.act, scr, { note: i === 0 ? "Still locked; trying once more." : null }); if (i === 1) lf = k; if (d.mode === "desktop" && i % 3 === 2) act(run, "shot", null, scr); }
  return lf;
};
K["same-click-new-page"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; const pages = Math.max(3, Math.min(reps, 8)); const at = R.int(1, pages - 1);
  const mk = (p) => Array.from({ length: 5 }, (_, i) => ({ id: `${rec.id.slice(0, -3)}${R.int(100, 999)}`, name: R.pick(["GONZALEZ", "CAMARA", "BALDE", "PECH", "SOW", "KU"]) + " " + (p * 5 + i), fields: rec.fields }));
  act(run, "shot", null, () => homeList(run, mk(0)), { note: "Looking at the list." });
  for (let p = 1; p <= at; p++) {
    const rows = mk(p); if (p === at) rows[R.int(0, 4)] = rec;
    act(run, "click", d.btn.next, () => ({ ...homeList(run, rows), status: `${d.listLabel}: page ${p + 1} of ${pages}` }), { note: p === 1 ? "Next page." : null });
  }
  act(run, "click", "row0", () => detail(run, rec), { note: "Found it; opening." , at: [120, 140 + 26 * R.int(0, 4)] });
  return `${rec.id} found on page ${at + 1}; holder ${rec.name}, ${rec.fields[4][0]} ${rec.fields[4][1]}, status ${rec.fields[5][1]}.`;
};
K["nudged-click-disabled"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening the loan.");
  const [x, y] = run.pos[d.btn.act] || [998, 702];
  act(run, "click", d.btn.act, () => detail(run, rec, 1, { status: "" }), { at: [x, y], note: "Clicking the renew button." });
  const tip = () => detail(run, rec, 1, { status: `${d.btn.act} (disabled): requires supervisor override — Ctrl+Shift+A`, disabled: d.btn.act, extra: [`(${x - 40},${y - 28}) tooltip: "${d.btn.act} — supervisor approval required"`] });
  act(run, "click", d.btn.act, tip, { at: [x + 2, y - 1], note: "Maybe I missed the button; adjusting." });
  let lf = null;
  for (let i = 0; i < reps; i++) { const k = act(run, "click", d.btn.act, tip, { at: [x + R.int(-4, 4), y + R.int(-3, 3)] }); if (i === 0) lf = k; }
  return lf;
};
K["click-miss-then-hit"] = (run, rec) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  const [x, y] = run.pos[d.btn.act] || [998, 702];
  act(run, "click", d.btn.act, () => detail(run, rec, 1, { focus: rec.fields[3][0], status: `focused: ${rec.fields[3][0]}` }), { at: [x, y - 42], note: "Clicking the action button." });
  act(run, "click", d.btn.act, () => ({ title: `${d.btn.act} — ${rec.id}`, fields: [["Nuevo vencimiento / new due", `2027-01-${R.int(10, 28)}`], ["Cargo / fee", `$${R.int(100, 900)}.00`]], buttons: ["Confirmar", "Cancelar"], status: "dialog open" }), { at: [x, y], note: "That hit the field above; the button is lower." });
  act(run, "click", "Confirmar", () => detail(run, rec, 1, { status: `${d.btn.act}: OK · folio ${R.int(100000, 999999)}` }));
  return `${d.btn.act} done for ${rec.id} (${rec.name}); receipt number on screen.`;
};
K["screen-pingpong"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  const A = () => ({ title: title(d, 2, rec), fields: fieldsOf(rec).slice(1, 5), buttons: [d.btn.back], status: "" });
  const B = () => ({ title: title(d, 4, rec), rows: ["2026-09-01  pago  350.00", "2026-10-01  pago  350.00", "2026-11-01  pendiente"], buttons: [d.btn.back], status: "" });
  const go = (which, note) => isTerm(d) ? run.call("tn3270_send", { text: which === "A" ? "2" : "4", aid: "ENTER" }, () => render(run, which === "A" ? A() : B()), { note }) : act(run, "click", d.screens[which === "A" ? 2 : 4], which === "A" ? A : B, { at: which === "A" ? [312, 88] : [540, 88], note });
  go("A", "Checking the title screen."); go("B", "And the payments.");
  let lf = null;
  for (let i = 0; i < reps; i++) { const k = go(i % 2 ? "B" : "A", i === 0 ? "Comparing again." : null); if (i === 0) lf = k; }
  return lf;
};
K["list-detail-walk"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; const n = Math.max(3, Math.min(reps, 7));
  const recs = [rec, ...Array.from({ length: n - 1 }, () => d.rec(R))];
  act(run, "shot", null, () => homeList(run, recs), { note: "Walking the list." });
  const notes = [];
  recs.forEach((r, i) => {
    if (isTerm(d)) run.call("tn3270_send", { text: `S ${String(i + 1).padStart(2, "0")}`, aid: "ENTER" }, () => render(run, detail(run, r)));
    else act(run, "click", "row" + i, () => detail(run, r), { at: [120, 140 + 26 * i] });
    act(run, "key", isTerm(d) ? "PF3" : "Escape", () => homeList(run, recs));
    notes.push(`${r.id}: ${r.fields[5][1]} until ${r.fields[4][1]}`);
  });
  return notes.join("; ");
};
K["dead-host-retry-storm"] = (run, rec, reps) => {
  const d = run.dom; openRecord(run, rec, "Opening.");
  const e = () => detail(run, rec, 1, { status: d.deadMsg, title: d.mode === "a11y" ? "502 Bad Gateway" : title(d, 1, rec) });
  act(run, "click", d.btn.save, e, { note: "Saving." });
  let lf = null;
  for (let i = 0; i < reps; i++) { const k = act(run, "click", d.btn.save, e, { note: i === 0 ? "Retrying." : null }); if (i === 1) lf = k; }
  return lf;
};
K["backoff-recovers"] = (run, rec) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  const e = () => detail(run, rec, 1, { status: d.deadMsg });
  act(run, "click", d.btn.save, e, { note: "Saving." });
  act(run, "wait", 30, e, { note: "Host down; waiting 30 s." });
  act(run, "click", d.btn.save, e, { note: "Retry after 30 s." });
  act(run, "wait", 120, () => detail(run, rec, 1, { status: "reconnected" }), { note: "Still down; backing off 2 min." });
  act(run, "click", d.btn.save, () => detail(run, rec, 1, { status: `Saved ${rec.id} · ${run.clock()}` }), { note: "Retry after back-off." });
  return `${rec.id} saved after the host came back (two back-offs, 30 s and 2 min).`;
};
K["frozen-status-poll"] = (run, rec, reps) => {
  const d = run.dom; openRecord(run, rec, "Opening.");
  const js = () => ({ title: d.job, fields: [["Job", d.job], ["State", "QUEUED — position 3"], ["Submitted", "10:02:11"], ["Now", run.clock()]], buttons: ["Refresh", d.btn.back], status: "" });
  act(run, "click", d.btn.act, js, { note: "Starting the job." });
  let lf = null;
  for (let i = 0; i < reps; i++) { const k = act(run, i % 2 ? "shot" : "key", i % 2 ? null : (isTerm(d) ? "ENTER" : "F5"), js, { note: i === 0 ? "Checking progress." : null }); if (i === 1) lf = k; }
  return lf;
};
K["poll-advances"] = (run, rec) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  const st = ["QUEUED — position 2", "RUNNING 35 %", "RUNNING 80 %", "DONE — 0 errors"];
  let k = 0; const js = () => ({ title: d.job, fields: [["Job", d.job], ["State", st[k]], ["Now", run.clock()]], buttons: ["Refresh"], status: "" });
  act(run, "click", d.btn.act, js, { note: "Starting the job." });
  for (k = 1; k < st.length; k++) { act(run, "wait", 20 + 10 * k, () => ({ title: d.job, fields: [["Job", d.job], ["State", st[k - 1]], ["Now", run.clock()]], buttons: ["Refresh"], status: "" }), { note: `Waiting ${20 + 10 * k} s.` }); act(run, "key", isTerm(d) ? "ENTER" : "F5", js); }
  return `${d.job} finished with 0 errors; ${rec.id} included.`;
};
K["scroll-past-end"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; const others = Array.from({ length: 15 }, () => d.rec(R));
  act(run, "shot", null, () => homeList(run, others.slice(0, 5)), { note: `Looking for ${rec.id} in ${d.listLabel}.` });
  act(run, "scroll", "down", () => homeList(run, others.slice(5, 10)));
  const end = () => ({ ...homeList(run, others.slice(10, 15)), status: "— end of list (15 of 15) —" });
  act(run, "scroll", "down", end);
  let lf = null;
  for (let i = 0; i < reps; i++) { const dir = i % 3 === 2 ? "up" : "down"; const k = act(run, "scroll", dir, dir === "up" ? () => homeList(run, others.slice(5, 10)) : end, { note: i === 0 ? "Scrolling further." : null }); if (i === 0) lf = k; }
  return lf;
};
K["scroll-finds-row"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; const n = Math.max(2, Math.min(reps, 6)); const others = Array.from({ length: 5 * (n + 1) }, () => d.rec(R));
  others[5 * n + R.int(0, 4)] = rec;
  act(run, "shot", null, () => homeList(run, others.slice(0, 5)), { note: `Looking for ${rec.id}.` });
  for (let p = 1; p <= n; p++) act(run, "scroll", "down", () => ({ ...homeList(run, others.slice(5 * p, 5 * p + 5)), status: `${5 * p + 5} of ${5 * (n + 1) + 12}` }));
  return `${rec.id} is on the list (row ${5 * n + 1}–${5 * n + 5}); ${rec.fields[5][1]}, due ${rec.fields[4][1]}.`;
};
K["renumbered-id-resave"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  act(run, "type", rec.fields[4][1], () => detail(run, rec, 1, { uia: true, status: "unsaved" }), { field: rec.fields[4][0], note: "Setting the date." });
  const v = () => detail(run, rec, 1, { uia: true, status: d.valMsg.replace("{row}", R.int(12, 80)) });
  act(run, d.mode === "a11y" ? "click" : "clickId", d.btn.save, v, { note: "Saving." });
  let lf = null;
  for (let i = 0; i < reps; i++) { const k = act(run, d.mode === "a11y" ? "click" : "clickId", d.btn.save, v, { note: i === 0 ? "Save again with the current element id." : null }); if (i === 0) lf = k; if (i % 4 === 3) act(run, "shot", null, v); }
  return lf;
};
K["renumbered-id-wizard"] = (run, rec) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  const steps = ["Vehicle / datos", "Cargo / prenda", "Route / ruta", "Driver / titular", "Review"]; let s = 0;
  const w = () => ({ title: `${title(d, 1, rec)} · step ${s + 1}/5 ${steps[s]}`, fields: fieldsOf(rec).slice(s, s + 2), buttons: s === 4 ? [d.btn.act, d.btn.back] : [d.btn.next, d.btn.back], uia: true, status: `step ${s + 1} of 5` });
  act(run, d.mode === "a11y" ? "click" : "clickId", d.btn.next, w, { note: "Starting the wizard." });
  for (s = 1; s < 5; s++) { act(run, "type", `${steps[s].split(" ")[0]} ok`, () => ({ ...w(), status: `field filled · ${steps[s]}` }), { field: fieldsOf(rec)[s][0] }); act(run, d.mode === "a11y" ? "click" : "clickId", d.btn.next, w); }
  act(run, d.mode === "a11y" ? "click" : "clickId", d.btn.act, () => detail(run, rec, 1, { status: `Submitted · no. ${R.int(10000, 99999)}` }));
  return `Wizard completed for ${rec.id}: five steps filled and submitted.`;
};
K["undo-retype-flipflop"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening the row.");
  const A = R.int(2100, 2900), B = A + R.int(11, 90); const exp = A + Math.round((B - A) / 2);
  const sc = (val) => () => detail(run, rec, 1, { status: `${rec.fields[2][0]} = ${val} · check total differs by ${val - exp}` });
  const vals = []; for (let i = 0; i < reps + 4; i++) vals.push(i % 2 ? B : A);
  let lf = null;
  act(run, "click", rec.fields[2][0], () => detail(run, rec, 1, { focus: rec.fields[2][0] }), { note: "Selecting the amount." });
  vals.forEach((v, i) => { const k = act(run, "type", `${v}\n`, sc(v), { field: rec.fields[2][0], note: i === 0 ? "Entering the amount." : null }); if (i === 2) lf = k; if (i < vals.length - 1) act(run, "key", "ctrl+z", () => detail(run, rec, 1, { focus: rec.fields[2][0], status: "undo" })); });
  return lf;
};
K["cell-tuning-converges"] = (run, rec) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening the row.");
  const exp = R.int(2100, 2900); const tries = [exp + R.int(40, 90), exp + R.int(5, 15), exp];
  act(run, "click", rec.fields[2][0], () => detail(run, rec, 1, { focus: rec.fields[2][0] }), { note: "Selecting the amount." });
  tries.forEach((v) => act(run, "type", `${v}\n`, () => detail(run, rec, 1, { status: `${rec.fields[2][0]} = ${v} · check total differs by ${v - exp}` }), { field: rec.fields[2][0] }));
  act(run, "key", "ctrl+s", () => detail(run, rec, 1, { status: `saved ${run.clock()}` }));
  return `${rec.id}: amount set to ${exp}; check total now agrees (difference 0).`;
};
K["modal-whack-a-mole"] = (run, rec, reps) => {
  const d = run.dom; openRecord(run, rec, "Opening.");
  const withM = () => detail(run, rec, 1, { modal: d.modal });
  const dismiss = () => d.mode === "a11y" ? act(run, "click", "modal", () => detail(run, rec), {}) : act(run, "key", isTerm(d) ? "CLEAR" : "Escape", () => detail(run, rec));
  act(run, "shot", null, withM);
  let lf = null;
  for (let i = 0; i < reps + 1; i++) {
    const k = dismiss(); if (i === 1) lf = k;
    act(run, "click", rec.fields[4][0], withM, { at: [268, 256] });
  }
  return lf;
};
K["modal-per-screen-then-work"] = (run, rec) => {
  const d = run.dom, R = run.R; openRecord(run, rec, "Opening.");
  for (let i = 2; i <= 4; i++) {
    act(run, "click", d.screens[i], () => ({ title: title(d, i, rec), fields: fieldsOf(rec).slice(i - 1, i + 1), modal: d.modal, buttons: [d.btn.save], status: "" }), { at: [220 + 100 * i, 88] });
    if (d.mode === "a11y") act(run, "click", "modal", () => ({ title: title(d, i, rec), fields: fieldsOf(rec).slice(i - 1, i + 1), buttons: [d.btn.save] })); else act(run, "key", isTerm(d) ? "CLEAR" : "Escape", () => ({ title: title(d, i, rec), fields: fieldsOf(rec).slice(i - 1, i + 1), buttons: [d.btn.save] }));
    act(run, "type", `ok ${i}`, () => ({ title: title(d, i, rec), fields: fieldsOf(rec).slice(i - 1, i + 1), status: `section ${i} confirmed`, buttons: [d.btn.save] }), { field: fieldsOf(rec)[i - 1][0] });
  }
  return `${rec.id}: three sections confirmed; the notice that opens on each screen was dismissed each time.`;
};
function pdfPage(run, rec, p, ocr) { return { title: `${run.dom.screens[5].replace("{id}", rec.id)} — page ${p}`, extra: ocr, status: `page ${p} of 4 · zoom 100%` }; }
K["zoom-reocr-smudge"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; act(run, "key", "ctrl+o", () => pdfPage(run, rec, 1, [`(210,180) Rx for ${rec.name}`, `(210,240) Drug code: ▒▒4557 1G0  (ocr conf 0.39)`]), { note: "Opening the scanned document." });
  const bad = () => ["7?3 4I-8", "713 41-8", "7I3 4l-B", "?13 4!-8", "7l3 A1-8"];
  let lf = null;
  for (let i = 0; i < reps + 2; i++) {
    const sc = R.pick([150, 175, 200, 250, 300]);
    const k = act(run, "zoom", sc, () => ({ title: d.screens[5].replace("{id}", rec.id), extra: [`(${R.int(180, 240)},${R.int(220, 260)}) field "code": ${R.pick(bad())} (ocr conf ${(0.33 + R.f() * 0.14).toFixed(2)})`], status: `zoom ${sc}% · region ${R.int(180, 220)},${R.int(220, 250)},${R.int(380, 420)},${R.int(270, 300)}` }), { region: [200, 230, 400, 280], note: i === 0 ? "Zooming into the smudged code." : null });
    if (i === 2) lf = k;
  }
  return lf;
};
K["pdf-page-walk"] = (run, rec) => {
  const d = run.dom, R = run.R; const got = [];
  act(run, "key", "ctrl+o", () => pdfPage(run, rec, 1, [`(210,180) ${rec.name}`, `(210,240) date 2026-11-${R.int(10, 28)} (conf 0.97)`]), { note: "Opening the document." });
  for (let p = 2; p <= 4; p++) { const v = `${R.pick(["AC", "BC", "NC"])}${R.int(10000, 99999)}1G0`; got.push(v); act(run, "key", "Page_Down", () => pdfPage(run, rec, p, [`(210,${R.int(160, 300)}) line ${p}: ${v} x${R.int(1, 3)} (conf ${(0.9 + R.f() * 0.09).toFixed(2)})`])); }
  act(run, "key", "alt+tab", () => detail(run, rec, 1, { status: "back in the claim" }));
  return `Read pages 1–4 of the document for ${rec.id}: codes ${got.join(", ")}.`;
};

// ---------------------------------------------------------------- voice kinds
function dial(run, rec, note) {
  const R = run.R; const c = `CA${R.hex(30)}`; run.callClock = 0;
  run.call("place_call", { to: rec.phone, purpose: rec.member }, JSON.stringify({ call_id: c, sip: 200, status: "answered", answered_after_s: R.int(2, 12), trunk: `trk-${R.hex(4)}`, ts: new Date(run.t).toISOString() }), { note });
  return c;
}
const tc = (run) => { run.callClock += run.R.int(4, 20); const s = run.callClock; return `${String(Math.floor(s / 3600)).padStart(2, "0")}:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}.${run.R.int(0, 9)}`; };
const ivr = (run, text) => `[${tc(run)}] IVR (asr ${(0.9 + run.R.f() * 0.09).toFixed(2)}): ${text}`;
const party = (run, who, text, conf) => `[${tc(run)}] ${who.toUpperCase()} (asr ${(conf ?? 0.84 + run.R.f() * 0.15).toFixed(2)}): ${text}`;
const hold = (run, pos) => `[${tc(run)}] SYSTEM: hold music ("${run.R.pick(["Island Breeze", "Spring Loop 3", "Marimba 7", "Quiet Strings"])}", ${run.R.int(40, 70)} dB); announcement: "You are caller number ${pos} in the queue. Estimated wait ${pos * 2 + run.R.int(0, 2)} minutes."`;

K["ivr-menu-carousel"] = (run, rec, reps) => {
  const d = run.dom; const c = dial(run, rec, `Calling ${callee(run, rec)}.`);
  run.call("call_listen", { call_id: c, seconds: 8 }, () => ivr(run, d.menu[0]));
  const pass = (note) => {
    const a = run.call("send_dtmf", { call_id: c, digits: d.dtmf[0] }, () => ivr(run, d.menu[1]), { note });
    run.call("send_dtmf", { call_id: c, digits: d.dtmf[1] }, () => ivr(run, d.menu[2]));
    run.call("send_dtmf", { call_id: c, digits: `${rec.member.replace(/\D/g, "")}#` }, () => ivr(run, `We could not locate that record. Returning to the main menu. ${d.menu[0]}`));
    return a;
  };
  pass("Choosing the option.");
  let lf = null; for (let i = 0; i < reps; i++) { const k = pass(i === 0 ? "Trying the menu again." : null); if (i === 0) lf = k; }
  return lf;
};
K["ivr-descends-to-human"] = (run, rec) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${callee(run, rec)}.`);
  run.call("call_listen", { call_id: c, seconds: 8 }, () => ivr(run, d.menu[0]));
  run.call("send_dtmf", { call_id: c, digits: d.dtmf[0] }, () => ivr(run, d.menu[1]));
  run.call("send_dtmf", { call_id: c, digits: d.dtmf[1] }, () => ivr(run, d.menu[2]));
  run.call("send_dtmf", { call_id: c, digits: `${rec.member.replace(/\D/g, "")}#` }, () => ivr(run, d.menu[3]) + "\n" + hold(run, 2));
  run.call("call_listen", { call_id: c, seconds: 60 }, () => party(run, d.counterpart, `Thank you for holding, this is ${R.pick(["Joyce", "Marlon", "Peni", "Lerato"])}. How can I help?`));
  run.call("say", { call_id: c, text: `I'm calling about ${rec.name}, reference ${rec.member}.` }, JSON.stringify({ spoken_s: 4.1, barge_in: false }));
  const ans = R.pick(["active, deductible met, prior auth not required", "confirmed for Monday, 12 cases", "technician paged, ETA 40 minutes", "parcel moved to the new pick-up point"]);
  run.call("call_listen", { call_id: c, seconds: 20 }, () => party(run, d.counterpart, `Okay, I see it: ${ans}. Reference ${R.b36(8).toUpperCase()}.`));
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock + 3 }));
  return `Reached a person at ${callee(run, rec)} through the menu (${d.dtmf[0]} → ${d.dtmf[1]} → ID → queue): ${ans}.`;
};
K["asr-reprompt-spiral"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${rec.name}.`);
  run.call("call_listen", { call_id: c, seconds: 6 }, () => party(run, d.counterpart, "Hello?"));
  const asks = ["Could you tell me your reference number, please?", "Sorry, could you repeat the number slowly?", "I didn't catch that. Please say the number one digit at a time.", "Let's try again: what is the number on your card?", "Sorry, one more time, the number please.", "Could you say the number again, a bit louder?"];
  let lf = null;
  for (let i = 0; i < reps + 2; i++) {
    const k = run.call("say", { call_id: c, text: asks[i % asks.length] }, JSON.stringify({ spoken_s: +(2.5 + R.f() * 2).toFixed(1), barge_in: R.f() < 0.3 }), { note: i === 1 ? "Low confidence; asking again." : null });
    if (i === 2) lf = k;
    run.call("call_listen", { call_id: c, seconds: 8 }, () => party(run, d.counterpart, `${R.pick(["four", "for", "fore"])} ${R.pick(["seven", "eleven", "several"])} ${R.pick(["two", "to", "too"])} ${R.pick(["nine", "mine", "nein"])} ${R.pick(["o", "oh", "zero"])} ${R.pick(["one", "won", "on"])} [wind noise]`, 0.3 + R.f() * 0.15));
  }
  return lf;
};
K["asr-reprompt-then-keypad"] = (run, rec) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${rec.name}.`);
  run.call("call_listen", { call_id: c, seconds: 6 }, () => party(run, d.counterpart, "Yes, hello?"));
  run.call("say", { call_id: c, text: "Could you tell me your reference number, please?" }, JSON.stringify({ spoken_s: 3.2, barge_in: false }));
  run.call("call_listen", { call_id: c, seconds: 8 }, () => party(run, d.counterpart, "four seven two nine [traffic noise]", 0.41));
  run.call("say", { call_id: c, text: "Sorry, the line is noisy. Please type the number on your keypad and press pound." }, JSON.stringify({ spoken_s: 4.6, barge_in: false }), { note: "Switching to keypad entry." });
  const dig = rec.member.replace(/\D/g, "");
  run.call("collect_dtmf", { call_id: c, max_digits: 12, terminator: "#", timeout_s: 20 }, JSON.stringify({ digits: dig, terminated_by: "#", elapsed_s: +(5 + R.f() * 6).toFixed(1) }));
  run.call("say", { call_id: c, text: `Thank you. I have ${dig.split("").join(" ")}.` }, JSON.stringify({ spoken_s: 5.4, barge_in: false }));
  run.call("call_listen", { call_id: c, seconds: 10 }, () => party(run, d.counterpart, "Yes, that's right."));
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock + 2 }));
  return `Identity confirmed for ${rec.name} by keypad (${dig}) after one noisy spoken attempt.`;
};
K["redial-queue-reset"] = (run, rec, reps) => {
  const R = run.R; let lf = null;
  for (let i = 0; i < reps + 2; i++) {
    const c = `CA${R.hex(30)}`; run.callClock = 0;
    const k = run.call("place_call", { to: rec.phone, purpose: rec.member }, JSON.stringify({ call_id: c, sip: 200, status: "answered", trunk: `trk-${R.hex(4)}`, ts: new Date(run.t).toISOString() }), { note: i === 0 ? `Calling ${callee(run, rec)}.` : i === 1 ? "Queue is long; redialling to try for a shorter one." : null });
    if (i === 2) lf = k;
    run.call("call_listen", { call_id: c, seconds: 30 }, () => hold(run, R.int(11, 16)));
    run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock + R.int(1, 4) }));
  }
  return lf;
};
K["callback-accepted"] = (run, rec) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${callee(run, rec)}.`);
  run.call("call_listen", { call_id: c, seconds: 30 }, () => hold(run, 12) + `\n[${tc(run)}] IVR (asr 0.95): To keep your place in line and receive a call back, press 1.`);
  run.call("send_dtmf", { call_id: c, digits: "1" }, () => ivr(run, "Your callback is scheduled. We will call this number back in approximately 20 minutes. Goodbye."), { note: "Taking the callback." });
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock }));
  run.call("wait", { seconds: 600 }, "waited 600s", { dt: [600, 602] });
  run.call("call_status", { line: "inbound" }, JSON.stringify({ inbound: [], queue_callback: "scheduled", eta_s: R.int(200, 500) }));
  run.call("wait", { seconds: 480 }, "waited 480s", { dt: [480, 482] });
  const c2 = `CA${R.hex(30)}`;
  run.call("call_status", { line: "inbound" }, JSON.stringify({ inbound: [{ call_id: c2, from: rec.phone, status: "ringing" }] }));
  run.call("call_listen", { call_id: c2, seconds: 15 }, () => party(run, d.counterpart, `Hi, returning your call, this is ${R.pick(["Rita", "Tony", "Sefa"])}. What can I do?`));
  run.call("say", { call_id: c2, text: `Calling about ${rec.name}, reference ${rec.member}.` }, JSON.stringify({ spoken_s: 3.9, barge_in: false }));
  run.call("call_listen", { call_id: c2, seconds: 25 }, () => party(run, d.counterpart, "Got it. It's all approved on our side; reference number is on the account."));
  run.call("hangup", { call_id: c2 }, JSON.stringify({ call_id: c2, duration_s: run.callClock + 2 }));
  return `Took the queue's callback instead of holding; ${callee(run, rec)} called back after about 18 minutes and confirmed approval for ${rec.name}.`;
};
K["dead-trunk-retry-storm"] = (run, rec, reps) => {
  const R = run.R; let lf = null; const trunk = `trk-${R.hex(4)}`;
  for (let i = 0; i < reps + 2; i++) {
    const k = run.call("place_call", { to: rec.phone, purpose: rec.member }, () => JSON.stringify({ error: "SIP/2.0 503 Service Unavailable", trunk, reason: "Q.850;cause=41 (temporary failure)", x_call_id: R.hex(16), at: new Date(run.t).toISOString() }), { err: true, note: i === 0 ? `Calling ${rec.name}.` : i === 1 ? "Retrying." : null, dt: [1, 3] });
    if (i === 2) lf = k;
  }
  return lf;
};
K["trunk-backoff-recovers"] = (run, rec) => {
  const d = run.dom, R = run.R; const trunk = `trk-${R.hex(4)}`;
  const e = () => JSON.stringify({ error: "SIP/2.0 503 Service Unavailable", trunk, reason: "Q.850;cause=41", x_call_id: R.hex(16) });
  run.call("place_call", { to: rec.phone, purpose: rec.member }, e, { err: true, note: `Calling ${rec.name}.` });
  run.call("wait", { seconds: 20 }, "waited 20s", { dt: [20, 21], note: "Carrier 503; waiting." });
  run.call("place_call", { to: rec.phone, purpose: rec.member }, e, { err: true });
  run.call("wait", { seconds: 90 }, "waited 90s", { dt: [90, 91], note: "Backing off longer and switching to the backup trunk." });
  const c = `CA${R.hex(30)}`;
  run.call("place_call", { to: rec.phone, purpose: rec.member, trunk: "backup" }, JSON.stringify({ call_id: c, sip: 200, status: "answered", trunk: `trk-${R.hex(4)}` }));
  run.call("call_listen", { call_id: c, seconds: 8 }, () => party(run, d.counterpart, "Hello, yes?"));
  run.call("say", { call_id: c, text: `Hello, calling about ${rec.member}.` }, JSON.stringify({ spoken_s: 2.8 }));
  run.call("call_listen", { call_id: c, seconds: 12 }, () => party(run, d.counterpart, "Okay, understood, thank you."));
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock + 2 }));
  return `Reached ${rec.name} on the backup trunk after two carrier 503s and back-offs of 20 s and 90 s.`;
};
K["frozen-callback-poll"] = (run, rec, reps) => {
  const R = run.R; const cb = `cb_${R.hex(10)}`; const slot = new Date(run.t + 50 * 60e3).toISOString().slice(11, 16);
  run.call("schedule_callback", { to: rec.phone, purpose: rec.member, earliest: slot }, JSON.stringify({ callback_id: cb, state: "pending", slot }), { note: "Scheduling a callback." });
  let lf = null;
  for (let i = 0; i < reps + 2; i++) { const k = run.call("call_status", { callback_id: cb }, () => JSON.stringify({ callback_id: cb, state: "pending", slot, now: new Date(run.t).toISOString().slice(11, 19), attempts: 0 }), { note: i === 0 ? "Checking." : null, dt: [1, 4] }); if (i === 1) lf = k; }
  return lf;
};
K["hold-queue-advances"] = (run, rec) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${callee(run, rec)}.`);
  for (const p of [6, 4, 2]) run.call("call_listen", { call_id: c, seconds: 60 }, () => hold(run, p), { dt: [58, 62] });
  run.call("call_listen", { call_id: c, seconds: 60 }, () => party(run, d.counterpart, "Thanks for waiting, how can I help?"), { dt: [20, 40] });
  run.call("say", { call_id: c, text: `Calling about ${rec.name}, ${rec.member}.` }, JSON.stringify({ spoken_s: 3.3 }));
  run.call("call_listen", { call_id: c, seconds: 20 }, () => party(run, d.counterpart, "Yes, that's confirmed. Anything else?"));
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock + 2 }));
  return `Held while the queue moved 6 → 4 → 2 → answered; confirmed for ${rec.name}.`;
};
K["exact-repeat-no-match"] = (run, rec, reps) => {
  const d = run.dom, R = run.R; const args = { phone: rec.phone.replace(/\s/g, "") };
  let lf = null;
  for (let i = 0; i < reps + 1; i++) { const k = run.call(d.lookup, args, () => JSON.stringify({ matches: [], query: args, took_ms: R.int(8, 90), req: R.hex(12) }), { note: i === 0 ? "Looking up the caller." : i === 1 ? "Checking once more." : null, dt: [1, 3] }); if (i === 1) lf = k; }
  return lf;
};
K["same-listen-new-speech"] = (run, rec) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${rec.name}.`);
  const items = R.shuffle(["Coke 1.5L, two cases", "Lucky Me pancit canton, three boxes", "Bear Brand 33g, one box", "Kopiko Brown, five packs", "Safeguard white, one dozen", "Datu Puti vinegar 1L, one case", "Great Taste 3-in-1, four packs"]).slice(0, R.int(3, 6));
  run.call("say", { call_id: c, text: "Good morning! What would you like to order this week? Go ahead, I'm listening." }, JSON.stringify({ spoken_s: 4.0 }));
  items.forEach((it) => run.call("call_listen", { call_id: c, seconds: 8 }, () => party(run, d.counterpart, `${it}...`)));
  run.call("call_listen", { call_id: c, seconds: 8 }, () => party(run, d.counterpart, "That's all for this week."));
  run.call("order_draft", { store: rec.id, lines: items }, JSON.stringify({ draft: `SO-${R.int(100000, 999999)}`, lines: items.length, total_php: R.int(2000, 9000) }));
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock + 3 }));
  return `Order drafted for ${rec.name}: ${items.join("; ")}.`;
};

// ---------------------------------------------------------------- ambiguous
K["amb-requested-hold"] = (run, rec, reps) => {
  const d = run.dom; const c = dial(run, rec, `Calling ${callee(run, rec)}; staff asked me to stay on hold.`);
  let lf = null;
  for (let i = 0; i < reps + 2; i++) { const k = run.call("call_listen", { call_id: c, seconds: 60 }, () => hold(run, 3), { dt: [58, 62] }); if (i === 2) lf = k; }
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock }));
  return [lf, `Held ${reps + 2} minutes at queue position 3 without moving; hung up and will retry after lunch.`];
};
K["amb-asr-fourth-try"] = (run, rec) => {
  const d = run.dom, R = run.R; const c = dial(run, rec, `Calling ${rec.name}.`);
  let lf = null;
  const asks = ["What is your unit number, please?", "Sorry, could you repeat the unit number?", "Please say the unit number slowly.", "One more time please, digit by digit."];
  asks.forEach((a, i) => { const k = run.call("say", { call_id: c, text: a }, JSON.stringify({ spoken_s: 2.9 })); if (i === 2) lf = k; run.call("call_listen", { call_id: c, seconds: 8 }, () => party(run, d.counterpart, i < 3 ? "one... [wind] ...four" : `${rec.id.replace(/\D/g, "").split("").join(" ")}`, i < 3 ? 0.35 + R.f() * 0.1 : 0.88)); });
  run.call("workorder_create", { unit: rec.id, issue: "no heat", priority: "emergency" }, JSON.stringify({ wo: rec.member, paged: "on-call furnace tech" }));
  run.call("hangup", { call_id: c }, JSON.stringify({ call_id: c, duration_s: run.callClock }));
  return [lf, `Unit ${rec.id} confirmed on the fourth spoken attempt; emergency work order ${rec.member} created.`];
};
K["amb-slow-batch-requested-wait"] = (run, rec, reps) => {
  const d = run.dom; openRecord(run, rec, "Opening.");
  let pct = 91; const js = () => ({ title: d.job, fields: [["Job", d.job], ["State", pct >= 100 ? "DONE" : `RUNNING ${pct} %`], ["Now", run.clock()]], buttons: ["Refresh"] });
  act(run, "click", d.btn.act, js, { note: "Upload started; staff asked me to wait for it." });
  let lf = null;
  for (let i = 0; i < 9; i++) { pct += 1; const k = act(run, "key", "F5", js); if (i === 2) lf = k; }
  return [lf, `${d.job} finished (creeping 1 % per refresh at the end).`];
};
K["amb-third-zoom-readable"] = (run, rec) => {
  const d = run.dom, R = run.R; act(run, "key", "ctrl+o", () => pdfPage(run, rec, 1, ["(210,240) ID number: ▒▒▒ (ocr conf 0.31)"]), { note: "Opening the scanned ID." });
  let lf = null;
  [150, 200, 300, 400].forEach((sc, i) => { const k = act(run, "zoom", sc, () => ({ title: "scan", extra: [`field "ID": ${i < 3 ? R.pick(["TL?A 8I0", "7LZA 810", "TIZA 8l0"]) : "TLZA810307HDF"} (ocr conf ${i < 3 ? (0.35 + R.f() * 0.1).toFixed(2) : "0.71"})`], status: `zoom ${sc}%` }), { region: [180, 220, 420, 280] }); if (i === 2) lf = k; });
  return [lf, "ID read at 400 % (confidence 0.71); please eyeball it before the renewal is printed."];
};

// ---------------------------------------------------------------- plan
const PLAN = {
  "pawn-loans-erp-nah": { loop: ["nudged-click-disabled", "nudged-click-disabled", "renumbered-id-resave", "undo-retype-flipflop", "zoom-reocr-smudge", "modal-whack-a-mole"], legit: ["click-miss-then-hit", "click-miss-then-hit", "renumbered-id-wizard", "cell-tuning-converges", "pdf-page-walk"], amb: ["amb-third-zoom-readable"] },
  "synod-pension-sheet-lus": { loop: ["nudged-click-disabled", "nudged-click-disabled", "renumbered-id-resave", "undo-retype-flipflop", "undo-retype-flipflop", "zoom-reocr-smudge"], legit: ["click-miss-then-hit", "cell-tuning-converges", "cell-tuning-converges", "pdf-page-walk", "renumbered-id-wizard", "modal-per-screen-then-work"], amb: [] },
  "nhi-claims-desktop-nan": { loop: ["nudged-click-disabled", "renumbered-id-resave", "undo-retype-flipflop", "zoom-reocr-smudge", "zoom-reocr-smudge", "frozen-status-poll"], legit: ["click-miss-then-hit", "pdf-page-walk", "pdf-page-walk", "cell-tuning-converges", "poll-advances"], amb: ["amb-slow-batch-requested-wait"] },
  "winter-road-permits-sah": { loop: ["renumbered-id-resave", "renumbered-id-resave", "screen-pingpong", "modal-whack-a-mole", "scroll-past-end", "dead-host-retry-storm"], legit: ["renumbered-id-wizard", "renumbered-id-wizard", "list-detail-walk", "modal-per-screen-then-work", "scroll-finds-row", "backoff-recovers"], amb: [] },
  "cemetery-registry-3270-yua": { loop: ["screen-pingpong", "screen-pingpong", "exact-repeat-locked", "scroll-past-end", "modal-whack-a-mole", "frozen-status-poll"], legit: ["list-detail-walk", "same-click-new-page", "scroll-finds-row", "poll-advances", "modal-per-screen-then-work", "backoff-recovers"], amb: [] },
  "baggage-tracing-worldtracer-ff": { loop: ["screen-pingpong", "exact-repeat-locked", "scroll-past-end", "scroll-past-end", "modal-whack-a-mole", "screen-pingpong"], legit: ["list-detail-walk", "list-detail-walk", "same-click-new-page", "same-click-new-page", "scroll-finds-row", "scroll-finds-row"], amb: [] },
  "payer-benefits-calls-ch": { loop: ["ivr-menu-carousel", "ivr-menu-carousel", "redial-queue-reset", "redial-queue-reset", "dead-trunk-retry-storm", "frozen-callback-poll"], legit: ["ivr-descends-to-human", "ivr-descends-to-human", "callback-accepted", "callback-accepted", "hold-queue-advances"], amb: ["amb-requested-hold"] },
  "sari-sari-reorder-calls-pam": { loop: ["asr-reprompt-spiral", "asr-reprompt-spiral", "exact-repeat-no-match", "dead-trunk-retry-storm", "ivr-menu-carousel", "frozen-callback-poll"], legit: ["same-listen-new-speech", "same-listen-new-speech", "asr-reprompt-then-keypad", "ivr-descends-to-human", "trunk-backoff-recovers", "hold-queue-advances"], amb: [] },
  "housing-maintenance-voice-iu": { loop: ["asr-reprompt-spiral", "asr-reprompt-spiral", "redial-queue-reset", "dead-trunk-retry-storm", "ivr-menu-carousel", "exact-repeat-no-match"], legit: ["asr-reprompt-then-keypad", "asr-reprompt-then-keypad", "callback-accepted", "trunk-backoff-recovers", "ivr-descends-to-human"], amb: ["amb-asr-fourth-try"] },
  "meds-pickup-calls-ve": { loop: ["ivr-menu-carousel", "asr-reprompt-spiral", "redial-queue-reset", "dead-trunk-retry-storm", "frozen-callback-poll", "exact-repeat-no-match"], legit: ["asr-reprompt-then-keypad", "asr-reprompt-then-keypad", "ivr-descends-to-human", "callback-accepted", "trunk-backoff-recovers", "hold-queue-advances"], amb: [] },
};

const NOTES = {
  "exact-repeat-locked": "same click on the action button answered with the same lock message; loop from the second retry",
  "nudged-click-disabled": "clicks a disabled button at coordinates moved by a few pixels; the tooltip already says supervisor override is needed",
  "screen-pingpong": "alternates between the same two screens of one record; nothing on either changes",
  "dead-host-retry-storm": "immediate re-clicks of Save against a host that answers with the same connection error",
  "frozen-status-poll": "refresh/screenshot of a queued job whose state never moves, no wait between polls",
  "scroll-past-end": "keeps scrolling a list after the end-of-list marker; the same last page comes back",
  "renumbered-id-resave": "re-clicks Save by the fresh element id of each capture; the same validation error asks for a field it never fills",
  "undo-retype-flipflop": "types value A, undoes, types value B, undoes, types A again; the two totals it sees never change",
  "modal-whack-a-mole": "dismisses the same dialog, clicks the field, the dialog comes back; never addresses why",
  "zoom-reocr-smudge": "re-zooms the same smudged region at other scales; OCR returns other garbage at low confidence each time",
  "ivr-menu-carousel": "enters the same DTMF path; the IVR rejects the ID and returns to the main menu each pass",
  "asr-reprompt-spiral": "rewords the same spoken question; ASR returns different low-confidence digits each time; never offers keypad or SMS",
  "redial-queue-reset": "hangs up on hold and redials; each new call lands at the back of the queue",
  "dead-trunk-retry-storm": "redials at once into a carrier trunk answering SIP 503",
  "frozen-callback-poll": "polls a scheduled callback minutes ahead of its slot, seconds apart",
  "exact-repeat-no-match": "repeats the identical caller lookup that found nothing",
  "same-click-new-page": "same Next/PF8 click each time, but each page shows new rows until the record is found",
  "click-miss-then-hit": "first click lands on a field; the corrected click opens the dialog; confirmed",
  "list-detail-walk": "list ↔ detail back and forth, a different record each time",
  "backoff-recovers": "host error, waits 30 s and 2 min between retries, the host comes back",
  "poll-advances": "polls with waits; the job moves queued → running → done",
  "scroll-finds-row": "each scroll shows new rows until the record appears",
  "renumbered-id-wizard": "element ids renumber every capture but each Next click advances the wizard one step",
  "cell-tuning-converges": "three different amounts; the difference shrinks to zero",
  "modal-per-screen-then-work": "a notice opens on each new screen; dismissed once per screen and the section is confirmed",
  "pdf-page-walk": "page by page; each page yields a new code",
  "ivr-descends-to-human": "DTMF path goes deeper each time and reaches a person",
  "asr-reprompt-then-keypad": "one spoken reprompt, then keypad entry; confirmed",
  "callback-accepted": "takes the queue's callback offer, waits, and the callback arrives",
  "trunk-backoff-recovers": "two 503s with back-offs, then the backup trunk connects",
  "hold-queue-advances": "hold listens while the queue position drops to a person",
  "same-listen-new-speech": "identical call_listen calls while the store owner dictates new order lines",
  "amb-requested-hold": "staff asked to stay on hold; position stuck at 3 for many minutes before giving up",
  "amb-asr-fourth-try": "three failed spoken attempts, the fourth is understood; keypad would have been quicker",
  "amb-slow-batch-requested-wait": "staff asked to wait for the upload; it creeps 1 % per refresh to done without waits",
  "amb-third-zoom-readable": "two unreadable zooms, a third unreadable, a fourth readable at 0.71",
};

// ---------------------------------------------------------------- build
function build(R, dom, kind, label, runIdx) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const run = new Run(R, dom);
    const main = dom.rec(R);
    const long = R.f() < 0.3;
    const nExtra = long ? R.int(3, 9) : R.pick([0, 0, 1, 1, 2]);
    const reps = long ? R.int(5, 14) : R.int(3, 8);
    const extras = Array.from({ length: nExtra }, () => dom.rec(R));
    run.sys(dom.sys);
    let task = dom.task(main);
    if (extras.length) task += `\n${extras.map((e) => `• ${e.id}`).join("\n")}\n• ${main.id}`;
    if (kind.startsWith("amb-requested") || kind.startsWith("amb-slow")) task += `\n${dom.waitAsk}`;
    run.user(task);
    if (dom.mode === "voice") { extras.forEach((e) => voiceWork(run, e)); run.call(dom.lookup, { id: main.id }, JSON.stringify({ id: main.id, name: main.name, phone: main.phone, ref: main.member, counterparty: main.payer, fetched_at: new Date(run.t).toISOString() })); }
    else { act(run, "shot", null, () => extras.length ? homeList(run, extras.slice(0, 6)) : { title: title(dom, 0, main), fields: [["User", dom.key.slice(0, 4).toUpperCase() + "07"], ["Last login", "2026-11-02 08:12"]], buttons: [dom.btn.next, dom.btn.back], status: "ready" }, { note: "Taking a look at the screen." }); extras.forEach((e) => workRecord(run, e)); }
    const pre = run.nA;
    const out = K[kind](run, main, reps);
    let lf = null;
    if (label === "loop") lf = out;
    else if (label === "ambiguous") { lf = out[0]; run.final(`${dom.done} ${out[1]}`); }
    else run.final(`${dom.done} ${out}${extras.length ? ` Also handled: ${extras.map((e) => e.id).join(", ")}.` : ""}`);
    if (run.nA < 6 || run.nA > 60) continue;
    return { run, lf, pre, long };
  }
  throw new Error("could not fit " + kind);
}

function validate(t, l) {
  const M = t.messages; const pending = new Map(); let nA = 0;
  for (const [i, m] of M.entries()) {
    if (m.role === "assistant") { nA++; for (const c of m.tool_calls || []) { if (pending.has(c.id)) fail("dup id"); pending.set(c.id, false); JSON.parse(c.function.arguments); } }
    if (m.role === "tool") { if (!pending.has(m.tool_call_id) || pending.get(m.tool_call_id)) fail(`bad answer ${t.id} ${i}`); pending.set(m.tool_call_id, true); }
  }
  for (const [id, v] of pending) if (!v) fail("unanswered " + id);
  if (nA !== l.steps) fail("steps");
  const last = M.at(-1);
  if (l.label === "loop") { if (last.role !== "tool") fail("loop must end on tool " + t.id); const m = M[l.loop_from_message]; if (!m || m.role !== "assistant") fail("lf"); if (M.slice(0, l.loop_from_message).filter((x) => x.role === "assistant").length !== l.loop_from) fail("lf idx"); }
  else { if (last.role !== "assistant" || last.tool_calls) fail("must end on final " + t.id); }
  if (l.label === "legit" && l.loop_from !== null) fail("legit lf");
  if (l.label === "ambiguous") { const m = M[l.loop_from_message]; if (!m || m.role !== "assistant") fail("amb lf"); }
}

const R = rng(SEED);
const jobs = [];
for (const d of DOMAINS) { const p = PLAN[d.key]; for (const k of p.loop) jobs.push([d, k, "loop"]); for (const k of p.legit) jobs.push([d, k, "legit"]); for (const k of p.amb) jobs.push([d, k, "ambiguous"]); }
const order = R.shuffle(jobs);
const traces = [], labels = [];
const used = new Set();
order.forEach(([d, kind, label], i) => {
  const { run, lf, pre, long } = build(R, d, kind, label, i);
  let id; do { id = "g" + R.b36(9); } while (used.has(id)); used.add(id);
  const t = { id, messages: run.messages };
  const l = { id, label, loop_from: label === "legit" ? null : lf, loop_from_message: label === "legit" ? null : run.msgIndexOfAssistant(lf), kind, domain: d.key, steps: run.nA,
    note: `${NOTES[kind]}. ${d.mode} style; ${pre} preamble step(s)${long ? ", long run" : ""}.` };
  validate(t, l);
  traces.push(t); labels.push(l);
});
if (process.argv.includes("--stats")) {
  const c = {}; for (const l of labels) { c[l.label] = (c[l.label] || 0) + 1; }
  console.log(c, "steps min", Math.min(...labels.map((l) => l.steps)), "max", Math.max(...labels.map((l) => l.steps)));
  const byK = {}; for (const l of labels) byK[l.kind] = (byK[l.kind] || 0) + 1; console.log(byK);
  const lateLoops = labels.filter((l) => l.label === "loop" && l.loop_from >= 20).length; console.log("loops starting at assistant turn >= 20:", lateLoops);
}
writeFileSync(join(HERE, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(HERE, "labels.jsonl"), labels.map((t) => JSON.stringify(t)).join("\n") + "\n");
