// Domain: transfer-pricing advisers in Accra — FY2024 local file for a cocoa toll processor (Fante-speaking staff).
// Client, group, comparables and letters are fictional; OECD and Ghana rule extracts are paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "transfer-pricing-fat", language: "Fante", org: "transfer-pricing advisory, Accra (FY2024 local file, cocoa toll processor)",
  stack: "Semantic Kernel (C#) ChatCompletionAgent with Azure AI Search plugins", models: ["gpt-4o-2024-11-20", "gpt-4o-2024-08-06"], idStyle: "sk",
  voice: "plain", stamps: false, toolMsgName: true, usageTotal: true, searchStyle: "azure", k: 5, index: "tp-accra-search", indexName: "tp-chunks",
  chunkId: (rng, d) => `${rng.hex(12)}_pages_${d.id.toLowerCase()}`, chunkKey: "chunk_id", fileKey: "blobUrl",
  flav: { default: "http", cite: "cjson", kg: "cjson", decompose: "cjson", list: "json", rerank: "cjson", web: "json" },
  tools: { search: "TpDocs-Search", fetch: "TpDocs-GetChunk", rerank: "TpDocs-Rerank", convert: "DocIntel-Analyze", convertStatus: "DocIntel-GetResult",
    cite: "Citations-Verify", decompose: "Planner-Decompose", kg: "Entities-Lookup", kw: "Comparables-KeywordSearch", note: "LocalFile-WriteSection", meta: "TpDocs-GetDocument", list: "TpDocs-ListIndexes", web: "Bing-Search" },
  system: "You are the transfer-pricing research agent for the FY2024 Ghana local file of Ankobra Cocoa Processing Ltd (toll processor for Helvetia Cocoa AG). Use the firm's Azure AI Search index (OECD Guidelines, Ghana TP Regulations, client documents, benchmarking, GRA correspondence). Cite chunk_id values. Invoke one function per turn.",
  staff: {
    open: ["Mema wo akye. Mepa wo kyɛw, boa me wɔ local file yi ho; ɔbɛyɛ a ɛbɛwie nnawɔtwe yi.", "Agoo! Edwuma kakra wɔ hɔ ma wo. Mepa wo kyɛw hwɛ.", "Mema wo aha. Client no rohwehwɛ mbuae ntsɛm."],
    nudge: ["Oho, hwɛ bio. Ɔwɔ hɔ.", "Mepa wo kyɛw, hwehwɛ bio."],
  },
  collections: [
    { name: "tp-chunks", docs: 980, chunks: 44120, emb: "text-embedding-3-large", upd: "2025-11-21" },
    { name: "tp-comparables", docs: 3140, chunks: 3140, emb: "none (keyword)", upd: "2025-09-12" },
  ],
  docs: [
    doc("OECD-TPG", "OECD Transfer Pricing Guidelines 2022 (extract)", "refs/oecd-tpg-2022-extract.pdf", 60, 2022, "guidelines", [
      { k: "oe1", p: 2, t: "Para 1.33. Accurately delineating the actual transaction requires identifying the commercial or financial relations between the associated enterprises and the economically relevant characteristics of the transaction." },
      { k: "oe2", p: 5, t: "Para 2.64. The transactional net margin method examines the net profit relative to an appropriate base (for example costs, sales or assets) that a taxpayer realises from a controlled transaction." },
      { k: "oe3", p: 7, t: "Para 3.57. Where comparability defects remain that cannot be quantified, measures of central tendency such as the interquartile range may help to enhance the reliability of the analysis." },
    ]),
    doc("GH-TPR", "Ghana Transfer Pricing Regulations, 2020 (extract)", "refs/ghana-tp-regulations-2020.pdf", 18, 2020, "regulation", [
      { k: "gh1", p: 3, t: "A person shall prepare transfer pricing documentation contemporaneously and submit it to the Commissioner-General not later than four months after the end of the basis period." },
      { k: "gh2", p: 4, t: "Where the result of a controlled transaction falls outside the arm's length range, the Commissioner-General may adjust the result to the median of the range." },
    ]),
    doc("ICA", "Toll processing agreement Ankobra / Helvetia (2021)", "client/toll-processing-agreement.pdf", 22, 2021, "agreement", [
      { k: "ic1", p: 3, t: "Ankobra shall process cocoa beans owned by Helvetia Cocoa AG into liquor, butter and powder for a processing fee equal to its total operating costs plus 6%." },
      { k: "ic2", p: 7, t: "Helvetia bears inventory and price risk on beans and products; Ankobra bears the risk of under-utilisation of its processing capacity." },
    ]),
    doc("FS-2024", "Ankobra audited financial statements FY2024", "client/fs-2024.pdf", 48, 2024, "financials", [
      { k: "fs1", p: 12, t: "Revenue (processing fees) GHS 412.6 million; total operating costs GHS 389.3 million; operating profit GHS 23.3 million." },
    ]),
    doc("BENCH-24", "Benchmarking study FY2024 — toll processing (TNMM, NCP)", "work/benchmark-fy2024.pdf", 24, 2025, "benchmark", [
      { k: "bm1", p: 4, t: "Search strategy: Orbis; NACE 10.82 and 10.89; Europe and Africa; independence indicators A and B; turnover EUR 10-500 million; weighted average 2021-2023." },
      { k: "bm2", p: 9, t: "Table 6 — Final comparable set (net cost plus, weighted 2021-2023)\n| Company | Country | NCP % |\n|---|---|---|\n| Cacao Ivoire SA | CI | 3.1 |\n| Delta Processing NV | BE | 4.8 |" },
      { k: "bm3", p: 10, t: "| Nuevo Cacao SL | ES | 5.6 |\n| Kumasi Agro Ltd | GH | 6.9 |\n| Tema Foods Ltd | GH | 7.7 |" },
      { k: "bm4", p: 10, t: "| Baltic Confect AS | EE | 9.2 |\nEnd of Table 6. Interquartile range 5.0% - 7.5%; median 6.3%." },
    ]),
    doc("LF-2023", "Local file FY2023 (prior year)", "client/local-file-fy2023.pdf", 40, 2024, "local_file", [
      { k: "pv1", p: 15, t: "FY2023: Ankobra's net cost plus of 6.4% falls within the interquartile range of 4.9% - 7.6%; no adjustment proposed." },
    ]),
    doc("GRA-CORR", "GRA correspondence", "client/gra-correspondence.pdf", 11, 2025, "correspondence", [
      { k: "gr1", p: 2, t: "GRA letter of 8 November 2024: please justify the use of European comparables for a Ghanaian toll processor and provide segmented accounts for processing and warehousing." },
      { k: "gr2", p: 3, t: "GRA letter of 14 February 2025: following review, the FY2022 benchmarking for the cocoa processing fee is accepted; the set included two Ghanaian comparables and no adjustment is made." },
    ]),
    doc("INTERVIEW", "Functional interview notes, September 2025", "work/functional-interviews.docx.pdf", 7, 2025, "notes", [
      { k: "iv1", p: 2, t: "Plant manager: Ankobra schedules production within the monthly volumes set by Helvetia; quality control follows Helvetia's specifications." },
      { k: "iv2", p: 3, t: "Finance: Ankobra never holds title to the beans; losses from bean quality are borne by Helvetia." },
    ]),
    doc("MASTER", "Helvetia group master file FY2024 (extract)", "client/master-file-extract.pdf", 30, 2025, "master_file", [
      { k: "gs1", p: 3, t: "Group structure: Helvetia Cocoa AG is wholly owned by Helvetia Holding AG (Zug), which is wholly owned by HC Group Holdings Ltd (Jersey). HC Group Holdings Ltd is privately held by the Rüegg family trust, the ultimate parent entity for CbC purposes." },
    ]),
    doc("GRA-AUDIT", "GRA notice of audit FY2023 (scanned)", "client/gra-audit-notice-scan.pdf", 36, 2025, "correspondence", []),
  ],
  side: [
    { q: "TNMM net profit indicator base", hits: ["oe2", "oe3", "bm1"], note: "TNMM: net profit over an appropriate base [{oe2}]; NCP used." },
    { q: "documentation deadline Ghana", hits: ["gh1", "gh2"], section: "1. Compliance", note: "Local file due four months after year end [{gh1}]." },
    { q: "accurate delineation of the transaction", hits: ["oe1", "ic1", "iv1"] },
    { q: "who bears inventory risk", hits: ["ic2", "iv2", "iv1"] },
    { q: "prior year result and range", hits: ["pv1", "bm4", "gh2"] },
    { q: "comparable search strategy", hits: ["bm1", "oe3", "pv1"] },
    { q: "processing fee mark-up in agreement", hits: ["ic1", "fs1", "ic2"] },
  ],
  webs: [
    { q: "Ghana Revenue Authority transfer pricing practice note", r: [
      { t: "GRA — Transfer pricing", u: "https://www.example-gra-gh.org/transfer-pricing", s: "Guidance on documentation and the arm's length principle…", a: "1 year ago" },
      { t: "Ghana TP regulations 2020: key changes", u: "https://www.example-tax-advisers.com/ghana-tp-2020", s: "The 2020 regulations introduced contemporaneous documentation…", a: "4 years ago" }] },
  ],
  miss: {
    ask: "Is there any GRA ruling or guidance on how a toll processor should be compensated for capacity-utilisation risk? Cite it.",
    q: ["GRA guidance capacity utilisation risk toll processor", "compensation for under-utilisation of capacity toll manufacturer", "idle capacity costs transfer pricing Ghana ruling", "capacity risk remuneration toll processing GRA", "under-utilised plant costs arm's length toll", "GRA position on capacity underutilisation adjustments", "toll processor capacity risk mark-up", "unused capacity costs borne by principal", "capacity utilisation adjustment comparables", "Ghana ruling idle plant transfer pricing"],
    hits: ["ic2", "gr1", "iv1", "oe1", "gh2"], read: "ic2",
    say: "I found no GRA ruling or guidance on compensating capacity-utilisation risk. The agreement allocates that risk to Ankobra [{ic2}], and GRA's November 2024 letter raises only the comparables and segmentation [{gr1}].",
    nudge: "There was a GRA practice note on idle capacity last year — search again.",
    nudgeKey: "GRA practice note idle capacity",
  },
  find: {
    ask: "Has GRA previously accepted a benchmarking for this client's cocoa processing fee without adjustment? Cite the letter.",
    steps: [
      { q: "GRA accepted benchmarking cocoa processing fee", hits: ["gr1", "pv1", "bm1", "gh2"] },
      { q: "GRA letter comparables accepted no adjustment", filter: { type: "correspondence" }, hits: ["gr1", "gh2", "pv1"] },
      { q: "GRA FY2022 benchmarking cocoa processing accepted two Ghanaian comparables", hits: ["gr2", "gr1", "bm3"] },
    ],
    answer: "gr2", section: "6. Prior audits",
    say: "I did not find a GRA acceptance. The only GRA letter I found (8 November 2024) asks us to justify European comparables [{gr1}].",
    hint: { text: "GRA's letter of February 2025 on FY2022.", q: "GRA February 2025 letter FY2022 benchmarking", filter: { year: 2025 } },
    noteText: "GRA 14 Feb 2025: FY2022 benchmarking accepted, two Ghanaian comparables, no adjustment [{gr2}].",
    final: "Yes. In its letter of 14 February 2025 GRA accepted the FY2022 benchmarking for the cocoa processing fee without adjustment, noting that the set included two Ghanaian comparables [{gr2}]. The FY2024 set again has two Ghanaian companies, Kumasi Agro and Tema Foods [{bm3}], which also answers the November 2024 query about European comparables [{gr1}]. Meda wo ase.",
  },
  trunc: {
    ask: "Give me the full final comparable set (Table 6) with NCP per company, and the range, with chunk ids.",
    q: "final comparable set net cost plus table", hits: ["bm2", "bm1", "pv1", "oe3"], key: "bm2", next: ["bm3", "bm4"], section: "5. Economic analysis",
    noteText: "Table 6 NCP: Cacao Ivoire 3.1; Delta 4.8; Nuevo Cacao 5.6; Kumasi Agro 6.9; Tema Foods 7.7; Baltic Confect 9.2. IQR 5.0-7.5, median 6.3.",
    final: "Table 6, final set (NCP, weighted 2021-2023): Cacao Ivoire SA 3.1%, Delta Processing NV 4.8% [{bm2}]; Nuevo Cacao SL 5.6%, Kumasi Agro Ltd 6.9%, Tema Foods Ltd 7.7% [{bm3}]; Baltic Confect AS 9.2%. Interquartile range 5.0% to 7.5%, median 6.3% [{bm4}].",
  },
  cite: {
    ask: "Draft section 5 (economic analysis) and verify every citation before it goes to the partner.", section: "5. Economic analysis",
    draft: "Ankobra processes cocoa beans owned by Helvetia Cocoa AG for a fee of cost plus 6%. The interquartile range of the comparable set is 4.5% to 7.8% with a median of 6.3%. Ankobra's net cost plus for FY2024 was 6.0%.",
    good: [{ s: "Ankobra processes cocoa beans owned by Helvetia Cocoa AG for a fee of cost plus 6%.", c: ["ic1"] }, { s: "Ankobra's net cost plus for FY2024 was 6.0% (operating profit GHS 23.3 million on operating costs of GHS 389.3 million).", c: ["fs1"] }],
    bad: { s: "The interquartile range of the comparable set is 4.5% to 7.8% with a median of 6.3%.", c: ["bm4"], reason: "range '4.5% to 7.8%' not found in cited span", quote: "Interquartile range 5.0% - 7.5%; median 6.3%.",
      rewrites: ["The comparables' interquartile range runs from 4.5% to 7.8% (median 6.3%).", "With a median of 6.3%, the arm's length range is 4.5%-7.8%.", "The arm's length interquartile range is 4.5% to 7.8%.", "Comparable NCPs give an IQR of 4.5%-7.8% and a median of 6.3%.", "The benchmarking yields an interquartile range of 4.5 to 7.8 per cent.", "Table 6 shows an IQR of 4.5%-7.8%.", "The range of 4.5% to 7.8% (median 6.3%) is taken as arm's length."] },
    fixed: { s: "The interquartile range of the comparable set is 5.0% to 7.5% with a median of 6.3%.", c: ["bm4"] },
    final: "Section 5 is drafted and every citation verifies. I corrected the interquartile range to 5.0% to 7.5% (median 6.3%) [{bm4}]; the draft had carried over a wrong range. Ankobra's 6.0% [{fs1}] is inside the range.",
  },
  file: {
    ask: "Run Document Intelligence on the scanned GRA audit notice for FY2023 and list what GRA requests and by when.", name: "client/gra-audit-notice-scan.pdf", doc: "GRA-AUDIT", pagesTotal: 36, section: "7. Open audit FY2023", lang: "eng",
    ranges: [
      { pages: "1-12", text: "Notice of audit, year of assessment 2023. Items requested: (1) transfer pricing documentation; (2) intercompany agreements; (3) segmented profit and loss for processing and warehousing; (4) bean ownership records." },
      { pages: "13-24", text: "Submission deadline: 30 days from receipt of this notice (received 24 November 2025).\nOfficer in charge: Large Taxpayers Office, TP Unit." },
    ],
    noteText: "GRA FY2023 audit: TP documentation, agreements, segmented P&L, bean ownership records; due 24 Dec 2025 (30 days from 24 Nov).",
    final: "The FY2023 audit notice asks for four items: (1) the transfer pricing documentation; (2) the intercompany agreements; (3) a segmented P&L for processing and warehousing; (4) bean ownership records. They are due 30 days from receipt (received 24 November 2025, so by 24 December 2025), to the Large Taxpayers Office TP Unit.",
    partial: "The Document Intelligence job for the audit notice is still running; its page count did not move for several polls. From pages 1-12, analysed directly: GRA asks for the TP documentation, the intercompany agreements, segmented accounts and bean ownership records. The deadline page has not been processed yet.",
  },
  decomp: {
    ask: "Is Ankobra's FY2024 processing fee at arm's length under TNMM? Break it down and cite.", section: "5.3 Conclusion",
    question: "Is Ankobra's FY2024 net cost plus within the arm's length range, and what would happen if it were not?",
    variants: ["Arm's length test for Ankobra FY2024 under TNMM?", "Does Ankobra's FY2024 NCP fall inside the IQR?", "TNMM outcome for the FY2024 processing fee?"],
    subs: ["What is Ankobra's FY2024 net cost plus?", "What is the interquartile range of the comparables?", "What do Ghana's rules provide if the result is outside the range?"],
    sq: [{ q: "Ankobra operating profit total operating costs FY2024", hits: ["fs1", "ic1", "pv1"] }, { q: "interquartile range comparable set NCP median", hits: ["bm4", "bm1", "oe3"] }, { q: "adjustment outside arm's length range median Commissioner-General", hits: ["gh2", "oe3", "gh1"] }],
    noteText: "FY2024 NCP 23.3/389.3 = 6.0% [{fs1}]; IQR 5.0-7.5, median 6.3 [{bm4}]; outside -> median [{gh2}].",
    final: "Ankobra's FY2024 net cost plus is 6.0% (operating profit GHS 23.3 million on operating costs of GHS 389.3 million) [{fs1}]. It lies within the interquartile range of 5.0% to 7.5% and slightly below the 6.3% median [{bm4}], so no adjustment is needed. Had it fallen outside, the Commissioner-General could adjust it to the median [{gh2}].",
  },
  kw: {
    ask: "List every company in the comparables database whose description mentions toll manufacturing (name, country, NACE) for the rejection matrix.", term: "toll manufacturing", q: "\"toll manufactur*\"", pageSize: 7, hidden: 6, readKey: "bm1", section: "Annex — rejection matrix",
    rows: ["Cacao Ivoire SA/CI", "Delta Processing NV/BE", "Nuevo Cacao SL/ES", "Kumasi Agro Ltd/GH", "Tema Foods Ltd/GH", "Baltic Confect AS/EE", "Lagos Cocoa Works/NG", "Douala Grindings SA/CM", "Porto Cacau Lda/PT", "Hamburg Kakao GmbH/DE", "Amsterdam Cocoa BV/NL", "Abidjan Beurre SA/CI", "Takoradi Processing/GH", "Sevilla Chocolates SL/ES", "Gdansk Sweets SA/PL", "Marseille Cacao SAS/FR", "Mombasa Agro Ltd/KE", "Tallinn Foods OU/EE", "Napoli Dolci Srl/IT", "Kano Agro Processing/NG"].map((v, i) => { const [n, c] = v.split("/"); return { id: `BVD-${c}${String(100000 + i * 7919).slice(-6)}`, date: `${2022 + (i % 2)}-12-31`, title: `${n} (${c})`, snippet: `NACE ${i % 2 ? "10.82" : "10.89"}: ` + (i % 3 ? "…toll manufacturing of cocoa products for third parties…" : "…also acts as toll manufacturer for group companies…") }; }),
    noteText: "20 companies mention toll manufacturing; matrix rows added.",
    final: "20 companies in the database mention toll manufacturing; they are added to the rejection matrix with name, country and NACE code. Six of them are in the final set; the search strategy is recorded [{bm1}].",
  },
  kg: {
    askCycle: "For the local file organisation chart: who are Ankobra's shareholders? Use the entity lookup.",
    askChain: "For the master-file cross-reference, trace Helvetia Cocoa AG's ownership up to the ultimate parent via the entity lookup and cite.",
    ents: {
      "ORG:ANK": { id: "ORG:ANK", label: "Ankobra Cocoa Processing Ltd", type: "Company", props: { country: "GH" }, rels: [{ p: "shares_directors_with", to: "ORG:TLS", label: "Tema Logistics Services Ltd", src: "ORC filing 2024" }, { p: "receives_services_from", to: "ORG:TLS", label: "Tema Logistics Services Ltd", src: "services agreement" }] },
      "ORG:TLS": { id: "ORG:TLS", label: "Tema Logistics Services Ltd", type: "Company", props: { country: "GH" }, rels: [{ p: "shares_directors_with", to: "ORG:ANK", label: "Ankobra Cocoa Processing Ltd", src: "ORC filing 2024" }, { p: "service_provider_to", to: "ORG:ANK", label: "Ankobra Cocoa Processing Ltd", since: "2020", src: "services agreement" }] },
      "ORG:HCAG": { id: "ORG:HCAG", label: "Helvetia Cocoa AG", type: "Company", props: { country: "CH" }, rels: [{ p: "subsidiary_of", to: "ORG:HHAG", label: "Helvetia Holding AG", src: "master file p.3" }] },
      "ORG:HHAG": { id: "ORG:HHAG", label: "Helvetia Holding AG", type: "Company", props: { country: "CH", canton: "Zug" }, rels: [{ p: "subsidiary_of", to: "ORG:HCGH", label: "HC Group Holdings Ltd", src: "master file p.3" }] },
      "ORG:HCGH": { id: "ORG:HCGH", label: "HC Group Holdings Ltd", type: "Company", props: { country: "JE" }, rels: [{ p: "held_by", to: "TRUST:RUEGG", label: "Rüegg family trust", src: "master file p.3" }] },
      "TRUST:RUEGG": { id: "TRUST:RUEGG", label: "Rüegg family trust", type: "Trust", props: { upe: true }, rels: [] },
    },
    cycle: ["ORG:ANK", "ORG:TLS"], chain: ["ORG:HCAG", "ORG:HHAG", "ORG:HCGH", "TRUST:RUEGG"], srcKey: "gs1",
    searchQ: "Ankobra shareholders share register", searchHits: ["ic1", "iv2", "fs1"],
    final: "Helvetia Cocoa AG is wholly owned by Helvetia Holding AG (Zug), which is wholly owned by HC Group Holdings Ltd (Jersey). That company is privately held by the Rüegg family trust, the ultimate parent entity for CbC purposes [{gs1}]. The local file's group chart should show these four levels.",
  },
};
