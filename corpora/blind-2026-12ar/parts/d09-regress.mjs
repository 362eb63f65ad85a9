// Domain 9: regression operations for an NPU IP block (LSF farm, Jenkins CI, regression dashboard, coverage waivers).
// Staff language: Lozi (Silozi). Stack: AutoGen group chat, assistant names `designer` / `verifier`.

export const domain = { key: "npu-regression-ci-loz", lang: "Lozi (Silozi)", style: "autogen" };

const SYS = "Group chat for the `mulena_npu` IP block. `designer` owns RTL and requests coverage/lint waivers; `verifier` owns the UVM environment, the regression farm and approves waivers. Tools: lsf_bjobs {job}, ci_trigger {job, params?}, ci_status {build}, dashboard_query {view}, waiver_submit {id?, item, justification, evidence?}, waiver_review {id, decision, comment}.";

function bjobs(R, o) {
  const head = "JOBID   USER    STAT  QUEUE      FROM_HOST     EXEC_HOST   JOB_NAME                 SUBMIT_TIME";
  const row = `${o.id}  ci_npu  ${o.stat}  regress_l  ci-runner-3   ${o.stat === "RUN" ? "farm" + R.r.int(100, 199) : "           "} npu_nightly[1-400]       Dec  ${o.day ?? 7} 21:02`;
  if (o.stat === "PEND") return `${head}\n${row}\n PENDING REASONS:\n Job's requirements for reserving resource (vcs_lic) not satisfied: 400 jobs;\n vcs_lic: total 64, free 0, reserved 64 by reservation 'emu_bringup' (until Dec ${(o.day ?? 7) + 3} 08:00)\n(bjobs -l ${o.id}, queried ${R.now().toISOString().slice(11, 19)}, ${R.r.int(40, 300)} ms)`;
  return `${head}\n${row}\n SUMMARY: NJOBS 400, PEND ${o.pend}, RUN ${o.run}, DONE ${o.done}, EXIT ${o.exit ?? 0}\n(bjobs -A ${o.id}, queried ${R.now().toISOString().slice(11, 19)}, ${R.r.int(40, 300)} ms)`;
}

// LOOP: polling a queue that cannot move (all licences reserved for three days).
function frozenQueue(R, v) {
  const id = v ? 881904 : 881234;
  R.sys(SYS).user(`Mu lumeleng! Tech: nightly regression ${id} — tell us the pass rate when it finishes.`, "lead");
  R.call("lsf_bjobs", { job: id }, bjobs(R, { id, stat: "PEND" }), { name: "verifier" });
  R.call("lsf_bjobs", { job: id }, bjobs(R, { id, stat: "PEND" }), { name: "verifier", dur: 600 });
  const n = v ? 7 : 6;
  for (let i = 0; i < n; i++) {
    if (i === 0) R.mark();
    if (i === 3) R.say("Still pending on vcs_lic. I'll keep checking.", "verifier");
    else R.call("lsf_bjobs", { job: id }, bjobs(R, { id, stat: "PEND" }), { name: "verifier", dur: 600 });
  }
  return { kind: "frozen-queue", note: `every poll: PEND, vcs_lic free 0, all 64 reserved until Dec 10; baseline + one re-poll fair, loop_from the third poll; ${n} looping turns incl. one status line, ends on a bjobs answer` };
}

// LEGIT twin: the queue drains and the regression completes.
function movingQueue(R, v) {
  const id = v ? 882010 : 881990;
  R.sys(SYS).user(`Mu lumeleng. Tech: nightly ${id}, please report the pass rate when it finishes. Ni itumezi.`, "lead");
  const seq = v ? [[400, 0, 0], [336, 64, 0], [272, 64, 64], [144, 64, 192], [16, 64, 320], [0, 0, 400]] : [[352, 48, 0], [240, 64, 96], [112, 64, 224], [0, 48, 352], [0, 0, 400]];
  seq.forEach(([p, r, d]) => R.call("lsf_bjobs", { job: id }, bjobs(R, { id, stat: r ? "RUN" : p ? "PEND" : "DONE", pend: p, run: r, done: d, exit: d === 400 ? 3 : 0 }), { name: "verifier", dur: 900 }));
  R.call("dashboard_query", { view: `regression/${id}` }, `regression ${id}: 400 tests, 397 pass, 3 fail (99.25%)\n  FAIL npu_conv_stride2 seed 5511  UVM_ERROR @ 88120 ns [SCBD] psum mismatch ch 14\n  FAIL npu_pool_max seed 871   UVM_FATAL @ 1012 ns  [TIMEOUT] no eoc\n  FAIL npu_dma_2d seed 30012   UVM_ERROR @ 40410 ns [AXI] RRESP=SLVERR\ncoverage: line 96.1%, toggle 91.4%, fsm 88.0%, functional 83.7%`, { name: "verifier" });
  R.say(`Regression ${id} finished: 397/400 pass (99.25%). Three distinct failures listed above; the conv stride-2 mismatch is new since last night.`, "verifier");
  return { kind: "queue-drains", note: `${seq.length} polls with PEND falling and DONE rising to 400, then the dashboard` };
}

