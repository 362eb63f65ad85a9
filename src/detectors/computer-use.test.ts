import { describe, expect, it } from 'vitest';
import { detect, stepsFrom } from '../../test/helpers/steps.js';
import { cycle } from './cycle.js';
import { noNewInformation } from './no-new-information.js';
import { repeatedAction } from './repeated-action.js';

/** A screenshot as a computer-use tool describes one: the page, then chrome whose clock and badge move. */
const screen = (page: string, clock: string, badge: number, fields: readonly string[]) =>
  `[screenshot 1280x800] Dealer area — ${page}  (address bar: https://dealer.example/${page.replaceAll(' ', '-')})\ntop bar: clock ${clock}, bell badge ${badge}, "Saved searches (4)"\n${fields.map((field, index) => `textbox "${field}" at (${500 + index * 37}, ${150 + index * 46})`).join('\n')}\nbutton "Continue" at (476, 242)`;

const computer = (args: Record<string, unknown>, result: string) => ({ tool: 'computer', args, result });

describe('computer-use agents', () => {
  it('takes a click, then texts typed into a form whose screen does not show them, for work', () => {
    const step2 = (clock: string, badge: number) =>
      screen('new listing step 2 of 3', clock, badge, ['First registration', 'Mileage', 'Colour']);
    const turns = [
      computer({ action: 'left_click', coordinate: [476, 242] }, step2('19:03:37', 0)),
      computer({ action: 'triple_click', coordinate: [661, 150] }, 'ok'),
      computer({ action: 'type', text: '04/2021' }, step2('19:03:51', 6)),
      computer({ action: 'triple_click', coordinate: [698, 196] }, 'ok'),
      computer({ action: 'type', text: '41200' }, step2('19:03:56', 11)),
    ];
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('still trips on the same text typed again into a form that rejects it', () => {
    const rejected = (clock: string, badge: number) =>
      `${screen('application', clock, badge, ['Notice period'])}\nalert "Please enter a number of days"`;
    const turns = [0, 1, 2].map((index) =>
      computer({ action: 'type', text: '3 months' }, rejected(`10:0${index}:12`, [6, 2, 9][index] as number)),
    );
    expect(detect(repeatedAction(), turns)).toMatchObject({
      step: 3,
      detection: { detector: 'repeated_action' },
    });
  });

  it('does not count keys pressed and an address typed on the way back to a list as content read again', () => {
    const list = (clock: string) =>
      screen('listings page 1', clock, 0, ['Search']).replace('button "Continue"', 'link "Next page"');
    const record = screen('listing 3120740', '13:08:13', 4, ['Price', 'Mileage']);
    const turns = [
      computer({ action: 'key', text: 'ctrl+l' }, 'ok'),
      computer({ action: 'type', text: 'https://dealer.example/listings?page=1\n' }, 'typed'),
      computer({ action: 'screenshot' }, list('13:07:28')),
      computer({ action: 'key', text: 'ctrl+l' }, 'ok'),
      computer({ action: 'type', text: 'https://dealer.example/listing/3120740\n' }, 'typed'),
      computer({ action: 'screenshot' }, record),
      computer({ action: 'key', text: 'ctrl+l' }, 'ok'),
      computer({ action: 'type', text: 'https://dealer.example/listings?page=1\n' }, 'typed'),
      computer({ action: 'screenshot' }, list('13:09:02')),
    ];
    expect(detect(noNewInformation(), turns).detection).toBeUndefined();
  });

  it('still counts a write redone whose receipt names what it did', () => {
    const propose = (hash: string) =>
      computer({ action: 'propose', hash }, `{"proposed":"${hash}","nonce":12,"status":"queued"}`);
    const read = (hash: string) =>
      computer({ action: 'get', hash }, `{"tx":"${hash}","status":"queued","signatures":1,"threshold":3}`);
    const turns = [
      read('0x235b9b'),
      propose('0x235b9b'),
      read('0xc4fb82'),
      read('0x235b9b'),
      propose('0x235b9b'),
      read('0xc4fb82'),
    ];
    expect(detect(noNewInformation(), turns).detection?.detector).toBe('no_new_information');
  });

  it('takes source page → form → a field typed, round after round, for work when the form shows each value typed', () => {
    const source = (clock: string, cpu: number) =>
      `Navigated to https://bms.harbourview-tower.local/ui/graphics/AHU-1\nPage title: AHU-1 graphic\n[0]<a>Graphics />\n[1]<a>Alarms />\nOAT 4.9 °C · ${clock}\n# AHU-1 (floors 3–11)\nSupply air 13.9 °C (setpoint 14.0)\nSupply fan 71 %\nOutside air damper 22 %\nStation JACE-01 · uptime 23d · CPU ${cpu}%`;
    const form = (clock: string, cpu: number, start: string) =>
      `Navigated to https://bms.harbourview-tower.local/ui/schedules/TENANT-14F/exception\nPage title: Schedule exception · 14F\n[0]<a>Graphics />\n[1]<a>Alarms />\nOAT 4.8 °C · ${clock}\n# Schedule exception · 14F\n[5]<input>Start date value="2026-12-12" />\n[6]<input>Start time value="${start}" />\n[7]<input>End time value="" />\n[8]<input>Reason value="" />\n[9]<button>Save exception />\nStation JACE-01 · uptime 23d · CPU ${cpu}%`;
    const go = (url: string, result: string) => ({ tool: 'go_to_url', args: { url }, result });
    const turns = [
      go('https://bms.harbourview-tower.local/ui/graphics/AHU-1/', source('13:22:42', 42)),
      go('https://bms.harbourview-tower.local/ui/schedules/TENANT-14F/exception/', form('13:22:51', 44, '')),
      { tool: 'input_text', args: { index: 6, text: '08:00' }, result: form('13:23:04', 12, '08:00') },
      go('https://bms.harbourview-tower.local/ui/graphics/AHU-1?tab=overview', source('13:23:27', 36)),
      go(
        'https://bms.harbourview-tower.local/ui/schedules/TENANT-14F/exception?tab=overview',
        form('13:23:42', 43, '08:00'),
      ),
    ];
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });
});

describe('a record opened again through another spelling of its address', () => {
  /** A browser tool's answer: the code it ran (echoing the address it was given), then the page. */
  const opened = (url: string, notifications: number, alerts: number, refs: number) => ({
    tool: 'browser_navigate',
    args: { url },
    result: [
      '### Ran Playwright code',
      '```js',
      `await page.goto('${url}');`,
      '```',
      '### Page state',
      '- Page URL: https://www.jobmatch.work/jobs/88165',
      '- Page Title: Data Engineer · Oakfield Labs | Jobmatch',
      '- Page Snapshot:',
      '```yaml',
      `- banner [ref=e${refs}]:`,
      `  - link "Jobmatch" [ref=e${refs + 1}]`,
      `  - button "Notifications (${notifications})" [ref=e${refs + 2}]`,
      '  - text: "19:24 CET"',
      `  - status [ref=e${refs + 3}]: ${alerts} new jobs match your alerts`,
      `- main [ref=e${refs + 4}]:`,
      `  - heading "Data Engineer · Oakfield Labs" [level=1] [ref=e${refs + 5}]`,
      `  - text "Remote · €70k–€86k · posted 6d ago" [ref=e${refs + 6}]`,
      `  - button "Easy apply" [ref=e${refs + 7}]`,
      '```',
    ].join('\n'),
  });

  it('trips on the same job page opened three times, each answer echoing its own address', () => {
    const turns = [
      opened('https://www.jobmatch.work/jobs/88165', 4, 25, 75),
      opened('https://www.jobmatch.work/jobs/88165/', 2, 20, 18),
      opened('http://jobmatch.work/jobs/88165#details', 1, 38, 40),
    ];
    expect(stepsFrom(turns).map((step) => step.novel)).toEqual([true, false, false]);
    expect(detect(repeatedAction(), turns)).toMatchObject({
      step: 3,
      detection: { detector: 'repeated_action' },
    });
  });

  it('takes other jobs opened one after another for work, their addresses echoed alike', () => {
    const job = (id: number) => {
      const turn = opened(`https://www.jobmatch.work/jobs/${id}`, 4, 25, 75);
      return {
        ...turn,
        result: turn.result.replaceAll('88165', String(id)).replace('Oakfield', `Firm ${id}`),
      };
    };
    expect(detect(repeatedAction(), [job(88165), job(88166), job(88167)]).detection).toBeUndefined();
  });
});

describe('clicks nudged by a few pixels', () => {
  /** A desktop screen whose cursor lands somewhere new each time, a disabled button's tooltip shown. */
  const disabled = (shot: string, clock: string, cursor: readonly [number, number]) =>
    `[screenshot ${shot} · 1366x768 · ${clock}Z]\nwindow: "Loans — PR-45257" cursor: (${cursor[0]},${cursor[1]})\n(32,120) Client: R. Tlatelpa\n(32,154) Item: Laptop T480\n(958,674) tooltip: "Renew — supervisor approval required"\nbuttons: (880,702) [Save]  (998,702) [Renew]\nstatus bar: "Renew (disabled): requires supervisor override"`;
  const click = (coordinate: readonly [number, number], result: string) =>
    computer({ action: 'left_click', coordinate }, result);
  const shots = ['beb352', 'db06c5', '3d5bbc', '354854', '1c7385'];
  const cursors: [number, number][] = [
    [289, 84],
    [1296, 595],
    [662, 522],
    [807, 101],
    [881, 623],
  ];

  it('counts a click moved by a hair onto a control that does nothing as the same click', () => {
    const points: [number, number][] = [
      [1000, 701],
      [1002, 705],
      [998, 701],
      [1002, 705],
      [1001, 699],
    ];
    const turns = points.map((point, index) =>
      click(
        point,
        disabled(`ss_${shots[index]}`, `10:45:${10 + index * 7}`, cursors[index] as [number, number]),
      ),
    );
    expect(detect(repeatedAction(), turns).detection).toMatchObject({ detector: 'repeated_action' });
  });

  it('takes clicks on controls further apart, the screen the same, for other clicks', () => {
    const points: [number, number][] = [
      [880, 702],
      [998, 702],
      [1116, 702],
      [958, 674],
      [32, 120],
    ];
    const turns = points.map((point, index) =>
      click(
        point,
        disabled(`ss_${shots[4 - index]}`, `10:46:${10 + index * 7}`, cursors[index] as [number, number]),
      ),
    );
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});
