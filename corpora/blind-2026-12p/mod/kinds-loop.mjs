// The ten loop kinds. Each writes its shape after the warm-up and returns loop_from (a message index) and a note.

/** Lines of a log file as the kit prints them, k0.. with a fixed spacing. */
export function logBody(kit, it, k0, n, t0, dt) {
  return Array.from({ length: n }, (_, i) => kit.logLine(it, k0 + i, t0 + i * dt)).join('\n');
}

function finish(w, p = 0.3) {
  if (w.r.chance(p)) w.run.say(`${w.target}: ${w.kit.blocked}`);
}

/** Edit pairs that undo each other, per kit. */
const FLIP = {
  'airflow-etl-cs': [1, 3],
  'dbt-warehouse-ro': [2, 3],
  'k8s-rollout-uk': [0, 3],
  'backup-restore-fi': [2, 3],
  'spark-yarn-hu': [2, 3],
  'opensearch-ops-fa': [0, 3],
  'apt-mirror-bn': [0, 3],
  'mysql-replication-tl': [0, 3],
  'ansible-pos-ro': [1, 3],
  'pnpm-monorepo-cs': [0, 3],
};

const AGENTS = [
  ['dba-agent', 'network-agent'],
  ['platform-agent', 'security-agent'],
  ['release-agent', 'storage-agent'],
];

