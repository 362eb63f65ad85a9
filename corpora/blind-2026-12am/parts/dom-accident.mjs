// Domain: air-accident investigation desk — ATR 72 runway excursion at Imphal (Meitei-speaking investigator).
// Operator, registration, reports and figures are fictional.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "air-accident-investigation-mni", language: "Meitei (Manipuri)", org: "air-accident investigation bureau, Imphal field team (runway excursion of VT-LKD)",
  stack: "Haystack 2.x Agent with an embedding retriever", models: ["claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514"], idStyle: "anthropic",
  voice: "plain", stamps: true, toolMsgName: true, searchStyle: "haystack", k: 5, index: "aaib-investigations", retrieverName: "InMemoryEmbeddingRetriever",
  chunkId: (rng) => rng.hex(64), chunkKey: "document_id", fileKey: "path",
  flav: { default: "yaml", cite: "text", kg: "text", kw: "yaml", convert: "text", note: "yaml", web: "md", fetch: "yaml", rerank: "text" },
  tools: { search: "search_documents", fetch: "get_document_by_id", rerank: "similarity_ranker", convert: "pdf_ocr_converter", convertStatus: "ocr_job_status",
    cite: "citation_checker", decompose: "query_decomposer", kg: "kg_query", kw: "occurrence_db_search", note: "report_section_write", meta: "document_store_meta", list: "list_document_stores", web: "serper_search" },
  system: "You support the investigation of the runway excursion of ATR 72-600 VT-LKD (Loktak Air flight LK714) at Imphal, 19 July 2025. Work only from the investigation document store and cite document ids. Draft text for the Final Report in English, factual and without blame. One tool call per turn.",
  staff: {
    open: ["ꯈꯨꯔꯨꯝꯖꯔꯤ! Imphal runway excursion gi report asigi mateng pamjei. Ngasi thadoktuna piyu.", "Khurumjari. Investigation team dagi hairi, masi yengbiyu.", "Report draft asi semgatpa yabra? Masi khangbiyu, thagatchari."],
    nudge: ["Amuk hanna yengbiyu, leiba tai.", "Document adudagi leiri, amuk hanna thiyu."],
  },
  collections: [
    { name: "aaib-investigations", docs: 4312, chunks: 188410, emb: "bge-m3", upd: "2025-11-20" },
    { name: "lk714-evidence", docs: 96, chunks: 3874, emb: "bge-m3", upd: "2025-11-26" },
    { name: "icao-library", docs: 211, chunks: 40552, emb: "bge-m3", upd: "2025-06-01" },
  ],
  docs: [
    doc("ICAO-AN13", "ICAO Annex 13, 12th edition", "icao/annex13-12ed.pdf", 58, 2020, "standard", [
      { k: "an1", p: 3, t: "3.1 The sole objective of the investigation of an accident or incident shall be the prevention of accidents and incidents. It is not the purpose of this activity to apportion blame or liability." },
      { k: "an2", p: 14, t: "6.3 The State conducting the investigation shall send a copy of the draft Final Report to all States that participated, inviting their significant and substantiated comments as soon as possible and within sixty days of the date of the transmittal letter." },
    ]),
    doc("FCOM-LK", "Loktak Air ATR 72-600 FCOM extract (limitations, landing)", "lk714/fcom-extract.pdf", 22, 2024, "manual", [
      { k: "fc1", p: 2, t: "Limitations. Maximum tailwind for take-off and landing: 10 kt. Maximum demonstrated crosswind on a contaminated runway: standing water up to 3 mm 20 kt; above 3 mm up to 12.7 mm 15 kt." },
      { k: "fc2", p: 3, t: "Stabilised approach. If the aircraft is not stabilised by 1,000 ft AAL in IMC or 500 ft AAL in VMC, a go-around is mandatory. Touchdown must occur within the touchdown zone; otherwise a go-around shall be performed." },
      { k: "fc3", p: 5, t: "Landing distance on a wet runway: apply a factor of 1.15 to the dry actual landing distance; with reverse inoperative add 10%." },
    ]),
    doc("METAR-VEIM", "METAR archive VEIM, 19 July 2025", "lk714/metar-veim-20250719.txt", 1, 2025, "met", [
      { k: "mt1", p: 1, t: "METAR VEIM 191000Z 24014G24KT 2500 +RA BKN008 OVC030 24/23 Q1004 TEMPO 1500 TSRA=" },
      { k: "mt2", p: 1, t: "METAR VEIM 191030Z 20010G18KT 2000 +TSRA BKN006 FEW025CB OVC030 23/23 Q1005 RESUMED RA=" },
    ]),
    doc("RCR-VEIM", "Runway condition reports, Imphal tower log", "lk714/rcr-log.pdf", 4, 2025, "atc", [
      { k: "rcr1", p: 2, t: "RCR 1025Z RWY 04: RWYCC 3/3/3, 100/100/100 percent, standing water 6 mm / 6 mm / 6 mm. Issued by ATC on pilot and runway inspection reports." },
    ]),
    doc("FDR-RPT", "FDR readout report VT-LKD", "lk714/fdr-readout-report.pdf", 40, 2025, "recorder", [
      { k: "fdr1", p: 12, t: "At 10:33:41 UTC the aircraft crossed the threshold of runway 04 at 52 ft radio altitude, IAS 118 kt (Vapp 112 kt). Main gear touchdown at 10:33:52, 1,240 m beyond the threshold." },
      { k: "fdr2", p: 13, t: "Table 5 — Parameters at touchdown\n| Parameter | Value |\n|---|---|\n| Time (UTC) | 10:33:52 |\n| IAS (kt) | 114 |\n| Ground speed (kt) | 126 |" },
      { k: "fdr3", p: 14, t: "| Vertical acceleration (g) | 1.21 |\n| Heading (deg mag) | 044 |\n| Tailwind component (kt) | 6 |\n| Distance from threshold (m) | 1,240 |" },
      { k: "fdr4", p: 14, t: "| Runway remaining at touchdown (m) | 1,505 |\n| Max brake pressure (psi) | 2,950 |\nEnd of Table 5. Reverse on propeller 2 not selected until 10:34:03." },
    ]),
    doc("CVR-SUM", "CVR transcript summary LK714", "lk714/cvr-summary.pdf", 9, 2025, "recorder", [
      { k: "cvr1", p: 4, t: "10:32:58 CM2: 'minimums'. 10:33:02 CM1: 'continue, I have the lights'. No go-around callout was made by either pilot." },
      { k: "cvr2", p: 5, t: "10:33:57 CM2: 'no reverse ... no reverse two'. 10:34:09 sound consistent with the aircraft leaving the paved surface." },
    ]),
    doc("FRIC-2025", "Runway 04/22 friction survey, June 2025", "lk714/friction-survey-2025.pdf", 11, 2025, "aerodrome", [
      { k: "fr1", p: 6, t: "Continuous friction measurement 2 June 2025: average mu 0.44 in the touchdown zone of runway 04 and 0.38 in the middle third; heavy rubber deposits between 600 m and 900 m from threshold 04." },
      { k: "fr2", p: 7, t: "Recommendation: carry out rubber removal before the onset of the monsoon and repeat the friction measurement within four weeks of removal." },
    ]),
    doc("OCC-PRIOR", "Prior occurrence reports (extracts)", "aaib/prior-occurrences.pdf", 31, 2024, "final_report", [
      { k: "oc1", p: 2, t: "Serious incident, ATR 72 VT-RKA, Silchar, 2022: runway excursion on a wet runway after a long landing 1,100 m beyond the threshold; the approach was not stabilised below 500 ft." },
      { k: "oc2", p: 3, t: "Incident, ATR 72, Agartala, 2023: hydroplaning suspected; tyre marks showed reverted-rubber signatures. The Bureau recommended grooving of the runway." },
      { k: "oc3", p: 5, t: "Final report, Dimapur, 2024: the Bureau recommended that the operator revise its stabilised-approach criteria to make a go-around mandatory whenever touchdown is predicted beyond the touchdown zone, and train crews accordingly." },
    ]),
    doc("AD-VEIM", "Aerodrome manual VEIM (extract)", "lk714/aerodrome-manual-veim.pdf", 48, 2023, "aerodrome", [
      { k: "ae1", p: 9, t: "Runway 04/22: 2,745 m x 45 m, asphalt, not grooved. RESA 90 m x 90 m at both ends." },
      { k: "ae2", p: 11, t: "Runway 04: touchdown zone lights not installed; PAPI on the left side set to 3.0 degrees." },
    ]),
    doc("MX-LKD", "VT-LKD technical log and MEL deferrals (extract)", "lk714/techlog-extract.pdf", 6, 2025, "maintenance", [
      { k: "mx1", p: 2, t: "Tech log 14 Jul 2025: 'PROP 2 LOW PITCH light intermittent on landing'. Deferred under MEL 61-22-01, category C." },
      { k: "mx2", p: 3, t: "17 Jul 2025: PEC 2 replaced per AMM 61-22-00; ground run satisfactory; MEL item closed." },
    ]),
    doc("ATC-TAPE", "Imphal tower tape transcript (scanned, not yet OCR-indexed)", "lk714/atc-tape-transcript-scan.pdf", 64, 2025, "atc", []),
    doc("TCDS", "EASA TCDS A.084 ATR 42/72 (extract)", "icao/easa-tcds-a084.pdf", 64, 2024, "certification", [
      { k: "tc1", p: 1, t: "Type Certificate Data Sheet EASA.A.084. TC holder: ATR — GIE Avions de Transport Régional, 1 Allée Pierre Nadot, 31712 Blagnac, France. Models ATR 72-212A (600 series)." },
    ]),
  ],
  side: [
    { q: "objective of the investigation no blame", hits: ["an1", "an2"], section: "Synopsis", note: "Annex 13 para 3.1 — prevention, not blame [{an1}]." },
    { q: "runway 04 dimensions grooving RESA", hits: ["ae1", "ae2", "fr1"] },
    { q: "CVR callouts at minimums", hits: ["cvr1", "cvr2", "fc2"], note: "No go-around callout after 'minimums' [{cvr1}]." },
    { q: "propeller reverse defect technical log", hits: ["mx1", "mx2", "cvr2"] },
    { q: "friction measurement touchdown zone runway 04", hits: ["fr1", "fr2", "ae1"] },
    { q: "weather at Imphal 1000Z", hits: ["mt1", "mt2"], section: "1.7 Meteorological information" },
    { q: "draft final report consultation period", hits: ["an2", "an1"] },
  ],
  webs: [
    { q: "ATR 72-600 landing on contaminated runway guidance", r: [
      { t: "ATR — Flight operations: landing on contaminated runways", u: "https://www.example-atr-ops.com/safety/contaminated-runways", s: "Crosswind limits decrease with contamination depth…", a: "2 years ago" },
      { t: "Runway condition reporting (GRF) explained", u: "https://www.example-aviation-safety.org/grf-rcr", s: "The Global Reporting Format uses the RWYCC from 6 to 0…", a: "3 years ago" }] },
  ],
  miss: {
    ask: "Was the rubber removal recommended in the June 2025 friction survey actually carried out before 19 July? Cite the document.",
    q: ["rubber removal runway 04 carried out July 2025", "date rubber removal completed Imphal runway", "runway rubber removal work order completion", "was rubber removed before the monsoon", "rubber removal performed re-test friction July", "aerodrome maintenance rubber deposits removed", "completion of rubber removal recommendation", "friction re-measurement after rubber removal", "runway 04 cleaning rubber deposits done", "rubber removal status before accident"],
    hits: ["fr2", "fr1", "ae1", "oc2", "mx2"], read: "fr2",
    say: "The friction survey recommended rubber removal before the monsoon and a re-test within four weeks, but I find no record in the store that the removal or the re-test was carried out.",
    nudge: "The aerodrome operator said they sent the works record — search again.",
    nudgeKey: "aerodrome works record",
  },
  find: {
    ask: "Has the Bureau previously recommended a mandatory go-around when touchdown is predicted beyond the touchdown zone? We want to reference it in the safety recommendations. Cite it.",
    steps: [
      { q: "previous recommendation go-around long landing", hits: ["fc2", "oc1", "an1", "cvr1"] },
      { q: "Bureau safety recommendation stabilised approach criteria operator", filter: { doc_type: "final_report" }, hits: ["oc1", "oc2", "an2"] },
      { q: "recommended mandatory go-around touchdown beyond touchdown zone", hits: ["oc3", "oc1", "fc2"] },
    ],
    answer: "oc3", section: "4. Safety recommendations",
    say: "I did not find an earlier recommendation of that kind. The Silchar 2022 report describes a similar long landing [{oc1}] but makes no go-around recommendation in the extract.",
    hint: { text: "It was the Dimapur final report, 2024 — search that one.", q: "Dimapur final report recommendation go-around", filter: { year: 2024 } },
    noteText: "Prior recommendation: Dimapur 2024 — mandatory go-around when touchdown predicted beyond TDZ, crew training [{oc3}].",
    final: "Yes. In the 2024 Dimapur final report the Bureau recommended that the operator revise its stabilised-approach criteria so that a go-around is mandatory whenever touchdown is predicted beyond the touchdown zone, and train crews accordingly [{oc3}]. Loktak Air's FCOM already says touchdown must occur in the touchdown zone or a go-around shall be performed [{fc2}]; on LK714 touchdown was 1,240 m beyond the threshold [{fdr1}]. Thagatchari.",
  },
  trunc: {
    ask: "Extract Table 5 (parameters at touchdown) from the FDR readout report, all rows, with document ids.",
    q: "parameters at touchdown table FDR readout", hits: ["fdr2", "fdr1", "cvr2", "fr1"], key: "fdr2", next: ["fdr3", "fdr4"], section: "1.11 Flight recorders",
    noteText: "Table 5: 10:33:52 UTC, IAS 114, GS 126, 1.21 g, hdg 044, tailwind 6 kt, 1,240 m from threshold, 1,505 m remaining, max brake 2,950 psi.",
    final: "Table 5, parameters at touchdown: time 10:33:52 UTC, IAS 114 kt, ground speed 126 kt [{fdr2}]; vertical acceleration 1.21 g, heading 044, tailwind component 6 kt, distance from threshold 1,240 m [{fdr3}]; runway remaining 1,505 m, maximum brake pressure 2,950 psi [{fdr4}]. Reverse on propeller 2 was not selected until 10:34:03.",
  },
  cite: {
    ask: "Draft section 1.11 (flight recorders) and check every sentence with the citation checker.", section: "1.11 Flight recorders",
    draft: "Main gear touchdown occurred at 10:33:52 UTC, 1,240 m beyond the threshold. The aircraft crossed the threshold at 52 ft with an indicated airspeed of 128 kt. No go-around callout was made after the 'minimums' call.",
    good: [{ s: "Main gear touchdown occurred at 10:33:52 UTC, 1,240 m beyond the threshold.", c: ["fdr1"] }, { s: "No go-around callout was made after the 'minimums' call.", c: ["cvr1"] }],
    bad: { s: "The aircraft crossed the threshold at 52 ft with an indicated airspeed of 128 kt.", c: ["fdr1"], reason: "value '128 kt' not found in cited span", quote: "crossed the threshold of runway 04 at 52 ft radio altitude, IAS 118 kt (Vapp 112 kt)",
      rewrites: ["At the threshold the aircraft was at 52 ft radio altitude and 128 kt indicated.", "The threshold was crossed at a height of 52 ft and an IAS of 128 kt.", "Indicated airspeed at the threshold (52 ft RA) was 128 kt.", "The aircraft passed over the threshold at 52 ft, indicating 128 kt.", "Crossing the runway 04 threshold, the aircraft was at 52 ft and about 128 kt IAS.", "The FDR shows 128 kt IAS at 52 ft over the threshold.", "At 10:33:41 the aircraft crossed the threshold at 52 ft with 128 kt IAS."] },
    fixed: { s: "The aircraft crossed the threshold at 52 ft radio altitude with an indicated airspeed of 118 kt, 6 kt above Vapp.", c: ["fdr1"] },
    final: "Section 1.11 is drafted and all sentences pass. One correction: the threshold speed is IAS 118 kt (Vapp 112 kt) [{fdr1}], not 128 kt. Touchdown time and distance cite the FDR report [{fdr1}], the missing go-around callout cites the CVR summary [{cvr1}].",
  },
  file: {
    ask: "OCR the Imphal tower tape transcript scan and give me the ATC timeline from landing clearance to ARFF on scene.", name: "lk714/atc-tape-transcript-scan.pdf", doc: "ATC-TAPE", pagesTotal: 64, section: "1.9 Communications", lang: "eng",
    ranges: [
      { pages: "1-16", text: "10:29:10 LK714: Imphal Tower, LK714 established ILS runway 04.\n10:31:40 TWR: LK714, wind 200 degrees 10 knots gusting 18, runway 04 cleared to land, runway wet, standing water reported.\n10:31:46 LK714: Cleared to land runway 04, LK714." },
      { pages: "17-32", text: "10:34:20 TWR: LK714, Imphal Tower, do you read?\n10:34:31 TWR: crash alarm activated.\n10:36:05 ARFF 1: on scene, aircraft off the runway end, no fire, passengers disembarking." },
    ],
    noteText: "ATC: landing clearance 10:31:40 (wind 200/10G18, standing water); crash alarm 10:34:31; ARFF on scene 10:36:05.",
    final: "ATC timeline from the tower transcript: 10:31:40 landing clearance for runway 04 with wind 200/10G18 and standing water reported, read back 10:31:46; 10:34:20 tower calls LK714 without reply; 10:34:31 crash alarm; 10:36:05 ARFF on scene, aircraft off the runway end, no fire. Saved to section 1.9.",
    partial: "The OCR job for the tower transcript is still running and stalled for a while. From pages 1-16, converted directly: landing clearance at 10:31:40 with wind 200/10G18 and standing water reported, read back at 10:31:46. The crash alarm and ARFF times are in later pages; I will add them when the job completes.",
  },
  decomp: {
    ask: "Did the tailwind and crosswind at landing exceed the FCOM limits for the runway condition? Break it down and cite.", section: "2. Analysis — weather",
    question: "Did the wind at LK714's landing exceed the FCOM tailwind or contaminated-runway crosswind limits?",
    variants: ["Were the FCOM wind limits exceeded for LK714's landing on runway 04?", "Wind limits versus reported wind and runway condition for LK714?", "Compare LK714 landing wind with FCOM limitations."],
    subs: ["What wind was reported at the time of landing?", "What was the runway condition (standing water depth)?", "What are the FCOM tailwind and contaminated-runway crosswind limits?"],
    sq: [{ q: "METAR VEIM 1030Z wind", hits: ["mt2", "mt1", "rcr1"] }, { q: "runway condition report standing water runway 04", hits: ["rcr1", "fr1", "ae1"] }, { q: "FCOM tailwind crosswind limit standing water", hits: ["fc1", "fc3", "fc2"] }],
    noteText: "Wind 200/10G18 [{mt2}] on rwy 044: tail ~9 kt, gusts ~16; cross 4-7 kt. RCR 6 mm standing water [{rcr1}]. Limits: tailwind 10 kt; crosswind 15 kt >3 mm [{fc1}].",
    final: "At 10:30Z the wind was 200/10G18 [{mt2}]. On runway 04 (044) that is a tailwind of about 9 kt, about 16 kt in gusts, and a crosswind of 4-7 kt. The runway had 6 mm of standing water throughout [{rcr1}]. The FCOM limits are 10 kt tailwind and 15 kt crosswind for standing water above 3 mm [{fc1}]. So the mean tailwind was within the limit, the gust tailwind exceeded it, and the crosswind was within its limit. The FDR recorded a 6 kt tailwind at touchdown [{fdr3}].",
  },
  kw: {
    ask: "List every prior occurrence report in the database that mentions hydroplaning (id, date, title) for the references section.", term: "hydroplaning", q: "hydroplaning OR aquaplaning", pageSize: 7, hidden: 7, readKey: "oc2", section: "References — hydroplaning",
    rows: ["VT-RKA Silchar", "VT-AXM Agartala", "VT-KFQ Guwahati", "VT-PNB Dibrugarh", "VT-ATS Bagdogra", "VT-RGC Kolkata", "VT-SDX Port Blair", "VT-JRV Mangaluru", "VT-OLA Kozhikode", "VT-ZTA Shillong", "VT-HYC Jorhat", "VT-AIW Aizawl", "VT-MKT Silchar", "VT-LRA Dimapur", "VT-QYB Lilabari", "VT-NEO Tezpur", "VT-ESD Imphal", "VT-BWL Agartala", "VT-KIM Guwahati", "VT-DPX Imphal", "VT-UPH Bagdogra"].map((v, i) => ({ id: `AAIB/${2011 + (i * 5) % 14}/${i % 3 ? "INC" : "SI"}/${String(17 + i * 9).padStart(3, "0")}`, date: `${2011 + (i * 5) % 14}-${String(1 + (i * 7) % 12).padStart(2, "0")}-${String(2 + (i * 13) % 26).padStart(2, "0")}`, title: `${i % 3 ? "Incident" : "Serious incident"}, ${v}`, snippet: i % 4 ? "…dynamic hydroplaning possible given standing water and touchdown speed…" : "…reverted-rubber hydroplaning marks on the runway surface…" })),
    noteText: "21 prior reports mention hydroplaning; list saved to references.",
    final: "21 prior occurrence reports mention hydroplaning; the full list (id, date, title) is saved to the references section. The closest precedent is the 2023 Agartala incident, where reverted-rubber marks were found and runway grooving was recommended [{oc2}].",
  },
  kg: {
    askCycle: "For the notification list: which approved maintenance organisation overhauled VT-LKD's propellers? Use the entity graph.",
    askChain: "For the notification list: identify the State of Design of VT-LKD via the entity graph and cite the certification document.",
    ents: {
      "ORG:LKA": { id: "ORG:LKA", label: "Loktak Air Pvt Ltd", type: "Operator", props: { aoc: "S-41" }, rels: [{ p: "maintenance_by", to: "ORG:LAE", label: "Loktak Aero Engineering", src: "CAMO exposition 2025" }, { p: "operator_of", to: "AC:VT-LKD", label: "VT-LKD", src: "registry" }] },
      "ORG:LAE": { id: "ORG:LAE", label: "Loktak Aero Engineering", type: "Part-145 AMO", props: { approval: "AMO-145-209" }, rels: [{ p: "in_house_amo_of", to: "ORG:LKA", label: "Loktak Air Pvt Ltd", src: "CAMO exposition 2025" }, { p: "line_maintenance_for", to: "ORG:LKA", label: "Loktak Air Pvt Ltd", since: "2019", src: "AMO approval schedule" }] },
      "AC:VT-LKD": { id: "AC:VT-LKD", label: "VT-LKD", type: "Aircraft", props: { msn: 1487 }, rels: [{ p: "model", to: "TYPE:ATR72-212A", label: "ATR 72-212A", src: "C of R" }] },
      "TYPE:ATR72-212A": { id: "TYPE:ATR72-212A", label: "ATR 72-212A", type: "AircraftType", rels: [{ p: "type_certificate", to: "TC:EASA.A.084", label: "EASA.A.084", src: "TCDS" }] },
      "TC:EASA.A.084": { id: "TC:EASA.A.084", label: "EASA.A.084", type: "TypeCertificate", rels: [{ p: "holder", to: "ORG:ATR-GIE", label: "ATR GIE, Blagnac", src: "TCDS p.1" }] },
      "ORG:ATR-GIE": { id: "ORG:ATR-GIE", label: "ATR GIE", type: "Manufacturer", props: { country: "FR" }, rels: [{ p: "state_of_design", to: "STATE:FR", label: "France (BEA)", src: "TCDS p.1" }] },
    },
    cycle: ["ORG:LKA", "ORG:LAE"], chain: ["AC:VT-LKD", "TYPE:ATR72-212A", "TC:EASA.A.084", "ORG:ATR-GIE"], srcKey: "tc1",
    searchQ: "propeller overhaul shop VT-LKD", searchHits: ["mx1", "mx2", "cvr2"],
    final: "VT-LKD is an ATR 72-212A, type certificate EASA.A.084, held by ATR GIE in Blagnac, France [{tc1}]. The State of Design is France, so the BEA goes on the notification list as accredited representative of the State of Design.",
  },
};
