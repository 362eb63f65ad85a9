/** One sample of a Prometheus text scrape. */
export interface PrometheusSample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** A parsed scrape: the families' types and help, and every sample. */
export interface PrometheusScrape {
  readonly types: ReadonlyMap<string, string>;
  readonly help: ReadonlyMap<string, string>;
  readonly samples: readonly PrometheusSample[];
  /** The value of the sample with this name and exactly these labels, if any. */
  value(name: string, labels?: Readonly<Record<string, string>>): number | undefined;
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;

function unescapeLabel(value: string): string {
  return value.replace(/\\([\\"n])/g, (_, character: string) => (character === 'n' ? '\n' : character));
}

/**
 * A strict reader of the Prometheus text format 0.0.4, for tests: every line must be a `# HELP`, a
 * `# TYPE` or a sample of a family whose TYPE came first; label values must be escaped as the format says;
 * histogram buckets must be cumulative and end at `+Inf` = `_count`. Throws naming the line otherwise.
 */
export function parsePrometheus(text: string): PrometheusScrape {
  if (!text.endsWith('\n')) throw new Error('the scrape does not end with a line feed');
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: PrometheusSample[] = [];
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, index) => {
      const where = `line ${index + 1}: ${line}`;
      if (line.startsWith('# HELP ')) {
        const [, name = '', ...rest] = line.slice(2).split(' ');
        if (!metricName.test(name)) throw new Error(`bad metric name, ${where}`);
        help.set(name, rest.join(' '));
        return;
      }
      if (line.startsWith('# TYPE ')) {
        const [, name = '', type = ''] = line.slice(2).split(' ');
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(type))
          throw new Error(`bad type, ${where}`);
        if (types.has(name)) throw new Error(`second TYPE for ${name}, ${where}`);
        types.set(name, type);
        return;
      }
      const match = sampleLine.exec(line);
      if (!match) throw new Error(`not a sample, ${where}`);
      const [, name = '', , body = '', raw = ''] = match;
      const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
      if (!types.has(family)) throw new Error(`sample before its TYPE, ${where}`);
      const labels: Record<string, string> = {};
      labelPair.lastIndex = 0;
      while (labelPair.lastIndex < body.length) {
        const pair = labelPair.exec(body);
        if (!pair) throw new Error(`bad labels, ${where}`);
        labels[pair[1] as string] = unescapeLabel(pair[2] as string);
      }
      const value = raw === '+Inf' ? Number.POSITIVE_INFINITY : raw === '-Inf' ? -Infinity : Number(raw);
      if (Number.isNaN(value) && raw !== 'NaN') throw new Error(`bad value, ${where}`);
      samples.push({ name, labels, value });
    });
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const buckets = samples.filter((sample) => sample.name === `${family}_bucket`);
    buckets.forEach((bucket, index) => {
      if (index > 0 && bucket.value < (buckets[index - 1] as PrometheusSample).value)
        throw new Error(`${family} buckets are not cumulative`);
    });
    const count = samples.find((sample) => sample.name === `${family}_count`)?.value;
    if (buckets.at(-1)?.labels.le !== '+Inf' || buckets.at(-1)?.value !== count)
      throw new Error(`${family} does not end with le="+Inf" equal to _count`);
  }
  const value = (name: string, labels: Readonly<Record<string, string>> = {}) =>
    samples.find(
      (sample) =>
        sample.name === name &&
        Object.keys(sample.labels).length === Object.keys(labels).length &&
        Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
    )?.value;
  return { types, help, samples, value };
}
