// Domain kits, part C: ads operations, procurement, multi-agent research team, IT identity admin.
import { cols, fmt, hash7, j, jp, table } from "./engine.mjs";

// ---------------------------------------------------------------- marketing / ads operations (Meta & Google Ads style)
export const ads = {
  domain: "ads-ops",
  make(r) {
    const acct = `act_${r.int(100000000000, 999999999999)}`;
    const ents = Array.from({ length: 46 }, (_, i) => ({ id: String(r.int(23850000000, 23859999999)), name: `${r.pick(["BF26", "XMAS", "Q4", "Retarget", "Prospecting", "Brand"])}_${r.pick(["DE", "FR", "UK", "US", "NL"])}_${r.pick(["Video", "Carousel", "Static", "DPA", "Search"])}_${i}`, budget: r.int(20, 900) * 100, spend: r.int(1000, 90000), imp: r.int(20000, 4000000), clicks: r.int(100, 60000), conv: r.int(0, 900), status: r.pick(["ACTIVE", "ACTIVE", "PAUSED"]) }));
    const fb = (n, body) => `${body}\n-- x-fb-trace-id: ${n.alnum(11)} · x-fb-rev: ${n.int(1010000000, 1019999999)} · x-business-use-case-usage: {"${acct.slice(4)}":[{"type":"ads_management","call_count":${n.int(1, 60)},"total_cputime":${n.int(1, 30)},"total_time":${n.int(1, 40)},"estimated_time_to_regain_access":0}]}`;
    const docLines = ["Brand & ad copy guidelines — winter campaign", "", ...Array.from({ length: 120 }, (_, i) => `${i + 1}) ${r.pick(["Headlines", "Primary text", "Descriptions", "CTAs", "Disclaimers", "Prices"])}: ${r.pick(["max 40 characters", "no ALL CAPS words", "always show the struck-through price", "use 'Shop now' or 'Learn more' only", "mention 'while stocks last' for discounts", "no emoji in DE and FR", "avoid superlatives without proof ('best', 'No. 1')"])}.`)];
    const errs = ["headline: text exceeds 40 characters (47)", "primary_text: excessive capitalization ('HUGE SALE')", "description: unsupported claim 'best price in Germany' (policy: Misleading claims)", "link_url: destination returns HTTP 404"];
    return {
      system: `You are an ads operations agent for ad account ${acct} (Meta Marketing API v21.0) and the linked Google Ads account. Tools: campaign_get, insights_get, campaign_update, ad_library_search, ads_list, report_run, report_status, read_doc, creative_edit, creative_validate, sleep.`,
      ents,
      task: {
        lookup: `How is campaign ${ents[0].name} doing this week?`,
        batch: "Cap the daily budget at EUR 500 on every ACTIVE prospecting campaign.",
        search: "Find competitor ads running in Germany that mention 'winter sale' and summarise their angles.",
        page: "List every ad in the account that is disapproved or limited, with the reason.",
        poll: "Run the 90-day breakdown report by placement and summarise it when ready.",
        doc: "Read the brand guidelines and tell me the rules for price claims.",
        fix: "The new carousel creative is rejected by the validator. Fix it so it passes.",
        chat: "Agree with the analytics agent on which campaigns to pause for low ROAS.",
        general: "Prepare the weekly performance review: spend vs budget, worst performers, recommendations.",
        monitor: "The Black Friday campaigns just went live; check spend pacing every few minutes for the next half hour.",
      },
      get: (e) => ({ name: "campaign_get", args: { campaign_id: e.id, fields: "name,status,daily_budget,objective" }, out: (n) => fb(n, jp({ id: e.id, name: e.name, status: e.status, daily_budget: String(e.budget), objective: "OUTCOME_SALES", updated_time: "2026-11-29T10:41:07+0000" })) }),
      check: (e) => ({ name: "insights_get", args: { object_id: e.id, date_preset: "last_7d", fields: "spend,impressions,clicks,actions" }, out: (n) => fb(n, jp({ data: [{ spend: (e.spend / 100).toFixed(2), impressions: String(e.imp), clicks: String(e.clicks), actions: [{ action_type: "purchase", value: String(e.conv) }], date_start: "2026-11-28", date_stop: "2026-12-04" }], paging: { cursors: { before: "MAZDZD", after: "MAZDZD" } } })) }),
      act: (e) => ({ name: "campaign_update", args: { campaign_id: e.id, daily_budget: 50000 }, out: (n) => fb(n, j({ success: true })) }),
      reject: (e) => ({ name: "campaign_update", args: { campaign_id: e.id, daily_budget: 50000 }, error: true, out: (n) => fb(n, jp({ error: { message: "Invalid parameter", type: "OAuthException", code: 100, error_subcode: 1885621, error_user_title: "Budget Too Low For Campaign Budget Optimization", error_user_msg: `The daily budget must be at least ${(e.budget / 100 + 30).toFixed(2)} EUR because ${e.name} has ${3 + (e.imp % 5)} ad sets.`, fbtrace_id: n.alnum(11) } })) }),
      noop: [{ locale: "en_US" }, { summary: false }, { time_increment: "all_days" }],
      search: (q, hits, x = {}) => ({ name: "ad_library_search", args: { search_terms: q, ad_reached_countries: ["DE"], ad_active_status: "ACTIVE", ...(x.extra ?? {}) }, out: (n) => fb(n, jp({ data: hits.map((h) => ({ id: String(Number(h.id) + 7000000000), page_name: ["Nordhaus Outdoor", "Kälte & Co", "Bergwerk Sport", "WinterWelt"][h.budget % 4], ad_creative_bodies: [`${["Winter sale", "Winterschlussverkauf", "Winter SALE"][h.clicks % 3]}: up to ${20 + (h.conv % 5) * 10}% off ${["jackets", "boots", "ski gear"][h.imp % 3]}`], ad_delivery_start_time: "2026-11-2" + (h.conv % 9) })), paging: hits.length ? { cursors: { after: n.alnum(16) } } : undefined })) }),
      q: {
        same: ["winter sale", "Winter Sale", "winter-sale", "\"winter sale\"", "winter sale jacket boots", "wintersale", "WINTER SALE"],
        empty: ["Winterschlussverkauf Jacke -30%", "winter clearance DE outdoor", "kälte rabatt", "schnee sale", "frost deals", "winter markdown", "eiskalt reduziert"],
        refine: ["sale", "winter", "winter sale", "winter sale outdoor"],
      },
      list: (p) => ({ name: "ads_list", args: { account_id: acct, effective_status: ["DISAPPROVED", "WITH_ISSUES"], limit: 8, ...(p.cursor ? { after: p.cursor } : {}) }, out: (n) => fb(n, jp({ data: p.rows.map((h) => ({ id: String(Number(h.id) + 100), name: h.name, effective_status: h.conv % 2 ? "DISAPPROVED" : "WITH_ISSUES", issues_info: [{ error_summary: ["Landing page not functional", "Text in image", "Restricted category: alcohol", "Price mismatch with catalog"][h.clicks % 4] }] })), paging: { cursors: { before: n.alnum(12), after: p.next || n.alnum(12) }, ...(p.next ? { next: `https://graph.facebook.com/v21.0/${acct}/ads?after=${p.next}` } : {}) } })) }),
      job: {
        start: () => ({ name: "report_run", args: { account_id: acct, breakdowns: ["publisher_platform", "platform_position"], date_preset: "last_90d", level: "campaign" }, out: (n) => fb(n, j({ report_run_id: "1284471309932118" })) }),
        status: (st) => ({ name: "report_status", args: { report_run_id: "1284471309932118" }, out: (n) => fb(n, jp({ id: "1284471309932118", account_id: acct.slice(4), async_status: st.done ? "Job Completed" : st.state, async_percent_completion: st.done ? 100 : st.pct, date_start: "2026-09-06", date_stop: "2026-12-04", time_ref: n.epoch(), time_completed: st.done ? n.epoch() : 0 })) }),
        stuck: "Job Running",
        states: ["Job Not Started", "Job Started", "Job Running"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: i % 2 ? "insights_get" : "campaign_get", args: i % 2 ? { object_id: e.id, date_preset: ["last_7d", "last_14d", "yesterday"][i % 3], fields: "spend" } : { campaign_id: e.id }, error: true, out: (n) => fb(n, jp({ error: { message: "An unexpected error has occurred. Please retry your request later.", type: "OAuthException", is_transient: true, code: 2, fbtrace_id: n.alnum(27) } })) }),
      transient: (e, ra) => ({ name: "insights_get", args: { object_id: e.id, date_preset: "last_7d", fields: "spend,impressions,clicks,actions" }, error: true, out: (n) => fb(n, jp({ error: { message: "(#17) User request limit reached", type: "OAuthException", code: 17, error_subcode: 2446079, error_user_msg: `Please wait ${ra} seconds before retrying.`, fbtrace_id: n.alnum(27) } })) }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_doc", args: { doc: "brand_guidelines_winter.gdoc", from_line: s + 1, to_line: s + k }, out: (n) => `${docLines.slice(s, s + k).join("\n")}\n— lines ${s + 1}–${Math.min(s + k, docLines.length)} of ${docLines.length}; revision ${hash7(docLines.join("\n"))}` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "creative_edit", args: { creative_id: "120214400000001", field: err.split(":")[0], value: ["Winter jackets – up to 40% off", "Big winter sale on jackets and boots", "Great prices on winter gear", "https://shop.example/de/winter-sale"][errs.indexOf(err)] + (i > 3 ? ["!", " ", ""][i % 3] : "") }, out: (n) => fb(n, j({ success: true, id: "120214400000001" })) }),
        test: (left) => ({ name: "creative_validate", args: { creative_id: "120214400000001" }, out: (n) => fb(n, jp({ status: left.length ? "REJECTED" : "APPROVED", review_feedback: Object.fromEntries(left.map((x) => [x.split(":")[0], x.split(": ")[1]])), checked_at: n.iso() })) }),
      },
      monitor: { start: 120, step: 60, call: (v) => ({ name: "insights_get", args: { object_id: acct, date_preset: "today", fields: "spend,impressions" }, out: (n) => fb(n, jp({ data: [{ spend: v.toFixed(2), impressions: String(Math.round(v * 410)), date_start: fmt.date(n.now()), date_stop: fmt.date(n.now()) }] })) }) },
      chat: { peer: "analytics_agent", third: "media_lead", stance: "pause the three campaigns with ROAS below 1.5 over the last 7 days", peerStance: "7 days is too short: two of them have a 28-day click window and convert late", points: ["28-day ROAS for the video campaign is 2.1", "the static DE campaign is below 1.2 on any window", "the FR carousel is at 1.6 on 28 days", "pausing only the static DE campaign saves EUR 380/day", "agreed: pause static DE, review the others Monday"] },
    };
  },
};

