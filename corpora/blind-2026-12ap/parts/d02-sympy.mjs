// Domain 2: SymPy computer algebra for a timber footbridge office in Cobán, Alta Verapaz. Staff: Q'eqchi'.
import { waste, interject } from "./kinds.mjs";

const run = (r, body, err) => `[sandbox python 3.12.7 · sympy 1.13.3 · kernel ${r.hex(4)}-${r.hex(4)} · ${r.num(0.01, 2.9, 3)} s]\n${body}`;
const W = "w(x) = -q*x**4/(24*E*I) + C1*x**3/6 + C2*x**2/2 + C3*x + C4";

export default {
  domain: "sympy-timber-bridge-kek",
  styleNote: "LangChain tool-calling agent, Claude Sonnet, toolu_ ids, timestamps, tool names on answers",
  language: "Q'eqchi'",
  style: { ids: "toolu", models: ["claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514"], nullContent: false, timestamps: true, toolName: true, usage: false },
  system:
    "You are the calculation assistant of a small engineering office in Cobán that designs glulam and pine footbridges for rural communities. Tools: python_sympy (run Python with SymPy in a persistent sandbox), plot_render (render an expression to PNG), units_convert, sandbox_job_status (long batch notebooks). Show closed forms in SI units; deflection limit L/300 under service load.",
  ask: (tech) => [`Chab'il eq'ela. Taak'anjela li ajlank chi rix li puente.\nTech: ${tech}`],
  nudge: ["Ma ak xrahob'? K'a'ru wan?\nTech: where are we?", "Ma ak? Taak'ut chiwu.\nTech: status please"],
  final: (s) => `Bantiox. ${s}`,
  kinds: {
    retry(r, mode) {
      const L = r.pick([8, 10, 12]);
      const setup = `q, E, I, L, x = symbols('q E I L x', positive=True)\nC1, C2, C3, C4 = symbols('C1:5')\nw = -q*x**4/(24*E*I) + C1*x**3/6 + C2*x**2/2 + C3*x + C4`;
      const badEqs = "eqs = [w.subs(x,0), w.diff(x,2).subs(x,0), w.subs(x,L), w.diff(x,2).subs(x,L) - 1]";
      const steps = [{ calls: [{ name: "python_sympy", args: { code: `${setup}\n${badEqs}\nprint(eqs)` }, out: run(r, `[C4, C2, C1*L**3/6 + C2*L**2/2 + C3*L + C4 - L**4*q/(24*E*I), C1*L + C2 - L**2*q/(2*E*I) - 1]`) }] }];
      if (mode === "loop") {
        const forms = ["print(solve(eqs, [C1, C2, C3, C4]))", "print(solve(eqs, C1, C2, C3, C4))", "print(sp.solve(eqs, (C1, C2, C3, C4), dict=True))", "sol = solve(eqs, [C1,C2,C3,C4]); print(sol)", "print(solve(eqs, [C1, C2, C3, C4], rational=True))", "print(solve(list(eqs), [C1, C2, C3, C4]))", "print(solve(eqs, [C4, C3, C2, C1]))", "print(solve(eqs, [C1, C2, C3, C4], check=True))"];
        const n = 2 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 2, text: i === 0 ? "Solving for the four integration constants." : i === 1 ? "Empty result; trying the call with a different argument form." : null, calls: [{ name: "python_sympy", args: { code: forms[i % forms.length] }, out: run(r, i % 3 === 2 ? "[]\n" : "[]") }] });
        return { task: `simply supported ${L} m span, UDL q: closed-form deflection and midspan value`, steps };
      }
      const good = "eqs = [w.subs(x,0), w.diff(x,2).subs(x,0), w.subs(x,L), w.diff(x,2).subs(x,L)]";
      steps.push({ calls: [{ name: "python_sympy", args: { code: "print(solve(eqs, [C1, C2, C3, C4]))" }, out: run(r, "[]") }] });
      steps.push({ text: "No solution: the last condition has a stray '- 1'. Fixing the moment condition at x = L.", calls: [{ name: "python_sympy", args: { code: `${good}\nsol = solve(eqs, [C1, C2, C3, C4]); print(sol)` }, out: run(r, "{C1: L*q/(2*E*I), C2: 0, C3: -L**3*q/(24*E*I), C4: 0}") }] });
      steps.push({ calls: [{ name: "python_sympy", args: { code: "wmid = simplify(w.subs(sol).subs(x, L/2)); print(wmid)" }, out: run(r, "-5*L**4*q/(384*E*I)") }] });
      const v = ((5 * 2.6 * 1000 * L ** 4) / (384 * 11.5e9 * 2.1e-3) * 1000).toFixed(1);
      steps.push({ calls: [{ name: "python_sympy", args: { code: `print(N(wmid.subs({q: 2600, L: ${L}, E: 11.5e9, I: 2.1e-3})*1000, 4))` }, out: run(r, `-${v}`) }] });
      return { task: `simply supported ${L} m span, UDL q: closed-form deflection and midspan value`, steps, final: `Midspan deflection is 5qL⁴/(384EI); for q = 2.6 kN/m, E = 11.5 GPa, I = 2.1e-3 m⁴ that is ${v} mm against the L/300 limit of ${(L * 1000 / 300).toFixed(1)} mm. (The first solve was empty because of a typo in the moment condition.)` };
    },

    repair(r, mode) {
      const cond = "ConditionSet(k, Eq(cos(L*k)*cosh(L*k) + 1, 0), Interval.open(0, oo))";
      const steps = [{ calls: [{ name: "python_sympy", args: { code: "k = symbols('k', positive=True)\nprint(solveset(cos(k*L)*cosh(k*L) + 1, k, Interval.open(0, oo)))" }, out: run(r, cond) }] }];
      if (mode === "loop") {
        const tries = ["L = symbols('L', positive=True, real=True)", "E, I, rho, A = symbols('E I rho A', positive=True)", "k = symbols('k', positive=True, finite=True)", "L = symbols('L', positive=True, nonzero=True)", "k = symbols('k', real=True, positive=True)", "rho = symbols('rho', positive=True)", "L = Symbol('L', extended_positive=True)"];
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: i === 0 ? "Tighten the assumptions so solveset can resolve the roots." : null, calls: [{ name: "python_sympy", args: { code: `${tries[i % tries.length]}\nprint(solveset(cos(k*L)*cosh(k*L) + 1, k, Interval.open(0, oo)))` }, out: run(r, cond) }] });
        return { task: "first three bending natural frequencies of the cantilevered deck overhang", steps };
      }
      const roots = [["2", "1.87510406871196"], ["5", "4.69409113297418"], ["8", "7.85475743823761"]];
      for (const [x0, v] of roots) steps.push({ calls: [{ name: "python_sympy", args: { code: `print(nsolve(cos(z)*cosh(z) + 1, z, ${x0}, prec=15))` }, out: run(r, v) }] });
      return { task: "first three bending natural frequencies of the cantilevered deck overhang", steps, final: "solveset cannot resolve the transcendental frequency equation, so I solved it numerically: kL = 1.8751, 4.6941, 7.8548, giving f_i = (k_iL)²/(2πL²)·√(EI/ρA)." };
    },

    pingpong(r, mode) {
      const A = "q*x*(L**3 - 2*L*x**2 + x**3)/(24*E*I)";
      const B = "L**3*q*x/(24*E*I) - L*q*x**3/(12*E*I) + q*x**4/(24*E*I)";
      const steps = [{ calls: [{ name: "python_sympy", args: { code: "d = -w.subs(sol); print(d)" }, out: run(r, B) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const fac = i % 2 === 0;
          steps.push({ mark: i === 2, text: i === 0 ? "Putting the deflection in the form used in the design notes." : null, calls: [{ name: "python_sympy", args: { code: fac ? "d = factor(d); print(d)" : "d = expand(d); print(d)" }, out: run(r, fac ? A : B) }] });
        }
        if (r.chance(0.5)) interject(steps, 4, this.nudge[0], "Still putting the deflection formula into the notes' form.");
        return { task: "write the deflection curve in the form of the office design notes", steps };
      }
      const cases = [["UDL", "5*L**4*q/(384*E*I)"], ["point load at midspan", "L**3*P/(48*E*I)"], ["two point loads at thirds", "23*L**3*P/(648*E*I)"], ["triangular load", "0.01304*L**4*q0/(E*I)"]];
      for (const [c, e] of cases) {
        steps.push({ calls: [{ name: "python_sympy", args: { code: `dmax = max_deflection(case=${JSON.stringify(c)}); print(dmax)` }, out: run(r, e) }] });
        steps.push({ calls: [{ name: "plot_render", args: { expr: e, x: "L", range: [6, 14], file: `defl_${c.replace(/ /g, "_")}.png` } , out: `saved ${r.tmp("plot_", ".png")} (1200x800, ${r.int(40, 120)} KB) in ${r.ms(90, 800)} ms` }] });
      }
      return { task: "maximum deflection and a span plot for each of the four load cases", steps, final: `Closed forms and plots for all four load cases: ${cases.map((c) => `${c[0]}: ${c[1]}`).join("; ")}.` };
    },

    rerun(r, mode) {
      const code = "M = integrate(Piecewise((q0*x/a, x < a), (q0, True))*(L - x), (x, 0, L)); print(M)";
      const to = () => run(r, `Traceback (most recent call last):\n  File "<cell>", line 1, in <module>\n  File "/opt/venv/lib/python3.12/site-packages/sympy/integrals/integrals.py", line 1567, in integrate\n    return integral.doit(**doit_flags)\nsandbox.TimeoutError: cell exceeded 60 s wall-clock limit (worker ${r.hex(6)})`);
      const first = () => ({ calls: [{ name: "python_sympy", args: { code }, err: true, out: to() }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Timed out; run it again." : null, calls: [{ name: "python_sympy", args: { code: i % 2 ? code + "  # retry" : code }, err: true, out: to() }] });
        return { task: "bending moment under the ramped approach load (Piecewise)", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Re-run once to rule out a transient problem." });
      steps.push({ text: "Timed out; split the integral at x = a instead of integrating the Piecewise.", calls: [{ name: "python_sympy", args: { code: "M = integrate(q0*x/a*(L-x), (x,0,a)) + integrate(q0*(L-x), (x,a,L)); print(factor(M))" }, out: run(r, "q0*(3*L**2 - 3*L*a + a**2)/6") }] });
      steps.push({ calls: [{ name: "python_sympy", args: { code: "import mpmath\nvals = {q0: 2600, L: 11, a: 3}\nprint(M.subs(vals), mpmath.quad(lambda t: (2600*t/3 if t < 3 else 2600)*(11 - t), [0, 3, 11]))" }, out: run(r, "118300 118300.0") }] });
      steps.push({ calls: [{ name: "plot_render", args: { expr: "q0*(3*L**2 - 3*L*a + a**2)/6", x: "a", range: [0, 11], subs: { q0: 2600, L: 11 }, file: "M_ramp.png" }, out: `saved ${r.tmp("plot_", ".png")} (1200x800, ${r.int(40, 90)} KB) in ${r.ms(90, 800)} ms` }] });
      return { task: "bending moment under the ramped approach load (Piecewise)", steps, final: "Splitting the Piecewise integral at x = a avoids the timeout: M = q0(3L² − 3La + a²)/6, checked numerically (118.3 kNm for L = 11 m, a = 3 m) and plotted over a." };
    },

    poll(r, mode) {
      const job = r.job("nbjob");
      const st = (done, cell) => `job ${job} · notebook load_combinations.ipynb · state: RUNNING · cells ${done}/60 · current: [${cell}] · cpu ${r.int(60, 99)}% · mem ${r.int(600, 1900)} MB · polled ${new Date(Date.UTC(2026, 10, 3, 9, r.int(0, 59), r.int(0, 59))).toISOString()}`;
      const steps = [{ calls: [{ name: "sandbox_job_status", args: { job_id: job }, out: st(14, "combo ULS 6.10a") }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, calls: [{ name: "sandbox_job_status", args: { job_id: job }, out: st(23, "combo ULS 6.10b, wind leading").replace(/cpu \d+%/, "cpu 0%") + "\nlast output 41 min ago" }] });
        return { task: `wait for the load-combination notebook (job ${job}) and report the governing combination`, steps };
      }
      let d = 14;
      const n = r.int(4, 8);
      for (let i = 0; i < n; i++) {
        d = Math.min(58, d + r.int(5, 11));
        steps.push({ calls: [{ name: "sandbox_job_status", args: { job_id: job }, out: st(d, `combo ${r.pick(["ULS 6.10a", "ULS 6.10b", "SLS char", "SLS quasi-perm", "crowd"])} ${d}`) }] });
      }
      steps.push({ calls: [{ name: "sandbox_job_status", args: { job_id: job }, out: `job ${job} · state: DONE · cells 60/60 · governing: ULS 6.10b crowd leading, M_Ed = ${r.num(38, 60, 1)} kNm` }] });
      return { task: `wait for the load-combination notebook (job ${job}) and report the governing combination`, steps, final: `The notebook finished (60/60 cells); ULS 6.10b with crowd load leading governs.` };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, calls: [{ name: "python_sympy", args: { code: "dmax = (5*q*L**4/(384*E*I)).subs({q: 2600, L: 11, E: 11.5e9, I: 2.1e-3}); print(N(dmax, 5))" }, out: run(r, "0.020545") }] },
          { calls: [{ name: "units_convert", args: { value: 0.020545, from: "m", to: "mm" }, out: `20.545 mm  (factor 1000, ${r.ms(2, 30)} ms)` }] },
          { calls: [{ name: "plot_render", args: { expr: "5*q*L**4/(384*E*I)", x: "L", range: [6, 14], file: "dmax.png" }, out: `saved ${r.tmp("plot_", ".png")} (1200x800, ${r.int(60, 90)} KB) in ${r.ms(90, 800)} ms` }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "check the 11 m span against L/300 and make the plot for the report", steps };
      }
      const spans = [6, 7, 8, 9, 10, 11, 12, 13, 14].slice(0, r.int(7, 9));
      const rows = [];
      for (const L of spans) {
        const v = (5 * 2600 * L ** 4) / (384 * 11.5e9 * 2.1e-3) * 1000;
        rows.push(`${L} m: ${v.toFixed(2)} mm (limit ${(L * 1000 / 300).toFixed(1)})`);
        steps.push({ calls: [{ name: "python_sympy", args: { code: `print(N((5*q*L**4/(384*E*I)).subs({q: 2600, L: ${L}, E: 11.5e9, I: 2.1e-3})*1000, 5))` }, out: run(r, v.toPrecision(5)) }] });
      }
      return { task: "deflection for every span from 6 m upward, one value per span, for the span table", steps, final: `Span table: ${rows.join("; ")}.` };
    },
  },
};
