import { h } from './dom.js';

/** How to send the first events, for a store without any event yet (every view that finds it empty shows it). */
export function firstEvents() {
  return h(
    'section',
    { class: 'panel first-events', dataset: { empty: '' } },
    h('h2', { text: 'No LLM calls stored yet' }),
    h('p', { text: 'Send the first events to this store, in one of three ways:' }),
    h(
      'ol',
      {},
      h(
        'li',
        {},
        'Through the gateway, for an agent in any language: ',
        h(
          'pre',
          {},
          h('code', {
            text: 'npx loopguard proxy --db ./loopguard.db\nOPENAI_BASE_URL=http://127.0.0.1:8787/v1 python3 my_agent.py',
          }),
        ),
      ),
      h(
        'li',
        {},
        'From TypeScript, with the guard writing to a store: ',
        h(
          'pre',
          {},
          h('code', {
            text: "import { createSqliteSink } from 'loopguard/stores/sqlite';\nconst sink = createSqliteSink({ path: './loopguard.db' });\nconst guard = createGuard({ onEvent: sink.listener });",
          }),
        ),
      ),
      h(
        'li',
        {},
        'From recorded runs: ',
        h('pre', {}, h('code', { text: 'npx loopguard replay runs.jsonl --db ./loopguard.db' })),
      ),
    ),
    h('p', { class: 'muted', text: 'This page updates by itself as soon as the first events arrive.' }),
  );
}
