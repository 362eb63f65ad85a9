// Domain: geology consultancy in Kyzyl — mineral resource report for a Cu-Au porphyry (Tuvan-speaking staff).
// Deposit, company, holes, assays and people are fictional; JORC text is paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "mineral-resource-report-tyv", language: "Tuvan", org: "geology consultancy, Kyzyl (mineral resource report, Ergi-Dag Cu-Au porphyry)",
  stack: "OpenAI Agents SDK (Python) with a FileSearch-like custom retriever", models: ["gpt-5-mini-2025-08-07", "o4-mini-2025-04-16"], idStyle: "responses",
  voice: "null", stamps: true, toolMsgName: false, searchStyle: "yaml", k: 5, index: "ergidag-mre",
  chunkId: (rng, d, c) => `${d.id}#p${c.page}.${c.split}`, chunkKey: "chunk", fileKey: "file",
  flav: { default: "yaml", convert: "text", note: "yaml", kw: "yaml", cite: "yaml", kg: "yaml", fetch: "yaml", rerank: "yaml", decompose: "yaml" },
  tools: { search: "file_search", fetch: "open_chunk", rerank: "rerank", convert: "scan_to_text", convertStatus: "scan_job", cite: "claim_check", decompose: "plan_questions",
    kg: "graph_lookup", kw: "drillhole_db_search", note: "report_patch", meta: "file_info", list: "list_vector_stores", web: "web_search" },
  system: "You draft the Mineral Resource report (JORC-style) for the Ergi-Dag copper-gold porphyry. Sources: the project vector store (drilling, QA/QC, density, block model, metallurgy, legacy data, reviews) and the JORC Code. Cite chunk ids for every number. One tool call at a time.",
  staff: {
    open: ["Экии! Ресурс отчёдунга дуза херек. Көрүп көрүңерем.", "Экии, бо айтырыгны шинчилеп көрүңер, отчёт дүрген херек.", "Экии. Бо чүүлдү тодаргайлап бериңер, четтирдим."],
    nudge: ["Чок, катап көрүңер. Ында бар.", "Катап дилеп көрүңерем."],
  },
  collections: [
    { name: "ergidag-mre", docs: 188, chunks: 9630, emb: "text-embedding-3-small", upd: "2025-11-27" },
    { name: "codes", docs: 12, chunks: 2210, emb: "text-embedding-3-small", upd: "2025-02-11" },
  ],
  docs: [
    doc("JORC", "JORC Code 2012 (extract)", "codes/jorc-2012.pdf", 44, 2012, "code", [
      { k: "jc1", p: 10, t: "Clause 20: a Mineral Resource is a concentration or occurrence of solid material of economic interest in such form, grade and quantity that there are reasonable prospects for eventual economic extraction." },
      { k: "jc2", p: 12, t: "Clause 22: an Indicated Mineral Resource is that part for which quantity, grade, densities, shape and physical characteristics are estimated with sufficient confidence to allow the application of Modifying Factors in sufficient detail to support mine planning." },
      { k: "jc3", p: 30, t: "Table 1, Section 1: report the nature of quality-control procedures adopted (standards, blanks, duplicates, external laboratory checks) and whether acceptable levels of accuracy and precision have been established." },
    ]),
    doc("DRILL-24", "2024 drilling programme summary", "ergidag/drilling-2024.pdf", 30, 2025, "drilling", [
      { k: "dr1", p: 5, t: "2024 programme: 38 diamond holes (ED-24-001 to ED-24-038), 14,260 m of HQ/NQ core; average core recovery 96.4%." },
      { k: "dr2", p: 8, t: "Best intercept ED-24-017: 412 m at 0.52% Cu and 0.31 g/t Au from 36 m, including 96 m at 0.91% Cu and 0.58 g/t Au." },
    ]),
    doc("QAQC", "Assay QA/QC report 2024", "ergidag/qaqc-2024.pdf", 22, 2025, "qaqc", [
      { k: "qa1", p: 6, t: "Certified reference materials inserted at 1 in 20; 3.1% of CRM results fell outside ±3 SD, all in batch B07, which was re-assayed." },
      { k: "qa2", p: 9, t: "Table 5 — Umpire laboratory checks (Cu %)\n| Batch | Primary mean | Umpire mean | Bias % |\n|---|---|---|---|\n| B03 | 0.418 | 0.421 | -0.7 |\n| B05 | 0.502 | 0.497 | +1.0 |" },
      { k: "qa3", p: 10, t: "| B07 | 0.611 | 0.583 | +4.8 |\n| B09 | 0.355 | 0.352 | +0.9 |" },
      { k: "qa4", p: 10, t: "| B11 | 0.447 | 0.449 | -0.4 |\nEnd of Table 5. Batch B07 exceeds the ±3% bias tolerance and was re-assayed (Appendix C)." },
    ]),
    doc("DENS", "Bulk density measurements", "ergidag/density.pdf", 8, 2025, "density", [
      { k: "de1", p: 3, t: "Bulk density by water immersion, 1,842 measurements: oxide 2.41 t/m3; transitional 2.58 t/m3; fresh porphyry 2.71 t/m3." },
    ]),
    doc("BLOCK", "Block model and estimation report", "ergidag/block-model.pdf", 40, 2025, "estimation", [
      { k: "bk1", p: 7, t: "Parent blocks 20 x 20 x 10 m; Cu and Au estimated by ordinary kriging in three passes; pass-1 search ellipse 120 x 80 x 40 m." },
      { k: "bk3", p: 9, t: "Central zone drill spacing about 50 x 50 m (2024 holes only); the periphery is drilled at 100-150 m and relies partly on legacy holes." },
      { k: "bk2", p: 14, t: "Mineral Resource at a 0.2% Cu cut-off: Indicated 214 Mt at 0.41% Cu and 0.22 g/t Au; Inferred 162 Mt at 0.33% Cu and 0.16 g/t Au." },
    ]),
    doc("MET", "Metallurgical testwork", "ergidag/metallurgy.pdf", 18, 2025, "metallurgy", [
      { k: "mt1", p: 4, t: "Flotation of the fresh composite: Cu recovery 88.5% to a 24% Cu concentrate; Au recovery 64%." },
    ]),
    doc("MRE-2019", "2019 resource estimate (legacy data)", "ergidag/mre-2019.pdf", 36, 2019, "estimation", [
      { k: "pv1", p: 11, t: "2019 estimate on Soviet data only: Inferred 240 Mt at 0.38% Cu; no Indicated category because the legacy assays could not be verified." },
    ]),
    doc("LIC", "Licence KYZ 15820 TR", "ergidag/licence.pdf", 6, 2023, "licence", [
      { k: "li1", p: 2, t: "Exploration and production licence KYZ 15820 TR, area 42.6 km2, valid until 2038; held by OOO Ergi-Dag Copper." },
    ]),
    doc("CP-REV", "Competent Person statement and review notes", "ergidag/cp-review.pdf", 12, 2025, "review", [
      { k: "cp3", p: 1, t: "Competent Person: A. Oorzhak, MAIG (membership 7731), 14 years of experience in porphyry Cu-Au deposits." },
      { k: "cp1", p: 3, t: "Legacy Soviet holes (1968-1974) may be used for geological modelling but not for grade estimation unless twin holes confirm their assays." },
      { k: "cp2", p: 5, t: "Twin-hole study 2024: six twins drilled; legacy Cu grades are on average 11% higher than in the twins, so legacy assays are not confirmed and are excluded from grade estimation." },
    ]),
    doc("LEGACY", "Legacy drill logs 1968-1974 (scanned, Russian)", "ergidag/legacy-logs-1968-1974-scan.pdf", 212, 1974, "legacy", []),
  ],
  side: [
    { q: "definition Mineral Resource reasonable prospects", hits: ["jc1", "jc2"], note: "Clause 20 — reasonable prospects for eventual economic extraction [{jc1}]." },
    { q: "bulk density by rock type", hits: ["de1", "bk1"], section: "Density", note: "Density: oxide 2.41, transitional 2.58, fresh 2.71 t/m3 [{de1}]." },
    { q: "best drill intercept 2024", hits: ["dr2", "dr1", "bk2"] },
    { q: "estimation method search ellipse", hits: ["bk1", "bk3", "bk2"] },
    { q: "flotation recovery copper gold", hits: ["mt1", "bk2"] },
    { q: "licence area and holder", hits: ["li1", "pv1"] },
    { q: "CRM insertion rate failures", hits: ["qa1", "jc3", "qa4"] },
  ],
  miss: {
    ask: "What was the core recovery in the Soviet-era holes? The JORC Table 1 needs it. Cite.",
    q: ["core recovery Soviet holes 1968-1974", "legacy drilling core recovery percent", "выход керна legacy holes", "recovery of core in historical drilling", "historic diamond holes recovery oxide zone", "legacy hole C-12 core recovery", "Soviet exploration drilling sample recovery", "core loss legacy drilling", "historic drill recovery table", "recovery legacy vs 2024 holes"],
    hits: ["dr1", "cp1", "pv1", "cp2", "jc3"], read: "cp1",
    say: "The indexed store has core recovery for the 2024 holes only (96.4%) [{dr1}]. Nothing indexed gives the recovery of the Soviet-era holes; the review notes discuss their assays, not recovery [{cp1}].",
    nudge: "The 1971 field report lists recoveries — search again.",
    nudgeKey: "1971 field report",
  },
  find: {
    ask: "Did the twin-hole study confirm the legacy Soviet assays? Cite it for the data-verification section.",
    steps: [
      { q: "legacy Soviet assays verification", hits: ["pv1", "cp1", "qa1", "jc3"] },
      { q: "twin holes legacy drilling comparison", filter: { type: "review" }, hits: ["cp1", "dr1", "cp3"] },
      { q: "twin-hole study 2024 legacy Cu grades higher than twins", hits: ["cp2", "cp1", "pv1"] },
    ],
    answer: "cp2", section: "Data verification",
    say: "I did not find the twin-hole results. The review notes say legacy holes need twin confirmation before they can be used for grades [{cp1}], and the 2019 estimate did not verify them [{pv1}].",
    hint: { text: "It's the 2024 twin-hole study, in the CP review notes.", q: "2024 twin-hole study results", filter: { year: 2025 } },
    noteText: "Twin study 2024: 6 twins; legacy Cu +11% vs twins; legacy assays not confirmed, excluded from grade estimation [{cp2}].",
    final: "No. The 2024 twin-hole study drilled six twins and found legacy Cu grades 11% higher on average than the twins, so the legacy assays are not confirmed and are excluded from grade estimation [{cp2}]. That follows the review rule that legacy holes serve geological modelling only, unless twins confirm them [{cp1}]. Четтирдим.",
  },
  trunc: {
    ask: "Give me Table 5 (umpire laboratory checks) for every batch from the QA/QC report, with chunk ids.",
    q: "umpire laboratory checks bias table", hits: ["qa2", "qa1", "jc3", "dr1"], key: "qa2", next: ["qa3", "qa4"], section: "Table 1 — QA/QC",
    noteText: "Umpire bias: B03 -0.7, B05 +1.0, B07 +4.8 (re-assayed), B09 +0.9, B11 -0.4 %.",
    final: "Table 5, umpire checks (Cu %, bias): B03 0.418 vs 0.421 (-0.7%), B05 0.502 vs 0.497 (+1.0%) [{qa2}]; B07 0.611 vs 0.583 (+4.8%), B09 0.355 vs 0.352 (+0.9%) [{qa3}]; B11 0.447 vs 0.449 (-0.4%). Only B07 exceeds the ±3% tolerance, and it was re-assayed [{qa4}].",
  },
  cite: {
    ask: "Write the 'quality of assay data' entry of JORC Table 1 and check every claim against its citation.", section: "Table 1 — Quality of assay data",
    draft: "CRMs were inserted at a rate of 1 in 20. Umpire checks showed a bias within ±3% for all batches. Average core recovery in the 2024 programme was 96.4%.",
    good: [{ s: "CRMs were inserted at a rate of 1 in 20.", c: ["qa1"] }, { s: "Average core recovery in the 2024 programme was 96.4%.", c: ["dr1"] }],
    bad: { s: "Umpire checks showed a bias within ±3% for all batches.", c: ["qa4"], reason: "claim 'within ±3% for all batches' contradicted by the cited span (batch B07 exceeds the tolerance)", quote: "Batch B07 exceeds the ±3% bias tolerance and was re-assayed",
      rewrites: ["All umpire batches were within the ±3% bias tolerance.", "Umpire laboratory checks confirm bias below 3% across all batches.", "No batch exceeded ±3% bias in the umpire checks.", "Umpire results agree with the primary laboratory to within ±3% for every batch.", "The umpire programme shows acceptable bias (< ±3%) in all batches.", "Inter-laboratory bias stayed within ±3% throughout.", "Every batch passed the ±3% umpire bias criterion."] },
    fixed: { s: "Umpire checks showed a bias within ±3% for all batches except B07 (+4.8%), which was re-assayed.", c: ["qa4"] },
    final: "The Table 1 entry is written and every claim passes. I corrected the umpire sentence: all batches are within ±3% except B07 (+4.8%), which was re-assayed [{qa4}]. The CRM rate [{qa1}] and core recovery [{dr1}] are cited as written.",
  },
  file: {
    ask: "Convert the scanned Soviet drill logs (1968-1974) and give me core recovery and average Cu for the holes in the first sections.", name: "ergidag/legacy-logs-1968-1974-scan.pdf", doc: "LEGACY", pagesTotal: 212, section: "Legacy data", lang: "rus",
    ranges: [
      { pages: "1-40", text: "Скважина С-12 (1969). Интервал 0–34 м: окисленная зона, выход керна 72%.\nИнтервал 34–210 м: кварц-серицитовые метасоматиты с халькопиритом; выход керна 84%.\nCu среднее 0,47% (хим. анализ, лаборатория Кызыл)." },
      { pages: "41-80", text: "Скважина С-19 (1971). Интервал 0–28 м: выход керна 65%.\nИнтервал 28–305 м: порфиры, выход керна 81%.\nCu среднее 0,44%." },
    ],
    noteText: "Legacy: C-12 (1969) recovery 72% oxide / 84% fresh, Cu 0.47%; C-19 (1971) 65% / 81%, Cu 0.44%.",
    final: "From the converted legacy logs: hole C-12 (1969) had 72% core recovery in the oxide zone (0-34 m) and 84% below, average Cu 0.47%. Hole C-19 (1971) had 65% in the top 28 m and 81% below, average Cu 0.44%. That is well below the 2024 recovery of 96.4%, which supports keeping legacy grades out of the estimate. Saved to the legacy data section.",
    partial: "The legacy-log conversion is still running; it stayed at the same page for several polls. From pages 1-40, converted directly: hole C-12 (1969), core recovery 72% in the oxide zone and 84% below, Cu 0.47%. The other holes will follow when the job finishes.",
  },
  decomp: {
    ask: "Can the central zone be classified as Indicated? Break it down and cite.", section: "Classification",
    question: "Does the central zone of Ergi-Dag meet the JORC requirements for an Indicated Mineral Resource?",
    variants: ["Indicated classification for the central zone — justified?", "Is Indicated appropriate for the central zone given data and QA/QC?", "Central zone: Indicated or Inferred under JORC?"],
    subs: ["What drill spacing and data support exist in the central zone?", "What does JORC require for an Indicated Mineral Resource?", "Are there QA/QC issues that reduce confidence?"],
    sq: [{ q: "central zone drill spacing data support", hits: ["bk3", "bk1", "dr1"] }, { q: "JORC Indicated Mineral Resource definition confidence", hits: ["jc2", "jc1", "jc3"] }, { q: "QA/QC issues CRM failures umpire bias", hits: ["qa1", "qa4", "qa2"] }],
    noteText: "Central zone 50 x 50 m, 2024 holes only [{bk3}]; Indicated per Clause 22 [{jc2}]; QA/QC: B07 issue resolved by re-assay [{qa1}] [{qa4}].",
    final: "Yes, Indicated is supportable for the central zone. It is drilled at about 50 x 50 m with 2024 holes only [{bk3}]. That gives the confidence in grade, density and continuity that Clause 22 requires for Indicated [{jc2}]. The one QA/QC issue, batch B07 (CRM failures and a +4.8% umpire bias), was resolved by re-assay [{qa1}] [{qa4}]. The periphery, which relies on legacy holes, should stay Inferred.",
  },
  kw: {
    ask: "List every 2024 drill-hole interval logged with chalcopyrite as the main sulphide (hole, from-to, Cu) for the geology section.", term: "chalcopyrite", q: "main_sulphide:chalcopyrite", pageSize: 8, hidden: 9, readKey: "dr2", section: "Geology — mineralisation",
    rows: Array.from({ length: 24 }, (_, i) => { const from = 20 + ((i * 37) % 180); return { id: `ED-24-${String(1 + ((i * 7) % 38)).padStart(3, "0")}`, date: `${from}-${from + 40 + ((i * 13) % 120)} m`, title: `interval ${i + 1}`, snippet: `chalcopyrite > bornite, Cu ${(0.25 + ((i * 17) % 70) / 100).toFixed(2)}%` }; }),
    noteText: "24 intervals with chalcopyrite as main sulphide in 2024 holes; table added.",
    final: "24 intervals from the 2024 holes are logged with chalcopyrite as the main sulphide; the table (hole, from-to, Cu) is added to the geology section. The best is ED-24-017: 412 m at 0.52% Cu from 36 m [{dr2}].",
  },
  kg: {
    askCycle: "For the disclosure section: who ultimately owns the licence holder? Use the graph.",
    askChain: "Confirm the Competent Person's professional membership via the graph and cite the statement.",
    ents: {
      "ORG:EDC": { id: "ORG:EDC", label: "OOO Ergi-Dag Copper", type: "Company", props: { country: "RU" }, rels: [{ p: "operated_by", to: "ORG:TMS", label: "Tuva Mining Services", src: "operator agreement" }, { p: "holds_licence", to: "LIC:KYZ15820TR", label: "KYZ 15820 TR", src: "licence p.2" }] },
      "ORG:TMS": { id: "ORG:TMS", label: "Tuva Mining Services", type: "Company", props: { country: "RU" }, rels: [{ p: "operator_for", to: "ORG:EDC", label: "OOO Ergi-Dag Copper", src: "operator agreement" }, { p: "same_director_as", to: "ORG:EDC", label: "OOO Ergi-Dag Copper", since: "2022", src: "EGRUL extract" }] },
      "LIC:KYZ15820TR": { id: "LIC:KYZ15820TR", label: "KYZ 15820 TR", type: "Licence", rels: [] },
      "REPORT:MRE-2025": { id: "REPORT:MRE-2025", label: "Ergi-Dag MRE 2025", type: "Report", rels: [{ p: "competent_person", to: "PERS:OORZHAK", label: "A. Oorzhak", src: "CP statement p.1" }] },
      "PERS:OORZHAK": { id: "PERS:OORZHAK", label: "A. Oorzhak", type: "Person", rels: [{ p: "membership", to: "MEM:AIG-7731", label: "MAIG 7731", src: "CP statement p.1" }] },
      "MEM:AIG-7731": { id: "MEM:AIG-7731", label: "MAIG 7731", type: "Membership", props: { status: "current" }, rels: [{ p: "issued_by", to: "ORG:AIG", label: "Australian Institute of Geoscientists", src: "AIG register" }] },
      "ORG:AIG": { id: "ORG:AIG", label: "Australian Institute of Geoscientists", type: "RecognisedProfessionalOrganisation", rels: [] },
    },
    cycle: ["ORG:EDC", "ORG:TMS"], chain: ["REPORT:MRE-2025", "PERS:OORZHAK", "MEM:AIG-7731", "ORG:AIG"], srcKey: "cp3",
    searchQ: "ultimate owner OOO Ergi-Dag Copper shareholders", searchHits: ["li1", "pv1", "cp3"],
    final: "The Competent Person for the 2025 estimate is A. Oorzhak, MAIG membership 7731, with 14 years of experience in porphyry Cu-Au deposits [{cp3}]. The graph shows the membership as current, issued by the Australian Institute of Geoscientists, a Recognised Professional Organisation.",
  },
};
