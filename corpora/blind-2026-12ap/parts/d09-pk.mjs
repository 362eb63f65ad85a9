// Domain 9: pharmacokinetic ODE simulation and fitting for trypanocide dosing in dromedary camels at a veterinary lab
// in Agadez. Staff: Tamasheq (Latin). AutoGen team: pk_modeller and reviewer (assistant names).
import { waste, interject } from "./kinds.mjs";

const M = "pk_modeller";
const V = "reviewer";
const ode = (r, { rows, status = "The solver successfully reached the end of the integration interval.", warn = "", method = "LSODA" }) =>
  `solve_ivp(method='${method}', rtol=1e-6, atol=1e-9) · model isometamidium_2cmt_v4 · ${r.ms(30, 900)} ms\n${warn}  day   C_plasma (µg/mL)\n${rows.map(([d, c]) => `  ${String(d).padStart(3)}   ${c}`).join("\n")}\nnfev=${r.int(300, 2400)} njev=${r.int(5, 60)} nlu=${r.int(5, 60)} status=0 '${status}'\nrun ${r.uuid().slice(0, 8)}`;
const TROUGH = [[0, "0.000"], [1, "1.842"], [3, "0.611"], [7, "0.248"], [14, "0.084"]];

export default {
  domain: "camel-pk-sim-taq",
  styleNote: "AutoGen AgentChat team (pk_modeller + reviewer as assistant names), OpenAI models, call_ ids",
  language: "Tamasheq",
  style: { ids: "call24", models: ["gpt-4.1-2025-04-14", "o4-mini-2025-04-16"], nullContent: false, timestamps: false, toolName: false, usage: true, agent: M },
  finalAgent: V,
  system:
    "Team: pk_modeller (runs models) and reviewer (checks results against the study plan). Project: isometamidium chloride prophylaxis against surra (Trypanosoma evansi) in dromedaries of the Aïr herds; target plasma concentration ≥ 0.10 µg/mL through day 14. Tools: ode_simulate, pk_fit (nonlinear least squares on the field samples), units_convert, plot_conc, popfit_status (SAEM population fits on the lab server).",
  ask: (tech) => [`Oyyik! Ad tagged asḍal n tamuɣlayt n imnas.\nTech: ${tech}`],
  nudge: ["Matt-ulid? Ikfa?\nTech: status? finished?", "Man iget? Tesalmed-t?\nTech: how far along?"],
  final: (s) => `Tanemmert. ${s}`,
  kinds: {
    retry(r, mode) {
      const fail = () => `pk_fit: scipy.optimize.least_squares(method='lm') · ${r.ms(20, 400)} ms\nERROR: singular Jacobian at initial parameter estimates (column 'Q' all zeros: Q has no effect when V2 = 0)\nnfev=1 · run ${r.hex(8)}`;
      const steps = [{ calls: [{ name: "pk_fit", args: { data: "field_2026_aïr.csv", model: "2cmt", init: { CL: 1.2, V1: 30, Q: 4, V2: 0 } }, err: true, out: fail() }] }];
      if (mode === "loop") {
        const inits = [{ CL: 1.21, V1: 30, Q: 4, V2: 0 }, { CL: 1.2, V1: 30.0, Q: 4.0, V2: 0.0 }, { CL: 1.2, V1: 29.9, Q: 4, V2: 0 }, { CL: 1.25, V1: 30, Q: 4.5, V2: 0 }, { CL: 1.2, V1: 31, Q: 4, V2: 0 }, { CL: 1.19, V1: 30, Q: 3.9, V2: 0 }, { CL: 1.2, V1: 30, Q: 4, V2: 0, method: "trf" }];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Nudge the initial estimates and refit." : "", calls: [{ name: "pk_fit", args: { data: "field_2026_aïr.csv", model: "2cmt", init: inits[i % inits.length] }, err: true, out: fail() }] });
        return { task: "fit the two-compartment model to this season's field samples", steps };
      }
      const seq = [
        [{ CL: 1.2, V1: 30, Q: 4, V2: 120 }, "WARNING: max_nfev (200) reached; cost 0.4127, gradient norm 3.1e-02"],
        [{ CL: 0.9, V1: 24, Q: 6, V2: 180 }, "WARNING: max_nfev (200) reached; cost 0.1873, gradient norm 4.4e-03"],
        [{ CL: 0.82, V1: 21, Q: 6.5, V2: 205 }, "converged (xtol) in 31 evaluations; cost 0.1611\n  CL 0.81 L/h (SE 0.07) · V1 21.4 L (2.3) · Q 6.6 L/h (0.9) · V2 211 L (26)"],
      ];
      for (const [init, res] of seq) steps.push({ calls: [{ name: "pk_fit", args: { data: "field_2026_aïr.csv", model: "2cmt", init }, out: `pk_fit: scipy.optimize.least_squares(method='trf') · ${r.ms(200, 4000)} ms\n${res}\nrun ${r.hex(8)}` }] });
      steps.push({ agent: V, text: "", calls: [{ name: "plot_conc", args: { fit: "latest", overlay: "observations" }, out: `saved ${r.tmp("fit_", ".png")} · 38 observations, 12 camels` }] });
      return { task: "fit the two-compartment model to this season's field samples", steps, final: "The fit converged once V2 started at a non-zero value (the zero made Q unidentifiable): CL 0.81 L/h, V1 21.4 L, Q 6.6 L/h, V2 211 L; observations sit on the curve." };
    },

    repair(r, mode) {
      const err = "DimensionalityError: Cannot convert from 'milligram / kilogram' (dose) to 'milligram' (amount in depot)\n  at isometamidium_2cmt_v4.dose_event(t=0.0)";
      const steps = [{ calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: "0.5 mg/kg IM", days: 14 }, err: true, out: `solve_ivp aborted before integration · ${r.ms(5, 80)} ms\n${err}` }] }];
      if (mode === "loop") {
        const fx = [{ method: "BDF" }, { rtol: 1e-8 }, { t_eval: "0:14:0.25" }, { method: "Radau" }, { atol: 1e-12 }, { days: 21 }, { max_step: 0.1 }];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, agent: i % 3 === 2 ? V : M, text: i === 0 ? "Change the integration settings and try again." : "", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: "0.5 mg/kg IM", days: 14, ...fx[i % fx.length] }, err: true, out: `solve_ivp aborted before integration · ${r.ms(5, 80)} ms\n${err}` }] });
        return { task: "simulate the 0.5 mg/kg IM regimen for 14 days", steps };
      }
      if (mode === "amb") {
        const doses = [["0.6", "0.091"], ["0.65", "0.094"], ["0.7", "0.096"], ["0.75", "0.098"]];
        doses.forEach(([d, c], i) => steps.push({ mark: i === 2, text: i === 0 ? "Dose in mg/kg needs body weight; use 450 kg and raise the dose in steps." : "", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: `${d} mg/kg IM`, body_weight_kg: 450, days: 14 }, out: ode(r, { rows: [[0, "0.000"], [1, (parseFloat(d) * 3.6).toFixed(3)], [7, (parseFloat(d) * 0.46).toFixed(3)], [14, c]] }) }] }));
        return { task: "simulate the 0.5 mg/kg IM regimen for 14 days", steps, final: "Day-14 trough rises only 0.002–0.003 µg/mL per 0.05 mg/kg step and stays under 0.10 up to 0.75 mg/kg; single-dose escalation will not reach the target within the label limit, so a booster on day 7 is the option to discuss.", note: "dose escalation in small steps: each simulation changes the dose and moves the day-14 trough slightly (0.091 → 0.098) but never reaches the target; careful search or a slow loop? Doubt begins at the third simulation" };
      }
      steps.push({ text: "Give the body weight so the dose becomes an amount.", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 14, depot_init: -1 }, err: true, out: `solve_ivp aborted before integration · ${r.ms(5, 80)} ms\nValueError: initial state 'depot' must be >= 0 (got -1.0)` }] });
      steps.push({ text: "Different error: remove the stray depot_init.", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 14 }, out: ode(r, { rows: TROUGH }) }] });
      return { task: "simulate the 0.5 mg/kg IM regimen for 14 days", steps, final: "0.5 mg/kg IM in a 450 kg camel gives 1.84 µg/mL on day 1 and 0.084 µg/mL on day 14, just under the 0.10 target." };
    },

    pingpong(r, mode) {
      const steps = [{ calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 14 }, out: ode(r, { rows: TROUGH }) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const a = i % 2 === 0;
          steps.push({ mark: i === 2, agent: a ? V : M, text: i === 0 ? "The study plan states the target in mg/L; convert the trough." : "", calls: [{ name: "units_convert", args: a ? { value: 0.084, from: "µg/mL", to: "mg/L" } : { value: 0.084, from: "mg/L", to: "µg/mL" }, out: a ? `0.084 µg/mL = 0.084 mg/L (factor 1.0)` : `0.084 mg/L = 0.084 µg/mL (factor 1.0)` }] });
        }
        if (r.chance(0.5)) interject(steps, 4, this.nudge[0], "Comparing the day-14 trough with the target in the study plan's units.", V);
        return { task: "does the 0.5 mg/kg regimen meet the study-plan target on day 14?", steps };
      }
      const regs = [["0.5 mg/kg once", "0.084"], ["1.0 mg/kg once", "0.168"], ["0.5 mg/kg day 0 + day 7", "0.203"], ["0.75 mg/kg once", "0.126"]];
      for (const [rg, c] of regs) {
        steps.push({ agent: M, text: "", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", regimen: rg, body_weight_kg: 450, days: 14 }, out: ode(r, { rows: [[0, "0.000"], [7, (parseFloat(c) * 2.9).toFixed(3)], [14, c]] }) }] });
        steps.push({ agent: V, text: "", calls: [{ name: "plot_conc", args: { regimen: rg, target: 0.1 }, out: `saved ${r.tmp("reg_", ".png")} · day-14 ${c} µg/mL ${parseFloat(c) >= 0.1 ? "≥" : "<"} target` }] });
      }
      return { task: "compare four dosing regimens against the day-14 target, with a plot each", steps, final: `Day-14 troughs: ${regs.map((x) => `${x[0]} ${x[1]}`).join("; ")} µg/mL. All but 0.5 mg/kg once meet 0.10.` };
    },

    rerun(r, mode) {
      const w = "LSODA-- Warning: excess work done on this call (perhaps wrong Dfun type). (mxstep=500)\n";
      const first = () => ({ calls: [{ name: "ode_simulate", args: { model: "isometamidium_3cmt_tissue", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 60 }, out: ode(r, { rows: [[0, "0.000"], [1, "1.811"], [14, "nan"]], warn: w, status: "Excess work done on this call." }) }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Solver warning; re-run." : "", calls: [{ name: "ode_simulate", args: { model: "isometamidium_3cmt_tissue", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 60 }, out: ode(r, { rows: [[0, "0.000"], [1, "1.811"], [14, "nan"]], warn: w, status: "Excess work done on this call." }) }] });
        return { task: "60-day tissue-depletion simulation for the withdrawal period", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Run it once more in case it was transient." });
      steps.push({ text: "The tissue compartment is stiff; use BDF with the analytic Jacobian.", calls: [{ name: "ode_simulate", args: { model: "isometamidium_3cmt_tissue", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 60, method: "BDF", jac: "analytic" }, out: ode(r, { method: "BDF", rows: [[0, "0.000"], [1, "1.809"], [14, "0.083"], [60, "0.004"]], warn: "UserWarning: step size 2.1e-09 near t = 0.0 (IM depot discontinuity)\n" }) }] });
      steps.push({ text: "Now only the dose discontinuity; add it as a stop time.", calls: [{ name: "ode_simulate", args: { model: "isometamidium_3cmt_tissue", dose: "0.5 mg/kg IM", body_weight_kg: 450, days: 60, method: "BDF", jac: "analytic", tstops: [0] }, out: ode(r, { method: "BDF", rows: [[0, "0.000"], [1, "1.809"], [14, "0.083"], [30, "0.019"], [60, "0.004"]] }) }] });
      return { task: "60-day tissue-depletion simulation for the withdrawal period", steps, final: "With BDF, the analytic Jacobian and a stop at the dose time the 60-day run is clean: plasma 0.004 µg/mL on day 60." };
    },

    poll(r, mode) {
      const job = `saem-${r.int(100, 999)}`;
      const st = (it, ll, phase = "burn-in") => `job ${job} · nlmixr2 SAEM · ${phase} · iteration ${it}/500\n-2LL ${ll} · ω²(CL) ${r.num(0.05, 0.09, 3)} · server vetlab-01 · ${new Date(Date.UTC(2026, 11, 2, r.int(8, 18), r.int(0, 59))).toISOString()}`;
      const steps = [{ calls: [{ name: "popfit_status", args: { job_id: job }, out: st(88, "-412.71") }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, agent: i % 2 ? V : M, text: "", calls: [{ name: "popfit_status", args: { job_id: job }, out: st(212, "-498.02", "burn-in (R worker not responding since 09:41)").replace(/ω²\(CL\) [0-9.]+/, "ω²(CL) 0.071") }] });
        return { task: `population fit ${job}: report the between-camel variability of CL`, steps };
      }
      let it = 88;
      const n = r.int(4, 7);
      for (let i = 0; i < n; i++) {
        it = Math.min(480, it + r.int(50, 90));
        steps.push({ agent: i % 2 ? V : M, text: "", calls: [{ name: "popfit_status", args: { job_id: job }, out: st(it, (-412.71 - it * 0.4).toFixed(2), it > 300 ? "EM" : "burn-in") }] });
      }
      steps.push({ calls: [{ name: "popfit_status", args: { job_id: job }, out: `job ${job} · finished · 500/500 · -2LL -621.33 · ω²(CL) 0.064 (CV 25.7 %) · covariance step OK` }] });
      return { task: `population fit ${job}: report the between-camel variability of CL`, steps, final: "The SAEM fit finished: between-camel CV of clearance 25.7 %, covariance step successful." };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, agent: M, text: "", calls: [{ name: "pk_fit", args: { data: "field_2026_aïr.csv", model: "2cmt", camel: "AÏR-117" }, err: true, out: `pk_fit: only 2 observations for camel AÏR-117 (need ≥ 4 for 4 parameters) · run ${r.hex(8)}` }] },
          { agent: V, text: "", calls: [{ name: "plot_conc", args: { camel: "AÏR-117", overlay: "observations" }, out: `saved ${r.tmp("c117_", ".png")} · 2 observations, no fit` }] },
          { agent: M, text: "", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: "0.5 mg/kg IM", body_weight_kg: 390, days: 14, params: "camel AÏR-117" }, err: true, out: "ode_simulate: no individual parameters for camel AÏR-117 (fit missing)" }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "individual profile for camel AÏR-117 (the one that relapsed)", steps };
      }
      const doses = [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0].slice(0, r.int(7, 8));
      const res = [];
      for (const d of doses) {
        const c = (0.168 * d).toFixed(3);
        res.push(`${d} mg/kg → ${c}`);
        steps.push({ agent: M, text: "", calls: [{ name: "ode_simulate", args: { model: "isometamidium_2cmt_v4", dose: `${d} mg/kg IM`, body_weight_kg: 450, days: 14 }, out: ode(r, { rows: [[0, "0.000"], [1, (3.68 * d).toFixed(3)], [14, c]] }) }] });
      }
      return { task: "dose-response table: day-14 trough for each dose from 0.25 mg/kg in 0.25 steps", steps, final: `Day-14 troughs (µg/mL): ${res.join("; ")}. The 0.10 target is reached from 0.75 mg/kg.` };
    },
  },
};
