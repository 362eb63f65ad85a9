// Domain 8: hydrostatics and intact-stability calculator plus unit conversion for a wooden boat yard in Moroni building
// 17 m cargo dhows (japawa). Staff: Comorian (Shingazidja).
import { waste, interject } from "./kinds.mjs";

const hydro = (r, { T = 1.62, disp = 38.6, kg = 2.31, gm = 0.42, warn = "" }) =>
  `hydrostatics v3.4 · hull japawa-17_rev6.offsets · run ${r.hex(6)} · ${r.ms(40, 900)} ms\n${warn}Draft T        ${T.toFixed(3)} m\nDisplacement   ${disp.toFixed(2)} t\nKB             ${(T * 0.58).toFixed(3)} m\nBMt            ${(gm + kg - T * 0.58).toFixed(3)} m\nKMt            ${(gm + kg).toFixed(3)} m\nKG             ${kg.toFixed(3)} m\nGMt            ${gm.toFixed(3)} m\nLCB            ${r.num(7.9, 8.0, 3)} m fwd AP\nTPC            ${r.num(0.88, 0.9, 3)} t/cm`;
const crit = (rows) => {
  const names = ["Area 0–30°  ≥ 0.055 m·rad", "Area 0–40°  ≥ 0.090 m·rad", "Area 30–40° ≥ 0.030 m·rad", "GZ at ≥30°  ≥ 0.200 m", "Angle of GZmax ≥ 25.0°", "GM0         ≥ 0.150 m"];
  return names.map((n, i) => `${n.padEnd(28)} ${String(rows[i]).padStart(8)}  ${rows[i + 6] ? "PASS" : "FAIL"}`).join("\n");
};
const check = (r, lc, vals, pass) => `IS Code 2008 Part A 2.2 · loadcase ${lc} · heel step 1° · free trim · ${r.ms(100, 2000)} ms\n${crit([...vals, ...pass])}\nRESULT: ${pass.every(Boolean) ? "PASS" : "FAIL"}`;

