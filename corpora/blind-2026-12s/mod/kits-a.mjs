/** Five domain kits: HL7 v2, EDIFACT, X12, mainframe JCL / fixed width, LDAP / LDIF. Each prints like the real system. */
import { ts, fw } from "./util.mjs";

const hl7 = {
  id: "hl7-lab-interface-cy", lang: "Welsh", orch: "cydlynydd", workers: ["gweithiwr-hl7", "gweithiwr-pas"],
  sys: "Rwyt ti'n asiant integreiddio ar gyfer peiriant rhyngwyneb labordy Ysbyty Gwynedd. Defnyddia'r offer HL7 v2; paid â newid canlyniadau heb reswm.",
  say: { fetch: "Wnei di wirio neges ORU %s? Mae'r ward yn dweud nad yw'r canlyniad wedi cyrraedd.", batch: "Plîs gwiria'r negeseuon ORU sydd wedi methu heddiw a'u hail-anfon os oes angen.", job: "Ail-anfona swp y bore i'r EPR a dywed wrtha i pan fydd wedi gorffen.", fix: "Mae neges %s yn cael ei gwrthod gan yr EPR. Trwsia hi os gweli di'n dda.", find: "Chwilia am y claf ar gyfer rhif sampl %s yn yr MPI.", pages: "Rho restr i mi o bopeth yn y ciw gwallau, os gweli di'n dda.", recheck: "Dw i newydd gywiro'r cofnod yn y PAS. Gwiria eto, plîs.", done: "Wedi gorffen. Dyma'r crynodeb:", giveup: "Mae'n ddrwg gen i, alla i ddim symud ymlaen gyda hyn ar hyn o bryd." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `WP${r.digits(8)}`, nm: r.pick(["JONES^EIRLYS^M", "HUGHES^DAFYDD^G", "WILLIAMS^CERI", "EVANS^GWENLLIAN^A", "PRITCHARD^IOAN", "ROBERTS^MEGAN^L", "PARRY^HEDD"]), v: (3 + r() * 3).toFixed(1), x: `H${r.digits(6)}` })),
  T: { get: "hl7_get_message", search: "mpi_query", start: "engine_resend_batch", poll: "engine_batch_status", dep: "pas_adt_query", update: "hl7_amend_segment", list: "engine_error_queue", validate: "hl7_validate" },
  A: { get: (it) => ({ control_id: it.id }), search: (q) => ({ qpd: q, max: 20 }), start: () => ({ channel: "WP_TO_EPR", since: "2026-12-06T06:00" }), poll: (j) => ({ batch_id: j }), dep: (it) => ({ trigger: "A19", mrn: it.x }), update: (it, v) => ({ control_id: it.id, segment: "PID", field: 7, value: v }), list: (p) => ({ page: p, status: "AE" }), validate: (it) => ({ control_id: it.id, profile: "NHSW_ORU_2.4" }) },
  O: {
    get: (it, c) => `MSH|^~\\&|WINPATH|YSBYTY_GWYNEDD|EPR|BCUHB|${ts.hl7(c.t)}||ORU^R01^ORU_R01|${it.id}|P|2.4|||AL|NE\rPID|1||${it.x}^^^BCUHB^MR||${it.nm}||19${it.id.slice(2, 4)}0${(+it.id[5] % 9) + 1}1${it.id[6]}|F\rOBR|1|ORD${it.id.slice(-5)}|${it.id}|U&E^Urea and Electrolytes^L|||${ts.hl7(c.t - 7200e3)}\rOBX|1|NM|NA^Sodium^L||13${it.id[7]}|mmol/L|133-146|N|||F\rOBX|2|NM|K^Potassium^L||${it.v}|mmol/L|3.5-5.3|${+it.v > 5.3 ? "H" : "N"}|||F`,
    search: (q, hits, c) => hits.length ? `MSH|^~\\&|MPI|BCUHB|ENGINE|BCUHB|${ts.hl7(c.t)}||RSP^K22|Q${c.r.digits(7)}|P|2.5\rQAK|Q${c.r.digits(4)}|OK|||${hits.length}\r` + hits.map((h, i) => `PID|${i + 1}||${h.x}^^^BCUHB^MR||${h.nm}`).join("\r") : `MSH|^~\\&|MPI|BCUHB|ENGINE|BCUHB|${ts.hl7(c.t)}||RSP^K22|Q${c.r.digits(7)}|P|2.5\rMSA|AA|Q${c.r.digits(6)}\rQAK|Q${c.r.digits(4)}|NF|||0`,
    start: (j, c) => `batch ${j} queued on channel WP_TO_EPR (ORU^R01) at ${ts.iso(c.t)}; 412 messages selected`,
    poll: (j, s, c) => `batch=${j} state=${s.state} sent=${s.done}/${s.total} ack_AA=${s.done - (s.done > 40 ? 3 : 0)} ack_AE=${s.done > 40 ? 3 : 0} last_ack=${ts.hms(c.t)} mllp=10.41.3.22:2575`,
    depErr: (c, k) => [`MLLP error: connection reset by peer 10.41.7.9:6661 after ${c.r.int(29990, 30020)} ms (PAS_ADT_QRY)`, `MSH|^~\\&|PAS|BCUHB|ENGINE|BCUHB|${ts.hl7(c.t)}||ACK^A19|P${c.r.digits(8)}|P|2.4\rMSA|AR|Q${c.r.digits(7)}|PAS application unavailable\rERR|||207^Application internal error^HL70357|E`][k % 2],
    depOk: (it, c) => `MSH|^~\\&|PAS|BCUHB|ENGINE|BCUHB|${ts.hl7(c.t)}||ADR^A19|P${c.r.digits(8)}|P|2.4\rMSA|AA|Q${c.r.digits(7)}\rPID|1||${it.x}^^^BCUHB^MR||${it.nm}||19610522|F\rPV1|1|I|ALAW^B12^03`,
    update: (it, v, c) => `amended ${it.id} PID-7 -> ${v}; new version ${it.id}.${c.n}; requeued to WP_TO_EPR`,
    list: (rows, p, more, c) => `QUEUE WP_TO_EPR_ERR page ${p}${more ? "" : " (last)"}\n` + rows.map((h) => `${h.id}  ${ts.hms(c.t - c.r.int(60, 9000) * 1e3)}  ORU^R01  ${h.x}  AE 207 Application internal error`).join("\n"),
    validate: (it, errs, c) => errs.length ? `MSA|AE|${it.id}\r` + errs.map((e) => `ERR|||${e}|E`).join("\r") : `MSA|AA|${it.id}\rvalidated against NHSW_ORU_2.4 in ${c.r.int(8, 40)} ms`,
  },
  queries: ["@PID.3.1^S-26-118842", "@PID.3.1^S26118842", "@OBR.3^S-26-118842", "@PID.5.1^JONES@PID.7^1957", "@PID.3.1^s-26-118842 ", "@PID.3.4^BCUHB@PID.3.1^S-26-118842"],
  errs: ["102^Data type error^HL70357^PID-7 '1957031'", "101^Required field missing^HL70357^OBX-14", "103^Table value not found^HL70357^OBX-8 'HH'", "207^Application internal error^HL70357^PV1-3"],
  fixv: (i) => ["19570312", "20261206120500", "H", "ALAW^B12^03"][i % 4],
};

