import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { noNewInformation } from './no-new-information.js';

const chapters = ['harbour', 'lighthouse', 'keeper', 'storm', 'ledger', 'beacon'];
const read = (page: number) => ({
  tool: 'read_page',
  args: { page },
  result: `page ${page}: ${`${chapters[page % chapters.length]} text `.repeat(40)}`,
});

describe('noNewInformation', () => {
  it('trips on a second pass over pages already read, in another order', () => {
    const { detection, step } = detect(noNewInformation(), [
      read(1),
      read(2),
      read(3),
      read(4),
      read(3),
      read(1),
      read(4),
      read(2),
    ]);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(7);
  });

  it('trips on a pager served its last page again under each new page number it asks for', () => {
    const invoices =
      'BILL-11580 Ironbark Mining 43942.05 due 2026-11-15\nBILL-12645 Zenith Aerial 11862.39 due 2026-11-11';
    const turns = Array.from({ length: 8 }, (_, call) => {
      const page = call + 1;
      const rows =
        page <= 3 ? invoices.replaceAll('BILL-1', `BILL-${page}`) : invoices.replaceAll('BILL-1', 'BILL-3');
      return {
        tool: 'xero_list',
        args: { endpoint: 'Invoices', page, pageSize: 100 },
        result: `date: Fri, 04 Dec 2026 16:13:${10 + call} GMT\nx-minlimit-remaining: ${57 - call * 3}\n{"pagination":{"page":${page},"pageSize":100},"DateTimeUTC":"/Date(${1796400766203 + call * 7000})/"}\n${rows}`,
      };
    });
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(6);
  });

  it('trips on a cursor pager serving the same page again while a live gauge beside it moves', () => {
    const items =
      '{"id":"itm_ZbhUV37ECY","type":"listing","reports":4},{"id":"itm_onpkigYWhV","type":"listing","reports":2},{"id":"itm_p8LvtsWpHo","type":"review","reports":8},{"id":"itm_igdXx1C1P5","type":"profile","reports":10}';
    const turns = Array.from({ length: 7 }, (_, call) => ({
      tool: 'mod_queue',
      args: { queue: 'off-platform', page_size: 4, after: `YXJyYXljb25uZWN0aW9uOj${call}q8f2k1Xz` },
      result: `{"items":[${items}],"page_info":{"has_next":true,"end_cursor":"YXJyYXljb25uZWN0aW9uOj${call + 1}q8f2k1Xz"},"queue_depth_now":${315 + ((call * 13) % 17)}}`,
    }));
    expect(detect(noNewInformation(), turns).detection?.detector).toBe('no_new_information');
    // Two values moving is another page, whatever else stays.
    const twoMoving = turns.map((turn, call) => ({
      ...turn,
      result: turn.result.replace('"reports":10', `"reports":${10 + call}`),
    }));
    expect(detect(noNewInformation(), twoMoving).detection).toBeUndefined();
  });

  it('trips on a pager that wrapped round: new cursors serving rows already read', () => {
    const rows = (page: number) =>
      Array.from({ length: 5 }, (_, row) => `OSTR-${1000 + page * 5 + row} | j.marsh | email | N`).join('\n');
    const turns = Array.from({ length: 9 }, (_, call) => ({
      tool: 'batch_docs',
      args: { batch: 'RV-1187', cursor: Buffer.from(`c${call}`).toString('base64') },
      result: `control_no | custodian | type | responsive\n${rows(call % 4)}`,
    }));
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(7);
  });

  it('trips on a pager that wrapped round when every page carries its own next cursor, query id and time', () => {
    const rows = (page: number) =>
      Array.from({ length: 5 }, (_, row) => `OSTR-${1000 + page * 5 + row} | j.marsh | email | N`).join('\n');
    const turns = Array.from({ length: 9 }, (_, call) => ({
      tool: 'batch_docs',
      args: { batch: 'RV-1187', cursor: Buffer.from(`c${call}`).toString('base64') },
      result: `control_no | custodian | type | responsive\n${rows(call % 4)}\n(5 rows) next=${Buffer.from(`next-page-${call}`).toString('base64')}\nTime: ${(8 + call * 13) % 97}.100 ms [qid rv-${'GQNTRQZCHWXPLMKD'.slice(call, call + 9)}${call}]`,
    }));
    expect(detect(noNewInformation(), turns).step).toBe(7);
  });

  it('trips on re-reads of a document through shifted windows, each with its own header', () => {
    const doc = Array.from(
      { length: 60 },
      (_, line) => `${line + 1}  Step ${line}: torque the axle nut to spec`,
    );
    const read = (offset: number, limit: number, call: number) => ({
      tool: 'amm_read',
      args: { task_ref: 'AMM 32-42', offset, limit },
      result: [
        `=== lines ${offset + 1}-${offset + limit} | fetched 2026-10-13T13:58:${10 + call}Z ===`,
        ...doc.slice(offset, offset + limit),
      ].join('\n'),
    });
    const turns = [
      read(0, 30, 0),
      read(30, 30, 1),
      read(7, 20, 2),
      read(14, 25, 3),
      read(1, 22, 4),
      read(20, 30, 5),
    ];
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(5);
  });

  it('trips on re-reads of a log through shifted windows whose footer names the window', () => {
    const log = Array.from(
      { length: 55 },
      (_, line) =>
        `${String(line + 1).padStart(5)}  01:${String(line).padStart(2, '0')}:31 STEP_OUTPUT stg_${line % 7} - Finished`,
    );
    const read = (offset: number, limit: number) => ({
      tool: 'run_logs',
      args: { run_id: '4f1c2a9e', offset, limit },
      result: [
        ...log.slice(offset, offset + limit),
        `[lines ${offset + 1}-${Math.min(offset + limit, 55)} of 55]`,
      ].join('\n'),
    });
    const turns = [read(0, 25), read(25, 25), read(50, 5), read(8, 25), read(33, 22), read(2, 25)];
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(6);
    // Read forward once, each window new, it is news throughout.
    expect(detect(noNewInformation(), [read(0, 25), read(25, 25), read(50, 5)]).detection).toBeUndefined();
  });

  it('trips on a round of checks whose spans of time drift while the live reading among them only jitters', () => {
    const log = (minutes: number, call: number) => ({
      tool: 'line_event_log',
      args: { work_order: 'WO-48210', since_minutes: minutes },
      result: `-- 5 entries, window 60 min, query ${(0x9dcf69 + call * 7919).toString(16)} took ${17 + call} ms --\n${[
        'BOARD IN',
        'LANE 1 STOP',
        'CONVEYOR WIDTH OK',
        'BOARD OUT',
        'FEEDER 23 SPLICE',
      ]
        .map((event, at) => `2026-12-04T08:4${at}:50+05:30 mes-1 line_event_log[16830]: WO-48210 ${event}`)
        .join('\n')}`,
    });
    const oven = (seconds: number, value: string) => ({
      tool: 'oven_zone_read',
      args: { tag: 'OVEN2.Z7.TC', avg_s: seconds },
      result: `tag=OVEN2.Z7.TC value=${value} unit=C quality=GOOD`,
    });
    const check = (profile: string) => ({
      tool: 'aoi_report',
      args: { work_order: 'WO-48210', profile },
      result: `{"work_order":"WO-48210","results":[{"rule":"AOI_FALSE_CALL_PCT","value":3.41,"limit":3,"status":"FAIL"},{"rule":"SPI_VOL_CPK","value":1.42,"limit":1.33,"status":"PASS"}],"verdict":"FAIL"}`,
    });
    const turns = [
      log(60, 0),
      oven(10, '248.7'),
      check('standard'),
      log(75, 1),
      oven(15, '248.46'),
      check('strict'),
      log(90, 2),
      oven(20, '249.09'),
      check('standard'),
    ];
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(9);
    // A reading that moved past measurement noise over the longer span is news: the round learned something.
    const moving = turns.map((turn, at) =>
      turn.tool === 'oven_zone_read' ? oven(10 + at, String(240 + at * 2)) : turn,
    );
    expect(detect(noNewInformation(), moving).detection).toBeUndefined();
  });

  it("does not count an item read hour by hour as served again: each hour's values are the answer", () => {
    const weights = ['29.9', '32.2', '35.9', '35.5', '36.1', '37.6', '38.6'];
    const turns = weights.map((weight, hour) => {
      const at = `2026-11-20T08:14:${String(10 + hour * 5).padStart(2, '0')}.336Z INFO  [api-8${'abc'[hour % 3]}]`;
      return {
        tool: 'scale_read',
        args: { hive: 'RUCH-KBR-232', window_h: 1, window_start_h: hour - 10 },
        result: [
          `${at} scale_read.hive = RUCH-KBR-232 (rid req_${(0x9f3a1 + hour * 7919).toString(36)}x7k)`,
          `${at} scale_read.weight_kg = ${weight}`,
          `${at} scale_read.unit = kg`,
          `${at} scale_read.flag = OK`,
          `${at} DEBUG done in ${300 + hour * 211}ms seq=${13677 + hour * 31}`,
        ].join('\n'),
      };
    });
    expect(detect(noNewInformation(), turns).detection).toBeUndefined();
  });

  it('trips on one record asked again and again in another form, its values the same each time', () => {
    const fields: [string, string][] = [
      ['cage', 'CAGE-LQ-B02'],
      ['species', 'tilapia (GIFT)'],
      ['stocked', '2026-08-12'],
      ['count', '13580'],
      ['abw_g', '224'],
      ['fcr', '1.50'],
      ['net', 'HDPE 25mm'],
    ];
    const forms: Record<string, (at: string) => string> = {
      json: (at) =>
        `{"ok":true,"data":{${fields.map(([key, value]) => `"${key}":"${value}"`).join(',')}},"_meta":{"request_id":"8a3b97c7-e2e7-3edc","took_ms":632,"at":"${at}"}}`,
      xml: (at) =>
        `<?xml version="1.0"?>\n<record generated="${at}" trace="f42735ae-6133-dcd6">\n${fields.map(([key, value]) => `  <${key}>${value}</${key}>`).join('\n')}\n</record>`,
      yaml: (at) =>
        `---\n${fields.map(([key, value]) => `${key}: ${value}`).join('\n')}\n# fetched ${at} in 565 ms\n...`,
      text: (at) =>
        `${fields.map(([key, value]) => `${key.padEnd(18, '.')}: ${value}`).join('\n')}\n-- node-c4 ${at} 289ms req=051ce9e0 --`,
      html: (at) =>
        `<div class="rec"><table>${fields.map(([key, value]) => `<tr><th>${key}</th><td>${value}</td></tr>`).join('')}</table><small>rendered ${at} (71 ms)</small></div>`,
    };
    const turns = Object.entries(forms).map(([format, print], call) => ({
      tool: 'cage_get',
      args: { id: 'CAGE-LQ-B02', format },
      result: print(`2026-12-05T15:0${call}:12Z`),
    }));
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(5);
    // Another cage in each form is other content.
    const cages = turns.map((turn, call) => ({
      ...turn,
      args: { ...turn.args, id: `CAGE-LQ-B0${call + 2}` },
      result: turn.result
        .replaceAll('CAGE-LQ-B02', `CAGE-LQ-B0${call + 2}`)
        .replace('13580', String(13580 + call * 211)),
    }));
    expect(detect(noNewInformation(), cages).detection).toBeUndefined();
  });

  it('does not count distinct commands with the same long output as content served again', () => {
    const output = `============ test session starts ============\n${'collected 12 items ... '.repeat(8)}\n12 passed in 0.41s`;
    const runs = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({
      tool: 'execute_command',
      args: { command: `python -m pytest tests/test_${name}.py` },
      result: output,
    }));
    expect(detect(noNewInformation(), runs).detection).toBeUndefined();
  });

  it('does not trip on a first pass, nor on distinct calls that answer with the same acknowledgement', () => {
    expect(detect(noNewInformation(), [1, 2, 3, 4, 5, 6].map(read)).detection).toBeUndefined();
    const writes = [1, 2, 3, 4, 5, 6].map((item) => ({
      tool: 'clean_csv',
      args: { path: `/srv/region-${item}.csv` },
      result: `cleaned: ${'ok '.repeat(60)}`,
    }));
    expect(detect(noNewInformation(), writes).detection).toBeUndefined();
  });

  it('resets on a new result and ignores polls that wait', () => {
    const turns = [
      read(1),
      read(2),
      read(1),
      read(2),
      { tool: 'edit_file', args: { path: 'a' }, result: 'edited a: now v2' },
      read(1),
      { tool: 'sleep', args: { seconds: 30 }, result: 'slept 30s' },
      read(2),
    ];
    expect(detect(noNewInformation(), turns).detection).toBeUndefined();
  });
});

