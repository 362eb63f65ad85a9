/** Domain kits, fleet telematics and telephony (IVR, call boxes, nurse call). */
const ids = (f, n = 40) => Array.from({ length: n }, (_, i) => f(i));
const pad = (i, w = 2) => String(i).padStart(w, '0');
const sip = (code, txt, host) => (run) =>
  `SIP/2.0 ${code} ${txt}\nVia: SIP/2.0/UDP ${host};branch=z9hG4bK${run.r.hex(10)}\nCall-ID: ${run.r.hex(16)}@${host}\nDate: ${new Date(run.t).toUTCString()}`;
const callEvt = [
  'RINGING',
  'ANSWERED',
  'DTMF digit=1',
  'HOLD',
  'UNHOLD',
  'TRANSFER target=q-main',
  'DTMF digit=#',
  'HANGUP cause=16',
];

export const KITS_B = [
  {
    domain: 'refuse-fleet-telematics-ka',
    lang: 'ka',
    style: 'telematics',
    itemKey: 'vehicle',
    agent:
      'შენ ხარ თბილისის ნარჩენების შემგროვებელი ავტოპარკის ტელემატიკის აგენტი (62 მანქანა, CAN, ურნის ამწე სენსორები, გეოზონები). სიჩქარის ლიმიტის შეცვლა მხოლოდ დისპეჩერის თხოვნით.',
    items: ids((i) => `TB-${pad(i * 7 + 103, 3)}-RF`),
    names: {
      read: 'vehicle_live',
      detail: 'vehicle_dtc',
      events: 'trip_events',
      dump: 'can_frames',
      write: 'geofence_speed_set',
      ack: 'alert_ack',
      start: 'ota_config_push',
      poll: 'ota_status',
      page: 'alerts_open',
      fail: 'tacho_download',
    },
    fields: [
      ['speed_kmh', 0, 0, 0],
      ['fuel_pct', 57, 0.2, 1],
      ['coolant_C', 84, 0.4, 1],
      ['lifts_today', 212, 0, 0],
    ],
    states: ['ON', 'OFF'],
    writeKey: 'limit_kmh',
    writeField: 'speed_kmh',
    lo: 20,
    hi: 50,
    detailLines: (_it, k) => [
      `SPN 110 FMI ${k} coolant temp  occ=${k + 1}`,
      `SPN 597 FMI 31 brake switch  occ=${k * 2}`,
      `lamp MIL=${k === 3 ? 'ON' : 'OFF'}`,
    ],
    eventWord: (i, it) =>
      `${['bin_lift side=R', 'harsh_brake g=0.41', 'zone_enter Vake', 'idle_start', 'idle_end', 'depot_arrive'][i % 6]} ${it}`,
    dumpHead: 'CAN0',
    ackNote: 'დადასტურდა აგენტის მიერ',
    startArgs: { profile: 'winter-2026-v3' },
    jobPrefix: 'OTA',
    jobPhases: ['QUEUED', 'DOWNLOADING', 'APPLYING', 'REBOOT'],
    jobDetail: (_p, pct) => `bytes=${pct * 3120}/312000`,
    pageRow: (it) => `${it} overspeed_in_zone max=${38 + it.length} zone=Saburtalo`,
    fail: {
      name: 'tacho_download',
      args: (i) => ({ vehicle: 'TB-152-RF', day: '2026-12-05', format: i % 2 ? 'ddd' : 'DDD' }),
      err: (run) =>
        `ERROR remote DDD download: card authentication failed (company card slot 2 busy) session=${run.r.hex(8)}`,
    },
    probes: [
      [
        'vehicle_live',
        { vehicle: 'TB-194-RF' },
        () => 'vehicle=TB-194-RF last_fix=2026-12-05T22:41:10Z stale=true gsm=NO_SERVICE',
      ],
      [
        'modem_status',
        { vehicle: 'TB-194-RF' },
        () => 'imei=35875310... last_seen=2026-12-05T22:41Z apn=m2m.geocell registered=false',
      ],
      [
        'sms_wakeup',
        { vehicle: 'TB-194-RF' },
        (run) => `queued sms id=${run.r.int(10000, 99999)} delivery=PENDING`,
      ],
      [
        'trip_events',
        { vehicle: 'TB-194-RF', since: '2026-12-05T22:00Z' },
        () => '22:41:10 ignition_off\n-- no events after 22:41:10',
      ],
    ],
  },
  {
    domain: 'pharmacy-refill-ivr-hy',
    lang: 'hy',
    style: 'voice',
    itemKey: 'call_id',
    agent:
      'Դու Երևանի դեղատների ցանցի IVR-ի և զանգերի կենտրոնի գործակալն ես (դեղատոմսերի թարմացում, զանգերի փոխանցում դեղագործին, DTMF մենյու)։ Հիվանդի տվյալները մի բարձրաձայնիր զանգի մեջ։',
    items: ids((i) => `CA${pad(i * 13 + 4107, 5)}`),
    names: {
      read: 'call_state',
      detail: 'call_legs',
      events: 'call_events',
      dump: 'rtp_capture',
      write: 'queue_set',
      ack: 'callback_close',
      start: 'place_call',
      poll: 'call_progress',
      page: 'callback_queue',
      fail: 'pharmacy_rx_lookup',
    },
    fields: [
      ['jitter_ms', 7.2, 0.6, 1],
      ['mos', 4.1, 0.04, 2],
      ['hold_s', 0, 0, 0],
      ['queue_len', 6, 0, 0],
    ],
    states: ['CONNECTED', 'IVR_MENU'],
    writeKey: 'max_wait_s',
    writeField: 'hold_s',
    lo: 60,
    hi: 300,
    detailLines: (_it, k) => [
      `leg A caller +374 91 ***${pad(k * 17, 3)} codec=PCMA`,
      `leg B ${k % 2 ? 'pharmacist ext 2104' : 'ivr:refill'} codec=PCMA`,
      `bridge=${k % 2 ? 'yes' : 'no'}`,
    ],
    eventWord: (i, it) => `${callEvt[i % callEvt.length]} call=${it}`,
    dumpHead: 'RTP',
    ackNote: 'փակված է գործակալի կողմից',
    startArgs: { to: '+37410******', from_queue: 'refill-out', announce: 'rx-ready' },
    jobPrefix: 'OB',
    jobPhases: ['DIALING', 'RINGING', 'ANSWERED', 'COMPLETED'],
    jobDetail: (p) => `sip=${p === 'RINGING' ? 180 : p === 'DIALING' ? 100 : 200}`,
    pageRow: (it) => `${it} callback reason=refill_ready tries=${it.length % 3}`,
    fail: {
      name: 'pharmacy_rx_lookup',
      args: (i) => ({ rx: 'RX-88-20417', branch: i % 2 ? 'Komitas' : 'komitas' }),
      err: (run) =>
        `{"code":"UPSTREAM_DOWN","message":"eRx registry (armed.am) connection refused","corr":"${run.r.hex(12)}"}`,
    },
    probes: [
      [
        'trunk_status',
        { trunk: 'beeline-am-1' },
        () => 'trunk=beeline-am-1 reg=FAILED last_ok=05:58:12 channels=0/30',
      ],
      ['sip_options_ping', { peer: 'sbc.beeline.am' }, sip(408, 'Request Timeout', '10.20.0.4')],
      [
        'place_call',
        { to: '+37410******', from_queue: 'test' },
        sip(503, 'Service Unavailable', '10.20.0.4'),
      ],
      [
        'trunk_config',
        { trunk: 'beeline-am-1' },
        () => 'proxy=sbc.beeline.am:5060 transport=UDP auth=digest expires=600',
      ],
    ],
  },
];
