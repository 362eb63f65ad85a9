// Music-publishing royalty kit (Haitian Creole staff): CWR records, DDEX XML, CSV statements, ANSI-stripped CLI.
import { hash } from "./fmt.mjs";

const works = ["Lanmou Kreyòl", "Bèl Ayiti", "Kompa Lakay", "Zanmi Mwen", "Solèy Leve", "Rara Lannuit", "Dlo Nan Je", "Mache Ansanm", "Fanm Vanyan", "Tanbou Lespwa", "Lakou Lakay", "Manman Cheri", "Bon Nouvèl", "Jakmèl Lanuit", "Kè Kontan", "Twoubadou Blues"].flatMap((t, i) => [`W${70100 + i * 7}|${t}`, `W${70101 + i * 7}|${t} (Remix)`]);
/** Music royalty kit. */
export const music = {
  key: "music-royalty-cwr-ht", lang: "Haitian Creole", agent: "royalty operations assistant",
  sys: "You are the royalty-operations assistant of a music publisher in Port-au-Prince and Miami with a kompa and rasin catalogue. Tools: the works database, a CWR 2.1 builder/validator, the CISAC ISWC service, DSP statement imports (DDEX DSR), and a CLI for royalty runs. Shares must total 100% per right type.",
  items: () => works,
  t: {
    one: (x) => `Tanpri gade zèv "${x.split("|")[1]}" la — poukisa li toujou pa pase nan validasyon an? Di m ki pwoblèm nan.`,
    batch: (n) => `Tcheke tout ${n} zèv nan lis enskripsyon an youn apre lòt, epi ekri kijan chak grenn ye.`,
    list: "Gade tout liy deklarasyon redevans trimès sa a epi fè yon rezime.",
    job: "Lanse kalkil redevans Q3 la epi fè m konnen lè li fini.",
    watch: (n) => `Swiv kantite stream yo pou nouvo single la ${n} fwa, chak kèk minit.`,
    search: "Chèche nan nòt yo: èske yon moun te deja jwenn pwoblèm ISWC doub pou mizik kompa?",
    fix: (x) => `Korije "${x.split("|")[1]}" jiskaske validasyon CWR la pase. Eksplike m chak esè.`,
    nudge: ["Kote nou ye?", "Gen nouvèl?", "N ap tann toujou — ki kote sa rive?"],
    again: "Mwen fèk korije pataj la nan sistèm nan. Tanpri tcheke ankò.",
  },
  get: {
    tool: "work_get", args: (x) => ({ work_id: x.split("|")[0] }),
    out: (x, c, r) => {
      const h = hash(x);
      return JSON.stringify({ work_id: x.split("|")[0], title: x.split("|")[1].toUpperCase(), iswc: h % 3 ? `T-${300000000 + (h % 99999999)}-${h % 10}` : null, writers: [{ name: "JEAN-BAPTISTE, MARC", ipi: `00${(h % 900000000) + 100000000}`, role: "CA", pr_share: 50 }, { name: "PIERRE, ROSELINE", ipi: null, role: "A", pr_share: 25 }], publishers: [{ name: "LAKOU MIZIK PUBLISHING", role: "E", pr_share: 25, mr_share: 100 }], updated: c.iso(), etag: r.hex(8) }, null, 1);
    },
  },
  check: {
    tool: "cwr_validate", args: (x) => ({ work_id: x.split("|")[0], version: "2.1", sender: "LAKOU" }),
    fail: (x, c, r) => `CWR 2.1 validation — transaction NWR ${x.split("|")[0]}  ${c.iso()}\nHDRPB000123456LAKOU MIZIK PUBLISHING                      01.10${c.date().replace(/-/g, "")}\nNWR0000000100000000${x.split("|")[1].toUpperCase().padEnd(60)}\n  ERR  SWR  field 'Writer IPI Name #' missing for PIERRE, ROSELINE (controlled writer)  [rule SWR-14]\n  WARN NWR  ISWC absent\nresult: REJECTED (1 error, 1 warning)  run ${r.hex(6)}`,
    pass: (x, c, r) => `CWR 2.1 validation — transaction NWR ${x.split("|")[0]}  ${c.iso()}\n  0 errors, ${r.int(0, 1)} warnings\nresult: ACCEPTED  run ${r.hex(6)}`,
    errs: (x, k) => ["ERR SWR-14 writer IPI missing for PIERRE, ROSELINE", "ERR SPU-07 publisher PR shares + writer PR shares = 112.50 (must be 100.00)", "ERR SPT-03 territory TIS-N 2136 (Haiti) share 0 for PR", "WARN only: ISWC absent (accepted with warning)"][k % 4],
  },
  act: {
    tool: "work_update", args: (x, k) => ({ work_id: x.split("|")[0], patch: [{ "writers[1].ipi": "00589102273" }, { "publishers[0].pr_share": 25, "writers[0].pr_share": 50, "writers[1].pr_share": 25 }, { "territories[0]": { tis: 2136, pr: 100 } }, { note: "ISWC requested" }][k % 4] }),
    out: (x, k, c, r) => `HTTP 200 OK\netag: "${r.hex(8)}"\n{"work_id":"${x.split("|")[0]}","updated":"${c.iso()}","rev":${r.int(3, 30)}}`,
  },
  undo: { tool: "work_revert", args: (x) => ({ work_id: x.split("|")[0], to_rev: "previous" }), out: (x, c, r) => `{"work_id":"${x.split("|")[0]}","reverted_to":${r.int(2, 29)},"at":"${c.iso()}"}` },
  dep: {
    tool: "iswc_service", args: (x, k) => [{ op: "searchByTitle", title: x.split("|")[1], agency: "128" }, { op: "searchByTitle", title: x.split("|")[1].toUpperCase(), agency: "128" }, { op: "searchByTitle", agency: "128", title: x.split("|")[1] }, { op: "searchByTitle", title: x.split("|")[1], agency: "128", creators: ["JEAN-BAPTISTE, MARC"] }, { op: "searchByAgencyWorkCode", code: x.split("|")[0], agency: "128" }][k % 5],
    err: (k, c, r) => r.pick([`HTTP 503 Service Unavailable\n{"error":"ISWC Net temporarily unavailable","correlationId":"${r.hex(8)}-${r.hex(4)}"}`, `HTTP 429 Too Many Requests\nRetry-After: ${r.int(20, 90)}\n{"message":"Rate limit is exceeded. Try again in ${r.int(20, 90)} seconds."}`, `HTTP 500 Internal Server Error\n{"error":"upstream timeout (cis-net)","at":"${c.iso()}"}`]),
    ok: (x, c, r) => `{"results":[{"iswc":"T-${r.int(300000000, 399999999)}-${r.int(0, 9)}","originalTitle":"${x.split("|")[1].toUpperCase()}","agency":"128","status":"Provisional"}],"correlationId":"${r.hex(8)}"}`,
  },
  job: {
    jid: (r) => `run-2026Q3-${r.hex(4)}`,
    start: { tool: "royalty_cli", args: () => ({ argv: ["run", "start", "--period", "2026Q3", "--sources", "all"] }), out: (j, c) => `✔ Created royalty run ${j} (${c.iso()})` },
    tool: "royalty_cli", args: (j, k) => ({ argv: ["run", "status", j] }),
    out: (j, d, tot, c, r, fin) => `Run ${j}  period 2026Q3\n${fin ? "✔ COMPLETED" : "⠋ MATCHING"}  ${"█".repeat(Math.round((d * 20) / tot))}${"░".repeat(20 - Math.round((d * 20) / tot))} ${Math.round((d * 100) / tot)}%\n  statement lines matched ${d * 41250}/${tot * 41250}   ${c.hms()}`,
    total: (r) => 16,
  },
  list: {
    tool: "statement_lines", args: (cur, n) => ({ source: "DSP-DSR-2026Q3", offset: cur ?? 0, limit: n }),
    row: (i) => `${["Spotify", "Apple", "YouTube", "Deezer", "Boomplay"][i % 5]},HT,${works[(i * 3) % works.length].split("|")[1]},${1000 + ((i * 7919) % 90000)},${(((i * 7919) % 90000) * 0.0031).toFixed(2)},USD`,
    out: (rows, next, c) => `dsp,territory,title,streams,amount,currency\n${rows.join("\n")}\n# next_offset=${next ?? "EOF"} generated=${c.iso()}`,
  },
  views: [
    { tool: "ipi_lookup", args: (x) => ({ name: "PIERRE, ROSELINE" }), out: (x, c, r) => `IPI lookup "PIERRE, ROSELINE": 0 matches (society 128 queried ${c.iso()}, req ${r.hex(6)})` },
    { tool: "writer_get", args: (x) => ({ name: "PIERRE, ROSELINE" }), out: (x, c) => `writer: PIERRE, ROSELINE\n  ipi_name_number: (none)\n  society: not affiliated\n  controlled: yes (LAKOU MIZIK)\n  last change ${c.iso()}` },
    { tool: "cwr_ack_history", args: (x) => ({ work_id: x.split("|")[0] }), out: (x, c, r) => `ACK ${c.date()}  NWR ${x.split("|")[0]}  status RA (rejected)  reason: SWR-14 IPI missing\nACK 2026-11-02  NWR ${x.split("|")[0]}  status RA  reason: SWR-14 IPI missing\n(${r.int(2, 9)} ms)` },
    { tool: "registration_report", args: (x) => ({ status: "rejected", format: "md" }), out: (x, c, r) => `| work | title | rule | detail |\n|---|---|---|---|\n| ${x.split("|")[0]} | ${x.split("|")[1]} | SWR-14 | writer IPI missing |\n\n_${c.iso()} · report ${r.hex(5)}_` },
  ],
  search: {
    tool: "notes_search", args: (q) => ({ q }),
    same: ["duplicate ISWC kompa", "kompa duplicate ISWC", "ISWC duplicate kompa works", "duplicate iswc for kompa songs", "ISWC doub kompa", "duplicate ISWC  kompa"],
    refine: ["duplicate ISWC kompa", "ISWC merge request CISAC procedure", "remix derived work ISWC rule", "SACEM sub-publisher Haiti registration", "provisional ISWC preferred"],
    hit: (i) => ["2025-04 duplicate ISWC for 'Bèl Ayiti' (merge filed)", "CISAC ISWC merge form", "Remix = new work? internal rule", "Sub-publishing agreement Paris", "2026-01 ISWC provisional vs preferred", "CWR rejection codes cheat sheet", "Writer onboarding checklist", "Boomplay DSR quirks", "2025-10 split sheet dispute", "Royalty run FAQ"][i % 10],
    out: (hits, c, r) => `${hits.map((h) => `* ${h}`).join("\n")}\n(${hits.length} notes in ${r.int(6, 70)} ms)`,
  },
  metric: {
    tool: "stream_counter", args: () => ({ isrc: "HTA012600417", dsps: ["spotify", "apple", "youtube"] }),
    out: (v, c, r) => `HTA012600417 "Solèy Leve" @ ${c.iso()}\n  spotify  ${Math.round(12000 + v * 380)}\n  apple    ${Math.round(3100 + v * 90)}\n  youtube  ${Math.round(40000 + v * 1200)}`,
    base: 1,
  },
  en: { issue: "the SWR-14 rejection (writer IPI missing for PIERRE, ROSELINE)", fact: "writer PIERRE, ROSELINE has no IPI number", thing: "work" },
};
