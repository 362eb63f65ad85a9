// Domain kits, part B: crm-salesops, ledger-close, kyc-aml, content-moderation, lms-grading.
import { http, table } from "./engine.mjs";

const J = (o) => JSON.stringify(o);
const JP = (o) => JSON.stringify(o, null, 2);
const NAMES = ["Okafor", "Lindqvist", "Ruiz", "Chen", "Patel", "Novak", "Dubois", "Ito", "Haddad", "Kowalski", "Moreau", "Silva", "Nakamura", "Brennan", "Fischer", "Adeyemi", "Rossi", "Jensen", "Kaur", "Costa", "Varga", "Oyelaran", "Whitfield", "Almeida"];
const FIRST = ["Ana", "Ben", "Chloe", "Dev", "Emeka", "Farah", "Gustav", "Hana", "Ivan", "Jade", "Kofi", "Lena", "Marco", "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sami", "Tess"];
const CO = ["Northwind Traders", "Bluefin Logistics", "Helio Dental", "Kestrel Analytics", "Orchard & Vale", "Pinecrest Builders", "Quanta Freight", "Riverstone Health", "Sable Robotics", "Tidewater Foods", "Umbra Security", "Vantage Optics", "Wrenfield Legal", "Yarrow Labs", "Zenith Aerial", "Copperline Media", "Driftwood Hotels", "Ember Energy", "Fjord Capital", "Granite Schools", "Harbor Clinics", "Ironbark Mining", "Juniper Retail", "Lumen Textiles"];

