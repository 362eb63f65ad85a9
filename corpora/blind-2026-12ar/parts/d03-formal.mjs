// Domain 3: formal property checking of an AXI4-Lite to APB bridge with SymbiYosys.
// Staff language: Kalmyk (Cyrillic). Stack: text-only ReAct agent on DeepSeek.
import { clock } from "./core.mjs";

export const domain = { key: "formal-axi-bridge-xal", lang: "Kalmyk (Cyrillic)", style: "react_deepseek" };

const SYS = "You are a formal-verification agent for the `axi2apb` bridge (AXI4-Lite slave, APB3 master, 4 APB slaves). Answer with Thought / Action / Action Input, and finish with Final Answer. Tools: sby_run {task, engine?, depth?, mode?}, sby_trace {task} (summarises the counterexample VCD), file_read {path, lines}, file_edit {path, find, replace}. Working dir: ~/fv/axi2apb.";

function sby(R, o) {
  const task = o.task; const L = [];
  const t0 = R.now(); let t = t0.getTime();
  const ln = (s, d = 0) => { t += d * 1000; L.push(`SBY ${clock(new Date(t))} [${task}] ${s}`); };
  let el = 0; const es = (lo, hi) => { el += R.r.int(lo, hi); t += 0; return `0:00:${String(Math.min(el, 59)).padStart(2, "0")}`; };
  ln(`Copy 'rtl/axi2apb.sv' to '${task}/src/axi2apb.sv'.`);
  ln(`engine_0: ${o.engine ?? "smtbmc yices"}`);
  ln(`base: starting process "cd ${task}/src; yosys -ql ../model/design.log ../model/design.ys"`);
  ln(`base: finished (returncode=0)`, R.r.int(1, 2));
  const mode = o.mode ?? "bmc";
  if (o.fail) {
    const stage = o.induction ? "induction" : "basecase";
    ln(`engine_0.${stage}: ##   ${es(0, 2)}  Checking assertions in step ${o.fail.step}..`, R.r.int(1, 6));
    ln(`engine_0.${stage}: ##   ${es(1, 4)}  ${o.induction ? "Temporal induction failed!" : "BMC failed!"}`);
    ln(`engine_0.${stage}: ##   ${es(0, 0)}  Assert failed in axi2apb: ${o.fail.loc} (${o.fail.name})`);
    ln(`engine_0.${stage}: ##   ${es(0, 1)}  Writing trace to VCD file: engine_0/trace${o.induction ? "_induct" : ""}.vcd`);
    ln(`engine_0: Status returned by engine for ${stage}: FAIL`);
    ln(`summary: Elapsed clock time [H:MM:SS (secs)]: 0:00:${String(Math.round((t - t0.getTime()) / 1000) + 2).padStart(2, "0")} (${Math.round((t - t0.getTime()) / 1000) + 2})`);
    ln(`summary: engine_0 (${o.engine ?? "smtbmc yices"}) returned FAIL for ${stage}`);
    ln(`DONE (FAIL, rc=2)`);
  } else if (o.unreached) {
    ln(`engine_0: ##   ${es(10, 30)}  Checking cover reachability in step ${o.depth - 1}..`, R.r.int(8, 30));
    ln(`engine_0: ##   ${es(5, 20)}  Unreached cover statement at ${o.unreached} (${o.cname}).`);
    ln(`summary: engine_0 (${o.engine ?? "smtbmc yices"}) returned FAIL`);
    ln(`DONE (FAIL, rc=2)`);
  } else {
    ln(`engine_0: ##   0:00:${String(R.r.int(10, 59))}  Status: passed (${mode === "prove" ? "induction" : "bmc depth " + o.depth})`, R.r.int(5, 90));
    ln(`summary: Elapsed clock time [H:MM:SS (secs)]: 0:0${R.r.int(1, 6)}:${String(R.r.int(10, 59))}`);
    ln(`summary: engine_0 (${o.engine ?? "smtbmc yices"}) returned PASS${mode === "bmc" ? " for basecase" : ""}`);
    ln(`DONE (PASS, rc=0)`);
  }
  return L.join("\n");
}

const F = [
  { name: "_witness_.check_a_psel_onehot", loc: "rtl/axi2apb.sv:203.13-203.46", step: 7 },
  { name: "_witness_.check_a_bvalid_hold", loc: "rtl/axi2apb.sv:227.5-227.61", step: 11 },
];

