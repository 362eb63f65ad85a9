/** A count of the event loop's turns, taken while `running` is true. */
export interface LoopTurns {
  turns: number;
  running: boolean;
}

/** Starts counting the event loop's turns (one `setImmediate` a turn) until `running` is set false. */
export function loopTurns(): LoopTurns {
  const ticker: LoopTurns = { turns: 0, running: true };
  const tick = () => {
    ticker.turns++;
    if (ticker.running) setImmediate(tick);
  };
  setImmediate(tick);
  return ticker;
}
