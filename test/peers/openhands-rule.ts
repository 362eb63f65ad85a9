import { actedAt, neverActed, type PeerRule, type RunEvent, readRun, sortedJson } from './read-run.js';

/**
 * Reference model, in our own code, of OpenHands' StuckDetector (openhands/controller/stuck.py, the V0
 * controller) in headless mode, as its tests (tests/unit/controller/test_is_stuck.py) pin it down. Before
 * every agent step the controller asks whether the history (user messages left out) shows:
 * 1. the same action with the same observation 4 times;
 * 2. the same action 3 times, each answered by an error, or by the same Jupyter syntax error with its line
 *    and first line unchanged;
 * 3. the same agent message 3 times with no observation in between (monologue);
 * 4. a pair of actions alternating with the same observations over the last 6 steps;
 * 5. 10 context-window condensations, two of them back to back;
 * 6. 3 empty or blank agent messages in a row.
 * When it does, the run stops before that step, so `round` is the number of LLM calls made.
 *
 * How a transcript maps onto their events: an assistant text is a MessageAction; a tool call is an action
 * whose thought is the text next to it; `execute_bash` results are command observations, equal when the
 * command and exit code are (OpenHands ignores their output); `execute_ipython_cell` results are Jupyter
 * observations; `is_error` results are ErrorObservations; a user message named `openhands-condenser` is a
 * condensation; a refused LLM call leaves no event.
 */

type HistoryEvent =
  | { readonly type: 'action'; readonly kind: 'message'; readonly key: string; readonly content: string }
  | { readonly type: 'action'; readonly kind: 'tool'; readonly key: string; readonly code: string | null }
  | {
      readonly type: 'observation';
      readonly kind: 'error' | 'ipython' | 'condensation' | 'other';
      readonly key: string;
      readonly content: string;
    };

const condenser = 'openhands-condenser';
const syntaxErrors = [
  'SyntaxError: unterminated string literal (detected at line',
  'SyntaxError: invalid syntax. Perhaps you forgot a comma?',
  'SyntaxError: incomplete input',
] as const;

function sameAction(left: HistoryEvent, right: HistoryEvent): boolean {
  if (left.type !== 'action' || right.type !== 'action') return left.key === right.key;
  if (left.kind === 'tool' && right.kind === 'tool' && left.code !== null && right.code !== null) {
    // Edits through edit_file_by_replace compare only their first three lines, and need at least three.
    if (left.code.includes('edit_file_by_replace(') && right.code.includes('edit_file_by_replace(')) {
      const leftLines = left.code.split('\n');
      return (
        leftLines.length > 2 &&
        leftLines.slice(0, 3).join('\n') === right.code.split('\n').slice(0, 3).join('\n')
      );
    }
  }
  return left.key === right.key;
}

const allSame = (events: readonly HistoryEvent[]) =>
  events.every((event) => sameAction(events[0] as HistoryEvent, event));

function toHistory(events: readonly RunEvent[]): HistoryEvent[] {
  const history: HistoryEvent[] = [];
  const commands = new Map<string, { name: string; args: unknown }>();
  for (const event of events) {
    if (event.kind === 'assistant') {
      if (event.failed) continue;
      if (event.calls.length === 0) {
        const content = event.text ?? '';
        history.push({ type: 'action', kind: 'message', key: `message:${content}`, content });
        continue;
      }
      event.calls.forEach((call, index) => {
        commands.set(call.id, { name: call.name, args: call.args });
        const thought = index === 0 ? (event.text ?? '') : '';
        const code =
          call.name === 'execute_ipython_cell' ? String((call.args as { code?: unknown })?.code ?? '') : null;
        history.push({
          type: 'action',
          kind: 'tool',
          key: `${call.name}:${sortedJson(call.args)}:${thought}`,
          code,
        });
      });
    } else if (event.kind === 'tool') {
      const call = commands.get(event.id);
      if (event.isError) {
        history.push({ type: 'observation', kind: 'error', key: `error:${event.text}`, content: event.text });
      } else if (call?.name === 'execute_bash') {
        const exit = /\[The command completed with exit code (-?\d+)\.\]/.exec(event.text)?.[1] ?? '-1';
        const command = String((call.args as { command?: unknown })?.command ?? '');
        history.push({
          type: 'observation',
          kind: 'other',
          key: `cmd:${command}:${exit}`,
          content: event.text,
        });
      } else if (call?.name === 'execute_ipython_cell') {
        const code = String((call.args as { code?: unknown })?.code ?? '');
        history.push({
          type: 'observation',
          kind: 'ipython',
          key: `ipython:${code}:${event.text}`,
          content: event.text,
        });
      } else {
        history.push({
          type: 'observation',
          kind: 'other',
          key: `${call?.name}:${event.text}`,
          content: event.text,
        });
      }
    } else if (event.speaker === condenser) {
      history.push({ type: 'observation', kind: 'condensation', key: 'condensation', content: event.text });
    }
    // Other user messages are left out of the history in headless mode.
  }
  return history;
}