// LOOP: the same counterexample (same assertion, same step) through a roulette of solver engines.
function engineLoop(R, v) {
  const f = F[v];
  R.sys(SYS).user(`Мендвт! Tech: the nightly "bmc" task of axi2apb fails. Find whether it is a real bug or a solver glitch.`, "staff");
  R.call("sby_run", { task: "axi2apb_bmc" }, sby(R, { task: "axi2apb_bmc", fail: f }), { thought: "Reproduce the nightly failure first." });
  const engines = ["smtbmc boolector", "smtbmc bitwuzla", "abc bmc3", "smtbmc z3", "smtbmc --unroll yices", "abc pdr"];
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    R.call("sby_run", { task: "axi2apb_bmc", engine: engines[i] }, sby(R, { task: "axi2apb_bmc", engine: engines[i], fail: f }), { thought: i === 0 ? "Check with a second solver to rule out a solver bug." : "Maybe this engine will not report it; try another solver." });
  }
  return { kind: "engine-roulette-same-cex", note: `${f.name} fails at step ${f.step} for every engine; one cross-check with a second solver is fair, loop_from is the second engine change; ${n - 1} looping runs, never opens the trace, ends on an sby answer` };
}

// LOOP: induction fails; the agent toggles the depth between values it has already tried.
function inductionLoop(R, v) {
  const name = v ? "_witness_.check_a_outstanding_le_max" : "_witness_.check_a_rdata_stable";
  const loc = v ? "rtl/axi2apb.sv:251.5-251.52" : "rtl/axi2apb.sv:240.9-240.60";
  R.sys(SYS).user(`Мендвт. Tech: "prove" mode of axi2apb does not complete. We need a full proof for sign-off.`, "staff");
  const depths = v ? [20, 24, 32, 20, 24, 20, 24] : [20, 24, 32, 24, 20, 24];
  depths.forEach((d, i) => {
    if (i === 3) R.mark();
    R.call("sby_run", { task: "axi2apb_prove", mode: "prove", depth: d }, sby(R, { task: "axi2apb_prove", engine: "smtbmc yices", induction: true, fail: { name, loc, step: d } }), { thought: i === 0 ? "Run the proof." : i < 3 ? "Induction failed; maybe a deeper induction will succeed." : "Try the earlier depth again, maybe it was a timeout." });
  });
  if (!v) R.say("The proof does not converge at depths 20, 24 or 32. Recommend running BMC only for sign-off.");
  return { kind: "induction-depth-toggle", note: `induction fails on ${name} at the last step of each depth (a missing invariant); 20, 24, 32 are a fair search, loop_from is the return to a depth already tried; ${depths.length - 3} looping runs${v ? ", ends on an sby answer" : ", then a give-up"}` };
}

// LOOP: unreachable cover; cosmetic edits to the assumptions and an identical re-run.
function coverLoop(R, v) {
  const cn = v ? "_witness_.cover_c_err_resp" : "_witness_.cover_c_back2back_wr";
  const at = v ? "rtl/axi2apb_props.sv:88.7-88.44" : "rtl/axi2apb_props.sv:74.7-74.58";
  R.sys(SYS).user(`Мендвт! Tech: cover task shows an unreached cover (${cn.replace("_witness_.cover_", "")}). Make it reachable or tell me why it cannot be.`, "staff");
  R.call("sby_run", { task: "axi2apb_cover", mode: "cover", depth: 40 }, sby(R, { task: "axi2apb_cover", depth: 40, unreached: at, cname: cn }));
  R.call("file_read", { path: "rtl/axi2apb_props.sv", lines: [60, 90] }, `60  // environment assumptions\n61  assume property (@(posedge clk) ${v ? "!pslverr" : "awvalid |-> !wvalid_prev"});\n62  assume property (@(posedge clk) s_rready);\n...\n${at.split(":")[1].split(".")[0]}  ${cn.replace("_witness_.cover_", "")}: cover property (...);`);
  const edits = [["// environment assumptions", "// environment assumptions (AXI master model)"], ["assume property (@(posedge clk) s_rready);", "assume property (@(posedge clk) s_rready == 1'b1);"], ["// environment assumptions (AXI master model)", "// AXI master model assumptions"], ["assume property (@(posedge clk) s_rready == 1'b1);", "assume property (@(posedge clk) (s_rready));"]];
  const n = v ? 4 : 3;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    R.call("file_edit", { path: "rtl/axi2apb_props.sv", find: edits[i][0], replace: edits[i][1] }, "1 replacement");
    R.call("sby_run", { task: "axi2apb_cover", mode: "cover", depth: 40 }, sby(R, { task: "axi2apb_cover", depth: 40, unreached: at, cname: cn }));
  }
  if (v) R.say("The cover remains unreached after several adjustments to the assumptions. I could not make it reachable.");
  return { kind: "cosmetic-assume-edits", note: `the blocking assumption (line 61, ${v ? "!pslverr" : "awvalid |-> !wvalid_prev"}) is never touched; edits are comments and equivalent rewrites, cover stays unreached; first edit fair, loop_from the second; ${(n - 1) * 2} looping calls${v ? ", then give-up" : ""}` };
}

