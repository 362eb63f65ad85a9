import { getJson } from './api.js';
import { h, notice, table } from './dom.js';
import { formatMoney } from './format.js';
import { viewRequest } from './route.js';

/**
 * Today's spending in each budget scope: global and per agent for the UTC day, each running run; against
 * the gateway policy's budgets when the dashboard was given them. What the store cannot know is said.
 * @param {HTMLElement} view
 */
export async function renderBudgets(view) {
  const { day, limits, scopes, unknown } = await getJson(...viewRequest('budgets', {}));
  const money = (/** @type {number | null} */ value, /** @type {string | null} */ currency) =>
    value === null ? h('span', { class: 'muted', text: '—' }) : `${formatMoney(value)} ${currency ?? ''}`;
  view.replaceChildren(
    limits
      ? notice(
          'info',
          `Budgets of the gateway policy, in USD, for ${day} (UTC). Spent is from the stored events.`,
        )
      : notice(
          'warning',
          `No budgets given: spent only, for ${day} (UTC). Start the dashboard with `,
          h('code', { text: '--gateway-policy <file>' }),
          ' to compare with the policy’s shared budgets.',
        ),
    h(
      'section',
      { class: 'panel' },
      table({
        caption: `Budget scopes on ${day}: spent, limit and left`,
        columns: [
          { label: 'Scope' },
          { label: 'Name' },
          { label: 'Spent', numeric: true },
          { label: 'Limit', numeric: true },
          { label: 'Left', numeric: true },
          { label: 'Used' },
        ],
        rows: scopes,
        cells: (/** @type {any} */ scope) => {
          const share = scope.limit ? Math.min(1, (scope.spent ?? 0) / scope.limit) : null;
          return [
            scope.scope,
            h('code', { text: scope.name }),
            h(
              'span',
              { dataset: { field: 'spent', value: String(scope.spent) } },
              money(scope.spent, scope.currency),
            ),
            money(scope.limit, 'USD'),
            h('span', { dataset: { field: 'left' } }, money(scope.left, 'USD')),
            share === null
              ? ''
              : h(
                  'span',
                  {
                    class: `meter${share >= 1 ? ' full' : share >= 0.8 ? ' high' : ''}`,
                    title: `${Math.round(share * 100)}%`,
                  },
                  h('span', { class: 'meter-bar', style: { width: `${(share * 100).toFixed(1)}%` } }),
                ),
          ];
        },
        rowProps: (index) => ({ dataset: { scope: scopes[index].scope } }),
      }),
    ),
    h(
      'section',
      { class: 'panel notes' },
      h('h2', { text: 'Not in the store' }),
      h(
        'ul',
        {},
        h('li', {}, h('strong', { text: 'Reserved: ' }), unknown.reserved),
        h('li', {}, h('strong', { text: 'Task: ' }), unknown.task),
        h('li', {}, h('strong', { text: 'Key per day: ' }), unknown.keyPerDay),
      ),
    ),
  );
}
