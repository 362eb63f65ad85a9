import { describe, expect, it } from 'vitest';
import { detect, stepsFrom, times } from '../../test/helpers/steps.js';
import { cycle } from './cycle.js';
import { repeatedAction } from './repeated-action.js';

/** A pandas frame of two orders, as a kernel prints it, with the cell's counter, time and kernel id. */
const frame = (cell: number, warning: boolean) =>
  `${warning ? '/tmp/ipykernel_7813/2723555.py:1: FutureWarning: the default of observed=False is deprecated.\n' : ''}Out[${cell}]:\n      | order_id  | slice      | revenue\n------+-----------+------------+---------\n 1006 | O-3788810 | ANZ/online | 1877.04\n 1045 | O-3599910 | ANZ/retail | 6988.85\n\n[2 rows x 3 columns]\n\n[execution_count=${cell} · ${(cell * 0.37).toFixed(3)}s · kernel python3 (${(48879 * cell).toString(16)})]`;

/** An HTTP listing of invoices, its objects in the order given. */
const listing = (order: readonly number[], request: number) => {
  const invoices = [
    '{"InvoiceNumber":"INV-15577","Contact":{"Name":"Vantage Optics"},"Total":10313.65,"Status":"AUTHORISED"}',
    '{"InvoiceNumber":"INV-19365","Contact":{"Name":"Granite Schools"},"Total":6366.54,"Status":"AUTHORISED"}',
    '{"InvoiceNumber":"INV-11144","Contact":{"Name":"Copperline Media"},"Total":15635.79,"Status":"AUTHORISED"}',
    '{"InvoiceNumber":"INV-19210","Contact":{"Name":"Ironbark Mining"},"Total":28195.7,"Status":"AUTHORISED"}',
  ];
  return `HTTP/1.1 200 OK\ndate: Tue, 01 Dec 2026 08:05:${10 + request} GMT\ncontent-type: application/json\nx-correlation-id: ${(0x9a3f1c2b + request * 7919).toString(16)}-4ecc-4f0a-9caf-e7fc6ff41a78\nx-minlimit-remaining: ${50 - request}\n\n{"Status":"OK","Invoices":[${order.map((index) => invoices[index]).join(',')}]}`;
};