const edi = {
  id: "edifact-container-booking-eu", lang: "Basque", orch: "koordinatzailea", workers: ["langilea-edi", "langilea-portua"],
  sys: "Bilboko portuko itsas agentziaren EDI agentea zara. UN/EDIFACT mezuak (IFTMBC, IFTSTA, COPARN) irakurri eta bidaltzen dituzu.",
  say: { fetch: "Begiratu %s edukiontziaren IFTSTA egoera, mesedez.", batch: "Gaurko COPARN mezu guztiak egiaztatu eta zuzendu behar direnak bidali.", job: "Abiarazi BAPLIE fitxategiaren inportazioa eta esan noiz amaitzen den.", fix: "%s erreserba APERAK errorearekin itzuli da. Konpondu, mesedez.", find: "Bilatu %s BL zenbakiari dagokion erreserba.", pages: "Zerrendatu itxaroten dauden IFTMIN mezu guztiak.", recheck: "Naviera-k datuak zuzendu ditu. Begiratu berriro, mesedez.", done: "Eginda. Laburpena:", giveup: "Barkatu, ezin dut honekin aurrera egin oraingoz." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `${r.pick(["MSKU", "CMAU", "HLXU", "TGHU", "MSCU"])}${r.digits(7)}`, nm: r.pick(["ESBIO", "ESVLC", "NLRTM", "DEHAM", "BEANR"]), v: r.int(9800, 28400), x: `BKG${r.digits(8)}` })),
  T: { get: "edi_iftsta_get", search: "edi_booking_search", start: "edi_baplie_import", poll: "edi_import_status", dep: "portic_van_send", update: "edi_coparn_amend", list: "edi_inbox_list", validate: "edi_validate_interchange" },
  A: { get: (it) => ({ equipment: it.id }), search: (q) => ({ bl_reference: q }), start: () => ({ file: "BAPLIE_V9ESBIO_2612.edi", vessel: "9812345" }), poll: (j) => ({ import_id: j }), dep: (it) => ({ interchange: it.x, recipient: "PORTIC", syntax: "UNOC:3" }), update: (it, v) => ({ booking: it.x, segment: "MEA+AAE+VGM", value: v }), list: (p) => ({ page: p, msg_type: "IFTMIN" }), validate: (it) => ({ booking: it.x, directory: "D:95B" }) },
  O: {
    get: (it, c) => `UNB+UNOC:3+MAEU+BIOAGENT+${ts.yymmdd(c.t)}:${ts.hm(c.t)}+${c.r.digits(6)}'\nUNH+1+IFTSTA:D:99B:UN'\nBGM+23+${it.x}+9'\nCNI+1+${it.x}'\nSTS+1+${it.v % 2 ? "ZZY" : "AE"}'\nLOC+175+${it.nm}:139:6'\nDTM+334:${ts.ymd(c.t - 864e5)}0915:203'\nEQD+CN+${it.id}+45G1:102:5++3+5'\nMEA+AAE+VGM+KGM:${it.v}'\nUNT+8+1'\nUNZ+1+${c.r.digits(6)}'`,
    search: (q, hits, c) => hits.length ? hits.map((h) => `${h.x}  ${h.id}  POL=ESBIO POD=${h.nm}  VGM=${h.v} KGM`).join("\n") + `\n(${hits.length} bookings, query ${c.r.int(40, 300)} ms)` : `0 bookings match bl_reference=${JSON.stringify(q)} (searched 18,204 active bookings, ${c.r.int(40, 300)} ms)`,
    start: (j, c) => `import ${j} accepted: BAPLIE D:95B, 1 interchange, vessel 9812345 V.2649E, received ${ts.iso(c.t)}`,
    poll: (j, s, c) => `import ${j}: ${s.state}  segments ${s.done * 37}/${s.total * 37}  containers ${s.done}/${s.total}  updated ${ts.hms(c.t)}`,
    depErr: (c, k) => [`UNB+UNOC:3+BIOAGENT+PORTIC+${ts.yymmdd(c.t)}:${ts.hm(c.t)}+${c.r.digits(6)}' rejected\nAS2 MDN: processed/error: authentication-failed (Message-ID <${c.r.hex(12)}@van.portic.net>)`, `HTTP/1.1 503 Service Unavailable\nServer: portic-van-gw\nX-Request-Id: ${c.r.hex(16)}\nRetry-After: 120\n\nVAN gateway in maintenance window`][k % 2],
    depOk: (it, c) => `AS2 MDN: processed (Message-ID <${c.r.hex(12)}@van.portic.net>) MIC ${c.r.hex(20)}, sha256; CONTRL UCI+${c.r.digits(6)}+BIOAGENT+PORTIC+7'`,
    update: (it, v, c) => `UNH+1+COPARN:D:95B:UN' ... MEA+AAE+VGM+KGM:${v}' sent, interchange ${c.r.digits(6)}, booking ${it.x} amended`,
    list: (rows, p, more, c) => `INBOX IFTMIN page ${p}${more ? ` next=${p + 1}` : " END"}\n` + rows.map((h) => `${ts.yymmdd(c.t)}:${ts.hm(c.t - c.r.int(1, 600) * 6e4)} ${h.x} ${h.id} ${h.nm} UNOC:3`).join("\n"),
    validate: (it, errs, c) => errs.length ? `UNH+1+APERAK:D:96A:UN'\nBGM+313+${it.x}+27'\n` + errs.map((e) => `ERC+${e}'`).join("\n") + `\nUNT+${errs.length + 3}+1'` : `APERAK BGM+313+${it.x}+29' accepted (D:95B, ${c.r.int(9, 30)} segments)`,
  },
  queries: ["MAEU248812991", "maeu248812991", "MAEU 248812991", "248812991", "MAEU-248812991", "BL MAEU248812991"],
  errs: ["12:Invalid value::MEA+AAE+VGM weight missing", "13:Missing::TDT+20 voyage number", "35:Too many repetitions::FTX+AAI", "12:Invalid value::LOC+9 'ESBI'"],
  fixv: (i) => String(21480 + i * 10),
};

