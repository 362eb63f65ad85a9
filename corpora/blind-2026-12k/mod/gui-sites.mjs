// Three web sites for the GUI agents: a holiday-rental host console, job-board applications, a German used-car marketplace.
const at = (xs, i) => xs[((i % xs.length) + xs.length) % xs.length];

function site(o) {
  const s = { ...o };
  s.list = (p) => ({ brand: o.brand, url: `${o.base}${o.listPath}?page=${p}`, title: `${o.listTitle} — page ${p}`, clockText: o.clockText, toast: o.toast,
    items: [...[0, 1, 2, 3].map((k) => ["link", o.rowName((p - 1) * 4 + k), o.rowExtra((p - 1) * 4 + k)]), ["button", "Next page"], ["text", `Showing ${(p - 1) * 4 + 1}–${p * 4} of ${o.total}`]] });
  s.listScrolled = (p) => ({ ...s.list(p), title: `${o.listTitle} — page ${p}`, items: [["text", `Showing ${(p - 1) * 4 + 1}–${p * 4} of ${o.total}`], ["button", "Next page"], ["contentinfo", o.footer]] });
  s.record = (i, extra = []) => ({ brand: o.brand, url: `${o.base}${o.recPath}${o.recId(i)}`, title: o.rowName(i), clockText: o.clockText, toast: o.toast, items: [...o.fields(i), ...extra] });
  s.urls = (i) => [`${o.base}${o.recPath}${o.recId(i)}`, `${o.base}${o.recPath}${o.recId(i)}/`, `${o.base}${o.recPath}${o.recId(i)}?ref=list&utm_source=dashboard`, `${o.base}${o.altPath}${o.recId(i)}`, `${o.base.includes("://www.") ? o.base.replace("https://www.", "http://") : o.base.replace("https://", "https://www.")}${o.recPath}${o.recId(i)}#details`];
  s.feed = (n) => ({ brand: o.brand, url: `${o.base}${o.feedPath}`, title: o.feedTitle, clockText: o.clockText, items: [...[0, 1, 2, 3, 4].map((k) => ["article", o.feedItem(n * 5 + k)]), ["text", n < 9 ? "Loading more…" : "You're all caught up"]] });
  s.form = (k) => ({ brand: o.brand, url: `${o.base}${o.formPath}?step=${k + 1}`, title: `${o.formTitle} (step ${k + 1} of ${o.formSteps.length})`, clockText: o.clockText, items: [...o.formSteps[k].map(([f, v]) => ["textbox", f, v ? `: ${v}` : ""]), ["button", k + 1 < o.formSteps.length ? "Continue" : "Submit"]] });
  s.done = () => ({ brand: o.brand, url: `${o.base}${o.formPath}/done`, title: o.doneTitle, items: [["status", o.doneText], ["link", "Back to dashboard"]] });
  s.loading = (pct, label) => ({ brand: o.brand, url: `${o.base}${o.loadPath}`, title: o.loadTitle, clockText: o.clockText, items: [["progressbar", label ?? o.loadLabel, `[value=${pct}]`], ["text", `${pct}%`], ...(pct >= 100 ? [["link", o.loadDone]] : [["button", "Cancel"]])] });
  return s;
}

