// Domain 1: Lean 4 / Mathlib formalisation desk of an olympiad training programme in Banda Aceh. Staff: Acehnese.
import { waste, interject } from "./kinds.mjs";

const hdr = (r) => `lean 4.14.0 (x86_64-unknown-linux-gnu) · Mathlib@a4f2e91 · elaborated in ${r.num(0.4, 6.5)}s · pid ${r.pid()}`;
const goalBlock = (ctx, goals) =>
  goals.length === 0
    ? "no goals"
    : goals.map((g, i) => `${goals.length > 1 ? `case ${g.case ?? "h" + (i + 1)}\n` : ""}${ctx.join("\n")}${g.extra ? "\n" + g.extra : ""}\n⊢ ${g.t}`).join("\n\n");

export default {
  domain: "lean-olympiad-ace",
  styleNote: "OpenAI Agents SDK, gpt-4.1, call_ ids, null content",
  language: "Acehnese",
  style: { ids: "call24", models: ["gpt-4.1-2025-04-14", "gpt-4.1-mini-2025-04-14"], nullContent: true, timestamps: false, toolName: false, usage: true },
  system:
    "You are the formalisation assistant of the Aceh olympiad training programme (Banda Aceh). Repository: olympiad-formal (Lean 4, Mathlib pinned in lake-manifest.json). Tools: lean_run (elaborate a file or a snippet and return messages and goals), lean_goal (goal state at a line), mathlib_search (Loogle / exact? style lemma search), ci_build_status (status of the lake build job on the CI runner). Never use sorry in committed files.",
  ask: (tech) => [`Neutulông peuseuleusoe bukti nyoe lam Lean, beu get.\nTech: ${tech}`],
  nudge: ["Kiban nyoe, ka seuleusoe?\nTech: status?", "Peue kabeh haba?\nTech: any progress?"],
  final: (s) => `Ka seuleusoe. ${s}`,
  kinds: {
    retry(r, mode) {
      const file = `Olympiad/Aceh2026/P${r.int(2, 9)}.lean`;
      const line = r.int(12, 40);
      const ctx = ["n : ℕ", "hn : 3 ≤ n", "ih : 2 ^ n > 2 * n + 1"];
      const goal = "2 ^ (n + 1) > 2 * (n + 1) + 1";
      const steps = [];
      steps.push({ calls: [{ name: "lean_goal", args: { file, line }, out: `${file}:${line}:2\n${goalBlock(ctx, [{ t: goal }])}` }] });
      if (mode === "loop") {
        const spell = ["nlinarith [ih]", "nlinarith [ih, hn]", "nlinarith [hn, ih]", "nlinarith [ ih ]", "(nlinarith [ih])", "nlinarith [ih, hn, hn]", "first | nlinarith [ih]", "nlinarith only [ih, hn]", "nlinarith [ih] ", "· nlinarith [ih]", "nlinarith (config := {}) [ih]", "nlinarith [hn, ih] -- retry"];
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) {
          const tac = spell[i % spell.length];
          steps.push({
            mark: i === 2,
            text: i === 0 ? "Inductive step: try nlinarith with the hypothesis." : null,
            calls: [{ name: "lean_run", args: { file, at_line: line, tactic: tac }, err: true, out: `${hdr(r)}\n${file}:${line}:4: error: linarith failed to find a contradiction\n${goalBlock(ctx, [{ t: goal, extra: "a✝ : 2 * (n + 1) + 1 ≥ 2 ^ (n + 1)" }])}\n${file}:${line}:2: error: unsolved goals\n${goalBlock(ctx, [{ t: goal }])}` }],
          });
        }
        if (r.chance(0.4)) interject(steps, 5, this.nudge[0], "Still on the inductive step of the lemma; nlinarith does not close it yet, trying again.");
        return { task: `close the inductive step of pow_gt_linear in ${file} (line ${line})`, steps };
      }
      const seq = [
        ["rw [pow_succ]", [{ t: "2 ^ n * 2 > 2 * (n + 1) + 1" }]],
        ["have h2 : 2 * n + 1 ≥ 3 := by omega", [{ t: "2 ^ n * 2 > 2 * (n + 1) + 1", extra: "h2 : 2 * n + 1 ≥ 3" }]],
        ["nlinarith [ih, h2]", []],
      ];
      for (const [tac, goals] of seq)
        steps.push({ calls: [{ name: "lean_run", args: { file, at_line: line, tactic: tac }, out: `${hdr(r)}\n${goals.length ? `${file}:${line}:2: error: unsolved goals\n` : `${file}: no errors\n`}${goalBlock(ctx, goals)}` }] });
      steps.push({ calls: [{ name: "lean_run", args: { file }, out: `${hdr(r)}\n${file}: no errors, 0 warnings (sorry: 0)` }] });
      return { task: `close the inductive step of pow_gt_linear in ${file} (line ${line})`, steps, final: `The inductive step is closed with rw [pow_succ], an auxiliary bound h2 and nlinarith [ih, h2]. ${file} elaborates with no errors and no sorry.` };
    },

    repair(r, mode) {
      const file = `Olympiad/Aceh2026/Algebra${r.int(1, 4)}.lean`;
      const stmt = (hs) => `theorem sq_gt_succ (n : ℕ)${hs.map((h) => ` (${h})`).join("")} : n ^ 2 > n + 1`;
      const plaus = (ce) =>
        ce === null
          ? `plausible: Unable to find a counterexample after ${r.int(100, 100)} tests (seed ${r.int(1, 2 ** 31)}), ${r.ms(30, 400)}ms`
          : `===================\nFound a counterexample!\nn := ${ce}\nissue: ${ce * ce} > ${ce + 1} does not hold\n(${r.int(0, 3)} shrinks)\n-------------------\nseed ${r.int(1, 2 ** 31)}, ${r.ms(20, 300)}ms`;
      const steps = [{ calls: [{ name: "lean_run", args: { file, snippet: `${stmt([])} := by plausible` }, err: true, out: `${hdr(r)}\n${file}:3:0: error:\n${plaus(0)}` }] }];
      if (mode === "loop") {
        const hs = ["h : n ≠ 5", "h : Even n ∨ Odd n", "h : n ≤ 1000", "h : 0 ≤ n", "h : n % 2 < 2", "h : n < n + 1", "h : n ≠ 7", "h : n * 1 = n", "h : 2 ∣ 2 * n", "h : n ≤ n ^ 2"];
        const n = 2 + waste(r, 2, 8);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: i === 0 ? "The statement needs a side condition; add one and re-test." : null, calls: [{ name: "lean_run", args: { file, snippet: `${stmt([hs[i % hs.length]])} := by plausible` }, err: true, out: `${hdr(r)}\n${file}:3:0: error:\n${plaus(0)}` }] });
        return { task: `sq_gt_succ in ${file} is not provable as stated; find the right hypothesis and prove it`, steps };
      }
      const hs = [["hn : 0 < n", 1], ["hn : 1 < n", null]];
      for (const [h, ce] of hs)
        steps.push({ calls: [{ name: "lean_run", args: { file, snippet: `${stmt([h])} := by plausible` }, err: ce !== null, out: `${hdr(r)}\n${file}:3:0: ${ce === null ? "info:\n" : "error:\n"}${plaus(ce)}` }] });
      steps.push({ calls: [{ name: "lean_run", args: { file, snippet: `${stmt(["hn : 1 < n"])} := by nlinarith` }, out: `${hdr(r)}\n${file}: no errors, 0 warnings (sorry: 0)` }] });
      return { task: `sq_gt_succ in ${file} is not provable as stated; find the right hypothesis and prove it`, steps, final: `The statement fails for n = 0 and n = 1 (plausible found both). With (hn : 1 < n) no counterexample remains and nlinarith proves it; ${file} is clean.` };
    },

    pingpong(r, mode) {
      const file = `Olympiad/Aceh2026/Comb${r.int(1, 6)}.lean`;
      const ctx = ["n k : ℕ", "hk : k ≤ n"];
      const A = "Nat.choose (n + 1) (k + 1) = Nat.choose n k + Nat.choose n (k + 1)";
      const B = "Nat.choose (Nat.succ n) (Nat.succ k) = Nat.choose n k + Nat.choose n (Nat.succ k)";
      const steps = [{ calls: [{ name: "lean_goal", args: { file, line: 18 }, out: `${file}:18:2\n${goalBlock(ctx, [{ t: A }])}` }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const toB = i % 2 === 0;
          steps.push({
            mark: i === 2,
            text: i === 0 ? "Normalise the successor form so Nat.choose_succ_succ matches." : null,
            calls: [{ name: "lean_run", args: { file, at_line: 18, tactic: toB ? "rw [← Nat.succ_eq_add_one, ← Nat.succ_eq_add_one]" : "simp only [Nat.succ_eq_add_one]" }, out: `${hdr(r)}\n${file}:18:2: error: unsolved goals\n${goalBlock(ctx, [{ t: toB ? B : A }])}` }],
          });
        }
        return { task: `finish pascal_step in ${file}`, steps };
      }
      const subs = [
        ["Nat.choose (n + 1) (k + 1) = _", "Nat.choose_succ_succ", "no goals"],
        ["∑ i in range (n + 1), Nat.choose n i = 2 ^ n", "Nat.sum_range_choose", "no goals"],
        ["Nat.choose n k = Nat.choose n (n - k)", "Nat.choose_symm_diff", `error: unknown identifier 'Nat.choose_symm_diff'`],
        ["Nat.choose n (n - k) = Nat.choose n k", "Nat.choose_symm hk", "no goals"],
      ];
      let line = 18;
      for (const [q, lem, res] of subs) {
        steps.push({ calls: [{ name: "mathlib_search", args: { query: q }, out: `Loogle: ${r.int(1, 9)} results in ${r.ms(20, 300)}ms\n${lem.split(" ")[0]} : ${q.replace("_", "…")}\n${lem.split(" ")[0]}' (variant)` }] });
        steps.push({ calls: [{ name: "lean_run", args: { file, at_line: line, tactic: `exact ${lem}` }, err: res.startsWith("error"), out: `${hdr(r)}\n${file}:${line}:2: ${res}` }] });
        line += r.int(4, 9);
      }
      return { task: `finish pascal_step and the three lemmas after it in ${file}`, steps, final: `All four goals in ${file} are closed (Nat.choose_succ_succ, Nat.sum_range_choose, Nat.choose_symm hk; one guessed name did not exist and was replaced).` };
    },

    rerun(r, mode) {
      const file = `Olympiad/Aceh2026/Ineq${r.int(1, 5)}.lean`;
      const tout = (hb) => `${hdr(r)}\n${file}:27:2: error: (deterministic) timeout at \`whnf\`, maximum number of heartbeats (${hb}) has been reached\nUse \`set_option maxHeartbeats <num>\` to set the limit.\nAdditional diagnostic information may be available using the \`set_option diagnostics true\` command.`;
      const first = () => ({ calls: [{ name: "lean_run", args: { file }, err: true, out: tout(200000) }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 9);
        const vs = [{ file }, { file, options: { maxHeartbeats: 200000 } }, { file, clean: true }, { file }, { file, options: { maxHeartbeats: 200000 } }, { file, threads: 4 }];
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Possibly a transient slowdown; elaborate again." : null, calls: [{ name: "lean_run", args: vs[i % vs.length], err: true, out: tout(200000) }] });
        return { task: `${file} times out in CI; make it elaborate`, steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Run it once more in case it was transient." });
      steps.push({ calls: [{ name: "lean_run", args: { file, options: { maxHeartbeats: 800000 } }, err: true, out: `${hdr(r)}\n${file}:27:2: error: simp made no progress\n${file}:31:4: warning: declaration uses 'sorry'` }] });
      steps.push({ calls: [{ name: "lean_run", args: { file, options: { maxHeartbeats: 800000 }, patch: "line 27: simp [mul_comm] → simp only [mul_comm a b, add_sq]" }, err: true, out: `${hdr(r)}\n${file}:31:4: warning: declaration uses 'sorry'` }] });
      steps.push({ calls: [{ name: "lean_run", args: { file, patch: "line 31: sorry → nlinarith [sq_nonneg (a - b), sq_nonneg (a + b)]" }, out: `${hdr(r)}\n${file}: no errors, 0 warnings (sorry: 0)` }] });
      return { task: `${file} times out in CI; make it elaborate`, steps, final: `The timeout came from an unrestricted simp [mul_comm] looping on commutativity. With simp only [mul_comm a b, add_sq] and nlinarith for the leftover sorry, ${file} elaborates within the default heartbeats.` };
    },

    poll(r, mode) {
      const job = `ci-${r.int(4000, 9999)}`;
      const total = 4120;
      const st = (done, file, beat) => `job ${job} · runner aceh-ci-${r.int(1, 3)} · state: running · elapsed ${r.int(3, 59)}m${r.int(10, 59)}s\n[${done}/${total}] Building ${file}\nlast heartbeat: ${beat}\nrequest ${r.uuid()}`;
      const steps = [{ calls: [{ name: "ci_build_status", args: { job_id: job }, out: st(1180, "Mathlib.Algebra.Order.Field.Basic", "4s ago") }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: i === 0 ? "Build still running; check again." : null, calls: [{ name: "ci_build_status", args: { job_id: job }, out: st(2211, "Mathlib.NumberTheory.LucasLehmer", `${r.int(18, 40)}m ago`) }] });
        if (r.chance(0.5)) interject(steps, 4, this.nudge[1], "The CI build is still on the Mathlib part; waiting for it to reach our files.");
        return { task: `wait for CI job ${job} after the Mathlib bump and report whether our files build`, steps };
      }
      let d = 1180;
      const files = ["Mathlib.Analysis.SpecialFunctions.Pow.Real", "Mathlib.NumberTheory.LucasLehmer", "Mathlib.Combinatorics.SimpleGraph.Basic", "Mathlib.Data.Nat.Choose.Sum", "Olympiad.Aceh2026.P3", "Olympiad.Aceh2026.Ineq2"];
      const n = r.int(4, 7);
      for (let i = 0; i < n; i++) {
        d = Math.min(total - 3, d + r.int(280, 700));
        steps.push({ calls: [{ name: "ci_build_status", args: { job_id: job }, out: st(d, files[Math.min(i, files.length - 1)], `${r.int(1, 9)}s ago`) }] });
      }
      steps.push({ calls: [{ name: "ci_build_status", args: { job_id: job }, out: `job ${job} · state: success · elapsed ${r.int(40, 80)}m${r.int(10, 59)}s\n[${total}/${total}] Built Olympiad\nBuild completed successfully.` }] });
      return { task: `wait for CI job ${job} after the Mathlib bump and report whether our files build`, steps, final: `CI job ${job} finished: all ${total} targets built, including the olympiad files.` };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const file = `Olympiad/Aceh2026/P${r.int(3, 9)}.lean`;
        const q = "Finset.card_le_card_of_injOn";
        const round = (mark) => [
          { mark, calls: [{ name: "lean_run", args: { file }, err: true, out: `${hdr(r)}\n${file}:44:6: error: type mismatch\n  h\nhas type\n  Set.InjOn f ↑s : Prop\nbut is expected to have type\n  ∀ a ∈ s, f a ∈ t : Prop` }] },
          { calls: [{ name: "lean_goal", args: { file, line: 44 }, out: `${file}:44:6\ns t : Finset ℕ\nf : ℕ → ℕ\nh : Set.InjOn f ↑s\n⊢ s.card ≤ t.card` }] },
          { calls: [{ name: "mathlib_search", args: { query: q }, out: `Loogle: 1 result in ${r.ms(20, 200)}ms\nFinset.card_le_card_of_injOn : (∀ a ∈ s, f a ∈ t) → Set.InjOn f ↑s → s.card ≤ t.card` }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: `fix the pigeonhole step in ${file}`, steps };
      }
      const n = r.int(7, 10);
      const res = ["no errors", "no errors", "1 warning: unused variable `h2`", "no errors", "error: unsolved goals (1)", "no errors", "no errors", "no errors", "warning: declaration uses 'sorry'", "no errors"];
      for (let i = 1; i <= n; i++) {
        const f = `Olympiad/Aceh2026/P${i}.lean`;
        steps.push({ calls: [{ name: "lean_run", args: { file: f }, err: res[i - 1].startsWith("error"), out: `${hdr(r)}\n${f}: ${res[i - 1]}` }] });
      }
      return { task: "check every problem file P1..P10 after the Mathlib bump and list which need work", steps, final: `Checked P1 to P${n}: ${res.slice(0, n).map((x, i) => `P${i + 1} ${x.startsWith("no") ? "ok" : x}`).join("; ")}.` };
    },
  },
};
