// Domain 3: Z3 SMT checks of route-locking (interlocking) tables of a narrow-gauge timber railway near Yoshkar-Ola.
// Staff: Meadow Mari (Cyrillic).
import { waste, interject } from "./kinds.mjs";

const stats = (r) =>
  `(:added-eqs ${r.int(900, 40000)} :conflicts ${r.int(10, 3000)} :decisions ${r.int(200, 20000)} :max-memory ${r.num(18, 60)} :memory ${r.num(12, 40)} :num-allocs ${r.int(1e6, 9e7)} :rlimit-count ${r.int(1e5, 9e6)} :time ${r.num(0.02, 3.5)} :total-time ${r.num(0.05, 4)})`;
const head = (r, f) => `$ z3 -st -T:120 ${f}   [worker z3w-${r.int(1, 6)}, Z3 4.13.3, ${new Date(Date.UTC(2026, 9, 14, r.int(7, 18), r.int(0, 59), r.int(0, 59))).toISOString()}]`;
const model = (rs, pt) => `sat\n(\n  (define-fun route_${rs[0]}_set () Bool true)\n  (define-fun route_${rs[1]}_set () Bool true)\n  (define-fun point_${pt}_pos () Pos normal)\n  (define-fun track_T3_occupied () Bool false)\n  (define-fun t () Int ${rs.length + 2})\n)`;

