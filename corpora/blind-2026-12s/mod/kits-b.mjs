/** Four domain kits: mainframe JCL / fixed width, LDAP / LDIF, SOAP customs, iCalendar rooms. */
import { ts, fw } from "./util.mjs";

const jcl = {
  id: "mainframe-batch-gl", lang: "Galician", orch: "coordinador", workers: ["operador-jes", "operador-vsam"],
  sys: "Es o axente de operacións do mainframe da caixa rural. Tes acceso a JES2, VSAM e ao rexistro de contas (rexistros de ancho fixo, copybook CTAMAE).",
  say: { fetch: "Podes mirar a conta %s no mestre de contas?", batch: "Revisa os rexistros rexeitados do peche de onte e reprocésaos.", job: "Lanza o PECHEDIA e avísame cando remate.", fix: "O rexistro %s falla na validación do copybook. Arránxao, por favor.", find: "Busca o titular do préstamo %s.", pages: "Lista todos os traballos da clase H na fila de saída.", recheck: "Acabo de corrixir o NIF no CICS. Comproba de novo, por favor.", done: "Feito. Resumo:", giveup: "Síntoo, agora mesmo non podo avanzar con isto." },
  items: (r) => Array.from({ length: 64 }, () => ({ id: `2080${r.digits(6)}`, nm: r.pick(["FERNANDEZ OTERO XOSE", "CASTRO RIAL UXIA", "LOPEZ VILA BREIXO", "PENA BOUZA ANTIA", "RODRIGUEZ SOUTO IAGO"]), v: r.int(1000, 9999999), x: `3${r.digits(7)}${r.pick(["K", "T", "W", "R"])}` })),
  T: { get: "vsam_read_record", search: "vsam_browse_key", start: "jes_submit", poll: "jes_status", dep: "db2_query", update: "vsam_rewrite_field", list: "sdsf_output_queue", validate: "copybook_check" },
  A: { get: (it) => ({ dataset: "PROD.CTAMAE.KSDS", key: it.id }), search: (q) => ({ dataset: "PROD.PRESTA.AIX", generic_key: q }), start: () => ({ jcl: "PROD.JCLLIB(PECHEDIA)", class: "H" }), poll: (j) => ({ jobid: j }), dep: (it) => ({ ssid: "DB2P", sql: `SELECT SALDO FROM CTA.MOVS WHERE CTA='${it.id}'` }), update: (it, v) => ({ dataset: "PROD.CTAMAE.KSDS", key: it.id, field: "CTA-NIF", value: v }), list: (p) => ({ class: "H", owner: "PRDBAT*", page: p }), validate: (it) => ({ copybook: "CTAMAE", key: it.id }) },
  O: {
    get: (it, c) => `RECORD KEY ${it.id} LRECL 120 RBA X'${c.r.hex(8).toUpperCase()}'\n${fw(it.id, 10)}${fw(it.nm, 30)}${fw(it.x, 9)}${fw(it.v, 13, true)}${ts.ymd(c.t - 864e5)}A${fw("", 49)}|\n----+----1----+----2----+----3----+----4----+----5----+----6`,
    search: (q, hits, c) => hits.length ? hits.map((h) => `${fw(h.id, 10)} ${fw(h.nm, 30)} ${h.x}`).join("\n") + `\n${hits.length} RECORD(S) BROWSED` : `IDC3351I ** VSAM I/O RETURN CODE IS 16 - RPLFDBWD = X'2908000${c.r.int(1, 9)}'\nIDC0005I NO RECORD FOUND FOR GENERIC KEY '${q}'`,
    start: (j, c) => `$HASP100 PECHEDIA ON INTRDR  FROM STC${c.r.digits(5)} PRDBAT\nIRR010I  USERID PRDBAT   IS ASSIGNED TO THIS JOB.\nJOB ${j} SUBMITTED ${ts.hms(c.t)}`,
    poll: (j, s, c) => `JOBNAME  JOBID    OWNER    PRTY QUEUE      STEP     RC\nPECHEDIA ${j} PRDBAT   ${s.state === "EXECUTING" ? 9 : 1}    ${fw(s.state, 10)} ${fw(`STEP${String(s.done).padStart(2, "0")}`, 8)} ${s.state === "OUTPUT" ? "0000" : "----"}\nSTEPS ${s.done}/${s.total}  CPU ${(s.done * 1.37 + 0.2).toFixed(2)}s  ${ts.hms(c.t)}`,
    depErr: (c, k) => [`DSNT408I SQLCODE = -904, ERROR: UNSUCCESSFUL EXECUTION CAUSED BY AN UNAVAILABLE RESOURCE. REASON 00C90081, TYPE 00000200, NAME DBCTA01 .TSMOVS\nDSNT418I SQLSTATE = 57011`, `DSNT408I SQLCODE = -911, ERROR: THE CURRENT UNIT OF WORK HAS BEEN ROLLED BACK DUE TO DEADLOCK OR TIMEOUT. REASON 00C9008E\nDSNT418I SQLSTATE = 40001 (elapsed ${c.r.int(60, 62)}.${c.r.digits(2)}s)`][k % 2],
    depOk: (it, c) => `SALDO\n-------------\n${(it.v / 100).toFixed(2)}\nDSNE610I NUMBER OF ROWS DISPLAYED IS 1\nDSNE616I STATEMENT EXECUTION WAS SUCCESSFUL, SQLCODE IS 100`,
    update: (it, v, c) => `REWRITE OK KEY ${it.id} FIELD CTA-NIF (POS 41 LEN 9) = '${v}'  RBA X'${c.r.hex(8).toUpperCase()}'`,
    list: (rows, p, more, c) => `SDSF OUTPUT QUEUE  CLASS H  PAGE ${p}${more ? "" : "  *** BOTTOM OF DATA ***"}\nJOBNAME  JOBID    OWNER    MAX-RC    LINES\n` + rows.map((h) => `${fw("PB" + h.id.slice(-6), 8)} JOB${c.r.digits(5)} PRDBAT   CC ${fw(c.r.pick(["0000", "0004", "0008"]), 5)} ${c.r.int(120, 9000)}`).join("\n"),
    validate: (it, errs, c) => errs.length ? `COPYBOOK CTAMAE KEY ${it.id}\n` + errs.map((e) => `  IGYCHK ${e}`).join("\n") + `\n${errs.length} ERROR(S), RC=08` : `COPYBOOK CTAMAE KEY ${it.id}: 14 FIELDS OK, RC=00`,
  },
  queries: ["PR2026", "PR2026 ", "pr2026", "PR-2026", "PR202600", "X'D7D9F2F0F2F6'"],
  errs: ["CTA-NIF (41:9) NOT VALID CHECK LETTER", "CTA-FALTA (63:8) NOT NUMERIC: '2026I205'", "CTA-ESTADO (71:1) VALUE ' ' NOT IN ('A','B','C')", "CTA-SALDO (50:13) SIGN OVERPUNCH INVALID"],
  fixv: (i) => ["32847116K", "20261205", "A", "+000004821"][i % 4],
};

