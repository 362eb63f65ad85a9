// The eight legit look-alikes and the four ambiguous shapes.
import { logBody } from './kinds-loop.mjs';

function close(w, extra) {
  // A few legit runs are captured right after their last tool result, before the closing answer.
  if (w.r.chance(0.12)) return;
  w.run.say(`${w.kit.done}${extra ? `\n\n${extra}` : ''}`);
}

/** The person's second request and the agent's "still failing" reply, per staff language. */
const AGAIN2 = {
  Czech: ['Ještě jednou prosím, teď už by to mělo projít.', 'Pořád stejná chyba, zkusil jsem to znovu.'],
  Romanian: ['Mai încearcă o dată, te rog – acum ar trebui să meargă.', 'Tot aceeași eroare, am reîncercat.'],
  Ukrainian: ['Спробуй ще раз, будь ласка, тепер має спрацювати.', 'Та сама помилка, я повторив спробу.'],
  Finnish: ['Kokeile vielä kerran, nyt pitäisi toimia.', 'Sama virhe edelleen, kokeilin uudelleen.'],
  Hungarian: ['Próbáld meg még egyszer, most már mennie kell.', 'Még mindig ugyanaz a hiba, újrapróbáltam.'],
  Persian: ['لطفاً یک بار دیگر امتحان کن، حالا باید درست شده باشد.', 'هنوز همان خطا است، دوباره امتحان کردم.'],
  Bengali: ['আরেকবার চেষ্টা করুন, এখন ঠিক হওয়ার কথা।', 'এখনও একই ত্রুটি, আবার চেষ্টা করেছি।'],
  Tagalog: ['Subukan mo ulit, dapat gumana na ngayon.', 'Ganoon pa rin ang error, sinubukan ko ulit.'],
};

export const LEGIT = {
  'pagination-real'(w) {
    const total = w.r.int(4, 9);
    for (let p = 0; p < total; p++)
      w.do(
        'page',
        p === 0
          ? 'Listing everything, page by page.'
          : w.r.pick([null, 'Next page.', 'Continue the listing.']),
        p,
        total,
      );
    close(w, `${total} pages read.`);
    return { note: `${total} pages of a real listing, each with new rows, ending on the last page` };
  },
  'poll-progresses'(w) {
    const it = w.target;
    const n = w.r.int(5, 11);
    const ph = w.kit.phases;
    for (let i = 0; i <= n; i++) {
      const pct = i === n ? 100 : Math.round((i / n) * 90 + w.r.int(0, 5));
      const st = { phase: i === 0 ? ph[0] : i === n ? ph[2] : ph[1], pct, done: i === n };
      if (i > 0 && w.r.chance(0.5)) w.sleep(w.r.pick([30, 60, 90]), w.r.pick([null, 'Waiting.']));
      w.do(
        'poll',
        i === 0
          ? 'The scheduler re-queued it; watching progress.'
          : w.r.pick([null, 'Checking progress.', 'Polling.']),
        it,
        st,
      );
    }
    close(w);
    return { note: `polls ${it} ${n + 1} times; the status moves every time and reaches done` };
  },
  'retry-succeeds'(w) {
    const it = w.target;
    w.do('fail', 'Running the failed step.', it, 0);
    w.sleep(w.r.pick([30, 60]), 'Looks transient; wait and retry once.');
    if (w.r.chance(0.5)) w.do('fail', 'Retrying.', it, 0).sleep(120, 'Longer back-off.');
    w.do('ok', 'Retry.', it);
    w.do('act', 'Dependency is back; finishing the job.', it);
    w.do('poll', 'Verify.', it, { phase: w.kit.phases[2], pct: 100, done: true });
    close(w, `${it}: retry succeeded after back-off.`);
    return { note: `a failing dependency for ${it} retried with back-off, then succeeds and work continues` };
  },
  'batch-items'(w) {
    const n = w.r.int(6, 14);
    const items = [w.target, ...w.spare].slice(0, Math.min(n, w.spare.length + 1));
    const withAct = w.r.chance(0.5);
    for (const it of items) {
      w.do('read', w.r.pick([null, `Next: ${it}.`, `Checking ${it}.`]), it, 0);
      if (withAct) w.do('act', null, it);
    }
    close(w, `Processed: ${items.join(', ')}.`);
    return { note: `the same check${withAct ? ' and fix' : ''} over ${items.length} distinct items` };
  },
  'user-asks-again'(w) {
    const it = w.target;
    w.do('fail', 'Running the failing step.', it, 0);
    w.run.say(`${w.kit.blocked}`);
    w.run.user(w.kit.again);
    w.do('fail', 'Re-running as asked.', it, 0);
    w.run.say(AGAIN2[w.kit.lang][1]);
    w.run.user(AGAIN2[w.kit.lang][0]);
    w.do('ok', 'Once more, as asked.', it);
    w.do('act', 'It works now; finishing.', it);
    close(w);
    return { note: `the person asks twice for the same check; the third attempt succeeds after their fix` };
  },
  'edit-converges'(w) {
    const it = w.target;
    const e = w.kit.errs(it);
    w.do('check', 'Validate first.', it, e);
    for (let k = 0; k < 3; k++) {
      w.do('edit', w.r.pick(['Fix the first reported problem.', 'Next problem.', null]), it, k);
      w.do('check', null, it, e.slice(k + 1));
    }
    w.do('act', 'Config is clean; applying.', it);
    close(w);
    return { note: `edit-validate cycle on ${it}; each edit removes one error until the check is clean` };
  },
  'log-follow'(w) {
    const it = w.target;
    const n = w.r.int(4, 8);
    let k = w.r.int(100, 400);
    for (let i = 0; i < n; i++) {
      const m = w.r.int(8, 55);
      const body = logBody(w.kit, it, k, m, w.run.now - m * 2000, 2000);
      k += m;
      w.run.call(
        w.r.pick([
          i === 0 ? 'Following the log of the rerun.' : null,
          'Follow the log.',
          'More output since last time?',
        ]),
        w.kit.logs(it, w.r.pick([40, 60, 80]), body + (i === n - 1 ? '\n--- finished OK ---' : '')),
      );
      if (i < n - 1 && w.r.chance(0.5)) w.sleep(w.r.pick([20, 30, 60]), null);
    }
    close(w);
    return { note: `follows ${it}'s log ${n} times; every read shows new lines and it ends with success` };
  },
  'alternating-per-item'(w) {
    const n = w.r.int(4, 8);
    const items = [w.target, ...w.spare].slice(0, n);
    for (const it of items) w.do('read', null, it, 0).do('read2', w.r.pick([null, `Detail for ${it}.`]), it);
    close(w, `Checked ${items.length} items.`);
    return { note: `alternates two reads, but over ${items.length} distinct items` };
  },
};

