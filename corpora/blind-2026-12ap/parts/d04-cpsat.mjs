// Domain 4: OR-Tools CP-SAT / MiniZinc scheduling of harvest crews and reefer trucks for a mango out-grower scheme
// near Tamale. Staff: Dagbani. Two CrewAI agents (harvest_planner, solver_agent) share the tools.
import { waste, interject } from "./kinds.mjs";

const P = "harvest_planner";
const S = "solver_agent";
const cp = (r, { status, obj, bound, workers = 8, seed, tl = 60, sols = 0 }) => {
  const wall = r.num(0.3, tl * 0.9, 3);
  return `Starting CP-SAT solver v9.11.4210\nParameters: max_time_in_seconds: ${tl} num_workers: ${workers}${seed ? ` random_seed: ${seed}` : ""}\nInitial optimization model '${"harvest_w" + 48}': (model_fingerprint: 0x${r.hex(16)})\n#Variables: 18'432 (#bools: 17'920 in objective)\n#kLinear2: 2'304\n#kLinearN: 1'188\n\nStarting presolve at ${r.num(0.0, 0.1, 2)}s\n[... presolve ${r.int(20, 60)} rules ...]\n\nCpSolverResponse summary:\nstatus: ${status}\nobjective: ${obj ?? "NA"}\nbest_bound: ${bound ?? "NA"}\nsolutions: ${sols}\nconflicts: ${r.int(100, 90000)}\nbranches: ${r.int(1000, 400000)}\nwalltime: ${wall}\nusertime: ${wall}\ndeterministic_time: ${r.num(0.2, 40, 5)}`;
};

