// Every string from the store reaches the page through here, as text: textContent and text nodes, never
// innerHTML. Attributes are set one by one with setAttribute, which never parses markup either.

/**
 * Creates an element. `props`: `class`, `text`, `dataset`, `on<event>` listeners, `style` (an object, set
 * through the CSSOM, which the page's CSP allows), anything else as an attribute (true: present, null: absent).
 * Children: nodes, or strings and numbers put in as text.
 * @param {string} tag
 * @param {Record<string, unknown>} [props]
 * @param {...unknown} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'class') element.className = String(value);
    else if (name === 'text') element.textContent = String(value);
    else if (name === 'dataset') Object.assign(element.dataset, value);
    else if (name === 'style') Object.assign(element.style, value);
    else if (name.startsWith('on')) {
      // Only listeners given as functions: an on* attribute would be code parsed from a string.
      if (typeof value === 'function')
        element.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    } else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

/**
 * Appends nodes and text, skipping null, undefined and false.
 * @param {Element} parent
 * @param {unknown[]} children
 */
export function append(parent, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(child instanceof Node ? child : String(child));
  }
}

/**
 * A table with a caption; `columns` name the head cells (`numeric` ones align right), `rows` hold cells as
 * nodes or text, or are any values that `cells` turns into cells when their row is shown. With `pageSize`,
 * the first `pageSize` rows are shown and a button under the table adds the next ones: a browser's first
 * layout of a table costs about 0.7 ms a row, so hundreds of rows on screen at once would hold the page for
 * a second; and rows not shown are not built (600 daily rows built as nodes took a third of the view's script).
 * @template Row
 * @param {{ caption: string, columns: { label: string, numeric?: boolean }[], rows: Row[], cells?: (row: Row) => unknown[], rowProps?: (index: number) => Record<string, unknown>, pageSize?: number }} spec
 */
export function table({ caption, columns, rows, cells, rowProps, pageSize }) {
  const row = (/** @type {Row} */ item, /** @type {number} */ index) =>
    h(
      'tr',
      rowProps ? rowProps(index) : {},
      (cells ? cells(item) : /** @type {unknown[]} */ (item)).map((cell, at) =>
        h('td', { class: columns[at]?.numeric ? 'num' : null }, cell),
      ),
    );
  const step = pageSize ?? rows.length;
  const body = h('tbody', {}, rows.slice(0, step).map(row));
  const wrap = h(
    'div',
    { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': caption },
    h(
      'table',
      {},
      h('caption', { text: caption }),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          columns.map((column) =>
            h('th', { scope: 'col', class: column.numeric ? 'num' : null, text: column.label }),
          ),
        ),
      ),
      body,
    ),
  );
  if (rows.length <= step) return wrap;
  let shown = step;
  const more = h('button', { type: 'button', class: 'more', dataset: { more: '' } });
  const label = () => {
    const next = Math.min(step, rows.length - shown);
    more.textContent = `Show ${next} more (${rows.length - shown} of ${rows.length} not shown)`;
  };
  label();
  more.addEventListener('click', () => {
    append(
      body,
      rows.slice(shown, shown + step).map((item, offset) => row(item, shown + offset)),
    );
    shown += step;
    if (shown < rows.length) label();
    else {
      more.remove();
      wrap.focus();
    }
  });
  return h('div', { class: 'paged-table' }, wrap, more);
}

/**
 * A notice: `kind` is `info`, `warning` or `error`.
 * @param {string} kind
 * @param {...unknown} children
 */
export function notice(kind, ...children) {
  return h('p', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : null }, ...children);
}