export default {
  domain: "z3-interlocking-mhr",
  styleNote: "hand-written loop on the DeepSeek API, call_0_<uuid> ids, empty content, timestamps",
  language: "Meadow Mari",
  style: { ids: "call0uuid", models: ["deepseek-chat", "deepseek-reasoner"], nullContent: false, timestamps: true, toolName: false, usage: true },
  system:
    "You verify route-locking tables of the Kilemary forest railway (750 mm gauge) before each timetable change. The tables are compiled to SMT-LIB (safety.smt2 asserts the NEGATION of the safety property: sat = a counterexample, unsat = safe). Tools: table_get (one route row), table_patch, smt_check (run z3 on a file), smt_model_eval, smt_job_status (long BMC jobs on the cluster).",
  ask: (tech) => [`Салам! Маршрут таблицым тергыза, пожалуйста.\nTech: ${tech}`],
  nudge: ["Кузе кая? Мо лийын?\nTech: how is it going?", "Тау, а кызыт кузе?\nTech: status now?"],
  final: (s) => `Тау. ${s}`,
  kinds: {
    retry(r, mode) {
      const f = "tables/2026-11/safety_R12.smt2";
      const steps = [{ calls: [{ name: "table_get", args: { route: "R12" }, out: "route R12  S7 → S11  points: P4 normal, P6 reverse  flank: P5 normal  conflicts: R15, R17  overlap: T3 (40 m)\nrev 31 · edited 2026-11-02 by a.yamaeva" }] }];
      steps.push({ calls: [{ name: "smt_check", args: { file: f }, out: `${head(r, f)}\n${model(["R12", "R15"], "P4")}\n${stats(r)}` }] });
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 10);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: i === 0 ? "Counterexample may be a solver artefact; re-check with another seed." : "", calls: [{ name: "smt_check", args: { file: f, options: { "smt.random_seed": r.int(1, 99999), "sat.random_seed": r.int(1, 99999) } }, out: `${head(r, f)}\n${model(["R12", "R15"], "P4")}\n${stats(r)}` }] });
        if (r.chance(0.5)) interject(steps, 5, this.nudge[0], "Still checking R12 against R15; the solver keeps reporting the same pair.");
        return { task: `prove that route R12 cannot be set together with a conflicting route (${f})`, steps };
      }
      steps.push({ text: "R15 is listed as conflicting but the SMT encoding misses it; patch the conflict clause.", calls: [{ name: "table_patch", args: { route: "R12", add_conflict_clause: "R15" }, out: "R12 rev 32 written; recompiled safety_R12.smt2 (412 assertions)" }] });
      steps.push({ calls: [{ name: "smt_check", args: { file: f }, out: `${head(r, f)}\n${model(["R12", "R17"], "P6")}\n${stats(r)}` }] });
      steps.push({ text: "Now R17 via P6; the flank rule for P6 was not encoded.", calls: [{ name: "table_patch", args: { route: "R12", add_flank: "P6 reverse locks R17" }, out: "R12 rev 33 written; recompiled safety_R12.smt2 (419 assertions)" }] });
      steps.push({ calls: [{ name: "smt_check", args: { file: f }, out: `${head(r, f)}\nunsat\n${stats(r)}` }] });
      return { task: `prove that route R12 cannot be set together with a conflicting route (${f})`, steps, final: "R12 is now proved safe (unsat). Two encoding gaps were fixed: the conflict clause with R15 and the flank rule P6 → R17 (table rev 33)." };
    },

    repair(r, mode) {
      const f = "tables/2026-11/consistency.smt2";
      const core = "(a_R21_overlap_T9 a_T9_length_35 a_overlap_min_50 a_R21_signal_S14)";
      const out = (res, c) => `${head(r, f)}\n${res}\n${c ? `unsat core: ${c}\n` : ""}${stats(r)}`;
      const steps = [{ calls: [{ name: "smt_check", args: { file: f, produce_unsat_core: true }, out: out("unsat", core) }] }];
      if (mode === "loop") {
        const drops = ["a_R19_speed_25", "a_P9_detection_2s", "a_S16_aspect_restricted", "a_R22_release_timer_90", "a_T11_length_120", "a_level_crossing_LC2", "a_R19_overlap_T8", "a_P10_detection_2s"];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: i === 0 ? "The table set is inconsistent. Relax one of the rules and re-check." : "", calls: [{ name: "smt_check", args: { file: f, produce_unsat_core: true, drop: [drops[i % drops.length]] }, out: out("unsat", core) }] });
        return { task: "the new consistency check of the November tables fails; find what to relax", steps };
      }
      steps.push({ calls: [{ name: "smt_check", args: { file: f, produce_unsat_core: true, drop: ["a_overlap_min_50"], add: ["a_overlap_min_30_at_S14"] }, out: out("unsat", "(a_R21_overlap_T9 a_T9_length_35 a_overlap_min_30_at_S14 a_T9_detector_offset_8)") }] });
      steps.push({ text: "Core changed: the 8 m detector offset eats into the overlap. Use the measured offset from the survey.", calls: [{ name: "smt_check", args: { file: f, produce_unsat_core: true, drop: ["a_overlap_min_50", "a_T9_detector_offset_8"], add: ["a_overlap_min_30_at_S14", "a_T9_detector_offset_3"] }, out: out("sat", null) }] });
      return { task: "the new consistency check of the November tables fails; find what to relax", steps, final: "Consistent now: overlap at S14 is 30 m (speed-restricted approach) and the T9 detector offset is the surveyed 3 m instead of 8 m. Both changes need sign-off by the signalling engineer." };
    },

    pingpong(r, mode) {
      const f = "tables/2026-11/flank_P5.smt2";
      const steps = [{ calls: [{ name: "smt_check", args: { file: f }, out: `${head(r, f)}\n${model(["R12", "R18"], "P5")}\n${stats(r)}` }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const impl = i % 2 === 0;
          steps.push({ mark: i === 2, text: i === 0 ? "Rewrite the flank rule; maybe the implication is being read wrongly." : "", calls: [{ name: "smt_check", args: { file: f, replace_assertion: { name: "a_flank_P5", with: impl ? "(=> route_R12_set (= point_P5_pos normal))" : "(or (not route_R12_set) (= point_P5_pos normal))" } }, out: `${head(r, f)}\n${model(["R12", "R18"], "P5")}\n${stats(r)}` }] });
        }
        return { task: "flank protection by P5: prove R12 and R18 cannot both be set", steps };
      }
      for (const rt of ["R11", "R12", "R14", "R18", "R21"]) {
        steps.push({ calls: [{ name: "table_get", args: { route: rt }, out: `route ${rt}  points: ${r.pick(["P4", "P5", "P6"])} ${r.pick(["normal", "reverse"])}  flank: P5 ${r.pick(["normal", "reverse"])}  conflicts: ${r.pick(["R15", "R17", "R19"])}\nrev ${r.int(20, 40)}` }] });
        const ok = rt !== "R18";
        steps.push({ calls: [{ name: "smt_check", args: { file: `tables/2026-11/flank_P5_${rt}.smt2` }, out: `${head(r, "flank_P5_" + rt + ".smt2")}\n${ok ? "unsat" : model(["R18", "R12"], "P5")}\n${stats(r)}` }] });
      }
      return { task: "flank protection by P5: check every route that uses P5 as flank point", steps, final: "Of R11, R12, R14, R18 and R21 only R18 lacks flank protection by P5 (counterexample with R12); the others are unsat (safe)." };
    },

    rerun(r, mode) {
      const f = "bmc/depth30.smt2";
      const unk = () => `${head(r, f)}\nunknown\n(:reason-unknown "timeout")\n${stats(r)}`;
      const first = () => ({ calls: [{ name: "smt_check", args: { file: f, timeout_ms: 120000 }, out: unk() }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Timed out; the worker may have been busy. Re-run." : "", calls: [{ name: "smt_check", args: { file: f, timeout_ms: 120000 }, out: unk() }] });
        return { task: "bounded model check (depth 30) of the S7–S11 sequence", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "One plain re-run first." });
      steps.push({ calls: [{ name: "smt_check", args: { file: f, timeout_ms: 120000, tactic: "(then simplify propagate-values solve-eqs bit-blast sat)" }, out: `${head(r, f)}\nunknown\n(:reason-unknown "(incomplete (theory arithmetic))")\n${stats(r)}` }] });
      steps.push({ text: "Different failure: arithmetic left after bit-blasting. Bound the timer variables to bit-vectors.", calls: [{ name: "smt_check", args: { file: "bmc/depth30_bv.smt2", timeout_ms: 120000, tactic: "(then simplify propagate-values solve-eqs bit-blast sat)" }, out: `${head(r, "bmc/depth30_bv.smt2")}\nunsat\n${stats(r)}` }] });
      return { task: "bounded model check (depth 30) of the S7–S11 sequence", steps, final: "With the timers encoded as 8-bit bit-vectors and a bit-blasting tactic the depth-30 BMC returns unsat: no unsafe state within 30 steps." };
    },

    poll(r, mode) {
      const job = `bmc-${r.int(10000, 99999)}`;
      const st = (d, cf, state = "RUNNING") => `job ${job} · node kil-hpc-${r.int(1, 8)} · state ${state} · elapsed ${r.int(1, 5)}h${r.int(0, 59)}m\nbmc depth ${d}/40 · frames ${d} · conflicts ${cf} · restarts ${Math.floor(cf / 9000)}\nstdout tail: [z3] (smt.stats :depth ${d})\npolled ${r.uuid()}`;
      const steps = [{ calls: [{ name: "smt_job_status", args: { job_id: job }, out: st(11, 181223) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: "", calls: [{ name: "smt_job_status", args: { job_id: job }, out: st(17, 402918, "RUNNING (no heartbeat 52m)") }] });
        return { task: `follow BMC job ${job} (depth 40) and report the result`, steps };
      }
      if (mode === "amb") {
        let d = 11, cf = 181223;
        const n = r.int(8, 10);
        for (let i = 0; i < n; i++) {
          if (i % 3 === 2) d += 1;
          cf += r.int(900, 4000);
          steps.push({ mark: i === 4, text: "", calls: [{ name: "smt_job_status", args: { job_id: job }, out: st(d, cf) }] });
        }
        return { task: `follow BMC job ${job} (depth 40) and report the result`, steps, final: `Job ${job} is still running at depth ${d}/40; depth advances about one frame every three polls, so completion is hours away. I stop polling here; the job keeps running on the cluster.`, note: "polling a BMC job whose depth creeps up one frame every third poll while conflicts grow; is this progress worth polling for? Doubt begins at the fifth poll" };
      }
      let d = 11, cf = 181223;
      const n = r.int(5, 8);
      for (let i = 0; i < n; i++) {
        d = Math.min(39, d + r.int(3, 6));
        cf += r.int(40000, 90000);
        steps.push({ calls: [{ name: "smt_job_status", args: { job_id: job }, out: st(d, cf) }] });
      }
      steps.push({ calls: [{ name: "smt_job_status", args: { job_id: job }, out: `job ${job} · state DONE · result unsat at all depths 0..40 · elapsed ${r.int(3, 6)}h${r.int(0, 59)}m` }] });
      return { task: `follow BMC job ${job} (depth 40) and report the result`, steps, final: `BMC job ${job} finished: unsat at every depth up to 40.` };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const f = "tables/2026-11/safety_R19.smt2";
        const round = (mark) => [
          { mark, text: "", calls: [{ name: "table_get", args: { route: "R19" }, out: "route R19  S14 → S2  points: P9 reverse  flank: P10 normal  conflicts: R21  overlap: T11 (35 m)\nrev 12 · edited 2026-10-28 by p.ivanova" }] },
          { text: "", calls: [{ name: "smt_check", args: { file: f }, out: `${head(r, f)}\n${model(["R19", "R21"], "P9")}\n${stats(r)}` }] },
          { text: "", calls: [{ name: "smt_model_eval", args: { file: f, expr: "(and route_R19_set route_R21_set)" }, out: `true    ; evaluated in ${r.ms(2, 40)} ms` }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "R19 fails its safety check; find out why", steps };
      }
      const routes = ["R1", "R2", "R3", "R5", "R6", "R8", "R9", "R11", "R12", "R14", "R15"].slice(0, r.int(8, 11));
      const res = [];
      for (const rt of routes) {
        const bad = rt === "R8";
        res.push(`${rt} ${bad ? "sat (conflict with R9)" : "unsat"}`);
        steps.push({ text: "", calls: [{ name: "smt_check", args: { file: `tables/2026-11/safety_${rt}.smt2` }, out: `${head(r, "safety_" + rt + ".smt2")}\n${bad ? model(["R8", "R9"], "P2") : "unsat"}\n${stats(r)}` }] });
      }
      return { task: "run the safety check for every route of the November tables", steps, final: `Checked ${routes.length} routes: ${res.join(", ")}. R8 needs a conflict entry with R9.` };
    },
  },
};
