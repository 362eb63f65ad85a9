// Domain: athletes' legal-aid clinic in Eldoret — CAS appeal on whereabouts failures (Kalenjin-speaking staff).
// Athlete, awards, officers and records are fictional; Code and standard extracts are paraphrased.
const doc = (id, title, file, pages, year, type, chunks) => ({ id, title, file, pages, year, type, chunks });

export default {
  domain: "anti-doping-appeal-kln", language: "Kalenjin", org: "athletes' legal-aid clinic, Eldoret (CAS appeal, whereabouts failures)",
  stack: "smolagents ToolCallingAgent on vLLM", models: ["Qwen/Qwen3-235B-A22B-Instruct-2507", "Qwen/Qwen2.5-72B-Instruct"], idStyle: "vllm",
  voice: "sparse", stamps: true, toolMsgName: true, searchStyle: "table", k: 5, index: "clinic-cas",
  chunkId: (rng, d, c, n) => `ch_${String(n).padStart(6, "0")}`, chunkKey: "chunk_id", fileKey: "path",
  flav: { default: "kv", fetch: "text", kg: "text", kw: "text", cite: "text", convert: "text", rerank: "text", decompose: "yaml", list: "kv" },
  tools: { search: "hybrid_search", fetch: "fetch_chunk", rerank: "cross_encoder_rerank", convert: "pdf_to_markdown", convertStatus: "conversion_status",
    cite: "citation_guard", decompose: "decompose_query", kg: "case_graph", kw: "cas_award_search", note: "brief_write", meta: "doc_info", list: "list_corpora", web: "duckduckgo_search" },
  system: "You are the research agent of an athletes' legal-aid clinic preparing an appeal to CAS for a marathon runner charged under Article 2.4 (three whereabouts failures). Search the clinic's corpus (WADA Code, ISRM, CAS awards, case file), cite chunk ids, never overstate the evidence. Use exactly one tool per step and finish with final_answer text.",
  staff: {
    open: ["Chamgei! Kiprono ko mache kaat ne kararan en CAS. Ingonyor boisiet ni.", "Chamgei missing. Ingongoi kole iger dokumenisiek chu.", "Kongoi. Achamei iboisien kasit ni en kasarta."],
    nudge: ["Mo, ingeger kochut. Mi ko.", "Iger kochut, mi dokumen."],
  },
  collections: [
    { name: "clinic-cas", docs: 1290, chunks: 52318, emb: "bge-m3 + bm25", upd: "2025-11-23" },
    { name: "case-kiprono-2025", docs: 38, chunks: 1404, emb: "bge-m3 + bm25", upd: "2025-11-28" },
  ],
  docs: [
    doc("WADC", "World Anti-Doping Code 2021 (extract)", "rules/wada-code-2021.pdf", 180, 2021, "rules", [
      { k: "wc1", p: 22, t: "Article 2.4 Whereabouts Failures: any combination of three missed tests and/or filing failures, as defined in the International Standard for Results Management, within a twelve-month period by an Athlete in a Registered Testing Pool." },
      { k: "wc2", p: 48, t: "Article 10.3.2: for violations of Article 2.4 the period of Ineligibility shall be two years, subject to reduction down to a minimum of one year, depending on the Athlete's degree of Fault." },
      { k: "wc3", p: 52, t: "Article 10.6.2: if an Athlete establishes No Significant Fault or Negligence, the otherwise applicable period of Ineligibility may be reduced based on the degree of Fault, but not below one-half of the period otherwise applicable." },
    ]),
    doc("ISRM", "International Standard for Results Management (extract)", "rules/isrm-2021.pdf", 90, 2021, "rules", [
      { k: "is1", p: 31, t: "Annex B.2.4: for a Missed Test, the Doping Control Officer shall remain at the location for the whole of the 60-minute time slot and do what is reasonable in the circumstances to locate the Athlete." },
      { k: "is2", p: 33, t: "Annex B.3.1: the Athlete shall be notified of an apparent Missed Test no later than 14 days after the attempt and may request an administrative review." },
    ]),
    doc("CAS-8810", "CAS 2022/A/8810, W. v. AIU (award)", "cas/2022-a-8810.pdf", 34, 2022, "cas_award", [
      { k: "ca1", p: 18, t: "The Panel finds that the DCO left the location 15 minutes before the end of the 60-minute slot. The requirement to remain for the whole slot was not met and the second missed test cannot be upheld." },
      { k: "ca2", p: 22, t: "The Panel considered the Athlete's reliance on her agent to update ADAMS and assessed her degree of Fault as light; the period of Ineligibility is reduced to 14 months." },
    ]),
    doc("CAS-9455", "CAS 2023/A/9455, M. v. World Athletics (award)", "cas/2023-a-9455.pdf", 28, 2023, "cas_award", [
      { k: "cb1", p: 12, t: "Filing failure: the Athlete submitted his overnight address update at 23:58 for the following day; the Panel held the update timely because the system accepted it before the time slot began." },
      { k: "cb2", p: 15, t: "Sanction: the Panel imposed 20 months of Ineligibility, finding the Athlete's degree of Fault to be normal." },
    ]),
    doc("ADAMS", "ADAMS whereabouts history, athlete K. (export)", "case/adams-export.pdf", 9, 2025, "record", [
      { k: "ad1", p: 2, t: "Q2 2025 filing: 60-minute slot 06:00-07:00 at Kapsabet track; overnight address Kapkenda, Nandi County." },
      { k: "ad2", p: 3, t: "Table 1 — Whereabouts failures (rolling 12 months)\n| # | Date | Type | Notified |\n|---|---|---|---|\n| 1 | 2024-11-03 | Missed test | 2024-11-12 |" },
      { k: "ad3", p: 4, t: "| 2 | 2025-03-18 | Filing failure | 2025-03-28 |\n| 3 | 2025-07-09 | Missed test | 2025-07-15 |" },
      { k: "ad4", p: 4, t: "End of Table 1. Rolling window 2024-11-03 to 2025-11-02. Administrative review of failure 2 upheld on 2025-04-22." },
    ]),
    doc("DCO-0709", "Unsuccessful attempt report, 9 July 2025", "case/dco-report-20250709.pdf", 4, 2025, "record", [
      { k: "dc3", p: 1, t: "Doping Control Officer K-2231, Global Sample Services Ltd, acting on behalf of the Athletics Integrity Unit." },
      { k: "dc1", p: 2, t: "DCO arrived at Kapsabet track 06:05; athlete not present; DCO departed 06:45; no phone call made." },
      { k: "dc2", p: 3, t: "Conditions: heavy rain; track gate locked until 06:30." },
    ]),
    doc("PHONE", "Mobile network location records, 9 July 2025", "case/phone-records.pdf", 3, 2025, "record", [
      { k: "ph1", p: 1, t: "Athlete's handset attached to cell Kapsabet-Central from 05:52 to 07:10 on 9 July 2025." },
    ]),
    doc("AIU-NOC", "AIU notice of charge", "case/aiu-notice-of-charge.pdf", 8, 2025, "decision", [
      { k: "ai1", p: 2, t: "Notice of charge: violation of Article 2.4; proposed period of Ineligibility two years; the Athlete may admit the violation and accept the consequences within 20 days." },
    ]),
    doc("STMT", "Athlete statement (translated from Kalenjin)", "case/athlete-statement-en.pdf", 3, 2025, "statement", [
      { k: "st1", p: 1, t: "'On 9 July it rained. I went to the track at 05:50 but the gate was locked, so I waited in the shelter by the road until after 07:00.'" },
    ]),
    doc("AIU-BUNDLE", "AIU case file bundle (scanned)", "case/aiu-bundle-scan.pdf", 140, 2025, "bundle", []),
  ],
  side: [
    { q: "Article 2.4 definition three failures twelve months", hits: ["wc1", "is1", "ai1"], note: "Art 2.4: three failures in 12 months [{wc1}]." },
    { q: "notification deadline missed test", hits: ["is2", "ad2", "ai1"] },
    { q: "athlete location phone records 9 July", hits: ["ph1", "st1", "dc1"], note: "Handset at Kapsabet-Central 05:52-07:10 [{ph1}]." },
    { q: "Q2 2025 time slot and overnight address", hits: ["ad1", "ad3", "cb1"] },
    { q: "filing failure timely update late night", hits: ["cb1", "cb2", "ad1"] },
    { q: "notice of charge proposed sanction", hits: ["ai1", "wc2", "wc3"], section: "1. Procedural history" },
    { q: "no significant fault reduction", hits: ["wc3", "wc2", "ca2"] },
  ],
  webs: [
    { q: "CAS whereabouts DCO left before end of time slot", r: [
      { t: "CAS jurisprudence on missed tests — overview", u: "https://www.example-sportslaw.org/cas-missed-tests", s: "Panels have examined whether the DCO remained for the full hour…", a: "1 year ago" },
      { t: "Whereabouts rules explained", u: "https://www.example-athlete-rights.org/whereabouts", s: "Three whereabouts failures in twelve months constitute a violation…", a: "2 years ago" }] },
  ],
  miss: {
    ask: "Is there any CAS award holding that a locked venue gate excuses a missed test? Cite it.",
    q: ["CAS locked gate missed test excused", "venue inaccessible missed test not upheld", "athlete could not enter location gate closed missed test", "access to time slot location blocked CAS", "locked stadium gate whereabouts failure", "missed test excused because venue closed", "inaccessible training venue 60-minute slot", "gate locked until slot started athlete outside", "force majeure access venue missed test", "CAS missed test closed facility"],
    hits: ["dc2", "st1", "ca1", "is1", "cb1"], read: "dc2",
    say: "I found no CAS award in the corpus that treats a locked gate as excusing a missed test. The DCO report records the gate locked until 06:30 [{dc2}], and the closest award concerns the DCO leaving early [{ca1}], not access to the venue.",
    nudge: "There is a 2019 award about a closed stadium — look again.",
    nudgeKey: "2019 closed stadium award",
  },
  find: {
    ask: "Has CAS struck out a missed test because the DCO left before the end of the 60-minute slot? Cite the award.",
    steps: [
      { q: "missed test not upheld DCO", hits: ["is1", "dc1", "wc1", "cb1"] },
      { q: "CAS panel DCO departure before end of time slot", filter: { type: "cas_award" }, hits: ["cb1", "cb2", "ca2"] },
      { q: "DCO left location minutes before end of slot missed test not upheld", hits: ["ca1", "ca2", "dc1"] },
    ],
    answer: "ca1", section: "4. Grounds — third failure",
    say: "I did not find an award that struck out a missed test for that reason. The ISRM requires the DCO to stay for the whole slot [{is1}], and the 2023 award concerns a filing failure [{cb1}].",
    hint: { text: "CAS 2022/A/8810 — the 800 m runner's case.", q: "CAS 2022/A/8810 DCO left early", filter: { year: 2022 } },
    noteText: "CAS 2022/A/8810: DCO left 15 min early -> missed test not upheld [{ca1}]. Our DCO left 06:45 [{dc1}].",
    final: "Yes. In CAS 2022/A/8810 the Panel found the DCO left 15 minutes before the end of the slot, so the requirement to remain for the whole slot was not met and that missed test could not be upheld [{ca1}]. Our DCO report shows the same: arrival 06:05, departure 06:45, no phone call [{dc1}], against ISRM Annex B.2.4 [{is1}]. If the third failure falls, there are not three failures within 12 months. Kongoi.",
  },
  trunc: {
    ask: "List all three whereabouts failures from the ADAMS export (Table 1) with dates, type and notification date; cite chunk ids.",
    q: "whereabouts failures table rolling 12 months", hits: ["ad2", "ad1", "is2", "wc1"], key: "ad2", next: ["ad3", "ad4"], section: "2. Facts",
    noteText: "Failures: 1) 2024-11-03 missed test (notified 11-12); 2) 2025-03-18 filing failure (03-28, upheld on review 04-22); 3) 2025-07-09 missed test (07-15).",
    final: "Table 1: (1) 2024-11-03 missed test, notified 2024-11-12 [{ad2}]; (2) 2025-03-18 filing failure, notified 2025-03-28; (3) 2025-07-09 missed test, notified 2025-07-15 [{ad3}]. Rolling window 2024-11-03 to 2025-11-02; the administrative review upheld failure 2 on 2025-04-22 [{ad4}].",
  },
  cite: {
    ask: "Draft section 3 of the appeal brief (facts of the third failure) and run each sentence through the citation guard.", section: "3. Facts of the third failure",
    draft: "The DCO arrived at Kapsabet track at 06:05 and found the athlete not present. The DCO left the track at 06:55, five minutes before the end of the slot. Heavy rain fell and the track gate was locked until 06:30.",
    good: [{ s: "The DCO arrived at Kapsabet track at 06:05 and found the athlete not present.", c: ["dc1"] }, { s: "Heavy rain fell and the track gate was locked until 06:30.", c: ["dc2"] }],
    bad: { s: "The DCO left the track at 06:55, five minutes before the end of the slot.", c: ["dc1"], reason: "time '06:55' not found in cited span", quote: "DCO departed 06:45; no phone call made.",
      rewrites: ["At 06:55 the DCO departed, five minutes short of the slot's end.", "The DCO abandoned the attempt at 06:55.", "The DCO did not stay after 06:55, although the slot ran to 07:00.", "Departure of the DCO: 06:55, before the slot ended.", "The officer left Kapsabet track at 06:55.", "The DCO's report shows departure at 06:55, five minutes early.", "By 06:55 the DCO had left the location."] },
    fixed: { s: "The DCO left the track at 06:45, fifteen minutes before the end of the slot, without telephoning the athlete.", c: ["dc1"] },
    final: "Section 3 is drafted and passes the guard. I corrected the departure time to 06:45 (fifteen minutes early, no phone call) [{dc1}]; 06:55 was wrong and would have weakened our best point. Arrival [{dc1}] and the locked gate [{dc2}] are cited.",
  },
  file: {
    ask: "Convert the scanned AIU case bundle and list its exhibits with what each shows.", name: "case/aiu-bundle-scan.pdf", doc: "AIU-BUNDLE", pagesTotal: 140, section: "Exhibit list", lang: "eng",
    ranges: [
      { pages: "1-25", text: "Index. A1 Notice of charge. A2 Whereabouts history (ADAMS). A3 Unsuccessful attempt report 2024-11-03. A4 Administrative review decision 2025-04-22. A5 Unsuccessful attempt report 2025-07-09." },
      { pages: "26-50", text: "A4: the filing failure of 2025-03-18 is upheld because the overnight address was not updated after the athlete moved to Iten on 2025-03-10.\nA6: AIU internal note — DCO K-2231 timesheet shows 06:00-06:50 on 2025-07-09." },
    ],
    noteText: "Bundle A1-A6; A4 review upheld filing failure (no update after move to Iten 10 Mar); A6 DCO timesheet 06:00-06:50.",
    final: "Exhibits: A1 notice of charge; A2 ADAMS history; A3 and A5 unsuccessful-attempt reports (3 Nov 2024, 9 Jul 2025); A4 administrative review (filing failure upheld: overnight address not updated after the move to Iten on 10 March 2025); A6 AIU note with the DCO's timesheet of 06:00-06:50 on 9 July. A6 conflicts with the 06:05 arrival and 06:45 departure in the report, which is worth raising.",
    partial: "The bundle conversion is still running; it did not move for several polls. From pages 1-25, converted directly: index A1-A5 (charge, ADAMS history, two attempt reports, administrative review). Later exhibits are not yet available.",
  },
  decomp: {
    ask: "What sanction range applies, and can we argue reduced fault? Break it down and cite.", section: "5. Sanction",
    question: "What is the sanction range for an Article 2.4 violation and what degree of fault has CAS accepted in comparable cases?",
    variants: ["Sanction range and fault arguments for an Article 2.4 charge?", "How low can an Article 2.4 sanction go and what did CAS accept before?", "Article 2.4 sanction: base, reduction, comparable fault findings?"],
    subs: ["Which Code article defines the violation and what is the base sanction?", "How far can the sanction be reduced depending on fault?", "What degree of fault did CAS accept in a comparable case?"],
    sq: [{ q: "Article 2.4 whereabouts failures definition", hits: ["wc1", "is1", "ai1"] }, { q: "Article 10.3.2 two years reduction one year degree of fault", hits: ["wc2", "wc3", "ai1"] }, { q: "CAS degree of fault athlete relied on agent ADAMS", hits: ["ca2", "cb2", "ca1"] }],
    noteText: "Art 2.4 [{wc1}]; 2 y reducible to 1 y by fault [{wc2}]; CAS 8810 light fault -> 14 months [{ca2}]; CAS 9455 normal -> 20 months [{cb2}].",
    final: "The violation is Article 2.4: three whereabouts failures within 12 months [{wc1}]. The sanction is two years, reducible to a minimum of one year depending on the degree of fault [{wc2}]. In comparable awards CAS found light fault where the athlete relied on her agent (14 months) [{ca2}] and normal fault in a filing case (20 months) [{cb2}]. Our primary argument remains that the third failure should fall; in the alternative, we argue light fault.",
  },
  kw: {
    ask: "List every CAS award in our corpus that mentions 'whereabouts' (number, year, parties) for the authorities table.", term: "whereabouts", q: "whereabouts", pageSize: 8, hidden: 9, readKey: "ca1", section: "Table of authorities",
    rows: Array.from({ length: 24 }, (_, i) => ({ id: `CAS ${2012 + (i * 5) % 13}/A/${3000 + i * 263}`, date: `${2012 + (i * 5) % 13}`, title: `${["A.", "B.", "C.", "D.", "E.", "F.", "G.", "H."][i % 8]} v. ${["World Athletics", "AIU", "WADA", "UCI", "FINA", "ADAK", "IAAF", "NADO"][(i * 3) % 8]}`, snippet: i % 3 ? "…three whereabouts failures within twelve months…" : "…whereabouts filing failure contested…" })),
    noteText: "24 CAS awards mention whereabouts; table of authorities drafted.",
    final: "24 CAS awards in the corpus mention whereabouts; they are listed in the table of authorities. The key one for us is CAS 2022/A/8810 (the DCO left early, so the missed test was not upheld) [{ca1}].",
  },
  kg: {
    askCycle: "Who had delegated access to update the athlete's ADAMS filings? Use the case graph.",
    askChain: "Who appointed the DCO who made the 9 July attempt? Trace it through the case graph and cite.",
    ents: {
      "PERS:AGENT-ROTICH": { id: "PERS:AGENT-ROTICH", label: "K. Rotich (agent)", type: "Person", rels: [{ p: "works_for", to: "ORG:RVAM", label: "Rift Valley Athletics Management", src: "agency contract" }, { p: "agent_of", to: "ATH:KIPRONO", label: "athlete K.", src: "agency contract" }] },
      "ORG:RVAM": { id: "ORG:RVAM", label: "Rift Valley Athletics Management", type: "Company", rels: [{ p: "employs", to: "PERS:AGENT-ROTICH", label: "K. Rotich (agent)", src: "agency contract" }, { p: "managed_by", to: "PERS:AGENT-ROTICH", label: "K. Rotich (agent)", since: "2018", src: "business registration" }] },
      "ATH:KIPRONO": { id: "ATH:KIPRONO", label: "athlete K.", type: "Athlete", rels: [] },
      "DCO:K-2231": { id: "DCO:K-2231", label: "DCO K-2231", type: "Officer", rels: [{ p: "employed_by", to: "ORG:GSS", label: "Global Sample Services Ltd", src: "DCO report p.1" }] },
      "ORG:GSS": { id: "ORG:GSS", label: "Global Sample Services Ltd", type: "SampleCollectionAgency", rels: [{ p: "contracted_by", to: "ORG:AIU", label: "Athletics Integrity Unit", src: "DCO report p.1" }] },
      "ORG:AIU": { id: "ORG:AIU", label: "Athletics Integrity Unit", type: "ResultsManagementAuthority", rels: [{ p: "established_by", to: "ORG:WA", label: "World Athletics", src: "AIU statutes" }] },
      "ORG:WA": { id: "ORG:WA", label: "World Athletics", type: "InternationalFederation", rels: [] },
    },
    cycle: ["PERS:AGENT-ROTICH", "ORG:RVAM"], chain: ["DCO:K-2231", "ORG:GSS", "ORG:AIU", "ORG:WA"], srcKey: "dc3",
    searchQ: "delegated ADAMS access whereabouts updates", searchHits: ["ad1", "ca2", "cb1"],
    final: "DCO K-2231 works for Global Sample Services Ltd, which was acting for the Athletics Integrity Unit [{dc3}]. The AIU was established by World Athletics. The AIU is the testing authority responsible for the attempt, so it is the respondent on the third failure.",
  },
};
