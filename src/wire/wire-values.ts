/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a finite number, else `undefined`: provider usage fields may be null or missing. */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The value when it is a string, else `undefined`. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Splits text into about `count` pieces, as a streaming model would send it (writers use it for deltas). */
export function splitText(text: string, count: number): string[] {
  if (text.length === 0) return [];
  const size = Math.max(1, Math.ceil(text.length / count));
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size));
  return pieces;
}
