// A job table's status column and the values schedulers print in it while a job waits or runs: LSF's `bjobs`
// (`STAT` … `RUN`, `PEND`), Slurm's `squeue` (`ST` … `R`, `PD`, `CF`), PBS's `qstat` (`S` … `R`, `Q`).
const statusHeader = /(?<=^|\s)(?:STAT|STATUS|STATE|ST|S)(?=\s|$)/;
const goingValue = /^(?:RUN|RUNNING|PEND|PENDING|PSUSP|R|PD|CF|Q|QUEUED|WAITING)$/;

/**
 * True when a result opens with a table whose status column (`STAT`, `ST`, `S`, …) says, on the first row, that
 * the job is still waiting or running: a scheduler's status answer, read like `"state":"RUNNING"`. The row's value
 * is the word under the column's name (the tables are aligned; names such as `Job id` hold spaces).
 */
export function statusColumnGoing(text: string): boolean {
  const headerEnd = text.indexOf('\n');
  if (headerEnd < 0 || headerEnd > 400) return false;
  const found = statusHeader.exec(text.slice(0, headerEnd));
  if (found === null) return false;
  const from = found.index;
  const to = from + found[0].length;
  const rowEnd = text.indexOf('\n', headerEnd + 1);
  const row = text.slice(headerEnd + 1, rowEnd < 0 ? undefined : rowEnd);
  for (const word of row.matchAll(/\S+/g)) {
    const start = word.index;
    if (start < to && start + word[0].length > from) return goingValue.test(word[0]);
  }
  return false;
}
