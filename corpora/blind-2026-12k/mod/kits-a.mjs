// Tool-agent domain kits, part A: localization (AutoGen chat), solar design (LangGraph), contracts (Agents SDK), avalanche (Gemini).
import { j, pj } from "./rng.mjs";
const at = (xs, i) => xs[((i % xs.length) + xs.length) % xs.length];
const tw = (r, args, i) => { const k = Object.keys(args); const o = {}; const m = i % 4;
  if (m === 0) { for (const x of [...k].reverse()) o[x] = args[x]; return o; }
  if (m === 1) { for (const x of k) o[x] = typeof args[x] === "string" ? ` ${args[x]} ` : args[x]; return o; }
  if (m === 2) { for (const x of k) o[x] = typeof args[x] === "string" ? args[x].toLowerCase() : args[x]; return o; }
  return { ...args, _ts: Date.UTC(2026, 10, 3) + r.int(1, 9e6) }; };

const DE = ["Zahlung fehlgeschlagen", "Ihr Abo läuft am {date} ab", "Passwort zurücksetzen", "Änderungen speichern?", "Lieferadresse bearbeiten", "Rechnung herunterladen"];
const JA = ["お支払いに失敗しました", "{date}にサブスクリプションが終了します", "パスワードをリセット", "変更を保存しますか？", "配送先住所を編集", "請求書をダウンロード"];
const EN = ["Payment failed", "Your subscription ends on {date}", "Reset password", "Save changes?", "Edit delivery address", "Download invoice"];
const KEYS = ["checkout.error.payment", "billing.expiry_notice", "auth.reset_password", "dialog.unsaved.title", "address.edit", "billing.invoice.download"];

