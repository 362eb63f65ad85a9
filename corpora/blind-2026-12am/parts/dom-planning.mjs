// Domain: planning consultancy in Dehradun — appeal against refusal of a hill-town homestay (Garhwali-speaking staff).
// Town plan, order, decisions and reports are fictional; bye-law text is paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "planning-appeal-gbm", language: "Garhwali", org: "planning consultancy, Dehradun (appeal against refusal of a 12-room homestay, Kandikhal)",
  stack: "hand-written Python tool loop on the DeepSeek API with pgvector", models: ["deepseek-chat", "deepseek-reasoner"], idStyle: "deepseek",
  voice: "plain", stamps: false, toolMsgName: true, searchStyle: "psql", k: 5, index: "planning_chunks", embedModel: "bge-m3",
  chunkId: (rng, d, c, n) => String(n * 10 + rng.int(0, 9)), chunkKey: "chunk_id", fileKey: "path",
  flav: { default: "kv", kw: "text", cite: "kv", kg: "text", convert: "text", note: "kv", fetch: "text", decompose: "json", meta: "kv", list: "kv", rerank: "text", web: "md" },
  tools: { search: "vector_search", fetch: "get_chunk", rerank: "rerank", convert: "ocr_scan", convertStatus: "ocr_scan_status", cite: "check_claim", decompose: "decompose",
    kg: "graph_query", kw: "decisions_search", note: "save_draft", meta: "doc_meta", list: "list_tables", web: "web_search" },
  system: "You are the research assistant of a planning consultancy preparing an appeal against the refusal of building permission for a 12-room homestay on plot 412, Kandikhal. Use the document database (bye-laws, master plan, the refusal order, surveys, prior appeal decisions) and cite chunk_id numbers. Call at most one tool per turn.",
  staff: {
    open: ["सेवा लगदी! होमस्टे वळी अपील कु काम च, जरा देखा।", "नमस्कार जी, ये सवाल कु जबाब खोजा, सुनवाई नजीक च।", "जल्दी करा जी, भोळ सुनवाई च। भौत धन्यवाद।"],
    nudge: ["ना, फिर देखा। वख होलु।", "दुबारा खोजा जी।"],
  },
  collections: [
    { name: "planning_chunks", docs: 706, chunks: 28941, emb: "bge-m3 (1024)", upd: "2025-11-16" },
    { name: "appeal_decisions", docs: 1180, chunks: 1180, emb: "tsvector", upd: "2025-11-01" },
  ],
  docs: [
    doc("BYELAW", "Building construction and development bye-laws (hill areas), extract", "rules/bye-laws-hill-extract.pdf", 80, 2019, "bye_law", [
      { k: "bl1", p: 18, t: "Hill areas: maximum building height 12 m (ground plus two floors with a sloping roof); no construction on slopes steeper than 30 degrees." },
      { k: "bl2", p: 21, t: "Setback from the edge of a natural drain (gadhera): not less than 5 m for plots up to 500 m2." },
      { k: "bl3", p: 24, t: "Residential plots of 251-500 m2 in hill areas: maximum ground coverage 60%; FAR 1.8." },
    ]),
    doc("MASTER", "Master Plan Kandikhal 2031 (extract)", "plans/master-plan-2031.pdf", 64, 2021, "master_plan", [
      { k: "mp1", p: 12, t: "Zone R-2 (residential, low density): homestays of up to 6 rooms are permitted; guest houses above 6 rooms require a change of use to commercial." },
      { k: "mp2", p: 15, t: "The area below the ridge road is a landslide-susceptible zone (LSZ-II); buildings there require a geotechnical report." },
    ]),
    doc("REFUSAL", "Refusal order, 12 August 2025", "case/refusal-order.pdf", 3, 2025, "order", [
      { k: "rf1", p: 1, t: "Permission refused on 12 August 2025 because (1) 12 rooms exceed the 6-room limit for homestays in zone R-2; (2) the proposed height of 13.4 m exceeds 12 m; (3) the setback from the gadhera is 3.2 m." },
      { k: "rf2", p: 2, t: "An appeal against this order lies to the Appellate Committee of the Tehri Development Authority within 30 days, under the state Urban Planning and Development Act." },
    ]),
    doc("SITE", "Site survey, plot 412", "case/site-survey.pdf", 10, 2025, "survey", [
      { k: "ss1", p: 3, t: "Plot area 412 m2; average slope 24 degrees; a natural drain runs along the eastern boundary." },
      { k: "ss2", p: 5, t: "Table 2 — Setbacks as proposed (m)\n| Side | Required | Proposed |\n|---|---|---|\n| Front (road) | 3.0 | 3.0 |\n| Rear | 2.0 | 2.5 |" },
      { k: "ss3", p: 6, t: "| Side (west) | 1.5 | 1.5 |\n| Side (east, gadhera) | 5.0 | 3.2 |" },
      { k: "ss4", p: 6, t: "End of Table 2. Revised design option B moves the block 1.9 m west, giving 5.1 m to the gadhera." },
      { k: "ss5", p: 7, t: "Option B also lowers the plinth so that the height becomes 11.8 m; the number of rooms stays at 12." },
    ]),
    doc("GEO", "Slope stability report", "case/geotech-report.pdf", 26, 2025, "geotechnical", [
      { k: "ge1", p: 9, t: "Factor of safety of the slope with the proposed building: 1.56 static (minimum 1.5) and 1.14 pseudo-static (minimum 1.1)." },
    ]),
    doc("PRIOR", "Digest of prior appeal decisions", "decisions/digest-2020-2025.pdf", 30, 2025, "appeal_decision", [
      { k: "pa1", p: 4, t: "Appeal 17/2022 (Lansdowne): refusal upheld; the building stood on a 34-degree slope." },
      { k: "pa2", p: 7, t: "Appeal 09/2024 (Chamba): the committee allowed 8 rooms in a low-density zone because the owner resides on site and the building is within the permitted height, treating it as a homestay rather than a guest house." },
    ]),
    doc("HOMESTAY", "State homestay scheme guidelines (extract)", "rules/homestay-scheme.pdf", 12, 2020, "guideline", [
      { k: "hs1", p: 3, t: "Under the homestay scheme the owner must reside in the property; a maximum of 6 rooms may be registered." },
    ]),
    doc("NOC", "Forest department NOC", "case/forest-noc.pdf", 2, 2025, "noc", [
      { k: "nc1", p: 1, t: "The plot is not part of reserved or civil-soyam forest land; no objection." },
    ]),
    doc("NOTINGS", "Authority file notings (scanned, Hindi)", "case/file-notings-scan.pdf", 48, 2025, "file", []),
  ],
  side: [
    { q: "maximum building height hill areas", hits: ["bl1", "rf1", "ss5"], note: "Hill areas: max 12 m, no building on slopes > 30 degrees [{bl1}]." },
    { q: "landslide susceptible zone geotechnical report", hits: ["mp2", "ge1"], note: "LSZ-II: geotechnical report required [{mp2}]; FoS 1.56/1.14 [{ge1}]." },
    { q: "ground coverage FAR plot 251-500", hits: ["bl3", "ss1"] },
    { q: "forest land objection", hits: ["nc1", "ss1"], section: "Statutory clearances" },
    { q: "homestay owner residence requirement", hits: ["hs1", "mp1"] },
    { q: "plot area and slope", hits: ["ss1", "ge1", "bl1"] },
    { q: "refusal order reasons", hits: ["rf1", "rf2"] },
  ],
  webs: [
    { q: "Uttarakhand homestay scheme room limit", r: [
      { t: "Homestay scheme — tourism department", u: "https://www.example-uttarakhand-tourism.in/homestay", s: "Owners residing in the property may register up to six rooms…", a: "2 years ago" },
      { t: "Hill bye-laws height limits explained", u: "https://www.example-planning-blog.in/hill-byelaws", s: "Buildings in hill areas are limited in height and slope…", a: "1 year ago" }] },
  ],
  miss: {
    ask: "Has any appeal decision accepted a height above 12 m in a hill area because the extra height is only the sloping roof? Cite it.",
    q: ["appeal height above 12 m sloping roof allowed", "sloping roof excluded from building height hill", "height relaxation appeal hill area roof", "committee allowed 13 m building hill town", "roof ridge not counted in height appeal", "height exceeded by pitched roof accepted", "hill bye-law height appeal allowed", "appeal decision building height relaxation", "sloping roof height measurement appeal", "height over limit roof only appeal"],
    hits: ["bl1", "rf1", "pa1", "pa2", "mp2"], read: "bl1",
    say: "I found no appeal decision that accepts a height above 12 m because of the sloping roof. The bye-law's 12 m limit already includes the sloping roof [{bl1}], and the digest's decisions concern slope and room numbers [{pa1}] [{pa2}].",
    nudge: "There was a Mussoorie decision on roof height — look again.",
    nudgeKey: "Mussoorie decision roof",
  },
  find: {
    ask: "Has an appeal ever allowed a homestay more rooms than the zoning limit? Cite it for the grounds of appeal.",
    steps: [
      { q: "appeal allowed more rooms homestay zone limit", hits: ["mp1", "hs1", "rf1", "pa1"] },
      { q: "appellate committee homestay rooms low density zone allowed", filter: { type: "appeal_decision" }, hits: ["pa1", "mp1", "hs1"] },
      { q: "Chamba appeal 2024 homestay 8 rooms owner resides", hits: ["pa2", "pa1", "hs1"] },
    ],
    answer: "pa2", section: "Grounds — number of rooms",
    say: "I did not find an appeal that allowed more rooms than the zoning limit. The only decision in the digest is Lansdowne 2022, a refusal upheld on slope [{pa1}].",
    hint: { text: "Appeal 09/2024 from Chamba.", q: "appeal 09/2024 Chamba homestay rooms", filter: { year: 2024 } },
    noteText: "Appeal 09/2024 Chamba: 8 rooms allowed in low-density zone, owner resident, within height -> treated as homestay [{pa2}].",
    final: "Yes. In appeal 09/2024 (Chamba) the committee allowed 8 rooms in a low-density zone because the owner lives on site and the building is within the permitted height, and treated it as a homestay rather than a guest house [{pa2}]. Our client also lives on site, and option B brings the height to 11.8 m [{ss5}]. 12 rooms is still well above 8, so we should consider asking for 8. भौत धन्यवाद.",
  },
  trunc: {
    ask: "Give me the complete setbacks table (Table 2) from the site survey, with the option B change; cite chunk ids.",
    q: "setbacks as proposed table site survey", hits: ["ss2", "ss1", "bl2", "bl3"], key: "ss2", next: ["ss3", "ss4"], section: "Grounds — setbacks",
    noteText: "Setbacks: front 3.0/3.0; rear 2.0/2.5; west 1.5/1.5; east (gadhera) 5.0 required / 3.2 proposed; option B gives 5.1 m.",
    final: "Table 2 (required / proposed): front 3.0 / 3.0 m, rear 2.0 / 2.5 m [{ss2}]; west side 1.5 / 1.5 m; east side at the gadhera 5.0 / 3.2 m [{ss3}]. Option B moves the block 1.9 m west, giving 5.1 m to the gadhera [{ss4}].",
  },
  cite: {
    ask: "Draft the setbacks ground of the appeal memo and check each claim against its citation.", section: "Grounds — setbacks",
    draft: "The plot measures 412 m2 with an average slope of 24 degrees. The bye-laws require a setback of 3 m from a natural drain for plots up to 500 m2. The slope's factor of safety with the building is 1.56 static and 1.14 pseudo-static.",
    good: [{ s: "The plot measures 412 m2 with an average slope of 24 degrees.", c: ["ss1"] }, { s: "The slope's factor of safety with the building is 1.56 static and 1.14 pseudo-static.", c: ["ge1"] }],
    bad: { s: "The bye-laws require a setback of 3 m from a natural drain for plots up to 500 m2.", c: ["bl2"], reason: "value '3 m' not found in cited span", quote: "not less than 5 m for plots up to 500 m2",
      rewrites: ["For plots below 500 m2 the required drain setback is 3 m.", "A 3 m setback from the gadhera is required on plots up to 500 m2.", "The gadhera setback rule is 3 m for a plot of this size.", "Bye-laws: drain setback 3 m (plots up to 500 m2).", "Plots under 500 m2 need only 3 m from a natural drain.", "The minimum distance to the gadhera for our plot size is 3 m.", "The drain setback applicable here is 3 metres."] },
    fixed: { s: "The bye-laws require a setback of at least 5 m from a natural drain for plots up to 500 m2; design option B provides 5.1 m.", c: ["bl2", "ss4"] },
    final: "The setbacks ground is drafted and all claims pass. Correction: the drain setback is at least 5 m, not 3 m [{bl2}]. That makes option B's 5.1 m [{ss4}] central to the argument. Plot and slope [{ss1}] and the factors of safety [{ge1}] are cited as written.",
  },
  file: {
    ask: "OCR the authority's scanned file notings and summarise who recommended what before the refusal.", name: "case/file-notings-scan.pdf", doc: "NOTINGS", pagesTotal: 48, section: "Authority file", lang: "hin",
    ranges: [
      { pages: "1-12", text: "Noting 1 (Junior Engineer, 28 Jul 2025): site inspected; setback to the gadhera short by 1.8 m.\nNoting 2 (Assistant Engineer, 2 Aug): recommend refusal on rooms and height; geotechnical report acceptable." },
      { pages: "13-24", text: "Noting 3 (Town Planner, 6 Aug): rooms may be considered if the owner resides on site.\nNoting 4 (Secretary, 11 Aug): refuse; the applicant may re-apply with 6 rooms and revised setbacks." },
    ],
    noteText: "Notings: JE setback short 1.8 m; AE refuse (rooms, height), geotech OK; TP rooms negotiable if owner resident; Secretary refuse, re-apply with 6 rooms.",
    final: "The notings before the refusal: JE (28 Jul) found the gadhera setback 1.8 m short; AE (2 Aug) recommended refusal on rooms and height but accepted the geotechnical report; the Town Planner (6 Aug) said the room number could be considered if the owner lives on site; the Secretary (11 Aug) refused and invited a re-application with 6 rooms and revised setbacks. The Town Planner's noting supports our rooms ground.",
    partial: "The OCR of the file notings is still running; it sat at the same page for several polls. From pages 1-12, converted directly: the JE found the gadhera setback 1.8 m short, and the AE recommended refusal on rooms and height but accepted the geotechnical report. The later notings are not yet converted.",
  },
  decomp: {
    ask: "Does design option B answer all three refusal grounds? Break it down and cite.", section: "Grounds — summary",
    question: "Does revised design option B overcome each of the three refusal grounds for plot 412?",
    variants: ["Which refusal grounds does option B fix?", "Option B versus the refusal order: what remains?", "Check option B against rooms, height and setback."],
    subs: ["What were the refusal grounds?", "What does option B change for setback and height?", "What do the rules allow for the number of rooms?"],
    sq: [{ q: "refusal grounds rooms height setback", hits: ["rf1", "mp1", "rf2"] }, { q: "design option B setback height change", hits: ["ss4", "ss5", "ss3"] }, { q: "homestay room limit zone R-2 scheme", hits: ["mp1", "hs1", "pa2"] }],
    noteText: "Refusal: rooms 12 > 6, height 13.4 > 12, setback 3.2 < 5 [{rf1}]; B: 5.1 m, 11.8 m, rooms 12 [{ss4}] [{ss5}]; limit 6 [{mp1}], 8 allowed in 09/2024 [{pa2}].",
    final: "Option B answers two of the three grounds. The refusal cited 12 rooms against a limit of 6, a height of 13.4 m against 12 m, and a 3.2 m gadhera setback [{rf1}]. Option B gives 5.1 m to the gadhera [{ss4}] and lowers the height to 11.8 m [{ss5}], so those two grounds fall away. The rooms ground remains: zone R-2 allows 6 [{mp1}], and the best precedent allowed 8 [{pa2}]. We should offer 8 rooms or argue owner residence.",
  },
  kw: {
    ask: "List every appeal decision that mentions a gadhera (number, place, year) for the annex of precedents.", term: "gadhera", q: "gadhera", pageSize: 7, hidden: 6, readKey: "pa1", section: "Annex — precedents",
    rows: ["Lansdowne", "Chamba", "Mussoorie", "Tehri", "Pauri", "Kirtinagar", "Srinagar (Garhwal)", "Devprayag", "Narendranagar", "Kandikhal", "Chakrata", "Uttarkashi", "Gopeshwar", "Karnaprayag", "Rudraprayag", "Joshimath", "Dhanaulti", "Barkot", "Purola", "Ghansali"].map((v, i) => ({ id: `${String(3 + (i * 7) % 40).padStart(2, "0")}/${2019 + (i * 3) % 7}`, date: `${2019 + (i * 3) % 7}`, title: v, snippet: i % 3 ? "…setback from the gadhera found insufficient…" : "…gadhera setback relaxed after drain protection works…" })),
    noteText: "20 appeal decisions mention a gadhera; annex list saved.",
    final: "20 appeal decisions mention a gadhera; the list (number, place, year) is saved in the annex. Several relaxed the setback after drain-protection works, which is worth citing alongside option B. The closest slope precedent is Lansdowne 17/2022 [{pa1}].",
  },
  kg: {
    askCycle: "Is plot 412 within municipal limits or a gram panchayat (which body decides the permission)? Use the graph.",
    askChain: "Which body hears our appeal and under which law? Trace it through the graph and cite the order.",
    ents: {
      "PLOT:KDK-412": { id: "PLOT:KDK-412", label: "Plot 412, Kandikhal", type: "Plot", rels: [{ p: "owned_by", to: "PERS:R-NEGI", label: "R. Negi", src: "khatauni 2024" }, { p: "applicant_plot_of", to: "PERS:R-NEGI", label: "R. Negi", src: "application" }] },
      "PERS:R-NEGI": { id: "PERS:R-NEGI", label: "R. Negi", type: "Person", rels: [{ p: "owner_of", to: "PLOT:KDK-412", label: "Plot 412, Kandikhal", src: "khatauni 2024" }, { p: "resides_at", to: "PLOT:KDK-412", label: "Plot 412, Kandikhal", since: "2016", src: "voter list" }] },
      "APPEAL:KDK-2025-31": { id: "APPEAL:KDK-2025-31", label: "Appeal 31/2025", type: "Appeal", rels: [{ p: "lies_to", to: "AUTH:TDA-APPCOM", label: "Appellate Committee, Tehri Development Authority", src: "refusal order p.2" }] },
      "AUTH:TDA-APPCOM": { id: "AUTH:TDA-APPCOM", label: "Appellate Committee, Tehri Development Authority", type: "Committee", rels: [{ p: "constituted_by", to: "ORG:TDA", label: "Tehri Development Authority", src: "authority notification" }] },
      "ORG:TDA": { id: "ORG:TDA", label: "Tehri Development Authority", type: "DevelopmentAuthority", rels: [{ p: "established_under", to: "LAW:UPDA", label: "state Urban Planning and Development Act", src: "authority notification" }] },
      "LAW:UPDA": { id: "LAW:UPDA", label: "state Urban Planning and Development Act", type: "Statute", rels: [] },
    },
    cycle: ["PLOT:KDK-412", "PERS:R-NEGI"], chain: ["APPEAL:KDK-2025-31", "AUTH:TDA-APPCOM", "ORG:TDA", "LAW:UPDA"], srcKey: "rf2",
    searchQ: "plot 412 municipal limits gram panchayat jurisdiction", searchHits: ["ss1", "mp2", "nc1"],
    final: "The appeal lies to the Appellate Committee of the Tehri Development Authority, within 30 days of the order, under the state Urban Planning and Development Act [{rf2}]. The graph confirms it: the committee was constituted by the Authority, which was established under that Act.",
  },
};