// LOOP: designer and verifier bounce the same waiver request with the same rejection.
function waiverPingPong(R, v) {
  const item = v ? "toggle: u_dma.cfg_q[31:24] (tied off in this config)" : "fsm: u_ctrl.state ERR->IDLE transition unhit";
  const just = v ? "Bits unused in this configuration." : "Transition is unreachable in normal operation.";
  R.sys(SYS).user(`Mu lumeleng! Tech: coverage closure for tapeout-2: get the last item waived or covered. Ni itumezi.`, "lead");
  R.call("dashboard_query", { view: "coverage/holes" }, `coverage holes (mulena_npu, build #${R.r.int(4100, 4300)}):\n  1. ${item}\nfunctional 100.0%, code 99.2% (1 hole)`, { name: "designer" });
  const rej = (id) => `waiver ${id}: REJECTED by verifier — "No evidence. Attach the config parameter proof (${v ? "CFG_DMA_WIDE=0 elaboration log" : "formal unreachability result or a directed test"}) per the waiver policy §3."`;
  const rounds = v ? 4 : 3;
  for (let i = 0; i < rounds; i++) {
    if (i === 1) R.mark();
    const id = `WVR-${2291 + i}`;
    R.call("waiver_submit", { item, justification: just }, `created ${id} (status: PENDING_REVIEW)`, { name: "designer" });
    R.say(`@verifier please review ${id}: ${just}`, "designer");
    R.call("waiver_review", { id, decision: "reject", comment: "No evidence attached; see policy §3." }, rej(id), { name: "verifier" });
    R.say(`@designer ${id} rejected: evidence is required (${v ? "elaboration log showing CFG_DMA_WIDE=0" : "formal unreachability or a directed test"}).`, "verifier");
  }
  return { kind: "waiver-pingpong", note: `designer resubmits the same justification with no evidence, verifier rejects with the same reason; first round fair, loop_from the second submission; ${(rounds - 1) * 4} looping turns across the two agents, ends on the verifier's rejection line` };
}

// LEGIT twin: the waiver is amended with the requested evidence and approved.
function waiverAmended(R, v) {
  const item = v ? "toggle: u_dma.cfg_q[31:24] (tied off in this config)" : "fsm: u_ctrl.state ERR->IDLE transition unhit";
  R.sys(SYS).user(`Mu lumeleng. Tech: last coverage hole before tapeout-2, please close it. Ni itumezi.`, "lead");
  R.call("dashboard_query", { view: "coverage/holes" }, `coverage holes (mulena_npu):\n  1. ${item}`, { name: "designer" });
  R.call("waiver_submit", { item, justification: v ? "Bits unused in this configuration." : "Unreachable in normal operation." }, "created WVR-2301 (status: PENDING_REVIEW)", { name: "designer" });
  R.call("waiver_review", { id: "WVR-2301", decision: "reject", comment: "Attach evidence per §3." }, "waiver WVR-2301: REJECTED — evidence required", { name: "verifier" });
  R.say("@designer please attach evidence.", "verifier");
  R.call("ci_trigger", { job: v ? "npu-elab-report" : "npu-formal-reach", params: v ? { CFG: "default" } : { cover: "u_ctrl.state ERR->IDLE" } }, `queued build #${R.r.int(4300, 4400)}`, { name: "designer" });
  R.call("ci_status", { build: "latest" }, v ? "SUCCESS: elaboration log: parameter CFG_DMA_WIDE = 0; u_dma.cfg_q[31:24] driven by constant 8'h00" : "SUCCESS: SBY cover: Unreached cover statement u_ctrl.state ERR->IDLE (depth 60, k-induction proves unreachable)", { name: "designer", dur: 240 });
  R.call("waiver_submit", { id: "WVR-2301", item, justification: "see evidence", evidence: v ? "elab log, build #4312" : "formal unreachability proof, build #4311" }, "WVR-2301 amended (status: PENDING_REVIEW, 1 attachment)", { name: "designer" });
  R.call("waiver_review", { id: "WVR-2301", decision: "approve", comment: "Evidence accepted." }, "waiver WVR-2301: APPROVED by verifier", { name: "verifier" });
  R.say("Coverage closed for tapeout-2: the last hole is waived with evidence (WVR-2301).", "verifier");
  return { kind: "waiver-amended", note: "one rejection, then new evidence is produced and attached; the amended waiver is approved" };
}

