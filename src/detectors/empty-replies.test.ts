import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../replay/replay-transcript.js';
import type { TranscriptMessage } from '../replay/transcript.js';

const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };
const nudge = 'Your previous reply had neither a tool call nor a message. Use a tool to continue.';

function replies(
  prompts: readonly number[],
  texts: readonly string[] = prompts.map(() => ''),
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Summarise the notes.' }];
  prompts.forEach((prompt, index) => {
    messages.push({
      role: 'assistant',
      content: texts[index] ?? '',
      usage: { prompt_tokens: prompt, completion_tokens: 1 },
    });
    messages.push({ role: 'user', content: nudge });
  });
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) =>
  replayTranscript({ id: 'empty', messages, source: 'test' }, unlimited);

describe('empty replies', () => {
  it('trip when they repeat back to back with the same nudge', () => {
    expect(verdictOf(replies([400, 420, 440, 460, 480]))).toMatchObject({
      tripped: true,
      detector: 'text_repeat',
      round: 3,
    });
  });

  it('do not trip when a real sentence comes between them', () => {
    const texts = ['', '', 'Let me look at the notes first.', '', ''];
    expect(verdictOf(replies([400, 420, 440, 460, 480], texts)).tripped).toBe(false);
  });

  it('do not trip while the framework trims the prompt before each retry: each call sees a new prompt', () => {
    expect(verdictOf(replies([140_900, 139_400, 137_900, 136_400, 134_900, 133_400])).tripped).toBe(false);
  });

  it('trip when the prompt stays the same size: trimming does not help', () => {
    expect(verdictOf(replies([131_402, 131_402, 131_402, 131_402])).tripped).toBe(true);
  });
});
