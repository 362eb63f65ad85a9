/** The Content-Type of the Prometheus text exposition format this module writes. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** A label value as the text format 0.0.4 needs it: backslash, double quote and line feed escaped. */
export function escapeLabelValue(value: string): string {
  return /[\\"\n]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
    : value;
}

/** `{a="x",b="y"}` from label pairs (values escaped), or `''` without labels. */
export function labelText(labels: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabelValue(value)}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

/** A sample value: integers as they are, `+Inf`/`-Inf`/`NaN` spelled as the format wants. */
export function sampleValue(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** The `# HELP` and `# TYPE` lines of a metric family (help text escaped as the format says). */
export function familyHeader(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): string {
  return `# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}\n# TYPE ${name} ${type}\n`;
}
