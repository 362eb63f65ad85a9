import { objectMemo } from '../utils/object-memo.js';
import { isMetadata, partAt, shapeAt, type TextParts, textParts } from './metadata-churn.js';
import { type ObservationShape, observationShape } from './observation-shape.js';
import { ShapeField } from './shape-field.js';
import { httpHeadersEnd } from './value-forms.js';

/** What a result is read as here: its kept text. */
interface ResultText {
  readonly text: string;
}

const parts = objectMemo<ResultText, TextParts>('parts');

/** A result's kept text as {@link metadataChurn} walks it, cut and shaped once for every comparison of the result. */
export function partsOf(result: ResultText): TextParts {
  let known = parts.get(result);
  if (known === undefined) {
    known = textParts(result.text);
    parts.set(result, known);
  }
  return known;
}

/**
 * A result's content: its parts (lines, JSON objects) with those that are metadata set aside (two or more values
 * incidental by form: `-- x-trace-id=7db7e4 x-edge=edge-fra-1 23ms`, a time-stamped header). `null` when no part is
 * metadata, when more than a few are or they make up more than a third of the text (a log whose every line is
 * stamped, a search's hits with their ids: content, not an envelope), or when nothing else is left.
 */
export function contentText(text: TextParts): string | null {
  if (!text.parted) return null;
  // The parts are cut (cheap) before any is shaped (not): with their count known, the walk stops as soon as more
  // are metadata, or longer, than content allows, the verdict of a log whose every line is stamped.
  let parts = 0;
  while (partAt(text, parts) !== undefined) parts++;
  const mostAside = Math.max(2, Math.floor(parts / 4));
  const kept: string[] = [];
  let setAside = 0;
  let asideLength = 0;
  for (let count = 0; count < parts; count++) {
    const part = text.parts[count] as string;
    if (part.trim() === '') continue;
    if (isMetadata(shapeAt(text, count))) {
      setAside++;
      asideLength += part.length;
      // An envelope is a small part of what a result says: a part holding most of it (a search's hits with their
      // ids) is its content, however many ids it carries.
      if (setAside > mostAside || asideLength * 3 > text.text.length) return null;
    } else kept.push(part);
  }
  if (setAside === 0 || kept.length === 0) return null;
  return kept.join('\n');
}

const contentShapes = objectMemo<ResultText, ObservationShape | null>('contentShape');

/**
 * True when the shape of a result's whole text, read already, tells that no line of it is metadata: its lines are
 * its parts, and none holds two incidental values as that line alone reads. Then {@link contentText} is `null`
 * without a shape read for each of its lines.
 */
function noMetadataLines(result: ResultText): boolean {
  const whole = ShapeField.get(result);
  if (whole === undefined || whole.metadataLines !== 0) return false;
  const { text } = result;
  return httpHeadersEnd(text) < 0 && !text.includes('{') && !text.includes('}');
}

/** The shape of a result's {@link contentText}, read once a result; `null` when it has none apart from its whole. */
export function contentShapeOf(result: ResultText): ObservationShape | null {
  let shape = contentShapes.get(result);
  if (shape === undefined) {
    const text = noMetadataLines(result) ? null : contentText(partsOf(result));
    shape = text === null ? null : observationShape(text);
    contentShapes.set(result, shape);
  }
  return shape;
}