describe('the same long answer to another ask', () => {
  it('trips on code run again in other spellings that prints the same frame each time', () => {
    const patterns = [
      'charge.?back|disput',
      'charge-back|dispute',
      'chargeback|dispute',
      'dispute|chargeback',
    ];
    const turns = patterns.map((pattern, index) => ({
      tool: 'python',
      args: { code: `df[df.note.str.contains(r"${pattern}", case=False)][["order_id", "slice", "revenue"]]` },
      // pandas prints a deprecation warning once a session: the first answer has one more line.
      result: frame(12 + index, index === 0),
    }));
    const { detection, step } = detect(repeatedAction(), turns);
    expect(step).toBe(4);
    expect(detection?.detector).toBe('repeated_action');
  });

  it('trips on a rewritten filter answered with the same rows in another order', () => {
    const filters = [
      'Contact.Name.Contains("bluefin")',
      'Contact.Name.StartsWith("Bluefin")',
      'Reference.Contains("BLUEFIN")',
      'Contact.Name.ToLower().Contains("bluefin")',
    ];
    const orders = [
      [0, 1, 2, 3],
      [1, 2, 3, 0],
      [2, 3, 0, 1],
      [3, 0, 1, 2],
    ];
    const turns = filters.map((where, index) => ({
      tool: 'xero_list',
      args: { endpoint: 'Invoices', where },
      result: listing(orders[index] as number[], index),
    }));
    const steps = stepsFrom(turns);
    expect(steps.slice(1).every((step) => !step.novel)).toBe(true);
    expect(detect(repeatedAction(), turns).step).toBe(3);
  });

  it('trips on a breakdown asked again in equivalent SQL whose short table comes back the same', () => {
    const table = (ms: number) =>
      ` reason | n    | amt\n--------+------+-------\n gA4    | 6659 | 35.16\n gB4    | 8560 | 56.30\n gC4    | 1462 | 77.43\n gD4    | 3364 | 98.56\n(4 rows)\n\nTime: ${ms}.889 ms`;
    const statements = [
      "select reason, count(*) n, sum(amount) amt from facts where entity = 'Zenica' group by 1",
      "select reason, count(*) as n, sum(amount) as amt from facts where entity='Zenica' group by reason",
      "with f as (select * from facts where entity = 'Zenica') select reason, count(1) n, sum(amount) amt from f group by 1",
      "SELECT REASON, COUNT(*) N, SUM(AMOUNT) AMT FROM FACTS WHERE ENTITY = 'Zenica' GROUP BY 1 LIMIT 5000",
    ];
    const turns = statements.map((sql, index) => ({
      tool: 'run_sql',
      args: { sql },
      result: table(2331 + index * 977),
    }));
    expect(detect(repeatedAction(), turns).step).toBe(3);
    // Writes acknowledged alike in a line or two are batch work, however many statements send them.
    const acknowledged = statements.map((sql, index) => ({
      tool: 'run_sql',
      args: { sql: sql.replace('Zenica', `Zenica-${index}`) },
      result: `UPDATE 1\nTime: ${2331 + index * 977}.889 ms (commit ok, wal 0/3A0${index}C2F8)`,
    }));
    expect(detect(repeatedAction(), acknowledged).detection).toBeUndefined();
  });

  it('does not trip on distinct writes acknowledged by the same headers and no body', () => {
    const turns = times(6, (index) => ({
      tool: 'sf_update',
      args: { sobject: 'Account', id: `001Oj${index}gKrVZDZhJAAC`, fields: { OwnerId: '00G5g00000Ent01' } },
      result: `HTTP/1.1 204 No Content\ndate: Sat, 05 Dec 2026 17:07:${10 + index} GMT\ncontent-type: application/json\nsforce-limit-info: api-usage=${41281 + index}/100000\nx-request-id: ${(0x1c7f + index * 977).toString(36)}PJM4h7h3bordNbSLU\n\n`,
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('does not trip on distinct items whose answers name the item asked about', () => {
    const references = ['EP3842011B1', 'US11473520B2', 'JP2021113456A', 'DE102020118622A1', 'KR102355110B1'];
    const turns = references.map((reference, index) => ({
      tool: 'chart_add_reference',
      args: { chart: 'FTO-2026-031', element: '1[c]', reference, passage: 'col. 4, l. 12-38' },
      result: `OK chart FTO-2026-031 element 1[c] += ${reference} (rev ${22 + index * 17}, 2026-12-03T07:45:${10 + index}.431Z)`,
    }));
    expect(stepsFrom(turns).every((step) => step.novel)).toBe(true);
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('lets batch work go round its steps: a lookup and a write on a new host each time is no cycle', () => {
    const hosts = ['cdn-4', 'status-4', 'auth-4', 'mail-4', 'img-4', 'docs-4', 'sso-4', 'vpn-4'];
    const turns = hosts.flatMap((host, index) => [
      {
        tool: 'dig',
        args: { name: `${host}.shop.example`, type: 'A', server: '1.1.1.1' },
        result: `;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${4000 + index * 37}\n${host}.shop.example. 300 IN A 203.0.113.${10 + index}\n;; Query time: ${12 + index} msec`,
      },
      {
        tool: 'dns_record_upsert',
        args: {
          zone: 'shop.example',
          name: `${host}.shop.example`,
          type: 'TXT',
          content: '"v=spf1 include:_spf.mailer.example ~all"',
          ttl: 300,
        },
        result: `{"success":true,"errors":[],"result":{"id":"${(0xe17143 + index * 7919).toString(16)}0675b0f2f719591e55047d5e","name":"${host}.shop.example","type":"TXT"}}`,
      },
    ]);
    expect(detect(cycle(), turns).detection).toBeUndefined();
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});

describe('asks about one item reworded', () => {
  /** A sub-agent's report: its run id, time and tool-call count churn, the finding is the same. */
  const report = (item: string, run: number) =>
    JSON.stringify({
      agent: 'rfi-agent',
      runId: `run_${(0x2f9a41c3 * (run + 7)).toString(36)}X${run}`,
      status: 'completed',
      durationMs: 11_000 + ((run * 27_644) % 80_000),
      toolCalls: [2, 3, 8, 6, 7][run % 5],
      report: `${item}: blocked — Official response can only be marked by the Ball-In-Court (Structural EOR); your role is Project Engineer. I cannot change that from my role.`,
    });
  const briefs = [
    'Find out why it is stuck',
    'Determine the blocker',
    'Investigate: what is blocking it?',
    'Root-cause it',
  ];

  it('trips on the same item delegated again in other words, answered with the same finding', () => {
    const turns = briefs.map((objective, run) => ({
      tool: 'delegateTask',
      args: { agent: 'rfi-agent', task: { objective, inputs: { id: '30403' } } },
      result: report('30403', run),
    }));
    const { detection, step } = detect(repeatedAction(), turns);
    expect(detection?.detector).toBe('repeated_action');
    expect(step).toBe(3);
  });

  it('lets the same brief for other items run, though their findings read alike', () => {
    const turns = briefs.map((objective, run) => ({
      tool: 'delegateTask',
      args: { agent: 'rfi-agent', task: { objective, inputs: { id: `3040${run}` } } },
      result: report(`3040${run}`, run),
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});

/** A dispatch plan as a solver prints it: a new plan id, request id, host and solve time on every answer. */
const plan = (call: number, makespan = 348) =>
  `dispatch_plan_compute @ edge-01-${(call % 3) + 1}  2026-01-04T12:3${call}:31Z  (${(call * 389) % 900} ms, req req_${['b1dqib54wodv3x5p', 'w9s75wglaaij6mo6', '4vvao97lfb880hwf', 'nsaw1h12gnldmdqh'][call]})\nplan_id       PLN-${['1PF86E', 'FR82SJ', '4XMQE4', 'CII2L7', 'ZZ61LG', '3MBZ8V'][call]}\nresource      BIT-TK1\nmakespan_min  ${makespan}\nsolver.status OPTIMAL\nsolver.ms     ${(call * 211) % 900}\nsequence: job Bakrajo road, job Ring road lot 3, job Azadi street, job Said Sadiq, job airport apron, job Tasluja`;

/** The same six jobs in another order each call, once under other keys. */
const jobs = (call: number) => {
  const all = [
    ['job Bakrajo road', 22],
    ['job Ring road lot 3', 40],
    ['job Azadi street', 40],
    ['job Said Sadiq', 56],
    ['job airport apron', 85],
    ['job Tasluja', 74],
  ] as const;
  const order = all.map((_, index) => all[(index + call) % all.length] as (typeof all)[number]);
  return call === 3
    ? { resource: 'BIT-TK1', orders: order.map(([id, minutes]) => ({ id, duration_h: minutes / 60 })) }
    : { resource: 'BIT-TK1', jobs: order.map(([name, minutes]) => ({ name, minutes })) };
};

describe('a computation asked again with its inputs rearranged', () => {
  it('trips when the same plan comes back each time, a new plan id aside', () => {
    const turns = [0, 1, 2, 3].map((call) => ({
      tool: 'dispatch_plan_compute',
      args: jobs(call),
      result: plan(call),
    }));
    const { detection } = detect(repeatedAction(), turns);
    expect(detection?.detector).toBe('repeated_action');
  });

  it('does not trip when each plan differs', () => {
    const turns = [0, 1, 2, 3].map((call) => ({
      tool: 'dispatch_plan_compute',
      args: jobs(call),
      result: plan(call, 348 + call * 17),
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('does not trip on one write per item acknowledged alike but for a minted id', () => {
    const turns = ['P684395', 'P736153', 'P985430', 'P247219'].map((parcel, index) => ({
      tool: 'feature_update',
      args: { layer: 'review_flags', parcel_id: parcel, flag: 'OK' },
      result: `<wfs:TransactionResponse><wfs:TransactionSummary><wfs:totalInserted>1</wfs:totalInserted></wfs:TransactionSummary><wfs:InsertResults><wfs:Feature><ogc:FeatureId fid="review_flags.${38816 + index * 7}"/></wfs:Feature></wfs:InsertResults></wfs:TransactionResponse>`,
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});

/** A vehicle's live reading as a telematics gateway prints it, its position and sensors jittering. */
const live = (call: number) =>
  `vehicle=TB-299-RF fix=2026-12-06T12:40:0${call}.894Z lat=41.7${2022 - call * 53} lon=44.79${140 - call * 17} speed_kmh=0 fuel_pct=56.${7 - (call % 2)} coolant_C=84.${7 - (call % 3)} lifts_today=212 ign=OFF gsm_csq=${[27, 16, 24, 24, 19, 22][call]} pkt=${[287826, 678576, 557028, 655895, 114233, 902117][call]}`;

describe('one short reading asked again with an option added or its id spelled otherwise', () => {
  it('trips: the option and the spelling changed nothing the answer says', () => {
    const asks = [
      { vehicle: 'TB-299-RF' },
      { vehicle: 'TB-299-RF', raw: false },
      { vehicle: 'TB-299-RF', timeout_ms: 3000 },
      { vehicle: 'TB_299-RF' },
      { vehicle: 'TB-299-RF' },
    ];
    const turns = asks.map((args, call) => ({ tool: 'vehicle_live', args, result: live(call) }));
    expect(detect(repeatedAction(), turns).detection?.detector).toBe('repeated_action');
  });

  it('does not take writes of other values to one item, acknowledged alike, for one answer', () => {
    const turns = [60, 30, 15, 10].flatMap((minutes, step) => [
      {
        tool: 'logger_config_set',
        args: { instrument: 'PZ-101', param: 'scan_interval_min', value: minutes },
        result: `status=applied target=PZ-101 param=scan_interval_min value=${minutes} previous=n/a audit=${['b16a06f527', 'fdbd552170', '936277db3e', 'a6ae888e14'][step]}`,
      },
      {
        tool: 'live_read',
        args: { tag: 'RES.LEVEL' },
        result: `tag=RES.LEVEL value=1418.${[574, 546, 560, 551][step]} unit=masl quality=GOOD seq=${659981 + step * 7}`,
      },
    ]);
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});
