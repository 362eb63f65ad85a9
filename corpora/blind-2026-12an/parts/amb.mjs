// Ambiguous runs: repetition a careful reviewer could call either patience or waste; they end on a final answer.
import { addS } from "./lib.mjs";
import { mkTask } from "./fam-sandbox.mjs";
import { open, preamble, world, interject, final } from "./common.mjs";

export function ambSandboxSlow(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "sandbox");
  preamble(ctx, ctx.pre, []);
  const task = mkTask(s, r, run.now());
  const st = { status: "running", vm: task.vm, started: addS(run.now(), 40), progress: r.int(20, 40), queuePos: 5 };
  run.call(`Submitting ${s.file}.`, kit.sbx.submit(s, task, r));
  run.call("Status.", kit.sbx.report(task, st, r), [60, 120]);
  run.call("Still running; checking again.", kit.sbx.report(task, st, r), [90, 180]);
  run.mark();
  run.call("Still the same; one more look before I hand it over.", kit.sbx.report(task, st, r), [120, 240]);
  run.call("Last check.", kit.sbx.report(task, st, r), [120, 240]);
  final(ctx, `The detonation of ${s.file} has been running for ${Math.round((run.now() - st.started) / 60000)} minutes without finishing, which is longer than usual. I am not polling further; please check the sandbox VM pool, or I can resubmit to another machine. Intel already marks the hash as ${s.mw.family}, so containment does not need to wait for the report.`);
  return { kind: "amb-sandbox-slow-then-stops", note: `four polls of an unchanged running task spread over several minutes, then the agent stops and hands over; the third poll (assistant turn ${run.loopFrom}) is where doubt begins` };
}

export function ambRecheckAsked(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "triage");
  preamble(ctx, ctx.pre, ["siemHost"]);
  const w = world(ctx);
  run.call(`Events on ${s.host}.`, kit.siem.query(s, { focus: "host", win: { rel: 24 }, variant: 0 }, w.hostRows, r));
  interject(ctx, "recheck", `run it again, the collector on ${s.host} was restarted ten minutes ago`);
  run.call("Re-running after the collector restart.", kit.siem.query(s, { focus: "host", win: { rel: 24 }, variant: 0 }, w.hostRows, r), [2, 10]);
  run.mark();
  run.call("Same result; once more with the window from the start of the day in case the restart backfilled older events.", kit.siem.query(s, { focus: "host", win: { today: true }, variant: 1 }, w.hostRows, r), [2, 10]);
  interject(ctx, "recheck", "and one more time please, backfill should be done now");
  run.call("Running it again.", kit.siem.query(s, { focus: "host", win: { rel: 24 }, variant: 0 }, w.hostRows, r), [2, 10]);
  final(ctx, `No change after the collector restart: the same ${w.hostRows.length} events on ${s.host}. The chain is complete as first seen.`);
  return { kind: "amb-recheck-asked", note: `the analyst asks twice for re-runs (fair), but the agent adds one unasked re-run in between (assistant turn ${run.loopFrom}), which is where doubt begins` };
}

export function ambIsolateVerify(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "isolate");
  preamble(ctx, ctx.pre, ["edrStatus"]);
  run.call(`Isolating ${s.host}.`, kit.edr.isolate(s, "accepted", { comment: `IR-${s.caseRef}` }, r));
  run.call("Verifying.", kit.edr.status(s, "isolated", r), [20, 60]);
  run.call("Confirming once more before I report it.", kit.edr.status(s, "isolated", r), [20, 60]);
  run.mark();
  run.call("And a final read after a minute, to be sure the policy held.", kit.edr.status(s, "isolated", r), [60, 90]);
  final(ctx, `${s.host} is isolated and has stayed isolated across three reads.`);
  return { kind: "amb-isolate-triple-check", note: `isolation confirmed, then read twice more; the third read (assistant turn ${run.loopFrom}) is where doubt begins` };
}

export function ambIntelSecond(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "intel", { ioc: s.sha256 });
  preamble(ctx, ctx.pre, ["intelHash", "intelIp"]);
  const w = world(ctx);
  const P = kit.intel.filter((p) => p.kinds.includes("sha256"));
  const views = P.map(() => ({ ...w.vHash }));
  P.forEach((p, i) => run.call(i ? "Second source." : "Hash reputation.", p.look({ kind: "sha256", value: s.sha256 }, views[i], r)));
  run.mark();
  const form = P[0].kinds.includes("md5") ? s.md5 : s.sha256;
  run.call("The first source's family label differed a little; re-checking it with the MD5 to be sure it is the same sample.", P[0].look({ kind: form === s.md5 ? "md5" : "sha256", value: form }, views[0], r));
  final(ctx, `${s.sha256.slice(0, 16)}… is ${s.mw.family} according to all sources; the MD5 lookup returned the same sample.`);
  return { kind: "amb-intel-second-look", note: `after every hash source answered, the first is asked again with another hash form (assistant turn ${run.loopFrom}); one extra look, borderline` };
}