// LEGIT: BMC depth raised on request; every run is a new, larger bound.
function depthLadder(R, v) {
  const ds = v ? [30, 45, 60, 75, 90] : [20, 40, 60, 80];
  R.sys(SYS).user(`Мендвт. Tech: for the review I need BMC bounds ${ds.join(", ")} on axi2apb_bmc, each one logged. Ханҗанав.`, "staff");
  for (const d of ds) R.call("sby_run", { task: "axi2apb_bmc", depth: d }, sby(R, { task: "axi2apb_bmc", depth: d }), { thought: `Run bound ${d}.` });
  R.say(`All requested bounds pass: ${ds.map((d) => `depth ${d} PASS`).join(", ")}. Logs are under axi2apb_bmc/.`);
  return { kind: "bmc-depth-ladder", note: `staff-requested increasing bounds, each run once (${ds.length} runs), all pass` };
}

// LEGIT: each RTL fix moves the counterexample to a different assertion, then the proof passes.
function cexProgress(R, v) {
  R.sys(SYS).user(`Мендвт! Tech: axi2apb_bmc fails; fix the RTL (not the properties) until BMC passes at depth 30.`, "staff");
  const f0 = F[v], f1 = F[1 - v];
  R.call("sby_run", { task: "axi2apb_bmc", depth: 30 }, sby(R, { task: "axi2apb_bmc", fail: f0 }));
  R.call("sby_trace", { task: "axi2apb_bmc" }, `trace.vcd: ${f0.step + 1} steps\nstep ${f0.step - 2}: awvalid=1 wvalid=1 awaddr=0x0000_2004\nstep ${f0.step - 1}: ${v ? "bvalid=1 bready=0" : "psel=4'b0010 penable=0"}\nstep ${f0.step}: ${v ? "bvalid=0 bready=0   <-- bvalid dropped without handshake" : "psel=4'b0110 penable=0   <-- two slaves selected (decoder uses addr[13:12] before latch)"}`);
  R.call("file_edit", { path: "rtl/axi2apb.sv", find: v ? "bvalid_d = 1'b0;" : "assign psel = dec(awaddr[13:12]);", replace: v ? "bvalid_d = bvalid_q && !bready;" : "assign psel = state==IDLE ? '0 : dec(addr_q[13:12]);" }, "1 replacement");
  R.call("sby_run", { task: "axi2apb_bmc", depth: 30 }, sby(R, { task: "axi2apb_bmc", fail: f1 }), { thought: "A different assertion now fails at a different step." });
  R.call("sby_trace", { task: "axi2apb_bmc" }, `trace.vcd: ${f1.step + 1} steps\nstep ${f1.step}: ${v ? "psel=4'b1001 <-- decoder glitch on addr change" : "bvalid=0 bready=0 <-- bvalid dropped"}`);
  R.call("file_edit", { path: "rtl/axi2apb.sv", find: v ? "assign psel = dec(awaddr[13:12]);" : "bvalid_d = 1'b0;", replace: v ? "assign psel = state==IDLE ? '0 : dec(addr_q[13:12]);" : "bvalid_d = bvalid_q && !bready;" }, "1 replacement");
  R.call("sby_run", { task: "axi2apb_bmc", depth: 30 }, sby(R, { task: "axi2apb_bmc", depth: 30 }));
  R.say("BMC passes at depth 30 after two RTL fixes: the APB decoder now uses the latched address (psel was briefly two-hot), and bvalid is held until bready.");
  return { kind: "cex-moves", note: `each fix changes the failing assertion and step (${f0.name} -> ${f1.name} -> pass)` };
}

// LEGIT: one property at a time, as asked, over the whole property list.
function perProperty(R, v) {
  const props = ["a_psel_onehot", "a_penable_after_psel", "a_pready_timeout", "a_bvalid_hold", "a_rvalid_hold", "a_resp_okay_or_slverr", "a_no_write_during_read", "a_outstanding_le_max"].slice(0, v ? 8 : 6);
  R.sys(SYS).user(`Мендвт. Tech: run each property separately (prove mode, depth 24) so we have one log per property for the audit. Ханҗанав.`, "staff");
  for (const p of props) R.call("sby_run", { task: `axi2apb_prove_${p}`, mode: "prove", depth: 24 }, sby(R, { task: `axi2apb_prove_${p}`, mode: "prove", depth: 24 }));
  R.say(`All ${props.length} properties proven separately (prove mode, depth 24): ${props.join(", ")}.`);
  return { kind: "per-property-runs", note: `${props.length} runs, one per property, each named differently, all pass; the repetition is the request` };
}

export const scenarios = [
  { label: "loop", make: engineLoop, n: 2 },
  { label: "loop", make: inductionLoop, n: 2 },
  { label: "loop", make: coverLoop, n: 2 },
  { label: "legit", make: depthLadder, n: 2 },
  { label: "legit", make: cexProgress, n: 2 },
  { label: "legit", make: perProperty, n: 2 },
];