export const l10n = {
  domain: "localization-review", agent: "AutoGen group chat: Translator / Terminologist / Reviewer on a TMS", framework: "autogen",
  names: { worker: "Translator", final: "Reviewer" }, idStyle: "autogen", parallel: false,
  sys: "You are part of a localization group chat (Translator, Terminologist, Reviewer). Use the TMS tools. Reviewer gives the final sign-off.",
  task: (r) => r.pick(["Review the de-DE and ja-JP strings of release 4.18 of the Android app before hand-off.", "Finish the ja-JP pass for the billing screens (4.18) and make sure glossary terms are used."]),
  item: (r, i) => { const key = at(KEYS, i) + (i > 5 ? `.v${i}` : ""); const loc = i % 2 ? "ja-JP" : "de-DE";
    return { label: key, name: "tm_lookup", args: { key, locale: loc }, out: (c) => j({ key, locale: loc, source: at(EN, i), target: at(i % 2 ? JA : DE, i), status: at(["translated", "reviewed", "needs_review"], i), tm_match: at([100, 87, 74, 101], i), updated_by: at(["k.weber", "s.tanaka", "mt-engine"], i), fetched_at: c.iso(), request_id: r.rid() }) }; },
  act: (r, i) => { const key = at(KEYS, i); return { label: key, name: "string_update", args: { key, locale: "ja-JP", value: at(JA, i), status: "reviewed" }, out: (c) => j({ ok: true, key, revision: 300 + i, at: c.iso() }) }; },
  tweak: tw,
  poll: { name: "export_job_status", args: (r) => ({ job_id: `exp_${r.hex(10)}` }), stuck: [12, 41, 41], progress: [8, 35, 62, 90, 100],
    out: (r, p, st) => (c) => j({ state: st === "done" ? "completed" : "processing", progress: p, files_written: Math.floor(p * 0.42), heartbeat: c.iso(), worker: `exp-w${r.int(1, 6)}` }) },
  fail: { name: "mt_translate", label: "MT pre-fill", args: (r) => ({ keys: KEYS.slice(0, 4), target: "ja-JP", engine: "deepl" }),
    err: (r, i) => `HTTP 429 Too Many Requests\nx-trace-id: ${r.hex(16)}\nretry-after: ${r.int(2, 30)}\n{"message":"Quota for this billing period exceeded"}`,
    ok: (r) => j({ translated: 4, chars: 312, trace: r.hex(16) }) },
  search: { name: "tm_search", args: (q) => ({ query: q, locale: "ja-JP" }),
    same: ["payment failed", "Payment failed", "payment failure", "failed payment", "payment could not be completed", "pay failed error"],
    refine: ["payment", "payment failed", "payment failed checkout"],
    out: (r, q, k) => (c) => j({ hits: k === 0 ? [{ key: "checkout.error.payment", score: 0.91 }, { key: "billing.retry.banner", score: 0.62 }] : [{ key: ["payment.*", "checkout.error.payment", "checkout.error.payment#ctx2"][k - 1], total: [118, 9, 1][k - 1] }], took_ms: r.ms(8, 90), at: c.iso() }) },
  page: (r, n, p, reset, last) => ({ name: "strings_list", label: `page ${n}`, args: { locale: "de-DE", status: "needs_review", page: n }, out: (c) => j({ page: reset ? p : n, items: Array.from({ length: 3 }, (_, k) => ({ key: `screen${p}.${k}`, de: at(DE, p + k) })), next: last ? null : `p${n + 1}`, served_at: c.iso() }) }),
  ping: [{ as: "Translator", label: "glossary", step: (r) => ({ name: "glossary_get", args: { term: "subscription", locale: "ja-JP" }, out: j({ term: "subscription", preferred: "サブスクリプション", forbidden: ["定期購読"] }) }) },
         { as: "Terminologist", label: "termbase", step: (r) => ({ name: "termbase_check", args: { key: "billing.expiry_notice", locale: "ja-JP" }, out: j({ violations: [{ term: "subscription", found: "サブスクリプション", note: "client prefers 定期購読 in legal copy" }] }) }) }],
  edit: { name: "string_update", label: "billing.expiry_notice", args: (v) => ({ key: "billing.expiry_notice", locale: "ja-JP", value: v }), bad: "サブスクリプションが終了します", good: "{date}にサブスクリプションが終了します",
    cosmetic: (v, i) => (i % 2 ? v + " " : v.replace("終了", "終了")), reject: (r) => j({ ok: false, error: "PLACEHOLDER_MISSING", detail: "target lacks {date} present in source", request_id: r.rid() }), accept: (r) => j({ ok: true, revision: 412 }) },
  answer: (r) => r.pick(["Sign-off: de-DE and ja-JP strings for 4.18 reviewed; placeholders intact, glossary terms applied. Ready for hand-off.", "Reviewed. All billing strings pass QA; ja-JP uses サブスクリプション per glossary."]),
  apology: "Apologies for the confusion.", nudge: ["That's the old summary. What changed in ja-JP since yesterday?", "Still the same text. Which keys did you actually edit?", "Please answer the question."],
  again: "Kenji says he just fixed checkout.error.payment in ja-JP. Can you look at it again?",
};

