// Domain: heritage conservation architects, Patan — restoration of a Malla-period temple (Newar-speaking staff).
// The temple, guthi, samples and reports are fictional.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "heritage-conservation-new", language: "Newar (Nepal Bhasa)", org: "conservation architects, Patan (Kwalakhu Narayan Dega restoration)",
  stack: "DSPy ReAct (Python) over a LanceDB store", models: ["mistral-large-2411", "mistral-medium-2505"], idStyle: "mistral",
  voice: "thought", stamps: false, toolMsgName: true, searchStyle: "markdown", k: 4, index: "kvd-heritage",
  chunkId: (rng, d, c) => `${d.id}:${c.page}:${c.split}`, chunkKey: "chunk", fileKey: "pdf",
  flav: { default: "kv", convert: "text", cite: "json", kg: "text", kw: "md", note: "kv", meta: "kv", list: "kv", fetch: "text", rerank: "text", decompose: "yaml" },
  tools: { search: "retrieve", fetch: "read_chunk", rerank: "rerank", convert: "ocr_pdf", convertStatus: "ocr_status", cite: "verify_claim", decompose: "decompose_question",
    kg: "heritage_graph", kw: "archive_catalogue_search", note: "append_to_report", meta: "describe_source", list: "list_sources", web: "search_web" },
  system: "You assist the conservation architects restoring Kwalakhu Narayan Dega, Patan. Use the project library (guidelines, lab reports, surveys, archive catalogue, guthi records) and cite chunk ids. Recommend only what the sources support. Reason step by step, one tool call per step.",
  staff: {
    open: ["ज्वजलपा! क्वालखु नारायण देगःया ज्या बारे छगू न्ह्यसः दु, स्वयादिसँ।", "ज्वजलपा, थ्व रिपोर्ट याय्‌मा। ग्वाहालि यानादिसँ।", "थौं हे थ्व स्वयादिसा ज्यू, सुभाय्।"],
    nudge: ["मखु, हानं छक्वः स्वयादिसँ।", "अन दइ, हानं माले।"],
  },
  collections: [
    { name: "kvd-heritage", docs: 412, chunks: 15208, emb: "nomic-embed-text-v1.5", upd: "2025-11-18" },
    { name: "valley-archive", docs: 3820, chunks: 30112, emb: "nomic-embed-text-v1.5", upd: "2025-08-02" },
  ],
  docs: [
    doc("GUIDE", "Conservation guidelines for monument zones (extract)", "guidelines/monument-zone-guidelines.pdf", 62, 2018, "guideline", [
      { k: "gd1", p: 12, t: "Replacement of historic fabric shall be limited to elements that are structurally unsound. Original carved elements shall be consolidated and reused wherever possible; where a part must be renewed, the new part shall be joined to the original." },
      { k: "gd2", p: 14, t: "New mortar shall be compatible with the historic mortar: lime-based, free of cement, and with a compressive strength not exceeding that of the adjacent brick." },
    ]),
    doc("MORT-LAB", "Valley Materials Lab — historic mortar analysis and mix trials", "lab/mortar-analysis-2025.pdf", 14, 2025, "lab_report", [
      { k: "ml1", p: 3, t: "Sample M-4 (plinth, east face): binder mud with about 8% lime; aggregate fine river sand; no cement detected." },
      { k: "ml2", p: 5, t: "Table 2 — Mortar mix trials, 90-day compressive strength\n| Mix | Lime : surkhi : sand | Strength (MPa) |\n|---|---|---|\n| T1 | 1:1:2 | 1.8 |\n| T2 | 1:2:3 | 1.2 |" },
      { k: "ml3", p: 6, t: "| T3 | 1:1:3 | 1.5 |\n| T4 | 1:2:2 (+ 5% jaggery) | 2.1 |" },
      { k: "ml4", p: 6, t: "| T5 | 1:1:2 (+ methi water) | 2.0 |\nEnd of Table 2. All mixes remain below the historic brick strength." },
    ]),
    doc("BRICK", "Historic brick testing (dachi appa)", "lab/brick-tests.pdf", 6, 2025, "lab_report", [
      { k: "br1", p: 2, t: "Historic brick (dachi appa): compressive strength 4.5 to 6.0 MPa; water absorption 14 to 18%." },
    ]),
    doc("SURVEY", "Photogrammetry and condition survey, 2025", "survey/condition-survey-2025.pdf", 40, 2025, "survey", [
      { k: "st1", p: 8, t: "Roof struts (tunala), north face: eight struts. S-N3 and S-N6 show fungal decay at the base with more than 30% section loss; the carved deities above the decay are intact." },
      { k: "st2", p: 9, t: "Timber species identified: sal (Shorea robusta) for struts and lintels; pine for rafters." },
    ]),
    doc("ENG", "Structural assessment", "survey/structural-assessment.pdf", 22, 2024, "assessment", [
      { k: "en1", p: 4, t: "The second-tier roof lost about 40% of its tiles in 2015; the south-west corner post is 35 mm out of plumb." },
      { k: "en2", p: 7, t: "Recommended: stitch plinth cracks with timber dowels; no reinforced concrete ring beam." },
    ]),
    doc("PREV-TCD", "Project report — Taleju Chowk Dega restoration, 2019", "projects/taleju-chowk-2019.pdf", 48, 2019, "project_report", [
      { k: "pr1", p: 11, t: "Mortar used throughout: lime : surkhi : sand 1:2:3 with 5% jaggery; 90-day strength 1.3 MPa; no cracking or loss after two monsoons (inspection 2021)." },
      { k: "pr2", p: 13, t: "Decayed strut bases were cut back to sound timber and spliced with new sal using a scarf joint and hardwood pegs; the carved portions were retained in place." },
    ]),
    doc("ARCH-CAT", "Photo archive catalogue (extract)", "archive/catalogue-extract.pdf", 30, 2022, "catalogue", [
      { k: "ph1", p: 3, t: "Photo 1931/KB-14: Kwalakhu Narayan Dega, west face; three-tier roof and gilded pinnacle (gajur) visible." },
      { k: "ph2", p: 4, t: "Photo 1968/DAM-220: second-tier roof with jhingati tiles; struts carved with avatars of Narayan." },
    ]),
    doc("GUTHI", "Kwalakhu Narayan Guthi records (summary)", "guthi/guthi-records.pdf", 8, 2023, "record", [
      { k: "gu1", p: 2, t: "The guthi holds custodianship of the temple; its land (1.2 ropani) is rented out to fund annual rituals. Works on the monument require approval from the Department of Archaeology." },
      { k: "gu2", p: 3, t: "The annual jatra in Kartik requires the temple to be usable; works must pause for the five festival days." },
    ]),
    doc("DOA-LTR", "Department of Archaeology approval letter and conditions (scanned)", "permits/doa-approval-scan.pdf", 40, 2025, "permit", []),
  ],
  side: [
    { q: "guidelines on reuse of original carved elements", hits: ["gd1", "gd2", "pr2"], note: "Guidelines: consolidate and reuse carved elements; renew only unsound parts [{gd1}]." },
    { q: "historic brick strength", hits: ["br1", "gd2", "ml1"] },
    { q: "timber species of struts", hits: ["st2", "st1", "pr2"] },
    { q: "2015 earthquake damage roof tiles", hits: ["en1", "en2", "ph2"], note: "2015: ~40% of second-tier tiles lost; SW post 35 mm out of plumb [{en1}]." },
    { q: "plinth cracks stitching", hits: ["en2", "ml1", "en1"] },
    { q: "festival constraints on works", hits: ["gu2", "gu1"], section: "Programme" },
    { q: "historic mortar composition plinth", hits: ["ml1", "gd2", "br1"] },
  ],
  webs: [
    { q: "lime surkhi mortar jaggery traditional Nepal", r: [
      { t: "Traditional lime-surkhi mortars in Kathmandu Valley restoration", u: "https://www.example-heritage-journal.org/articles/lime-surkhi-kathmandu", s: "Organic additives such as jaggery and methi have long been used…", a: "3 years ago" },
      { t: "Post-2015 monument reconstruction lessons", u: "https://www.example-conservation-network.org/post-2015-lessons", s: "Cement-based repairs from the 1970s caused damage to brick faces…", a: "5 years ago" }] },
  ],
  miss: {
    ask: "Was the gilded pinnacle (gajur) replaced after the 1934 earthquake, and with what? Cite the source.",
    q: ["gajur replaced after 1934 earthquake", "pinnacle gilding renewed 1934", "gilded pinnacle replacement record", "gajur copper gilt restoration date", "1934 earthquake damage pinnacle temple", "new gajur installed year", "pinnacle re-gilded guthi record", "gajur material gold copper", "history of the pinnacle after 1934", "pinnacle repair twentieth century"],
    hits: ["ph1", "ph2", "en1", "gd1", "gu1"], read: "ph1",
    say: "The 1931 photograph shows a gilded pinnacle [{ph1}], but nothing in the library records whether it was replaced after the 1934 earthquake or what it was made of.",
    nudge: "The guthi records should say — look again.",
    nudgeKey: "guthi records",
  },
  find: {
    ask: "Which mortar mix did we use on a previous dega restoration and how did it perform? Cite.",
    steps: [
      { q: "mortar mix used in previous restoration", hits: ["gd2", "ml1", "ml2", "br1"] },
      { q: "lime surkhi mortar previous project performance monsoon", filter: { type: "project_report" }, hits: ["pr2", "gd2", "ml3"] },
      { q: "Taleju Chowk Dega mortar jaggery strength after monsoons", hits: ["pr1", "pr2", "ml3"] },
    ],
    answer: "pr1", section: "4.2 Mortar specification",
    say: "I did not find a mortar record from an earlier project. The lab trials give 90-day strengths [{ml2}], and the guidelines require lime-based mortar not stronger than the brick [{gd2}].",
    hint: { text: "Taleju Chowk dega, 2019 — the project report has it.", q: "Taleju Chowk mortar mix performance", filter: { year: 2019 } },
    noteText: "Taleju Chowk 2019: 1:2:3 lime-surkhi-sand + 5% jaggery, 1.3 MPa at 90 d, sound after two monsoons [{pr1}].",
    final: "On Taleju Chowk Dega (2019) we used lime : surkhi : sand 1:2:3 with 5% jaggery. It reached 1.3 MPa at 90 days and showed no cracking or loss after two monsoons [{pr1}]. That is close to trial T2 here (1.2 MPa) [{ml2}], and well below the brick (4.5-6.0 MPa) [{br1}], as the guidelines require [{gd2}]. सुभाय्.",
  },
  trunc: {
    ask: "Give me all rows of Table 2 (mortar mix trials) from the lab report with the chunk ids.",
    q: "mortar mix trials compressive strength table", hits: ["ml2", "ml1", "br1", "pr1"], key: "ml2", next: ["ml3", "ml4"], section: "4.2 Mortar specification",
    noteText: "Table 2 (90 d): T1 1:1:2 1.8; T2 1:2:3 1.2; T3 1:1:3 1.5; T4 1:2:2+jaggery 2.1; T5 1:1:2+methi 2.0 MPa.",
    final: "Table 2, 90-day compressive strength: T1 1:1:2 = 1.8 MPa, T2 1:2:3 = 1.2 MPa [{ml2}]; T3 1:1:3 = 1.5 MPa, T4 1:2:2 + 5% jaggery = 2.1 MPa [{ml3}]; T5 1:1:2 + methi water = 2.0 MPa [{ml4}]. All stay below the historic brick.",
  },
  cite: {
    ask: "Draft section 4.2 (mortar specification) and verify each claim against its citation.", section: "4.2 Mortar specification",
    draft: "Historic brick has a compressive strength of 4.5 to 6.0 MPa. Mix T4 (1:2:2 with 5% jaggery) reached 2.8 MPa after 90 days. New mortar must be lime-based and not stronger than the adjacent brick.",
    good: [{ s: "Historic brick has a compressive strength of 4.5 to 6.0 MPa.", c: ["br1"] }, { s: "New mortar must be lime-based and not stronger than the adjacent brick.", c: ["gd2"] }],
    bad: { s: "Mix T4 (1:2:2 with 5% jaggery) reached 2.8 MPa after 90 days.", c: ["ml3"], reason: "value '2.8 MPa' not found in cited span", quote: "| T4 | 1:2:2 (+ 5% jaggery) | 2.1 |",
      rewrites: ["After 90 days, mix T4 (1:2:2 + 5% jaggery) achieved 2.8 MPa.", "The jaggery mix T4 gave 2.8 MPa at 90 days.", "T4, with 5% jaggery, reached a compressive strength of 2.8 MPa.", "Mix T4 was the strongest at 2.8 MPa after 90 days.", "At 90 days T4 (lime:surkhi:sand 1:2:2, jaggery) measured 2.8 MPa.", "The 90-day strength of T4 was about 2.8 MPa.", "With jaggery added, T4 reached roughly 2.8 MPa."] },
    fixed: { s: "Mix T4 (1:2:2 with 5% jaggery) reached 2.1 MPa after 90 days.", c: ["ml3"] },
    final: "Section 4.2 is drafted and all three claims pass. I corrected T4's 90-day strength to 2.1 MPa [{ml3}]; the draft said 2.8. The brick range [{br1}] and the compatibility rule [{gd2}] are cited as written.",
  },
  file: {
    ask: "OCR the Department of Archaeology approval letter and list its conditions.", name: "permits/doa-approval-scan.pdf", doc: "DOA-LTR", pagesTotal: 40, section: "Permit conditions", lang: "nep",
    ranges: [
      { pages: "1-12", text: "Condition 1: works under the supervision of a conservation architect approved by the Department.\nCondition 2: no cement or reinforced concrete in any part of the monument.\nCondition 3: photographic record of every element before and after treatment." },
      { pages: "13-24", text: "Condition 4: carved struts shall not be replaced; decayed parts may be spliced, carving retained.\nCondition 5: works to pause during the Kartik jatra.\nCondition 6: monthly progress report to the Department." },
    ],
    noteText: "DoA conditions 1-6: approved supervisor; no cement/RC; photo record; no strut replacement (splice only); pause for jatra; monthly report.",
    final: "The approval letter sets six conditions: (1) supervision by an approved conservation architect; (2) no cement or reinforced concrete; (3) a photographic record of every element before and after; (4) carved struts must not be replaced, only spliced with the carving retained; (5) a pause during the Kartik jatra; (6) a monthly progress report. Saved under 'Permit conditions'.",
    partial: "The OCR of the approval letter is still running; it stood still for several polls. From pages 1-12, converted directly: supervision by an approved conservation architect, no cement or reinforced concrete, and a photographic record before and after each element. The remaining conditions will follow when the job completes.",
  },
  decomp: {
    ask: "Can struts S-N3 and S-N6 be repaired rather than replaced, and how? Break it down and cite.", section: "5. Timber repairs",
    question: "Can the decayed struts S-N3 and S-N6 be repaired rather than replaced under the guidelines, and by what technique?",
    variants: ["Repair or replace struts S-N3 and S-N6?", "What repair is allowed for the decayed north-face struts?", "How should struts S-N3 and S-N6 be treated?"],
    subs: ["What is the condition of struts S-N3 and S-N6?", "What do the guidelines say about replacing carved historic elements?", "What repair technique worked on a previous project?"],
    sq: [{ q: "strut S-N3 S-N6 decay condition", hits: ["st1", "st2", "en1"] }, { q: "guidelines replacement of carved historic elements", hits: ["gd1", "gd2", "pr2"] }, { q: "strut base splice repair previous project", hits: ["pr2", "pr1", "st2"] }],
    noteText: "S-N3/S-N6: base decay >30%, carving intact [{st1}]; guidelines: reuse carved parts, join new to old [{gd1}]; Taleju Chowk: sal scarf splice with pegs [{pr2}].",
    final: "Yes, they should be repaired. S-N3 and S-N6 have base decay with more than 30% section loss, but the carved deities are intact [{st1}]. The guidelines require carved elements to be consolidated and reused, with any new part joined to the original [{gd1}]. At Taleju Chowk we cut back to sound timber and spliced new sal with a scarf joint and hardwood pegs, keeping the carving in place [{pr2}]. Use the same method here, in sal [{st2}].",
  },
  kw: {
    ask: "List every photo in the archive catalogue that mentions 'tunala' (photo no., year, caption) for the strut comparison sheet.", term: "tunala", q: "tunala", pageSize: 8, hidden: 6, readKey: "ph2", section: "Strut comparison",
    rows: ["Kwalakhu Narayan Dega, north struts", "Taleju Chowk Dega, east face", "Kumbheshwar, lower roof", "Uma Maheshwar Dega", "Bhimsen Dyochhen porch", "Rato Machhindranath, west", "Kwalakhu Narayan Dega, south", "Mahabouddha courtyard shrine", "Golden Window Dega", "Hari Shankar roof", "Char Narayan struts", "Kwalakhu Narayan Dega, detail", "Jagat Narayan struts", "Sundari Chowk gate", "Manga Hiti pavilion", "Kwalakhu Narayan Dega, 1968", "Yoganarendra column shrine", "Mul Chowk struts", "Kwalakhu tole shrine", "Bhandarkhal pavilion", "Nasal Chowk struts", "Kwalakhu Narayan Dega, west"].map((v, i) => ({ id: `${1920 + (i * 7) % 80}/${["KB", "DAM", "NMA", "TUN"][i % 4]}-${10 + i * 11}`, date: `${1920 + (i * 7) % 80}`, title: v, snippet: i % 3 ? "…carved tunala with avatars…" : "…tunala partly missing…" })),
    noteText: "22 catalogue photos mention tunala; 5 show Kwalakhu Narayan Dega.",
    final: "22 photos in the catalogue mention tunala. Five of them show Kwalakhu Narayan Dega itself, including 1968/DAM-220 with the struts carved with avatars of Narayan [{ph2}]. The list is saved to the strut comparison sheet.",
  },
  kg: {
    askCycle: "For the permit file: who legally owns the temple land? Use the heritage graph.",
    askChain: "Which authority must approve works on the temple? Follow the heritage graph from the temple and cite the source.",
    ents: {
      "BLDG:KND": { id: "BLDG:KND", label: "Kwalakhu Narayan Dega", type: "Monument", props: { period: "Malla" }, rels: [{ p: "custodian", to: "GUTHI:KN", label: "Kwalakhu Narayan Guthi", src: "guthi records p.2" }, { p: "located_in", to: "ZONE:PMZ", label: "Patan monument zone", src: "zone map" }] },
      "GUTHI:KN": { id: "GUTHI:KN", label: "Kwalakhu Narayan Guthi", type: "Guthi", rels: [{ p: "custodian_of", to: "BLDG:KND", label: "Kwalakhu Narayan Dega", src: "guthi records p.2" }, { p: "rents_land_for", to: "BLDG:KND", label: "Kwalakhu Narayan Dega (rituals)", src: "guthi records p.2" }] },
      "ZONE:PMZ": { id: "ZONE:PMZ", label: "Patan monument zone", type: "ProtectedZone", rels: [{ p: "part_of", to: "WHS:KV", label: "Kathmandu Valley World Heritage property", src: "zone map" }] },
      "WHS:KV": { id: "WHS:KV", label: "Kathmandu Valley World Heritage property", type: "WorldHeritageProperty", rels: [{ p: "managed_by", to: "ORG:DOA", label: "Department of Archaeology", src: "management plan" }] },
      "ORG:DOA": { id: "ORG:DOA", label: "Department of Archaeology", type: "Authority", rels: [] },
    },
    cycle: ["BLDG:KND", "GUTHI:KN"], chain: ["BLDG:KND", "ZONE:PMZ", "WHS:KV", "ORG:DOA"], srcKey: "gu1",
    searchQ: "land ownership of Kwalakhu Narayan temple", searchHits: ["gu1", "gu2", "ph1"],
    final: "The temple lies in the Patan monument zone, which is part of the Kathmandu Valley World Heritage property managed by the Department of Archaeology. The guthi records confirm that works on the monument need the Department's approval [{gu1}]. So the Department of Archaeology approves, and the guthi, as custodian, should be consulted.",
  },
};