export default {
  domain: "cpsat-mango-harvest-dag",
  styleNote: "CrewAI crew (harvest_planner + solver_agent as assistant names), Gemini, fc_ ids, tool names on answers",
  language: "Dagbani",
  style: { ids: "fc16", models: ["gemini-2.5-flash", "gemini-2.5-pro"], nullContent: false, timestamps: false, toolName: true, usage: false, agent: S },
  finalAgent: P,
  system:
    "Crew: harvest_planner (talks to the scheme office, decides what to change) and solver_agent (runs the models). Savannah Mango Out-growers, Tamale: 14 harvest crews, 6 reefer trucks, 212 orchards, packhouse at Kasuyili. Tools: data_get, cpsat_solve (OR-Tools CP-SAT on models/harvest_w*.py), minizinc_solve (MiniZinc 2.8 with findMUS), plan_validate (labour and truck rules), solve_status (async cluster solves).",
  ask: (tech) => [`Desiba! Ti bɔrimi ni a ŋmaai tuma yɛltɔɣa ŋɔ.\nTech: ${tech}`],
  nudge: ["A ni wula? Di naai?\nTech: how far? done?", "Yɛlimi ma tuma maa wula.\nTech: tell me the status"],
  final: (s) => `Ti paɣiya. ${s}`,
  kinds: {
    retry(r, mode) {
      const steps = [{ agent: P, text: "Solve week 48 with the current crew roster.", calls: [{ name: "data_get", args: { table: "crews", week: 48 }, out: "14 crews · 126 cutters · max 9 h/day · rest day Friday for crews C01–C07, Sunday for C08–C14\nsource: roster_w48.csv (sha1 " + r.hex(10) + ")" }] }];
      if (mode === "loop") {
        steps.push({ calls: [{ name: "cpsat_solve", args: { model: "models/harvest_w48.py" }, out: cp(r, { status: "INFEASIBLE" }) }] });
        const vars = [{ num_workers: 16 }, { random_seed: 7 }, { max_time_in_seconds: 120 }, { num_workers: 8, random_seed: 42 }, { linearization_level: 2 }, { max_time_in_seconds: 300, num_workers: 16 }, { random_seed: 1234 }, { cp_model_presolve: true }];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) {
          const p = vars[i % vars.length];
          steps.push({ mark: i === 1, text: i === 0 ? "INFEASIBLE; try again with more search effort." : "", calls: [{ name: "cpsat_solve", args: { model: "models/harvest_w48.py", params: p }, out: cp(r, { status: "INFEASIBLE", workers: p.num_workers ?? 8, seed: p.random_seed, tl: p.max_time_in_seconds ?? 60 }) }] });
        }
        return { task: "week-48 harvest and truck schedule, minimise fruit waiting time at the farm gate", steps };
      }
      const seq = [["FEASIBLE", 5120, 3904, 60], ["FEASIBLE", 4710, 4102, 180], ["FEASIBLE", 4436, 4291, 600], ["OPTIMAL", 4380, 4380, 1200]];
      for (const [status, obj, bound, tl] of seq)
        steps.push({ text: status === "OPTIMAL" ? "" : "Feasible with a gap; give it more time.", calls: [{ name: "cpsat_solve", args: { model: "models/harvest_w48.py", params: { max_time_in_seconds: tl, num_workers: 8 } }, out: cp(r, { status, obj, bound, tl, sols: r.int(3, 40) }) }] });
      return { task: "week-48 harvest and truck schedule, minimise fruit waiting time at the farm gate", steps, final: "Week 48 is solved to optimality: 4,380 crate-hours of farm-gate waiting (the gap closed from 24 % at 60 s to 0 at 1,200 s). Schedule attached for the office." };
    },

    repair(r, mode) {
      const mus = "MUS (3 constraints):\n  models/harvest.mzn:33  orchard_window[o] for o in {Yong-Duuni, Savelugu-4}\n  models/harvest.mzn:41  crew_rest[c] for c in {C05, C06}\n  models/harvest.mzn:58  truck_capacity[t] for t in {GT-4417-19}";
      const out = (body) => `Running findMUS on models/harvest.mzn + data/w49.dzn (solver gecode 6.3.0)\n${body}\n% Total time: ${r.num(0.4, 12)} s (${r.int(30, 400)} subsets checked)`;
      const steps = [{ calls: [{ name: "minizinc_solve", args: { model: "models/harvest.mzn", data: "data/w49.dzn", solver: "gecode" }, out: `=====UNSATISFIABLE=====\n% time elapsed: ${r.num(0.2, 9)} s` }] }];
      steps.push({ calls: [{ name: "minizinc_solve", args: { model: "models/harvest.mzn", data: "data/w49.dzn", tool: "findMUS" }, out: out(mus) }] });
      if (mode === "loop") {
        const relax = ["packhouse_open: 05:00", "fuel_budget_cedi: 18000", "max_orchards_per_crew_day: 6", "packhouse_close: 21:00", "fuel_budget_cedi: 22000", "crate_stock: 9000", "min_brix_at_cut: 11"];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, agent: i % 2 ? P : S, text: i === 0 ? "Relax a constraint and re-run findMUS." : "", calls: [{ name: "minizinc_solve", args: { model: "models/harvest.mzn", data: "data/w49.dzn", tool: "findMUS", override: relax[i % relax.length] }, out: out(mus) }] });
        return { task: "week 49 is unsatisfiable; find the smallest change the office can approve", steps };
      }
      steps.push({ agent: P, text: "Savelugu-4 can be picked on Saturday too; widen its window.", calls: [{ name: "minizinc_solve", args: { model: "models/harvest.mzn", data: "data/w49.dzn", tool: "findMUS", override: "orchard_window[Savelugu-4]: Thu..Sat" }, out: out("MUS (2 constraints):\n  models/harvest.mzn:41  crew_rest[c] for c in {C05}\n  models/harvest.mzn:58  truck_capacity[t] for t in {GT-4417-19}") }] });
      steps.push({ agent: P, text: "Swap truck GT-4417-19 for the 12-tonne reefer on Thursday.", calls: [{ name: "minizinc_solve", args: { model: "models/harvest.mzn", data: "data/w49.dzn", override: ["orchard_window[Savelugu-4]: Thu..Sat", "truck[Thu].GT-4417-19 -> GR-2290-21 (12 t)"] }, out: `crew C05: Mon Tue Wed Thu Sat\n...\nwait_crate_hours = 4912;\n----------\n==========\n% time elapsed: ${r.num(2, 20)} s` }] });
      return { task: "week 49 is unsatisfiable; find the smallest change the office can approve", steps, final: "Two changes make week 49 feasible: Savelugu-4 may be picked Thursday to Saturday, and the 12-tonne reefer replaces GT-4417-19 on Thursday. Optimal waiting 4,912 crate-hours." };
    },

    pingpong(r, mode) {
      const sched = (h) => `status: FEASIBLE · objective ${h.obj} · walltime ${r.num(3, 50, 3)} s\nplan written to ${r.tmp("plan_w50_", ".json")}\nC03: ${h.c3}`;
      const steps = [];
      if (mode === "loop") {
        const n = waste(r, 4, 12);
        for (let i = -2; i < n; i++) {
          const even = (i + 2) % 2 === 0;
          steps.push(even
            ? { mark: i === 0, agent: S, text: "", calls: [{ name: "cpsat_solve", args: { model: "models/harvest_w50.py", params: { max_time_in_seconds: 60 } }, out: sched({ obj: 3977, c3: "Tue 05:00–16:30 (Yong-Duuni, Kpalsi, Gbalahi)" }) }] }
            : { agent: P, text: "", calls: [{ name: "plan_validate", args: { week: 50, plan: "latest" }, err: true, out: `validation ${r.job("val")}: 1 violation\n  LAB-07 crew C03 works 11.5 h on Tue (max 9 h incl. travel)` }] });
        }
        return { task: "week-50 plan must pass the labour validator before it goes to the office", steps };
      }
      const viol = ["LAB-07 crew C03 works 11.5 h on Tue (max 9 h incl. travel)", "TRK-02 truck GT-1187-20 loaded 13.2 t on Wed (max 12 t)", "LAB-03 crew C11 without rest day", null];
      for (let i = 0; i < viol.length; i++) {
        steps.push({ agent: S, text: i ? `Added the cut for ${viol[i - 1].split(" ")[0]}; re-solve.` : "", calls: [{ name: "cpsat_solve", args: { model: "models/harvest_w50.py", params: { max_time_in_seconds: 60 }, extra_cuts: viol.slice(0, i).map((v) => v.split(" ")[0]) }, out: sched({ obj: 3977 + i * r.int(40, 120), c3: i ? "Tue 05:00–13:40 (Yong-Duuni, Kpalsi)" : "Tue 05:00–16:30 (Yong-Duuni, Kpalsi, Gbalahi)" }) }] });
        steps.push({ agent: P, text: "", calls: [{ name: "plan_validate", args: { week: 50, plan: "latest" }, err: !!viol[i], out: viol[i] ? `validation ${r.job("val")}: 1 violation\n  ${viol[i]}` : `validation ${r.job("val")}: 0 violations (38 rules)` }] });
      }
      return { task: "week-50 plan must pass the labour validator before it goes to the office", steps, final: "The week-50 plan passes all 38 labour and truck rules after three rounds (C03 hours, truck load on Wednesday, C11 rest day). Waiting cost rose modestly to cover them." };
    },

    rerun(r, mode) {
      const inval = () => `Starting CP-SAT solver v9.11.4210\nParameters: max_time_in_seconds: 60 num_workers: 8\n\nCpSolverResponse summary:\nstatus: MODEL_INVALID\nsolution_info: "Possible integer overflow in constraint: linear { vars: [${r.int(1000, 1200)}, ...] coeffs: [1500000000, ...] domain: [0, 9223372036854775807] }"\nwalltime: ${r.num(0.001, 0.05, 4)}`;
      const first = () => ({ calls: [{ name: "cpsat_solve", args: { model: "models/revenue_w51.py" }, err: true, out: inval() }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Model invalid; run again." : "", calls: [{ name: "cpsat_solve", args: { model: "models/revenue_w51.py", params: i % 2 ? { num_workers: 4 } : {} }, err: true, out: inval() }] });
        return { task: "week-51 revenue model (export vs local market split)", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Same input again, once, to see if it is reproducible." });
      steps.push({ text: "Prices are in pesewas per gram; rescale revenue to cedi per crate.", calls: [{ name: "cpsat_solve", args: { model: "models/revenue_w51.py", params: { max_time_in_seconds: 60 }, scale: "cedi_per_crate" }, out: cp(r, { status: "FEASIBLE", obj: 188420, bound: 191003, sols: 9 }) }] });
      steps.push({ calls: [{ name: "cpsat_solve", args: { model: "models/revenue_w51.py", params: { max_time_in_seconds: 300 }, scale: "cedi_per_crate" }, out: cp(r, { status: "OPTIMAL", obj: 189655, bound: 189655, tl: 300, sols: 17 }) }] });
      return { task: "week-51 revenue model (export vs local market split)", steps, final: "After rescaling prices to cedi per crate the model is valid and optimal: GH₵ 189,655 expected revenue with 61 % of grade-A fruit to export." };
    },

    poll(r, mode) {
      const job = r.job("cpsat");
      const st = (obj, bound, wall, sols, extra = "") => `job ${job} · cluster savannah-ops · RUNNING\nbest objective ${obj} · best bound ${bound} · gap ${(((obj - bound) / obj) * 100).toFixed(2)}% · solutions ${sols}\nwalltime ${wall}s${extra}\nrequest-id ${r.uuid()}`;
      const steps = [{ calls: [{ name: "solve_status", args: { job_id: job }, out: st(41230, 36400, 305.2, 9) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: "", calls: [{ name: "solve_status", args: { job_id: job }, out: st(40190, 38110, 1804.2, 14, " (worker heartbeat lost 46 min ago)") }] });
        if (r.chance(0.6)) interject(steps, 4, this.nudge[0], "The season model is still on the cluster; gap 5.2 %. I am checking it again.", P);
        return { task: `season-wide crew model (job ${job}): report when the gap is under 1 %`, steps };
      }
      let obj = 41230, bound = 36400, wall = 305.2, sols = 9;
      const n = r.int(5, 8);
      for (let i = 0; i < n; i++) {
        obj -= r.int(150, 600); bound += r.int(200, 500); wall += r.int(200, 400); sols += r.int(1, 4);
        steps.push({ text: "", calls: [{ name: "solve_status", args: { job_id: job }, out: st(obj, Math.min(bound, obj - 50), wall.toFixed(1), sols) }] });
      }
      steps.push({ calls: [{ name: "solve_status", args: { job_id: job }, out: `job ${job} · DONE · status OPTIMAL · objective ${obj - 30} · walltime ${(wall + 190).toFixed(1)}s` }] });
      return { task: `season-wide crew model (job ${job}): report when the gap is under 1 %`, steps, final: `The season model finished OPTIMAL at ${obj - 30} crate-hours.` };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, agent: P, text: "", calls: [{ name: "data_get", args: { table: "trucks", week: 52 }, out: "6 trucks: GT-4417-19 (8 t), GR-2290-21 (12 t), GT-1187-20 (12 t), GW-771-18 (8 t, in workshop until 2026-12-27), AS-5520-22 (10 t), GN-3318-19 (8 t)" }] },
          { agent: S, text: "", calls: [{ name: "cpsat_solve", args: { model: "models/harvest_w52.py" }, out: cp(r, { status: "INFEASIBLE" }) }] },
          { agent: P, text: "", calls: [{ name: "plan_validate", args: { week: 52, plan: "latest" }, err: true, out: `validation ${r.job("val")}: no plan for week 52 (last solve INFEASIBLE)` }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "week-52 schedule (Christmas week, one truck in the workshop)", steps };
      }
      const weeks = [40, 41, 42, 43, 44, 45, 46, 47, 48].slice(0, r.int(7, 9));
      const res = [];
      for (const w of weeks) {
        const obj = r.int(3100, 5600);
        res.push(`w${w}: ${obj}`);
        steps.push({ text: "", calls: [{ name: "cpsat_solve", args: { model: `models/harvest_w${w}.py`, params: { max_time_in_seconds: 120 } }, out: cp(r, { status: "OPTIMAL", obj, bound: obj, tl: 120, sols: r.int(2, 30) }) }] });
      }
      return { task: "re-solve every past week of the season with the new truck costs for the season report", steps, final: `Re-solved ${weeks.length} weeks, all optimal: ${res.join(", ")} crate-hours.` };
    },
  },
};
