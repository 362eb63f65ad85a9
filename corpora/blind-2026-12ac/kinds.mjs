// Scenario builders for the coding codebases: each loop kind and its legit twin make the same surface moves.
import { catLines } from "./lib.mjs";

const LINT = {
  "rails-rspec-sco": ["bundle exec rubocop app/models/booking.rb", "Inspecting 1 file\n.\n\n1 file inspected, no offenses detected"],
  "phoenix-exunit-eo": ["mix format --check-formatted && mix credo --strict lib/kunveno/rsvp.ex", "Checking 1 source file ...\n\nAnalysis took 0.07 seconds (0.00s to load, 0.07s running 58 checks on 1 file)\n12 mods/funs, found no issues."],
  "kotlin-gradle-vec": ["./gradlew :core:ktlintCheck", "> Task :core:ktlintMainSourceSetCheck\n> Task :core:ktlintCheck\n\nBUILD SUCCESSFUL in 3s\n4 actionable tasks: 2 executed, 2 up-to-date"],
  "laravel-phpunit-nap": ["vendor/bin/pint --test app/Services/DeliveryFee.php", "\n  ............................................................\n\n  ────────────────────────────────────────────── Laravel  \n    PASS   ............................................ 1 file  "],
  "haskell-cabal-an": ["hlint src/Ibon/Gpx.hs", "No hints"],
  "julia-notebook-lad": ["using JuliaFormatter; format_file(\"src/resample.jl\"; overwrite=false)", "true"],
  "swift-spm-li": ["swiftlint lint Sources/VlaaiCore/OrderSplitter.swift", "Linting Swift files at paths Sources/VlaaiCore/OrderSplitter.swift\nLinting 'OrderSplitter.swift' (1/1)\nDone linting! Found 0 violations, 0 serious in 1 file."],
  "zig-build-szl": ["zig fmt --check src/", ""],
};
const NEWTEST = {
  "rails-rspec-sco": "\n  it \"returns 0 for a same-day booking\" do\n    b = build(:booking, arrives_on: Date.new(2026, 3, 28), departs_on: Date.new(2026, 3, 28))\n    expect(b.nights).to eq(0)\n  end\n",
  "phoenix-exunit-eo": "\n  test \"confirms the last free seat\" do\n    event = event_fixture(capacity: 2)\n    {:ok, _} = Rsvp.register(event, %{email: \"a@example.eo\"})\n    assert {:ok, %{status: :confirmed}} = Rsvp.register(event, %{email: \"b@example.eo\"})\n  end\n",
  "kotlin-gradle-vec": "\n    @Test\n    fun `surge below datum gives level 0`() {\n        assertEquals(0, forecast(surgeCm = -35.0).alertLevel(at(\"2026-02-11T06:00+01:00\")))\n    }\n",
  "laravel-phpunit-nap": "\n    public function test_charges_below_threshold(): void\n    {\n        $this->assertSame(390, $this->fee->quote($this->order(subtotal: 3499)));\n    }\n",
  "haskell-cabal-an": "\n    it \"counts nothing on a descent\" $\n      ascent 2 (trackOf [1500, 1480, 1460]) `shouldBe` 0\n",
  "julia-notebook-lad": "\n@testset \"resample: unsorted input\" begin\n    @test_throws ArgumentError resample(reverse(t), x, Minute(10))\nend\n",
  "swift-spm-li": "\n    func testTwentyFiveNeedThreeTrays() {\n        XCTAssertEqual(OrderSplitter().batches(for: .fixture(quantity: 25)).count, 3)\n    }\n",
  "zig-build-szl": "\ntest \"1000 frames\" {\n    var r = Ring(u16, 64){};\n    var i: u16 = 0;\n    while (i < 1000) : (i += 1) { _ = r.pop(); try r.push(i); }\n    try testing.expectEqual(@as(?u16, 999), r.pop());\n}\n",
};

const COMMITS = ["Bump dependencies", "Merge pull request #%d from %s/docs", "Add CHANGELOG entry", "Refactor fixtures", "Fix typo in README", "CI: cache deps", "Tidy imports", "Release v0.%d.0", "Speed up test setup", "Handle empty input"];

