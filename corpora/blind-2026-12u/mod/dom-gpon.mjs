// FTTH access provisioning kit (Kyrgyz staff): NETCONF rpc-replies, YANG paths, SNMP walks, RADIUS.
import { hash } from "./fmt.mjs";

const onts = Array.from({ length: 48 }, (_, i) => `0/${1 + (i % 3)}/${i % 16}:${1 + ((i * 7) % 60)}`);
const rpc = (id, body) => `<?xml version="1.0" encoding="UTF-8"?>\n<rpc-reply xmlns="urn:ietf:params:xml:ns:netconf:base:1.0" message-id="${id}">\n${body}\n</rpc-reply>`;
/** GPON provisioning kit. */
export const gpon = {
  key: "gpon-provisioning-ky", lang: "Kyrgyz", agent: "provisioning agent",
  sys: "You are the FTTH provisioning agent of an ISP in Bishkek. OLTs (olt-bsk-01..04) are managed over NETCONF (ietf-interfaces, bbf-xpon, vendor YANG) and SNMP v2c read-only. Subscriber auth is RADIUS. Explain what you change; never reboot an OLT.",
  items: () => onts.map((o, i) => `olt-bsk-0${1 + (i % 4)} ${o}`),
  t: {
    one: (x) => `${x.split(" ")[1]} абоненттин ONT'ун карап көрчү — эмне үчүн дагы эле интернет жок? Себебин айтып бер.`,
    batch: (n) => `Бардык ${n} жаңы ONT'ту кезек менен каттап, ар биринин абалын жазып бер.`,
    list: "OLT'догу бардык ONT тизмесин толугу менен карап, көйгөйлүүлөрүн белгиле.",
    job: "Программаны жаңыртуу (firmware) тапшырмасын баштап, бүткөндө кабарла.",
    watch: (n) => `PON портунун оптикалык деңгээлин ${n} жолу, бир нече мүнөт сайын текшерип тур.`,
    search: "Билим базасынан изде: \"LOS\" авариясы ушул OLT модели менен мурда болгонбу?",
    fix: (x) => `${x.split(" ")[1]} профилин оңдоп, текшерүүдөн өткөнчө иштей бер. Ар бир аракетти түшүндүр.`,
    nudge: ["Кандай?", "Жаңылык барбы?", "Дагы эле күтүп жатабыз — кайсы жердебиз?"],
    again: "Мен азыр кабелди кайра туташтырдым. Сураныч, дагы бир жолу текшерчи.",
  },
  get: {
    tool: "netconf_get", args: (x) => ({ device: x.split(" ")[0], filter: `/if:interfaces-state/if:interface[if:name='ont-${x.split(" ")[1]}']` }),
    out: (x, c, r) => rpc(r.int(100, 999), `  <data>\n    <interfaces-state xmlns="urn:ietf:params:xml:ns:yang:ietf-interfaces">\n      <interface>\n        <name>ont-${x.split(" ")[1]}</name>\n        <oper-status>down</oper-status>\n        <last-change>${c.iso()}</last-change>\n        <ont-state xmlns="urn:bbf:yang:bbf-xpon-onu-states">\n          <onu-presence-state>onu-present-and-v-ani-known-but-unaligned</onu-presence-state>\n          <detected-serial-number>HWTC${(hash(x) % 0xffffff).toString(16).toUpperCase().padStart(6, "0")}A1</detected-serial-number>\n        </ont-state>\n      </interface>\n    </interfaces-state>\n  </data>`),
  },
  check: {
    tool: "service_validate", args: (x) => ({ device: x.split(" ")[0], ont: x.split(" ")[1], checks: ["line-profile", "vlan", "rx-power"] }),
    fail: (x, c, r) => `validate ont ${x.split(" ")[1]} @ ${x.split(" ")[0]}  [${c.iso()}] trace=${r.hex(10)}\n  line-profile  ok   (ftth-300M)\n  gemport 1     ok\n  vlan          FAIL service-port 0 translates 1103 -> 1103 but BNG expects S-VLAN 2201/C-VLAN 1103\n  rx-power      ok   -21.${r.int(0, 9)} dBm\nverdict: NOT_READY (VAL-112)`,
    pass: (x, c, r) => `validate ont ${x.split(" ")[1]} @ ${x.split(" ")[0]}  [${c.iso()}] trace=${r.hex(10)}\n  line-profile ok\n  gemport 1 ok\n  vlan ok (2201/1103)\n  rx-power ok -20.${r.int(0, 9)} dBm\nverdict: READY`,
    errs: (x, k) => ["vlan FAIL S-VLAN missing (expects 2201/1103)", "vlan FAIL outer tag 2201 but inner tag 1130 (expected 1103)", "gemport FAIL traffic-descriptor td-300M not bound to gemport 1", "rx-power WARN -27.4 dBm (limit -27.0)"][k % 4],
  },
  act: {
    tool: "netconf_edit_config", args: (x, k) => ({ device: x.split(" ")[0], target: "candidate", config: [`<service-port><ont>${x.split(" ")[1]}</ont><gemport>1</gemport><vlan-translation><outer>2201</outer><inner>1130</inner></vlan-translation></service-port>`, `<service-port><ont>${x.split(" ")[1]}</ont><gemport>1</gemport><vlan-translation><outer>2201</outer><inner>1103</inner></vlan-translation></service-port>`, `<gemport><index>1</index><traffic-descriptor>td-300M</traffic-descriptor></gemport>`, `<ani><name>ont-${x.split(" ")[1]}</name><fec-upstream>true</fec-upstream></ani>`][k % 4], commit: true }),
    out: (x, k, c, r) => rpc(r.int(100, 999), `  <ok/>\n  <!-- commit-id ${r.int(20000, 29999)} at ${c.iso()} -->`),
  },
  undo: { tool: "netconf_discard_or_rollback", args: (x) => ({ device: x.split(" ")[0], rollback: 1 }), out: (x, c, r) => rpc(r.int(100, 999), `  <ok/>\n  <!-- rolled back to commit ${r.int(20000, 29999)} -->`) },
  dep: {
    tool: "radius_lookup", args: (x, k) => [{ username: "bsk-118204@ftth", server: "radius-1" }, { username: "bsk-118204@ftth", server: "radius-1", timeout_ms: 8000 }, { username: "BSK-118204@ftth" }, { username: "bsk-118204@ftth", server: "radius-2" }, { calling_station_id: "HWTC3F2A91A1" }, { username: "bsk-118204" }][k % 6],
    err: (k, c, r) => r.pick([`radclient: no response from server for ID ${r.int(1, 255)} socket ${r.int(3, 9)}\n(0) No reply from server for ID ${r.int(1, 255)} socket 3 after 3 retries`, `ERROR: radius-1 10.20.0.11:1812 — Request timed out (${r.int(3, 8)}000 ms), attempts=3, ${c.iso()}`, `Access-Reject? no — socket error: ECONNREFUSED 10.20.0.12:1812 (${c.hms()})`]),
    ok: (x, c, r) => `Received Access-Accept Id ${r.int(1, 255)} from 10.20.0.11:1812 length 62\n\tFramed-IP-Address = 100.72.${r.int(0, 255)}.${r.int(2, 254)}\n\tMikrotik-Rate-Limit = "300M/300M"\n\tSession-Timeout = 86400`,
  },
  job: {
    jid: (r) => `fw-${r.int(7000, 7999)}`,
    start: { tool: "ont_firmware_upgrade", args: () => ({ device: "olt-bsk-02", ports: ["0/2/*"], image: "V5R021C00S230" }), out: (j, c) => rpc(17, `  <job-id>${j}</job-id>\n  <accepted>${c.iso()}</accepted>`) },
    tool: "job_status", args: (j) => ({ job: j }),
    out: (j, d, tot, c, r, fin) => `job ${j}: ${fin ? "COMPLETED" : "RUNNING"}\n  onts total ${tot}, upgraded ${d}, failed 0, in-progress ${fin ? 0 : Math.min(8, tot - d)}\n  last event ${c.iso()} ont 0/2/${d % 16}:${(d * 7) % 60} ${fin ? "activated" : "loading image"}`,
    total: (r) => r.pick([48, 64]),
  },
  list: {
    tool: "snmp_walk", args: (cur, n) => ({ device: "olt-bsk-03", oid: "1.3.6.1.4.1.2011.6.128.1.1.2.46.1.15", start_index: cur ?? 0, max_repetitions: n }),
    row: (i) => `SNMPv2-SMI::enterprises.2011.6.128.1.1.2.46.1.15.${4194304000 + (i % 16) * 256}.${i} = INTEGER: ${i % 7 === 3 ? 2 : 1}`,
    out: (rows, next, c) => `${rows.join("\n")}\n# next_index=${next ?? "end-of-mib"}  (${c.hms()})`,
  },
  views: [
    { tool: "snmp_get", args: (x) => ({ device: x.split(" ")[0], oids: ["hwGponOntOpticalDdmRxPower", "hwGponDeviceOntControlRunStatus"] }), out: (x, c, r) => `HUAWEI-XPON-MIB::hwGponOntOpticalDdmRxPower = INTEGER: 2147483647\nHUAWEI-XPON-MIB::hwGponDeviceOntControlRunStatus = INTEGER: offline(2)\n# ${c.iso()} rtt ${r.int(4, 40)}ms` },
    { tool: "olt_cli", args: (x) => ({ device: x.split(" ")[0], command: `display ont info ${x.split(" ")[1].replace(":", " ")}` }), out: (x, c) => `  F/S/P                   : ${x.split(" ")[1].split(":")[0]}\n  ONT-ID                  : ${x.split(" ")[1].split(":")[1]}\n  Control flag            : active\n  Run state               : offline\n  Config state            : initial\n  Match state             : initial\n  Last down cause         : LOS\n  Last down time          : ${c.iso().replace("T", " ").replace("Z", "+06:00")}` },
    { tool: "alarm_history", args: (x) => ({ device: x.split(" ")[0], ont: x.split(" ")[1], limit: 3 }), out: (x, c, r) => `ALM-${r.int(10000, 99999)}  0x2e112001  The ONT LOSi/LOBi alarm occurs  ${c.iso()}  ACTIVE\nALM-${r.int(10000, 99999)}  0x2e112001  The ONT LOSi/LOBi alarm occurs  (repeat count ${r.int(2, 40)})` },
    { tool: "netconf_get", args: (x) => ({ device: x.split(" ")[0], filter: `/bbf-xpon:xpon/ani[name='ont-${x.split(" ")[1]}']/state` }), out: (x, c, r) => rpc(r.int(100, 999), `  <data><xpon xmlns="urn:bbf:yang:bbf-xpon"><ani><state><onu-present-on-this-olt>false</onu-present-on-this-olt><los>true</los></state></ani></xpon></data>`) },
  ],
  search: {
    tool: "kb_search", args: (q) => ({ query: q, lang: "ru,en" }),
    same: ["LOS alarm ONT", "ONT LOS авария", "los alarm ont after install", "ONT loss of signal alarm", "LOSi/LOBi alarm ONT", "ont  LOS"],
    refine: ["LOS alarm ONT", "0x2e112001 LOSi after fibre repair", "splitter 1:32 insertion loss Bishkek", "ONT rx power 2147483647 meaning", "drop cable connector SC/APC cleaning"],
    hit: (i) => ["KB-0412 LOSi/LOBi: check drop cable and connector", "KB-0388 ONT offline after power cut", "KB-0520 rx-power 2147483647 = no light", "KB-0601 splitter cabinet audit Sverdlov district", "KB-0222 SC/APC cleaning procedure", "KB-0707 replacing ONT on existing service-port", "KB-0119 VLAN translation for BNG", "KB-0333 ONT auto-find", "KB-0814 optical budget class B+", "KB-0091 escalation to field team"][i % 10],
    out: (hits, c, r) => `found ${hits.length} (${r.int(9, 95)} ms)\n${hits.map((h) => `- ${h}`).join("\n")}`,
  },
  metric: {
    tool: "pon_optics", args: () => ({ device: "olt-bsk-01", port: "0/1/4" }),
    out: (v, c, r) => `port 0/1/4  @${c.iso()}\n  tx-power        : 4.${r.int(10, 30)} dBm\n  olt-rx min/avg  : ${(-26 + v / 10).toFixed(2)} / ${(-21.5 + v / 20).toFixed(2)} dBm\n  onts online     : ${Math.round(28 + v / 4)} / 32\n  bip errors/15m  : ${Math.round(v * 3)}`,
    base: 8,
  },
  en: { issue: "the VLAN translation error VAL-112 (S-VLAN 2201 missing)", fact: "LOS on the ONT (no light, rx 2147483647)", thing: "ONT" },
};