const x12 = {
  id: "x12-claims-clearinghouse-mt", lang: "Maltese", orch: "koordinatur", workers: ["haddiem-837", "haddiem-835"],
  sys: "Inti aġent tal-clearinghouse tal-klejms. Taqra u tibgħat tranżazzjonijiet ASC X12 (837P, 835, 277CA, 999).",
  say: { fetch: "Jekk jogħġbok iċċekkja l-klejm %s u għidli x'ġara.", batch: "Iċċekkja l-klejms kollha ta' llum li ħadu 277CA b'rifjut u erġa' ibgħathom.", job: "Ibda s-sottomissjoni tal-lott 837P u għidli meta jispiċċa.", fix: "Il-klejm %s ġiet miċħuda fid-999. Jekk jogħġbok irranġaha.", find: "Fittex il-pazjent għall-klejm %s.", pages: "Agħtini l-lista kollha tal-ERA 835 li waslu din il-ġimgħa.", recheck: "Issa biddilt in-NPI fis-sistema. Erġa' ċċekkja, jekk jogħġbok.", done: "Lest. Sommarju:", giveup: "Skużani, ma nistax nkompli b'dan bħalissa." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `CLM${r.digits(9)}`, nm: r.pick(["BORG*MARIA", "CAMILLERI*JOSEPH", "VELLA*ANTHEA", "ZAMMIT*KARL", "GRECH*ROSE"]), v: (r.int(8000, 94000) / 100).toFixed(2), x: `1${r.digits(9)}` })),
  T: { get: "x12_claim_status", search: "x12_eligibility_search", start: "x12_submit_batch", poll: "x12_batch_status", dep: "payer_gateway_276", update: "x12_claim_edit", list: "x12_era_list", validate: "x12_validate_999" },
  A: { get: (it) => ({ claim_id: it.id }), search: (q) => ({ subscriber: q, payer: "MEDCARE" }), start: () => ({ batch: "837P", file: "BATCH_20261206_AM.x12" }), poll: (j) => ({ batch_id: j }), dep: (it) => ({ claim_id: it.id, payer_id: "60054", mode: "realtime" }), update: (it, v) => ({ claim_id: it.id, loop: "2310B", segment: "NM1", element: 9, value: v }), list: (p) => ({ page: p, type: "835" }), validate: (it) => ({ claim_id: it.id }) },
  O: {
    get: (it, c) => `ISA*00*          *00*          *ZZ*MEDCARE        *ZZ*CLRHOUSE       *${ts.yymmdd(c.t)}*${ts.hm(c.t)}*^*00501*${c.r.digits(9)}*0*P*:~\nGS*HN*MEDCARE*CLRHOUSE*${ts.ymd(c.t)}*${ts.hm(c.t)}*${c.r.int(1000, 9999)}*X*005010X214~\nST*277*0001*005010X214~\nNM1*QC*1*${it.nm}****MI*${it.x}~\nTRN*2*${it.id}~\nSTC*A3:${+it.v > 500 ? 21 : 116}*${ts.ymd(c.t)}*U*${it.v}~\nSE*7*0001~`,
    search: (q, hits, c) => hits.length ? `ST*271*0001*005010X279A1~\n` + hits.map((h) => `NM1*IL*1*${h.nm}****MI*${h.x}~\nEB*1**30**GOLD PLAN~`).join("\n") + `\nSE*${hits.length * 2 + 2}*0001~` : `ST*271*0001*005010X279A1~\nNM1*IL*1*${String(q).toUpperCase()}~\nAAA*Y**75*C~\nSE*4*0001~  (AAA 75 = Subscriber/Insured Not Found)`,
    start: (j, c) => `batch ${j} accepted: 837P, ISA13 ${c.r.digits(9)}, 318 claims, received ${ts.iso(c.t)}`,
    poll: (j, s, c) => `batch ${j} status=${s.state} 999=${s.done > 0 ? "A" : "pending"} 277CA=${s.done}/${s.total} at ${ts.hms(c.t)}`,
    depErr: (c, k) => [`HTTP 504 Gateway Timeout from payer 60054 (CORE phase II) after ${c.r.int(58, 61)}s; trace ${c.r.hex(10)}`, `ST*999*0001*005010X231A1~\nAK1*HR*${c.r.int(1000, 9999)}~\nAK9*R*1*1*0~\nIK5*R*5~  (payer system unavailable, code 5)`][k % 2],
    depOk: (it, c) => `ST*277*0001*005010X212~\nTRN*2*${it.id}~\nSTC*F1:65*${ts.ymd(c.t)}**${it.v}*${it.v}~\nDTP*405*D8*${ts.ymd(c.t)}~\nSE*6*0001~`,
    update: (it, v, c) => `claim ${it.id} edited: 2310B NM109 = ${v}; resubmission CLM05-3=7, frequency code set, version ${c.n}`,
    list: (rows, p, more, c) => `ERA 835 page ${p}${more ? "" : " (end of list)"}\n` + rows.map((h) => `TRN*1*${c.r.digits(10)}*1${c.r.digits(9)}~ BPR*I*${h.v}*C*ACH ${h.id}`).join("\n"),
    validate: (it, errs, c) => errs.length ? `ST*999*0001*005010X231A1~\nAK2*837*${c.r.digits(4)}~\n` + errs.map((e) => `IK3*${e}~`).join("\n") + `\nIK5*R~` : `ST*999*0001*005010X231A1~\nAK2*837*${c.r.digits(4)}~\nIK5*A~\nAK9*A*1*1*1~`,
  },
  queries: ["BORG*MARIA*19810214", "borg*maria*19810214", "BORG*MARIA", "MARIA BORG", "BORG*MARIA*1981-02-14", "BORG * MARIA"],
  errs: ["NM1*12*2310B*8~\nIK4*9*67*7*1023456789", "CLM*4*2300*8~\nIK4*2*782*1", "DTP*3*2400*8~\nIK4*3*1251*8", "REF*5*2300*3~"],
  fixv: (i) => ["1932814477", "1932814477", "1548203311", "1932814477"][i % 4],
};
export const kitsA = [hl7, edi, x12];
