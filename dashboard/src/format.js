// The same formatting as the CLI's tables, so a figure reads the same on the page and in the terminal.

/** Money with enough digits to show small agent costs (the CLI's formatMoney). @param {number} value */
export function formatMoney(value) {
  return value >= 100 ? value.toFixed(2) : value >= 1 ? value.toFixed(3) : value.toFixed(4);
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators. @param {number} value */
export function formatCount(value) {
  return integer.format(value);
}

/** Milliseconds as `850 ms`, `1.2 s`, `3 min 4 s`. @param {number | null} value */
export function formatMs(value) {
  if (value === null || value === undefined) return '';
  if (value < 1000) return `${Math.round(value)} ms`;
  if (value < 60_000) return `${(value / 1000).toFixed(1)} s`;
  const minutes = Math.floor(value / 60_000);
  return `${minutes} min ${Math.round((value % 60_000) / 1000)} s`;
}

/** A time as `2026-11-28 09:00:05` UTC. @param {number} timestamp */
export function formatTime(timestamp) {
  return new Date(timestamp).toISOString().replace('T', ' ').slice(0, 19);
}

/** A trip code without its `GUARD_` prefix, as the CLI's tables show it. @param {string | null} code */
export function shortCode(code) {
  return (code ?? '?').replace(/^GUARD_/, '');
}