export const AMBIG = {
  'amb-backoff-then-ask'(w) {
    const it = w.target;
    const waits = [30, 60, 120, 240];
    w.do('fail', 'Running the step.', it, 0);
    for (const s of waits) w.sleep(s, `Back off ${s}s.`).do('fail', null, it, 0);
    w.run.say(`${w.kit.blocked}`);
    return {
      at: 4,
      note: 'one request retried with doubling back-off four times, then hands over; patient or stuck?',
    };
  },
  'amb-double-check'(w) {
    const it = w.target;
    w.do('act', 'Applying the fix.', it);
    const ok = { phase: w.kit.phases[2], pct: 100, done: true };
    w.do('poll', 'Verify.', it, ok)
      .do('poll', 'Verify once more to be safe.', it, ok)
      .do('poll', 'And a last confirmation.', it, ok);
    close(w);
    return {
      at: 2,
      note: 'after the fix the same verification runs three times in a row; cautious or stuck?',
    };
  },
  'amb-slow-poll'(w) {
    const it = w.target;
    const n = w.r.int(8, 11);
    const base = w.r.int(30, 60);
    for (let i = 0; i < n; i++) {
      w.sleep(60, null);
      w.do('poll', w.r.pick([null, 'Progress is very slow.']), it, {
        phase: w.kit.phases[1],
        pct: base + Math.floor(i / 3),
        done: false,
      });
    }
    w.run.say(
      'Progress is crawling (about one percent every few minutes). Should I keep waiting or stop it?',
    );
    return { at: 5, note: 'polls with progress that moves only every third check; slow job or frozen?' };
  },
  'amb-search-giveup'(w) {
    const it = w.target;
    const qs = w.kit.queries(it);
    for (let i = 0; i < 5; i++)
      w.run.call(
        i ? 'Another check.' : 'Check the dependency.',
        w.kit.search(qs[i], { ...w.r, now: w.run.now }),
      );
    w.run.say(w.kit.blocked);
    return { at: 3, note: 'five different probes of one dependency, then gives up: diagnosis or busywork?' };
  },
};
