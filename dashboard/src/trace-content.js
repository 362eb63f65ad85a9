import { h } from './dom.js';
import { shortCode } from './format.js';

/**
 * A recorded run's content, one collapsed block per call: the prompt additions, the reply, each tool call
 * with its result. A tool call the guard counted as a repeat in its round, and a reply the run gave before,
 * are marked.
 * @param {any[]} calls @param {any[]} rounds
 */
export function contentOf(calls, rounds) {
  const repeatedTools = new Map(
    rounds.map((/** @type {any} */ round) => [
      round.round,
      new Set(
        round.tools
          .filter((/** @type {any} */ tool) => tool.signatureCount > 1)
          .map((/** @type {any} */ tool) => tool.tool),
      ),
    ]),
  );
  const replies = new Set();
  const seenCalls = new Set();
  const text = (/** @type {string} */ value, /** @type {string} */ kind) =>
    h('pre', { class: `content-text ${kind}`, text: value });
  return h(
    'section',
    { class: 'content', 'aria-label': 'Recorded content' },
    h('h3', { text: 'Content (recorded, secrets scrubbed)' }),
    calls.map((/** @type {any} */ call) => {
      const repeatedReply = call.reply !== null && replies.has(call.reply);
      if (call.reply !== null) replies.add(call.reply);
      const guardSaw = repeatedTools.get(call.round) ?? new Set();
      const tools = call.toolCalls.map((/** @type {any} */ tool) => {
        const key = `${tool.name}\u0000${tool.arguments}`;
        const repeat = seenCalls.has(key) && guardSaw.has(tool.name);
        seenCalls.add(key);
        return h(
          'li',
          {
            class: `content-tool${repeat ? ' repeat' : ''}${tool.failed ? ' failed' : ''}`,
            dataset: { tool: tool.name },
          },
          h('code', { class: 'signature', text: `${tool.name}(${tool.arguments})` }),
          repeat ? h('span', { class: 'badge repeat-badge', text: 'repeat the guard saw' }) : null,
          tool.failed ? h('span', { class: 'badge failed-badge', text: 'failed' }) : null,
          tool.result === null
            ? h('span', { class: 'muted', text: ' no result recorded' })
            : text(tool.result, 'result'),
        );
      });
      const marked =
        repeatedReply || tools.some((/** @type {HTMLElement} */ item) => item.classList.contains('repeat'));
      return h(
        'details',
        { class: `content-call${marked ? ' repeat' : ''}`, dataset: { round: String(call.round) } },
        h(
          'summary',
          {},
          `Call ${call.round}: ${call.added.length} message${call.added.length === 1 ? '' : 's'} added, `,
          call.refused
            ? h('span', { class: 'chip c0', text: `refused: ${shortCode(call.refused)}` })
            : call.toolCalls.length > 0
              ? `${call.toolCalls.length} tool call${call.toolCalls.length === 1 ? '' : 's'}`
              : 'an answer',
          marked ? h('span', { class: 'badge repeat-badge', text: 'repeated' }) : null,
        ),
        call.added.length > 0
          ? h(
              'div',
              { class: 'content-added' },
              h('h4', { text: 'Added to the prompt' }),
              call.added.map((/** @type {any} */ message) =>
                h(
                  'div',
                  { class: 'content-message' },
                  h('span', { class: 'role', text: message.role }),
                  text(message.text, 'prompt'),
                ),
              ),
            )
          : null,
        call.reply !== null
          ? h(
              'div',
              { class: `content-reply${repeatedReply ? ' repeat' : ''}` },
              h(
                'h4',
                {},
                'Reply',
                repeatedReply
                  ? h('span', { class: 'badge repeat-badge', text: 'same as an earlier reply' })
                  : null,
              ),
              text(call.reply, 'reply'),
            )
          : null,
        tools.length > 0
          ? h(
              'div',
              {},
              h('h4', { text: 'Tool calls and results' }),
              h('ul', { class: 'content-tools' }, tools),
            )
          : null,
      );
    }),
  );
}
