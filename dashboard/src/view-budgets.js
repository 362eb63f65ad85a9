import { getJson } from './api.js';
import { h, notice, table } from './dom.js';
import { formatMoney } from './format.js';
import { viewRequest } from './route.js';

/**
 * Each budget scope now. In the gateway, which holds the budget ledger: every scope its policy defines (run,
 * task, agent per day, key per day, global per day) with spent, reserved by calls in flight and left; with a
 * shared (Redis) ledger, every scope of the fleet with spending or reservations today. Over a
 * store alone: today's global and per-agent spending and each running run's, and what needs the gateway.
 * @param {HTMLElement} view
 */
export async function renderBudgets(view) {
  const { day, limits, scopes, source, fleet, needsGateway } = await getJson(...viewRequest('budgets', {}));
  const money = (/** @type {number | null} */ value, /** @type {string | null} */ currency) =>
    value === null ? h('span', { class: 'muted', text: '—' }) : `${formatMoney(value)} ${currency ?? ''}`;
  view.replaceChildren(
    limits
      ? notice(
          'info',
          source === 'ledger' && fleet
            ? `Budgets of the gateway policy, in USD, for ${day} (UTC), from the fleet’s shared budget ledger now: every scope with spending or reservations today, whichever gateway made them, with spent, reserved by calls in flight, and left.`
            : source === 'ledger'
              ? `Budgets of the gateway policy, in USD, for ${day} (UTC), from the gateway’s budget ledger now: spent, reserved by calls in flight, and left.`
              : source === 'runs'
                ? `Budgets of the gateway policy for ${day} (UTC): its policy has no shared budget, so each running run is shown with what it spent, what its calls in flight hold (from the run’s own guard) and what is left.`
                : `Budgets of the gateway policy, in USD, for ${day} (UTC). Spent is from the stored events.`,
        )
      : notice(
          'warning',
          `No budgets given: spent only, for ${day} (UTC). Start the dashboard with `,
          h('code', { text: '--gateway-policy <file>' }),
          ' to compare with the policy’s shared budgets.',
        ),
    fleet && !fleet.complete
      ? notice(
          'warning',
          `The shared ledger holds more scopes than this view lists: this gateway’s own, then the fleet’s with the most money first.`,
        )
      : '',
    h(
      'section',
      { class: 'panel' },
      table({
        caption: `Budget scopes on ${day}: spent, reserved, limit and left`,
        columns: [
          { label: 'Scope' },
          { label: 'Name' },
          { label: 'Spent', numeric: true },
          { label: 'Reserved', numeric: true },
          { label: 'Limit', numeric: true },
          { label: 'Left', numeric: true },
          { label: 'Used' },
        ],
        rows: scopes,
        cells: (/** @type {any} */ scope) => {
          const used = (scope.spent ?? 0) + (scope.reserved ?? 0);
          const share = scope.limit ? Math.min(1, used / scope.limit) : null;
          return [
            scope.scope,
            h('code', { text: scope.name }),
            h(
              'span',
              { dataset: { field: 'spent', value: String(scope.spent) } },
              money(scope.spent, scope.currency),
            ),
            scope.reserved === null
              ? h('span', { class: 'muted', title: 'needs the gateway', text: 'needs the gateway' })
              : h(
                  'span',
                  { dataset: { field: 'reserved', value: String(scope.reserved) } },
                  money(scope.reserved, 'USD'),
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
    needsGateway
      ? h(
          'section',
          { class: 'panel notes' },
          h('h2', { text: 'Needs the gateway' }),
          h(
            'ul',
            {},
            h('li', {}, h('strong', { text: 'Reserved: ' }), needsGateway.reserved),
            h('li', {}, h('strong', { text: 'Task: ' }), needsGateway.task),
            h('li', {}, h('strong', { text: 'Key per day: ' }), needsGateway.keyPerDay),
          ),
        )
      : '',
  );
}