// ---------------------------------------------------------------- procurement (SAP-Ariba/Coupa-like ERP)
export const procurement = {
  domain: "procurement",
  make(r) {
    const sups = ["Kobold Industrial", "Helix Office Supply", "Tern Logistics", "Marlowe Chemicals", "Brightwire Electric", "Oakridge Packaging", "Pelican IT Services", "Quarry Safety", "Redline Fasteners", "Solstice Catering", "Tidewater Paper", "Umbra Print"];
    const ents = Array.from({ length: 46 }, (_, i) => ({ id: `S-${r.int(100000, 999999)}`, name: sups[i % 12] + (i >= 12 ? ` ${["GmbH", "Ltd", "BV", "SAS"][Math.floor(i / 12)]}` : ""), risk: r.pick(["low", "low", "medium", "high"]), terms: r.pick(["NET30", "NET45", "NET60", "2/10 NET30"]), cat: r.pick(["MRO", "Office", "IT services", "Packaging", "Chemicals", "Facilities"]), spend: r.int(5000, 2000000), sku: `${r.pick(["GLV", "TNR", "PLT", "CBL", "HLM"])}-${r.int(1000, 9999)}`, price: r.float(2, 900), po: `45000${r.int(10000, 99999)}` }));
    const odata = (n, body, status = "200 OK") => `HTTP ${status}\nsap-correlation-id: ${n.uuid()}\nx-vcap-request-id: ${n.uuid()}\ndataserviceversion: 2.0\n\n${body}`;
    const docLines = ["PROCUREMENT POLICY PP-04 (rev. 11)", "", ...Array.from({ length: 130 }, (_, i) => `${Math.floor(i / 8) + 1}.${i % 8 + 1}  ${r.pick(["Purchases above EUR 25,000 require three competitive quotes.", "Sole-source justifications must be approved by the category manager.", "Suppliers rated 'high' risk need a completed due-diligence questionnaire.", "Framework agreements may be used without new quotes within their validity.", "Payment terms shorter than NET30 need CFO approval.", "IT services contracts must include the data processing addendum.", "Split purchase orders to avoid thresholds are prohibited."])}`)];
    const errs = ["Line 10: account 6120 is not valid for cost center CC-4410 (use 6125)", "Line 20: delivery date 2026-12-24 is a non-working day at plant DE01", "Header: payment terms NET15 require CFO approval (policy 3.5)", "Line 30: material group MG-OFF-02 is blocked for supplier"];
    return {
      system: "You are a procurement agent in the company's source-to-pay system. Tools: supplier_get, contract_get, requisition_line_add, catalog_search, po_list, approval_status, policy_read, po_draft_update, po_validate, sleep. Follow policy PP-04.",
      ents,
      task: {
        lookup: `Check supplier ${ents[0].name} (${ents[0].id}): risk rating and payment terms.`,
        batch: "Add the Q1 safety-glove order to requisitions for each of the listed plants' preferred suppliers.",
        search: "Find a framework-contract catalog item for nitrile gloves size L, box of 100.",
        page: "List all open POs older than 60 days with no goods receipt.",
        poll: "Submit requisition REQ-88213 and tell me when it is fully approved.",
        doc: "Read policy PP-04 and tell me whether we need three quotes for a EUR 40k IT services order.",
        fix: "PO draft 4500091120 fails validation. Fix it and get it to pass.",
        chat: "Agree with the finance agent whether the Pelican IT renewal can be sole-sourced.",
        general: "Prepare the quarterly supplier review for the MRO category.",
        monitor: "The supplier portal sync is running; check the number of synced catalog items every few minutes.",
      },
      get: (e) => ({ name: "supplier_get", args: { supplier_id: e.id }, out: (n) => odata(n, jp({ d: { SupplierID: e.id, Name: e.name, RiskRating: e.risk, PaymentTerms: e.terms, Category: e.cat, SpendLTM: e.spend, Currency: "EUR", __metadata: { etag: `W/"datetimeoffset'2026-11-${10 + (e.spend % 18)}T08%3A00%3A00Z'"` } } })) }),
      check: (e) => ({ name: "contract_get", args: { supplier_id: e.id, status: "active" }, out: (n) => odata(n, jp({ d: { results: [{ ContractID: `CW${e.id.slice(2)}`, Type: "Framework", ValidTo: "2027-06-30", CeilingEUR: Math.round(e.spend * 1.5), ConsumedEUR: Math.round(e.spend * 0.42) }] } })) }),
      act: (e) => ({ name: "requisition_line_add", args: { requisition: "REQ-88213", supplier_id: e.id, item: e.sku, qty: 40, unit_price: Number(e.price) }, out: (n) => odata(n, j({ d: { Requisition: "REQ-88213", Line: `${n.int(1, 40) * 10}`, Status: "Created" } }), "201 Created") }),
      reject: (e) => ({ name: "requisition_line_add", args: { requisition: "REQ-88213", supplier_id: e.id, item: e.sku, qty: 40 }, error: true, out: (n) => odata(n, jp({ error: { code: "ME/064", message: { lang: "en", value: `Supplier ${e.id} is blocked for purchasing organization 1000 (reason: expired certificate ${e.sku})` }, innererror: { transactionid: n.hex(32).toUpperCase(), timestamp: fmt.log(n.now()).replace(/[-: ]/g, "").slice(0, 14) } } }), "400 Bad Request") }),
      noop: [{ $format: "json" }, { "sap-language": "EN" }, { $inlinecount: "none" }],
      search: (q, hits) => ({ name: "catalog_search", args: { q, contract_only: true }, out: (n) => hits.length ? table(["item", "description", "supplier", "price_eur", "contract"], hits.map((h) => [h.sku, `Nitrile gloves ${["L", "L", "M/L"][h.spend % 3]}, ${[100, 100, 200][h.spend % 3]}/box`, h.name, h.price, `CW${h.id.slice(2)}`])) + `\nsearch took ${n.ms(30, 800)} ms (index ${n.pick(["cat-a", "cat-b"])}, ${fmt.hms(n.now())})` : `0 items found · search took ${n.ms(30, 800)} ms (index ${n.pick(["cat-a", "cat-b"])})` }),
      q: {
        same: ["nitrile gloves L 100", "nitrile glove size L box 100", "gloves nitrile large 100pcs", "Nitrile Gloves L (100)", "nitrile gloves, L, 100/box", "glove nitrile L", "NITRILE GLOVES L 100"],
        empty: ["nitrile gloves L 100 powder-free EN 374 type A", "EN374-A nitrile L", "chemo-rated nitrile gloves L", "nitrile gloves L 300mm cuff", "nitrile L ASTM D6978", "extended cuff nitrile large", "nitrile gauntlet L 100"],
        refine: ["gloves", "nitrile gloves", "nitrile gloves L", "nitrile gloves L 100"],
      },
      list: (p) => ({ name: "po_list", args: { status: "open", older_than_days: 60, gr_posted: false, $top: 8, $skip: p.offset }, out: (n) => odata(n, jp({ d: { results: p.rows.map((h) => ({ PO: h.po, Supplier: h.name, NetValueEUR: Math.round(h.spend / 40), Created: `2026-0${1 + (h.spend % 9)}-1${h.spend % 9}` })), __count: String(p.total) } })) }),
      job: {
        start: () => ({ name: "approval_status", args: { requisition: "REQ-88213", action: "submit" }, out: (n) => odata(n, j({ d: { Requisition: "REQ-88213", Status: "Submitted", WorkflowID: `WF${n.int(1000000, 9999999)}` } })) }),
        status: (st) => ({ name: "approval_status", args: { requisition: "REQ-88213" }, out: (n) => odata(n, jp({ d: { Requisition: "REQ-88213", Status: st.done ? "Approved" : "In approval", Steps: ["Cost center owner", "Category manager", "Finance", "CFO"].map((s, i) => ({ Step: s, State: st.done || i < Math.floor(st.pct / 25) ? "Approved" : i === Math.floor(st.pct / 25) ? "Pending" : "Not started", Since: i === Math.floor(st.pct / 25) && !st.done ? "2026-12-02T09:14:00Z" : undefined })), CheckedAt: n.iso() } })) }),
        stuck: "In approval",
        states: ["In approval"],
        coarse: 4,
        pctOnly: true,
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: i % 2 ? "contract_get" : "supplier_get", args: i % 2 ? { supplier_id: e.id, status: "active" } : { supplier_id: e.id, ...(i > 3 ? { $select: "Name,RiskRating" } : {}) }, error: true, out: (n) => odata(n, `<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>SAP Web Dispatcher: no server for /sap/opu/odata/sap/MM_SUPPLIER_SRV (reason: ICM_HTTP_SERVICE_UNAVAILABLE). Server time ${fmt.log(n.now())}, id ${n.hex(12)}</p></body></html>`, "503 Service Unavailable") }),
      transient: (e, ra) => ({ name: "supplier_get", args: { supplier_id: e.id }, error: true, out: (n) => odata(n, `Retry-After: ${ra}\n${j({ error: { code: "429", message: "Quota of 300 requests/minute exceeded" } })}`, "429 Too Many Requests") }),
      doc: { lines: docLines, read: (s, k) => ({ name: "policy_read", args: { policy: "PP-04", line: s + 1, lines: k }, out: (n) => `${docLines.slice(s, s + k).join("\n")}\n[${s + 1}..${Math.min(s + k, docLines.length)} / ${docLines.length}] fetched ${fmt.iso(n.now())}` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "po_draft_update", args: { po: "4500091120", changes: [{ line: ["10", "20", "header", "30"][errs.indexOf(err)], field: ["GLAccount", "DeliveryDate", "PaymentTerms", "MaterialGroup"][errs.indexOf(err)], value: ["6125", "2026-12-23", "NET30", "MG-OFF-01"][errs.indexOf(err)] + (i > 3 ? " " : "") }] }, out: (n) => odata(n, j({ d: { PO: "4500091120", Changed: true } })) }),
        test: (left) => ({ name: "po_validate", args: { po: "4500091120" }, out: (n) => odata(n, jp({ d: { PO: "4500091120", Valid: !left.length, Messages: left.map((x) => ({ Type: "E", Text: x })), CheckedAt: n.iso() } })) }),
      },
      monitor: { start: 12000, step: 2100, call: (v) => ({ name: "catalog_search", args: { q: "*", stats: true }, out: (n) => `catalog index: ${Math.round(v)} items synced from supplier portal (last batch ${n.int(200, 900)} items at ${fmt.hms(n.now())})` }) },
      chat: { peer: "finance_agent", third: "category_manager", stance: "the Pelican IT renewal can be sole-sourced because it extends an existing framework", peerStance: "it is above EUR 25k and the framework expires in March, so three quotes are required", points: ["the renewal value is EUR 38,400", "the framework allows call-offs until 2027-03-31", "the new term runs to 2027-12-31, past the framework", "so a call-off covers only Q1", "agreed: call-off for Q1, start a 3-quote RFQ for the rest"] },
    };
  },
};

