import { ApiError, getJson } from './api.js';
import { viewRequest } from './route.js';
import { codeColorIndex } from './charts.js';
import { h, notice, table } from './dom.js';
import { formatCount, formatMoney, formatMs, shortCode } from './format.js';
import { contentOf } from './trace-content.js';

/** @param {string} taskId */
const traceLink = (taskId) => `#/trace?task=${encodeURIComponent(taskId)}`;

/**
 * One round on the timeline: when it ran (a bar on the task's time axis), the tools it asked for with their
 * signatures (repeats marked), tokens, cost and latency; the guard's trips and nudges after it.
 * @param {any} round @param {number} span
 */
function roundItem(round, span) {
  const left = span > 0 ? (round.startMs / span) * 100 : 0;
  const width = span > 0 ? Math.max(0.8, ((round.endMs - round.startMs) / span) * 100) : 100;
  const repeated = round.tools.some((/** @type {any} */ tool) => tool.signatureCount > 1);
  const items = [
    h(
      'li',
      { class: `round${repeated ? ' repeated' : ''}`, dataset: { round: String(round.round) } },
      h('span', { class: 'round-number', 'aria-label': `round ${round.round}`, text: String(round.round) }),
      h('span', { class: 'round-time muted', text: `+${formatMs(round.startMs) || '0 ms'}` }),
      h(
        'span',
        { class: 'lane', 'aria-hidden': 'true' },
        h('span', {
          class: 'lane-bar',
          style: {
            left: `${Math.min(left, 99.2)}%`,
            width: `${Math.min(width, 100 - Math.min(left, 99.2))}%`,
          },
        }),
      ),
      h(
        'span',
        { class: 'round-tools' },
        round.tools.length === 0
          ? h('span', { class: 'muted', text: 'answer, no tool call' })
          : round.tools.map((/** @type {any} */ tool) =>
              h(
                'span',
                {
                  class: `tool${tool.signatureCount > 1 ? ' repeat' : ''}${tool.status === 'failed' ? ' failed' : ''}`,
                  dataset: { signature: tool.signature ?? '' },
                },
                h('code', { class: 'signature', text: tool.signature ?? tool.tool ?? '' }),
                tool.signatureCount > 1
                  ? h('span', {
                      class: 'badge repeat-badge',
                      title: 'this exact call was made more than once in the task',
                      text: `repeated ×${tool.signatureCount}`,
                    })
                  : null,
                tool.status === 'failed' ? h('span', { class: 'badge failed-badge', text: 'failed' }) : null,
                tool.latencyMs !== null
                  ? h('span', { class: 'muted', text: formatMs(tool.latencyMs) })
                  : null,
              ),
            ),
      ),
      h(
        'span',
        { class: 'round-figures num' },
        h('span', {
          text:
            round.billedTokens !== null
              ? `${formatCount(round.billedTokens)} tok`
              : round.estimatedTokens !== null
                ? `~${formatCount(round.estimatedTokens)} tok`
                : '',
        }),
        h('span', { text: round.cost !== null ? `${formatMoney(round.cost)} ${round.currency ?? ''}` : '' }),
        h('span', { class: 'muted', text: round.latencyMs !== null ? formatMs(round.latencyMs) : '' }),
      ),
    ),
  ];
  for (const trigger of round.triggers) {
    const halt = trigger.action === 'halt';
    items.push(
      h(
        'li',
        { class: `trigger ${halt ? 'halt' : 'nudge'}`, dataset: { trip: trigger.code ?? '' } },
        h('span', { class: 'round-number', 'aria-hidden': 'true', text: halt ? '■' : '!' }),
        h('span', {
          class: `chip c${codeColorIndex(trigger.code ?? '')}`,
          text: `${halt ? 'tripped' : 'nudged'}: ${shortCode(trigger.code)}`,
        }),
        trigger.detector ? h('span', { class: 'detector', text: trigger.detector }) : null,
        h('span', { class: 'evidence', text: trigger.message ?? '' }),
      ),
    );
  }
  return items;
}

/**
 * The trace of one task: the CLI's summary line, each run's rounds in order on a timeline, the signatures
 * grouped with the repeated ones marked.
 * @param {HTMLElement} view
 * @param {string | undefined} taskId
 * @param {string} [runId] the run to bring into view (opened from the runs view)
 */
export async function renderTrace(view, taskId, runId) {
  const form = h(
    'form',
    {
      class: 'trace-form',
      role: 'search',
      onsubmit: (/** @type {SubmitEvent} */ event) => {
        event.preventDefault();
        const value = /** @type {HTMLInputElement} */ (form.querySelector('input')).value.trim();
        if (value) location.hash = traceLink(value);
      },
    },
    h(
      'label',
      {},
      'Task id ',
      h('input', {
        name: 'task',
        type: 'search',
        required: true,
        autocomplete: 'off',
        spellcheck: 'false',
        value: taskId ?? '',
      }),
    ),
    h('button', { type: 'submit', class: 'primary', text: 'Open trace' }),
  );
  if (!taskId) {
    view.replaceChildren(
      form,
      notice('info', 'Open a trace from a trip on the Trips view, or give a task id.'),
    );
    return;
  }
  let trace;
  try {
    trace = await getJson(...viewRequest('trace', {}, taskId));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const similar = /** @type {string[]} */ (error.details.similar ?? []);
    view.replaceChildren(
      form,
      notice(
        'warning',
        error.message,
        similar.length > 0
          ? h(
              'span',
              {},
              '. Tasks with a similar id: ',
              similar.map((id, index) => [index > 0 ? ', ' : '', h('a', { href: traceLink(id), text: id })]),
            )
          : null,
      ),
    );
    return;
  }
  const runs = trace.runs.map((/** @type {any} */ run) =>
    h(
      'section',
      { class: `panel run${run.runId === runId ? ' focused' : ''}`, dataset: { run: run.runId } },
      h(
        'h2',
        {},
        'Run ',
        h('code', { text: run.runId }),
        run.agentName ? h('span', { class: 'muted', text: ` · ${run.agentName}` }) : null,
        h('span', { class: `state ${run.state ?? 'running'}`, text: run.state ?? 'running' }),
      ),
      h(
        'ol',
        { class: 'timeline', 'aria-label': `rounds of run ${run.runId}` },
        run.rounds.map((/** @type {any} */ round) => roundItem(round, trace.spanMs)),
      ),
      trace.contents?.[run.runId] ? contentOf(trace.contents[run.runId], run.rounds) : null,
    ),
  );
  view.replaceChildren(
    form,
    h(
      'section',
      { class: 'panel' },
      h('h2', {}, 'Task ', h('code', { class: 'task-id', text: trace.taskId })),
      h('p', { class: 'summary', text: trace.summary }),
      h('p', { class: 'muted small', text: trace.tokensNote }),
    ),
    ...runs,
    h(
      'section',
      { class: 'panel' },
      table({
        caption: 'Signatures, most repeated first',
        columns: [
          { label: '' },
          { label: 'Count', numeric: true },
          { label: 'Signature' },
          { label: 'Rounds' },
        ],
        rows: trace.signatures.map((/** @type {any} */ row) => [
          row.count > 1 ? h('span', { class: 'badge repeat-badge', text: 'REPEATED' }) : '',
          String(row.count),
          h('code', { text: row.signature }),
          row.rounds,
        ]),
      }),
    ),
  );
  view.querySelector('.run.focused')?.scrollIntoView({ block: 'start' });
}