/** Source file as lines plus where the target block starts (1-based). */
export function makeFile(P, r, long) {
  const nBefore = long ? r.int(24, 32) : r.int(3, 6), nAfter = long ? r.int(8, 14) : r.int(1, 3);
  const lines = [...P.head];
  for (let i = 0; i < nBefore; i++) lines.push(...P.filler(i));
  const at = lines.length + 1;
  lines.push(...P.target);
  for (let i = nBefore; i < nBefore + nAfter; i++) lines.push(...P.filler(i));
  lines.push(...P.tail);
  return { lines, at };
}

export class Coding {
  constructor(R, long = false) {
    this.R = R; this.P = R.P; this.r = R.r;
    const f = makeFile(this.P, this.r, long);
    this.lines = f.lines; this.at = f.at;
    this.fn = (this.P.target.join("\n").match(/(?:def|fun|func|function|fn)\s+(\w+)/) || [null, this.P.target[1].split(" ")[0]])[1];
  }
  find(s) { const i = this.lines.join("\n").indexOf(s); return i < 0 ? -1 : this.lines.join("\n").slice(0, i).split("\n").length; }
  apply(oldS, newS) {
    const txt = this.lines.join("\n");
    if (!txt.includes(oldS)) return null;
    const line = this.find(oldS);
    this.lines = txt.replace(oldS, newS).split("\n");
    return catLines(this.lines, Math.max(1, line - 3), Math.min(this.lines.length, line + newS.split("\n").length + 2));
  }
  edit(t, oldS, newS) { const snip = this.apply(oldS, newS); if (snip == null) throw new Error(`${this.P.id}: edit did not apply: ${oldS}`); this.R.edit(t, this.P.file, oldS, newS, snip != null, snip); }
  badEdit(t, oldS, newS) { this.R.edit(t, this.P.file, oldS, newS, false); }
  view(t, a, b) { this.R.view(t, this.P.file, this.lines, a, b); }
  viewTarget(t) { this.view(t, Math.max(1, this.at - this.r.int(2, 6)), this.at + this.P.target.length + this.r.int(1, 5)); }
  test(t, err, suite = false) {
    const o = this.P.run(this.r, err ? this.P.errs[err] : null, suite);
    const cmd = suite ? this.P.suiteCmd : this.P.testCmd;
    if (this.P.style === "notebook") this.R.cell(t, cmd, o.out); else this.R.sh(t, cmd, o.out, o.code);
  }
  rawTest(t, out, code = 1) { if (this.P.style === "notebook") this.R.cell(t, this.P.testCmd, out); else this.R.sh(t, this.P.testCmd, out, code); }
  cmd(t, c, out, code = 0) {
    // package-manager moves of the Julia notebook go through the kernel, shell moves through bash
    if (this.P.style === "notebook" && /^(using |ENV|delete!|run\()/.test(c)) this.R.cell(t, c, out); else this.R.sh(t, c, out, code);
  }
  // --- healthy openings ---
  opening(n, repro = true) {
    const r = this.r, P = this.P, moves = [];
    n += r() < 0.35 ? r.int(1, 2) : 0;
    const dirs = [...new Set([P.file, P.testFile].map((f) => f.split("/")[0]))];
    moves.push(() => this.R.sh(r.pick(["Let me look at the repository layout first.", "Start by exploring the repo.", null]), "ls", [...dirs, "README.md", r.pick(["LICENSE", "CHANGELOG.md", "Makefile"]), ".github"].sort().join("\n")));
    moves.push(() => this.R.sh(r.pick(["Recent history:", null, "Check what changed recently."]), "git log --oneline -6", Array.from({ length: 6 }, () => `${r.hex(7)} ${r.pick(COMMITS).replace("%d", r.int(3, 480)).replace("%s", r.pick(["mara", "jnk", "pelo", "vic"]))}`).join("\n")));
    moves.push(() => this.R.sh(`Find where ${this.fn} is defined.`, `grep -rn "${this.fn}" ${P.file.split("/")[0]}/ | head -20`, `${P.file}:${this.at + (P.target[0].startsWith("--") ? 2 : 0)}:${P.target[P.target[0].startsWith("--") ? 2 : 0]}`));
    moves.push(() => this.view(r.pick(["Read the top of the file.", null]), 1, Math.min(this.lines.length, r.int(18, 30))));
    moves.push(() => this.R.sh(null, "git status --short --branch", `## main...origin/main\n?? ${r.pick([".envrc", "notes.txt", "tmp/", ".tool-versions"])}`));
    moves.push(() => this.R.sh(r.pick(["How big is the file?", null]), P.file === P.testFile ? `wc -l ${P.file}` : `wc -l ${P.file} ${P.testFile}`, P.file === P.testFile ? `${this.lines.length} ${P.file}` : ((k) => `  ${this.lines.length} ${P.file}\n  ${k} ${P.testFile}\n  ${this.lines.length + k} total`)(r.int(60, 180))));
    const picked = r.shuffle(moves).slice(0, Math.min(n, moves.length));
    picked.forEach((m) => m());
    if (repro) this.test(r.pick(["Reproduce the failure first.", "Run the relevant tests to see the current state.", null]), "e0");
  }
  commitPush(branch) {
    const r = this.r, h = r.hex(7);
    this.R.sh("Commit the fix.", `git checkout -b ${branch} && git commit -am "Fix ${this.fn} boundary"`, `Switched to a new branch '${branch}'\n[${branch} ${h}] Fix ${this.fn} boundary\n 1 file changed, ${r.int(1, 3)} insertions(+), 1 deletion(-)`);
    this.R.sh(null, `git push -u origin ${branch}`, `Enumerating objects: ${r.int(9, 15)}, done.\nCounting objects: 100% (${r.int(9, 15)}/${r.int(9, 15)}), done.\nDelta compression using up to 8 threads\nWriting objects: 100% (5/5), ${r.int(480, 900)} bytes | ${r.int(480, 900)}.00 KiB/s, done.\nremote: \nremote: Create a pull request for '${branch}' on GitHub by visiting:\nremote:      https://github.com/${this.P.repo}/pull/new/${branch}\nremote: \nTo github.com:${this.P.repo}.git\n * [new branch]      ${branch} -> ${branch}\nbranch '${branch}' set up to track 'origin/${branch}'.`);
  }
  ghView(id, branch, ago, states, durs) {
    const P = this.P;
    const icon = { ok: "✓", run: "*", q: "*", fail: "X" };
    const head = states.every((s) => s === "ok") ? "✓" : states.some((s) => s === "fail") ? "X" : "*";
    const jobs = P.ci.jobs.map((j, i) => `${icon[states[i]]} ${j}${states[i] === "ok" || states[i] === "fail" ? " in " + durs[i] : ""} (ID ${id * 3 + 17 + i})`).join("\n");
    return `${head} ${branch} ${P.ci.wf} · ${id}\nTriggered via push ${ago}\n\nJOBS\n${jobs}\n\nFor more information about a job, try: gh run view --job=<job-id>\nView this run on GitHub: https://github.com/${P.repo}/actions/runs/${id}`;
  }
}

const T = (r, xs) => r.pick(xs);
export const finals = {
  fixed: (c) => `Fixed \`${c.fn}\` in ${c.P.file}: the boundary case is handled and the focused tests and the full suite pass.`,
};

/** Loop and twin builders: each takes (R) and writes the whole run; they call R.markHere() at the first wasted turn. */
export const coding = {
  "noop-edit-retest"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 4)); c.viewTarget("Look at the function under test.");
    const k = r.int(4, 4);
    for (let i = 0; i < k; i++) {
      if (i === 1) R.markHere();
      c.edit(T(r, ["Clarify this line.", "Make the intent explicit here.", "Tidy this before re-running.", "Small adjustment, then re-run."]), P.cosmetic[i][0], P.cosmetic[i][1]);
      c.test(T(r, ["Re-run the tests.", "Run the spec again.", null]), "e0");
    }
  },
  "test-fix-progress"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 4)); c.viewTarget("Look at the function under test.");
    c.edit("Compare on whole units instead.", P.steps[0][0], P.steps[0][1]); c.test("Re-run.", "e1");
    c.edit("Typo: wrong name. Fix it.", P.steps[1][0], P.steps[1][1]); c.test("Re-run.", "e2");
    c.edit("That case passes now; the next failure is a separate issue in the same function.", P.steps[2][0], P.steps[2][1]); c.test(null, null);
    c.test("Full suite to be safe.", null, true);
    R.final(`All green. ${finals.fixed(c)} Two fixes were needed: the boundary itself and a second case the new boundary exposed.`);
  },
  "edit-revert-pingpong"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 4)); c.viewTarget("Look at the comparison.");
    let cur = P.bugOld;
    for (let i = 0; i < 6; i++) {
      const toWrong = i % 2 === 0;
      if (i === 2) R.markHere();
      const nxt = toWrong ? P.wrong : P.bugOld;
      c.edit(toWrong ? T(r, ["Shift the bound by one.", "Try the off-by-one fix.", "Adjust the boundary."]) : T(r, ["That broke another case; revert to the original bound.", "Revert that change.", "Go back to the previous version."]), cur, nxt);
      cur = nxt;
      c.test(null, toWrong ? "eB" : "e0");
    }
  },
  "edit-try-alternatives"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 4)); c.viewTarget("Look at the comparison.");
    c.edit("Shift the bound by one.", P.bugOld, P.alts[0][0]); c.test(null, "eB");
    c.edit("That breaks the other side; revert and think about it differently.", P.alts[0][0], P.bugOld); c.test(null, "e0");
    c.edit("Try computing it another way.", P.bugOld, P.alts[1][0]); c.test(null, "eC");
    c.edit("Wrong again, but now it is clear the bound must be exclusive at the top.", P.alts[1][0], P.alts[2][0]); c.test(null, null);
    c.test("Run everything.", null, true);
    R.final(`Done. ${finals.fixed(c)} I tried two other variants first; each failed a different case, which pinned the boundary down.`);
  },
  "ci-poll-stuck"(R) {
    const c = new Coding(R), r = c.r, P = c.P, id = r.int(11800000000, 12999999999), br = "fix/" + c.fn.toLowerCase();
    c.opening(r.int(1, 3)); c.viewTarget(null); c.edit("Fix the boundary.", P.bugOld, P.bugNew); c.test(null, null); c.commitPush(br);
    R.sh("Wait for CI.", `gh run list --branch ${br} --limit 1`, `STATUS  TITLE                 WORKFLOW  BRANCH       EVENT  ID           ELAPSED  AGE\n*       Fix ${c.fn} boundary  ${P.ci.wf.padEnd(8)}  ${br}  push   ${id}  ${r.int(5, 20)}s      less than a minute ago`);
    const durs = [`${r.int(30, 59)}s`, "", `${r.int(1, 2)}m${r.int(2, 50)}s`];
    const n = r.int(6, 7);
    for (let i = 0; i < n; i++) {
      if (i === 2) R.markHere();
      R.sh(i === 0 ? "Check the run." : T(r, ["Still running; check again.", "Poll again.", null, "Wait a bit more."]), i === 0 ? `gh run view ${id}` : `sleep ${T(r, [60, 90, 120])} && gh run view ${id}`, c.ghView(id, br, `about ${3 + i * 2} minutes ago`, ["ok", "run", "ok"], durs));
    }
  },
  "ci-poll-moving"(R) {
    const c = new Coding(R), r = c.r, P = c.P, id = r.int(11800000000, 12999999999), br = "fix/" + c.fn.toLowerCase();
    c.opening(r.int(1, 3)); c.viewTarget(null); c.edit("Fix the boundary.", P.bugOld, P.bugNew); c.test(null, null); c.commitPush(br);
    R.sh("Wait for CI.", `gh run list --branch ${br} --limit 1`, `STATUS  TITLE                 WORKFLOW  BRANCH       EVENT  ID           ELAPSED  AGE\n*       Fix ${c.fn} boundary  ${P.ci.wf.padEnd(8)}  ${br}  push   ${id}  ${r.int(5, 20)}s      less than a minute ago`);
    const d = [`${r.int(30, 59)}s`, `${r.int(3, 5)}m${r.int(2, 50)}s`, `${r.int(1, 2)}m${r.int(2, 50)}s`];
    const seq = r() < 0.5 ? [["run", "run", "run"], ["ok", "run", "run"], ["ok", "run", "ok"], ["ok", "ok", "ok"]] : [["run", "run", "run"], ["ok", "run", "ok"], ["ok", "ok", "ok"]];
    seq.forEach((s, i) => R.sh(i === 0 ? "Check the run." : T(r, ["Progressing; check again.", "Poll again.", null]), i === 0 ? `gh run view ${id}` : `sleep ${T(r, [60, 90, 120])} && gh run view ${id}`, c.ghView(id, br, `about ${2 + i * 2} minutes ago`, s, d)));
    R.final(`CI is green on ${br} (run ${id}): ${P.ci.jobs.join(", ")} all passed. ${finals.fixed(c)}`);
  },
  "dep-reinstall-churn"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 2), false); c.rawTest("Run the tests.", P.depErr);
    const tries = r.shuffle(P.depTries).slice(0, 5);
    tries.forEach(([cmd, out], i) => {
      if (i === 1) R.markHere();
      c.cmd(T(r, ["Reinstall the dependencies.", "Maybe the install is stale; redo it.", "Try a clean install.", null]), cmd, out === "(same error as above)" ? P.depErr : out);
      c.rawTest(T(r, ["Try the tests again.", null]), P.depErr);
    });
  },
  "dep-install-chain"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 2), false); c.rawTest("Run the tests.", P.depErr);
    c.cmd(r.pick(["The error names a missing system-level piece; install it.", "This is not a package problem; fix the environment it points at.", "Read the error: it names what is missing. Provide that."]), P.depChain[0][0], P.depChain[0][1]);
    c.rawTest("Re-run.", P.depChain[0][2]);
    c.cmd(r.pick(["Different error now; next step.", "Progress: a new error. Handle it.", "That one is fixed; now this."]), P.depChain[1][0], P.depChain[1][1]);
    c.test("Re-run.", "e0");
    R.final(`The tests run now. What was needed: \`${P.depChain[0][0]}\` and \`${P.depChain[1][0]}\`. One test still fails on a real bug in \`${c.fn}\` (${P.errs.e0[0]}), unrelated to setup.`);
  },
  "grep-widening-empty"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3), false);
    P.grepEmpty.slice(0, 6).forEach(([cmd, out], i) => {
      if (i === 2) R.markHere();
      R.sh(i === 0 ? `Search for ${P.grepSym}.` : T(r, ["Nothing; widen the search.", "Try a broader search.", "Maybe under another spelling.", null]), cmd, out, out ? 0 : 1);
    });
  },
  "grep-widening-finds"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3), false);
    R.sh(`Search for ${P.grepSym}.`, P.grepEmpty[0][0], "", 1);
    R.sh("Nothing under the source dir; search all tracked files.", P.grepEmpty[3][0], "", 1);
    const h = r.hex(7);
    R.sh("Not in the tree at all; check the history for when it went away.", `git log --oneline -S ${P.grepSym} | head`, `${h} Rename ${P.grepSym} to ${P.grepNew}\n${r.hex(7)} Add ${P.grepSym}`);
    R.sh("It was renamed. Check all callers use the new name.", `grep -rn "${P.grepNew}" . --exclude-dir=.git | head`, P.grepHits);
    c.test("Confirm the tests pass.", null, true);
    R.final(`Nothing to change: \`${P.grepSym}\` was renamed to \`${P.grepNew}\` in ${h}, and every caller (${P.grepHits.split("\n").length} places) already uses the new name. The suite passes.`);
  },
  "post-success-reverify"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3)); c.viewTarget(null); c.edit("Fix the boundary.", P.bugOld, P.bugNew); c.test("Re-run.", null);
    const diff = `diff --git a/${P.file} b/${P.file}\nindex ${r.hex(7)}..${r.hex(7)} 100644\n--- a/${P.file}\n+++ b/${P.file}\n@@ -${c.at},7 +${c.at},7 @@\n-${P.bugOld}\n+${P.bugNew.split("\n").join("\n+")}`;
    const checks = [() => c.test(T(r, ["Run the whole suite to be sure.", "Full suite again.", null]), null, true), () => R.sh(T(r, ["Review the diff.", "Double-check the diff.", null]), "git diff", diff), () => c.test(T(r, ["Run the focused tests once more.", "Make sure they still pass.", null]), null), () => c.viewTarget(T(r, ["Look at the final code once more.", null]))];
    const order = [0, 1, 2, 3, 0, 1, 2, 0];
    order.forEach((k, i) => { if (i === 4) R.markHere(); checks[k](); });
  },
  "final-verify-once"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3)); c.viewTarget(null); c.edit("Fix the boundary.", P.bugOld, P.bugNew); c.test("Re-run.", null);
    c.test("Full suite.", null, true);
    R.sh("Review the diff.", "git diff --stat", ` ${P.file} | ${P.bugNew.split("\n").length + 1} ${"+".repeat(P.bugNew.split("\n").length)}-\n 1 file changed, ${P.bugNew.split("\n").length} insertion(+), 1 deletion(-)`);
    const [lc, lo] = LINT[P.id]; c.cmd("Lint the changed file.", lc, lo);
    R.final(finals.fixed(c) + " Lint is clean.");
  },
  "patch-context-resubmit"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(2, 4));
    const o = P.bugOld, t = o.trimStart();
    const li = o.lastIndexOf(" ");
    const variants = [o.replace(/^ +/, (s) => s + "  "), "\t" + t, o + " ", o.slice(0, li) + "  " + o.slice(li + 1), "\t\t" + t, o.replace(/^ +/, (s) => s + "    ")];
    const src = c.lines.join("\n");
    const uniq = [...new Set(variants)].filter((v) => !src.includes(v)).slice(0, 5);
    uniq.forEach((v, i) => { if (i === 1) R.markHere(); c.badEdit(i === 0 ? "Apply the fix." : T(r, ["Retry the edit.", "Adjust the whitespace and retry.", "Try again with the exact indentation.", null]), v, v.match(/^\s*/)[0] + P.bugNew.trimStart()); });
  },
  "patch-reject-read-fix"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(2, 4));
    const t = P.bugOld.trimStart();
    c.badEdit("Apply the fix.", "\t" + t, "\t" + P.bugNew.trimStart());
    c.viewTarget("The text did not match; read the exact lines first.");
    c.edit("Indentation is spaces. Apply with the exact text.", P.bugOld, P.bugNew); c.test(null, null);
    R.final(finals.fixed(c));
  },
  "todo-churn"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    const items = ["Fix the boundary in " + c.fn, "Handle the second case", "Add a regression test"];
    R.plan("Plan the work.", items.map((x) => [x, "pending"]));
    c.viewTarget("Read the function.");
    R.sh(null, `grep -rn "${c.fn}" ${P.file.split("/")[0]}/ | head -20`, `${P.file}:${c.at}:${P.target[0]}`);
    const plans = [[...items].reverse(), ["Investigate " + c.fn + " boundary", "Second case", "Regression test"], [items[1], items[0], items[2]], items];
    for (let i = 0; i < 4; i++) {
      R.plan(T(r, ["Re-plan before editing.", "Reorganise the plan.", "Update the plan.", null]), plans[i].map((x, j) => [x, j === 0 ? "in_progress" : "pending"]));
      if (i === 0) R.markHere();
      c.viewTarget(T(r, ["Look at the function again.", "Re-read the code.", null]));
    }
  },
  "todo-progress"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    const items = ["Fix the boundary in " + c.fn, "Handle the second case", "Add a regression test"];
    R.plan("Plan the work.", items.map((x, j) => [x, j === 0 ? "in_progress" : "pending"]));
    c.viewTarget("Read the function.");
    c.edit("Item 1: the boundary.", P.bugOld, P.bugNew);
    c.test(null, "e2");
    R.plan("Item 1 done; the remaining failure is item 2.", items.map((x, j) => [x, j === 0 ? "completed" : j === 1 ? "in_progress" : "pending"]));
    c.edit("Item 2.", P.steps[2][0], P.steps[2][1]); c.test(null, null);
    R.plan(null, items.map((x, j) => [x, j < 2 ? "completed" : "in_progress"]));
    R.sh("Item 3: add the regression test.", `cat >> ${P.testFile} <<'EOF'${NEWTEST[P.id]}EOF`, "");
    c.test("Run the suite with the new test.", null, true);
    R.plan(null, items.map((x) => [x, "completed"]));
    R.final(`All three done: the boundary fix, the second case, and a new regression test in ${P.testFile}. The suite passes.`);
  },
  "shifted-window-reread"(R) {
    const c = new Coding(R, true), r = c.r, P = c.P;
    c.opening(r.int(1, 2));
    const base = r.int(40, Math.max(41, c.at - 50));
    const offs = [0, 3, -2, 5, 1, -4, 2];
    offs.forEach((o, i) => { if (i === 1) R.markHere(); c.view(i === 0 ? `Look for where ${c.fn} gets its input.` : T(r, ["Look at that part again.", "Re-read around there.", "Check the lines around it once more.", null]), base + o, base + o + 40); });
  },
  "window-walk"(R) {
    const c = new Coding(R, true), r = c.r, P = c.P, w = r.int(55, 70);
    c.opening(r.int(1, 2));
    let a = 1;
    while (a + w - 1 < c.at + P.target.length - 1) { c.view(a === 1 ? "The file is long; read it in order." : "Continue reading.", a, a + w - 1); a += w; }
    c.view(`Found ${c.fn}.`, a, a + w - 1);
    c.edit("Fix the boundary.", P.bugOld, P.bugNew); c.test(null, null);
    R.final(finals.fixed(c));
  },
  "retry-storm"(R) {
    const c = new Coding(R), r = c.r, P = c.P, [cmd, err, vars] = P.net;
    c.opening(r.int(1, 2), false);
    const seq = [cmd, cmd, ...vars, cmd, vars[0], cmd];
    seq.slice(0, r.int(7, 8)).forEach((x, i) => { if (i === 2) R.markHere(); c.cmd(i === 0 ? "Install the dependencies." : T(r, ["Network hiccup; retry.", "Retry.", "Try again.", null]), x, err, 1); });
  },
  "retry-recover"(R) {
    const c = new Coding(R), r = c.r, P = c.P, [cmd, err, vars, ok] = P.net;
    c.opening(r.int(1, 2), false);
    c.cmd("Install the dependencies.", cmd, err, 1);
    c.cmd("Transient network error; retry once with a longer timeout.", vars[0], err, 1);
    c.cmd("Again a timeout; wait and retry.", vars[2], ok, 0);
    c.test("Now run the tests.", "e0");
    R.final(`Set up: the registry timed out twice and worked on the third attempt. The tests run; one fails on a real bug in \`${c.fn}\` (${P.errs.e0[0]}).`);
  },
  "reworded-search"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3));
    const err = P.errs.e0[1].split("\n")[0];
    const hits = [[`${c.fn} boundary off by one · Issue #${r.int(100, 900)} · ${P.repo}`, `https://github.com/${P.repo}/issues/${r.int(100, 900)}`, "Closed. Duplicate of an older report; no fix attached."], [`Stack Overflow: ${err.slice(0, 50)}`, `https://stackoverflow.com/questions/${r.int(70000000, 79000000)}`, "Asked 2 years ago. 0 answers."], [`${P.lang === "Scots" ? "RSpec" : "Test"} matchers documentation`, "https://docs.example.dev/testing/matchers", "General reference for equality matchers."]];
    const qs = [`"${err.slice(0, 60)}"`, `${c.fn} ${err.slice(0, 30)}`, `${c.fn} boundary bug ${P.repo.split("/")[1]}`, `${c.fn} off by one fix`, `why does ${c.fn} return wrong value at boundary`, `${P.repo.split("/")[1]} ${c.fn} test failing`];
    qs.forEach((q, i) => { if (i === 2) R.markHere(); R.step(i === 0 ? "Search for the error." : T(r, ["Rephrase the search.", "Try other words.", null]), "web_search", { query: q }, r.shuffle(hits).map(([t, u, s], j) => `${j + 1}. ${t}\n   ${u}\n   ${s}`).join("\n\n")); });
  },
  "issue-circle"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3));
    const [a, b, d] = [r.int(300, 399), r.int(400, 499), r.int(500, 599)];
    const view = (n, t, body) => `title:\t${t}\nstate:\tCLOSED\nauthor:\t${r.pick(["mara", "jnk", "pelo", "vic"])}\nlabels:\tbug\ncomments:\t${r.int(1, 6)}\nassignees:\t\nprojects:\t\nmilestone:\t\nnumber:\t${n}\n--\n${body}`;
    const seq = [[a, `${c.fn} wrong at boundary`, `Closing as duplicate of #${b}.`], [b, `Off-by-one in ${c.fn}`, `Superseded by #${d}, which has the full discussion.`], [d, `${c.fn}: boundary semantics`, `Tracking in #${a}.`]];
    for (let i = 0; i < 7; i++) { const [n, t, body] = seq[i % 3]; if (i === 3) R.markHere(); R.sh(i === 0 ? "See whether upstream already discussed this." : T(r, ["Follow the reference.", "Check that one.", null]), `gh issue view ${n} --repo ${P.repo}`, view(n, t, body)); }
  },
  "issue-to-fix"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 3));
    const [a, b, pr] = [r.int(300, 399), r.int(400, 499), r.int(600, 699)];
    R.sh("See whether upstream already discussed this.", `gh issue view ${a} --repo ${P.repo}`, `title:\t${c.fn} wrong at boundary\nstate:\tCLOSED\nnumber:\t${a}\n--\nClosing as duplicate of #${b}.`);
    R.sh("Follow the reference.", `gh issue view ${b} --repo ${P.repo}`, `title:\tOff-by-one in ${c.fn}\nstate:\tCLOSED\nnumber:\t${b}\n--\nFixed by #${pr}; the bound is exclusive at the top by design.`);
    R.sh("The PR has the intended fix.", `gh pr diff ${pr} --repo ${P.repo}`, `diff --git a/${P.file} b/${P.file}\n@@ -${c.at},7 +${c.at},7 @@\n-${P.bugOld}\n+${P.bugNew.split("\n").join("\n+")}`);
    c.viewTarget("Our copy predates that PR.");
    c.edit("Apply the upstream fix.", P.bugOld, P.bugNew); c.test(null, null);
    R.final(`Applied the upstream fix from #${pr} (via #${a} → #${b}). ${finals.fixed(c)}`);
  },
  // ambiguous
  "amb-flaky-rerun"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(2, 3));
    c.test("Run it again without changes to see whether it is flaky.", null);
    c.test("Passed this time. Once more.", "e0");
    R.markHere();
    c.test(null, "e0");
    c.test("And once more.", null);
  },
  "amb-slow-ci"(R) {
    const c = new Coding(R), r = c.r, P = c.P, br = "fix/" + c.fn.toLowerCase();
    c.opening(r.int(1, 2)); c.edit("Fix the boundary.", P.bugOld, P.bugNew); c.test(null, null); c.commitPush(br);
    const pos = [14, 13, 13, 12, 12, 11];
    pos.forEach((p, i) => (i === 2 && R.markHere(), R.sh(i === 0 ? "Wait for CI." : null, `sleep 120 && gh run list --branch ${br} --limit 1 --json status,name,databaseId && gh api /repos/${P.repo}/actions/runners --jq '.total_count'`, `[{"databaseId":${12400000000 + r.int(1, 999)},"name":"${P.ci.wf}","status":"queued"}]\n2\nqueued jobs ahead in org: ${p}`)));
  },
  "amb-user-rerun"(R) {
    const c = new Coding(R), r = c.r, P = c.P;
    c.opening(r.int(1, 2), false);
    const bench = () => `benchmark  ring push+pop 1e6\n  time:   ${r.int(3, 3)}.${r.int(10, 19)} ms ± ${r.int(1, 2)}0 µs  (mean ± σ, 50 runs)\n  range:  3.08 ms … 3.41 ms`;
    R.sh("Run the benchmark.", "zig build bench -Doptimize=ReleaseFast", bench());
    for (let i = 0; i < 4; i++) { if (i === 1) R.markHere(); R.say(`Same result: about 3.1 ms.`); R.user(["Puść to jeszcze rŏz.", "Jeszcze rŏz, proszã.", "No to jeszcze rŏz.", "Ostatni rŏz, richtig."][i]); R.sh(null, "zig build bench -Doptimize=ReleaseFast", bench()); }
  },
};
