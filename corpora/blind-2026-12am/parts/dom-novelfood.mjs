// Domain: regulatory affairs of a Sumenep seaweed company — EU novel-food dossier for an Ulva protein concentrate
// (Madurese-speaking staff). Company, product, studies and opinions are fictional; guidance text is paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "novel-food-dossier-mad", language: "Madurese", org: "regulatory affairs, seaweed processor in Sumenep (EU novel-food application for UPC-70)",
  stack: "Vercel AI SDK generateText (maxSteps) over Vertex AI Search", models: ["gemini-2.5-pro", "gemini-2.5-flash"], idStyle: "gemini",
  voice: "sparse", stamps: true, toolMsgName: false, searchStyle: "vertex", k: 4, index: "nf-dossier-ds", project: "rlml-regaffairs", bucket: "rlml-dossier",
  chunkId: (rng, d, c) => `${d.id.toLowerCase()}-c${String(c.split).padStart(3, "0")}`, chunkKey: "chunkId", fileKey: "gcsUri",
  flav: { default: "json", note: "cjson", kw: "json", convert: "json", cite: "json", kg: "json", fetch: "json", decompose: "cjson" },
  tools: { search: "searchDossier", fetch: "getChunk", rerank: "rankChunks", convert: "documentAiProcess", convertStatus: "documentAiOperation",
    cite: "checkCitation", decompose: "splitQuestion", kg: "entityGraph", kw: "searchEfsaOpinions", note: "writeDossierSection", meta: "getDocumentInfo", list: "listDataStores", web: "googleSearch" },
  system: "You help the regulatory affairs team prepare an EU novel-food application (Regulation (EU) 2015/2283) for UPC-70, a protein concentrate from Ulva spp. Use the dossier data store, EFSA guidance and the opinions index. Every statement in the dossier must cite a chunkId. Call one tool at a time.",
  staff: {
    open: ["Assalamu'alaikum. Kaula nyo'on tolong, dossier EFSA kodu mare minggu reya.", "Salamet lagghu. Tolong ebaca dokumen reya, ja' kaloppae sumberra.", "Reya perlo eparesa ghi' lagghu. Sakalangkong."],
    nudge: ["Ta' mungkin, coba sare pole.", "Bada e dokumen, sare pole."],
  },
  collections: [
    { name: "nf-dossier-ds", docs: 146, chunks: 5120, emb: "text-embedding-005", upd: "2025-11-25" },
    { name: "efsa-opinions-ds", docs: 2204, chunks: 61480, emb: "text-embedding-005", upd: "2025-10-31" },
  ],
  docs: [
    doc("EFSA-GUID", "EFSA guidance on novel food applications (extract)", "guidance/efsa-nf-guidance-2024.pdf", 40, 2024, "guidance", [
      { k: "eg1", p: 9, t: "Compositional data: analytical results from at least five independent batches shall be provided, with the methods used and evidence of their validation or accreditation." },
      { k: "eg2", p: 14, t: "Proposed uses and use levels: an intake assessment shall be performed for each population group using the EFSA Comprehensive Food Consumption Database." },
      { k: "eg3", p: 21, t: "Toxicological information: a 90-day oral toxicity study in rodents is generally required, together with a genotoxicity test battery." },
      { k: "eg4", p: 23, t: "Where the reference point is a NOAEL from a subchronic study, the Panel generally applies a default uncertainty factor of 200 and considers the margin of exposure adequate if it is at least 200." },
    ]),
    doc("SPEC", "UPC-70 product specification, rev 3", "dossier/spec-upc70-rev3.pdf", 6, 2025, "specification", [
      { k: "sp1", p: 2, t: "Protein (N x 6.25) at least 68 g/100 g; moisture at most 8 g/100 g; ash at most 9 g/100 g; iodine at most 45 mg/kg." },
      { k: "sp2", p: 3, t: "Contaminants: inorganic arsenic at most 0.3 mg/kg; cadmium at most 0.5 mg/kg; lead at most 0.4 mg/kg; mercury at most 0.05 mg/kg." },
    ]),
    doc("BATCH", "Batch analysis report, five batches", "dossier/batch-analyses.pdf", 8, 2025, "analysis", [
      { k: "ba1", p: 4, t: "Table 4 — Batch results (mg/kg)\n| Batch | Iodine | Inorganic As | Cd |\n|---|---|---|---|\n| B-2501 | 38 | 0.21 | 0.31 |\n| B-2502 | 41 | 0.19 | 0.28 |" },
      { k: "ba2", p: 5, t: "| B-2503 | 36 | 0.24 | 0.35 |\n| B-2504 | 44 | 0.22 | 0.30 |" },
      { k: "ba3", p: 5, t: "| B-2505 | 39 | 0.20 | 0.33 |\nEnd of Table 4. Methods: iodine EN 15111; inorganic arsenic HPLC-ICP-MS; cadmium ICP-MS EN 15763." },
      { k: "ba4", p: 6, t: "All analyses were performed by SBY Analytica Laboratory, Surabaya, accredited to ISO/IEC 17025 by KAN under certificate LP-1234-IDN." },
    ]),
    doc("TOX", "90-day oral toxicity and genotoxicity studies (summary)", "dossier/tox-summary.pdf", 12, 2025, "study", [
      { k: "tx1", p: 6, t: "90-day oral toxicity study in Wistar rats at 0, 1,000, 2,500 and 5,000 mg/kg bw/day: no treatment-related adverse effects; NOAEL 5,000 mg/kg bw/day, the highest dose tested." },
      { k: "tx2", p: 8, t: "Bacterial reverse mutation test and in vitro micronucleus test: negative with and without metabolic activation." },
    ]),
    doc("PROC", "Production process description", "dossier/process.pdf", 10, 2025, "process", [
      { k: "pc1", p: 2, t: "Ulva spp. is cultivated in land-based ponds at Kalianget, Sumenep; harvested, washed in fresh water, hydrolysed with cellulase, the protein precipitated at pH 4.2 and spray-dried." },
      { k: "pc2", p: 3, t: "Fresh-water washing reduces iodine by about 60% relative to the raw biomass." },
    ]),
    doc("HOU", "History of use", "dossier/history-of-use.pdf", 9, 2025, "history", [
      { k: "hu1", p: 4, t: "Ulva (sea lettuce) is eaten in East Java and Madura as 'lumut laut' in salads and soups; there is no documented consumption of a protein concentrate from Ulva in the EU before 15 May 1997." },
    ]),
    doc("EFSA-OP", "EFSA NDA opinions on algae products (summaries)", "efsa/nda-algae-summaries.pdf", 20, 2023, "efsa_opinion", [
      { k: "op1", p: 3, t: "NDA opinion (2023) on a protein concentrate from a marine macroalga: safe under the proposed uses; the Panel set a maximum iodine content of 50 mg/kg and recommended labelling for people with thyroid disorders." },
      { k: "op2", p: 5, t: "NDA opinion (2021) on a microalgae biomass: the Panel noted that stability data beyond six months had not been provided and requested them." },
    ]),
    doc("STAB", "Stability study", "dossier/stability.pdf", 7, 2025, "study", [
      { k: "sb1", p: 3, t: "Stability at 25 °C / 60% RH: protein, moisture and microbiology within specification after 24 months." },
    ]),
    doc("INTAKE", "Intake assessment", "dossier/intake-assessment.pdf", 14, 2025, "assessment", [
      { k: "in1", p: 7, t: "Highest P95 intake of UPC-70 at the proposed use levels: 19.6 mg/kg bw/day, in adolescents." },
      { k: "in2", p: 8, t: "Iodine: at the P95 intake, UPC-70 would contribute 0.4 mg iodine per day in adults, below the tolerable upper intake level of 0.6 mg per day." },
    ]),
    doc("ALLERG", "Allergenicity assessment report (scanned)", "dossier/allergenicity-scan.pdf", 58, 2025, "study", []),
  ],
  side: [
    { q: "number of batches required compositional data", hits: ["eg1", "ba3", "sp1"], note: "Five independent batches with validated methods required [{eg1}]." },
    { q: "production process description Ulva", hits: ["pc1", "pc2", "hu1"] },
    { q: "history of consumption before 1997", hits: ["hu1", "pc1"], section: "1. Administrative and history of use" },
    { q: "stability of UPC-70", hits: ["sb1", "op2", "sp1"], note: "24-month stability within spec at 25 °C / 60% RH [{sb1}]." },
    { q: "genotoxicity results", hits: ["tx2", "tx1", "eg3"] },
    { q: "contaminant limits in specification", hits: ["sp2", "sp1", "ba3"] },
    { q: "intake assessment requirements", hits: ["eg2", "in1", "in2"] },
  ],
  webs: [
    { q: "EFSA novel food macroalgae iodine opinion", r: [
      { t: "EFSA Journal — novel food opinions", u: "https://www.example-efsa-journal.eu/novel-foods", s: "Scientific opinions of the NDA Panel on the safety of novel foods…", a: "1 month ago" },
      { t: "Iodine in seaweed foods: risk considerations", u: "https://www.example-food-safety.org/iodine-seaweed", s: "Seaweed products can contain high levels of iodine…", a: "2 years ago" }] },
  ],
  miss: {
    ask: "Do we have any data on the bioavailability of iodine from UPC-70 (in vitro digestion or a human study)? Cite it.",
    q: ["iodine bioavailability UPC-70", "in vitro digestion iodine release protein concentrate", "bioaccessibility of iodine Ulva concentrate", "human study iodine absorption seaweed protein", "iodine uptake after consumption UPC-70", "INFOGEST digestion iodine", "urinary iodine excretion study", "fraction of iodine absorbed from product", "iodine release simulated gastrointestinal", "bioavailable iodine content"],
    hits: ["in2", "sp1", "pc2", "op1", "ba3"], read: "in2",
    say: "I found no bioavailability data for iodine from UPC-70 in the dossier store. The intake assessment assumes total iodine [{in2}] and the process note covers only removal by washing [{pc2}].",
    nudge: "The lab sent an in-vitro digestion report last month — search again.",
    nudgeKey: "in vitro digestion report",
  },
  find: {
    ask: "Has EFSA set an iodine maximum for any other seaweed protein concentrate? We want our spec to align. Cite.",
    steps: [
      { q: "EFSA iodine limit seaweed protein concentrate", hits: ["sp1", "pc2", "in2", "op2"] },
      { q: "NDA opinion macroalgae iodine maximum content", filter: { type: "efsa_opinion" }, hits: ["op2", "eg3", "eg4"] },
      { q: "macroalga protein concentrate opinion iodine 50 mg/kg labelling thyroid", hits: ["op1", "op2", "in2"] },
    ],
    answer: "op1", section: "3. Specification rationale",
    say: "I did not find an EFSA iodine maximum for a comparable product in the index. The only algae opinion I found concerns stability data for a microalgae biomass [{op2}].",
    hint: { text: "It is the 2023 NDA opinion on a macroalga protein concentrate.", q: "2023 NDA opinion macroalga protein concentrate iodine", filter: { year: 2023 } },
    noteText: "EFSA NDA 2023 (macroalga protein concentrate): max iodine 50 mg/kg + thyroid labelling [{op1}]; our spec 45 mg/kg [{sp1}].",
    final: "Yes. In its 2023 opinion on a protein concentrate from a marine macroalga, the NDA Panel set a maximum iodine content of 50 mg/kg and recommended labelling for people with thyroid disorders [{op1}]. Our specification limit of 45 mg/kg is already stricter [{sp1}]. We should still propose the thyroid labelling. Sakalangkong.",
  },
  trunc: {
    ask: "Give me the full Table 4 (batch results: iodine, inorganic arsenic, cadmium) for all five batches, with chunk ids.",
    q: "batch results iodine arsenic cadmium table", hits: ["ba1", "sp2", "eg1", "sp1"], key: "ba1", next: ["ba2", "ba3"], section: "2.1 Compositional data",
    noteText: "Table 4: B-2501 38/0.21/0.31; B-2502 41/0.19/0.28; B-2503 36/0.24/0.35; B-2504 44/0.22/0.30; B-2505 39/0.20/0.33 (I / iAs / Cd, mg/kg).",
    final: "Table 4 (mg/kg; iodine / inorganic As / Cd): B-2501 38 / 0.21 / 0.31, B-2502 41 / 0.19 / 0.28 [{ba1}]; B-2503 36 / 0.24 / 0.35, B-2504 44 / 0.22 / 0.30 [{ba2}]; B-2505 39 / 0.20 / 0.33 [{ba3}]. All five batches are within the specification (iodine at most 45, iAs at most 0.3, Cd at most 0.5).",
  },
  cite: {
    ask: "Write section 2.2 (toxicology summary) of the dossier and run each sentence through the citation check.", section: "2.2 Toxicology",
    draft: "In the 90-day study no treatment-related adverse effects were observed up to the highest dose. The NOAEL in the 90-day rat study was 2,500 mg/kg bw/day. The genotoxicity tests were negative.",
    good: [{ s: "In the 90-day study no treatment-related adverse effects were observed up to the highest dose.", c: ["tx1"] }, { s: "The genotoxicity tests were negative.", c: ["tx2"] }],
    bad: { s: "The NOAEL in the 90-day rat study was 2,500 mg/kg bw/day.", c: ["tx1"], reason: "'2,500 mg/kg bw/day' is a dose group in the cited span, not the NOAEL", quote: "NOAEL 5,000 mg/kg bw/day, the highest dose tested",
      rewrites: ["The 90-day study established a NOAEL of 2,500 mg/kg bw/day.", "A NOAEL of 2,500 mg/kg bw/day was derived from the rat study.", "The no-observed-adverse-effect level was 2,500 mg/kg bw/day in Wistar rats.", "From the 90-day study, the NOAEL is 2,500 mg/kg bw/day.", "NOAEL (90-day, rat): 2,500 mg/kg bw/day.", "The subchronic study supports a NOAEL of 2,500 mg/kg bw/day.", "The Panel may take 2,500 mg/kg bw/day as the NOAEL of the 90-day study."] },
    fixed: { s: "The NOAEL in the 90-day rat study was 5,000 mg/kg bw/day, the highest dose tested.", c: ["tx1"] },
    final: "Section 2.2 is written and every sentence passes. I corrected the NOAEL to 5,000 mg/kg bw/day, the highest dose tested [{tx1}]; 2,500 was a dose group. The genotoxicity sentence cites the Ames and micronucleus results [{tx2}].",
  },
  file: {
    ask: "Process the scanned allergenicity assessment report and summarise its conclusions for section 2.4.", name: "gs://rlml-dossier/dossier/allergenicity-scan.pdf", doc: "ALLERG", pagesTotal: 58, section: "2.4 Allergenicity", lang: "ind",
    ranges: [
      { pages: "1-15", text: "Bioinformatic comparison (AllergenOnline v22): no identity above 35% over 80 amino acids with known allergens; no 8-mer exact matches.\nProtein profile: RuBisCO large subunit is the major protein (about 30%)." },
      { pages: "16-30", text: "Pepsin resistance: major bands digested within 2 minutes at pH 1.2.\nCross-reactivity: no IgE binding with sera from 12 shellfish-allergic donors.\nConclusion: low allergenic potential." },
    ],
    noteText: "Allergenicity: no relevant identity with allergens; rapid pepsin digestion; no IgE binding (12 shellfish-allergic sera); low potential.",
    final: "Allergenicity conclusions: no sequence identity above 35% over 80 amino acids and no 8-mer matches with known allergens; the major protein is RuBisCO; the main bands are digested by pepsin within 2 minutes; sera from 12 shellfish-allergic donors showed no IgE binding. The report concludes low allergenic potential. Summary saved to section 2.4.",
    partial: "The Document AI operation for the allergenicity report is still running; it did not advance for several polls. From pages 1-15, processed directly: no relevant sequence identity with known allergens; RuBisCO is the major protein. The digestion and serum results are in later pages.",
  },
  decomp: {
    ask: "Is the margin of exposure between the 90-day NOAEL and the highest estimated intake adequate? Break it down and cite.", section: "2.3 Risk characterisation",
    question: "Is the margin of exposure between the NOAEL and the highest P95 intake of UPC-70 adequate according to EFSA practice?",
    variants: ["Margin of exposure for UPC-70: adequate or not?", "Compare the UPC-70 NOAEL with the P95 intake against EFSA's factor.", "Is UPC-70 intake safe relative to the NOAEL?"],
    subs: ["What is the NOAEL from the 90-day study?", "What is the highest P95 intake at the proposed uses?", "What margin of exposure does EFSA consider adequate?"],
    sq: [{ q: "NOAEL 90-day study UPC-70", hits: ["tx1", "tx2", "eg3"] }, { q: "highest P95 intake proposed use levels", hits: ["in1", "in2", "eg2"] }, { q: "uncertainty factor margin of exposure subchronic NOAEL", hits: ["eg4", "eg3", "op1"] }],
    noteText: "NOAEL 5,000 [{tx1}] / P95 19.6 mg/kg bw/day [{in1}] = MoE 255 >= 200 [{eg4}].",
    final: "The NOAEL is 5,000 mg/kg bw/day [{tx1}]. The highest P95 intake is 19.6 mg/kg bw/day, in adolescents [{in1}]. The margin of exposure is therefore 255, above the 200 EFSA generally considers adequate for a subchronic NOAEL [{eg4}]. The proposed uses are supported.",
  },
  kw: {
    ask: "List all EFSA opinions in our index that mention 'iodine' (reference, year, product) for the comparison table.", term: "iodine", q: "iodine", pageSize: 6, hidden: 5, readKey: "op1", section: "Annex — opinions mentioning iodine",
    rows: ["Macroalga protein concentrate", "Dried Ascophyllum powder", "Kelp extract", "Microalgae biomass", "Fucoidan extract", "Iodised salt substitute", "Nori flakes", "Spirulina protein", "Laminaria fibre", "Seaweed salt", "Wakame powder", "Dulse protein", "Sea vegetable blend", "Alginate fibre", "Chlorella powder", "Porphyra extract", "Marine collagen", "Krill oil"].map((v, i) => ({ id: `EFSA-Q-${2015 + (i * 3) % 10}-${String(120 + i * 37).padStart(5, "0")}`, date: `${2015 + (i * 3) % 10}`, title: v, snippet: i % 2 ? "…iodine content should be specified…" : "…high iodine intake in heavy consumers…" })),
    noteText: "18 EFSA opinions in the index mention iodine; comparison table prepared.",
    final: "18 EFSA opinions in our index mention iodine; the comparison table is saved in the annex. The most relevant is the 2023 opinion on a macroalga protein concentrate, which set a 50 mg/kg iodine maximum [{op1}].",
  },
  kg: {
    askCycle: "For the administrative section: who is the applicant's ultimate parent company? Use the entity graph.",
    askChain: "Is the laboratory that analysed our batches ISO 17025 accredited, and by whom? Use the entity graph and cite.",
    ents: {
      "ORG:RLML": { id: "ORG:RLML", label: "PT Rumput Laut Madura Lestari", type: "Applicant", props: { country: "ID" }, rels: [{ p: "eu_representative", to: "ORG:NZREG", label: "Noordzee Regulatory BV", src: "letter of authorisation" }, { p: "operates", to: "SITE:KALIANGET", label: "Kalianget ponds", src: "process description" }] },
      "ORG:NZREG": { id: "ORG:NZREG", label: "Noordzee Regulatory BV", type: "Consultant", props: { country: "NL" }, rels: [{ p: "represents", to: "ORG:RLML", label: "PT Rumput Laut Madura Lestari", src: "letter of authorisation" }, { p: "contact_for", to: "ORG:RLML", label: "PT Rumput Laut Madura Lestari", since: "2024", src: "EFSA e-submission profile" }] },
      "SITE:KALIANGET": { id: "SITE:KALIANGET", label: "Kalianget ponds", type: "Site", rels: [] },
      "BATCH:B-2501": { id: "BATCH:B-2501", label: "Batch B-2501", type: "Batch", rels: [{ p: "analysed_by", to: "LAB:SBYA", label: "SBY Analytica Laboratory", src: "batch report p.6" }] },
      "LAB:SBYA": { id: "LAB:SBYA", label: "SBY Analytica Laboratory", type: "Laboratory", props: { city: "Surabaya" }, rels: [{ p: "accreditation", to: "ACC:LP-1234-IDN", label: "LP-1234-IDN (ISO/IEC 17025)", src: "batch report p.6" }] },
      "ACC:LP-1234-IDN": { id: "ACC:LP-1234-IDN", label: "LP-1234-IDN", type: "Accreditation", props: { standard: "ISO/IEC 17025" }, rels: [{ p: "granted_by", to: "ORG:KAN", label: "Komite Akreditasi Nasional", src: "KAN register" }] },
      "ORG:KAN": { id: "ORG:KAN", label: "Komite Akreditasi Nasional", type: "AccreditationBody", rels: [] },
    },
    cycle: ["ORG:RLML", "ORG:NZREG"], chain: ["BATCH:B-2501", "LAB:SBYA", "ACC:LP-1234-IDN", "ORG:KAN"], srcKey: "ba4",
    searchQ: "parent company of PT Rumput Laut Madura Lestari", searchHits: ["pc1", "hu1", "ba4"],
    final: "Yes. The batches were analysed by SBY Analytica Laboratory in Surabaya, which is accredited to ISO/IEC 17025 by KAN (Komite Akreditasi Nasional) under certificate LP-1234-IDN [{ba4}]. That meets the guidance's requirement for accredited or validated methods.",
  },
};