// ---------------------------------------------------------------- crm-salesops
const sfid = (r, p) => `${p}${r.alnum(12)}AA${r.alnum(1)}`;
const sfHdr = (run) => ({ "sforce-limit-info": `api-usage=${run.counter() + 41000}/100000`, "x-request-id": run.r.alnum(20), "x-b3-traceid": run.r.hex(16) });
export const crm = {
  domain: "crm-salesops",
  system: "You are a sales-operations agent for the RevOps team, working in Salesforce through tools sf_query (SOQL), sf_get, sf_update, sf_merge and sf_bulk_job_status, plus enrich_company (firmographics). Follow the data-quality rules: never overwrite an owner set in the last 30 days; merges need matching domains.",
  world(r) {
    const ents = r.sample(CO, 20).map((c) => ({ id: sfid(r, "001"), name: c, domain: `${c.toLowerCase().replace(/[^a-z]+/g, "")}.com`, owner: `${r.pick(FIRST)} ${r.pick(NAMES)}`, arr: r.int(8, 900) * 1000, stage: r.pick(["Prospecting", "Qualification", "Proposal", "Negotiation", "Closed Won"]), why: r.pick(["FIELD_CUSTOM_VALIDATION_EXCEPTION: Owner changed less than 30 days ago (rule OWN_LOCK_30D)", "ENTITY_IS_LOCKED: the entity is locked for editing (approval process)", "INVALID_CROSS_REFERENCE_KEY: invalid cross reference id"]), perr: r.pick(["DUPLICATES_DETECTED: Use one of these records?", "FIELD_INTEGRITY_EXCEPTION: Industry: bad value for restricted picklist field: Fintech", "REQUIRED_FIELD_MISSING: Required fields are missing: [Region__c]", "STRING_TOO_LONG: Description: data value too large"]), emp: r.int(10, 9000) }));
    const lines = [];
    const n = r.int(80, 120);
    for (let i = 1; i <= n; i++) lines.push(`§${Math.ceil(i / 8)}.${i % 8 + 1} ${r.pick(["Accounts with ARR above 250k are assigned to Enterprise.", "Territory is decided by billing country, not shipping.", "Duplicate accounts are merged into the oldest record.", "Owner changes within 30 days need a RevOps ticket.", "Partner-sourced opportunities keep the partner as lead source.", "Closed Lost reasons must use the picklist.", "Accounts without activity for 180 days return to the pool."])}`);
    return { ents, doc: { path: "RevOps Rules of Engagement v7", lines }, job: { id: `750${r.alnum(12)}AAW` },
      rewords: ["SELECT Id, Name FROM Account WHERE Name LIKE '%Northwind%'", "SELECT Id, Name FROM Account WHERE Name LIKE 'Northwind%'", "SELECT Name, Id FROM Account WHERE Name LIKE '%northwind%'", "SELECT Id, Name FROM Account WHERE Name LIKE '%Northwind Traders%'", "FIND {Northwind} IN NAME FIELDS RETURNING Account(Id, Name)", "SELECT Id, Name FROM Account WHERE Website LIKE '%northwind%'"],
      empty: ["SELECT Id FROM Account WHERE Website = 'acmecorp.io'", "SELECT Id FROM Account WHERE Name LIKE '%Acme Corp%'", "FIND {acmecorp} IN ALL FIELDS RETURNING Account(Id)", "SELECT Id FROM Lead WHERE Company LIKE '%Acme%'", "SELECT Id FROM Contact WHERE Email LIKE '%@acmecorp.io'"],
      refine: ["SELECT Id, Name FROM Opportunity WHERE IsClosed = false", "SELECT Id, Name FROM Opportunity WHERE IsClosed = false AND CloseDate = THIS_QUARTER", "SELECT Id, Name FROM Opportunity WHERE IsClosed = false AND CloseDate = THIS_QUARTER AND Amount > 100000", "SELECT Id, Name FROM Opportunity WHERE IsClosed = false AND CloseDate = THIS_QUARTER AND Amount > 100000 AND StageName = 'Negotiation'"],
      errs: [["Flow Lead_Routing v12", "Element 'Assign_Owner': The field Territory2Id is not writeable", "use the territory assignment rule instead"], ["Flow Lead_Routing v12", "Decision 'Is_Enterprise': comparing Currency to Text", "compare AnnualRevenue to a number"], ["Flow Lead_Routing v12", "Get Records 'Find_Queue': no filter on a 50k+ object", "filter the queue by DeveloperName"], ["Flow Lead_Routing v12", "Resource {!varRegion} is not defined", "create varRegion"]],
      agents: ["revops", "dedupe", "territory"] };
  },
  task: {
    one: (w, e) => `${e.name} (${e.id}) shows the wrong owner in forecasts. Sort it out.`,
    batch: (w, es) => `Reassign these accounts to the Enterprise queue: ${es.map((e) => e.name).join("; ")}.`,
    job: (w) => `Run the bulk update of industry codes (job is prepared) and tell me how many rows failed.`,
    list: (w) => `Pull every open opportunity closing this quarter, all pages, for the forecast export.`,
    doc: (w) => `Read the Rules of Engagement and tell me what it says about owner changes.`,
    search: (w) => `Find the Northwind account; there may be duplicates.`,
    fix: (w) => `The Lead_Routing flow won't activate. Fix the errors.`,
  },
  get: (w, e) => ({ tool: "sf_get", args: { sobject: "Account", id: e.id, fields: "Name,OwnerId,Owner.Name,AnnualRevenue,Website" }, out: (run) => http(run, 200, sfHdr(run), { attributes: { type: "Account", url: `/services/data/v62.0/sobjects/Account/${e.id}` }, Id: e.id, Name: e.name, Owner: { Name: e.owner }, AnnualRevenue: e.arr, Website: `https://www.${e.domain}`, LastModifiedDate: "2026-11-14T09:31:02.000+0000" }) }),
  check: (w, e) => ({ tool: "sf_query", args: { soql: `SELECT Id, Field, OldValue, NewValue, CreatedDate FROM AccountHistory WHERE AccountId = '${e.id}' AND Field = 'Owner' ORDER BY CreatedDate DESC LIMIT 3` }, out: (run) => http(run, 200, sfHdr(run), { totalSize: 1, done: true, records: [{ Field: "Owner", OldValue: "Integration User", NewValue: e.owner, CreatedDate: "2026-11-21T16:02:44.000+0000" }] }) }),
  act: (w, e) => ({ tool: "sf_update", args: { sobject: "Account", id: e.id, fields: { OwnerId: "00G5g00000Ent01" } }, out: (run) => http(run, 204, sfHdr(run), "") }),
  reject: (w, e) => ({ tool: "sf_update", args: { sobject: "Account", id: e.id, fields: { OwnerId: "00G5g00000Ent01" } }, out: (run) => http(run, 400, sfHdr(run), [{ message: e.why.split(": ").slice(1).join(": "), errorCode: e.why.split(":")[0], fields: ["OwnerId"] }]), err: true }),
  fail: (w, e, i) => ({ tool: ["sf_get", "sf_query", "enrich_company", "sf_update"][i % 4], args: [{ sobject: "Account", id: e.id }, { soql: `SELECT Id, Name FROM Contact WHERE AccountId = '${e.id}'` }, { domain: e.domain }, { sobject: "Account", id: e.id, fields: { Description: "checked" } }][i % 4], out: (run) => i % 4 === 2 ? http(run, 503, { "x-request-id": run.r.uuid(), "retry-after": "0" }, { error: "upstream_unavailable", message: "Enrichment provider timed out", provider: "clearbit-proxy" }) : http(run, 503, sfHdr(run), [{ message: `Unable to process the request because the org is in maintenance (instance EU${run.r.int(40, 49)} read-only)`, errorCode: "SERVER_UNAVAILABLE" }]), err: true }),
  throttle: (w, e, ra) => ({ tool: "sf_update", args: { sobject: "Account", id: e.id, fields: { OwnerId: "00G5g00000Ent01" } }, out: (run) => http(run, 503, { ...sfHdr(run), "retry-after": String(ra) }, [{ message: "ConcurrentPerOrgLongTxn Limit exceeded", errorCode: "REQUEST_LIMIT_EXCEEDED" }]), err: true }),
  got: (w, e) => crm.act(w, e),
  status: (w, st) => ({ tool: "sf_bulk_job_status", args: { job_id: w.job.id }, out: (run) => http(run, 200, sfHdr(run), { id: w.job.id, operation: "update", object: "Account", state: st.phase === "done" ? "JobComplete" : st.detail, numberRecordsProcessed: st.done * 350, numberRecordsFailed: Math.floor(st.done * 1.5), totalProcessingTime: Math.round(run.t % 100000), apiActiveProcessingTime: Math.round(run.t % 70000) }) }),
  start: (w) => ({ tool: "sf_bulk_job_status", args: { job_id: w.job.id, action: "UploadComplete" }, out: (run) => http(run, 200, sfHdr(run), { id: w.job.id, state: "UploadComplete" }) }),
  page: (w, p, rows, last, tok, nt) => ({ tool: "sf_query", args: tok ? { next_records_url: `/services/data/v62.0/query/${tok}` } : { soql: "SELECT Id, Name, Amount, CloseDate FROM Opportunity WHERE IsClosed = false AND CloseDate = THIS_QUARTER" }, out: (run) => http(run, 200, sfHdr(run), { totalSize: 1000 + rows.length * 0, done: !!last, ...(last ? {} : { nextRecordsUrl: `/services/data/v62.0/query/${nt}` }), records: rows.map((e) => ({ attributes: { type: "Opportunity" }, Id: `006${e.id.slice(3)}`, Name: `${e.name} - Renewal FY27`, Amount: e.arr, CloseDate: `2026-12-${10 + (e.emp % 19)}` })) }) }),
  read: (w, a, b) => ({ tool: "kb_read", args: { article: w.doc.path, from: a, to: b }, out: () => w.doc.lines.slice(a - 1, b).join("\n") }),
  search: (w, q, hits) => ({ tool: "sf_query", args: { soql: q }, out: (run) => http(run, 200, sfHdr(run), { totalSize: hits.length, done: true, records: hits.map((e) => ({ attributes: { type: "Account" }, Id: e.id, Name: e.name })) }) }),
  edit: (w, i, desc) => ({ tool: "sf_metadata_update", args: { type: "Flow", name: "Lead_Routing", change: desc }, out: (run) => J({ id: `301${run.r.alnum(12)}`, success: true, version: 12 }) }),
  validate: (w, errs) => ({ tool: "sf_metadata_validate", args: { type: "Flow", name: "Lead_Routing", activate: true }, out: () => J(errs.length ? { success: false, problems: errs.map((e) => ({ component: e[0], problem: e[1] })) } : { success: true, problems: [], status: "Active" }), err: errs.length > 0 }),
  sleep: (s) => ({ tool: "wait", args: { seconds: s }, out: () => J({ ok: true, slept: s }), wait: s }),
};

