import { contentDigest } from './content-digest.js';
import { isRecord, stringOf } from './wire-values.js';

function marker(kind: string, detail: string | undefined, payload: string | undefined): string {
  const described = detail ? `${kind} ${detail}` : kind;
  return payload === undefined ? `<${described}>` : `<${described} ${contentDigest(payload)}>`;
}

/** Anthropic `source` of an image or document block: base64 data, a URL, a file id, or plain text. */
function sourceText(kind: string, source: unknown): string {
  if (!isRecord(source)) return marker(kind, undefined, undefined);
  const mediaType = stringOf(source.media_type);
  switch (source.type) {
    case 'base64':
      return marker(kind, mediaType, stringOf(source.data) ?? '');
    case 'url':
      return marker(kind, stringOf(source.url), undefined);
    case 'file':
      return marker(kind, `file ${stringOf(source.file_id) ?? ''}`, undefined);
    case 'text':
      return stringOf(source.data) ?? '';
    case 'content':
      return toolResultText(source.content);
    default:
      return marker(kind, mediaType, JSON.stringify(source));
  }
}

/** OpenAI `image_url`: a data: URL carries the image itself (digested), any other URL names it. */
function imageUrlText(imageUrl: unknown): string {
  const url = isRecord(imageUrl) ? (stringOf(imageUrl.url) ?? '') : '';
  if (!url.startsWith('data:')) return marker('image', url, undefined);
  const comma = url.indexOf(',');
  const mediaType = url.slice(5, comma < 0 ? undefined : comma).split(';')[0];
  return marker('image', mediaType, url);
}

/** Responses API `input_image`: `image_url` is the URL itself (a data: URL carries the image), or a `file_id`. */
function responsesImageText(part: Record<string, unknown>): string {
  const id = stringOf(part.file_id);
  if (id !== undefined) return marker('image', `file ${id}`, undefined);
  return imageUrlText({ url: stringOf(part.image_url) ?? '' });
}

/**
 * An MCP embedded resource: a text resource is content the model reads (a retrieved passage, a file), its URI and
 * text; a blob is marked like any binary part.
 */
function embeddedResourceText(resource: unknown): string {
  if (!isRecord(resource)) return marker('resource', undefined, JSON.stringify(resource));
  const uri = stringOf(resource.uri);
  const text = stringOf(resource.text);
  if (text !== undefined) return uri === undefined ? text : `${uri}\n${text}`;
  return marker(
    'resource',
    stringOf(resource.mimeType) ?? uri,
    stringOf(resource.blob) ?? JSON.stringify(resource),
  );
}

function partText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (!isRecord(part)) return part === null || part === undefined ? '' : String(part);
  if (typeof part.text === 'string') return part.text;
  const type = stringOf(part.type) ?? 'part';
  switch (type) {
    case 'image':
    case 'document':
      return sourceText(type, part.source);
    case 'image_url':
      return imageUrlText(part.image_url);
    case 'input_audio': {
      const audio = isRecord(part.input_audio) ? part.input_audio : {};
      return marker('audio', stringOf(audio.format), stringOf(audio.data) ?? '');
    }
    case 'file': {
      const file = isRecord(part.file) ? part.file : {};
      const id = stringOf(file.file_id);
      return id === undefined
        ? marker('file', stringOf(file.filename), stringOf(file.file_data) ?? '')
        : marker('file', id, undefined);
    }
    case 'input_image':
      return responsesImageText(part);
    case 'input_file': {
      const id = stringOf(part.file_id);
      return id === undefined
        ? marker('file', stringOf(part.filename), stringOf(part.file_data) ?? stringOf(part.file_url) ?? '')
        : marker('file', id, undefined);
    }
    case 'refusal':
      return stringOf(part.refusal) ?? '';
    case 'resource':
      return embeddedResourceText(part.resource);
    default:
      return marker(type, undefined, JSON.stringify(part));
  }
}

/**
 * The text of a tool result, the one rule replay and every live adapter hash: a string as it is; for content
 * parts or blocks (OpenAI chat, OpenAI Responses `input_*` and Anthropic shapes), the text of each text part and, for every other part, one
 * short marker naming its kind, media type or URL and a {@link contentDigest} of its bytes
 * (`<image image/png hsjpkgon>`), joined by newlines; `null`/`undefined` as `''`; any other value as JSON.
 *
 * Why not the two older rules: dropping non-text parts made two screenshots with the same caption the same
 * result (a false repeat) and an image-only result empty; inlining them as JSON put megabytes of base64 into
 * every hash and into trip evidence. Markers keep identity (the same image twice is a repeat) at a bounded size.
 * @example toolResultText([{ type: 'text', text: 'saved' }, { type: 'image', source: { type: 'url', url: 'https://x/a.png' } }]) // 'saved\n<image https://x/a.png>'
 */
export function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  if (!Array.isArray(content)) return JSON.stringify(content) ?? '';
  if (content.length === 1) return partText(content[0]);
  let text = '';
  for (let index = 0; index < content.length; index++) {
    if (index > 0) text += '\n';
    text += partText(content[index]);
  }
  return text;
}
