// Domain: admiralty law office in Koror — LOF salvage claim for the tug NGERUR (Palauan-speaking staff).
// All documents, parties and awards are fictional.
const doc = (id, title, file, pages, year, type, chunks, extra) => ({ id, title, file, pages, year, type, chunks, extra });

export default {
  domain: "admiralty-salvage-pau", language: "Palauan", org: "maritime law office, Koror (LOF 2020 salvage claim)",
  stack: "LlamaIndex FunctionAgent (Python) over Qdrant", models: ["gpt-4.1-2025-04-14", "gpt-4.1-mini-2025-04-14"], idStyle: "openai",
  voice: "null", stamps: false, toolMsgName: false, usageTotal: true, searchStyle: "qdrant", k: 5, index: "salvage-kb",
  chunkId: (rng) => rng.uuid(), chunkKey: "node_id", fileKey: "file_path",
  flav: { default: "json", convert: "http", kw: "cjson", note: "cjson", kg: "json", cite: "json", web: "json" },
  tools: { search: "caselaw_vector_search", fetch: "get_node", rerank: "cohere_rerank", convert: "unstructured_partition", convertStatus: "unstructured_job_status",
    cite: "verify_citation", decompose: "sub_question_planner", kg: "entity_graph_lookup", kw: "dms_fulltext_search", note: "memo_section_write", meta: "doc_metadata", list: "list_indexes", web: "web_search" },
  system: "You are the research assistant of a maritime law office in Koror. Matter KT-2025-031: claim of the owners of the tug NGERUR for salvage of MV Kayangel Trader (LOF 2020, London arbitration). Search the office stores before answering, quote only what the documents say, and cite node ids in square brackets. Tools run one at a time.",
  staff: {
    open: ["Alii, Counsel. Ng kirem el mesuub er tia el kesus er a Kayangel Trader, e ng soak el mo ungil a memo er a klukuk.", "Alii! A Ngerur a kirel a memo. Mo mesang a dokumento me bo mleng.", "Ungil tutau. Ng soak el mo dengei a tekoi er tia, me ng kirel a uldesuir er a kliento."],
    nudge: ["Ng diak. Mo omes er a bek el ika.", "Ak mle mesang er ngii er a ngarbab. Mo omes el mo meringel."],
  },
  collections: [
    { name: "salvage-kb", docs: 1840, chunks: 61233, emb: "text-embedding-3-large", upd: "2025-11-02" },
    { name: "matter-KT-2025-031", docs: 57, chunks: 2210, emb: "text-embedding-3-large", upd: "2025-11-27" },
    { name: "firm-precedents", docs: 312, chunks: 9877, emb: "text-embedding-3-large", upd: "2025-10-14" },
  ],
  docs: [
    doc("LOF2020", "Lloyd's Standard Form of Salvage Agreement (LOF 2020)", "kb/forms/LOF2020.pdf", 6, 2020, "form", [
      { k: "lof1", p: 1, t: "1. Salvage services. The Contractors identified in Box 1 hereby agree to use their best endeavours to salve the property specified in Box 2 and to take the property to the place stated in Box 3 or to such other place as may hereafter be agreed. The services shall be rendered on the basis of 'no cure - no pay' except where the SCOPIC clause is incorporated." },
      { k: "lof2", p: 2, t: "H. Arbitration. The Contractors' remuneration and/or special compensation shall be determined by arbitration in London in the manner prescribed by Lloyd's Standard Salvage and Arbitration Clauses ('LSSA Clauses') and Lloyd's Procedural Rules in force at the date of this agreement." },
    ]),
    doc("SALV1989", "International Convention on Salvage, 1989", "kb/conventions/salvage-1989.pdf", 14, 1989, "convention", [
      { k: "sal1", p: 5, t: "Article 13(1). The reward shall be fixed with a view to encouraging salvage operations, taking into account the following criteria without regard to the order in which they are presented: (a) the salved value of the vessel and other property; (b) the skill and efforts of the salvors in preventing or minimizing damage to the environment; (c) the measure of success obtained; (d) the nature and degree of the danger; (e) the skill and efforts of the salvors; (f) the time used and expenses and losses incurred; (g) the risk of liability and other risks run; (h) the promptness of the services rendered; (i) the availability and use of vessels or other equipment intended for salvage operations; (j) the state of readiness and efficiency of the salvor's equipment and the value thereof." },
      { k: "sal2", p: 5, t: "Article 13(3). The rewards, exclusive of any interest and recoverable legal costs that may be payable thereon, shall not exceed the salved value of the vessel and other property." },
      { k: "sal3", p: 6, t: "Article 14(1). If the salvor has carried out salvage operations in respect of a vessel which by itself or its cargo threatened damage to the environment and has failed to earn a reward under article 13 at least equivalent to the special compensation assessable in accordance with this article, he shall be entitled to special compensation from the owner of that vessel equivalent to his expenses as herein defined." },
    ]),
    doc("SCOPIC2020", "SCOPIC 2020 clause and Appendix A tariff", "kb/forms/SCOPIC2020.pdf", 18, 2020, "form", [
      { k: "sco1", p: 2, t: "Clause 2. The Contractor shall have the option to invoke by written notice to the owners of the vessel the SCOPIC clause at any time of his choosing regardless of the circumstances and, in particular, regardless of whether or not there is a threat of damage to the environment. The assessment of SCOPIC remuneration shall commence from the time the written notice is given." },
      { k: "sco2", p: 4, t: "Clause 7. If the Article 13 Award is greater than the SCOPIC remuneration, the Article 13 Award shall be discounted by 25% of the difference between the Article 13 Award and the amount of SCOPIC remuneration that would have been recoverable had the SCOPIC clause been invoked on the first day of the services." },
      { k: "sco3", p: 11, t: "Appendix A, tariff rates for tugs (per day): up to 2,000 bhp USD 5,350; 2,001-4,000 bhp USD 8,120; 4,001-6,000 bhp USD 11,480; 6,001-8,000 bhp USD 14,960. The rates include crew wages and victuals; the bonus due under sub-clause 5(iii) is 25% of the tariff rates." },
    ]),
    doc("AWD-2019-OP", "Award — the 'Orient Pearl' (LOF arbitration, 2019)", "awards/2019/orient-pearl-award.pdf", 42, 2019, "award", [
      { k: "op1", p: 9, t: "The Orient Pearl, a 28,000 dwt bulk carrier in ballast, grounded on a coral bank in the approaches to Apra. The Contractors, professional salvors, mobilised a 12,000 bhp anchor-handling tug from Singapore and had it on scene within 40 hours of the LOF being signed." },
      { k: "op2", p: 31, t: "Having regard to the Article 13 criteria I assess the award at 9.5% of the salved fund of USD 31.6 million. The Contractors deployed dedicated salvage equipment maintained in a state of readiness, which weighs in their favour under Article 13(1)(i) and (j)." },
      { k: "op3", p: 33, t: "The owners argued that the tug should have sailed before the LOF was signed. I reject that criticism: promptness is judged from the moment the Contractors were engaged, and the services were rendered without avoidable delay." },
    ]),
    doc("AWD-2021-CV", "Appeal Award — the 'Coral Venture' (2021)", "awards/2021/coral-venture-appeal.pdf", 27, 2021, "award", [
      { k: "cv1", p: 4, t: "The Coral Venture, a 9,800 dwt general cargo ship, stranded on the outer reef south of Koror. Assistance was rendered by a 4,200 bhp harbour tug engaged under LOF 2011; no specialist salvage equipment was on board." },
      { k: "cv2", p: 18, t: "On appeal I accept the owners' submission on promptness under Article 13(1)(h). The tug took 31 hours to mobilise from a port 60 miles away, for reasons within the Contractors' control. I reduce the award from 18% to 15% of the salved fund." },
      { k: "cv3", p: 21, t: "I decline to disturb the arbitrator's finding that the risk of bunker escape onto the reef was real and substantial; the environmental criterion in Article 13(1)(b) was properly weighted." },
    ]),
    doc("RPT-KT", "Kayangel Trader — salvors' daily reports (scanned)", "matter/KT-2025-031/KT_salvors_daily_reports_scan.pdf", 118, 2025, "scan", [
      { k: "dr1", p: 1, t: "Daily report no. 1, 14.08.2025. Tug NGERUR (3,600 bhp) departed Malakal 0605 local, on scene 0710. Vessel aground forward on reef, heading 212, draughts F 7.9 m A 9.6 m. No oil on the water. LOF 2020 signed by Master 0650." },
    ]),
    doc("VAL-KT", "Kayangel Trader — salved values report (Hartmann Surveyors)", "matter/KT-2025-031/salved-values-hartmann.pdf", 16, 2025, "report", [
      { k: "val1", p: 7, t: "Table 3 — Salved values at termination (Malakal, 19 Aug 2025)\n| Item | Basis | USD |\n|---|---|---|\n| Vessel (sound value less repairs) | broker valuation 01.08.2025 less repair estimate | 9,850,000 |\n| Cargo (clinker, 31,400 t) |" },
      { k: "val2", p: 8, t: "| Cargo (clinker, 31,400 t) | CIF invoice value less discharge costs | 2,318,000 |\n| Bunkers (VLSFO 412 t, MGO 38 t) | Malakal replacement price | 242,000 |" },
      { k: "val3", p: 8, t: "| **Total salved fund** | | **12,410,000** |\nNote: freight at risk nil (prepaid). Values are stated at the place and time of termination of the services." },
    ]),
    doc("PNI-KT", "P&I correspondence — Kayangel Trader", "matter/KT-2025-031/pandi-correspondence.pdf", 9, 2025, "correspondence", [
      { k: "pni1", p: 2, t: "The Club confirms security for the Contractors' salvage claim in the amount of USD 3,000,000 by way of a Lloyd's salvage guarantee form, without prejudice to liability or quantum." },
      { k: "pni2", p: 4, t: "Owners note that the Contractors invoked SCOPIC by written notice at 1630 local on 15 August 2025. The Special Casualty Representative was appointed on 16 August and boarded at 1120." },
    ]),
    doc("REG", "Company registry extracts (Palau, Marshall Islands, Singapore)", "matter/KT-2025-031/registry-extracts.pdf", 12, 2025, "registry", [
      { k: "reg1", p: 3, t: "Ngerur Marine Services (Koror), registered 2009, owner of the tug NGERUR. Shareholder of record: Belau Towage Holdings Inc. (100%)." },
      { k: "reg2", p: 5, t: "Belau Towage Holdings Inc. Annual return 2024: 100% of the issued shares held by Pacific Harbour Group Ltd (Singapore, UEN 200412345K). Pacific Harbour Group Ltd is listed on SGX Catalist; no controlling shareholder above 15%." },
      { k: "reg3", p: 6, t: "Kayangel Shipping Ltd (Majuro). Shares held in bearer form until 2019; current register lists a nominee shareholder. Managed by Oceanic Ship Management Pte. Beneficial owner not disclosed in the filing." },
    ]),
    doc("MEMO-SALV", "Firm precedent memo — salvage awards on reef groundings", "firm/precedents/reef-groundings-memo.docx.pdf", 10, 2023, "memo", [
      { k: "g1", p: 2, t: "Awards in recent LOF cases have tended to fall between 5% and 20% of the salved fund, the higher percentages where dedicated salvage equipment and significant environmental risk were involved." },
      { k: "g2", p: 3, t: "Where the salvor is not a professional salvor, tribunals have noted that the 'encouragement' rationale carries less weight, but no consistent discount is applied." },
      { k: "g3", p: 6, t: "The SCR's daily reports are the best evidence of the salvor's out-of-pocket expenses under Article 14 and SCOPIC; obtain them early and reconcile them with the salvor's own logs." },
    ]),
  ],
  side: [
    { q: "LOF 2020 arbitration clause LSSA", hits: ["lof2", "lof1", "sal2"], note: "LOF 2020 cl. H: remuneration and special compensation fixed by London arbitration under the LSSA Clauses [{lof2}]." },
    { q: "Article 14 special compensation salvor's expenses", hits: ["sal3", "g3", "sco2"], note: "Art 14 special compensation = salvor's expenses where the casualty threatened the environment [{sal3}]." },
    { q: "security for salvage claim P&I guarantee", hits: ["pni1", "pni2", "lof2"] },
    { q: "environmental risk on reef groundings and award", hits: ["cv3", "op1", "g1"], note: "Environmental risk properly weighted under 13(1)(b) in Coral Venture [{cv3}]." },
    { q: "Kayangel Trader grounding position and draughts", hits: ["dr1", "cv1", "op1"] },
    { q: "no cure no pay SCOPIC incorporated", hits: ["lof1", "sco1", "sal3"] },
    { q: "Article 13 criteria list", hits: ["sal1", "sal2", "op2"], section: "law" },
  ],
  webs: [
    { q: "LOF 2020 SCOPIC 2020 changes summary", r: [
      { t: "LOF 2020 — what changed", u: "https://www.example-maritime-law.com/insights/lof-2020-what-changed", s: "The 2020 revision simplified the form and moved the procedural provisions into the LSSA Clauses…", a: "4 years ago" },
      { t: "SCOPIC 2020 tariff published", u: "https://www.example-shipping-news.com/scopic-2020-tariff", s: "The SCOPIC Committee has published the 2020 tariff rates for tugs, personnel and equipment…", a: "5 years ago" }] },
  ],
  miss: {
    ask: "Find authority on whether crew bonuses the salvor paid to the tug's crew are recoverable as part of 'salvor's expenses' under Article 14 / SCOPIC. Cite the node.",
    q: ["crew bonuses recoverable as salvor's expenses Article 14", "are bonuses paid to tug crew part of out-of-pocket expenses special compensation", "salvor paid crew bonus recoverable SCOPIC", "Article 14(3) expenses crew bonus payments", "tribunal allowed crew bonus in special compensation", "bonus to crew of salvage tug recoverable", "out-of-pocket expenses include crew bonuses salvage", "special compensation expenses definition bonus wages", "crew incentive payments salvage expenses recoverable", "SCOPIC crew bonus claim allowed disallowed"],
    hits: ["sal3", "sco3", "g3", "sco2", "pni2"], read: "sal3",
    say: "I could not find anything in the stores that decides whether crew bonuses are recoverable under Article 14 or SCOPIC. Article 14(1) defines special compensation as the salvor's expenses, and the SCOPIC tariff says its rates already include crew wages, but neither mentions bonuses.",
    nudge: "Look again — I am sure one of our awards dealt with crew bonuses under Article 14.",
    nudgeKey: "award",
  },
  find: {
    ask: "Has any award in our stores reduced a salvage reward because the salvor was slow to mobilise? Owners' solicitors hint they will argue promptness. Cite the node.",
    steps: [
      { q: "salvage award reduced because salvor slow to mobilise", hits: ["op3", "sal1", "g1", "g2"] },
      { q: "promptness Article 13(1)(h) reduction of award", filter: { type: "award" }, hits: ["cv3", "op3", "cv1", "op2"] },
      { q: "Coral Venture appeal promptness mobilisation hours reduced", hits: ["cv2", "cv1", "cv3"] },
    ],
    answer: "cv2", section: "4. Quantum — promptness",
    say: "I did not find an award that reduced the reward for slow mobilisation. The closest passage is the Orient Pearl award, where the tribunal rejected a promptness criticism [{op3}].",
    hint: { text: "The 2021 appeal (Coral Venture) had a slow harbour tug — check that award.", q: "Coral Venture appeal promptness of services", filter: { year: 2021 } },
    noteText: "Coral Venture appeal (2021): 31 h mobilisation over 60 nm, within Contractors' control; award cut 18% -> 15% under 13(1)(h) [{cv2}].",
    final: "Yes. In the 2021 Coral Venture appeal award the appeal arbitrator accepted the owners' promptness submission under Article 13(1)(h): the harbour tug took 31 hours to mobilise from a port 60 miles away, for reasons within the Contractors' control, and the award was reduced from 18% to 15% of the salved fund [{cv2}]. By contrast the Orient Pearl tribunal rejected a promptness criticism, judging promptness from the moment of engagement [{op3}]. On our facts NGERUR sailed from Malakal at 0605 and was on scene at 0710 [{dr1}], so the argument looks weak. Sulang.",
  },
  trunc: {
    ask: "Give me the salved values at termination (vessel, cargo, bunkers, freight, total) from the Hartmann report, with the node ids.",
    q: "salved values at termination vessel cargo bunkers", hits: ["val1", "pni1", "op2", "g1"], key: "val1", next: ["val2", "val3"], section: "3. Salved fund",
    noteText: "Salved fund (Hartmann, Table 3): vessel 9,850,000; cargo 2,318,000; bunkers 242,000; freight nil; total USD 12,410,000.",
    final: "Salved values at termination, Malakal, 19 Aug 2025 (Hartmann, Table 3): vessel USD 9,850,000 [{val1}]; cargo (clinker, 31,400 t) USD 2,318,000 and bunkers USD 242,000 [{val2}]; freight at risk nil (prepaid); total salved fund USD 12,410,000 [{val3}].",
  },
  cite: {
    ask: "Draft section 4 (Quantum) of the memo and run every sentence through the citation checker before I read it.", section: "4. Quantum",
    draft: "Article 13(1) lists ten criteria for fixing the reward, beginning with the salved value of the vessel and other property. The salved fund at termination at Malakal on 19 August 2025 was USD 14.2 million. The reward may not exceed the salved value of the vessel and other property.",
    good: [{ s: "Article 13(1) lists ten criteria for fixing the reward, beginning with the salved value of the vessel and other property.", c: ["sal1"] }, { s: "The reward may not exceed the salved value of the vessel and other property.", c: ["sal2"] }],
    bad: { s: "The salved fund at termination at Malakal on 19 August 2025 was USD 14.2 million.", c: ["val3"], reason: "figure 'USD 14.2 million' is not stated in the cited span", quote: "| **Total salved fund** | | **12,410,000** |",
      rewrites: ["At termination (Malakal, 19 August 2025) the salved fund amounted to USD 14.2 million.", "The total salved fund was approximately USD 14.2 million at termination.", "Hartmann values the salved fund at USD 14.2 million as at 19 August 2025.", "The salved fund, valued at the place and time of termination, was USD 14.2m.", "According to the surveyors, the salved fund totalled some USD 14.2 million.", "The salved property was worth USD 14.2 million in total at Malakal on 19 August 2025.", "Salved fund at termination: about USD 14.2 million (Hartmann)."] },
    fixed: { s: "The salved fund at termination at Malakal on 19 August 2025 was USD 12,410,000.", c: ["val3"] },
    final: "Section 4 is drafted and every sentence passes the checker. I corrected one figure: the salved fund is USD 12,410,000 [{val3}], not 14.2 million. The other sentences cite Article 13(1) [{sal1}] and Article 13(3) [{sal2}].",
  },
  file: {
    ask: "Convert the salvors' daily reports scan and give me the timeline: departure, on scene, SCOPIC notice, refloating, redelivery.", name: "matter/KT-2025-031/KT_salvors_daily_reports_scan.pdf", doc: "RPT-KT", pagesTotal: 118, section: "2. Facts — timeline",
    ranges: [
      { pages: "1-30", text: "Daily report no. 1, 14.08.2025. Tug NGERUR departed Malakal 0605, on scene 0710. LOF 2020 signed 0650.\nDaily report no. 2, 15.08.2025. Soundings around hull; tank 3P breached, no oil escape. 1630 SCOPIC notice handed to Master.\nDaily report no. 3, 16.08.2025. SCR boarded 1120. Lightering of 1,900 t clinker commenced." },
      { pages: "31-60", text: "Daily report no. 5, 18.08.2025. Vessel refloated on rising tide 0412, towed to Malakal anchorage 0930.\nDaily report no. 6, 19.08.2025. Redelivery to owners' representative 1500 at Malakal; services terminated." },
    ],
    noteText: "Timeline: dep. Malakal 14.08 0605; on scene 0710; LOF 0650; SCOPIC notice 15.08 1630; SCR on board 16.08 1120; refloated 18.08 0412; redelivered 19.08 1500.",
    final: "Timeline from the daily reports: NGERUR left Malakal 14 Aug 0605 and was on scene 0710 (LOF signed 0650); SCOPIC notice 15 Aug 1630; SCR boarded 16 Aug 1120; refloated 18 Aug 0412 and towed to Malakal anchorage; redelivered 19 Aug 1500, services terminated. I saved it to section 2 of the memo.",
    partial: "The OCR job is still running (it sat at the same page count for several polls). From pages 1-30, converted directly: NGERUR left Malakal 14 Aug 0605, on scene 0710, LOF signed 0650; SCOPIC notice 15 Aug 1630; SCR boarded 16 Aug 1120. Refloating and redelivery are in the later pages; I will add them when the job finishes.",
  },
  decomp: {
    ask: "Can NGERUR's owners claim SCOPIC remuneration on top of an Article 13 award, and what would the 25% discount do? Break it down and cite.", section: "5. SCOPIC",
    question: "Can the owners of NGERUR recover SCOPIC remuneration in addition to an Article 13 award, and how does the SCOPIC discount affect the total?",
    variants: ["How do SCOPIC remuneration and the Article 13 award combine for NGERUR's claim?", "What is the effect of invoking SCOPIC on NGERUR's Article 13 award?", "SCOPIC plus Article 13 for Kayangel Trader: entitlement and discount?"],
    subs: ["When and how was SCOPIC invoked for Kayangel Trader?", "Which SCOPIC tariff rate applies to a tug of NGERUR's horsepower?", "How is the Article 13 award discounted once SCOPIC has been invoked?"],
    sq: [{ q: "SCOPIC invoked written notice Kayangel Trader", hits: ["pni2", "sco1", "pni1"] }, { q: "SCOPIC Appendix A tariff tug daily rate bhp", hits: ["sco3", "sco1", "g3"] }, { q: "Article 13 award discounted 25% SCOPIC invoked", hits: ["sco2", "sal3", "op2"] }],
    noteText: "SCOPIC invoked 15.08.2025 1630 [{pni2}]; tariff 2,001-4,000 bhp USD 8,120/day + 25% bonus [{sco3}]; cl. 7 discount [{sco2}].",
    final: "SCOPIC was invoked by written notice at 1630 on 15 August 2025 [{pni2}], and remuneration runs from that notice [{sco1}]. NGERUR (3,600 bhp) falls in the 2,001-4,000 bhp band: USD 8,120 per day, plus the 25% bonus [{sco3}]. The owners get the higher of the two: if the Article 13 award exceeds SCOPIC remuneration, the award is cut by 25% of the difference between it and the SCOPIC amount that would have been due had SCOPIC been invoked on day one [{sco2}]. So SCOPIC is a floor, not an addition.",
  },
  kw: {
    ask: "List every award in the DMS that discusses 'promptness' — id, vessel, year — for the bundle index.", term: "promptness", q: "\"promptness\" AND type:award", pageSize: 8, hidden: 9, readKey: "cv2", section: "Bundle index — promptness",
    rows: ["Marlin Spirit", "Aegean Dawn", "Coral Venture", "Orient Pearl", "Pacific Trust", "Nordic Star", "Sea Harmony", "Gulf Pioneer", "Jade Fortune", "Cape Lumière", "Baltic Crown", "Star of Yap", "Ocean Grace", "Mekong Trader", "Palau Breeze", "Ivory Coast", "Atlas Glory", "Tasman Bay", "Silver Lagoon", "Kestrel", "Golden Reef", "Hoang Sa", "Amber Tide", "Peleliu Queen"].map((v, i) => ({ id: `AWD-${2008 + (i * 7) % 17}-${String(11 + i * 13).padStart(3, "0")}`, title: `The '${v}'`, date: `${2008 + (i * 7) % 17}-${String(1 + (i * 5) % 12).padStart(2, "0")}-${String(3 + (i * 11) % 25).padStart(2, "0")}`, snippet: i % 3 ? `…the promptness of the services rendered under Article 13(1)(h)…` : `…criticism of the salvors' promptness was ${i % 2 ? "rejected" : "accepted in part"}…` })),
    noteText: "24 awards mention promptness; index saved in bundle order.",
    final: "24 awards in the DMS discuss promptness; the list is saved to the bundle index. The only one that actually reduced an award for it is the Coral Venture appeal (2021), 18% to 15% [{cv2}].",
  },
  kg: {
    askCycle: "Conflict check: who is the ultimate beneficial owner behind Kayangel Shipping Ltd? Use the entity graph.",
    askChain: "Conflict check: who is the ultimate parent of NGERUR's owners? Use the entity graph and cite the registry extract.",
    ents: {
      "Q:KSL": { id: "Q:KSL", label: "Kayangel Shipping Ltd", type: "Company", props: { jurisdiction: "MH" }, rels: [{ p: "managed_by", to: "Q:OSM", label: "Oceanic Ship Management Pte", src: "registry-extracts p.6" }, { p: "registered_owner_of", to: "V:9731142", label: "MV Kayangel Trader", src: "equasis" }, { p: "shareholder", to: "Q:OSM", label: "Oceanic Ship Management Pte (nominee)", since: "2019", src: "registry-extracts p.6" }] },
      "Q:OSM": { id: "Q:OSM", label: "Oceanic Ship Management Pte", type: "Company", props: { jurisdiction: "SG" }, rels: [{ p: "manager_of", to: "Q:KSL", label: "Kayangel Shipping Ltd", src: "registry-extracts p.6" }, { p: "nominee_for", to: "Q:KSL", label: "Kayangel Shipping Ltd", src: "acra filing 2024" }, { p: "ism_manager_of", to: "V:9731142", label: "MV Kayangel Trader", src: "equasis" }] },
      "V:NGERUR": { id: "V:NGERUR", label: "Tug NGERUR", type: "Vessel", props: { bhp: 3600 }, rels: [{ p: "owned_by", to: "Q:NMS", label: "Ngerur Marine Services", src: "registry-extracts p.3" }] },
      "Q:NMS": { id: "Q:NMS", label: "Ngerur Marine Services", type: "Company", props: { jurisdiction: "PW" }, rels: [{ p: "subsidiary_of", to: "Q:BTH", label: "Belau Towage Holdings Inc.", src: "registry-extracts p.3" }, { p: "owner_of", to: "V:NGERUR", label: "Tug NGERUR", src: "registry-extracts p.3" }] },
      "Q:BTH": { id: "Q:BTH", label: "Belau Towage Holdings Inc.", type: "Company", props: { jurisdiction: "PW" }, rels: [{ p: "subsidiary_of", to: "Q:PHG", label: "Pacific Harbour Group Ltd", since: "2016", src: "registry-extracts p.5" }] },
      "Q:PHG": { id: "Q:PHG", label: "Pacific Harbour Group Ltd", type: "Company", props: { jurisdiction: "SG", listed: "SGX Catalist" }, rels: [{ p: "parent_of", to: "Q:BTH", label: "Belau Towage Holdings Inc.", src: "registry-extracts p.5" }] },
    },
    cycle: ["Q:KSL", "Q:OSM"], chain: ["V:NGERUR", "Q:NMS", "Q:BTH", "Q:PHG"], srcKey: "reg2",
    searchQ: "beneficial owner of Kayangel Shipping Ltd", searchHits: ["reg3", "pni1", "reg1"],
    final: "Chain: NGERUR is owned by Ngerur Marine Services, 100% held by Belau Towage Holdings Inc., 100% held by Pacific Harbour Group Ltd (Singapore), which is listed on SGX Catalist with no controlling shareholder above 15% [{reg2}]. Pacific Harbour Group is the ultimate parent; no conflict with our client list.",
  },
};
