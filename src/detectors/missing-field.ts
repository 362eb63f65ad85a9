/**
 * A field a validation error says is missing: `missing required field: buyer.npwp`, `'osm_way_id' is a required
 * property`, `Missing mandatory field: resolutionStatus`, `Missing required value for field 'x'`, pydantic's
 * `field\n  Field required [type=missing`, `missing field \`owner\``, `unit_price is required`. Read so that a
 * retry still without that field is known for what it is: the same request, however its other arguments (a note,
 * a contact line, a reworded message) were changed.
 */
const missingFieldPatterns: readonly RegExp[] = [
  /\bmissing (?:required |mandatory )?(?:value for |value of )?(?:the )?(?:field|property|parameter|argument|key)s?\b[\s:=]*[`'"]?([\w.[\]-]+)/i,
  /\brequired (?:field|property|parameter|argument|key)\b[\s:=]*[`'"]?([\w.[\]-]*[\w\]])[`'"]?\s+(?:is )?missing\b/i,
  /[`'"]([\w.[\]-]+)[`'"] is a required (?:property|field|parameter|argument)\b/i,
  /(?:^|\n)\s*([\w.[\]-]+)\s*\n\s*Field required\b/,
  /[`'"]?\b([a-z][a-z0-9]*(?:[._][\w.[\]]+|[A-Z]\w*))[`'"]? (?:is|are) required\b/,
];

/** Words the patterns above can catch in place of a field's name. */
const notAName = /^(?:field|fields|property|parameter|argument|key|value|the|a|an|in|for|on|at|from|to)$/i;

/**
 * The name of the field a failed call's error says is missing, its last segment lower-cased
 * (`guests[].document_number` → `document_number`), or `undefined` when the error names none.
 */
export function missingFieldOf(text: string): string | undefined {
  for (const pattern of missingFieldPatterns) {
    const match = pattern.exec(text);
    const path = match?.[1];
    if (path === undefined) continue;
    const name =
      path
        .split('.')
        .at(-1)
        ?.replace(/\[\]$|\[\d*\]$/g, '') ?? '';
    if (name.length >= 2 && !notAName.test(name)) return name.toLowerCase();
  }
  return undefined;
}

/**
 * True when a call's canonical arguments give `name` a value: the key is there (case and `_`/`-` aside) and its
 * value is neither null nor an empty string, list or object.
 */
export function providesField(canonicalArguments: string, name: string): boolean {
  const wanted = name.replace(/[-_]/g, '');
  const keyPattern = /"([^"\\]{1,80})":\s*(null|""|\[\]|\{\})?/g;
  for (const match of canonicalArguments.matchAll(keyPattern)) {
    if ((match[1] as string).toLowerCase().replace(/[-_]/g, '') !== wanted) continue;
    if (match[2] === undefined) return true;
  }
  return false;
}

/**
 * The missing field a failed call's error names when the call still did not give it: the key under which its
 * retries count as one request whatever else they change. `undefined` when the error names no missing field, or
 * names one the call did give (a value of the wrong kind is another matter).
 */
export function stillMissingField(text: string, canonicalArguments: string): string | undefined {
  const name = missingFieldOf(text);
  return name !== undefined && !providesField(canonicalArguments, name) ? name : undefined;
}