export default {
  domain: "dhow-stability-zdj",
  styleNote: "Google ADK agent, Gemini, adk-<uuid> ids, timestamps, tool names on answers",
  language: "Comorian (Shingazidja)",
  style: { ids: "adk", models: ["gemini-2.5-pro", "gemini-2.5-flash"], nullContent: false, timestamps: true, toolName: true, usage: false },
  system:
    "You are the naval-architecture assistant of a boat yard in Moroni building 17 m wooden cargo dhows (japawa) for the Moroni–Mutsamudu–Mayotte trade. Tools: hydrostatics_calc, stability_check (IMO IS Code 2008 criteria), loadcase_edit, gz_curve_plot, units_convert, roll_sim_status (time-domain roll simulations on the yard PC). Units are SI unless the shipper's list says otherwise.",
  ask: (tech) => [`Jeje! Nisaidia uhesabu ha stabiliti ya dhow hino.\nTech: ${tech}`],
  nudge: ["Habari? Isha?\nTech: done?", "Ndjema? Ntsi ukaya ho?\nTech: where are you with it?"],
  final: (s) => `Marahaba. ${s}`,
  kinds: {
    retry(r, mode) {
      const lc = "LC3 departure, full cargo (cement 22 t on deck 8 t)";
      const steps = [{ calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC3" }, out: hydro(r, {}) }] }];
      if (mode === "loop") {
        const vs = [{ heel_step_deg: 1 }, { heel_step_deg: 0.5 }, { heel_step_deg: 1, integration: "simpson" }, { heel_step_deg: 2 }, { heel_step_deg: 1, trim: "free" }, { heel_step_deg: 0.5, integration: "trapezoid" }, { heel_step_deg: 1, max_heel_deg: 60 }];
        const n = 2 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: i === 0 ? "Check the IS Code criteria for LC3." : i === 1 ? "Angle of GZmax fails; re-run with a finer heel step." : "", calls: [{ name: "stability_check", args: { loadcase: "LC3", ...vs[i % vs.length] }, out: check(r, lc, ["0.071", "0.104", "0.033", "0.241", "21.4°", "0.420"], [1, 1, 1, 1, 0, 1]) }] });
        return { task: "LC3 (full cargo departure) must pass IS Code before the owner signs", steps };
      }
      const seq = [["0.071", "0.104", "0.033", "0.241", "21.4°", "0.420", 0], ["0.069", "0.106", "0.037", "0.252", "23.1°", "0.405", 0], ["0.067", "0.109", "0.042", "0.266", "25.6°", "0.391", 1]];
      const edits = [null, { item: "bulwark", change: "raise 0.25 m, add freeing ports" }, { item: "deck cement", change: "8 t → 5 t" }];
      for (let i = 0; i < seq.length; i++) {
        if (edits[i]) steps.push({ text: "", calls: [{ name: "loadcase_edit", args: { loadcase: "LC3", ...edits[i] }, out: `LC3 updated (${edits[i].item}) · KG ${(2.31 - i * 0.02).toFixed(3)} m · rev ${r.int(20, 40)}` }] });
        const v = seq[i];
        steps.push({ text: "", calls: [{ name: "stability_check", args: { loadcase: "LC3", heel_step_deg: 1 }, out: check(r, "LC3 departure, full cargo", v.slice(0, 6), [1, 1, 1, 1, v[6], 1]) }] });
      }
      return { task: "LC3 (full cargo departure) must pass IS Code before the owner signs", steps, final: "LC3 passes after raising the bulwark with freeing ports and limiting deck cement to 5 t: angle of GZmax 25.6° (was 21.4°)." };
    },

    repair(r, mode) {
      const lc = "LC5 arrival, 10 % consumables, deck cargo 9 t";
      const steps = [{ calls: [{ name: "stability_check", args: { loadcase: "LC5" }, out: check(r, lc, ["0.048", "0.081", "0.031", "0.204", "26.0°", "0.110"], [0, 0, 1, 1, 1, 0]) }] }];
      if (mode === "loop") {
        const mv = [{ item: "deck cargo", lcg: "move 1.5 m aft" }, { item: "deck cargo", lcg: "move 0.8 m fwd" }, { item: "fresh water", tank: "FW2 → FW1 (same height)" }, { item: "anchor chain", lcg: "locker fwd → aft" }, { item: "deck cargo", tcg: "centre on CL" }, { item: "spare sail", lcg: "move to stern deck" }, { item: "fuel", tank: "DO1 → DO2 (same height)" }];
        const n = 1 + waste(r, 2, 6);
        for (let i = 0; i < n; i++) {
          steps.push({ mark: i === 1, text: i === 0 ? "GM too small. Rearrange the load." : "", calls: [{ name: "loadcase_edit", args: { loadcase: "LC5", ...mv[i % mv.length] }, out: `LC5 updated · KG 2.640 m · trim ${r.num(-0.3, 0.3)} m · rev ${r.int(40, 80)}` }] });
          steps.push({ text: "", calls: [{ name: "stability_check", args: { loadcase: "LC5" }, out: check(r, lc, ["0.048", "0.081", "0.031", "0.204", "26.0°", "0.110"], [0, 0, 1, 1, 1, 0]) }] });
        }
        return { task: "LC5 (arrival) fails GM0 and the areas; find a loading the skipper can follow", steps };
      }
      const seq = [[{ item: "deck cargo", change: "9 t → 6 t, 3 t into hold" }, "2.580", ["0.052", "0.086", "0.032", "0.214", "26.0°", "0.140"], [0, 0, 1, 1, 1, 0]], [{ item: "ballast", change: "add 1.2 t stone ballast at keelson" }, "2.490", ["0.058", "0.094", "0.034", "0.229", "26.5°", "0.190"], [1, 1, 1, 1, 1, 1]]];
      for (const [ed, kg, v, p] of seq) {
        steps.push({ text: "", calls: [{ name: "loadcase_edit", args: { loadcase: "LC5", ...ed }, out: `LC5 updated · KG ${kg} m · rev ${r.int(40, 80)}` }] });
        steps.push({ text: "", calls: [{ name: "stability_check", args: { loadcase: "LC5" }, out: check(r, lc, v, p) }] });
      }
      return { task: "LC5 (arrival) fails GM0 and the areas; find a loading the skipper can follow", steps, final: "LC5 passes with 3 t of deck cargo moved into the hold and 1.2 t of stone ballast on the keelson: GM0 0.19 m, all areas above the minimum." };
    },

    pingpong(r, mode) {
      const steps = [{ calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC1" }, out: hydro(r, { kg: 2.31 }) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const toFt = i % 2 === 0;
          steps.push({ mark: i === 2, text: i === 0 ? "The surveyor's form is in feet; convert KG." : "", calls: [{ name: "units_convert", args: toFt ? { value: 2.31, from: "m", to: "ft" } : { value: 7.5787, from: "ft", to: "m" }, out: toFt ? `2.31 m = 7.5787 ft  (pint 0.24.4, ${r.ms(1, 20)} ms)` : `7.5787 ft = 2.3100 m  (pint 0.24.4, ${r.ms(1, 20)} ms)` }] });
        }
        if (r.chance(0.5)) interject(steps, 5, this.nudge[0], "Converting the KG for the surveyor's form.");
        return { task: "fill KG and GM for the surveyor's form (imperial units)", steps };
      }
      const items = [["bagged cement", 48400, "lb", 6.2, "ft"], ["rice sacks", 13200, "lb", 4.9, "ft"], ["diesel drums", 3850, "lb", 3.1, "ft"], ["timber planks", 9900, "lb", 7.4, "ft"], ["water jerrycans", 2640, "lb", 3.6, "ft"], ["motorbikes (3)", 990, "lb", 8.2, "ft"], ["roofing sheets", 4400, "lb", 7.9, "ft"], ["spare anchor", 330, "lb", 2.0, "ft"]].slice(0, r.int(6, 8));
      for (const [name, m, u, h] of items)
        steps.push({ text: "", calls: [{ name: "units_convert", args: { items: [{ value: m, from: u, to: "t" }, { value: h, from: "ft", to: "m" }], label: name }, out: `${name}: ${m} lb = ${(m * 0.00045359237).toFixed(3)} t; VCG ${h} ft = ${(h * 0.3048).toFixed(3)} m  (${r.ms(1, 20)} ms)` }] });
      steps.push({ text: "", calls: [{ name: "loadcase_edit", args: { loadcase: "LC6 shipper list", import: "converted items" }, out: `LC6 created · ${items.length} items · KG ${r.num(2.2, 2.6, 3)} m` }] });
      return { task: "convert the shipper's imperial cargo list and build a loadcase from it", steps, final: `All ${items.length} cargo items converted to tonnes and metres and loaded as LC6.` };
    },

    rerun(r, mode) {
      const w1 = "WARNING: station 7 section not closed (gap 0.042 m at chine); volumes may be inaccurate\n";
      const first = () => ({ calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC2", hull: "japawa-17_rev6" }, out: hydro(r, { warn: w1, disp: 38.9, gm: 0.44 }) }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Warning about the offsets; recompute." : "", calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC2", hull: "japawa-17_rev6", ...(i % 2 ? { stations: 21 } : {}) }, out: hydro(r, { warn: w1, disp: 38.9, gm: 0.44 }) }] });
        return { task: "hydrostatics for LC2 for the owner's booklet", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Same input again, once, to see if it is reproducible." });
      steps.push({ text: "Close station 7 at the chine using the lofting sheet.", calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC2", hull: "japawa-17_rev7", patch: "st7 chine point (1.412, 0.884)" }, out: hydro(r, { warn: "WARNING: station 9 waterline crosses the sheer line at T > 1.95 m\n", disp: 38.7, gm: 0.43 }) }] });
      steps.push({ text: "Only relevant above 1.95 m draft; we are at 1.62 m. Clip the range and run clean.", calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC2", hull: "japawa-17_rev7", draft_range_m: [0.4, 1.9] }, out: hydro(r, { disp: 38.7, gm: 0.43 }) }] });
      return { task: "hydrostatics for LC2 for the owner's booklet", steps, final: "Hydrostatics for LC2 with the repaired offsets (rev7): displacement 38.70 t, GMt 0.430 m, no warnings." };
    },

    poll(r, mode) {
      const job = r.job("roll");
      const st = (t, note = "") => `roll sim ${job} · beam seas Hs 2.5 m Tp 7 s · solver RK45 dt 0.01\nsimulated ${t} / 600 s · max roll so far ${t > 200 ? "24.8" : "19.2"}°${note}\nworker yard-pc-2 · pid ${r.pid()} · ${new Date(Date.UTC(2026, 10, 9, 14, r.int(0, 59), r.int(0, 59))).toISOString()}`;
      const steps = [{ calls: [{ name: "roll_sim_status", args: { job_id: job }, out: st(140) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: "", calls: [{ name: "roll_sim_status", args: { job_id: job }, out: st(212.37, " · step size 1.0e-12 (minimum), integrator stalled") }] });
        return { task: `beam-sea roll simulation ${job}: report maximum roll`, steps };
      }
      let t = 140;
      const n = r.int(4, 7);
      for (let i = 0; i < n; i++) {
        t = Math.min(590, t + r.int(60, 110));
        steps.push({ text: "", calls: [{ name: "roll_sim_status", args: { job_id: job }, out: st(t) }] });
      }
      steps.push({ calls: [{ name: "roll_sim_status", args: { job_id: job }, out: `roll sim ${job} · finished · 600 / 600 s · max roll 26.3° at t = 412.6 s · no capsize` }] });
      return { task: `beam-sea roll simulation ${job}: report maximum roll`, steps, final: "The simulation finished: maximum roll 26.3° in 2.5 m beam seas, no capsize." };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, text: "", calls: [{ name: "hydrostatics_calc", args: { loadcase: "LC4" }, out: hydro(r, { kg: 2.71, gm: 0.09, disp: 41.2, T: 1.74 }) }] },
          { text: "", calls: [{ name: "stability_check", args: { loadcase: "LC4" }, out: check(r, "LC4 departure, 40 passengers on deck", ["0.041", "0.069", "0.028", "0.171", "22.0°", "0.090"], [0, 0, 0, 0, 0, 0]) }] },
          { text: "", calls: [{ name: "gz_curve_plot", args: { loadcase: "LC4" }, out: `saved ${r.tmp("gz_LC4_", ".png")} (900x600)` }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "can LC4 (40 passengers on deck) be approved?", steps };
      }
      const drafts = [1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0].slice(0, r.int(7, 9));
      for (const T of drafts) steps.push({ text: "", calls: [{ name: "hydrostatics_calc", args: { draft_m: T, trim_m: 0 }, out: hydro(r, { T, disp: 22.4 + (T - 1.2) * 24.5, kg: 2.31, gm: 0.2 + (T - 1.2) * 0.35 }) }] });
      return { task: "hydrostatic table at drafts from 1.2 m in 0.1 m steps for the stability booklet", steps, final: `Hydrostatic table computed for ${drafts.length} drafts (${drafts[0]}–${drafts.at(-1)} m) and added to the booklet.` };
    },
  },
};