const SITES = ["12 Larch Way", "7 Mill Ct", "301 Ocean Ave", "44 Quarry Rd", "9 Birch Ln", "18 Harbor St"];
export const solar = {
  domain: "rooftop-solar-design", agent: "LangGraph supervisor routing site_surveyor / layout_engineer / interconnection", framework: "langgraph",
  names: { worker: "layout_engineer", final: "supervisor" }, idStyle: "openai", parallel: true,
  sys: "You are the supervisor of a residential solar design graph. Route work with `route` to site_surveyor, layout_engineer or interconnection, or FINISH.",
  task: (r) => `Produce a permit-ready design for ${r.pick(SITES)} and file the utility interconnection.`,
  item: (r, i) => { const s = at(SITES, i) + (i > 5 ? ` #${i}` : ""); return { label: s, name: "roof_survey_get", args: { address: s, planes: true },
    out: (c) => pj({ address: s, planes: [{ id: "P1", azimuth: 170 + (i % 7) * 5, tilt: 22 + (i % 4), area_m2: 31 + (i % 9) }, { id: "P2", azimuth: 260, tilt: 18, area_m2: 14 + (i % 5) }], shading_pct: 6 + (i % 11), surveyed: "2026-10-2" + (i % 9), _meta: { trace: r.hex(12), ms: r.ms() , at: c.iso() } }) }; },
  act: (r, i) => ({ label: `layout ${i}`, name: "layout_place", args: { address: at(SITES, i), plane: "P1", modules: 10 + (i % 8), module_sku: "QCELL-410" }, out: (c) => j({ placed: 10 + (i % 8), kw_dc: ((10 + (i % 8)) * 0.41).toFixed(2), fire_setback_ok: true, run: r.hex(8) }) }),
  tweak: tw,
  poll: { name: "pvwatts_job", args: (r) => ({ job: `sim-${r.int(1e5, 9e5)}` }), stuck: [20, 55, 55], progress: [15, 40, 70, 100],
    out: (r, p, st) => (c) => `job status=${st} progress=${p}% hours_simulated=${Math.floor(87.6 * p)} heartbeat=${c.iso()} node=sim-${r.int(1, 4)}` },
  fail: { name: "utility_ix_submit", label: "interconnection filing", args: (r) => ({ utility: "PG&E", app_type: "NEM3", system_kw: 6.15 }),
    err: (r, i) => `504 Gateway Timeout (upstream utility portal) request_id=${r.uuid()} elapsed=${r.int(29, 31)}.0${r.int(0, 9)}s`, ok: (r) => j({ application: `IX-${r.int(1e6, 9e6)}`, status: "received" }),
    vary: (r, a, i) => ({ ...a, idempotency_key: r.uuid() }) },
  search: { name: "ahj_rules_search", args: (q) => ({ q, jurisdiction: "Santa Cruz County" }), same: ["fire setback ridge", "ridge setback fire code", "setback from ridge for PV", "fire pathway ridge solar", "PV ridge clearance rule"], refine: ["setback", "ridge setback", "ridge setback 18 inch exception"],
    out: (r, q, k) => (c) => `${k === 0 ? 2 : [14, 4, 1][k - 1]} result(s) (${r.ms(20, 200)} ms, ${c.hms()})\n` + (k === 0 ? "- R324.6.2 ... 18 in. pathway each side of ridge\n- R324.6.1 ... 36 in. access pathway" : `- ${["R324", "R324.6.2", "R324.6.2 Exc. 1"][k - 1]} ...`) },
  page: (r, n, p, reset, last) => ({ name: "module_catalog", label: `page ${n}`, args: { min_w: 400, page: n }, out: (c) => `page ${reset ? p : n}${last ? " (last)" : ""}\n` + [0, 1, 2].map((k) => `QCELL-${400 + p * 5 + k}  ${400 + p * 5 + k}W  eff ${(20 + p * 0.2).toFixed(1)}%`).join("\n") }),
  ping: [{ as: "supervisor", label: "route", step: () => ({ name: "route", args: { next: "layout_engineer" }, out: "Routed to layout_engineer" }) },
         { as: "layout_engineer", label: "report", step: () => ({ name: "report_to_supervisor", args: { status: "blocked", reason: "need survey of plane P2" }, out: "Report delivered to supervisor" }) }],
  edit: { name: "layout_place", label: "plane P2", args: (v) => ({ address: SITES[0], plane: "P2", modules: v }), bad: 8, good: 6, cosmetic: (v) => v,
    reject: (r) => j({ error: "FIRE_SETBACK", detail: "array encroaches 36in pathway on P2", check_id: r.hex(6) }), accept: (r) => j({ placed: 6, fire_setback_ok: true }) },
  answer: (r) => "FINISH: design for the site is complete: 14 × 410 W on P1, 6 on P2 (5.74 kW DC), fire pathways respected, interconnection filed.",
  apology: "Sorry, let me restate.", nudge: ["That's the same summary. Did the interconnection go through?", "You said that already. What's the application number?", "Answer the question please."],
  again: "The homeowner says a tree was removed last week. Re-check the shading for the site?",
};
