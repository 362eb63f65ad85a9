import { queryOf } from './api.js';
import { h } from './dom.js';
import { RANGES, RUN_PARAMS } from './route.js';

/**
 * A range filter's two fields, the least and the most of one figure; empty is no bound. The browser checks
 * the numbers (whole ones for counts) before the form is sent; the API checks the address the same way.
 * @param {(typeof RANGES)[number]} range
 * @param {Record<string, string | undefined>} filters
 */
function rangeFields({ figure, label, whole }, filters) {
  /** @param {'min' | 'max'} end */
  const input = (end) =>
    h('input', {
      name: `${end}${figure}`,
      type: 'number',
      min: '0',
      step: whole ? '1' : 'any',
      inputmode: whole ? 'numeric' : 'decimal',
      placeholder: end,
      'aria-label': `${label}, ${end === 'min' ? 'at least' : 'at most'}`,
      value: filters[`${end}${figure}`] ?? '',
    });
  return h(
    'div',
    { class: 'run-range', role: 'group', 'aria-label': label, dataset: { range: figure } },
    h('span', { text: label }),
    h(
      'span',
      { class: 'run-range-fields' },
      input('min'),
      h('span', { 'aria-hidden': 'true', text: '–' }),
      input('max'),
    ),
  );
}

/**
 * The form of the runs view's own parameters: search on ids, state, trips, order, and the ranges of calls,
 * tokens, cost, trips and duration; they go into the address with the filters, and a new search starts at
 * the first page.
 * @param {Record<string, string | undefined>} filters
 */
export function runForm(filters) {
  /** @param {string} name @param {string} label @param {[string, string][]} options */
  const select = (name, label, options) =>
    h(
      'label',
      {},
      `${label} `,
      h(
        'select',
        { name },
        options.map(([value, text]) =>
          h('option', { value, text, selected: (filters[name] ?? '') === value }),
        ),
      ),
    );
  const form = h(
    'form',
    {
      class: 'run-form',
      role: 'search',
      'aria-label': 'Runs',
      onsubmit: (/** @type {SubmitEvent} */ event) => {
        event.preventDefault();
        const data = new FormData(/** @type {HTMLFormElement} */ (form));
        /** @type {Record<string, string | undefined>} */
        const params = { ...filters, after: undefined };
        // Every parameter of the view but the cursor.
        for (const name of RUN_PARAMS.filter((param) => param !== 'after'))
          params[name] = String(data.get(name) ?? '').trim();
        location.hash = `#/runs${queryOf(params)}`;
      },
    },
    h(
      'label',
      {},
      'Task or run id ',
      h('input', {
        name: 'search',
        type: 'search',
        autocomplete: 'off',
        spellcheck: 'false',
        value: filters.search ?? '',
      }),
    ),
    select('state', 'State', [
      ['', 'any'],
      ['running', 'running'],
      ['completed', 'completed'],
      ['failed', 'failed'],
      ['abandoned', 'abandoned'],
    ]),
    select('tripped', 'Trips', [
      ['', 'any'],
      ['yes', 'tripped'],
      ['no', 'not tripped'],
    ]),
    select('sort', 'Order', [
      ['', 'newest first'],
      ['cost', 'dearest first'],
      ['duration', 'longest first'],
    ]),
    RANGES.map((range) => rangeFields(range, filters)),
    h('button', { type: 'submit', class: 'primary', text: 'Search' }),
  );
  return form;
}
