import { LoopguardError } from '../errors.js';
import { readLimitedText } from '../utils/read-limited-text.js';
/** Options of {@link postWebhook}. */
export interface PostWebhookOptions {
  readonly url: string;
  readonly body: string;
  readonly contentType: string;
  /** Retries after the first attempt. @default 3 */
  readonly retries?: number;
  /** First back-off; doubles each retry. @default 500 */
  readonly backoffMs?: number;
  /** Per attempt. @default 10000 */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly sleep?: (ms: number) => Promise<void>;
}

const webhookErrorBrand = Symbol.for('loopguard.WebhookError');

/** A webhook that refused or could not be reached. */
export class WebhookError extends LoopguardError {
  override readonly name = 'WebhookError';
  declare readonly code: 'LOOPGUARD_WEBHOOK_FAILED';
  readonly [webhookErrorBrand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super('LOOPGUARD_WEBHOOK_FAILED', message, options);
  }

  /** True for any WebhookError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is WebhookError {
    return LoopguardError.hasBrand(value, webhookErrorBrand);
  }
}

/** The webhook's origin and first path segment: the rest of a chat webhook URL is its secret. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const first = parsed.pathname.split('/').filter(Boolean)[0];
    return `${parsed.origin}/${first ? `${first}/…` : ''}`;
  } catch {
    return '(invalid URL)';
  }
}

function chatError(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['errcode', 'code', 'StatusCode']) {
      if (typeof body[key] === 'number' && body[key] !== 0) {
        return `${key} ${body[key]}: ${String(body.errmsg ?? body.msg ?? body.StatusMessage ?? '')}`;
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Posts a message, retrying network errors, 429 and 5xx with exponential back-off. Chat platforms that
 * answer 200 with an error code (Feishu, DingTalk, WeCom) count as refusals, not retried.
 */
export async function postWebhook(
  options: PostWebhookOptions,
): Promise<{ attempts: number; status: number }> {
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const where = redactUrl(options.url);
  let last = '';
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': options.contentType },
        body: options.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // A chat platform answers in a few bytes; a huge answer is not read past 64 KiB.
      const text = await readLimitedText(response, 65_536);
      if (response.ok) {
        const refused = chatError(text);
        if (refused) throw new WebhookError(`${where} refused the message: ${refused}`);
        return { attempts: attempt, status: response.status };
      }
      last = `HTTP ${response.status}${text ? ` ${text.slice(0, 200)}` : ''}`;
      if (response.status !== 429 && response.status < 500) {
        throw new WebhookError(`${where} refused the message: ${last}`);
      }
    } catch (error) {
      if (error instanceof WebhookError) throw error;
      last =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    }
    if (attempt <= retries) await sleep(backoffMs * 2 ** (attempt - 1));
  }
  throw new WebhookError(`could not post to ${where} after ${retries + 1} attempts: ${last}`);
}