export const rental = site({
  domain: "holiday-rental-host", agent: "Playwright-MCP browser agent in a holiday-rental host console", harness: "pw", brand: "Hostfolio", base: "https://app.hostfolio.io",
  sys: "You are a browser agent with Playwright MCP tools. You manage the host's listings, calendar and guest messages. Use the ref from the LATEST snapshot.",
  task: (r) => r.pick(["Send updated check-in instructions to every guest arriving this week, and fix the cleaning fee on 'Casa Alfama Loft'.", "Block 12–15 Dec on 'Cabin at Lake Bled' and reply to the open guest questions."]),
  listPath: "/reservations", listTitle: "Reservations", total: 37, footer: "© 2026 Hostfolio · Help · Status",
  rowName: (i) => `HM${4815 + i * 7} · ${at(["Ana Ferreira", "Tom Becker", "Yuki Mori", "Lena Novak", "Omar Haddad", "Sofia Rossi", "Jan de Boer"], i)}`,
  rowExtra: (i) => `${at(["Dec 8–11", "Dec 9–13", "Dec 10–12", "Dec 12–19"], i)} · ${at(["Casa Alfama Loft", "Cabin at Lake Bled", "Studio Gràcia"], i)}`,
  recPath: "/reservations/", altPath: "/inbox/thread/", recId: (i) => `HM${4815 + i * 7}`,
  fields: (i) => [["text", `Guest: ${at(["Ana Ferreira", "Tom Becker", "Yuki Mori", "Lena Novak", "Omar Haddad", "Sofia Rossi", "Jan de Boer"], i)} · ${2 + (i % 3)} guests`], ["text", `Payout €${410 + (i % 9) * 37}.00`], ["textbox", "Message to guest"], ["button", "Send message"], ["button", "Save changes"]],
  feedPath: "/inbox", feedTitle: "Inbox", feedItem: (n) => `${at(["Ana", "Tom", "Yuki", "Lena", "Omar", "Sofia"], n)} (HM${4815 + n * 7}): "${at(["Is early check-in possible?", "Where do we park?", "Do you have a baby cot?", "Wi-Fi password?", "Can we bring a dog?"], n)}" · ${n + 1}h ago`,
  formPath: "/listings/casa-alfama/edit", formTitle: "Edit listing", formSteps: [[["Title", "Casa Alfama Loft"], ["Guests", "4"]], [["Nightly price (€)", "128"], ["Cleaning fee (€)", "65"]], [["Check-in from", "15:00"], ["Check-in instructions"]], [["House rules"]]],
  doneTitle: "Listing updated", doneText: "Changes are live on 3 channels", loadPath: "/calendar/sync", loadTitle: "Channel sync", loadLabel: "Syncing calendars", loadDone: "Open calendar",
  clockText: (c) => `Lisbon ${c.hm()}`, toast: (run) => `Auto-saved ${run.r.int(2, 59)}s ago`,
  fill: (k) => `Hi! Check-in from 15:00, key box code ${4815 + k * 7}, parking in spot ${1 + (k % 9)}.`,
  formFill: { "Check-in instructions": "Key box left of the door, code 4815. Parking: spot 7.", "House rules": "No parties. Quiet hours 22:00-08:00." },
  bad: { field: "Cleaning fee (€)", text: "65,00", error: "Enter a whole number" }, dead: "Save changes",
  answer: () => "Done: check-in instructions sent to the 6 guests arriving this week (HM4815, HM4822, HM4829, HM4836, HM4843, HM4850); cleaning fee on Casa Alfama Loft set to €55; calendar sync finished.",
});

export const jobs = site({
  domain: "job-applications", agent: "Playwright-MCP browser agent applying to jobs on a job board for a user", harness: "pw", brand: "Jobmatch", base: "https://www.jobmatch.work",
  sys: "You are a browser agent applying to jobs on behalf of the user, with Playwright MCP tools. Only apply to roles that match the profile. Refs change on every snapshot.",
  task: (r) => r.pick(["Find remote data-engineering roles posted this week and apply to the three best matches with my saved CV.", "Apply to the Senior Analytics Engineer role at Nordvik, then check the status of my other applications."]),
  listPath: "/me/applications", listTitle: "My applications", total: 23, footer: "Jobmatch · Privacy · Cookies",
  rowName: (i) => `${at(["Data Engineer", "Analytics Engineer", "Senior Data Engineer", "ML Platform Engineer", "BI Developer"], i)} · ${at(["Nordvik", "Klarwerk", "Polaris Health", "Tessel", "Brightmoor", "Oakfield Labs", "Vantor"], i)}`,
  rowExtra: (i) => `status: ${at(["Applied", "In review", "Rejected", "Interview"], i)} · ${1 + (i % 12)}d ago`,
  recPath: "/jobs/", altPath: "/j/", recId: (i) => `${88100 + i * 13}`,
  fields: (i) => [["text", `Remote · €${70 + (i % 5) * 6}k–€${86 + (i % 5) * 6}k · posted ${1 + (i % 6)}d ago`], ["text", `${120 + i * 3} applicants`], ["textbox", "Private notes"], ["button", "Easy apply"], ["button", "Save job"]],
  feedPath: "/search?q=data+engineer&remote=true&posted=7d", feedTitle: "Jobs: data engineer · remote · past week", feedItem: (n) => `${at(["Data Engineer", "Senior Data Engineer", "Analytics Engineer", "Data Platform Engineer"], n)} — ${at(["Nordvik", "Klarwerk", "Tessel", "Vantor", "Polaris Health", "Oakfield Labs", "Brightmoor", "Sundry", "Lumen"], n * 3 + 1)} · ${at(["Remote EU", "Remote", "Hybrid Berlin"], n)} · ${n % 4 === 0 ? "Promoted" : `${1 + (n % 6)}d`}`,
  formPath: "/apply/88113", formTitle: "Apply: Senior Analytics Engineer at Nordvik", formSteps: [[["Full name", "Marta Kowalczyk"], ["Email", "marta.k@posteo.de"]], [["CV", "marta_cv_2026.pdf"], ["LinkedIn URL"]], [["Years with dbt"], ["Notice period"]], [["Salary expectation (EUR)"]]],
  doneTitle: "Application sent", doneText: "Nordvik received your application", loadPath: "/apply/88113/upload", loadTitle: "Uploading CV", loadLabel: "Parsing CV", loadDone: "Continue",
  clockText: (c) => `${c.hm()} CET`, toast: (run) => `${run.r.int(3, 40)} new jobs match your alerts`,
  fill: (k) => `applied ${1 + (k % 9)} Dec; follow up if no reply in 10 days`,
  formFill: { "LinkedIn URL": "https://www.linkedin.com/in/marta-kowalczyk", "Years with dbt": "4", "Notice period": "90", "Salary expectation (EUR)": "85000" },
  bad: { field: "Notice period", text: "3 months", error: "Please enter a number of days" }, dead: "Save job",
  answer: () => "Applied to three remote roles: Senior Analytics Engineer (Nordvik), Data Engineer (Klarwerk), Data Platform Engineer (Tessel). Statuses: 2 in review, 1 interview request from Polaris Health; one rejection (Brightmoor).",
});