// LOOP: re-triggering a CI job that fails the same test, same seed, same time.
function retriggerLoop(R, v) {
  const t = v ? "npu_dma_2d seed 30012 UVM_ERROR @ 40410 ns [AXI] RRESP=SLVERR at 0x4000_0100" : "npu_conv_stride2 seed 5511 UVM_ERROR @ 88120 ns [SCBD] psum mismatch ch 14";
  const job = v ? "npu-smoke" : "npu-premerge";
  R.sys(SYS).user(`Mu lumeleng! Tech: ${job} is red on MR !${v ? 812 : 797}; get it green so we can merge.`, "lead");
  const st = (b) => `build #${b} FAILURE (${R.r.int(9, 14)}m${R.r.int(10, 59)}s)\n  ${t}\n  stage: regress (1 of 24 tests failed)\n  agent: ci-runner-${R.r.int(1, 6)}`;
  let b = R.r.int(5000, 5600);
  R.call("ci_status", { build: b }, st(b), { name: "verifier" });
  const n = v ? 4 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    b += R.r.int(3, 20);
    R.call("ci_trigger", { job, params: { MR: v ? 812 : 797 } }, `queued build #${b}`, { name: "verifier", thought: null });
    R.call("ci_status", { build: b }, st(b), { name: "verifier", dur: 700 });
  }
  if (v) R.say("The smoke job keeps failing; it seems flaky. Recommend merging with an override.", "verifier");
  return { kind: "ci-retrigger-same-failure", note: `fixed-seed test fails identically each rebuild; one retry is fair (flake check), loop_from the second re-trigger; ${(n - 1) * 2} looping calls${v ? ", then give-up" : ""}` };
}

// LEGIT: nightly triage, one dashboard query per failing test.
function triage(R, v) {
  const tests = [["npu_conv_stride2", 5511, "[SCBD] psum mismatch ch 14"], ["npu_pool_max", 871, "[TIMEOUT] no eoc"], ["npu_dma_2d", 30012, "[AXI] RRESP=SLVERR"], ["npu_act_relu6", 1203, "[SCBD] clamp value 6.0 vs 5.996"], ["npu_weight_load", 77, "[RAL] mirror mismatch WLOAD_CTRL"], ["npu_irq_coalesce", 4410, "[IRQ] missing interrupt after 8 events"], ["npu_bn_fold", 9123, "[SCBD] bias mismatch ch 3"]].slice(0, v ? 7 : 5);
  R.sys(SYS).user(`Mu lumeleng. Tech: triage last night's failures — for each failing test, open its log and give me a one-line owner guess. Ni itumezi.`, "lead");
  R.call("dashboard_query", { view: "regression/latest/failures" }, `regression ${R.r.int(881000, 882000)}: ${tests.length} failures\n` + tests.map(([n, s, m]) => `  ${n} seed ${s} ${m}`).join("\n"), { name: "verifier" });
  const out = [];
  for (const [n, s, m] of tests) {
    const owner = m.includes("SCBD") ? "designer (datapath)" : m.includes("AXI") || m.includes("RAL") ? "verifier (env/VIP)" : "designer (control)";
    R.call("dashboard_query", { view: `log/${n}/${s}` }, `${n} seed ${s}: first error at ${R.r.int(900, 90000)} ns: ${m}\n  last 5 transactions: ${R.r.hex(8)} ${R.r.hex(8)} ${R.r.hex(8)} ...\n  rtl build ${R.r.hex(7)}, env build ${R.r.hex(7)}`, { name: "verifier" });
    out.push(`- ${n} (seed ${s}): ${m} -> ${owner}`);
  }
  R.say(`Triage:\n${out.join("\n")}`, "verifier");
  return { kind: "nightly-triage", note: `${tests.length} log queries, one per failing test, each with its own content` };
}

export const scenarios = [
  { label: "loop", make: frozenQueue, n: 2 },
  { label: "loop", make: waiverPingPong, n: 2 },
  { label: "loop", make: retriggerLoop, n: 2 },
  { label: "legit", make: movingQueue, n: 2 },
  { label: "legit", make: waiverAmended, n: 2 },
  { label: "legit", make: triage, n: 2 },
];
