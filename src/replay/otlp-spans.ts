/** One span of an OTLP JSON export, flattened: attributes as plain values, times in milliseconds. */
export interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly events: readonly {
    readonly name: string;
    readonly timeMs: number;
    readonly attributes: Readonly<Record<string, unknown>>;
  }[];
  /** 2 for an error status, else 0. */
  readonly statusCode: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An OTLP `AnyValue` as a plain value; int64 arrives as a string in OTLP/JSON. */
function anyValue(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('boolValue' in value) return value.boolValue;
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(anyValue) : [];
  }
  if ('kvlistValue' in value)
    return attributes(isRecord(value.kvlistValue) ? value.kvlistValue.values : undefined);
  return undefined;
}

function attributes(list: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    if (isRecord(entry) && typeof entry.key === 'string') out[entry.key] = anyValue(entry.value);
  }
  return out;
}

/** Nanoseconds since the epoch (a string or number in OTLP/JSON) as milliseconds. */
function millis(nanos: unknown): number {
  if (typeof nanos === 'number') return Math.floor(nanos / 1e6);
  if (typeof nanos === 'string' && /^\d+$/.test(nanos)) return Number(BigInt(nanos) / 1_000_000n);
  return 0;
}

/**
 * The spans of one OTLP/JSON `ExportTraceServiceRequest` (`{"resourceSpans": [...]}`), as the OTLP HTTP
 * exporters send it and collectors' file exporters write it. Malformed parts are skipped and counted.
 */
export function otlpSpans(document: unknown): { spans: OtlpSpan[]; skipped: number } {
  const spans: OtlpSpan[] = [];
  let skipped = 0;
  const resourceSpans =
    isRecord(document) && Array.isArray(document.resourceSpans) ? document.resourceSpans : [];
  for (const resource of resourceSpans) {
    const scopes = isRecord(resource) && Array.isArray(resource.scopeSpans) ? resource.scopeSpans : [];
    for (const scope of scopes) {
      const list = isRecord(scope) && Array.isArray(scope.spans) ? scope.spans : [];
      for (const span of list) {
        if (!isRecord(span) || typeof span.traceId !== 'string' || typeof span.spanId !== 'string') {
          skipped++;
          continue;
        }
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId:
            typeof span.parentSpanId === 'string' && span.parentSpanId !== '' ? span.parentSpanId : undefined,
          name: typeof span.name === 'string' ? span.name : '',
          startMs: millis(span.startTimeUnixNano),
          endMs: millis(span.endTimeUnixNano),
          attributes: attributes(span.attributes),
          events: (Array.isArray(span.events) ? span.events : []).filter(isRecord).map((event) => ({
            name: typeof event.name === 'string' ? event.name : '',
            timeMs: millis(event.timeUnixNano),
            attributes: attributes(event.attributes),
          })),
          // OTLP/JSON writes enums as integers; some exporters write the name.
          statusCode:
            isRecord(span.status) && (span.status.code === 2 || span.status.code === 'STATUS_CODE_ERROR')
              ? 2
              : 0,
        });
      }
    }
  }
  return { spans, skipped };
}