const ldap = {
  id: "ldap-campus-directory-sq", lang: "Albanian", orch: "koordinatori", workers: ["punetori-ldap", "punetori-hr"],
  sys: "Je agjenti i administrimit të direktorisë LDAP të universitetit. Punon me slapd, LDIF dhe sistemin e burimeve njerëzore.",
  say: { fetch: "A mund ta kontrollosh llogarinë %s në direktori?", batch: "Kontrollo të gjitha llogaritë e stafit të ri të kësaj jave dhe shtoji në grupet e duhura.", job: "Nise sinkronizimin e plotë me HR dhe më thuaj kur të mbarojë.", fix: "Hyrja %s refuzohet nga skema. Ndreqe të lutem.", find: "Gjej llogarinë e pedagogut me emrin %s.", pages: "Më jep listën e plotë të anëtarëve të grupit staff-fshn.", recheck: "Sapo e korrigjova emailin në sistemin e HR. Kontrolloje përsëri, të lutem.", done: "U krye. Përmbledhje:", giveup: "Më vjen keq, nuk mund të vazhdoj me këtë tani." },
  items: (r) => Array.from({ length: 64 }, () => { const n = r.pick(["ehoxha", "adushku", "bkola", "lmeta", "kshehu", "rbrahimi", "gdoda"]) + r.int(1, 99); return { id: n, nm: r.pick(["Elira Hoxha", "Arben Dushku", "Blerina Kola", "Luan Meta", "Klodiana Shehu", "Redon Brahimi"]), v: 20000 + r.int(100, 9999), x: r.pick(["fshn", "fe", "fmn", "fjus"]) }; }),
  T: { get: "ldap_search_entry", search: "ldap_search_filter", start: "hr_sync_start", poll: "hr_sync_status", dep: "hr_api_person", update: "ldap_modify", list: "ldap_group_members", validate: "ldap_schema_check" },
  A: { get: (it) => ({ base: `uid=${it.id},ou=people,dc=uniel,dc=edu,dc=al`, scope: "base" }), search: (q) => ({ base: "ou=people,dc=uniel,dc=edu,dc=al", filter: q }), start: () => ({ mode: "full", source: "hr-pg" }), poll: (j) => ({ sync_id: j }), dep: (it) => ({ employee_uid: it.id }), update: (it, v) => ({ dn: `uid=${it.id},ou=people,dc=uniel,dc=edu,dc=al`, changetype: "modify", replace: "mail", value: v }), list: (p) => ({ group: "cn=staff-fshn,ou=groups,dc=uniel,dc=edu,dc=al", page: p, size: 6 }), validate: (it) => ({ dn: `uid=${it.id},ou=people,dc=uniel,dc=edu,dc=al` }) },
  O: {
    get: (it, c) => `# extended LDIF\n# search result\ndn: uid=${it.id},ou=people,dc=uniel,dc=edu,dc=al\nobjectClass: inetOrgPerson\nobjectClass: posixAccount\nuid: ${it.id}\ncn: ${it.nm}\nmail: ${it.id}@${it.x}.uniel.edu.al\nuidNumber: ${it.v}\nou: ${it.x}\nmodifyTimestamp: ${ts.hl7(c.t - 3 * 864e5)}Z\n\n# numResponses: 2\n# numEntries: 1`,
    search: (q, hits, c) => hits.length ? hits.map((h) => `dn: uid=${h.id},ou=people,dc=uniel,dc=edu,dc=al\ncn: ${h.nm}\n`).join("\n") + `\n# numEntries: ${hits.length}` : `# search result\nsearch: 2\nresult: 0 Success\n\n# numResponses: 1`,
    start: (j, c) => `sync ${j} started ${ts.iso(c.t)} source=hr-pg persons=2841`,
    poll: (j, s, c) => `sync ${j} phase=${s.state} processed=${s.done * 71}/${s.total * 71} adds=${s.done * 2} mods=${s.done * 5} errors=0 at ${ts.hms(c.t)}`,
    depErr: (c, k) => [`HTTP/1.1 502 Bad Gateway\nserver: nginx/1.24.0\ndate: ${ts.rfc822(c.t)}\n\n<html><head><title>502 Bad Gateway</title></head></html>`, `HTTP/1.1 500 Internal Server Error\n{"error":"psycopg.OperationalError: connection to server at \\"10.20.0.14\\", port 5432 failed: FATAL: too many connections","request_id":"${c.r.hex(12)}"}`][k % 2],
    depOk: (it, c) => `HTTP/1.1 200 OK\n{"uid":"${it.id}","name":"${it.nm}","faculty":"${it.x}","email":"${it.id}@${it.x}.uniel.edu.al","status":"active","updated":"${ts.iso(c.t - 36e5)}"}`,
    update: (it, v, c) => `modifying entry "uid=${it.id},ou=people,dc=uniel,dc=edu,dc=al"\nresult: 0 Success (mail: ${v}) csn ${ts.hl7(c.t)}.${c.r.digits(6)}Z#000000#000#000000`,
    list: (rows, p, more, c) => `dn: cn=staff-fshn,ou=groups,dc=uniel,dc=edu,dc=al\n` + rows.map((h) => `member: uid=${h.id},ou=people,dc=uniel,dc=edu,dc=al`).join("\n") + `\n# pagedresults: page ${p}${more ? `, cookie=${c.r.hex(8)}` : ", cookie=(empty)"}`,
    validate: (it, errs, c) => errs.length ? errs.map((e) => `ldap_modify: ${e}`).join("\n") : `schema check uid=${it.id}: OK (inetOrgPerson, posixAccount, eduPerson)`,
  },
  queries: ["(cn=Ermal Lleshi)", "(cn=ermal lleshi)", "(cn=*Lleshi*)", "(&(objectClass=person)(sn=Lleshi))", "(cn=Ermal  Lleshi)", "(displayName=Ermal Lleshi)"],
  errs: ["Object class violation (65)\n\tadditional info: object class 'posixAccount' requires attribute 'homeDirectory'", "Invalid syntax (21)\n\tadditional info: mail: value #0 invalid per syntax", "Constraint violation (19)\n\tadditional info: uidNumber already in use", "Undefined attribute type (17)\n\tadditional info: eduPersonAffliation: attribute type undefined"],
  fixv: (i) => `staff${i}@fshn.uniel.edu.al`,
};
export const kitsB = [jcl, ldap];