// ---------------------------------------------------------------- multi-agent research team (AutoGen / CrewAI style)
export const team = {
  domain: "multi-agent-team",
  make(r) {
    const topics = ["heat pump subsidies", "e-bike battery recycling", "urban microgrids", "sodium-ion batteries", "green hydrogen costs", "vertical farming economics", "EV charging uptime", "rooftop solar permitting", "district heating", "battery second life", "grid-scale storage", "carbon removal credits"];
    const dom = ["iea.org", "ec.europa.eu", "nrel.gov", "bnef.com", "reuters.com", "ft.com", "nature.com", "irena.org", "ourworldindata.org", "bloomberg.com", "cleanenergywire.org", "theicct.org"];
    const ents = Array.from({ length: 46 }, (_, i) => ({ id: `https://www.${dom[i % 12]}/${["reports", "news", "articles", "data"][Math.floor(i / 12)]}/${topics[i % 12].replace(/ /g, "-")}-${r.int(2024, 2026)}`, title: `${topics[i % 12][0].toUpperCase() + topics[i % 12].slice(1)}: ${["outlook", "market update", "costs fall", "policy tracker", "what changed", "by the numbers"][(Math.floor(i / 12) + i) % 6]}`, fig: r.int(5, 95), year: r.int(2024, 2026) }));
    const topic = r.pick(topics);
    const page = (e, n) => `Title: ${e.title}\nURL: ${e.id}\nFetched: ${n.iso()} (${n.ms(200, 4000)} ms, ${n.int(18, 240)} KB, via ${n.pick(["jina-reader", "firecrawl", "httpx"])})\n\n${e.title}\n${"=".repeat(e.title.length)}\n\nBy ${e.year} the share reached ${e.fig}% according to the latest survey. ${["Costs fell faster than expected.", "Policy support remains uneven across member states.", "Installations slowed in the second half."][e.fig % 3]} Analysts expect ${e.fig + 7}% by ${e.year + 3}.\n\n[Cookie banner removed] [${n.int(3, 40)} related links omitted]`;
    const docLines = [`# Research brief: ${topic}`, "", ...Array.from({ length: 125 }, (_, i) => r.pick([`- Finding ${i + 1}: ${r.pick(["costs", "adoption", "policy", "supply chain"])} ${r.pick(["improved", "stalled", "diverged by region", "is uncertain"])} (${r.pick(dom)}, ${r.int(2023, 2026)})`, `  - source quality: ${r.pick(["primary", "secondary", "press release"])}`, "", `## ${r.pick(["Context", "Evidence", "Open questions", "Counterpoints"])} ${Math.floor(i / 20) + 1}`]))];
    const errs = ["claim 'adoption doubled in 2025' has no source", "source [4] is a press release; brief requires a primary source for figures", "section 'Counterpoints' is empty", "figure 62% conflicts with [2] (58%)"];
    return {
      system: `Group chat (AutoGen GroupChat, speaker selection: auto). Members: planner, researcher (tools: web_search, fetch_url, notes_write, read_brief, edit_brief, check_brief, crawl_start, crawl_status, sleep), critic. Task topic: ${topic}. The researcher is the model in this transcript; other members' turns are included as they appear in the group chat.`,
      ents,
      task: {
        lookup: `planner: researcher, fetch the key source on ${topic} and extract the headline figure.`,
        batch: `planner: researcher, extract the headline figure from each of the sources in our reading list on ${topic}.`,
        search: `planner: researcher, find a primary source for the 2025 adoption figure on ${topic}.`,
        page: `planner: researcher, go through all saved search results for ${topic} and shortlist the primary sources.`,
        poll: `planner: researcher, start the site crawl of the sources and report when it has finished.`,
        doc: "planner: researcher, read our current brief end to end and list the open questions.",
        fix: "planner: the brief fails the critic's checklist. researcher, fix it until check_brief passes.",
        chat: `planner: team, agree on the single headline number for the ${topic} brief.`,
        general: `planner: produce a two-page brief on ${topic} with sources, reviewed by the critic.`,
        monitor: "planner: the crawl is running in the background; researcher, report its progress a few times while you read.",
      },
      get: (e) => ({ name: "fetch_url", args: { url: e.id }, out: (n) => page(e, n) }),
      check: (e) => ({ name: "web_search", args: { query: `${e.title} site:${e.id.split("/")[2]}` }, out: (n) => jp({ query: `${e.title} site:${e.id.split("/")[2]}`, results: [{ title: e.title, url: e.id, snippet: `By ${e.year} the share reached ${e.fig}%…` }], search_id: n.uuid(), took: `${n.ms(200, 1500)}ms` }) }),
      act: (e) => ({ name: "notes_write", args: { key: e.id, note: `${e.title}: ${e.fig}% (${e.year})` }, out: (n) => `saved note #${n.int(1, 90)}` }),
      reject: (e) => ({ name: "notes_write", args: { key: e.id, note: `${e.title}: ${e.fig}% (${e.year})`, source_type: "primary" }, error: true, out: (n) => `Error: note rejected by source policy — ${e.id.split("/")[2]} is classified 'secondary/press' in sources.yaml; primary required for figures (check ${n.hex(8)})` }),
      noop: [{ render_js: false }, { max_chars: 20000 }, { timeout_s: 30 }],
      search: (q, hits) => ({ name: "web_search", args: { query: q, num_results: 5 }, out: (n) => jp({ query: q, results: hits.map((h) => ({ title: h.title, url: h.id, snippet: `…reached ${h.fig}% in ${h.year}…` })), search_id: n.uuid(), took: `${n.ms(200, 1500)}ms` }) }),
      q: {
        same: [`${topic} adoption 2025 statistics`, `${topic} 2025 adoption rate`, `adoption of ${topic} in 2025`, `${topic} uptake 2025 data`, `2025 ${topic} adoption figures`, `${topic} adoption 2025 percent`, `${topic} market share 2025`],
        empty: [`${topic} adoption 2025 official statistics Eurostat table`, `${topic} 2025 survey microdata`, `${topic} adoption ministry dataset 2025 csv`, `${topic} national statistics office 2025 adoption`, `${topic} 2025 primary data release`, `${topic} registry data 2025`, `${topic} census 2025 adoption`],
        refine: [topic, `${topic} 2025`, `${topic} 2025 adoption`, `${topic} 2025 adoption statistics report`],
      },
      list: (p) => ({ name: "web_search", args: { query: `${topic} report`, num_results: 8, page: p.page }, out: (n) => jp({ query: `${topic} report`, page: p.shown + 1, results: p.rows.map((h) => ({ title: h.title, url: h.id })), has_more: !!p.next, search_id: n.uuid() }) }),
      job: {
        start: () => ({ name: "crawl_start", args: { seeds: ents.slice(0, 6).map((e) => e.id), depth: 2 }, out: (n) => j({ crawl_id: `cr_${n.hex(8)}`, status: "scraping" }) }),
        status: (st) => ({ name: "crawl_status", args: { crawl_id: "cr_current" }, out: (n) => j({ status: st.done ? "completed" : st.state, completed: st.done ? 120 : Math.round(st.pct * 1.2), total: 120, creditsUsed: st.done ? 120 : Math.round(st.pct * 1.2), ...(st.detail ? { warning: st.detail } : {}), expiresAt: fmt.iso(n.now() + 86400000), next: null }) }),
        stuck: "scraping",
        stuckDetail: "concurrency limit reached for plan; queued jobs resume when slots free up",
        states: ["scraping"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: i % 2 ? "web_search" : "fetch_url", args: i % 2 ? { query: `${e.title} ${["data", "report", "statistics"][i % 3]}` } : { url: e.id }, error: true, out: (n) => `Error: upstream search provider returned 502 Bad Gateway (provider=serper, request_id=${n.uuid()}, at ${n.hmsms()})` }),
      transient: (e, ra) => ({ name: "fetch_url", args: { url: e.id }, error: true, out: () => `Error: 429 Too Many Requests from ${e.id.split("/")[2]}; Retry-After: ${ra}` }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_brief", args: { start: s, end: s + k }, out: () => docLines.slice(s, s + k).join("\n") + `\n<<lines ${s}-${Math.min(s + k, docLines.length)} of ${docLines.length}>>` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "edit_brief", args: { instruction: ["add source for 'adoption doubled in 2025'", "replace source [4] with the agency dataset", "write two counterpoints", "use 58% as in [2]"][errs.indexOf(err)] + (i > 3 ? [" please", " (again)", ""][i % 3] : "") }, out: (n) => `brief updated (rev ${n.int(10, 99)})` }),
        test: (left) => ({ name: "check_brief", args: {}, out: (n) => `checklist v2 · ${n.hms()}\n${["sources", "primary", "counterpoints", "consistency"].map((c, i) => `${left.includes(errs[i]) ? "✗" : "✓"} ${c}${left.includes(errs[i]) ? `: ${errs[i]}` : ""}`).join("\n")}` }),
      },
      monitor: { start: 20, step: 9, call: (v) => ({ name: "crawl_status", args: { crawl_id: "cr_current" }, out: (n) => j({ status: "scraping", completed: Math.round(v), total: 120, creditsUsed: Math.round(v), expiresAt: fmt.iso(n.now() + 86400000), next: null }) }) },
      chat: { peer: "critic", third: "planner", stance: `the headline number should be the ${ents[0].fig}% adoption figure from ${ents[0].id.split("/")[2]}`, peerStance: "that figure is from a press release; we need the agency's number even if it is older", points: [`the agency number is ${ents[1].fig}% for ${ents[1].year}`, "the press-release figure uses a different base year", "we can give the agency figure and mention the newer estimate", "the planner wants one number in the title", "agreed: agency figure in the title, newer estimate in the text"] },
    };
  },
};

