// Domains 1–5. Each kit holds the cast, the staff language, the tools and the data a run of that domain prints.
import { Rand } from "./common.mjs";

const sub = (kit, s, p) => new Rand(`${kit}|${s}|${p}`);

// 1. Herbarium name reconciliation, Strasbourg, Alsatian
export const herbarium = {
  key: "herbarium-gbif-als",
  langName: "Alsatian (Elsässisch, Strasbourg)",
  org: "university herbarium (STR), Vosges collection digitisation",
  framework: "LangGraph supervisor (langgraph 0.4) + OpenAI",
  model: "gpt-4.1-mini-2025-04-14",
  nodeModels: { curator_critic: "gpt-4.1-2025-04-14" },
  idStyle: "openai",
  nodeStyle: "named",
  timestamps: true,
  toolNames: false,
  month: 10,
  nodes: { sup: "supervisor", res: "name_resolver", cod: "georef_coder", cri: "curator_critic", fmt: "dwc_formatter", wri: "label_writer" },
  sys: "You are one node of the STR herbarium reconciliation graph (supervisor -> name_resolver | georef_coder | curator_critic | dwc_formatter | label_writer). Use the GBIF and POWO tools; state lives in the graph checkpoint. Reply with tool calls; hand back to the supervisor when your part is done.",
  tasks: [
    ["Salü! Kannsch dü bitte d'Nàme vun de Herbarbelegg üs de Vogese-Sàmmlung nochlüege un mit GBIF àbglische?", "Task: reconcile batch VOS-2026-14 (212 sheets) against the GBIF backbone + POWO; output Darwin Core occurrence CSV."],
    ["Mir bruche bis Fritti e sauwri Lischt vun de Belegg mit Koordinate, s'Museum wàrtet druf.", "Need georeferenced records (decimalLatitude/decimalLongitude, WGS84) for the loan to Basel by Friday."],
    ["Kannsch dü d'Synonyme üsssortiere un s'àkzeptierte Nàme drbi schriwe?", "Mark synonyms and add acceptedNameUsage + taxonKey for every sheet of drawer 31."],
    ["Bitte màch mir e kurzer Bricht fer d'Kurator-Sitzung iwwer d'Ergebnis vum Àbglich.", "Write a one-page curator note on the reconciliation results of VOS-2026-14 with counts per status."],
  ],
  nudges: [["Wie wit bisch? Geht's vorwärts?", "status?"], ["Denk àn d'Hochvogese-Belegg, die sin am wichtigschte.", "prioritise the Hautes-Vosges sheets."]],
  again: ["Lüeg nochmol, bitte.", "re-check the same item once more."],
  wait: ["Wàrt ebbs, s'lauft noch.", "the job is still running; wait for it."],
  route: (t) => ({ tool: `transfer_to_${t}`, args: {} }),
  api: {
    tool: "gbif_species_search",
    env: "http",
    subjects: ["Arnica montana", "Gentiana lutea", "Vaccinium uliginosum", "Meum athamanticum", "Pulsatilla alpina", "Lycopodium clavatum", "Drosera rotundifolia", "Trollius europaeus", "Huperzia selago", "Sorbus chamaemespilus", "Carex pauciflora", "Leucorchis albida"],
    args: (s) => ({ q: s, rank: "SPECIES", datasetKey: "d7dddbf4-2cf0-4f39-9b2a-bb099caae36c", limit: 20 }),
    respell: (s) => {
      const [g, e] = s.split(" ");
      return [
        { q: s, rank: "SPECIES", limit: 20 },
        { q: s.toLowerCase(), rank: "species", limit: 20 },
        { q: `${g[0]}. ${e}`, rank: "SPECIES", limit: 20 },
        { q: `${g}  ${e}`, strict: false, limit: 20 },
        { q: `${g} ${e} L.`, rank: "SPECIES", limit: 25 },
        { name: s, verbose: true, limit: 20 },
        { q: encodeURIComponent(s), rank: "SPECIES", limit: 20 },
        { q: `${e} ${g}`, rank: "SPECIES", limit: 20 },
      ];
    },
    rec: (s, i, p) => {
      const r = sub("herb", s, `${p}.${i}`);
      const st = r.pick(["ACCEPTED", "ACCEPTED", "SYNONYM", "DOUBTFUL"]);
      return { key: 2800000 + r.int(1000, 999999), scientificName: `${s} ${r.pick(["L.", "(L.) Mill.", "Willd.", "Hoppe", "Lam."])}`, taxonomicStatus: st, rank: "SPECIES", family: r.pick(["Asteraceae", "Gentianaceae", "Ericaceae", "Apiaceae", "Ranunculaceae"]), numOccurrences: r.int(40, 9000) };
    },
    body: (recs, x) => ({ offset: x.offset ?? 0, limit: 20, endOfRecords: x.end ?? true, count: x.count ?? recs.length, results: recs, ...(x.cursor !== undefined ? { next: x.cursor } : {}) }),
  },
  job: {
    submit: "gbif_occurrence_download_request",
    status: "gbif_download_status",
    fetch: "gbif_download_fetch",
    what: "occurrence download (taxonKey set of drawer 31, country FR, basisOfRecord PRESERVED_SPECIMEN)",
    newId: (r) => `0${r.int(10000, 99999)}${r.int(10, 99)}-2612${r.int(10, 30)}${r.int(100000, 999999)}`,
    subArgs: () => ({ predicate: { type: "and", predicates: [{ type: "in", key: "TAXON_KEY", values: ["2887893", "5410907", "2882316"] }, { type: "equals", key: "COUNTRY", value: "FR" }] }, format: "SIMPLE_CSV" }),
    stat: (r, id, st, pct) => ({ key: id, status: st === "done" ? "SUCCEEDED" : st === "queued" ? "PREPARING" : "RUNNING", progress: pct, totalRecords: st === "done" ? 18342 : 0, modified: null, eta_s: r.int(60, 900) }),
    result: (r) => `0007312-261211${r.int(100000, 999999)}.zip  18342 records  4.1 MB  doi:10.15468/dl.${r.lower(6)}`,
  },
  py: {
    run: "python_exec",
    write: "write_file",
    file: "georef/parse_labels.py",
    stuck: { exc: "ValueError: could not convert string to float: \"48°34'N\"", frames: (k) => [["georef/parse_labels.py", 41 + k, "to_decimal", "return float(raw.replace(',', '.'))"], ["georef/parse_labels.py", 88 + k, "main", "lat = to_decimal(row['verbatimLatitude'])"]] },
    cosmetic: ["renamed `raw` to `value` and added a docstring", "wrapped the float() call in a helper comment block", "moved the replace() onto its own line", "added type hints to to_decimal()", "sorted the imports and reflowed the main loop"],
    prog: [
      { exc: "KeyError: 'verbatimLatitude'", frames: [["georef/parse_labels.py", 88, "main", "lat = to_decimal(row['verbatimLatitude'])"]] },
      { exc: "ValueError: DMS pattern did not match: '48 34 12 N' (missing degree sign)", frames: [["georef/parse_labels.py", 52, "to_decimal", "raise ValueError(f'DMS pattern did not match: {raw!r} (missing degree sign)')"]] },
      { exc: "AssertionError: latitude 7.1234 outside Vosges bbox (47.6..48.9)", frames: [["georef/parse_labels.py", 97, "main", "assert 47.6 <= lat <= 48.9, f'latitude {lat} outside Vosges bbox (47.6..48.9)'"]] },
    ],
    ok: (r) => `parsed 212 rows: 187 georeferenced, 19 locality-only, 6 flagged\nwrote out/VOS-2026-14_dwc.csv (${r.int(60, 90)}.${r.int(1, 9)} kB)\n[done in ${r.int(2, 9)}.${r.int(10, 99)}s]`,
  },
  schema: {
    tool: "emit_occurrence_batch",
    model: "OccurrenceBatch",
    kind: "pydantic",
    stuck: { path: "records.17.decimalLatitude", code: "float_parsing", msg: "Input should be a valid number, unable to parse string as a number", inputs: ["48°34'N", "48° 34′ N", "N 48.567", "48.567 N", "48,567", "48.567°", "+48.567N"] },
    prog: [
      [
        { path: "records.3.eventDate", code: "date_from_datetime_parsing", msg: "Input should be a valid date or datetime, invalid character in year", input: "VI.1921" },
        { path: "records.9.basisOfRecord", code: "enum", msg: "Input should be 'PreservedSpecimen', 'HumanObservation' or 'MaterialCitation'", input: "preserved specimen" },
        { path: "records.17.coordinateUncertaintyInMeters", code: "greater_than", msg: "Input should be greater than 0", input: "0" },
      ],
      [{ path: "records.22.recordedBy", code: "string_too_short", msg: "String should have at least 2 characters", input: "" }],
      [{ path: "records.40.countryCode", code: "string_pattern_mismatch", msg: "String should match pattern '^[A-Z]{2}$'", input: "Fr" }],
    ],
    payload: (v) => ({ batch: "VOS-2026-14", records: [{ catalogNumber: "STR-VOS-017", scientificName: "Arnica montana L.", decimalLatitude: v, decimalLongitude: 7.1182 }], n_records: 212 }),
  },
  draft: {
    tool: "save_curator_note",
    check: "rubric_check",
    artifact: "curator note on VOS-2026-14",
    crits: [["R1", "counts per taxonomicStatus do not add up to 212"], ["R2", "no mention of the 6 sheets with unreadable labels"], ["R3", "synonym table lacks acceptedNameUsage"], ["R4", "GBIF backbone version not cited"], ["R5", "loan-relevant sheets not separated"]],
    stuck: ["R6", "georeferencing method and uncertainty not stated (expects georeferenceProtocol + coordinateUncertaintyInMeters summary)"],
    rewords: ["tightened the introduction", "renamed the section 'Coordinates' to 'Georeferencing'", "moved the summary table above the text", "replaced 'approx.' with 'approximately' throughout", "added a sentence thanking the volunteers"],
  },
  rdata: { need: "I need the cleaned verbatim coordinates in state['coords_clean']; only state['labels_raw'] exists. Send this back to name_resolver.", have: "Name resolution is done; I do not touch coordinates. labels_raw holds everything the OCR gave us. Coordinates are georef_coder's job." },
  sleep: "wait_seconds",
  state: "graph_state_get",
  render: "render_csv",
};

