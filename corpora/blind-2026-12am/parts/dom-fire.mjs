// Domain: fire-safety engineering consultancy, Grozny — fire strategy for an atrium shopping centre (Chechen-speaking staff).
// Project, products, laboratories and results are fictional; code extracts are paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "fire-engineering-ce", language: "Chechen", org: "fire-safety engineering consultancy, Grozny (Terek Plaza atrium extension)",
  stack: "LangChain AgentExecutor (tool calling) over Elasticsearch", models: ["GigaChat-2-Max", "GigaChat-2-Pro"], idStyle: "uuid",
  voice: "sparse", stamps: false, toolMsgName: false, searchStyle: "es", k: 5, index: "fire-docs-2025.11",
  chunkId: (rng, d, c) => `${d.id.toLowerCase()}_${c.page}_${rng.b36(6)}`, chunkKey: "chunk_id", fileKey: "file",
  flav: { default: "cjson", convert: "json", cite: "kv", kg: "cjson", kw: "text", note: "cjson", list: "kv", meta: "json", decompose: "json" },
  tools: { search: "es_semantic_search", fetch: "es_get_chunk", rerank: "bge_reranker", convert: "docling_convert", convertStatus: "docling_task_status",
    cite: "check_citation", decompose: "plan_subqueries", kg: "products_graph", kw: "test_reports_search", note: "strategy_doc_update", meta: "es_doc_info", list: "es_indices" },
  system: "You are the document assistant of a fire-safety engineering office. Project: Terek Plaza extension (four storeys, atrium 32 x 18 m). Answer from the project store, the codes library and the firm's precedents; cite chunk ids in square brackets; never invent test results. One tool per step.",
  staff: {
    open: ["Маршалла ду! Терек Плазин пожарни стратеги тӀехь гӀо оьшу. Дехар ду, хьажа.", "Ассаламу алейкум. Экспертизин замечанеш ю, уьш кечйан езаш ю. Хьажа хьо?", "Маршалла. ХӀара хаттар дехар ду, кхана тӀекхача дезаш ду."],
    nudge: ["ХӀан-хӀа, юха хьажа. Иза хила деза.", "Юха а лаха, дехар ду."],
  },
  collections: [
    { name: "fire-docs-2025.11", docs: 2630, chunks: 97140, emb: "multilingual-e5-large", upd: "2025-11-24" },
    { name: "codes-library", docs: 188, chunks: 22015, emb: "multilingual-e5-large", upd: "2025-09-30" },
    { name: "test-reports", docs: 1412, chunks: 15336, emb: "multilingual-e5-large", upd: "2025-11-05" },
  ],
  docs: [
    doc("CODE-SMOKE", "Smoke control code (SP 7.13130), extract", "codes/smoke-control-extract.pdf", 36, 2013, "code", [
      { k: "sm1", p: 8, t: "Smoke exhaust shall be provided from atria and from passages opening onto them. The smoke-free layer shall be maintained at not less than 2.5 m above the floor of the highest level from which people evacuate through the atrium, for the time needed to evacuate." },
      { k: "sm2", p: 9, t: "Compensating supply air shall be provided to the lower part of the atrium; air velocity in supply openings shall not exceed 1 m/s." },
    ]),
    doc("CODE-EVAC", "Evacuation routes and exits code (SP 1.13130), extract", "codes/evacuation-extract.pdf", 44, 2020, "code", [
      { k: "ev1", p: 5, t: "The clear width of evacuation routes in trade premises shall be not less than 1.2 m where the route serves more than 50 persons." },
      { k: "ev2", p: 6, t: "A floor occupied by more than 50 persons shall have not fewer than two emergency exits." },
    ]),
    doc("CODE-COMP", "Fire compartments code (SP 2.13130), extract", "codes/compartments-extract.pdf", 30, 2020, "code", [
      { k: "cp1", p: 3, t: "Trade buildings (class F3.1), fire resistance degree II, class C0: maximum fire compartment area 3,500 m2 per floor. With automatic sprinkler protection throughout, the area may be increased by 100%." },
    ]),
    doc("CFD-TP", "FDS smoke modelling report, Terek Plaza, rev B", "terek/cfd-report-revB.pdf", 48, 2025, "analysis", [
      { k: "cfd1", p: 14, t: "Scenario S2: fire in retail unit 1.14 at the base of the atrium; design fire 5 MW, t-squared fast growth; sprinklers not credited. Results are reported for the level 2 gallery." },
      { k: "cfd2", p: 22, t: "Table 7 — Time to untenable conditions, level 2 gallery, scenario S2\n| Criterion | Threshold | Time (s) |\n|---|---|---|\n| Visibility | 20 m | 412 |\n| Temperature | 70 °C | 655 |" },
      { k: "cfd3", p: 23, t: "| CO concentration | 0.116 g/m3 | > 900 |\n| Smoke layer height | 2.5 m | 455 |" },
      { k: "cfd4", p: 23, t: "| Radiant heat flux | 1.4 kW/m2 | 700 |\nEnd of Table 7. Governing criterion: visibility (412 s)." },
    ]),
    doc("EGR-TP", "Pathfinder egress report, Terek Plaza", "terek/egress-report.pdf", 26, 2025, "analysis", [
      { k: "eg1", p: 6, t: "Occupant load, level 2 gallery: 1,140 persons at a retail density of 3 m2 per person." },
      { k: "eg2", p: 9, t: "Required safe egress time, level 2: RSET = 348 s (pre-movement 90 s + movement 258 s)." },
    ]),
    doc("EXP-R1", "State expertise remarks, round 1", "terek/expertise-remarks-r1.pdf", 12, 2025, "expertise", [
      { k: "ex1", p: 2, t: "Remark 7: justify the smoke-free layer height in the atrium for evacuation from level 3 (food court); the CFD report addresses level 2 only." },
      { k: "ex2", p: 3, t: "Remark 11: provide fire test evidence for the atrium fire curtain, classification EI 60 as stated in the strategy." },
    ]),
    doc("EXP-R2", "State expertise remarks, round 2 (scanned, not yet indexed)", "terek/expertise-remarks-r2-scan.pdf", 74, 2025, "expertise", []),
    doc("TR-118", "Fire test report 118/24 — FC-Coil 60 fabric curtain", "test-reports/118-24-fc-coil-60.pdf", 18, 2024, "test_report", [
      { k: "cu1", p: 4, t: "Classification: integrity E 120; insulation I not measured; radiation W 60. The curtain is therefore classified E 120 / EW 60 for the tested size of 8.0 x 4.5 m." },
      { k: "cu2", p: 1, t: "Test report 118/24 issued by the North Caucasus Fire Test Laboratory (NCFTL), accreditation certificate RA.RU.21PB17, valid until 14 March 2027." },
    ]),
    doc("SPR-TP", "Sprinkler hydraulic calculation, Terek Plaza", "terek/sprinkler-calc.pdf", 20, 2025, "analysis", [
      { k: "sp1", p: 3, t: "Design density 0.24 l/(s·m2) over 120 m2 for retail with storage up to 4 m; duration 60 min." },
      { k: "sp2", p: 5, t: "Water supply: two duty/standby pumps, 150 m3/h at 72 m head each; storage tank 540 m3." },
    ]),
    doc("ARCH-TP", "Architectural brief, Terek Plaza extension", "terek/arch-brief.pdf", 14, 2025, "brief", [
      { k: "ar1", p: 2, t: "Terek Plaza extension: four storeys above ground; atrium 32 m x 18 m through levels 1 to 4; gross floor area 24,600 m2." },
      { k: "ar2", p: 4, t: "Level 3 food court: 640 seats; escape via the atrium gallery and stairs S3 and S4." },
    ]),
    doc("PREC-ATR", "Firm precedents — atrium fire strategies", "firm/precedents-atria.pdf", 16, 2023, "precedent", [
      { k: "pv1", p: 5, t: "For atria up to four storeys we have used natural smoke venting where the smoke-free layer can be maintained with roof vents and low-level inlets." },
      { k: "pv2", p: 7, t: "Argun Mall (2022): the state expertise accepted a 2.5 m smoke-free layer at the highest evacuation level on the basis of FDS results for levels 2 and 3, with sensitivity runs at 7.5 MW." },
      { k: "pv3", p: 9, t: "Acceptance criterion in our strategies: ASET/RSET not less than 1.1 and an absolute margin of not less than 30 s at every evacuation level." },
    ]),
  ],
  side: [
    { q: "smoke exhaust from atria requirements", hits: ["sm1", "sm2", "pv1"], note: "Smoke-free layer >= 2.5 m above highest evacuation level [{sm1}]." },
    { q: "evacuation route width trade premises", hits: ["ev1", "ev2", "ar2"] },
    { q: "fire compartment area trade building sprinklers", hits: ["cp1", "sp1"], note: "Compartment 3,500 m2/floor, x2 with sprinklers [{cp1}]." },
    { q: "sprinkler design density retail", hits: ["sp1", "sp2", "cp1"] },
    { q: "occupant load level 2 gallery", hits: ["eg1", "eg2", "ar2"] },
    { q: "atrium dimensions levels", hits: ["ar1", "ar2", "sm1"], section: "1. Building description" },
    { q: "design fire scenario atrium base", hits: ["cfd1", "pv1", "sm2"] },
  ],
  miss: {
    ask: "Expertise remark 7: find the smoke-free layer height our CFD gives for level 3 (food court). Cite the chunk.",
    q: ["smoke-free layer height level 3 food court CFD", "smoke layer height at level 3 scenario S2", "FDS results food court smoke layer", "level 3 gallery smoke clear height time", "clear layer above level 3 floor atrium fire", "smoke-free layer highest evacuation level results", "CFD level 3 tenability smoke layer", "level 3 visibility smoke layer FDS", "food court smoke descends time", "rev B smoke layer height level 3"],
    hits: ["ex1", "cfd1", "sm1", "pv2", "ar2"], read: "cfd1",
    say: "The CFD report (rev B) reports results for the level 2 gallery only; I find no smoke-free layer height for level 3 in the store. That is what expertise remark 7 points out.",
    nudge: "Rev B should have level 3 in it — look again.",
    nudgeKey: "rev B level 3",
  },
  find: {
    ask: "Has the state expertise ever accepted a 2.5 m smoke-free layer at the highest evacuation level on one of our atrium projects? Cite it.",
    steps: [
      { q: "expertise accepted smoke-free layer height atrium", hits: ["ex1", "sm1", "cfd1", "pv1"] },
      { q: "smoke-free layer 2.5 m highest evacuation level approved project", filter: { type: "precedent" }, hits: ["pv1", "pv3", "sm1"] },
      { q: "Argun Mall expertise smoke-free layer FDS level 3", hits: ["pv2", "pv1", "ex1"] },
    ],
    answer: "pv2", section: "Response to remark 7",
    say: "I did not find an accepted precedent in the store. The code requirement is 2.5 m above the highest evacuation level [{sm1}], and our precedents describe natural venting in general terms [{pv1}].",
    hint: { text: "It was the Argun Mall project, 2022.", q: "Argun Mall expertise smoke-free layer", filter: { year: 2022 } },
    noteText: "Precedent: Argun Mall 2022 — 2.5 m layer at highest evacuation level accepted on FDS results for levels 2 and 3, sensitivity 7.5 MW [{pv2}].",
    final: "Yes. On Argun Mall (2022) the state expertise accepted a 2.5 m smoke-free layer at the highest evacuation level, based on FDS results for levels 2 and 3 with sensitivity runs at 7.5 MW [{pv2}]. That matches the code requirement [{sm1}]. For remark 7 we need the same thing here: level 3 results, which rev B does not yet include. Баркалла.",
  },
  trunc: {
    ask: "Extract Table 7 (time to untenable conditions, level 2) from the CFD report, every criterion.",
    q: "time to untenable conditions level 2 table", hits: ["cfd2", "cfd1", "eg2", "sm1"], key: "cfd2", next: ["cfd3", "cfd4"], section: "6. Tenability",
    noteText: "Table 7 (S2, level 2): visibility 412 s; temperature 655 s; CO > 900 s; layer 2.5 m at 455 s; heat flux 700 s. Governing: visibility 412 s.",
    final: "Table 7, scenario S2, level 2 gallery: visibility 20 m reached at 412 s, temperature 70 °C at 655 s [{cfd2}]; CO 0.116 g/m3 not reached before 900 s, smoke layer at 2.5 m at 455 s [{cfd3}]; radiant heat 1.4 kW/m2 at 700 s [{cfd4}]. Governing criterion: visibility, 412 s.",
  },
  cite: {
    ask: "Draft section 5.3 (atrium fire curtain) for the response to remark 11 and check each sentence's citation.", section: "5.3 Atrium fire curtain",
    draft: "The atrium is 32 m by 18 m and spans levels 1 to 4. The atrium fire curtain FC-Coil 60 is rated EI 60 per test report 118/24. The expertise asked for fire test evidence for the atrium fire curtain.",
    good: [{ s: "The atrium is 32 m by 18 m and spans levels 1 to 4.", c: ["ar1"] }, { s: "The expertise asked for fire test evidence for the atrium fire curtain.", c: ["ex2"] }],
    bad: { s: "The atrium fire curtain FC-Coil 60 is rated EI 60 per test report 118/24.", c: ["cu1"], reason: "classification 'EI 60' not supported: cited span gives integrity E 120 and radiation W 60, insulation not measured", quote: "integrity E 120; insulation I not measured; radiation W 60",
      rewrites: ["Per test report 118/24 the FC-Coil 60 curtain achieves EI 60.", "The FC-Coil 60 curtain has been tested and classified EI 60 (report 118/24).", "Test report 118/24 confirms an EI 60 rating for the atrium curtain.", "The atrium curtain (FC-Coil 60) meets EI 60 according to its fire test.", "An EI 60 classification for FC-Coil 60 is documented in report 118/24.", "The curtain provides EI 60 fire resistance, as tested (118/24).", "Fire test 118/24: FC-Coil 60 classified EI 60."] },
    fixed: { s: "Test report 118/24 classifies the FC-Coil 60 curtain E 120 / EW 60; insulation was not measured, so an EI rating cannot be claimed.", c: ["cu1"] },
    final: "Section 5.3 is drafted and passes the checker. Important correction: test report 118/24 classifies FC-Coil 60 as E 120 / EW 60, and insulation was not measured [{cu1}]. The strategy's 'EI 60' claim is not supported, and remark 11 [{ex2}] cannot be closed with this report. We need an EI-tested curtain or an engineered justification.",
  },
  file: {
    ask: "Convert the scanned round-2 expertise remarks and list the remarks that are new compared with round 1.", name: "terek/expertise-remarks-r2-scan.pdf", doc: "EXP-R2", pagesTotal: 74, section: "Round 2 remarks", lang: "rus",
    ranges: [
      { pages: "1-18", text: "Remark 7 (repeated): level 3 smoke-free layer still not justified.\nRemark 14 (new): stair S4 discharge passes within 3 m of the loading bay door; provide protection.\nRemark 15 (new): sprinkler tank volume to be recalculated for 60 min at the revised density." },
      { pages: "19-36", text: "Remark 16 (new): evacuation lighting autonomy 1 h to be shown on drawings.\nRemark 11 (repeated): curtain classification EI 60 not evidenced." },
    ],
    noteText: "Round 2 new remarks: 14 (S4 discharge near loading bay), 15 (tank volume 60 min), 16 (emergency lighting 1 h). Repeated: 7, 11.",
    final: "Round 2 has three new remarks: 14 (stair S4 discharges within 3 m of the loading bay door and needs protection), 15 (recalculate sprinkler tank volume for 60 min at the revised density) and 16 (show 1 h autonomy of evacuation lighting on the drawings). Remarks 7 (level 3 smoke layer) and 11 (curtain EI 60 evidence) are repeated. Saved to the remarks register.",
    partial: "The round-2 OCR job is still running; it stood at the same page for several polls. From pages 1-18, converted directly: new remarks 14 (S4 discharge near the loading bay) and 15 (tank volume for 60 min); remark 7 is repeated. The rest will follow when the job finishes.",
  },
  decomp: {
    ask: "Is evacuation from the level 2 gallery safe — does ASET exceed RSET with our margin? Break it down and cite.", section: "6. ASET/RSET",
    question: "Does ASET exceed RSET at the level 2 gallery with the firm's required margin?",
    variants: ["Level 2 gallery: ASET versus RSET and margin?", "Is the level 2 evacuation time within tenability limits with margin?", "Check ASET/RSET for the level 2 gallery against our criterion."],
    subs: ["What is the RSET for the level 2 gallery?", "What is the ASET (earliest untenable time) at level 2?", "What ASET/RSET margin does the firm require?"],
    sq: [{ q: "RSET level 2 evacuation time", hits: ["eg2", "eg1", "cfd4"] }, { q: "earliest time to untenable conditions level 2", hits: ["cfd2", "cfd1", "sm1"] }, { q: "acceptance criterion ASET RSET margin", hits: ["pv3", "pv1", "sm1"] }],
    noteText: "RSET 348 s [{eg2}]; ASET 412 s (visibility) [{cfd2}]; ratio 1.18, margin 64 s vs 1.1 / 30 s [{pv3}].",
    final: "RSET for the level 2 gallery is 348 s (90 s pre-movement plus 258 s movement) [{eg2}]. ASET is 412 s, governed by visibility [{cfd2}]. The ratio is 1.18 and the margin 64 s, which meets our criterion of at least 1.1 and 30 s [{pv3}]. Level 2 passes. Level 3 still has no results.",
  },
  kw: {
    ask: "List all test reports in the database that mention 'EI 60' (number, product, date) so we can look for a curtain alternative.", term: "EI 60", q: "\"EI 60\"", pageSize: 8, hidden: 8, readKey: "cu1", section: "Curtain alternatives",
    rows: ["Fire door DPM-2", "Shutter RS-60", "Glazed partition GP-60", "Curtain FireMaster C60", "Damper KPU-1", "Cable penetration seal", "Fire door Titan 60", "Curtain SteelCoil EI60", "Curtain Stopfire T60", "Hatch LP-60", "Partition Knauf-type", "Curtain FlexGuard 60", "Door Vector EI60", "Gate GR-60", "Glazing Pyrostop", "Curtain Aurum EI60", "Duct enclosure", "Door Sever-60", "Curtain Caucasus EI60", "Shutter RZ-1"].map((v, i) => ({ id: `TR-${String(40 + i * 17).padStart(3, "0")}/${18 + (i % 7)}`, date: `20${18 + (i % 7)}-${String(1 + (i * 5) % 12).padStart(2, "0")}-${String(4 + (i * 3) % 24).padStart(2, "0")}`, title: v, snippet: /Curtain/.test(v) ? "…classified EI 60 for the tested size…" : "…EI 60 achieved; insulation failure criterion not reached…" })),
    noteText: "20 test reports mention EI 60; 6 are curtains (FireMaster C60, SteelCoil, Stopfire T60, FlexGuard 60, Aurum, Caucasus).",
    final: "20 test reports mention EI 60. Six of them are curtains: FireMaster C60, SteelCoil EI60, Stopfire T60, FlexGuard 60, Aurum EI60 and Caucasus EI60. Any of these could replace FC-Coil 60, which is only E 120 / EW 60 [{cu1}]. The list is saved under 'Curtain alternatives'.",
  },
  kg: {
    askCycle: "Who manufactures the FC-Coil 60 curtain (certificate holder)? Use the products graph.",
    askChain: "Is the laboratory that issued test report 118/24 accredited, and by whom? Use the products graph and cite.",
    ents: {
      "PRD:FC-COIL-60": { id: "PRD:FC-COIL-60", label: "FC-Coil 60", type: "Product", props: { category: "fire curtain" }, rels: [{ p: "supplied_by", to: "ORG:KAVKAZ-PROTECT", label: "Kavkaz Protect LLC", src: "supplier catalogue 2025" }, { p: "tested_in", to: "TR:118/24", label: "Test report 118/24", src: "TR-118" }] },
      "ORG:KAVKAZ-PROTECT": { id: "ORG:KAVKAZ-PROTECT", label: "Kavkaz Protect LLC", type: "Distributor", props: { city: "Grozny" }, rels: [{ p: "supplies", to: "PRD:FC-COIL-60", label: "FC-Coil 60", src: "supplier catalogue 2025" }, { p: "dealer_of", to: "PRD:FC-COIL-60", label: "FC-Coil 60", since: "2021", src: "dealer agreement" }] },
      "TR:118/24": { id: "TR:118/24", label: "Test report 118/24", type: "TestReport", rels: [{ p: "issued_by", to: "LAB:NCFTL", label: "North Caucasus Fire Test Laboratory", src: "TR-118 p.1" }] },
      "LAB:NCFTL": { id: "LAB:NCFTL", label: "North Caucasus Fire Test Laboratory", type: "Laboratory", rels: [{ p: "accreditation", to: "ACC:RA.RU.21PB17", label: "RA.RU.21PB17", src: "TR-118 p.1" }] },
      "ACC:RA.RU.21PB17": { id: "ACC:RA.RU.21PB17", label: "RA.RU.21PB17", type: "Accreditation", props: { valid_until: "2027-03-14" }, rels: [{ p: "granted_by", to: "ORG:NAB", label: "National accreditation service", src: "accreditation register" }] },
      "ORG:NAB": { id: "ORG:NAB", label: "National accreditation service", type: "Authority", rels: [] },
    },
    cycle: ["PRD:FC-COIL-60", "ORG:KAVKAZ-PROTECT"], chain: ["TR:118/24", "LAB:NCFTL", "ACC:RA.RU.21PB17", "ORG:NAB"], srcKey: "cu2",
    searchQ: "FC-Coil 60 manufacturer certificate holder", searchHits: ["cu1", "cu2", "ex2"],
    final: "Yes. Report 118/24 was issued by the North Caucasus Fire Test Laboratory, accreditation RA.RU.21PB17, valid until 14 March 2027 [{cu2}]. The accreditation was granted by the national accreditation service. The laboratory is fine; the issue is the classification the report gives (E 120 / EW 60), not who issued it.",
  },
};
