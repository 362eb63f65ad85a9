// Three domain kits: journal editorial office (mail/calendar), genealogy (MCP), property management (MCP).
import { nm } from "./domains1.mjs";

export const journal = {
  key: "journal-editorial-office", agent: "editorial assistant for a journal editor (mail, calendar, manuscript system)",
  agents: ["editor_assistant", "production", "ethics_desk"], uri: "ems://journal",
  sys: "You assist the handling editor of an ecology journal: read manuscripts, invite reviewers by email, keep the editor's calendar, and get decision letters past the house-style linter.",
  styles: { rec: "md", rows: "md", hits: "md", status: "json", err: "http" },
  t: { get: "manuscript_get", act: "send_email", search: "mail_search", list: "calendar_list_events", start: "similarity_check_start", status: "similarity_check_status", read: "read_attachment", edit: "draft_update", check: "draft_lint", sleep: "wait" },
  a: { id: "ms_id", val: "to", q: "query", page: "page_token", job: "check_id", doc: "attachment_id" },
  ent: (R, i) => ({ id: `ECOL-D-26-${String(1400 + i * 9)}`, title: R.pick(["Seed dispersal by frugivorous bats", "Soil microbiome shifts after fire", "Pollinator decline in alpine meadows", "Mangrove carbon burial rates", "Urban heat and moth phenology"]), corresponding: nm(R), status: R.pick(["Reviewers invited (1/2)", "Under review", "Awaiting reviewer assignment", "Revision received"]), submitted: `2026-${String(R.int(6, 11)).padStart(2, "0")}-${String(R.int(1, 28)).padStart(2, "0")}`, cover_letter_b64: R.b64(48) }),
  actVal: (R) => `${R.pick(["a", "j", "m", "s"])}.${R.pick(["kowalski", "ito", "moreau", "silva"])}@${R.pick(["uni-graz.at", "ku.dk", "uc.pt", "ethz.ch"])}`, actOk: (e, v) => ({ message_id: `<${e.id}.${v.split("@")[0]}@mail.ecol-journal.org>`, to: v, subject: `Invitation to review ${e.id}`, queued: true }),
  listCols: ["start", "end", "subject", "organizer"], listRow: (R, i) => [`2026-12-${String(8 + (i % 12)).padStart(2, "0")} ${String(R.int(8, 17)).padStart(2, "0")}:00`, `${String(R.int(9, 18)).padStart(2, "0")}:30`, R.pick(["Editorial board", "Author call", "Seminar", "Focus time", "Reviewer call"]), nm(R)],
  sentences: ["Reviewers must not have co-authored with any author in the last five years.", "Invitations expire after seven days without a response.", "Decision letters quote each reviewer comment verbatim under a numbered heading.", "Use British spelling except in quoted material.", "Data availability statements must name a public repository.", "A similarity index above 25 % excluding references is referred to the ethics desk."],
  docName: "decision_letter_draft.docx", jobWord: "similarity check", jobDetail: (p) => `sources_compared=${p * 1200}`,
  errs: ["line 4: 'color' should be 'colour'", "line 9: reviewer 2 comment 3 not quoted", "line 15: data availability statement missing", "line 22: salutation uses first name of corresponding author"],
  dep: { msg: "Graph API throttled (ApplicationThrottled)", http: 429, code: "ApplicationThrottled", retry: 15 },
  topics: ["reply from reviewer about ECOL-D-26", "declined invitation", "conflict of interest disclosure", "revision extension request", "data availability question", "author complaint about delay"],
  task: "Get the manuscripts in my queue moving: invite reviewers, check similarity, and fix the decision letter draft.",
};