export const LOOPS = {
  'identical-repeat'(w) {
    const it = w.target;
    w.do('read', 'Checking the current state.', it, 0);
    const from = w.run.mark();
    const n = w.r.int(4, 8);
    const notes = [
      'Checking again.',
      null,
      'Let me re-check the status.',
      null,
      'Re-checking before I decide.',
      'Looking once more.',
    ];
    for (let i = 0; i < n; i++) w.do('read', w.r.pick(notes), it, 0);
    finish(w, 0.2);
    return {
      from,
      note: `the same ${w.kit.read(it, 0, { ...w.r, now: 0 })[0]} read of ${it} repeated ${n} more times; only timings/ids change`,
    };
  },
  'trivial-variant'(w) {
    const it = w.target;
    w.do('read', 'First the overview.', it, 0);
    const from = w.run.mark();
    const n = w.r.int(4, 7);
    const notes = [
      "Maybe the filter wasn't applied; re-run with the flag spelled differently.",
      'Try the long option form.',
      'Same query, written a bit differently, to rule out parsing.',
      null,
      'Let me run it once more in a slightly different form.',
    ];
    for (let i = 1; i <= n; i++) w.do('read', w.r.pick(notes), it, i);
    finish(w, 0.2);
    return {
      from,
      note: `the same read of ${it} re-spelled ${n} times (flag order, spacing, quoting); same facts`,
    };
  },
  'ping-pong'(w) {
    const it = w.target;
    if (w.r.chance(0.5)) {
      const [a, b] = w.r.pick(AGENTS);
      const ask = (who, q) => {
        const ticket = `T-${w.r.int(10000, 99999)}`;
        const other = who === a ? b : a;
        const say = w.r.pick([
          `This is outside my scope for ${it}: the failing piece is owned by ${other}. Please coordinate with ${other}.`,
          `Checked on my side, nothing wrong for ${it}. Looks like ${other}'s area; please ask ${other}.`,
          `Not mine. ${it} depends on something ${other} runs. Route it to ${other}.`,
        ]);
        w.run.call(`Asking ${who}.`, [
          'ask_agent',
          { agent: who, message: q },
          `[${who}] ticket ${ticket} · ${w.r.int(2, 14)}s\n${say}`,
        ]);
      };
      ask(a, `Can you unblock ${it}? Details in the logs.`);
      ask(b, `${a} says ${it} is yours. Can you take it?`);
      const from = w.run.mark();
      const n = w.r.int(3, 5);
      for (let i = 0; i < n; i++) {
        ask(a, `${b} says ${it} is on your side. Could you check again?`);
        ask(b, `${a} sends ${it} back to you. Please take it.`);
      }
      finish(w, 0.25);
      return {
        from,
        note: `two peer agents hand ${it} back and forth ${n} more rounds; answers differ only by ticket ids and latency`,
      };
    }
    w.do('read', 'State first.', it, 0).do('read2', 'Then the error detail.', it);
    const from = w.run.mark();
    const n = w.r.int(3, 5);
    for (let i = 0; i < n; i++)
      w.do('read', w.r.pick([null, 'Back to the overview.', 'Compare with the state again.']), it, 0).do(
        'read2',
        w.r.pick([null, 'And the detail again.']),
        it,
      );
    finish(w, 0.2);
    return { from, note: `alternates the state and detail reads of ${it} ${n} more rounds with nothing new` };
  },
  'cycle-3'(w) {
    const it = w.target;
    const pass = (first) => {
      w.do('read', first ? 'Overview.' : w.r.pick([null, 'Start over from the overview.']), it, 0);
      w.do('read2', first ? 'Error detail.' : null, it);
      w.do('read3', first ? 'Target side.' : w.r.pick([null, 'And the target again.']), it);
    };
    pass(true);
    const from = w.run.mark();
    const n = w.r.int(3, 4);
    for (let i = 0; i < n; i++) pass(false);
    finish(w, 0.3);
    return {
      from,
      note: `a three-step cycle (state, detail, target) over ${it} repeated ${n} more passes, same facts`,
    };
  },
  'retry-storm-varied'(w) {
    const it = w.target;
    const notes = [
      'Retrying with a different option.',
      'Maybe a smaller request works.',
      'Try again with more verbose output.',
      'Another variant of the same step.',
      'Perhaps it was transient; once more.',
      null,
    ];
    w.do('fail', 'Running the step that failed overnight.', it, 0);
    w.do('fail', 'Could be transient; one retry.', it, 1);
    const from = w.run.mark();
    const n = w.r.int(4, 7);
    for (let i = 2; i < n + 2; i++) {
      if (w.r.chance(0.25)) w.sleep(w.r.pick([10, 15, 30]), 'Short pause before the next attempt.');
      w.do('fail', w.r.pick(notes), it, i);
    }
    finish(w, 0.45);
    return {
      from,
      note: `the same failing dependency for ${it} retried ${n} more times through varied requests; the same error every time`,
    };
  },
  'poll-frozen'(w) {
    const it = w.target;
    const st = { phase: w.kit.phases[1], pct: w.r.int(12, 78) };
    w.do('poll', 'The scheduler re-queued it this morning; watching its progress.', it, st);
    const from = w.run.mark();
    const n = w.r.int(6, 12);
    for (let i = 0; i < n; i++) {
      if (w.r.chance(0.5))
        w.sleep(w.r.pick([30, 60, 60, 120]), w.r.pick([null, 'Waiting before the next check.']));
      w.do('poll', w.r.pick([null, 'Still in progress; checking again.', 'Polling.']), it, st);
    }
    finish(w, 0.2);
    return { from, note: `polls ${it} ${n} more times; state frozen at ${st.phase} ${st.pct}%` };
  },
  'window-shift'(w) {
    const it = w.target;
    const body = logBody(
      w.kit,
      it,
      w.r.int(100, 900),
      w.r.int(30, 72),
      w.run.now - 3600000,
      w.r.int(4000, 30000),
    );
    const wins = w.r.shuffle([40, 50, 60, 80, 100, 150, 200]);
    w.run.call('Read the recent log.', w.kit.logs(it, wins[0], body));
    const from = w.run.mark();
    const n = w.r.int(4, 6);
    const notes = [
      'Widen the window a bit.',
      'Maybe the relevant lines are just outside; shift the window.',
      null,
      'Try a different range.',
    ];
    for (let i = 1; i <= n; i++) w.run.call(w.r.pick(notes), w.kit.logs(it, wins[i], body));
    finish(w, 0.2);
    return {
      from,
      note: `re-reads the same stale log lines of ${it} through ${n} shifted windows; nothing new is written`,
    };
  },
  'text-repeat'(w) {
    const it = w.target;
    w.do('read', 'State first.', it, 0).do('read2', null, it);
    const plan = `Plan for ${it}: 1) fix the cause shown above, 2) re-run the failed step, 3) verify the result and report back. I will start with step 1 now.`;
    w.run.say(plan);
    let from = 0;
    const n = w.r.int(4, 6);
    for (let i = 0; i < n; i++) {
      w.run.user(w.r.pick(['(auto) Continue.', '(auto) Continue with the task.', 'continue']));
      if (i === 0) from = w.run.mark();
      const v =
        i % 3 === 0
          ? plan
          : i % 3 === 1
            ? plan.replace('I will start', 'Starting')
            : plan.replace('report back', 'report');
      if (i % 2) w.do('read', v, it, 0);
      else w.run.say(v);
    }
    return {
      from,
      note: `the agent restates the same three-step plan for ${it} ${n} more times without doing step 1`,
    };
  },
  'no-progress-busy'(w) {
    const it = w.target;
    const qs = w.kit.queries(it);
    const from0 = w.run.mark();
    const n = w.r.int(6, 9);
    let from = from0;
    for (let i = 0; i < n; i++) {
      if (i === 2) from = w.run.mark();
      w.run.call(
        w.r.pick([
          'Another way to check the same thing.',
          'Try this angle.',
          null,
          'Let me check the connection again.',
        ]),
        w.kit.search(qs[i % qs.length], { ...w.r, now: w.run.now }),
      );
    }
    finish(w, 0.4);
    return {
      from,
      note: `keeps probing the same unreachable dependency of ${it} with reformulated checks (${n}); same answer each time`,
    };
  },
  'fix-rebreak'(w) {
    const it = w.target;
    const e = w.kit.errs(it);
    const [a, b] = FLIP[w.kit.key];
    w.do('check', 'Validate first.', it, [e[0]]);
    const flip = () => {
      w.do('edit', w.r.pick(['Fixing the reported problem.', 'Apply the fix.', null]), it, a);
      w.do('check', null, it, [e[1]]);
      w.do('edit', w.r.pick(['That broke something else; revert.', 'Undo that change.', null]), it, b);
      w.do('check', null, it, [e[0]]);
    };
    flip();
    const from = w.run.mark();
    const n = w.r.int(2, 3);
    for (let i = 0; i < n; i++) flip();
    finish(w, 0.3);
    return {
      from,
      note: `edit and revert of the same line in ${it}'s config alternate ${n} more rounds; the two errors swap back and forth`,
    };
  },
};