// 2. Thesis reference retraction audit, Shanghai, Shanghainese (Wu)
export const retraction = {
  key: "retraction-audit-wuu",
  langName: "Shanghainese (Wu, Han characters)",
  org: "university library research-integrity desk, Shanghai",
  framework: "CrewAI 0.108 hierarchical crew (manager + coworkers)",
  model: "qwen2.5-72b-instruct",
  idStyle: "lc",
  nodeStyle: "handoff",
  timestamps: false,
  toolNames: true,
  month: 10,
  nodes: { sup: "Integrity Manager", res: "Reference Researcher", cod: "Matching Engineer", cri: "Quality Reviewer", fmt: "Report Formatter", wri: "Report Writer" },
  sys: "You are a member of the Reference Integrity crew. Role, goal and backstory are given by the crew manager. Tools: crossref_works, openalex_works, retraction_watch_lookup, python_repl, file_write, submit_structured, draft_report, review_report, Delegate work to coworker, Ask question to coworker.",
  tasks: [
    ["侬好，帮阿拉查一查搿篇论文个参考文献里向有呒没撤稿个文章。", "Audit reference list of thesis 2026-PhD-0412 (186 refs) against Crossref + Retraction Watch; flag retracted / expression-of-concern items."],
    ["今朝下半天要交拨研究生院，快眼点，谢谢侬。", "Due to the graduate school this afternoon; list DOIs that do not resolve."],
    ["搿两本硕士论文也要查，标准一样个。", "Same audit for MA theses 2026-MA-0087 and 2026-MA-0091; output JSON per schema RefAudit v2."],
    ["写一份短个报告拨导师，讲清爽哪几篇有问题。", "Write a short report for the supervisor naming problem references and recommended action."],
  ],
  nudges: [["哪能了？做到啥地方了？", "progress?"], ["第三章个参考文献先做，伊拉最急。", "do chapter 3 references first."]],
  again: ["再查一趟看看。", "re-run the same lookup once more."],
  wait: ["等一歇，伊还辣海跑。", "export still running, wait."],
  route: (t) => ({ tool: "Delegate work to coworker", args: { task: `Continue the reference audit step assigned to you`, context: "see shared memory key refs_v3", coworker: t } }),
  api: {
    tool: "crossref_works",
    env: "meta",
    subjects: ["10.1016/j.cell.2019.04.038", "10.1038/s41586-020-2012-7", "10.1126/science.aax0249", "10.1021/jacs.8b12345", "10.1002/anie.201915678", "10.1371/journal.pone.0212345", "10.1007/s00125-018-4567-1", "10.3389/fimmu.2021.654321", "10.1186/s12885-019-5888-3", "10.1016/j.biomaterials.2020.120145"],
    args: (s) => ({ filter: `doi:${s}`, select: "DOI,title,update-to,relation", mailto: "lib-integrity@example.edu.cn" }),
    respell: (s) => [
      { filter: `doi:${s}` },
      { filter: `doi:${s.toUpperCase()}` },
      { query: `https://doi.org/${s}` },
      { filter: `doi:${s}`, select: "DOI,title,update-to" },
      { query_bibliographic: s },
      { filter: `doi:${encodeURIComponent(s)}`, rows: 5 },
      { filter: `doi:${s} ` },
      { query: `doi ${s.replace("/", " ")}` },
    ],
    rec: (s, i, p) => {
      const r = sub("xref", s, `${p}.${i}`);
      return { DOI: i === 0 ? s : `10.${r.int(1000, 9999)}/${r.lower(5)}.${r.int(2015, 2024)}.${r.int(1000, 99999)}`, title: [r.pick(["Exosomal miR-21 promotes", "A tunable hydrogel scaffold for", "Single-cell atlas of", "Metformin attenuates", "Graphene oxide nanosheets enhance"]) + " " + r.pick(["tumour growth in murine models", "cartilage repair", "hepatic stellate cells", "insulin resistance in rats", "osteogenic differentiation"])], "update-to": r.chance(0.25) ? [{ type: "retraction", DOI: `10.${r.int(1000, 9999)}/ret.${r.int(1000, 9999)}`, updated: { "date-parts": [[2023, r.int(1, 12), r.int(1, 28)]] } }] : [], "is-referenced-by-count": r.int(0, 900) };
    },
    body: (recs, x) => ({ status: "ok", "message-type": "work-list", message: { "total-results": x.count ?? recs.length, items: recs, "items-per-page": 20, ...(x.cursor !== undefined ? { "next-cursor": x.cursor } : {}) } }),
  },
  job: {
    submit: "openalex_export_create",
    status: "openalex_export_status",
    fetch: "openalex_export_download",
    what: "OpenAlex works export for the 186 cited DOIs (fields: retraction flag, concepts, cited_by_count)",
    newId: (r) => `exp_${r.hex(10)}`,
    subArgs: () => ({ filter: "doi:<186 DOIs from refs_v3>", format: "jsonl", fields: ["id", "doi", "is_retracted", "cited_by_count"] }),
    stat: (r, id, st, pct) => ({ id, state: st === "done" ? "finished" : st === "queued" ? "pending" : "in_progress", progress_pct: pct, rows_written: Math.round(1.86 * pct), worker: `ox-export-${r.int(1, 12)}`, checked_at_ms: r.int(1e6, 9e6) }),
    result: (r) => `export ready: 186 rows, 7 is_retracted=true, file openalex_${r.hex(6)}.jsonl.gz (41 kB)`,
  },
  py: {
    run: "python_repl",
    write: "file_write",
    file: "audit/match_refs.py",
    stuck: { exc: "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xb2 in position 1187: invalid start byte", frames: (k) => [["/work/audit/match_refs.py", 12 + k, "load_refs", "text = open(path).read()"], ["/usr/lib/python3.11/codecs.py", 322, "decode", "(result, consumed) = self._buffer_decode(data, self.errors, final)"]] },
    cosmetic: ["renamed load_refs to read_reference_list", "added a module docstring", "switched the open() call to a with-block", "reformatted with black", "added logging at INFO"],
    prog: [
      { exc: "FileNotFoundError: [Errno 2] No such file or directory: 'refs/2026-PhD-0412.bib'", frames: [["/work/audit/match_refs.py", 12, "load_refs", "text = open(path, encoding='gb18030').read()"]] },
      { exc: "bibtexparser.exceptions.ParsingException: duplicate entry key 'wang2019' at line 812", frames: [["/work/audit/match_refs.py", 19, "load_refs", "db = bibtexparser.loads(text)"]] },
      { exc: "TypeError: expected string or bytes-like object, got 'NoneType' (entry 'li2021a' has no doi)", frames: [["/work/audit/match_refs.py", 33, "norm_doi", "return re.sub(r'^https?://(dx\\.)?doi\\.org/', '', doi).lower()"]] },
    ],
    ok: (r) => `186 references loaded (gb18030)\n171 with DOI, 15 without\nmatched 169/171 on Crossref; 2 unresolvable\nretraction hits: 4 retracted, 1 expression of concern\n[${r.int(8, 40)}.${r.int(0, 9)}s]`,
  },
  schema: {
    tool: "submit_structured",
    model: "RefAudit",
    kind: "jsonschema",
    stuck: { path: ["items", 4, "status"], code: "enum", msg: "is not one of ['ok', 'retracted', 'expression_of_concern', 'correction', 'unresolved']", inputs: ["Retracted", "retracted (2023)", "RETRACTED", "withdrawn/retracted", "retraction", "retracted-notice", "Retracted article"] },
    prog: [
      [
        { path: ["thesis_id"], code: "pattern", msg: "does not match '^20[0-9]{2}-(PhD|MA)-[0-9]{4}$'", input: "2026-phd-412" },
        { path: ["items", 0, "doi"], code: "pattern", msg: "does not match '^10\\\\.[0-9]{4,9}/\\\\S+$'", input: "https://doi.org/10.1016/j.cell.2019.04.038" },
        { path: ["items", 2, "notice_date"], code: "format", msg: "is not a 'date'", input: "2023/05/11" },
      ],
      [{ path: ["items", 7], code: "required", msg: "'evidence_url' is a required property", input: "{'doi': '10.1002/anie.201915678', 'status': 'ok'}" }],
      [{ path: ["summary", "n_checked"], code: "type", msg: "is not of type 'integer'", input: "'186'" }],
    ],
    payload: (v) => ({ thesis_id: "2026-PhD-0412", items: [{ doi: "10.1038/s41586-020-2012-7", status: v, evidence_url: "https://retractionwatch.com/?p=2xxxx" }], summary: { n_checked: 186 } }),
  },
  draft: {
    tool: "draft_report",
    check: "review_report",
    artifact: "supervisor report on thesis 2026-PhD-0412",
    crits: [["Q1", "two flagged DOIs lack the retraction notice DOI"], ["Q2", "counts in summary table disagree with list (5 vs 4)"], ["Q3", "no recommendation per reference"], ["Q4", "Chinese title of the thesis missing"], ["Q5", "method section does not name the data sources"]],
    stuck: ["Q6", "does not say whether the retracted papers' findings are load-bearing in chapters 3-4 (citing context required)"],
    rewords: ["rephrased the opening paragraph", "made the table headings bold", "changed 'retracted' to 'withdrawn (retracted)'", "split the summary into two sentences", "added page numbers"],
  },
  rdata: { need: "I cannot match citing contexts: shared memory has only refs_v3 (DOIs), not the chapter text. Please get the Reference Researcher to extract the contexts first.", have: "I already extracted what the PDF allows; contexts are in refs_v3 under 'context'. Matching them is the Matching Engineer's task, not mine." },
  sleep: "sleep",
  state: "memory_get",
  render: "render_docx",
  closeLine: "Crew output received; returning it as the final answer.",
};