// ---------------------------------------------------------------- ledger-close
const xHdr = (run) => ({ "xero-correlation-id": run.r.uuid(), "x-daylimit-remaining": String(5000 - run.counter()), "x-minlimit-remaining": String(run.r.int(20, 59)) });
export const ledger = {
  domain: "ledger-close",
  system: "You are a month-end close assistant for the finance team, working in Xero through tools xero_get, xero_list, xero_reconcile, xero_post_journal, and bank_feed_status. Match bank statement lines to invoices or bills, post accrual journals from the schedule, and never post to a locked period.",
  world(r) {
    const ents = r.sample(CO, 20).map((c, i) => ({ id: `INV-${r.int(10000, 19999)}`, uid: r.uuid(), contact: c, amt: `${r.int(120, 48000)}.${String(r.int(0, 99)).padStart(2, "0")}`, line: r.uuid(), ref: `${c.split(" ")[0].toUpperCase()} ${r.int(100000, 999999)}`, why: r.pick(["The document date cannot be before the end of year lock date (31 Oct 2026)", "Amount paid exceeds the amount outstanding", "The bank account is archived"]), perr: r.pick(["Statement line already reconciled", "Currency mismatch: EUR line vs GBP invoice", "Contact is archived", "Invoice is voided"]) }));
    const lines = [];
    const n = r.int(70, 110);
    for (let i = 1; i <= n; i++) lines.push([`2026-11-${String((i % 28) + 1).padStart(2, "0")}`, r.pick(["6100 Software", "6200 Rent", "6310 Cloud hosting", "6400 Travel", "7100 Payroll accrual"]), r.pick(["accrue", "reverse", "prepay release"]), `${r.int(100, 20000)}.00`, r.pick(["CC-100", "CC-200", "CC-310"])].join(","));
    return { ents, doc: { path: "Close/2026-11/accrual_schedule.csv", lines }, job: { id: r.uuid() },
      rewords: ["Contact.Name.Contains(\"Bluefin\")", "Contact.Name.StartsWith(\"Bluefin\")", "Contact.Name.Contains(\"bluefin\")", "Contact.Name.Contains(\"Bluefin Logistics\")", "Reference.Contains(\"BLUEFIN\")", "Contact.Name.ToLower().Contains(\"bluefin\")"],
      empty: ["Total==1843.20", "Total==1843.2 && Type==\"ACCPAY\"", "Reference.Contains(\"PO-77812\")", "Contact.Name.Contains(\"Meridian\")", "InvoiceNumber==\"BILL-77812\""],
      refine: ["Status==\"AUTHORISED\"", "Status==\"AUTHORISED\" && Type==\"ACCREC\"", "Status==\"AUTHORISED\" && Type==\"ACCREC\" && DueDate<DateTime(2026,11,30)", "Status==\"AUTHORISED\" && Type==\"ACCREC\" && DueDate<DateTime(2026,11,30) && AmountDue>5000"],
      errs: [["journal MJ-1130", "Journal lines do not balance: debits 48,210.00 credits 48,120.00", "fix the transposed 6310 line"], ["journal MJ-1130", "Account code 6315 is archived", "use 6310"], ["journal MJ-1130", "Tracking option 'CC-999' does not exist", "use CC-310"], ["journal MJ-1130", "Narration is required", "add a narration"]],
      agents: ["close-lead", "ap-agent", "controller"] };
  },
  task: {
    one: (w, e) => `The ${e.contact} payment of ${e.amt} is sitting unreconciled in the bank feed. Match it.`,
    batch: (w, es) => `Reconcile these remittances against their invoices: ${es.map((e) => e.id).join(", ")}.`,
    job: (w) => `Refresh the Barclays bank feed and tell me when the November statement lines are in.`,
    list: (w) => `List all unpaid November bills so I can check the AP ageing.`,
    doc: (w) => `Go through the November accrual schedule and tell me the total to accrue for cloud hosting.`,
    search: (w) => `Find the Bluefin invoices; they say they paid last week.`,
    fix: (w) => `The November accrual journal MJ-1130 won't post. Fix it and post it.`,
  },
  get: (w, e) => ({ tool: "xero_get", args: { endpoint: "Invoices", id: e.uid }, out: (run) => http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", ProviderName: "close-agent", DateTimeUTC: `/Date(${run.t})/`, Invoices: [{ InvoiceID: e.uid, InvoiceNumber: e.id, Type: "ACCREC", Contact: { Name: e.contact }, Total: Number(e.amt), AmountDue: Number(e.amt), Status: "AUTHORISED", Reference: e.ref, UpdatedDateUTC: "/Date(1763980512000+0000)/" }] }) }),
  check: (w, e) => ({ tool: "xero_list", args: { endpoint: "BankTransactions", where: `Reference==\"${e.ref}\"` }, out: (run) => http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", DateTimeUTC: `/Date(${run.t})/`, BankTransactions: [{ BankTransactionID: e.line, Type: "RECEIVE", Total: Number(e.amt), IsReconciled: false, Reference: e.ref, BankAccount: { Name: "Barclays Business 4471" } }] }) }),
  act: (w, e) => ({ tool: "xero_reconcile", args: { statement_line: e.line, invoice: e.uid, amount: e.amt }, out: (run) => http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", Payments: [{ PaymentID: run.r.uuid(), Amount: Number(e.amt), Status: "AUTHORISED", IsReconciled: true }] }) }),
  reject: (w, e) => ({ tool: "xero_reconcile", args: { statement_line: e.line, invoice: e.uid, amount: e.amt }, out: (run) => http(run, 400, xHdr(run), { ErrorNumber: 10, Type: "ValidationException", Message: "A validation exception occurred", Elements: [{ ValidationErrors: [{ Message: e.why }] }] }), err: true }),
  fail: (w, e, i) => ({ tool: ["xero_get", "xero_reconcile", "xero_list", "xero_get"][i % 4], args: [{ endpoint: "Invoices", id: e.uid }, { statement_line: e.line, invoice: e.uid, amount: e.amt }, { endpoint: "Payments", where: `Invoice.InvoiceID==Guid(\"${e.uid}\")` }, { endpoint: "Contacts", where: `Name==\"${e.contact}\"` }][i % 4], out: (run) => http(run, 503, { "xero-correlation-id": run.r.uuid(), "content-type": "text/html" }, `<html><head><title>503 Service Unavailable</title></head><body><h1>The Xero API is temporarily unavailable</h1><p>Reference #${run.r.int(10, 99)}.${run.r.hex(8)}.${run.epoch()}.${run.r.hex(8)}</p></body></html>`), err: true }),
  throttle: (w, e, ra) => ({ tool: "xero_reconcile", args: { statement_line: e.line, invoice: e.uid, amount: e.amt }, out: (run) => http(run, 429, { ...xHdr(run), "x-rate-limit-problem": "minute", "retry-after": String(ra) }, ""), err: true }),
  got: (w, e) => ledger.act(w, e),
  status: (w, st) => ({ tool: "bank_feed_status", args: { account: "Barclays Business 4471" }, out: (run) => J({ feedConnectionId: w.job.id, status: st.phase === "done" ? "CONNECTED" : st.detail, lastRefreshRequested: "2026-11-30T08:00:14Z", lastStatementLineDate: st.phase === "done" ? "2026-11-30" : ["2026-10-31", "2026-11-07", "2026-11-14", "2026-11-21", "2026-11-28"][Math.min(4, st.done)], linesImported: st.done * 61, checkedAt: run.iso(false) }) }),
  start: (w) => ({ tool: "bank_feed_status", args: { account: "Barclays Business 4471", action: "refresh" }, out: () => J({ feedConnectionId: w.job.id, status: "REFRESH_REQUESTED" }) }),
  page: (w, p, rows, last) => ({ tool: "xero_list", args: { endpoint: "Invoices", where: "Type==\"ACCPAY\" && Status==\"AUTHORISED\"", page: p, pageSize: 100 }, out: (run) => http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", DateTimeUTC: `/Date(${run.t})/`, pagination: { page: p, pageSize: 100, pageCount: null, itemCount: rows.length }, Invoices: rows.map((e) => ({ InvoiceNumber: e.id.replace("INV", "BILL"), Contact: { Name: e.contact }, AmountDue: Number(e.amt), DueDate: `2026-11-${10 + (Number(e.amt.split(".")[1]) % 19)}` })) }) }),
  read: (w, a, b) => ({ tool: "files_read", args: { path: w.doc.path, rows: `${a}-${b}` }, out: () => (a === 1 ? "date,account,action,amount,tracking\n" : "") + w.doc.lines.slice(a - 1, b).join("\n") }),
  search: (w, q, hits) => ({ tool: "xero_list", args: { endpoint: "Invoices", where: q }, out: (run) => http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", DateTimeUTC: `/Date(${run.t})/`, Invoices: hits.map((e) => ({ InvoiceNumber: e.id, Contact: { Name: e.contact }, Total: Number(e.amt), Status: "AUTHORISED" })) }) }),
  edit: (w, i, desc) => ({ tool: "xero_post_journal", args: { journal: "MJ-1130", status: "DRAFT", change: desc }, out: (run) => http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", ManualJournals: [{ Narration: "Nov accruals", Status: "DRAFT" }] }) }),
  validate: (w, errs) => ({ tool: "xero_post_journal", args: { journal: "MJ-1130", status: "POSTED" }, out: (run) => errs.length ? http(run, 400, xHdr(run), { ErrorNumber: 10, Type: "ValidationException", Elements: [{ ValidationErrors: errs.map((e) => ({ Message: e[1] })) }] }) : http(run, 200, xHdr(run), { Id: run.r.uuid(), Status: "OK", ManualJournals: [{ Status: "POSTED" }] }), err: errs.length > 0 }),
  sleep: (s) => ({ tool: "wait", args: { seconds: s }, out: () => `waited ${s}s`, wait: s }),
};

// ---------------------------------------------------------------- kyc-aml
export const kyc = {
  domain: "kyc-aml",
  system: "You are a KYC/AML onboarding analyst agent at a payments company. Tools: screen_entity (sanctions/PEP/adverse media), registry_lookup (company registry), idv_check (document + selfie verification results), case_note, case_decide. Every decision must cite the evidence. Potential matches must be resolved, not ignored.",
  world(r) {
    const ents = Array.from({ length: 20 }, () => { const n = `${r.pick(FIRST)} ${r.pick(NAMES)}`; return { id: `APP-${r.int(200000, 299999)}`, name: n, co: r.pick(CO), crn: String(r.int(10000000, 16999999)).padStart(8, "0"), dob: `19${r.int(55, 99)}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`, score: r.int(0, 92), why: r.pick(["case has an unresolved potential match", "four-eyes rule: decision needs a second reviewer", "registry officer list is older than 12 months"]), perr: r.pick(["document expired", "selfie liveness failed", "address mismatch with registry", "name mismatch (transliteration)"]) }; });
    const lines = [];
    const n = r.int(80, 120);
    for (let i = 1; i <= n; i++) lines.push(`${Math.ceil(i / 10)}.${i % 10} ${r.pick(["A potential match scoring 85 or more must be escalated.", "PEP status applies to immediate family members.", "Adverse media older than six years may be discounted.", "UBOs over 25 % must be verified.", "Dormant companies require a source-of-funds check.", "Match resolution must record date of birth comparison."])}`);
    return { ents, doc: { path: "AML Policy 4.2 - Customer Due Diligence", lines }, job: { id: `batch_${r.hex(12)}` },
      rewords: ["Oleksandr Petrenko", "Petrenko Oleksandr", "Alexander Petrenko", "Olexandr Petrenko", "O. Petrenko", "PETRENKO, Oleksandr"],
      empty: ["Meridian Trade FZE", "Meridian Trading FZE", "Meridian FZE Dubai", "Meridian General Trading", "Meridian Trade Free Zone Establishment"],
      refine: ["Kovacs", "Kovacs birth_year:1971", "Kovacs birth_year:1971 country:HU", "Kovacs birth_year:1971 country:HU type:pep"],
      errs: [["case decision", "Missing evidence for UBO 'R. Silva' (25.5 %)", "attach the UBO ID check"], ["case decision", "Potential match PM-3 unresolved", "resolve PM-3 by DOB"], ["case decision", "Risk rating missing", "set risk rating medium"], ["case decision", "Source of funds document not attached", "attach bank statement"]],
      agents: ["onboarding", "screening", "mlro"] };
  },
  task: {
    one: (w, e) => `Application ${e.id} (${e.name}, director of ${e.co}) is stuck in review. Clear the screening and decide.`,
    batch: (w, es) => `Re-screen these customers after last night's list update: ${es.map((e) => e.id).join(", ")}.`,
    job: (w) => `Start the monthly re-screening batch for the high-risk book and report when it finishes.`,
    list: (w) => `List every open case older than 14 days.`,
    doc: (w) => `Read the CDD policy and tell me when a PEP match must be escalated.`,
    search: (w) => `Screen Oleksandr Petrenko; the applicant's name may be transliterated.`,
    fix: (w) => `Case decision for APP-288120 keeps getting bounced by the checker. Fix what it flags and submit.`,
  },
  get: (w, e) => ({ tool: "screen_entity", args: { name: e.name, dob: e.dob, types: ["sanction", "pep", "adverse-media"] }, out: (run) => J({ content: { data: { id: run.r.int(900000000, 999999999), ref: `${run.epoch()}-${run.r.hex(8)}`, searcher_id: 4412, total_hits: e.score > 60 ? 1 : 0, hits: e.score > 60 ? [{ doc: { name: `${e.name.split(" ")[1].toUpperCase()} ${e.name.split(" ")[0]}`, types: ["pep-class-2"], fields: [{ name: "Date of Birth", value: String(Number(e.dob.slice(0, 4)) + 3) }] }, match_types: ["name_exact"], score: e.score / 10 }] : [], created_at: run.iso(false).replace("T", " ").replace("Z", "") } }, status: "success" }) }),
  check: (w, e) => ({ tool: "registry_lookup", args: { jurisdiction: "GB", company_number: e.crn, include: "officers" }, out: (run) => J({ company_name: e.co.toUpperCase() + " LTD", company_number: e.crn, company_status: "active", officers: [{ name: `${e.name.split(" ")[1].toUpperCase()}, ${e.name.split(" ")[0]}`, officer_role: "director", appointed_on: "2019-04-02", date_of_birth: { month: Number(e.dob.slice(5, 7)), year: Number(e.dob.slice(0, 4)) } }], etag: run.r.hex(40) }) }),
  act: (w, e) => ({ tool: "case_note", args: { case: e.id, note: "Re-screened after list update; no new hits." }, out: (run) => J({ ok: true, note_id: run.r.int(100000, 999999) }) }),
  reject: (w, e) => ({ tool: "case_decide", args: { case: e.id, decision: "approve", rationale: "no true match" }, out: (run) => J({ ok: false, error: { code: "DECISION_BLOCKED", message: e.why }, trace: run.r.uuid() }), err: true }),
  fail: (w, e, i) => ({ tool: ["screen_entity", "registry_lookup", "idv_check", "screen_entity"][i % 4], args: [{ name: e.name, dob: e.dob }, { jurisdiction: "GB", company_number: e.crn }, { applicant: e.id }, { name: e.name, fuzziness: 0.6 }][i % 4], out: (run) => i % 4 === 1 ? J({ errors: [{ error: "service-unavailable", type: "ch:service" }], request_id: run.r.hex(24) }) : J({ status: "failure", code: 502, message: "Upstream screening index unavailable (es-cluster screening-prod: no_shard_available_action_exception)", ref: `${run.epoch()}-${run.r.hex(8)}` }), err: true }),
  throttle: (w, e, ra) => ({ tool: "screen_entity", args: { name: e.name, dob: e.dob, types: ["sanction", "pep", "adverse-media"] }, out: () => J({ status: "failure", code: 429, message: `Rate limit exceeded, retry after ${ra}s` }), err: true }),
  got: (w, e) => kyc.get(w, e),
  status: (w, st) => ({ tool: "screen_batch_status", args: { batch: w.job.id }, out: (run) => J({ batch: w.job.id, state: st.phase === "done" ? "completed" : st.detail, processed: st.phase === "done" ? 4060 : Math.round((st.pct / 100) * 4060), total: 4060, new_hits: Math.floor(st.pct / 9), updated_at: run.iso(false) }) }),
  start: (w) => ({ tool: "screen_batch_status", args: { batch: w.job.id, action: "start", book: "high-risk" }, out: () => J({ batch: w.job.id, state: "queued" }) }),
  page: (w, p, rows, last, tok, nt) => ({ tool: "case_list", args: tok ? { status: "open", older_than_days: 14, cursor: tok } : { status: "open", older_than_days: 14 }, out: (run) => J({ cases: rows.map((e) => ({ case: e.id, subject: e.name, opened: `2026-10-${10 + (e.score % 18)}`, stage: "screening" })), next_cursor: last ? null : nt, request_id: run.r.uuid() }) }),
  read: (w, a, b) => ({ tool: "policy_read", args: { doc: w.doc.path, lines: [a, b] }, out: () => w.doc.lines.slice(a - 1, b).join("\n") }),
  search: (w, q, hits) => ({ tool: "screen_entity", args: { name: q, types: ["sanction", "pep"] }, out: (run) => J({ content: { data: { ref: `${run.epoch()}-${run.r.hex(8)}`, total_hits: hits.length, hits: hits.map((e) => ({ doc: { name: e.name, types: ["pep-class-1"], id: e.crn }, score: (e.score / 10).toFixed(1) })) } }, status: "success" }) }),
  edit: (w, i, desc) => ({ tool: "case_note", args: { case: "APP-288120", note: desc }, out: (run) => J({ ok: true, note_id: run.r.int(100000, 999999) }) }),
  validate: (w, errs) => ({ tool: "case_decide", args: { case: "APP-288120", decision: "approve", dry_run: true }, out: () => J(errs.length ? { ok: false, checker: errs.map((e) => e[1]) } : { ok: true, checker: [], message: "ready for four-eyes review" }), err: errs.length > 0 }),
  sleep: (s) => ({ tool: "wait", args: { seconds: s }, out: () => J({ slept_ms: s * 1000 }), wait: s }),
};

// ---------------------------------------------------------------- content-moderation
export const moderation = {
  domain: "content-moderation",
  system: "You are a trust & safety review agent for a community marketplace. Tools: mod_queue (paged), item_get, classifier_score, policy_lookup, mod_action (remove / restore / escalate / warn). Act only under a specific policy section and quote it in the action reason. Escalate anything involving minors or credible threats.",
  world(r) {
    const ents = Array.from({ length: 22 }, () => ({ id: `itm_${r.alnum(10)}`, kind: r.pick(["listing", "review", "message", "profile"]), text: r.pick(["Brand new iPhone 16 Pro, DM me on telegram for half price", "Worst seller ever, I know where you live", "Selling my grandma's vintage sewing machine, pickup only", "Replica Rolex, looks 100% real, no box", "Great communication, item as described", "Crypto investment opportunity, guaranteed 20% weekly", "Puppies for sale, vaccinated, delivery available", "Hand-knitted scarves, custom colours", "Follow my insta for the real prices", "Ticket resale, 4x stalls, above face value"]), user: `u_${r.int(100000, 999999)}`, sc: r.int(5, 99), why: r.pick(["item already actioned by another reviewer (lock held by rev_1182)", "appeal pending: actions are frozen until the appeal closes", "item author is a verified business; removal needs escalation"]), perr: r.pick(["item deleted by author", "item not found in region eu", "classifier timeout", "language not supported"]) }));
    const lines = [];
    const n = r.int(80, 130);
    for (let i = 1; i <= n; i++) lines.push(`${r.pick(["3.1", "3.2", "4.4", "5.1", "6.2", "7.3"])}.${i} ${r.pick(["Listings that move the transaction off-platform are removed.", "Counterfeit goods are removed and the seller warned.", "Threats of violence are escalated to the safety team.", "Live animals may be listed only by registered breeders.", "Financial schemes promising returns are removed.", "Ticket resale above face value is allowed in the UK only."])}`);
    return { ents, doc: { path: "Community Standards v19", lines }, job: { id: `reclass-${r.hex(6)}` },
      rewords: ["telegram off-platform", "off platform telegram", "DM me on telegram", "contact via telegram", "telegram half price", "Telegram"],
      empty: ["whatsapp gift card", "gift card whatsapp", "steam card telegram", "gift cards off-platform", "giftcard dm"],
      refine: ["rolex", "rolex replica", "rolex replica -authentic", "rolex replica seller:u_*"],
      errs: [["rule OFFPLAT-2", "regex compile error: unterminated character class at position 14", "close the bracket"], ["rule OFFPLAT-2", "backtest: precision 0.61 below threshold 0.80", "require a handle after telegram"], ["rule OFFPLAT-2", "backtest: matches 3.4% of all listings (max 1%)", "exclude 'telegraph'"], ["rule OFFPLAT-2", "missing policy reference", "cite 3.1"]],
      agents: ["queue-lead", "reviewer", "safety"] };
  },
  task: {
    one: (w, e) => `Item ${e.id} was reported 14 times today. Review it and act.`,
    batch: (w, es) => `Review these reported items and action each under policy: ${es.map((e) => e.id).join(", ")}.`,
    job: (w) => `Start the re-classification of last week's listings with the new counterfeit model and tell me the removal count.`,
    list: (w) => `Work through the whole 'off-platform' queue and give me a count by outcome.`,
    doc: (w) => `Read the Community Standards and tell me what applies to ticket resale.`,
    search: (w) => `Find listings pushing buyers to Telegram.`,
    fix: (w) => `The new auto-flag rule OFFPLAT-2 fails its checks. Fix it so it can be enabled.`,
  },
  get: (w, e) => ({ tool: "item_get", args: { id: e.id, fields: ["text", "author", "reports"] }, out: (run) => J({ id: e.id, type: e.kind, text: e.text, author: e.user, reports: { total: 14, reasons: { spam: 9, scam: 5 } }, created: "2026-11-29T17:44:10Z", served_by: `mod-api-${run.r.int(1, 12)}`, t_ms: run.lat(8, 120) }) }),
  check: (w, e) => ({ tool: "classifier_score", args: { id: e.id, models: ["scam-v7", "offplatform-v3"] }, out: (run) => J({ id: e.id, scores: { "scam-v7": (e.sc / 100).toFixed(3), "offplatform-v3": ((100 - e.sc) / 100).toFixed(3) }, model_versions: { "scam-v7": "7.4.1", "offplatform-v3": "3.0.9" }, inference_ms: run.lat(30, 300) }) }),
  act: (w, e) => ({ tool: "mod_action", args: { id: e.id, action: e.sc > 50 ? "remove" : "restore", policy: e.sc > 50 ? "3.1" : null, reason: e.sc > 50 ? "moves the transaction off-platform (3.1)" : "no violation" }, out: (run) => J({ ok: true, action_id: `act_${run.r.alnum(12)}`, item: e.id }) }),
  reject: (w, e) => ({ tool: "mod_action", args: { id: e.id, action: "remove", policy: "3.1", reason: "moves the transaction off-platform (3.1)" }, out: (run) => J({ ok: false, error: e.why, request_id: run.r.alnum(16) }), err: true }),
  fail: (w, e, i) => ({ tool: ["item_get", "classifier_score", "mod_action", "item_get"][i % 4], args: [{ id: e.id }, { id: e.id, models: ["scam-v7"] }, { id: e.id, action: "escalate", policy: "6.2" }, { id: e.id, fields: ["text"], region: "eu" }][i % 4], out: (run) => `upstream connect error or disconnect/reset before headers. reset reason: connection termination\nx-envoy-upstream-service-time: ${run.lat(1000, 30000)}\nx-request-id: ${run.r.uuid()}`, err: true }),
  throttle: (w, e, ra) => ({ tool: "mod_action", args: { id: e.id, action: e.sc > 50 ? "remove" : "restore", policy: e.sc > 50 ? "3.1" : null, reason: e.sc > 50 ? "moves the transaction off-platform (3.1)" : "no violation" }, out: () => J({ ok: false, error: "rate_limited", retry_after_s: ra }), err: true }),
  got: (w, e) => moderation.act(w, e),
  status: (w, st) => ({ tool: "job_status", args: { job: w.job.id }, out: (run) => J({ job: w.job.id, state: st.phase === "done" ? "SUCCEEDED" : st.detail, progress: `${st.pct}%`, items_scored: st.done * 41230, flagged: st.done * 211, heartbeat: run.iso(false) }) }),
  start: (w) => ({ tool: "job_status", args: { job: w.job.id, action: "submit", model: "counterfeit-v2", window: "7d" }, out: () => J({ job: w.job.id, state: "PENDING" }) }),
  page: (w, p, rows, last, tok, nt) => ({ tool: "mod_queue", args: tok ? { queue: "off-platform", page_size: 5, after: tok } : { queue: "off-platform", page_size: 5 }, out: (run) => J({ items: rows.map((e) => ({ id: e.id, type: e.kind, reports: 2 + (e.sc % 9), age_h: (e.sc % 40) + 1 })), page_info: { has_next: !last, end_cursor: last ? null : nt }, queue_depth_now: run.r.int(300, 340) }) }),
  read: (w, a, b) => ({ tool: "policy_lookup", args: { doc: w.doc.path, from_line: a, to_line: b }, out: () => w.doc.lines.slice(a - 1, b).join("\n") }),
  search: (w, q, hits) => ({ tool: "item_search", args: { q, window: "7d", status: "live" }, out: (run) => J({ took: run.lat(5, 80), hits: { total: { value: hits.length, relation: "eq" }, hits: hits.map((e) => ({ _id: e.id, _score: Number((e.sc / 9.7).toFixed(2)), text: e.text })) } }) }),
  edit: (w, i, desc) => ({ tool: "rule_edit", args: { rule: "OFFPLAT-2", change: desc }, out: (run) => J({ rule: "OFFPLAT-2", draft_version: 5 + i, saved_at: run.iso(false) }) }),
  validate: (w, errs) => ({ tool: "rule_check", args: { rule: "OFFPLAT-2", backtest_days: 7 }, out: (run) => J(errs.length ? { passed: false, failures: errs.map((e) => e[1]), ran_ms: run.lat(2000, 9000) } : { passed: true, precision: 0.91, recall: 0.74, ran_ms: run.lat(2000, 9000) }), err: errs.length > 0 }),
  sleep: (s) => ({ tool: "wait", args: { seconds: s }, out: () => `slept ${s}s`, wait: s }),
};

// ---------------------------------------------------------------- lms-grading
const cvHdr = (run) => ({ "x-request-cost": (run.r.int(100, 900) / 100).toFixed(2), "x-rate-limit-remaining": (run.r.int(3000, 7000) / 10).toFixed(1), "x-request-context-id": run.r.uuid(), "x-canvas-meta": `q=${run.r.int(1, 9)};a=1;g=${run.r.alnum(20)};` });
export const lms = {
  domain: "lms-grading",
  system: "You are a teaching-assistant agent for BIO-210 (Cell Biology) in Canvas. Tools: canvas_get, canvas_list, canvas_grade, canvas_comment, rubric_get, plagiarism_report. Grade against the rubric, leave one short comment per submission, never change grades of submissions already posted to students.",
  world(r) {
    const ents = Array.from({ length: 24 }, () => ({ id: r.int(100000, 999999), sid: r.int(40000, 49999), name: `${r.pick(FIRST)} ${r.pick(NAMES)}`, words: r.int(600, 2400), sim: r.int(2, 61), score: r.int(9, 20), why: r.pick(["grade has been posted to the student and is locked", "submission is excused", "assignment is closed for grading (moderated, awaiting final grader)"]), perr: r.pick(["file is not a PDF", "submission is empty", "late policy applies: 10% deducted", "resubmission pending"]) }));
    const lines = [];
    const n = r.int(60, 100);
    for (let i = 1; i <= n; i++) lines.push(`${r.pick(["Criterion 1 (Hypothesis, 4 pts):", "Criterion 2 (Methods, 6 pts):", "Criterion 3 (Results, 6 pts):", "Criterion 4 (Discussion, 4 pts):", "Note:"])} ${r.pick(["full marks if testable and specific.", "deduct 1 for each missing control.", "figures need labelled axes and units.", "cite at least two primary sources.", "half marks if the error analysis is qualitative only.", "similarity above 40% goes to the instructor."])}`);
    return { ents, doc: { path: "Lab 4 rubric and marking guide", lines }, job: { id: r.int(9000000, 9999999) },
      rewords: ["mitochondria membrane potential", "membrane potential mitochondria", "mitochondrial membrane potential", "MMP mitochondria", "Mitochondria Membrane Potential", "membrane potential of mitochondria"],
      empty: ["late pass", "late-pass policy", "late day tokens", "grace days", "late tokens"],
      refine: ["lab 4", "lab 4 submitted", "lab 4 submitted ungraded", "lab 4 submitted ungraded section 02"],
      errs: [["quiz 6 question 3", "answer key: 'ATP synthase' marked wrong for 41 of 44 students", "accept 'ATP synthase' and 'F0F1 ATPase'"], ["quiz 6 question 7", "numeric answer tolerance 0 (should be ±0.05)", "set margin 0.05"], ["quiz 6 question 9", "two choices marked correct in a single-answer question", "unmark choice C"], ["quiz 6", "points possible 19 but rubric says 20", "add the missing point to Q2"]],
      agents: ["ta-lead", "grader", "integrity"] };
  },
  task: {
    one: (w, e) => `${e.name}'s Lab 4 submission (user ${e.sid}) says "not graded". Grade it.`,
    batch: (w, es) => `Grade the Lab 4 submissions for these students: ${es.map((e) => e.name).join(", ")}.`,
    job: (w) => `Start the Turnitin re-check for Lab 4 and tell me when the report is ready.`,
    list: (w) => `List all Lab 4 submissions with their status so I can see who is missing.`,
    doc: (w) => `Read the Lab 4 rubric and tell me how Methods is marked.`,
    search: (w) => `Find discussion posts about mitochondrial membrane potential for the review session.`,
    fix: (w) => `Quiz 6 regrade: the auto-grader is wrong on a few questions. Fix the quiz so it grades correctly.`,
  },
  get: (w, e) => ({ tool: "canvas_get", args: { path: `/api/v1/courses/8841/assignments/55120/submissions/${e.sid}`, include: ["submission_comments"] }, out: (run) => http(run, 200, cvHdr(run), { id: e.id, user_id: e.sid, assignment_id: 55120, workflow_state: "submitted", score: null, submitted_at: "2026-11-27T23:41:09Z", attempt: 1, late: false, attachments: [{ filename: `lab4_${e.name.split(" ")[1].toLowerCase()}.pdf`, size: e.words * 61 }], submission_comments: [] }) }),
  check: (w, e) => ({ tool: "plagiarism_report", args: { submission_id: e.id }, out: (run) => J({ submission_id: e.id, similarity: e.sim, top_sources: e.sim > 30 ? [{ source: "student paper, Univ. of Leeds, 2024", pct: e.sim - 12 }] : [], report_generated: "2026-11-28T02:10:55Z", viewer_url: `https://api.turnitin.com/viewer/${run.r.hex(24)}` }) }),
  act: (w, e) => ({ tool: "canvas_grade", args: { course: 8841, assignment: 55120, user: e.sid, posted_grade: e.score, comment: "Clear hypothesis; label the axes on Fig. 2." }, out: (run) => http(run, 200, cvHdr(run), { id: e.id, user_id: e.sid, score: e.score, grade: String(e.score), workflow_state: "graded", graded_at: run.iso(false) }) }),
  reject: (w, e) => ({ tool: "canvas_grade", args: { course: 8841, assignment: 55120, user: e.sid, posted_grade: e.score }, out: (run) => http(run, 403, cvHdr(run), { errors: [{ message: e.why }] }), err: true }),
  fail: (w, e, i) => ({ tool: ["canvas_get", "canvas_grade", "plagiarism_report", "canvas_get"][i % 4], args: [{ path: `/api/v1/courses/8841/assignments/55120/submissions/${e.sid}` }, { course: 8841, assignment: 55120, user: e.sid, posted_grade: e.score }, { submission_id: e.id }, { path: `/api/v1/users/${e.sid}/profile` }][i % 4], out: (run) => i % 4 === 2 ? J({ error: "TII_UNAVAILABLE", message: "Turnitin LTI service did not respond", correlation: run.r.uuid() }) : http(run, 504, { "x-request-context-id": run.r.uuid(), "content-type": "text/html" }, "<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>"), err: true }),
  throttle: (w, e, ra) => ({ tool: "canvas_grade", args: { course: 8841, assignment: 55120, user: e.sid, posted_grade: e.score, comment: "Clear hypothesis; label the axes on Fig. 2." }, out: (run) => http(run, 403, { ...cvHdr(run), "x-rate-limit-remaining": "0.0", "retry-after": String(ra) }, "403 Forbidden (Rate Limit Exceeded)"), err: true }),
  got: (w, e) => lms.act(w, e),
  status: (w, st) => ({ tool: "canvas_get", args: { path: `/api/v1/progress/${w.job.id}` }, out: (run) => http(run, 200, cvHdr(run), { id: w.job.id, context_type: "Assignment", tag: "turnitin_resubmit", completion: st.pct, workflow_state: st.phase === "done" ? "completed" : st.detail, message: st.phase === "done" ? "62 reports generated" : null, updated_at: run.iso(false) }) }),
  start: (w) => ({ tool: "canvas_get", args: { path: "/api/v1/courses/8841/assignments/55120/turnitin/resubmit", method: "POST" }, out: (run) => http(run, 200, cvHdr(run), { id: w.job.id, workflow_state: "queued", url: `https://canvas.uni.edu/api/v1/progress/${w.job.id}` }) }),
  page: (w, p, rows, last) => ({ tool: "canvas_list", args: { path: "/api/v1/courses/8841/assignments/55120/submissions", per_page: 10, page: p }, out: (run) => http(run, 200, { ...cvHdr(run), link: `<https://canvas.uni.edu/api/v1/courses/8841/assignments/55120/submissions?page=${p}&per_page=10>; rel="current",${last ? "" : `<https://canvas.uni.edu/api/v1/courses/8841/assignments/55120/submissions?page=${p + 1}&per_page=10>; rel="next",`}<https://canvas.uni.edu/api/v1/courses/8841/assignments/55120/submissions?page=1&per_page=10>; rel="first"` }, rows.map((e) => ({ id: e.id, user_id: e.sid, workflow_state: e.sim % 3 ? "submitted" : "unsubmitted", late: e.sim % 5 === 0 }))) }),
  read: (w, a, b) => ({ tool: "rubric_get", args: { assignment: 55120, lines: `${a}-${b}` }, out: () => w.doc.lines.slice(a - 1, b).join("\n") }),
  search: (w, q, hits) => ({ tool: "canvas_list", args: { path: "/api/v1/courses/8841/discussion_topics", search_term: q }, out: (run) => http(run, 200, cvHdr(run), hits.map((e) => ({ id: e.id % 10000, title: `Week ${1 + (e.sim % 12)}: mitochondria Q from ${e.name.split(" ")[0]}`, posted_at: "2026-10-1" + (e.sim % 9) + "T10:00:00Z" }))) }),
  edit: (w, i, desc) => ({ tool: "canvas_get", args: { path: "/api/v1/courses/8841/quizzes/7712/questions", method: "PUT", change: desc }, out: (run) => http(run, 200, cvHdr(run), { id: 7712, updated: true }) }),
  validate: (w, errs) => ({ tool: "canvas_get", args: { path: "/api/v1/courses/8841/quizzes/7712/regrade_preview" }, out: (run) => http(run, 200, cvHdr(run), { ok: errs.length === 0, issues: errs.map((e) => `${e[0]}: ${e[1]}`), students_affected: errs.length ? 44 : 0 }), err: errs.length > 0 }),
  sleep: (s) => ({ tool: "wait", args: { seconds: s }, out: () => `ok, waited ${s} s`, wait: s }),
};
