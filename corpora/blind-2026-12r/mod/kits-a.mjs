/** Domain kits, industrial and building side (Modbus, OPC-UA, MQTT). */
const ids = (f, n = 40) => Array.from({ length: n }, (_, i) => f(i));
const pad = (i, w = 2) => String(i).padStart(w, '0');
const gwTimeout = (gw) => (run) =>
  `ERR Modbus TCP ${gw}:502 exception=GATEWAY_TARGET_FAILED_TO_RESPOND (0x0B) after ${run.r.int(2990, 3020)}ms txn=${run.r.int(1000, 65535)} at ${run.ts()}`;

export const KITS_A = [
  {
    domain: 'coldstore-modbus-no',
    lang: 'no',
    style: 'modbus',
    itemKey: 'point',
    agent:
      'Du er driftsagent for et fryselager i Ålesund (ammoniakk-anlegg, 14 fordampere, 3 kompressorer). Verktøyene leser og skriver Modbus-registre via gateway gw-aal-01. Ikke skriv settpunkter utenfor -30..-18 °C.',
    items: ids((i) => (i < 14 ? `EVAP-${pad(i + 1)}` : i < 17 ? `COMP-${i - 13}` : `ZONE-F${pad(i - 16)}`)),
    names: {
      read: 'modbus_read_point',
      detail: 'point_alarms',
      events: 'plc_eventlog',
      dump: 'modbus_read_holding',
      write: 'modbus_write_setpoint',
      ack: 'alarm_ack',
      start: 'defrost_start',
      poll: 'defrost_status',
      page: 'alarm_list',
      fail: 'historian_query',
    },
    fields: [
      ['T_air', -23.4, 0.08, 2],
      ['T_coil', -29.1, 0.12, 2],
      ['fan_rpm', 1410, 6, 0],
      ['valve_pct', 38, 0.6, 1],
    ],
    states: ['COOLING', 'IDLE'],
    writeKey: 'sp_degC',
    writeField: 'T_air',
    lo: -28,
    hi: -19,
    detailLines: (it, k) => [
      `A-${it}-HI  high air temp     active=${k === 1} since=03:12`,
      `A-${it}-ICE coil icing index ${k * 12}%  active=${k > 2}`,
      'A-COMMS   gateway link       active=false',
    ],
    eventWord: (i, it) =>
      `${['DEFROST_REQ', 'HEATER_ON', 'DRIP_DELAY', 'FAN_RESTART', 'TECH_LOGIN', 'TECH_DONE'][i % 6]} src=${it}`,
    dumpHead: 'HR',
    ackNote: 'kvittert av driftsagent',
    startArgs: { mode: 'hot_gas', max_min: 25 },
    jobPrefix: 'DF',
    jobPhases: ['PUMPDOWN', 'HEATING', 'DRIP', 'REFREEZE'],
    jobDetail: (_p, pct) => `T_coil=${(-29 + pct / 3).toFixed(1)}`,
    pageRow: (it) => `${it} HI_TEMP prio=2 raised=${(it.length * 3) % 24}:1${it.length % 6}`,
    fail: {
      name: 'historian_query',
      args: (i) => ({
        tag: 'EVAP-07.T_air',
        from: `2026-12-05T2${i % 4}:00`,
        to: '2026-12-06T06:00',
        agg: '1m',
      }),
      err: (run) =>
        `HTTP 503 historian-aal: Service Unavailable (InfluxDB shard 14 read-only, compaction) req=${run.r.hex(10)} retry_after=null`,
    },
    probes: [
      ['gateway_ping', { host: 'gw-aal-01' }, gwTimeout('gw-aal-01')],
      ['modbus_read_point', { point: 'EVAP-07', unit_id: 17 }, gwTimeout('gw-aal-01')],
      ['modbus_read_holding', { point: 'EVAP-07', start: 0, count: 4 }, gwTimeout('gw-aal-01')],
      [
        'gateway_config',
        { host: 'gw-aal-01' },
        () =>
          'gw-aal-01 fw=2.4.1 serial=RS485 9600 8N1 slaves=1..24 timeout_ms=3000 last_ok=2026-12-06T04:51:07Z',
      ],
    ],
  },
  {
    domain: 'greenhouse-opcua-da',
    lang: 'da',
    style: 'opcua',
    itemKey: 'node',
    agent:
      'Du er klimaagent for et tomatgartneri ved Odense (6 afdelinger, klimacomputer via OPC-UA, CO2-dosering, gardiner, varmerør). Skriv kun setpunkter inden for dyrkningsplanens grænser.',
    items: ids(
      (i) =>
        `Afd${(i % 6) + 1}.${['Klima', 'Vent', 'Gardin', 'Roer', 'CO2', 'Vanding', 'Lys'][Math.floor(i / 6) % 7]}`,
    ),
    names: {
      read: 'opcua_read',
      detail: 'opcua_browse',
      events: 'opcua_events',
      dump: 'opcua_read_raw',
      write: 'opcua_write',
      ack: 'alarm_acknowledge',
      start: 'irrigation_program_run',
      poll: 'irrigation_program_state',
      page: 'alarm_query',
      fail: 'weather_station_get',
    },
    fields: [
      ['Temp', 21.6, 0.07, 2],
      ['RH', 78, 0.5, 1],
      ['CO2_ppm', 812, 9, 0],
      ['VentPos', 14, 0.3, 1],
    ],
    states: ['AUTO', 'MANUAL'],
    writeKey: 'value',
    writeField: 'Temp',
    lo: 18,
    hi: 24,
    detailLines: (it, k) => [
      `${it}/Setpoint  Double  ${(20 + k).toFixed(1)}`,
      `${it}/Limit.Max  Double  ${26 + k}`,
      `${it}/Mode  String  AUTO`,
      `${it}/Alarm.Active  Boolean  ${k === 2}`,
    ],
    eventWord: (i, it) =>
      `${['SetpointChanged', 'VentStep', 'ScreenClose', 'PipeValveOpen', 'OperatorLogon', 'OperatorLogoff'][i % 6]} node=${it} sev=${200 + (i % 4) * 100}`,
    dumpHead: 'RAW',
    ackNote: 'kvitteret af klimaagent',
    startArgs: { program: 'P3-morgen', dry_run: false },
    jobPrefix: 'IRR',
    jobPhases: ['QUEUED', 'VALVES', 'DOSING', 'FLUSH'],
    jobDetail: (_p, pct) => `EC=${(2.1 + pct / 400).toFixed(2)} liters=${pct * 42}`,
    pageRow: (it) => `${it} HighHumidity sev=600 t=05:${it.length}2`,
    fail: {
      name: 'weather_station_get',
      args: (i) => ({ station: 'DMI-06120', window_h: 12 + (i % 2) }),
      err: (run) =>
        `{"error":"upstream_timeout","detail":"dmi-proxy did not answer in 10000ms","trace":"${run.r.hex(16)}"}`,
    },
    probes: [
      [
        'opcua_read',
        { node: 'Afd3.Klima', server: 'opc.tcp://klima-02:4840' },
        (run) =>
          `BadCommunicationError (0x80050000) opc.tcp://klima-02:4840 session=${run.r.int(100, 999)} t=${run.ts()}`,
      ],
      [
        'opcua_browse',
        { node: 'Afd3', server: 'opc.tcp://klima-02:4840' },
        () => 'BadCommunicationError (0x80050000) opc.tcp://klima-02:4840 secure channel closed',
      ],
      [
        'net_tcp_check',
        { host: 'klima-02', port: 4840 },
        (run) => `connect klima-02:4840 timeout after 5000ms (${run.r.int(1, 9)} SYN retries)`,
      ],
      [
        'opcua_server_status',
        { server: 'opc.tcp://klima-02:4840' },
        () => 'BadCommunicationError (0x80050000) GetEndpoints failed',
      ],
    ],
  },
  {
    domain: 'datacentre-cooling-et',
    lang: 'et',
    style: 'opcua',
    itemKey: 'node',
    agent:
      'Oled Tallinna andmekeskuse jahutusagent (12 CRAH-seadet, 2 jahutit, vaba jahutus). Loed ja kirjutad OPC-UA kaudu. Ära kunagi sea sissepuhkeõhku üle 27 °C.',
    items: ids((i) => (i < 12 ? `CRAH-${pad(i + 1)}` : i < 14 ? `CH-${i - 11}` : `RACK-R${pad(i - 13)}`)),
    names: {
      read: 'ua_read_values',
      detail: 'ua_node_config',
      events: 'ua_alarm_stream',
      dump: 'ua_read_block',
      write: 'ua_write_setpoint',
      ack: 'ua_ack',
      start: 'chiller_changeover',
      poll: 'changeover_status',
      page: 'ua_history_alarms',
      fail: 'dcim_power_feed',
    },
    fields: [
      ['SupplyT', 19.8, 0.06, 2],
      ['ReturnT', 31.2, 0.1, 2],
      ['FanPct', 54, 0.4, 1],
      ['dP_Pa', 18.4, 0.3, 1],
    ],
    states: ['RUN', 'STANDBY'],
    writeKey: 'setpoint',
    writeField: 'SupplyT',
    lo: 18,
    hi: 24,
    detailLines: (it, k) => [
      `${it}.SP_Supply = ${(19 + k * 0.5).toFixed(1)}`,
      `${it}.Mode = AUTO`,
      `${it}.LeadLag = ${k % 2 ? 'LAG' : 'LEAD'}`,
      `${it}.FilterDP_Alarm = ${k === 3}`,
    ],
    eventWord: (i, it) =>
      `${['HighReturnTemp', 'FanSpeedStep', 'ValveCmd', 'TechOnSite', 'FilterSwap', 'TechLeft'][i % 6]} ${it}`,
    dumpHead: 'BLOCK',
    ackNote: 'kinnitatud jahutusagendi poolt',
    startArgs: { from: 'CH-1', to: 'CH-2', ramp_s: 600 },
    jobPrefix: 'CO',
    jobPhases: ['PREP', 'RAMP', 'HANDOVER', 'STABLE'],
    jobDetail: (_p, pct) => `CH-2_load=${pct}% CH-1_load=${100 - pct}%`,
    pageRow: (it) => `${it} HighReturnTemp prio=high cleared=${it.length % 2 === 0}`,
    fail: {
      name: 'dcim_power_feed',
      args: (i) => ({ pdu: `PDU-B${(i % 2) + 3}`, metric: 'kW' }),
      err: (run) => `502 Bad Gateway from dcim-api.tln1 (nginx) x-req=${run.r.hex(12)}`,
    },
    probes: [
      [
        'ua_read_values',
        { node: 'CRAH-07', server: 'ua-tln1-b' },
        (run) => `BadTimeout (0x800A0000) ua-tln1-b read after ${run.r.int(4990, 5010)}ms`,
      ],
      ['ping', { host: 'ua-tln1-b' }, () => '3 packets transmitted, 0 received, 100% packet loss'],
      ['ua_node_config', { node: 'CRAH-07', server: 'ua-tln1-b' }, () => 'BadTimeout (0x800A0000) ua-tln1-b'],
      [
        'switch_port_status',
        { switch: 'sw-b2-03', port: 'Gi1/0/17' },
        () => 'Gi1/0/17 up/up 1000Mb full vlan=412 last_flap=11d',
      ],
    ],
  },
];
