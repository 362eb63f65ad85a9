/** Domain kits, road tunnel (MQTT) and lifts (Modbus). */
const ids = (f, n = 40) => Array.from({ length: n }, (_, i) => f(i));
const pad = (i, w = 2) => String(i).padStart(w, '0');
const gwTimeout = (gw) => (run) =>
  `ERR Modbus TCP ${gw}:502 exception=GATEWAY_TARGET_FAILED_TO_RESPOND (0x0B) after ${run.r.int(2990, 3020)}ms txn=${run.r.int(1000, 65535)} at ${run.ts()}`;

export const KITS_A2 = [
  {
    domain: 'road-tunnel-mqtt-lv',
    lang: 'lv',
    style: 'mqtt',
    itemKey: 'device',
    topic: 'lvt/tunelis-rigas',
    agent:
      'Tu esi tuneļa ventilācijas un drošības aģents (2 km autoceļa tunelis, 16 strūklas ventilatori, CO/NO2/redzamības sensori, MQTT). Ventilatorus vari komandēt tikai operatora uzdevumā.',
    items: ids((i) => (i < 16 ? `JF-${pad(i + 1)}` : i < 28 ? `CO-${pad(i - 15)}` : `VIS-${pad(i - 27)}`)),
    names: {
      read: 'mqtt_get_retained',
      detail: 'device_twin',
      events: 'mqtt_history',
      dump: 'plc_dump',
      write: 'mqtt_publish_cmd',
      ack: 'scada_ack',
      start: 'fan_test_run',
      poll: 'fan_test_status',
      page: 'scada_events',
      fail: 'traffic_counter_api',
    },
    fields: [
      ['co_ppm', 11.2, 0.4, 1],
      ['no2_ppm', 0.42, 0.02, 2],
      ['vis_km1', 0.0031, 0.0002, 4],
      ['speed_pct', 0, 0, 0],
    ],
    states: ['AUTO', 'LOCAL'],
    writeKey: 'speed_pct',
    writeField: 'speed_pct',
    lo: 0,
    hi: 100,
    detailLines: (_it, k) => [
      `reported.fw=3.${k}.2`,
      `reported.dir=${k % 2 ? 'REV' : 'FWD'}`,
      `desired.mode=AUTO`,
      `reported.vib_mm_s=${(1.1 + k * 0.3).toFixed(1)}`,
    ],
    eventWord: (i, it) =>
      `${['cmd_ack', 'run_feedback', 'vib_ok', 'tech_badge_in', 'panel_closed', 'tech_badge_out'][i % 6]} dev=${it}`,
    dumpHead: 'DB',
    ackNote: 'apstiprināts, aģents',
    startArgs: { seconds: 120, dir: 'FWD' },
    jobPrefix: 'FT',
    jobPhases: ['QUEUED', 'SPINUP', 'RUNNING', 'COASTDOWN'],
    jobDetail: (_p, pct) => `rpm=${pct * 14} current_A=${(pct * 0.31).toFixed(1)}`,
    pageRow: (it) => `${it} threshold_warn level=1 lane=${it.length % 2 ? 'E' : 'W'}`,
    fail: {
      name: 'traffic_counter_api',
      args: (i) => ({ site: 'A2-km14', interval: '15m', last: 8 + (i % 3) }),
      err: (run) => `{"status":504,"message":"Gateway Timeout","id":"${run.r.hex(8)}-${run.r.hex(4)}"}`,
    },
    probes: [
      [
        'mqtt_get_retained',
        { device: 'JF-09' },
        () => 'no retained message on lvt/tunelis-rigas/JF-09/state (broker returned 0 msgs)',
      ],
      [
        'device_twin',
        { device: 'JF-09' },
        () => 'reported.last_seen=2026-12-06T02:14:55Z connection=offline',
      ],
      ['broker_clients', { filter: 'JF-09' }, () => '0 clients match JF-09'],
      [
        'plc_dump',
        { device: 'JF-09', start: 0, count: 8 },
        () => 'ERR device offline (last will received 02:14:57)',
      ],
    ],
  },
  {
    domain: 'lift-monitoring-lt',
    lang: 'lt',
    style: 'modbus',
    itemKey: 'lift',
    agent:
      'Esi liftų nuotolinės stebėsenos agentas Vilniuje (84 liftai, 31 pastatas). Skaitai valdiklių registrus per Modbus šliuzus, gali pakeisti durų laikus ir iškviesti kabiną testui.',
    items: ids((i) => `LFT-${['VLN', 'KAU', 'KLP'][i % 3]}-${pad(i + 11, 3)}`),
    names: {
      read: 'lift_read',
      detail: 'lift_faults',
      events: 'lift_trip_log',
      dump: 'ctrl_registers',
      write: 'lift_set_param',
      ack: 'fault_ack',
      start: 'lift_test_call',
      poll: 'test_call_state',
      page: 'fault_list',
      fail: 'intercom_bridge',
    },
    fields: [
      ['floor', 4, 0, 0],
      ['door_open_s', 3.5, 0, 1],
      ['motor_C', 41.5, 0.3, 1],
      ['trips_h', 37, 0, 0],
    ],
    states: ['IN_SERVICE', 'INDEPENDENT'],
    writeKey: 'door_hold_s',
    writeField: 'door_open_s',
    lo: 2,
    hi: 8,
    detailLines: (_it, k) => [
      `F${310 + k} door reopen count high  count=${k * 4}`,
      `F${120 + k} leveling deviation 3mm  active=false`,
      `F000 none`,
    ],
    eventWord: (i, it) =>
      `${['CALL_REG', 'DOOR_OPEN', 'DOOR_CLOSE', 'RUN_UP', 'RUN_DN', 'TECH_DONE'][i % 6]} ${it}`,
    dumpHead: 'REGS',
    ackNote: 'patvirtinta agento',
    startArgs: { from_floor: 0, to_floor: 9 },
    jobPrefix: 'TC',
    jobPhases: ['REGISTERED', 'DOORS', 'TRAVEL', 'ARRIVED'],
    jobDetail: (_p, pct) => `pos_mm=${pct * 270}`,
    pageRow: (it) => `${it} F311 door_obstruction count=${it.length}`,
    fail: {
      name: 'intercom_bridge',
      args: (i) => ({ lift: 'LFT-VLN-023', action: 'status', verbose: i % 2 === 0 }),
      err: (run) =>
        `SIP 503 Service Unavailable from gw-intercom-2 (Retry-After absent) call-id=${run.r.hex(12)}@10.4.0.9`,
    },
    probes: [
      ['lift_read', { lift: 'LFT-KAU-044' }, gwTimeout('gw-kau-3')],
      ['gateway_ping', { host: 'gw-kau-3' }, gwTimeout('gw-kau-3')],
      ['ctrl_registers', { lift: 'LFT-KAU-044', start: 0, count: 8 }, gwTimeout('gw-kau-3')],
      ['site_power', { building: 'KAU-Savanoriu-12' }, () => 'mains=OK ups=OK since=2026-11-29'],
    ],
  },
];
