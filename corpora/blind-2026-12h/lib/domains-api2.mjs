// Specs for three API-style domains: restaurant group ops, veterinary practice, charity fundraising.
const gw502 = (host) => (ctx, rng) =>
  `HTTP/1.1 502 Bad Gateway\ndate: ${ctx.clock.rfc()}\nserver: cloudflare\ncf-ray: ${rng.hex(16)}-LHR\n\n<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>${host}</center></body></html>`;

export const restaurant = {
  domain: "restaurant-ops",
  entity: "menu item",
  node: "pos-bridge",
  styles: ["table", "http"],
  idKey: "plu",
  helper: "purchasing-agent",
  system: "You are the operations assistant for Brasa & Co., a group of four grill restaurants in Lisbon and Porto. You can read POS items, update menu items, search supplier catalogues, check inventory counts, read the HACCP plan and edit prep sheets. Prices are in EUR incl. IVA.",
  tools: { lookup: "pos_item_get", act: "menu_item_update", search: "supplier_catalog_search", poll: "inventory_count_status", flaky: "delivery_platform_sync", read: "haccp_read", edit: "prep_sheet_edit", check: "prep_sheet_check", page: "sales_export", sleep: "wait", delegate: "delegate" },
  item: (rng, i) => {
    const dishes = ["Picanha 300g", "Bacalhau à Brás", "Polvo à lagareiro", "Frango piri-piri", "Secretos de porco preto", "Arroz de marisco", "Francesinha", "Caldo verde", "Pastel de nata", "Salada de polvo", "Prego no pão", "Bitoque", "Costeleta de novilho", "Sardinhas assadas"];
    const id = String(4100 + i * 3);
    const price = (rng.int(350, 3400) / 100).toFixed(2);
    return { id, facts: { plu: id, name: `${dishes[i % dishes.length]}${i >= dishes.length ? ` (${["Porto", "Chiado", "Alvalade", "Foz"][Math.floor(i / dishes.length) % 4]})` : ""}`, price_eur: price, iva: "13%", food_cost_pct: rng.int(22, 41), sold_7d: rng.int(3, 410), allergens: rng.pick(["fish", "molluscs, gluten", "none", "milk, eggs, gluten", "crustaceans"]) }, price };
  },
  actArgs: (it) => ({ plu: it.id, price_eur: (Number(it.price) + 0.5).toFixed(2), reason: "Q1 supplier increase" }),
  actResult: (it) => ({ plu: it.id, updated: ["price_eur"], pushed_to: ["pos", "glovo", "ubereats"], version: 3 }),
  rowCols: ["date", "store", "plu", "qty", "net_eur"],
  row: (it, k) => [`2026-11-${String(1 + (k % 30)).padStart(2, "0")}`, ["LIS-CHI", "LIS-ALV", "OPO-FOZ", "OPO-BOL"][k % 4], it.id, 3 + ((k * 7) % 40), ((3 + ((k * 7) % 40)) * Number(it.price)).toFixed(2)],
  intents: [
    { phr: ["octopus frozen 2-3kg", "polvo congelado T3", "octopus whole frozen size 3", "polvo 2/3 kg congelado caixa", "frozen octopus T3 Lisbon delivery"], hits: [{ id: "SUP-PESC-0442", title: "Polvo congelado T3 (2-3 kg) cx 10kg - Pescanova" }, { id: "SUP-MAKRO-99120", title: "Polvo inteiro congelado 2,5kg - Makro" }, { id: "SUP-PESC-0440", title: "Polvo congelado T2 (3-4 kg) cx 10kg" }] },
    { phr: ["picanha black angus", "picanha Uruguay vacuum", "tapa de cuadril angus", "picanha chilled 1.2kg", "rump cap black angus vácuo"], hits: [{ id: "SUP-TALHO-2210", title: "Picanha Black Angus UY ~1.3kg vácuo" }, { id: "SUP-MAKRO-77310", title: "Picanha novilho nacional ~1.1kg" }] },
  ],
  refine: { phr: ["olive oil", "azeite extra virgem 5L", "azeite extra virgem 5L DOP Trás-os-Montes"], res: [[{ id: "SUP-MAKRO-10001", title: "Óleo alimentar 10L" }, { id: "SUP-MAKRO-10020", title: "Azeite refinado 1L" }], [{ id: "SUP-MAKRO-10044", title: "Azeite virgem extra 5L - marca branca (ES)" }], [{ id: "SUP-OLIV-0031", title: "Azeite Trás-os-Montes DOP 5L - Cooperativa de Murça" }]] },
  job: { idKey: "count_id", id: "CNT-OPO-FOZ-1206", label: "stock count", stages: ["dry_store", "walk_in", "reconcile"], started: "2026-12-06T07:30:00Z", result: { lines: 318, variance_eur: "-212.40", flagged: ["gin Bombay 70cl", "picanha"] } },
  dep: { args: { platform: "glovo", store: "LIS-CHI" }, fail: gw502("partner-api.glovoapp.com"), okBody: { platform: "glovo", store: "LIS-CHI", items_synced: 86, unavailable: 2 } },
  doc: { path: "haccp/plano-haccp-2026.md", lines: ["# Plano HACCP - Brasa & Co. (rev. 2026-03)", "", "## PCC 1 - Receção de produtos refrigerados", "- Temperatura de receção: carne ≤ 4 °C, peixe fresco 0-2 °C, congelados ≤ -18 °C.", "- Rejeitar qualquer lote acima do limite; registar no impresso R-01.", "", "## PCC 2 - Descongelação", "- Descongelar em câmara a 0-4 °C, nunca à temperatura ambiente.", "- Polvo: 24-36 h em câmara; registar hora de entrada e saída.", "", "## PCC 3 - Confeção", "- Temperatura no centro ≥ 75 °C (aves ≥ 82 °C) durante 2 minutos.", "- Sonda calibrada semanalmente (registo R-07).", "", "## PCC 4 - Arrefecimento", "- De 60 °C a 10 °C em menos de 2 horas (abatedor).", "- Arroz cozinhado: nunca guardar mais de 24 h.", "", "## PCC 5 - Manutenção a quente", "- Manter ≥ 65 °C; descartar após 2 horas no passe.", "", "## Alergénios", "- Ficha técnica de cada prato atualizada antes de qualquer alteração ao menu.", "- Informação ao cliente disponível em papel e na carta digital."] },
  edits: { path: "prep/OPO-FOZ/saturday.csv", errs: ["row 7 'arroz de marisco base': hold time 36h exceeds HACCP PCC4 limit 24h", "row 12 'polvo (descongelar)': thaw method 'bancada' not allowed (PCC2 requires câmara 0-4 °C)", "row 19 'molho piri-piri': allergen column empty"], fixes: [["arroz de marisco base,36h", "arroz de marisco base,24h"], ["polvo (descongelar),bancada", "polvo (descongelar),câmara"], ["molho piri-piri,,", "molho piri-piri,none,"]], cosmetic: [["Preparação,", "preparação,"], ["qty_kg", "qty (kg)"], ["\"caldo verde\"", "caldo verde"], ["sábado", "Sábado"]] },
  tasks: { lookup: "go through the Porto menu and apply the Q1 price increase", search: "find a supplier for frozen octopus for the Foz store", poll: "wait for the Foz stock count and tell me the variance", flaky: "resync the Chiado menu to Glovo", read: "what does our HACCP plan say about thawing octopus?", edit: "fix Saturday's prep sheet for Foz so it passes the check", page: "export November sales for all stores" },
};