/** The last `count` actions and observations, newest first. */
function lastOf(history: readonly HistoryEvent[], count: number) {
  const actions: HistoryEvent[] = [];
  const observations: HistoryEvent[] = [];
  for (let index = history.length - 1; index >= 0; index--) {
    const event = history[index] as HistoryEvent;
    if (event.type === 'action' && actions.length < count) actions.push(event);
    else if (event.type === 'observation' && observations.length < count) observations.push(event);
    if (actions.length === count && observations.length === count) break;
  }
  return { actions, observations };
}

function consistentInvalidSyntax(observations: readonly HistoryEvent[], message: string): boolean {
  const firstLines = new Set<string>();
  const errorLines = new Set<string>();
  for (const observation of observations) {
    const lines = (observation as { content: string }).content.trim().split('\n');
    if (lines.length < 6) return false;
    const first = (lines[0] as string).trim();
    if (!first.startsWith('Cell In[1], line')) return false;
    firstLines.add(first);
    const tail = lines.slice(-3);
    if (
      !(tail[2] as string).startsWith('[Jupyter Python interpreter:') ||
      !(tail[1] as string).startsWith('[Jupyter current working directory:') ||
      !(tail[0] as string).includes(message)
    ) {
      return false;
    }
    errorLines.add(tail[0] as string);
  }
  return firstLines.size === 1 && errorLines.size === 1;
}

function consistentLineError(observations: readonly HistoryEvent[], message: string): boolean {
  const errorLines = new Set<string>();
  for (const observation of observations) {
    const lines = (observation as { content: string }).content.trim().split('\n');
    if (lines.length < 3) return false;
    const tail = lines.slice(-3);
    if (
      !(tail[1] as string).startsWith('[Jupyter current working directory:') ||
      !(tail[2] as string).startsWith('[Jupyter Python interpreter:')
    ) {
      return false;
    }
    if (!(tail[0] as string).includes(message)) return false;
    errorLines.add(tail[0] as string);
  }
  return errorLines.size === 1;
}

function repeatingActionError(history: readonly HistoryEvent[]): boolean {
  const { actions, observations } = lastOf(history, 4);
  if (actions.length < 3 || observations.length < 3) return false;
  if (!allSame(actions.slice(0, 3))) return false;
  const lastThree = observations.slice(0, 3);
  if (lastThree.every((event) => event.type === 'observation' && event.kind === 'error')) return true;
  if (!lastThree.every((event) => event.type === 'observation' && event.kind === 'ipython')) return false;
  return syntaxErrors.some((message) =>
    message.startsWith('SyntaxError: unterminated')
      ? consistentLineError(lastThree, message)
      : consistentInvalidSyntax(lastThree, message),
  );
}

function monologue(history: readonly HistoryEvent[]): boolean {
  const messages = history
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.type === 'action' && event.kind === 'message');
  if (messages.length < 3) return false;
  const lastThree = messages.slice(-3);
  if (!lastThree.every(({ event }) => event.key === lastThree[0]?.event.key)) return false;
  const between = history.slice((lastThree[0]?.index ?? 0) + 1, lastThree[2]?.index ?? 0);
  return !between.some((event) => event.type === 'observation');
}

function alternatingPattern(history: readonly HistoryEvent[]): boolean {
  const { actions, observations } = lastOf(history, 6);
  if (actions.length < 6 || observations.length < 6) return false;
  const everyOther = (events: HistoryEvent[]) =>
    sameAction(events[0] as HistoryEvent, events[2] as HistoryEvent) &&
    sameAction(events[0] as HistoryEvent, events[4] as HistoryEvent) &&
    sameAction(events[1] as HistoryEvent, events[3] as HistoryEvent) &&
    sameAction(events[1] as HistoryEvent, events[5] as HistoryEvent);
  return everyOther(actions) && everyOther(observations);
}

function condensationLoop(history: readonly HistoryEvent[]): boolean {
  const positions = history
    .map((event, index) => (event.type === 'observation' && event.kind === 'condensation' ? index : -1))
    .filter((index) => index >= 0);
  if (positions.length < 10) return false;
  const lastTen = positions.slice(-10);
  return lastTen.slice(1).some((position, index) => position === (lastTen[index] as number) + 1);
}

function emptyReplies(history: readonly HistoryEvent[]): boolean {
  let empty = 0;
  for (let index = history.length - 1; index >= 0; index--) {
    const event = history[index] as HistoryEvent;
    if (event.type === 'action' && event.kind === 'message' && event.content.trim() === '') empty++;
    else break;
  }
  return empty >= 3;
}

function isStuck(history: readonly HistoryEvent[]): boolean {
  if (history.length < 3) return false;
  const { actions, observations } = lastOf(history, 4);
  if (actions.length === 4 && observations.length === 4 && allSame(actions) && allSame(observations))
    return true;
  if (repeatingActionError(history)) return true;
  if (monologue(history)) return true;
  if (history.length >= 6 && alternatingPattern(history)) return true;
  if (history.length >= 10 && condensationLoop(history)) return true;
  return emptyReplies(history);
}

/** OpenHands' verdict on a run: stuck before which LLM call. */
export const openhandsRule: PeerRule = (messages) => {
  const events = readRun(messages);
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as RunEvent;
    if (event.kind === 'assistant' && event.round > 1 && isStuck(toHistory(events.slice(0, index)))) {
      return actedAt(event.round - 1);
    }
  }
  return neverActed;
};
