/**
 * Labelled runs loopguard does not get right yet, with what it does instead: the detection work list. The
 * corpus tests hold every other run to its label and each run here to its gap, so a fix fails the test until
 * its line is removed (the list only shrinks), and a new miss or false stop fails it at once.
 */
export const knownGaps: ReadonlyMap<string, string> = new Map([
  [
    'text-two-agents-negotiation-stalemate',
    'missed (loop from 5): buyer and seller agents restate the same positions (€450 vs €500) turn after turn',
  ],
  [
    'openhands-monologue-around-a-command',
    'missed (loop from 2): the same sentence four times; one command between them hides it from the monologue check',
  ],
  [
    'openhands-context-window-loop-with-user-pushes',
    'missed (loop from 4): the same refusal after every trim; the user keeps saying continue',
  ],
  [
    'gemini-cli-chanting-into-code-block',
    'missed (loop from 2): one sentence nine times, then ten more times inside a code fence',
  ],
]);