export const vet = {
  domain: "vet-clinic",
  entity: "patient",
  node: "pims",
  styles: ["kv", "http"],
  idKey: "patient_id",
  helper: "lab-liaison",
  system: "You are the front-desk and clinical admin assistant for Harbourside Veterinary Practice. You can read patient records, book appointments, search the drug formulary, check lab results from the reference lab, read SOPs and edit discharge notes. Never give dosing advice to owners; route clinical questions to a vet.",
  tools: { lookup: "pims_patient_get", act: "appointment_book", search: "formulary_search", poll: "lab_order_status", flaky: "refvet_results_fetch", read: "sop_read", edit: "discharge_note_edit", check: "discharge_note_check", page: "appointments_list", sleep: "sleep", delegate: "message_colleague" },
  item: (rng, i) => {
    const id = `P-${30400 + i * 11}`;
    return { id, facts: { patient_id: id, name: rng.pick(["Biscuit", "Luna", "Otis", "Mochi", "Pepper", "Ziggy", "Rolo", "Nala", "Bramble", "Juno"]), ...(() => { const sp = rng.pick(["canine", "feline", "feline", "canine", "rabbit"]); return { species: sp, breed: rng.pick({ canine: ["Cocker Spaniel", "Labrador", "Border Collie"], feline: ["DSH", "British Shorthair"], rabbit: ["Netherland Dwarf", "Lionhead"] }[sp]) }; })(), weight_kg: (rng.int(14, 380) / 10).toFixed(1), owner: rng.pick(["K. Adeyemi", "R. Palmer", "T. Nguyen", "E. Walsh", "H. Ibrahim"]), vaccinations_due: rng.pick(["none", "DHP booster 2026-12-14", "RHD2 2027-01-03", "FeLV 2026-12-20"]), alerts: rng.pick(["none", "bites when restrained", "NSAID-sensitive", "diabetic - insulin BID"]) }, slot: `2026-12-${String(8 + (i % 12)).padStart(2, "0")}T${String(9 + (i % 8)).padStart(2, "0")}:${i % 2 ? "30" : "00"}:00` };
  },
  actArgs: (it) => ({ patient_id: it.id, type: "vaccination", start: it.slot, vet: "Dr. Ferreira" }),
  actResult: (it, rng) => ({ appointment_id: `APT-${rng.int(700000, 799999)}`, patient_id: it.id, start: it.slot, room: rng.pick(["Consult 1", "Consult 2"]), sms_reminder: "scheduled" }),
  rowCols: ["time", "patient", "type", "vet"],
  row: (it, k) => [`${String(8 + (k % 10)).padStart(2, "0")}:${k % 2 ? "30" : "00"}`, `${it.facts.name} (${it.id})`, ["vacc", "consult", "dental", "post-op"][k % 4], ["Dr. Ferreira", "Dr. Osei", "Dr. Lund"][k % 3]],
  intents: [
    { phr: ["meloxicam cat", "meloxicam feline oral suspension", "Metacam 0.5 mg/ml cats", "NSAID for cats licensed long term", "meloxicam suspension feline dose formulary"], hits: [{ id: "FRM-0211", title: "Metacam 0.5 mg/ml oral suspension for cats" }, { id: "FRM-0212", title: "Loxicom 0.5 mg/ml oral suspension (cats)" }, { id: "FRM-0340", title: "Robenacoxib (Onsior) 6 mg tablets" }] },
    { phr: ["rabbit gut stasis", "GI stasis rabbit prokinetic", "metoclopramide rabbit", "rabbit ileus treatment formulary", "prokinetic lagomorph"], hits: [{ id: "FRM-0870", title: "Metoclopramide 5 mg/ml injection (off-licence in rabbits)" }, { id: "FRM-0877", title: "Critical Care herbivore (Oxbow)" }] },
  ],
  refine: { phr: ["thyroid cat", "hyperthyroid cat tablets", "thiamazole 2.5 mg film-coated cats"], res: [[{ id: "FRM-0501", title: "Levothyroxine 0.2 mg tablets (dogs)" }], [{ id: "FRM-0515", title: "Hill's y/d diet (feline)" }], [{ id: "FRM-0520", title: "Felimazole 2.5 mg coated tablets (thiamazole)" }]] },
  job: { idKey: "order_id", id: "LAB-9918271", label: "reference lab order", stages: ["received", "in_analysis", "pathologist_review"], started: "2026-12-06T07:55:00Z", result: { panel: "Senior wellness + T4", flags: ["T4 68 nmol/L (H)"], pdf: "LAB-9918271.pdf" } },
  dep: { args: { accession: "IDX-44102937" }, fail: gw502("vetconnect-plus.idexx.example"), okBody: { accession: "IDX-44102937", status: "final", results: 24, abnormal: 1 } },
  doc: { path: "sops/SOP-12-controlled-drugs.md", lines: ["SOP-12 Controlled drugs (Schedule 2 and 3) - rev 5", "", "1. Scope", "   Applies to all staff handling methadone, buprenorphine, ketamine, midazolam.", "", "2. Storage", "   Schedule 2 drugs are kept in the CD cabinet; keys held by the duty vet.", "   Buprenorphine (Sch 3) is kept in the CD cabinet by practice policy.", "", "3. Register", "   Every receipt and supply of a Schedule 2 drug is entered in the CD register", "   on the day, in ink or in the electronic register, with a running balance.", "   Running balance checks are done every Monday by two members of staff.", "", "4. Destruction", "   Out-of-date stock is destroyed only in the presence of an authorised witness.", "   Patient-returned CDs may be destroyed by a vet and a second person.", "", "5. Discrepancies", "   Any discrepancy is reported to the clinical director the same day.", "   Unresolved discrepancies after 48 h are reported to the police CD liaison.", "", "6. Discharge", "   Owners taking CDs home receive written instructions and the quantity is logged."] },
  edits: { path: "discharge/P-30433-dental.md", errs: ["missing required section 'Medication at home'", "medication 'Metacam' has no dose unit (mg/kg or ml)", "follow-up date 2026-11-30 is in the past"], fixes: [["## Home care", "## Medication at home\n## Home care"], ["Metacam 0.1 once daily", "Metacam 0.05 mg/kg once daily"], ["Recheck: 2026-11-30", "Recheck: 2026-12-13"]], cosmetic: [["Soft food only.", "Soft food only for 5 days."], ["# Discharge", "# Discharge instructions"], ["Dr Ferreira", "Dr. Ferreira"], ["call us", "call us on 0117 496 0311"]] },
  tasks: { lookup: "book the vaccination reminders that are due this month", search: "find which meloxicam product we stock for cats", poll: "tell me when the lab results for Pepper come back", flaky: "pull the IDEXX results for accession IDX-44102937", read: "what does our CD SOP say about patient-returned drugs?", edit: "fix Biscuit's dental discharge note so the checker passes", page: "list tomorrow's appointments" },
};

