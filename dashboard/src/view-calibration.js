import { getJson } from './api.js';
import { viewRequest } from './route.js';
import { h, notice, table } from './dom.js';
import { formatMoney } from './format.js';

/** @param {{ p50: number, high: number, max: number } | null} spread @param {(value: number) => string} format */
function spreadText(spread, format) {
  return spread ? `${format(spread.p50)} / ${format(spread.high)} / ${format(spread.max)}` : '';
}

const whole = (/** @type {number} */ value) => String(Math.round(value));

/**
 * Calibration (`loopguard calibrate`): the limits too wide and never tripped first, then the suggested
 * policy and the spreads per agent and task type.
 * @param {HTMLElement} view
 * @param {Record<string, string | undefined>} filters
 */
export async function renderCalibration(view, filters) {
  const result = await getJson(...viewRequest('calibration', filters));
  if (!result.overall) {
    view.replaceChildren(notice('info', 'No completed runs in this period: nothing to calibrate.'));
    return;
  }
  const p = `p${result.percentile}`;
  const warnings = [
    ...result.tooWide.map((/** @type {string} */ line) =>
      h('li', { dataset: { warning: 'too-wide' } }, h('strong', { text: 'Far too wide: ' }), line),
    ),
    ...(result.neverTripped.length > 0
      ? [
          h(
            'li',
            { dataset: { warning: 'never-tripped' } },
            h('strong', { text: 'Never tripped in this period: ' }),
            result.neverTripped.join(', '),
          ),
        ]
      : []),
    ...Object.entries(result.otherCurrencies).map(([currency, runs]) =>
      h(
        'li',
        {},
        `Left out of the cost figures: ${runs} run(s) that spent ${currency}; the policy is in ${result.currency}.`,
      ),
    ),
  ];
  const groups = [...result.groups, { ...result.overall, agentName: '(all)', taskType: '' }];
  view.replaceChildren(
    warnings.length > 0
      ? h(
          'section',
          { class: 'panel warnings', 'aria-label': 'Warnings' },
          h('h2', { text: 'Limits to look at' }),
          h('ul', {}, warnings),
        )
      : notice('info', 'Every limit is within 3× of what the runs use, and each has tripped in this period.'),
    h(
      'section',
      { class: 'panel' },
      h('h2', { text: `Suggested policy (${p} × ${result.factor})` }),
      h('pre', { class: 'policy', tabindex: '0', text: JSON.stringify(result.suggested, null, 2) }),
      result.leftOut.length > 0
        ? h(
            'ul',
            { class: 'notes' },
            result.leftOut.map((/** @type {string} */ line) => h('li', { text: `Left out: ${line}` })),
          )
        : null,
      result.callReservation !== null && result.suggested.maxCost !== undefined
        ? h('p', {
            class: 'muted',
            text: `maxCost includes ${formatMoney(result.callReservation)} ${result.currency}, the worst case the guard reserves before the largest call seen.`,
          })
        : null,
    ),
    h(
      'section',
      { class: 'panel' },
      table({
        caption: `Completed runs by agent and task type: p50 / ${p} / max`,
        columns: [
          { label: 'Agent' },
          { label: 'Task type' },
          { label: 'Runs', numeric: true },
          { label: 'Rounds', numeric: true },
          { label: 'Duration ms', numeric: true },
          { label: 'Tokens', numeric: true },
          { label: 'Cost', numeric: true },
        ],
        rows: groups.map((group) => [
          group.agentName ?? '',
          group.taskType ?? '',
          String(group.runs),
          spreadText(group.rounds, whole),
          spreadText(group.durationMs, whole),
          spreadText(group.tokens, whole),
          spreadText(group.cost, formatMoney),
        ]),
      }),
    ),
  );
}
