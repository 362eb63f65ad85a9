// Domain 5: HiGHS / Gurobi least-cost feed formulation at a feed mill in Juchitán, Oaxaca. Staff: Isthmus Zapotec.
// Semantic Kernel plugin-function names; some turns make two calls in parallel.
import { waste, interject } from "./kinds.mjs";

const highs = (r, { status, obj, gap, nodes = 0, iters, extra = "", opts = "" }) =>
  `Running HiGHS 1.8.1 (git hash: 4a7f24a): Copyright (c) 2024 HiGHS under MIT licence terms\n${opts}Coefficient ranges:\n  Matrix [1e-03, 9e+01]\n  Cost   [2e+00, 4e+01]\n  Bound  [1e+00, 1e+03]\n  RHS    [1e-01, 1e+03]\nPresolving model\n${r.int(36, 44)} rows, ${r.int(24, 31)} cols, ${r.int(500, 700)} nonzeros  ${r.num(0, 0.2, 2)}s\n${extra}Model status        : ${status}\n${obj != null ? `Objective value     : ${obj}\n` : ""}${gap != null ? `Relative P-D gap    : ${gap}\nNodes               : ${nodes}\n` : ""}Simplex iterations  : ${iters ?? r.int(20, 400)}\nHiGHS run time      : ${r.num(0.01, 4, 3)}\nWriting the solution to ${r.tmp("highs_", ".sol")}`;
const iis = (r, rows) => `IIS computed in ${r.num(0.01, 0.3)} s · ${rows.length} rows, 1 bound\n${rows.map((x) => `  row  ${x}`).join("\n")}\n  bound soybean_meal_48 <= 120 kg/t (stock)`;

