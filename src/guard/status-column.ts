// A job table's status column and the values schedulers print in it while a job waits or runs: LSF's `bjobs`
// (`STAT` … `RUN`, `PEND`), Slurm's `squeue` (`ST` … `R`, `PD`, `CF`), PBS's `qstat` (`S` … `R`, `Q`).
const statusHeader = /(?<=^|\s)(?:STAT|STATUS|STATE|ST|S)(?=\s|$)/;
const goingValue = /^(?:RUN|RUNNING|PEND|PENDING|PSUSP|R|PD|CF|Q|QUEUED|WAITING)$/;
// A readiness column (`kubectl get deploy`, `get pods`: `READY` … `1/3`): fewer ready than wanted is a rollout going on.
const readyHeader = /(?<=^|\s)READY(?=\s|$)/;
const readyShare = /^(\d+)\/(\d+)$/;

/**
 * True when a result opens with a table whose status column (`STAT`, `ST`, `S`, …) says, on the first row, that
 * the job is still waiting or running, or whose `READY` column counts fewer ready than wanted (`1/3`): a
 * scheduler's or a cluster's status answer, read like `"state":"RUNNING"`. The row's value is the word under the
 * column's name (the tables are aligned; names such as `Job id` hold spaces).
 */
export function statusColumnGoing(text: string): boolean {
  const headerEnd = text.indexOf('\n');
  if (headerEnd < 0 || headerEnd > 400) return false;
  const header = text.slice(0, headerEnd);
  const status = statusHeader.exec(header);
  if (status !== null) return goingValue.test(wordUnder(text, headerEnd, status.index, status[0].length));
  const ready = readyHeader.exec(header);
  if (ready === null) return false;
  const share = readyShare.exec(wordUnder(text, headerEnd, ready.index, ready[0].length));
  return share !== null && Number(share[1]) < Number(share[2]);
}

/** The first row's word under a column's name (from `from`, `length` long), or `''`. */
function wordUnder(text: string, headerEnd: number, from: number, length: number): string {
  const to = from + length;
  const rowEnd = text.indexOf('\n', headerEnd + 1);
  const row = text.slice(headerEnd + 1, rowEnd < 0 ? undefined : rowEnd);
  for (const word of row.matchAll(/\S+/g)) {
    const start = word.index;
    if (start < to && start + word[0].length > from) return word[0];
  }
  return '';
}