// ---------------------------------------------------------------- IT identity admin (Okta-like)
export const itadmin = {
  domain: "it-identity-admin",
  make(r) {
    const first = ["Ava", "Noah", "Mila", "Leo", "Zoe", "Ivan", "Nora", "Eli", "Maya", "Owen", "Lina", "Theo"];
    const last = ["Schmidt", "Garcia", "Nakamura", "Kowalski", "Okoye", "Larsen", "Rossi", "Dubois", "Patel", "Novak", "Ahmed", "Moreau"];
    const ents = Array.from({ length: 48 }, (_, i) => { const f = first[i % 12], l = last[(i * 5 + Math.floor(i / 12)) % 12]; return { id: `00u${r.alnum(17)}`, login: `${f.toLowerCase()}.${l.toLowerCase()}${i >= 12 ? i : ""}@corp.example`, name: `${f} ${l}`, dept: r.pick(["Sales", "Engineering", "Finance", "Support", "Marketing"]), status: r.pick(["ACTIVE", "ACTIVE", "ACTIVE", "PROVISIONED", "SUSPENDED"]), last: fmt.iso(Date.UTC(2026, 10, r.int(1, 30), r.int(6, 20), r.int(0, 59))), groups: r.int(2, 14) }; });
    const okta = (n, body, status = 200) => `HTTP/1.1 ${status}\nx-okta-request-id: ${n.alnum(27)}\nx-rate-limit-limit: 600\nx-rate-limit-remaining: ${n.int(0, 599)}\nx-rate-limit-reset: ${n.epoch() + n.int(1, 60)}\ndate: ${n.rfc()}\n\n${body}`;
    const docLines = ["Joiner / mover / leaver standard (IT-SEC-07)", "", ...Array.from({ length: 120 }, (_, i) => `${i + 1}. ${r.pick(["Leavers", "Movers", "Joiners", "Contractors", "Service accounts"])} ${r.pick(["must be deactivated within 4 hours of HR notice", "keep group memberships only for their new department", "receive the 'Everyone' and department groups on day one", "expire after 90 days unless renewed", "are never assigned to admin roles", "need manager approval for GitHub access"])}.`)];
    const errs = ["Invalid property user.departmnt in expression", "Expression must evaluate to a boolean", "Group rule conflicts with rule 0pr3ab (same target group)", "String literal 'Sales ' has trailing whitespace"];
    return {
      system: "You are an IT identity admin agent with an Okta API token (scopes: okta.users.manage, okta.groups.manage). Tools: okta_user_get, okta_user_groups, okta_group_add, okta_users_search, okta_users_list, okta_import_start, okta_import_status, read_standard, rule_update, rule_validate, sleep.",
      ents,
      task: {
        lookup: `Why can't ${ents[0].login} log in? Check the account.`,
        batch: "Add every Sales hire who started this month to the Salesforce-Users group.",
        search: "Find the account of the contractor from Brightwire who joined last week; HR only gave 'Jon, Brightwire'.",
        page: "List all users who have not logged in for 90 days so we can review them.",
        poll: "Run the Workday import and confirm it finishes without errors.",
        doc: "Read the joiner/mover/leaver standard and tell me the deadline for deactivating leavers.",
        fix: "The new group rule for Sales is rejected. Fix the expression until it validates.",
        chat: "Agree with the security agent whether the dormant admin accounts can be deleted today.",
        general: "Process today's leavers: deactivate accounts, remove groups, and confirm.",
        monitor: "The SSO outage is being fixed; check the failed sign-in count every few minutes and tell me when it drops.",
      },
      get: (e) => ({ name: "okta_user_get", args: { id: e.login }, out: (n) => okta(n, jp({ id: e.id, status: e.status, created: "2025-03-02T09:00:00.000Z", lastLogin: e.last, passwordChanged: "2026-08-14T11:02:44.000Z", profile: { login: e.login, displayName: e.name, department: e.dept }, _links: { self: { href: `https://corp.okta.com/api/v1/users/${e.id}` } } })) }),
      check: (e) => ({ name: "okta_user_groups", args: { id: e.id }, out: (n) => okta(n, jp(Array.from({ length: Math.min(e.groups, 5) }, (_, k) => ({ id: `00g${e.id.slice(3, 10)}${k}`, profile: { name: ["Everyone", e.dept, `${e.dept}-Leads`, "VPN-Users", "GitHub-Org"][k] } })))) }),
      act: (e) => ({ name: "okta_group_add", args: { group_id: "00gSalesforceUsers", user_id: e.id }, out: (n) => okta(n, "", 204) }),
      reject: (e) => ({ name: "okta_group_add", args: { group_id: "00gSalesforceUsers", user_id: e.id }, error: true, out: (n) => okta(n, jp({ errorCode: "E0000038", errorSummary: "This operation is not allowed in the user's current status.", errorLink: "E0000038", errorId: `oae${n.alnum(19)}`, errorCauses: [{ errorSummary: `User ${e.login} is ${e.status}` }] }), 403) }),
      noop: [{ expand: "" }, { limit: 200 }, { "Accept-Language": "en" }],
      search: (q, hits) => ({ name: "okta_users_search", args: { search: q }, out: (n) => okta(n, jp(hits.map((h) => ({ id: h.id, status: h.status, profile: { login: h.login, displayName: h.name, department: h.dept } })))) }),
      q: {
        same: ["profile.lastName sw \"Brightwire\" or profile.email ew \"brightwire.example\"", "profile.email ew \"brightwire.example\" or profile.lastName sw \"Brightwire\"", "profile.email ew \"Brightwire.example\"", "profile.email ew \"brightwire.example\" and status eq \"ACTIVE\" or status eq \"PROVISIONED\"", "(profile.email ew \"brightwire.example\")", "profile.email ew \"@brightwire.example\"", "profile.email ew \"brightwire.example\" "],
        empty: ["profile.firstName eq \"Jon\"", "profile.firstName eq \"John\"", "profile.firstName sw \"Jon\" and profile.organization eq \"Brightwire\"", "profile.displayName sw \"Jon \"", "profile.firstName eq \"Jonathan\"", "profile.nickName eq \"Jon\"", "profile.organization eq \"Brightwire Electric\""],
        refine: ["profile.organization sw \"Bright\"", "profile.userType eq \"Contractor\"", "profile.userType eq \"Contractor\" and created gt \"2026-11-25T00:00:00.000Z\"", "profile.email ew \"brightwire.example\""],
      },
      list: (p) => ({ name: "okta_users_list", args: { search: "lastLogin lt \"2026-09-06T00:00:00.000Z\"", limit: 8, ...(p.cursor ? { after: p.cursor } : {}) }, out: (n) => okta(n, jp(p.rows.map((h) => ({ id: h.id, status: h.status, lastLogin: h.last.replace("2026-1", "2026-0"), profile: { login: h.login } })))) + (p.next ? `\nlink: <https://corp.okta.com/api/v1/users?after=${p.next}&limit=8>; rel="next"` : "") }),
      job: {
        start: () => ({ name: "okta_import_start", args: { app: "workday" }, out: (n) => okta(n, j({ id: `imp${n.alnum(8)}`, status: "IN_PROGRESS" })) }),
        status: (st) => ({ name: "okta_import_status", args: { app: "workday" }, out: (n) => okta(n, jp({ status: st.done ? "COMPLETED" : st.state, usersScanned: st.done ? 4210 : Math.round(42.1 * st.pct), usersMatched: st.done ? 4188 : Math.round(41.9 * st.pct), errors: 0, ...(st.detail ? { message: st.detail } : {}), lastUpdated: n.isoMs() })) }),
        stuck: "IN_PROGRESS",
        stuckDetail: "Waiting on Workday RaaS report (HTTP 202 Accepted)",
        states: ["IN_PROGRESS"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({ name: i % 2 ? "okta_user_groups" : "okta_user_get", args: i % 2 ? { id: e.id } : { id: e.login }, error: true, out: (n) => okta(n, jp({ errorCode: "E0000009", errorSummary: "Internal Server Error", errorLink: "E0000009", errorId: `oae${n.alnum(19)}`, errorCauses: [] }), 500) }),
      transient: (e, ra) => ({ name: "okta_user_get", args: { id: e.login }, error: true, out: (n) => okta(n, jp({ errorCode: "E0000047", errorSummary: `API call exceeded rate limit due to too many requests. Retry in ${ra} seconds.`, errorId: `oae${n.alnum(19)}` }), 429) }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_standard", args: { doc: "IT-SEC-07", offset: s, count: k }, out: () => docLines.slice(s, s + k).join("\n") }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "rule_update", args: { rule_id: "0pr9sales", expression: ["user.department == \"Sales\"", "user.department == \"Sales\" ? true : false", "user.department == \"Sales\" AND user.userType != \"Contractor\"", "String.trim(user.department) == \"Sales\""][errs.indexOf(err)] + (i > 3 ? " ".repeat(i % 3) : "") }, out: (n) => okta(n, j({ id: "0pr9sales", status: "INACTIVE", lastUpdated: n.isoMs() })) }),
        test: (left) => ({ name: "rule_validate", args: { rule_id: "0pr9sales" }, out: (n) => okta(n, left.length ? jp({ errorCode: "E0000001", errorSummary: "Api validation failed: conditions.expression", errorId: `oae${n.alnum(19)}`, errorCauses: left.map((x) => ({ errorSummary: x })) }) : j({ valid: true }), left.length ? 400 : 200) }),
      },
      monitor: { start: 900, step: 160, dir: -1, call: (v) => ({ name: "okta_logs_query", args: { filter: "eventType eq \"user.session.start\" and outcome.result eq \"FAILURE\"", since: "PT5M", count_only: true }, out: (n) => okta(n, j({ count: Math.round(v), window: "PT5M" })) }) },
      chat: { peer: "security_agent", third: "it_manager", stance: "the seven dormant admin accounts can be deleted today", peerStance: "deletion is irreversible; deactivate first and delete after the 30-day hold", points: ["the standard requires a 30-day hold for audit", "two of the accounts own API tokens still in use", "deactivation revokes sessions immediately", "token owners must be reassigned before deletion", "agreed: deactivate all seven today, reassign tokens, delete in 30 days"] },
    };
  },
};
