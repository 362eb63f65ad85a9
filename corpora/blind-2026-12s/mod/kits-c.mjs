/** Five domain kits: SOAP customs, iCalendar rooms, GeoJSON flood mapping, RFC 822 mailroom, HTML procurement portal. */
import { ts } from "./util.mjs";

const soapEnv = (body) => `<?xml version="1.0" encoding="UTF-8"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:c="urn:carina.gov.mk:declaration:v3">\n<soap:Body>\n${body}\n</soap:Body>\n</soap:Envelope>`;
const soap = {
  id: "soap-customs-declarations-mk", lang: "Macedonian", orch: "координатор", workers: ["работник-царина", "работник-банка"],
  sys: "Ти си агент за царински декларации на шпедиција во Скопје. Зборуваш со SOAP сервисите на царинскиот систем и банката.",
  say: { fetch: "Провери го статусот на декларацијата %s, те молам.", batch: "Провери ги сите декларации од денеска што се во статус 'вратена' и поднеси ги повторно.", job: "Поднеси го збирниот пакет за транзит и кажи ми кога ќе заврши обработката.", fix: "Декларацијата %s е одбиена. Поправи ја, те молам.", find: "Најди ја декларацијата за фактурата %s.", pages: "Дај ми листа на сите отворени декларации за овој месец.", recheck: "Го исправив тарифниот број во системот. Провери повторно, те молам.", done: "Готово. Резиме:", giveup: "Извини, моментално не можам да продолжам со ова." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `26MK${r.digits(4)}IM${r.digits(7)}`, nm: r.pick(["ТЕКСТИЛ ДООЕЛ", "АГРО-ВАРДАР ДОО", "МАКПЕТРОЛ АД", "ОХРИД ТРЕЈД"]), v: `${r.pick(["8471", "6204", "0805", "8708"])}${r.digits(6)}`, x: r.int(1200, 98000) })),
  T: { get: "carina_get_status", search: "carina_find_declaration", start: "carina_submit_transit", poll: "carina_transit_status", dep: "nbrm_guarantee_check", update: "carina_amend_item", list: "carina_list_open", validate: "carina_validate" },
  A: { get: (it) => ({ mrn: it.id }), search: (q) => ({ invoice_no: q }), start: () => ({ package: "NCTS-P5-20261206-03", office: "MK001010" }), poll: (j) => ({ ticket: j }), dep: (it) => ({ guarantee_ref: `26MK${it.x}`, amount_mkd: it.x * 10 }), update: (it, v) => ({ mrn: it.id, item: 1, hs_code: v }), list: (p) => ({ status: "OPEN", page: p }), validate: (it) => ({ mrn: it.id }) },
  O: {
    get: (it, c) => soapEnv(`<c:GetStatusResponse>\n  <c:MRN>${it.id}</c:MRN>\n  <c:Declarant>${it.nm}</c:Declarant>\n  <c:Status code="${it.x % 3 ? "RLS" : "HLD"}">${it.x % 3 ? "Released" : "Held for control"}</c:Status>\n  <c:HSCode>${it.v}</c:HSCode>\n  <c:StatisticalValue currency="MKD">${it.x * 61}</c:StatisticalValue>\n  <c:Timestamp>${ts.iso(c.t)}</c:Timestamp>\n  <c:CorrelationId>${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}</c:CorrelationId>\n</c:GetStatusResponse>`),
    search: (q, hits, c) => soapEnv(`<c:FindDeclarationResponse total="${hits.length}">\n` + hits.map((h) => `  <c:Declaration mrn="${h.id}" declarant="${h.nm}"/>`).join("\n") + `${hits.length ? "\n" : ""}  <c:Query invoice="${q}" ms="${c.r.int(30, 400)}"/>\n</c:FindDeclarationResponse>`),
    start: (j, c) => soapEnv(`<c:SubmitTransitResponse>\n  <c:Ticket>${j}</c:Ticket>\n  <c:Accepted>${ts.iso(c.t)}</c:Accepted>\n  <c:Items>46</c:Items>\n</c:SubmitTransitResponse>`),
    poll: (j, s, c) => soapEnv(`<c:TransitStatusResponse>\n  <c:Ticket>${j}</c:Ticket>\n  <c:State>${s.state}</c:State>\n  <c:Processed>${s.done}</c:Processed><c:Total>${s.total}</c:Total>\n  <c:AsOf>${ts.iso(c.t)}</c:AsOf>\n</c:TransitStatusResponse>`),
    depErr: (c, k) => soapEnv([`<soap:Fault>\n  <faultcode>soap:Server</faultcode>\n  <faultstring>NBRM-GW-0503: Guarantee registry temporarily unavailable</faultstring>\n  <detail><ref>${c.r.hex(10)}</ref></detail>\n</soap:Fault>`, `<soap:Fault>\n  <faultcode>soap:Server</faultcode>\n  <faultstring>java.net.SocketTimeoutException: Read timed out (nbrm-ws-02:8443, ${c.r.int(30000, 30050)} ms)</faultstring>\n</soap:Fault>`][k % 2]),
    depOk: (it, c) => soapEnv(`<g:GuaranteeCheckResponse xmlns:g="urn:nbrm.mk:guarantee">\n  <g:Ref>26MK${it.x}</g:Ref><g:Valid>true</g:Valid><g:Balance currency="MKD">${it.x * 40}</g:Balance>\n  <g:CheckedAt>${ts.iso(c.t)}</g:CheckedAt>\n</g:GuaranteeCheckResponse>`),
    update: (it, v, c) => soapEnv(`<c:AmendItemResponse>\n  <c:MRN>${it.id}</c:MRN><c:Item>1</c:Item><c:HSCode>${v}</c:HSCode>\n  <c:AmendmentNo>${c.n}</c:AmendmentNo>\n</c:AmendItemResponse>`),
    list: (rows, p, more, c) => soapEnv(`<c:ListOpenResponse page="${p}" hasMore="${more}">\n` + rows.map((h) => `  <c:Declaration mrn="${h.id}" lodged="${ts.iso(c.t - c.r.int(1, 20) * 864e5)}"/>`).join("\n") + `\n</c:ListOpenResponse>`),
    validate: (it, errs, c) => soapEnv(errs.length ? `<c:ValidateResponse valid="false">\n` + errs.map((e) => `  <c:Error>${e}</c:Error>`).join("\n") + `\n</c:ValidateResponse>` : `<c:ValidateResponse valid="true" rules="212"/>`),
  },
  queries: ["ФАК-2026/1187", "ФАК-2026/1187 ", "FAK-2026/1187", "фак-2026/1187", "2026/1187", "ФАК 2026 1187"],
  errs: ["R0412 Item 1: HSCode 8471300000 requires licence document code 'L100'", "R0907 Gross mass lower than net mass", "R1101 Country of origin 'XK' not in code list CL199", "R0016 Invoice currency missing"],
  fixv: (i) => ["8471410000", "6204620000", "0805102200", "8708299000"][i % 4],
};