export const genealogy = {
  key: "genealogy-research", agent: "family-history researcher using archive and family-tree MCP servers", blob: true,
  agents: ["researcher", "paleographer", "tree_keeper"], uri: "archive://",
  sys: "You are a genealogy research agent connected to MCP servers `archives` (parish registers, census, emigration lists) and `tree` (the client's GEDCOM tree). Cite every fact with a record id.",
  styles: { rec: "mcp", rows: "mcp", hits: "mcp", status: "mcp", err: "jsonrpc", wrap: "mcp" },
  t: { get: "archives__get_record", act: "tree__update_person", search: "archives__search", list: "archives__list_collection", start: "ocr__start_batch", status: "ocr__batch_status", read: "archives__read_transcript", edit: "tree__edit_source_note", check: "tree__validate_gedcom", sleep: "time__sleep" },
  a: { id: "record_id", val: "person_id", q: "query", page: "cursor", job: "batch_id", doc: "transcript_id" },
  ent: (R, i) => ({ id: `rec-${R.pick(["PR", "CN", "EM"])}-${String(18400 + i * 17)}`, type: R.pick(["baptism", "marriage", "burial", "census household", "passenger list"]), name: nm(R), year: R.int(1821, 1912), parish: R.pick(["Sé, Braga", "St Mary, Cork", "Kirchspiel Husum", "Parrocchia di Bobbio", "Sankt Petri, Malmö"]), film: `DGS-${R.int(4000000, 8999999)}`, image: R.int(12, 640) }),
  actVal: (R) => `I${R.int(100, 999)}`, actOk: (e, v) => ({ person_id: v, source_added: e.id, revision: 7 }),
  listCols: ["record_id", "type", "year", "name"], listRow: (R, i) => [`rec-PR-${19000 + i * 5}`, R.pick(["baptism", "marriage", "burial"]), R.int(1830, 1900), nm(R)],
  sentences: ["Baptised the third day of March, son of the lawful marriage of the above.", "Godparents: the miller of the parish and his wife.", "The entry is struck through and rewritten in a later hand.", "Age at burial given as about sixty years.", "Household head, widow, occupation spinner.", "Sailed from Bremen aboard the barque Johanna, steerage.", "Marginal note: see register of banns, folio 44.", "Bride a minor, with consent of her father present."],
  docName: "transcript TR-88", jobWord: "OCR batch", jobDetail: (p) => `pages_done=${p * 3}`,
  errs: ["INDI @I212@: death date before birth date", "FAM @F88@: child born 61 years after mother's birth", "SOUR @S31@: citation missing page", "INDI @I207@: duplicate of @I245@ (same parents, same baptism)"],
  dep: { msg: "archives upstream timeout (FamilySearch proxy)", rpc: -32001 },
  topics: ["baptism Husum 1852", "emigration Bremen Johanna", "marriage banns Cork 1847", "burial Bobbio widow", "census spinner household", "godparents miller"],
  task: "Extend the Hansen line back two generations and attach sources for each new person.",
};

export const property = {
  key: "property-management", agent: "maintenance coordinator for a 600-unit rental portfolio (MCP tools)",
  agents: ["coordinator", "vendor_desk", "tenant_comms"], uri: "pm://portfolio",
  sys: "You coordinate maintenance for a residential portfolio via the `pm` MCP server: triage work orders, dispatch vendors, consult the knowledge base and leases, and send notices that pass the compliance checker.",
  styles: { rec: "mcp", rows: "mcp", hits: "mcp", status: "mcp", err: "jsonrpc", wrap: "mcp" },
  t: { get: "pm__work_order_get", act: "pm__dispatch_vendor", search: "pm__kb_search", list: "pm__units_list", start: "pm__inspection_report_start", status: "pm__inspection_report_status", read: "pm__lease_read", edit: "pm__notice_edit", check: "pm__notice_check", sleep: "pm__wait" },
  a: { id: "work_order_id", val: "vendor_id", q: "query", page: "cursor", job: "report_id", doc: "lease_id" },
  ent: (R, i) => ({ id: `WO-${String(77100 + i * 7)}`, unit: `${R.pick(["Elm", "Birch", "Quay", "Mill"])} ${R.int(1, 40)}-${R.int(101, 612)}`, issue: R.pick(["no hot water", "leak under kitchen sink", "mould in bathroom", "broken entry buzzer", "radiator cold"]), priority: R.pick(["emergency", "urgent", "routine"]), opened: `2026-12-0${R.int(1, 5)}`, tenant_access: R.pick(["any time", "weekdays after 17:00", "with notice only"]) }),
  actVal: (R) => `V-${R.pick(["plumb", "elec", "hvac", "gen"])}-${R.int(10, 99)}`, actOk: (e, v) => ({ work_order_id: e.id, vendor_id: v, dispatch: "confirmed", window: "tomorrow 08:00-12:00" }),
  listCols: ["unit", "building", "status", "rent"], listRow: (R, i) => [`${R.int(101, 612)}`, R.pick(["Elm 12", "Birch 3", "Quay 7", "Mill 22"]), R.pick(["occupied", "vacant", "notice given"]), R.int(900, 2100)],
  sentences: ["Landlord shall give at least 24 hours' written notice before entry except in an emergency.", "Tenant is responsible for replacing light bulbs and smoke alarm batteries.", "Heating must maintain 20 °C in living areas from October to April.", "Mould caused by tenant's failure to ventilate is chargeable.", "Emergency repairs: response within 4 hours, 24/7.", "Pets are permitted with written consent only."],
  docName: "lease L-2291", jobWord: "inspection report", jobDetail: (p) => `photos_processed=${p * 2}`,
  errs: ["notice lacks the 24-hour entry statement", "entry window outside 08:00-20:00", "missing unit number in subject", "tenant name misspelt vs lease"],
  dep: { msg: "vendor directory backend unavailable", rpc: -32002 },
  topics: ["no hot water boiler reset", "kitchen sink leak trap", "bathroom mould ventilation", "buzzer intercom fault", "cold radiator bleed", "emergency entry notice"],
  task: "Triage this morning's work orders, dispatch vendors, and send the entry notices.",
};
