import type { ActionKey } from '../signature/action-signature.js';

const waitToolPattern = /(?:^|[^a-z])(?:sleep|wait|pause|delay)(?:[^a-z]|$)|^(?:sleep|wait|pause)/i;
/**
 * A command or text that waits: `sleep 30`, `time.sleep(5)`, `Start-Sleep 10`, `timeout 60 cmd` (not a `--timeout`
 * flag), `--wait`, `"wait_seconds":60`, or a command that is only a wait (`{"action":"wait1"}`, `"sleep 5s"`): an
 * environment's clock let run.
 */
export const waitCommandPattern =
  /\bsleep\s*\(?\s*\d|start-sleep|(?<![-\w])timeout\s+\d|--wait\b|"(?:wait|wait_?(?:seconds|secs|ms|for)|sleep(?:_?(?:seconds|ms))?|poll_?interval(?:_\w+)?|block(?:ing)?_?(?:seconds|ms)?)":\s*(?:[1-9]|true)|":\s*"(?:wait|sleep)(?:[\s_-]*\d+\s*[a-z]{0,7})?"/i;

/**
 * A word one of which every match of {@link waitCommandPattern} holds: a text with none waits for nothing, and this
 * pattern, whose branches start with letters, skips through a text faster than that one, whose first branch starts
 * with a word boundary. Keep the two in step.
 */
const waitWords = /sleep|timeout|wait|poll|block/i;

/** True when a call waits on purpose before it answers: a sleep tool, a sleep in a command, a wait argument. */
export function isWaitAction(action: ActionKey): boolean {
  return (
    waitToolPattern.test(action.tool) ||
    (waitWords.test(action.arguments) && waitCommandPattern.test(action.arguments))
  );
}

/** Status words a call's own arguments may set (`update_ticket({status: "pending"})`): no status report then. */
export const statusWordPattern = /pending|running|progress|queued|waiting/i;
/** `kubectl rollout status --timeout=30s`, `gh run watch`: a status call that blocks until it times out. */
export const blockingFlagPattern = /--(?:timeout|wait|watch)\b|\bwatch\b/i;