const ical = {
  id: "ical-conference-rooms-lb", lang: "Luxembourgish", orch: "koordinator", workers: ["schaffer-kalenner", "schaffer-catering"],
  sys: "Du bass den Agent fir d'Sallreservatioune vum Konferenzzentrum um Kierchbierg. D'Kalenneren schwätzen iCalendar (RFC 5545) a CalDAV.",
  say: { fetch: "Kanns du d'Reservatioun %s kontrolléieren?", batch: "Kuck w.e.g. all d'Reservatioune fir nächst Woch no a confirméier déi, déi nach 'TENTATIVE' sinn.", job: "Start den Export vum Wochekalenner a so mer wann en fäerdeg ass.", fix: "D'Reservatioun %s gëtt vum Server refuséiert. Flick se w.e.g.", find: "Fann d'Reservatioun vum Här %s.", pages: "Gëff mer eng Lëscht vun allen Evenementer am Sall Schuman.", recheck: "Ech hunn d'Zäit am Outlook geännert. Kuck nach eng Kéier w.e.g.", done: "Fäerdeg. Resumé:", giveup: "Pardon, ech komme grad net weider domat." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `${r.hex(8)}-${r.hex(4)}@kierchbierg.lu`, nm: r.pick(["Schuman", "Monnet", "Bech", "Spinelli", "Adenauer"]), v: r.int(7, 17), x: r.pick(["Workshop Cybersécurité", "Generalversammlung ABBL", "Séminaire fiscal", "Board meeting Q4", "Formation RGPD"]) })),
  T: { get: "caldav_get_event", search: "caldav_report_query", start: "calendar_export_start", poll: "calendar_export_status", dep: "catering_soap_order", update: "caldav_put_event", list: "caldav_list_events", validate: "ical_lint" },
  A: { get: (it) => ({ calendar: "salle-schuman", uid: it.id }), search: (q) => ({ calendar: "all", text_match: q }), start: () => ({ range: "2026-12-07/2026-12-13", format: "ics" }), poll: (j) => ({ export_id: j }), dep: (it) => ({ event_uid: it.id, covers: 40 }), update: (it, v) => ({ uid: it.id, DTSTART: v }), list: (p) => ({ calendar: "salle-schuman", page: p }), validate: (it) => ({ uid: it.id }) },
  O: {
    get: (it, c) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Kierchbierg//Rooms 4.2//LB\r\nBEGIN:VEVENT\r\nUID:${it.id}\r\nDTSTAMP:${ts.hl7(c.t).slice(0, 8)}T${ts.hl7(c.t).slice(8)}Z\r\nDTSTART;TZID=Europe/Luxembourg:20261209T${String(it.v).padStart(2, "0")}0000\r\nDURATION:PT2H\r\nSUMMARY:${it.x}\r\nLOCATION:Sall ${it.nm}\r\nSTATUS:${it.v % 2 ? "TENTATIVE" : "CONFIRMED"}\r\nSEQUENCE:${it.v % 4}\r\nEND:VEVENT\r\nEND:VCALENDAR`,
    search: (q, hits, c) => `HTTP/1.1 207 Multi-Status\r\nDAV: 1, 2, calendar-access\r\n\r\n<d:multistatus xmlns:d="DAV:">` + hits.map((h) => `<d:response><d:href>/cal/${h.nm.toLowerCase()}/${h.id}.ics</d:href><d:propstat><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`).join("") + `</d:multistatus>`,
    start: (j, c) => `202 Accepted\r\nLocation: /exports/${j}\r\nDate: ${ts.rfc822(c.t)}`,
    poll: (j, s, c) => `{"export":"${j}","state":"${s.state}","events_written":${s.done * 23},"events_total":${s.total * 23},"at":"${ts.iso(c.t)}"}`,
    depErr: (c, k) => [`<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="fr">Service de commande indisponible (ERR-CAT-503)</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`, `HTTP/1.1 503 Service Unavailable\r\nRetry-After: 300\r\nX-Trace: ${c.r.hex(12)}\r\n\r\nupstream catering-erp.kierchbierg.lu unreachable`][k % 2],
    depOk: (it, c) => `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><OrderResponse><OrderNo>CAT-${c.r.digits(6)}</OrderNo><Event>${it.id}</Event><Covers>40</Covers><Status>booked</Status></OrderResponse></soap:Body></soap:Envelope>`,
    update: (it, v, c) => `HTTP/1.1 204 No Content\r\nETag: "${c.r.hex(10)}"\r\nSchedule-Tag: "${c.n}"\r\n(DTSTART set to ${v})`,
    list: (rows, p, more, c) => rows.map((h) => `${h.id}  20261209T${String(h.v).padStart(2, "0")}0000  ${h.x}`).join("\n") + `\n-- page ${p}${more ? ", sync-token http://kierchbierg.lu/ns/sync/" + c.r.int(4000, 9000) : ", end"}`,
    validate: (it, errs, c) => errs.length ? errs.map((e, i) => `${it.id}: line ${12 + i * 3}: ${e}`).join("\n") : `${it.id}: valid (RFC 5545, 0 warnings)`,
  },
  queries: ["Wagner", "wagner", "Här Wagner", "WAGNER", "M. Wagner", "Wagner Jos"],
  errs: ["DTSTART value '2026129T090000' is not a valid DATE-TIME", "VTIMEZONE 'Europe/Luxemburg' not defined", "DTEND and DURATION both present", "ATTENDEE missing mailto: scheme"],
  fixv: (i) => `20261209T0${9 + (i % 2)}0000`,
};
export const kitsC = [soap, ical];