export const charity = {
  domain: "charity-fundraising",
  entity: "supporter",
  node: "crm",
  styles: ["http", "xml"],
  idKey: "supporter_id",
  helper: "data-team-agent",
  system: "You are the supporter-care assistant at Northern Lights Children's Hospice (UK registered charity 1109823). You can look up supporters, add gifts to the Gift Aid claim, search the supporter database, check HMRC claim status, read the fundraising policy and edit appeal letters. Respect contact preferences (GDPR, Fundraising Preference Service).",
  tools: { lookup: "supporter_get", act: "giftaid_claim_add", search: "supporter_search", poll: "hmrc_claim_status", flaky: "donation_platform_import", read: "policy_read", edit: "appeal_letter_edit", check: "appeal_letter_check", page: "gifts_list", sleep: "sleep", delegate: "assign_to_agent" },
  item: (rng, i) => {
    const id = `SUP${String(510000 + i * 13)}`;
    return { id, facts: { supporter_id: id, name: `${rng.pick(["Mrs", "Mr", "Ms", "Dr"])} ${rng.pick(["A.", "J.", "C.", "R.", "L."])} ${rng.pick(["Hughes", "Patel", "Robson", "Armstrong", "Chen", "Milburn", "O'Neill"])}`, postcode: `${rng.pick(["NE1", "NE6", "SR2", "DH1", "TS5"])} ${rng.int(1, 9)}${rng.alnum(2)}`, giftaid_declaration: rng.pick(["valid since 2019-04-06", "valid since 2023-10-02", "valid since 2021-01-15"]), last_gift: `£${rng.int(5, 250)}.00 on 2026-11-${String(rng.int(1, 28)).padStart(2, "0")}`, contact: rng.pick(["email yes, phone no, post yes", "post only", "email yes, phone yes, post yes"]), regular_giving: rng.pick(["£10/month DD", "none", "£25/month DD"]) }, gift: `GFT-${rng.int(800000, 899999)}` };
  },
  actArgs: (it) => ({ supporter_id: it.id, gift_id: it.gift, claim: "GA-2026-12" }),
  actResult: (it) => ({ claim: "GA-2026-12", gift_id: it.gift, supporter_id: it.id, eligible: true, giftaid_value_gbp: "tbc at submission" }),
  rowCols: ["gift_id", "date", "supporter", "amount", "channel"],
  row: (it, k) => [`GFT-${820000 + k}`, `2026-11-${String(1 + (k % 30)).padStart(2, "0")}`, it.id, `£${(5 + ((k * 17) % 120)).toFixed(2)}`, ["DD", "online", "cheque", "event"][k % 4]],
  intents: [
    { phr: ["Hughes NE6", "Mrs Hughes Heaton", "surname Hughes postcode NE6", "Hughes Newcastle upon Tyne NE6 supporter", "hughes ne6 5"], hits: [{ id: "SUP510078", title: "Mrs J. Hughes, NE6 1XB" }, { id: "SUP512244", title: "Mr D. Hughes, NE6 5QP" }] },
    { phr: ["Great North Run 2026 runners", "GNR 2026 participants", "event runners Great North Run", "supporters registered Great North Run September 2026", "gnr26 team"], hits: [{ id: "SUP513001", title: "Ms L. Chen (GNR26, raised £640)" }, { id: "SUP511870", title: "Mr R. Robson (GNR26, raised £310)" }, { id: "SUP512990", title: "Dr C. Milburn (GNR26, raised £1,120)" }] },
  ],
  refine: { phr: ["legacy", "legacy notification 2026", "legacy notification 2026 residuary estate Durham"], res: [[{ id: "SUP500001", title: "Legacy pledgers list (internal)" }, { id: "SUP500777", title: "In-memory fund: Baby Grace" }], [{ id: "SUP509120", title: "Estate of the late Mr P. Lowes (pecuniary £2,000)" }], [{ id: "SUP509344", title: "Estate of the late Mrs E. Carr, Durham (residuary 25%)" }]] },
  job: { idKey: "claim_ref", id: "GA-2026-11", label: "HMRC Charities Online claim", stages: ["submitted", "validated", "accepted"], started: "2026-12-02T10:14:00Z", result: { repayment_gbp: "18,411.25", gifts: 3122, rejected: 4 } },
  dep: { args: { source: "justgiving", since: "2026-11-01" }, fail: (ctx, rng) => `ERROR 504 upstream timed out after 30000 ms\nsource=justgiving page=1 trace=${rng.hex(24)}\nat ${ctx.clock.iso()}`, okBody: { source: "justgiving", imported: 412, duplicates_skipped: 9 } },
  doc: { path: "policy/fundraising-policy-2026.md", lines: ["# Fundraising policy (approved by trustees, Feb 2026)", "", "## 1. Contacting supporters", "1.1 We only contact supporters through channels they have opted in to.", "1.2 Suppression requests via the Fundraising Preference Service are actioned", "    within 28 days and logged against the supporter record.", "", "## 2. Gift Aid", "2.1 A gift can be claimed only where a valid declaration covers the gift date.", "2.2 Gifts from joint accounts are claimed for the declarant only.", "2.3 Event sponsorship is claimable unless the sponsor receives a benefit.", "2.4 Raffle and auction proceeds are never claimable.", "", "## 3. Vulnerable supporters", "3.1 Stop any solicitation if a supporter appears to be in vulnerable circumstances.", "3.2 Record the concern (no diagnosis) and refer to the supporter care lead.", "", "## 4. Appeals", "4.1 Appeal letters must state the charity number and a clear opt-out line.", "4.2 Case studies require signed family consent dated within 24 months.", "", "## 5. Complaints", "5.1 Acknowledge within 2 working days; resolve within 20 working days."] },
  edits: { path: "appeals/winter-2026-letter.md", errs: ["missing charity number (policy 4.1)", "no opt-out line found (policy 4.1)", "case study 'Ellie' consent dated 2023-06-01 is older than 24 months (policy 4.2)"], fixes: [["Northern Lights Children's Hospice\n", "Northern Lights Children's Hospice, registered charity 1109823\n"], ["With warm wishes,", "If you'd rather not hear from us, call 0191 496 0725 or email optout@nlch.example.\n\nWith warm wishes,"], ["consent: 2023-06-01", "consent: 2026-09-14"]], cosmetic: [["Dear friend,", "Dear Friend,"], ["this winter", "this Winter"], ["£25 could", "£25 can"], ["warm wishes", "best wishes"]] },
  tasks: { lookup: "add November's eligible gifts to the December Gift Aid claim", search: "find Mrs Hughes from Heaton who rang about her direct debit", poll: "let me know when HMRC accepts the November claim", flaky: "import the JustGiving donations since 1 November", read: "can we claim Gift Aid on the raffle at the winter fair?", edit: "get the winter appeal letter through the compliance check", page: "list November's gifts for the finance reconciliation" },
};
