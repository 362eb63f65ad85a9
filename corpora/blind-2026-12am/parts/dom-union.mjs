// Domain: textile workers' union research officer, Multan — charter of demands for a CBA renegotiation (Saraiki-speaking staff).
// Company, judgments, settlements and survey are fictional; statute text is paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "collective-bargaining-skr", language: "Saraiki", org: "textile workers' union federation, Multan (CBA renegotiation with a spinning mill)",
  stack: "CrewAI crew (research officer agent) on Bedrock", models: ["us.meta.llama3-3-70b-instruct-v1:0", "us.meta.llama3-1-70b-instruct-v1:0"], idStyle: "bedrock",
  voice: "sparse", stamps: false, toolMsgName: false, agentName: "union_research_officer", searchStyle: "weaviate", k: 5, index: "ptwf-weaviate", className: "UnionDoc",
  chunkId: (rng) => rng.uuid(), chunkKey: "uuid", fileKey: "file",
  flav: { default: "json", note: "cjson", kw: "json", convert: "json", kg: "json", cite: "json", fetch: "json", decompose: "json", list: "json" },
  tools: { search: "weaviate_near_text", fetch: "weaviate_get_object", rerank: "rerank_passages", convert: "ocr_document", convertStatus: "ocr_job", cite: "cite_check",
    decompose: "break_down_question", kg: "org_graph", kw: "cba_archive_search", note: "charter_draft_update", meta: "document_details", list: "list_collections", web: "web_search_tool" },
  system: "You are the union research officer agent of the Punjab textile workers' federation. Goal: prepare the charter of demands for the renegotiation of the collective bargaining agreement with Multan Spinning Mills Ltd. Use the federation's document store (agreements, judgments, statutes, company reports, surveys) and cite object uuids. One tool call per step.",
  staff: {
    open: ["سلام! ساکوں چارٹر آف ڈیمانڈ کیتے مدد چاہیدی ہے۔ مہربانی کر کے ڈیکھو۔", "سلام سئیں۔ اے کم اڄ مکاوݨاں ہے، ذرا ڈیکھو۔", "سئیں، میٹنگ توں پہلے اے ڳالھ پکی کرو۔ مہربانی۔"],
    nudge: ["نہ، ولا ڈیکھو۔ اوندے وچ ہے۔", "ول ڳولو، مہربانی۔"],
  },
  collections: [
    { name: "UnionDoc", docs: 2215, chunks: 70410, emb: "text2vec-openai", upd: "2025-11-19" },
    { name: "CbaArchive", docs: 640, chunks: 640, emb: "bm25 only", upd: "2025-10-02" },
  ],
  docs: [
    doc("CBA-MSM", "CBA Multan Spinning Mills 2023-2025", "cba/msm-2023-2025.pdf", 18, 2023, "cba", [
      { k: "cb1", p: 4, t: "Clause 5: basic wages increase by 12% from 1 July 2023 and by a further 10% from 1 July 2024." },
      { k: "cb2", p: 6, t: "Clause 9: overtime is paid at double the ordinary rate and capped at 48 hours per month." },
      { k: "cb3", p: 9, t: "Clause 14: this agreement remains in force until 30 June 2025 and thereafter until replaced by a new settlement." },
    ]),
    doc("CBA-SECTOR", "Sector CBAs compilation 2024-25", "cba/sector-compilation-2025.pdf", 12, 2025, "cba", [
      { k: "oc1", p: 3, t: "Faisalabad Weaving Co. CBA 2024: basic wage +15% from 1 July 2024; night-shift allowance PKR 3,000 per month." },
      { k: "oc2", p: 5, t: "Table 2 — Sector wage settlements (basic increase %)\n| Company | City | 2024 | 2025 |\n|---|---|---|---|\n| Faisalabad Weaving Co. | Faisalabad | 15 | — |\n| Indus Denim Ltd | Karachi | 11 | 13 |" },
      { k: "oc3", p: 6, t: "| Ravi Spinning Ltd | Lahore | 12 | 14 |\n| Chenab Textiles | Jhang | 10 | 12 |" },
      { k: "oc4", p: 6, t: "| Sutlej Fabrics | Bahawalpur | 9 | 13 |\nEnd of Table 2. Simple average of 2025 settlements: 13.0%." },
    ]),
    doc("MW-2025", "Minimum wage notification, Punjab, 2025", "statutes/minimum-wage-2025.pdf", 2, 2025, "notification", [
      { k: "mw1", p: 1, t: "The minimum wage for unskilled adult workers in Punjab is fixed at PKR 40,000 per month with effect from 1 July 2025." },
    ]),
    doc("PIRA", "Punjab Industrial Relations Act 2010 (extract)", "statutes/pira-2010.pdf", 40, 2010, "statute", [
      { k: "pa1", p: 12, t: "A collective bargaining agent may raise an industrial dispute by serving a charter of demands on the employer; the parties shall try to settle it by bilateral negotiation within fifteen days." },
      { k: "pa2", p: 15, t: "If no settlement is reached, either party may refer the dispute to the conciliator; a strike or lock-out requires not less than fourteen days' notice." },
    ]),
    doc("JUDG", "Labour court and tribunal judgments (digest)", "judgments/digest-2025.pdf", 24, 2024, "judgment", [
      { k: "lc1", p: 7, t: "Labour Appellate Tribunal, 2022: the employer's refusal to negotiate after a valid charter of demands was an unfair labour practice." },
      { k: "lc2", p: 9, t: "Labour Court Multan, 2023: an overtime cap agreed in a CBA cannot override the statutory entitlement to double pay for every hour of overtime actually worked." },
    ]),
    doc("AR-MSM", "Multan Spinning Mills annual report FY2025", "company/msm-annual-report-fy2025.pdf", 96, 2025, "annual_report", [
      { k: "ar1", p: 22, t: "Revenue PKR 18.4 billion (FY2024: 15.9 billion); profit after tax PKR 1.12 billion (FY2024: 0.74 billion)." },
      { k: "ar2", p: 31, t: "Employees at year end: 2,860 permanent and 940 contract workers; staff costs PKR 2.05 billion (permanent employees)." },
    ]),
    doc("CPI", "PBS consumer price index summary", "data/cpi-summary-2025.pdf", 3, 2025, "statistics", [
      { k: "cp1", p: 1, t: "National CPI inflation, year on year: June 2024 12.6%; June 2025 3.2%; average for FY2025 4.5%." },
    ]),
    doc("SURVEY", "Member survey, September 2025", "union/member-survey-2025.pdf", 14, 2025, "survey", [
      { k: "sv1", p: 4, t: "Survey of 612 members: 71% report more than 48 overtime hours per month in peak season." },
      { k: "sv2", p: 6, t: "Median take-home pay of machine operators: PKR 38,500 per month, below the 2025 minimum wage." },
    ]),
    doc("UNION-REG", "Union registration and CBA certificate", "union/registration.pdf", 4, 2023, "registration", [
      { k: "un1", p: 2, t: "Multan Spinning Workers Union, registered under the Punjab Industrial Relations Act 2010, certified as collective bargaining agent on 3 March 2023; affiliated to the Punjab Textile Workers Federation." },
    ]),
    doc("MGMT-REPLY", "Management reply to charter of demands (scanned, Urdu)", "company/management-reply-scan.pdf", 22, 2025, "correspondence", []),
  ],
  side: [
    { q: "charter of demands procedure bilateral negotiation", hits: ["pa1", "pa2", "lc1"], note: "Charter -> 15 days bilateral talks [{pa1}]; then conciliation, 14 days' strike notice [{pa2}]." },
    { q: "current CBA expiry", hits: ["cb3", "cb1"], section: "Background" },
    { q: "minimum wage 2025 Punjab", hits: ["mw1", "sv2"], note: "Minimum wage PKR 40,000 from 1 July 2025 [{mw1}]." },
    { q: "overtime hours members survey", hits: ["sv1", "cb2"] },
    { q: "refusal to negotiate unfair labour practice", hits: ["lc1", "pa1"] },
    { q: "company revenue and profit FY2025", hits: ["ar1", "ar2"] },
    { q: "night shift allowance sector", hits: ["oc1", "oc3"] },
  ],
  webs: [
    { q: "Punjab minimum wage 2025 notification", r: [
      { t: "Punjab notifies minimum wage for 2025-26", u: "https://www.example-news.pk/punjab-minimum-wage-2025", s: "The provincial government has notified the minimum wage at Rs40,000…", a: "5 months ago" },
      { t: "Textile sector wage trends", u: "https://www.example-labour-research.pk/textile-wages", s: "Settlements in the textile sector averaged…", a: "3 months ago" }] },
  ],
  miss: {
    ask: "Does Multan Spinning disclose anywhere the average wage it pays its contract workers? Cite it.",
    q: ["average wage contract workers Multan Spinning", "contract labour pay disclosed annual report", "wages of third-party contract workers MSM", "contract worker remuneration disclosure", "cost of contract labour Multan Spinning", "contractor workers salary average", "outsourced labour wages annual report", "contract workers pay rate company", "payments to labour contractor per worker", "contract staff wage level"],
    hits: ["ar2", "sv2", "mw1", "cb1", "oc1"], read: "ar2",
    say: "I found no disclosure of the contract workers' average wage. The annual report gives their number (940) and staff costs for permanent employees only [{ar2}].",
    nudge: "The notes to the accounts have a contract labour line — look again.",
    nudgeKey: "notes to the accounts contract labour",
  },
  find: {
    ask: "Has any court held that a CBA overtime cap cannot override statutory double pay? We want it in the charter. Cite it.",
    steps: [
      { q: "overtime cap collective agreement court", hits: ["cb2", "sv1", "pa1", "lc1"] },
      { q: "labour court overtime double pay judgment", filter: { type: "judgment" }, hits: ["lc1", "pa2", "cb2"] },
      { q: "Multan labour court 2023 overtime cap statutory double pay", hits: ["lc2", "lc1", "cb2"] },
    ],
    answer: "lc2", section: "Charter — overtime",
    say: "I did not find a judgment on overtime caps. The digest has the 2022 tribunal decision on refusal to negotiate [{lc1}], which is a different point.",
    hint: { text: "Labour Court Multan, 2023 — in the digest.", q: "Labour Court Multan overtime cap", filter: { year: 2023 } },
    noteText: "Labour Court Multan 2023: CBA overtime cap cannot override statutory double pay for hours actually worked [{lc2}].",
    final: "Yes. In 2023 the Labour Court Multan held that an overtime cap agreed in a CBA cannot override the statutory right to double pay for every overtime hour actually worked [{lc2}]. Our current clause 9 caps overtime at 48 hours a month [{cb2}], while 71% of surveyed members work more than that in peak season [{sv1}]. The charter should demand double pay for all hours worked. مہربانی.",
  },
  trunc: {
    ask: "Give me Table 2 (sector wage settlements 2024-25) with every company, and the average; cite the uuids.",
    q: "sector wage settlements table basic increase", hits: ["oc2", "oc1", "cb1", "mw1"], key: "oc2", next: ["oc3", "oc4"], section: "Charter — wages",
    noteText: "2025 settlements: Indus Denim 13, Ravi 14, Chenab 12, Sutlej 13 (avg 13.0); Faisalabad Weaving 15 in 2024.",
    final: "Table 2: Faisalabad Weaving 15% (2024), Indus Denim 11% / 13% [{oc2}]; Ravi Spinning 12% / 14%, Chenab Textiles 10% / 12% [{oc3}]; Sutlej Fabrics 9% / 13%. Simple average of the 2025 settlements: 13.0% [{oc4}].",
  },
  cite: {
    ask: "Draft the wages section of the charter of demands and run every sentence through the citation check.", section: "Charter — wages",
    draft: "The current agreement raised basic wages by 12% in 2023 and 10% in 2024. Sector settlements for 2025 averaged 15.0%. The Punjab minimum wage is PKR 40,000 per month from 1 July 2025.",
    good: [{ s: "The current agreement raised basic wages by 12% in 2023 and 10% in 2024.", c: ["cb1"] }, { s: "The Punjab minimum wage is PKR 40,000 per month from 1 July 2025.", c: ["mw1"] }],
    bad: { s: "Sector settlements for 2025 averaged 15.0%.", c: ["oc4"], reason: "figure '15.0%' not found in cited span", quote: "Simple average of 2025 settlements: 13.0%.",
      rewrites: ["In 2025 the average sector settlement was 15.0%.", "Comparable mills settled at 15% on average in 2025.", "The 2025 sector average basic increase was 15 per cent.", "Other textile CBAs gave an average of 15.0% in 2025.", "Average 2025 wage settlement in the sector: 15.0%.", "Sector agreements concluded in 2025 averaged a 15% increase.", "The sector moved by 15.0% on average in 2025."] },
    fixed: { s: "Sector settlements for 2025 averaged 13.0%.", c: ["oc4"] },
    final: "The wages section is drafted and every sentence passes the check. I corrected the 2025 sector average to 13.0% [{oc4}]; the draft had 15.0%. The CBA history [{cb1}] and the minimum wage [{mw1}] are cited as written.",
  },
  file: {
    ask: "OCR the management's scanned reply to our charter and list what they offer and reject.", name: "company/management-reply-scan.pdf", doc: "MGMT-REPLY", pagesTotal: 22, section: "Management position", lang: "urd",
    ranges: [
      { pages: "1-8", text: "Management offers a basic wage increase of 8% from 1 July 2025.\nThe demand for a night-shift allowance is rejected.\nContract workers are not covered by the CBA." },
      { pages: "9-16", text: "The overtime cap of 48 hours per month is to remain.\nManagement proposes a bilateral meeting on 18 December 2025 at the mill office." },
    ],
    noteText: "Management: +8% from 1 Jul 2025; rejects night-shift allowance; contract workers excluded; keeps 48 h OT cap; meeting 18 Dec 2025.",
    final: "Management's reply: it offers +8% basic from 1 July 2025; rejects the night-shift allowance; says contract workers are not covered by the CBA; keeps the 48-hour overtime cap; proposes a bilateral meeting on 18 December 2025 at the mill office. Saved under 'Management position'.",
    partial: "The OCR of the management reply is still running; it stayed at the same page for several polls. From pages 1-8, converted directly: management offers +8% from 1 July 2025, rejects the night-shift allowance and excludes contract workers. The rest of the letter is still being processed.",
  },
  decomp: {
    ask: "Can Multan Spinning afford a 15% basic wage increase? Break it down and cite.", section: "Charter — justification",
    question: "Is a 15% basic wage demand justified by Multan Spinning's results, sector settlements and inflation?",
    variants: ["Justify a 15% wage demand for Multan Spinning.", "Is 15% affordable and in line with the sector?", "15% increase: company results, sector, inflation?"],
    subs: ["How did Multan Spinning's profit and staff costs develop in FY2025?", "What were sector wage settlements in 2025?", "What was inflation over FY2025?"],
    sq: [{ q: "Multan Spinning profit after tax staff costs FY2025", hits: ["ar1", "ar2", "cb1"] }, { q: "sector wage settlements 2025 average", hits: ["oc4", "oc1", "oc3"] }, { q: "CPI inflation average FY2025", hits: ["cp1", "mw1", "sv2"] }],
    noteText: "PAT 0.74 -> 1.12 bn (+51%) [{ar1}]; staff costs 2.05 bn [{ar2}] -> 15% = ~0.31 bn; sector 13.0% [{oc4}]; CPI FY2025 avg 4.5% [{cp1}].",
    final: "Yes, the demand is defensible. Profit after tax rose from PKR 0.74 to 1.12 billion (+51%) [{ar1}]. A 15% rise on staff costs of PKR 2.05 billion [{ar2}] costs about PKR 0.31 billion, roughly 27% of FY2025 profit. Sector settlements averaged 13.0% in 2025 [{oc4}], and inflation averaged 4.5% over FY2025 [{cp1}], so 15% is a real increase but close to the sector.",
  },
  kw: {
    ask: "List every agreement in the CBA archive that mentions a night-shift allowance (company, year, amount) for the comparison annex.", term: "night shift allowance", q: "\"night shift allowance\"", pageSize: 7, hidden: 7, readKey: "oc1", section: "Annex — night-shift allowances",
    rows: ["Faisalabad Weaving Co.", "Indus Denim Ltd", "Ravi Spinning Ltd", "Chenab Textiles", "Sutlej Fabrics", "Kasur Tanneries", "Gujranwala Mills", "Sialkot Knitwear", "Multan Cotton Ginning", "Sheikhupura Dyeing", "Okara Textiles", "Sahiwal Spinning", "Lahore Towel Co.", "Karachi Yarn Ltd", "Hyderabad Weaving", "Rahim Yar Khan Mills", "D.G. Khan Spinning", "Vehari Cotton", "Khanewal Textiles", "Layyah Fabrics", "Muzaffargarh Mills"].map((v, i) => ({ id: `CBA-${2019 + (i * 3) % 7}-${String(40 + i * 17).padStart(4, "0")}`, date: `${2019 + (i * 3) % 7}`, title: v, snippet: `…night shift allowance of PKR ${1500 + ((i * 250) % 2000)} per month…` })),
    noteText: "21 agreements with a night-shift allowance (PKR 1,500-3,250/month); annex table saved.",
    final: "21 agreements in the archive include a night-shift allowance, ranging from PKR 1,500 to 3,250 a month; the annex table is saved. The highest recent one is Faisalabad Weaving's PKR 3,000 from 2024 [{oc1}].",
  },
  kg: {
    askCycle: "Who ultimately owns Multan Spinning Mills (group parent)? Use the organisation graph.",
    askChain: "For the solidarity letter: trace our union's affiliations up to the international level via the organisation graph and cite the registration.",
    ents: {
      "ORG:MSM": { id: "ORG:MSM", label: "Multan Spinning Mills Ltd", type: "Company", rels: [{ p: "engages_contractor", to: "ORG:SADIQ", label: "Sadiq Manpower Services", src: "labour department register" }, { p: "shares_address_with", to: "ORG:SADIQ", label: "Sadiq Manpower Services", src: "SECP filing" }] },
      "ORG:SADIQ": { id: "ORG:SADIQ", label: "Sadiq Manpower Services", type: "LabourContractor", rels: [{ p: "supplies_workers_to", to: "ORG:MSM", label: "Multan Spinning Mills Ltd", src: "labour department register" }, { p: "shares_address_with", to: "ORG:MSM", label: "Multan Spinning Mills Ltd", since: "2021", src: "SECP filing" }] },
      "UNION:MSWU": { id: "UNION:MSWU", label: "Multan Spinning Workers Union", type: "Union", rels: [{ p: "affiliated_to", to: "FED:PTWF", label: "Punjab Textile Workers Federation", src: "registration p.2" }] },
      "FED:PTWF": { id: "FED:PTWF", label: "Punjab Textile Workers Federation", type: "Federation", rels: [{ p: "affiliated_to", to: "CONF:PLC", label: "Pakistan Labour Confederation", src: "federation constitution" }] },
      "CONF:PLC": { id: "CONF:PLC", label: "Pakistan Labour Confederation", type: "Confederation", rels: [{ p: "member_of", to: "INTL:GTWA", label: "Global Textile Workers Alliance", since: "2016", src: "GTWA affiliates list" }] },
      "INTL:GTWA": { id: "INTL:GTWA", label: "Global Textile Workers Alliance", type: "GlobalUnion", rels: [] },
    },
    cycle: ["ORG:MSM", "ORG:SADIQ"], chain: ["UNION:MSWU", "FED:PTWF", "CONF:PLC", "INTL:GTWA"], srcKey: "un1",
    searchQ: "Multan Spinning Mills holding company shareholders", searchHits: ["ar1", "ar2", "cb3"],
    final: "The Multan Spinning Workers Union, certified as CBA on 3 March 2023, is affiliated to the Punjab Textile Workers Federation [{un1}]. The Federation is affiliated to the Pakistan Labour Confederation, a member of the Global Textile Workers Alliance since 2016. The solidarity request can go up that chain.",
  },
};