describe('noNewInformation after a parallel read', () => {
  it('trips when files read together are read again one by one', () => {
    const batch = { calls: [read(1), read(2), read(3)] };
    const { detection } = detect(noNewInformation(), [batch, read(3), read(1), read(2), batch]);
    expect(detection?.detector).toBe('no_new_information');
  });
});

describe('noNewInformation on slices of a series already held whole', () => {
  // A furnace's temperature every ten minutes over five hours, one reading a line.
  const readings = Array.from({ length: 30 }, (_, at) => {
    const minutes = 15 * 60 + at * 10;
    const time = `2026-07-03T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+05:30`;
    return `${time},${1028 + Math.round(120 * Math.sin(at / 5))}`;
  });
  const series = (from: number, to: number) => ({
    tool: 'temperature_series',
    args: {
      furnace: 2,
      from: readings[from]?.split(',')[0],
      to: readings[to - 1]?.split(',')[0],
      step_seconds: 600,
    },
    result: `# furnace_temp unit=°C step=600s furnace=2 probe=TC1\ntime,value\n${readings.slice(from, to).join('\n')}`,
  });

  it('trips on sub-ranges re-queried after the whole window came back at full resolution', () => {
    const turns = [series(0, 30), series(12, 24), series(21, 27), series(3, 15), series(15, 21)];
    const { detection, step } = detect(noNewInformation(), turns);
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(4);
  });

  it('does not trip on a reading polled again whose values move, nor on windows of time not read before', () => {
    const gauge = (volts: number) => ({
      tool: 'battery_status',
      args: { box: 'E39-0157' },
      result: `{"id":"E39-0157","state":"IDLE","batt_V":${volts},"solar_W":2.9,"rssi_dBm":-79,"vol_step":5,"sampled_at":"2026-12-06T06:47:40Z"}`,
    });
    expect(
      detect(noNewInformation(), [12.66, 12.65, 12.63, 12.65, 12.66].map(gauge)).detection,
    ).toBeUndefined();
    expect(
      detect(noNewInformation(), [series(0, 6), series(6, 12), series(12, 18), series(18, 24)]).detection,
    ).toBeUndefined();
  });
});