export default {
  domain: "milp-feed-mill-zai",
  styleNote: "Semantic Kernel (Plugin-function names), gpt-4o, call_ ids, null content, timestamps, some parallel calls",
  language: "Isthmus Zapotec",
  style: { ids: "call24", models: ["gpt-4o-2024-11-20", "gpt-4o-2024-08-06"], nullContent: true, timestamps: true, toolName: true, usage: true },
  system:
    "You are the formulation assistant of Alimentos Balanceados del Istmo (Juchitán de Zaragoza). Diets are least-cost LPs/MIPs over 27 ingredients with nutrient constraints per kg of feed. Plugins: Optimizer-solve (HiGHS), Optimizer-compute_iis, Optimizer-gurobi_job_status (annual procurement MIP on the Gurobi server), Prices-get_quote, Specs-get_spec, Report-export.",
  ask: (tech) => [`Padiuxi. Gudxiña ni guiruche' ndaani' fórmula riʼ.\nTech: ${tech}`],
  nudge: ["Xi modo nuu? Ma bisaca la?\nTech: status?", "Ximodo zeeda ni?\nTech: any news?"],
  final: (s) => `Xquixepe lii. ${s}`,
  kinds: {
    retry(r, mode) {
      const steps = [{ text: "Fetch the spec and the current prices together.", calls: [
        { name: "Specs-get_spec", args: { product: "POLLO-ENG-2" }, out: "broiler finisher POLLO-ENG-2: ME ≥ 3,150 kcal/kg · CP ≥ 19.0 % · Lys ≥ 1.05 % · Met+Cys ≥ 0.80 % · Ca 0.80–0.95 % · avP ≥ 0.40 % · fibre ≤ 4.5 %" },
        { name: "Prices-get_quote", args: { date: "today" }, out: `quote ${r.job("q")} · MXN/t · maíz amarillo 5,420 · sorgo 4,610 · pasta de soya 48 % 9,880 · DDGS 5,150 · harina de pescado 26,300 · aceite 31,900 · L-Lys HCl 38,400 · DL-Met 61,200 · valid until 18:00` },
      ] }];
      if (mode === "loop") {
        steps.push({ calls: [{ name: "Optimizer-solve", args: { model: "diets/pollo_eng_2.lp" }, out: highs(r, { status: "Infeasible" }) }] });
        const opts = [{ presolve: "off" }, { solver: "simplex", simplex_strategy: 4 }, { threads: 8 }, { mip_rel_gap: 0.001 }, { presolve: "on", parallel: "on" }, { solver: "ipm" }, { time_limit: 600 }, { random_seed: 11 }];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: i === 0 ? "Infeasible. Try the solver with different options." : null, calls: [{ name: "Optimizer-solve", args: { model: "diets/pollo_eng_2.lp", options: opts[i % opts.length] }, out: highs(r, { status: "Infeasible", opts: `Set option ${Object.keys(opts[i % opts.length])[0]} to "${Object.values(opts[i % opts.length])[0]}"\n` }) }] });
        return { task: "least-cost formula for broiler finisher POLLO-ENG-2 with today's prices", steps };
      }
      const seq = mode === "amb" ? [["2.41%", 60], ["2.39%", 120], ["2.38%", 240], ["2.38%", 480], ["2.37%", 960]] : [["8.12%", 60], ["3.40%", 120], ["0.91%", 240], ["0%", 480]];
      for (let i = 0; i < seq.length; i++) {
        const [gap, tl] = seq[i];
        steps.push({ mark: mode === "amb" && i === 2, text: i ? "Gap still open; double the time limit." : null, calls: [{ name: "Optimizer-solve", args: { model: "diets/pollo_eng_2_batches.lp", options: { time_limit: tl } }, out: highs(r, { status: gap === "0%" ? "Optimal" : "Time limit reached", obj: (7421.8 + parseFloat(gap) * 3).toFixed(2), gap, nodes: r.int(200, 90000), iters: r.int(3000, 900000) }) }] });
      }
      return mode === "amb"
        ? { task: "batch plan for POLLO-ENG-2 (MIP: 2-tonne mixer batches, minimum inclusion 2 %)", steps, final: "Accepting the incumbent at 2.37 % gap (MXN 7,428.9/t): doubling the time limit only moved the gap by hundredths of a point.", note: "MIP re-solved with doubled time limits; the gap narrows by 0.01 point per run (2.41 → 2.37 %). Progress, or a loop the agent should have cut? Doubt begins at the third solve" }
        : { task: "batch plan for POLLO-ENG-2 (MIP: 2-tonne mixer batches, minimum inclusion 2 %)", steps, final: "Batch plan solved to optimality at MXN 7,421.80/t; the gap went 8.1 % → 3.4 % → 0.9 % → 0 as the time limit grew." };
    },

    repair(r, mode) {
      const core = ["lysine_min  (Lys >= 1.05 %)", "crude_protein_max_for_litter  (CP <= 20.5 %)", "fishmeal_stock  (<= 0 kg/t, out of stock)"];
      const steps = [{ calls: [{ name: "Optimizer-solve", args: { model: "diets/cerdo_ini.lp" }, out: highs(r, { status: "Infeasible" }) }] }];
      steps.push({ calls: [{ name: "Optimizer-compute_iis", args: { model: "diets/cerdo_ini.lp" }, out: iis(r, core) }] });
      if (mode === "loop") {
        const relax = ["calcium_max 0.95 → 1.05 %", "salt_max 0.45 → 0.50 %", "avP_min 0.45 → 0.42 %", "fibre_max 4.0 → 4.5 %", "copper_max 125 → 150 ppm", "ddgs_max 10 → 15 %", "fat_max 6 → 7 %"];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: i === 0 ? "Relax a nutrient limit and recompute." : null, calls: [
            { name: "Optimizer-solve", args: { model: "diets/cerdo_ini.lp", relax: relax[i % relax.length] }, out: highs(r, { status: "Infeasible" }) },
            { name: "Optimizer-compute_iis", args: { model: "diets/cerdo_ini.lp", relax: relax[i % relax.length] }, out: iis(r, core) },
          ] });
        return { task: "piglet starter CERDO-INI has no feasible formula since the fishmeal ran out", steps };
      }
      steps.push({ text: "Allow synthetic L-lysine HCl (it is in stock) so lysine does not need protein.", calls: [
        { name: "Optimizer-solve", args: { model: "diets/cerdo_ini.lp", allow: ["L-Lys HCl <= 0.5 %"] }, out: highs(r, { status: "Infeasible" }) },
        { name: "Optimizer-compute_iis", args: { model: "diets/cerdo_ini.lp", allow: ["L-Lys HCl <= 0.5 %"] }, out: iis(r, ["met_cys_min  (Met+Cys >= 0.62 %)", "crude_protein_max_for_litter  (CP <= 20.5 %)"]) },
      ] });
      steps.push({ text: "Now methionine; add DL-Met as well.", calls: [{ name: "Optimizer-solve", args: { model: "diets/cerdo_ini.lp", allow: ["L-Lys HCl <= 0.5 %", "DL-Met <= 0.3 %"] }, out: highs(r, { status: "Optimal", obj: "9213.44" }) }] });
      return { task: "piglet starter CERDO-INI has no feasible formula since the fishmeal ran out", steps, final: "Feasible again without fishmeal: adding L-Lys HCl and DL-Met gives CERDO-INI at MXN 9,213.44/t, all specs met." };
    },

    pingpong(r, mode) {
      const steps = [{ calls: [{ name: "Optimizer-solve", args: { model: "diets/vaca_leche.lp", basis: "percent" }, out: highs(r, { status: "Optimal", obj: "6188.32" }) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const frac = i % 2 === 0;
          steps.push({ mark: i === 2, text: i === 0 ? "Check the same diet on a fraction basis in case the scaling is off." : null, calls: [{ name: "Optimizer-solve", args: { model: "diets/vaca_leche.lp", basis: frac ? "fraction" : "percent" }, out: highs(r, { status: "Optimal", obj: frac ? "6.18832" : "6188.32", extra: frac ? "Objective scaled: MXN per kg\n" : "" }) }] });
        }
        return { task: "dairy concentrate VACA-LECHE: confirm the least-cost formula before the 6 a.m. batch", steps };
      }
      const prices = [4610, 4480, 4390, 4250, 4120];
      for (const p of prices) {
        steps.push({ calls: [{ name: "Prices-get_quote", args: { ingredient: "sorgo", supplier: r.pick(["Granos del Sur", "Agroistmo", "Comercial Tehuana"]) }, out: `sorgo · ${p.toLocaleString("en-US")} MXN/t · ${r.int(40, 200)} t available · quote ${r.job("q")}` }] });
        steps.push({ calls: [{ name: "Optimizer-solve", args: { model: "diets/vaca_leche.lp", price_override: { sorgo: p } }, out: highs(r, { status: "Optimal", obj: (6188.32 - (4610 - p) * (0.18 + (4610 - p) / 4000)).toFixed(2) }) }] });
      }
      return { task: "dairy concentrate VACA-LECHE: cost at each sorghum quote we received", steps, final: `Cost per tonne falls from MXN 6,188 at 4,610 to about ${(6188.32 - 490 * (0.18 + 490 / 4000)).toFixed(0)} at 4,120; sorghum inclusion rises as the price drops.` };
    },

    rerun(r, mode) {
      const warn = "WARNING: Problem is badly scaled: matrix range [3e-06, 4e+05]; consider scaling rows/cols\nWARNING: Numerical trouble after 3 refactorizations\n";
      const first = () => ({ calls: [{ name: "Optimizer-solve", args: { model: "diets/premix_vitaminas.lp" }, out: highs(r, { status: "Unknown", extra: warn }) }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Numerical trouble; re-run." : null, calls: [{ name: "Optimizer-solve", args: { model: "diets/premix_vitaminas.lp", options: i % 2 ? { threads: 2 } : {} }, out: highs(r, { status: "Unknown", extra: warn }) }] });
        return { task: "vitamin premix formula (ppm-level ingredients)", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Run it once more in case it was transient." });
      steps.push({ text: "Express vitamins in g/t instead of ppm fractions and re-solve.", calls: [{ name: "Optimizer-solve", args: { model: "diets/premix_vitaminas_gt.lp" }, out: highs(r, { status: "Optimal", obj: "184310.00", extra: "WARNING: matrix range [2e-02, 4e+03] (acceptable)\n" }) }] });
      steps.push({ calls: [{ name: "Report-export", args: { model: "diets/premix_vitaminas_gt.lp", format: "pdf" }, out: `exported ${r.tmp("premix_", ".pdf")} (2 pages)` }] });
      return { task: "vitamin premix formula (ppm-level ingredients)", steps, final: "Rescaled to g/t, the premix solves to optimality at MXN 184,310/t; formula sheet exported." };
    },

    poll(r, mode) {
      const job = `grb-${r.int(100000, 999999)}`;
      const steps = [{ calls: [{ name: "Optimizer-gurobi_job_status", args: { job_id: job }, out: `job ${job} · state QUEUED · position 2 of 4 · license tokens 0/2 free · submitted 07:12 · now ${r.int(7, 9)}:${String(r.int(10, 59))}` }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, calls: [{ name: "Optimizer-gurobi_job_status", args: { job_id: job }, out: `job ${job} · state QUEUED · position 2 of 4 · license tokens 0/2 free · submitted 07:12 · now ${10 + Math.floor(i / 3)}:${String(r.int(10, 59))} · server msg: "token holder grb-771204 unresponsive"` }] });
        if (r.chance(0.5)) interject(steps, 5, this.nudge[1], "The annual procurement model is still waiting for a Gurobi token; I will keep checking.");
        return { task: `annual grain procurement MIP (job ${job}): report the plan when it finishes`, steps };
      }
      let inc = 2.482e7, bd = 2.301e7, nodes = 0;
      const n = r.int(5, 8);
      for (let i = 0; i < n; i++) {
        inc -= r.int(20000, 90000); bd += r.int(30000, 120000); nodes += r.int(4000, 30000);
        steps.push({ calls: [{ name: "Optimizer-gurobi_job_status", args: { job_id: job }, out: `job ${job} · RUNNING\n    Nodes    |    Current Node    |     Objective Bounds      |     Work\n Expl Unexpl |  Obj  Depth IntInf | Incumbent    BestBd   Gap | It/Node Time\n${String(nodes).padStart(6)} ${String(r.int(100, 9000)).padStart(5)}    ${(bd / 1e7).toFixed(4)}e+07 ${r.int(10, 60)} ${r.int(1, 40)}  ${(inc / 1e7).toFixed(4)}e+07 ${(bd / 1e7).toFixed(4)}e+07 ${(((inc - bd) / inc) * 100).toFixed(2)}%  ${r.num(10, 40, 1)} ${r.int(100, 3000)}s` }] });
      }
      steps.push({ calls: [{ name: "Optimizer-gurobi_job_status", args: { job_id: job }, out: `job ${job} · DONE · Optimal solution found (tolerance 1.00e-04) · Best objective ${(inc / 1e7).toFixed(6)}e+07` }] });
      return { task: `annual grain procurement MIP (job ${job}): report the plan when it finishes`, steps, final: `Procurement MIP solved to optimality: MXN ${(inc / 1e6).toFixed(2)} M for the year.` };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, calls: [{ name: "Prices-get_quote", args: { ingredient: "pasta de soya 48 %" }, out: `pasta de soya 48 % · 9,880 MXN/t · 0 t available until 2026-12-15 · quote ${r.job("q")}` }] },
          { calls: [{ name: "Optimizer-solve", args: { model: "diets/gallina_postura.lp" }, out: highs(r, { status: "Infeasible" }) }] },
          { calls: [{ name: "Report-export", args: { model: "diets/gallina_postura.lp", format: "pdf" }, err: true, out: "export failed: no feasible solution to export" }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "layer feed GALLINA-POSTURA sheet for tomorrow's production", steps };
      }
      const prods = ["POLLO-INI", "POLLO-ENG-1", "POLLO-ENG-2", "GALLINA-POSTURA", "CERDO-INI", "CERDO-CREC", "CERDO-FIN", "VACA-LECHE", "BECERRO", "BORREGO"];
      const k = r.int(4, 5);
      const res = [];
      for (let i = 0; i < k; i++) {
        const a = prods[2 * i], b = prods[2 * i + 1];
        const ca = r.num(5200, 9900), cb = r.num(5200, 9900);
        res.push(`${a} ${ca}`, `${b} ${cb}`);
        steps.push({ text: i === 0 ? "Solve the products two at a time." : null, calls: [
          { name: "Optimizer-solve", args: { model: `diets/${a.toLowerCase()}.lp` }, out: highs(r, { status: "Optimal", obj: ca }) },
          { name: "Optimizer-solve", args: { model: `diets/${b.toLowerCase()}.lp` }, out: highs(r, { status: "Optimal", obj: cb }) },
        ] });
      }
      return { task: "re-formulate every product with this week's prices", steps, final: `All ${2 * k} products re-formulated (MXN/t): ${res.join(", ")}.` };
    },
  },
};