export const cars = site({
  domain: "used-car-marketplace", agent: "computer-use agent (screenshots, coordinates) on a German used-car seller dashboard", harness: "cu", brand: "AutoMarkt Händlerbereich", base: "https://haendler.automarkt.de",
  sys: "You control a computer through the `computer` tool (screenshot, left_click with coordinate, type, key, scroll, wait). The dealer's dashboard is in German.",
  task: (r) => r.pick(["Reduce the price of every listing older than 60 days by 3% and answer new buyer messages.", "Renew the expiring listings and fix the mileage on the Golf VIII listing."]),
  listPath: "/inserate", listTitle: "Meine Inserate", total: 29, footer: "Impressum · Datenschutz · AGB",
  rowName: (i) => `${at(["VW Golf VIII 1.5 eTSI", "BMW 320d Touring", "Skoda Octavia Combi", "Audi A3 Sportback", "Opel Corsa F", "Ford Kuga PHEV"], i)} · ${17900 + (i % 8) * 1350} €`,
  rowExtra: (i) => `${at(["online seit 74 Tagen", "online seit 12 Tagen", "läuft in 2 Tagen ab", "online seit 63 Tagen"], i)} · ${200 + i * 11} Aufrufe`,
  recPath: "/inserat/", altPath: "/fahrzeug/", recId: (i) => `${3120400 + i * 17}`,
  fields: (i) => [["text", `Erstzulassung 0${1 + (i % 9)}/20${19 + (i % 5)} · ${28000 + i * 3100} km`], ["textbox", "Preis (€)"], ["textbox", "Kilometerstand"], ["button", "Speichern"], ["button", "Inserat verlängern"]],
  feedPath: "/nachrichten", feedTitle: "Nachrichten", feedItem: (n) => `${at(["Herr Yilmaz", "Fr. Schubert", "K. Nowak", "M. Rossi", "Jens P."], n)}: „${at(["Ist der Wagen unfallfrei?", "Letzter Preis?", "Probefahrt am Samstag möglich?", "Gibt es ein Scheckheft?", "Inzahlungnahme möglich?"], n)}“ · vor ${n + 2} Std.`,
  formPath: "/inserat/neu", formTitle: "Neues Inserat", formSteps: [[["Marke", "Skoda"], ["Modell", "Octavia"]], [["Erstzulassung"], ["Kilometerstand"]], [["Preis (€)"], ["Beschreibung"]]],
  doneTitle: "Inserat veröffentlicht", doneText: "Ihr Inserat ist jetzt online", loadPath: "/export/mobile", loadTitle: "Export an Partnerportale", loadLabel: "Export läuft", loadDone: "Protokoll anzeigen",
  clockText: null, toast: (run) => `${run.r.int(1, 9)} neue Anfragen`,
  fill: (k) => `${Math.round((17900 + (k % 8) * 1350) * 0.97 / 10) * 10}`,
  formFill: { Erstzulassung: "04/2021", Kilometerstand: "41200", "Preis (€)": "21490", Beschreibung: "Scheckheftgepflegt, unfallfrei, 2. Hand, Winterräder." },
  bad: { field: "Kilometerstand", text: "41.200 km", error: "Bitte nur Ziffern eingeben" }, dead: "Speichern",
  answer: () => "Erledigt / done: 5 listings older than 60 days reduced by 3% (Golf VIII now 20.850 €, 320d 24.540 €, …), 2 expiring listings renewed, mileage on the Golf corrected to 41200 km, 4 buyer messages answered.",
});
