// Domain 10: Wolfram Language kernel (room-acoustics work) for a concert-hall consultancy on a Chaozhou opera theatre
// retrofit. Staff: Teochew (Han characters, some Peng'im). Some turns make two calls in parallel.
import { waste, interject } from "./kinds.mjs";

let inN = 1;
const io = (r, code, out, msgs = []) => {
  const n = inN++;
  return `${msgs.join("\n")}${msgs.length ? "\n" : ""}In[${n}]:= ${code.length > 90 ? code.slice(0, 87) + "..." : code}\nOut[${n}]= ${out}\n(* kernel wolfram-${r.hex(4)} · 14.1.0 · ${r.num(0.01, 12, 3)} s · MemoryInUse ${r.int(80, 900)} MB *)`;
};
const ncvb = (v, e, x) => `NIntegrate::ncvb: NIntegrate failed to converge to prescribed accuracy after 9 recursive bisections in t near {t} = {${x}}. NIntegrate obtained ${v} and ${e} for the integral and error estimates.`;

export default {
  domain: "wolfram-opera-acoustics-teochew",
  styleNote: "Anthropic Messages in a TypeScript harness, Claude, toolu_ ids, timestamps, tool names on answers, some parallel calls",
  language: "Teochew",
  style: { ids: "toolu", models: ["claude-opus-4-1-20250805", "claude-haiku-4-5-20251001"], nullContent: false, timestamps: true, toolName: true, usage: true },
  system:
    "You are the computation assistant of an acoustics consultancy retrofitting a Teochew opera (潮劇) theatre in Chaozhou: 820 seats, stage house, balcony. Tools: wolfram_eval (Wolfram Language kernel, persistent session), plot_export, fem_job_status (3D FEM eigenmode jobs). Targets: RT60 1.3–1.5 s at 500 Hz–1 kHz occupied; no strong modes below 80 Hz in the rehearsal room.",
  ask: (tech) => [`汝好！麻煩汝算一下戲院個聲學 (ma5 huang5 lṳ2 sng3 tsek8 e7)。\nTech: ${tech}`],
  nudge: ["做好未？ (tso3 ho2 bhue7?)\nTech: done yet?", "有乜消息無？\nTech: any news?"],
  final: (s) => `做好了，多謝。${s}`,
  kinds: {
    retry(r, mode) {
      inN = r.int(3, 20);
      const steps = [{ text: "Load the measured impulse response.", calls: [{ name: "wolfram_eval", args: { code: 'ir = Import["measurements/stalls_R12_S4.wav", "Data"]; Length[ir]' }, out: io(r, 'ir = Import["measurements/stalls_R12_S4.wav", "Data"]; Length[ir]', "96000") }] }];
      const base = "edc = NIntegrate[h[t]^2, {t, 0, 2}]";
      if (mode === "loop") {
        const vs = [base, "edc = NIntegrate[h[t]^2, {t, 0., 2.}]", "edc = NIntegrate[h[t]^2, {t, 0, 2}, Method -> Automatic]", "edc = NIntegrate[(h[t])^2, {t, 0, 2}]", "edc = NIntegrate[h[t]^2, {t, 0, 2}, WorkingPrecision -> MachinePrecision]", "edc = NIntegrate[Evaluate[h[t]^2], {t, 0, 2}]", "edc = N[NIntegrate[h[t]^2, {t, 0, 2}]]"];
        const n = 2 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: i === 0 ? "Energy decay integral for the Schroeder curve." : "", calls: [{ name: "wolfram_eval", args: { code: vs[i % vs.length] }, out: io(r, vs[i % vs.length], "0.812034", [ncvb("0.812034", "0.000311", "0.0123")]) }] });
        return { task: "RT60 at stalls row 12 seat 4 from the measured impulse response", steps };
      }
      const seq = [
        ['edc = NIntegrate[h[t]^2, {t, 0, 2}, Method -> "LocalAdaptive", MaxRecursion -> 20]', "0.814512", [ncvb("0.814512", "0.0000412", "0.0123")]],
        ['edc = NIntegrate[h[t]^2, {t, 0, 0.0123, 2}, MaxRecursion -> 20]', "0.814699", []],
        ['rt = -60/First[Coefficients[LinearModelFit[schroederDB[[5;;35]], x, x]]][[2]]', "1.41", []],
      ];
      steps.push({ calls: [{ name: "wolfram_eval", args: { code: base }, out: io(r, base, "0.812034", [ncvb("0.812034", "0.000311", "0.0123")]) }] });
      for (const [c, o, m] of seq) steps.push({ calls: [{ name: "wolfram_eval", args: { code: c }, out: io(r, c, o, m) }] });
      return { task: "RT60 at stalls row 12 seat 4 from the measured impulse response", steps, final: "The integral converged once the direct-sound spike at t = 0.0123 s was split out; the Schroeder T30 fit gives RT60 = 1.41 s at stalls R12 S4, within the 1.3–1.5 s target." };
    },

    repair(r, mode) {
      inN = r.int(20, 40);
      const elq = "NDEigensystem::femcnmd: The mesh has degenerate elements: element quality 0.0004 at element 18233 (sliver near the balcony nosing {12.40, 3.10, 6.85}).";
      const code = (x) => `{vals, funs} = NDEigensystem[{-Laplacian[p[x, y, z], {x, y, z}], ${x}}, p, {x, y, z} ∈ hallMesh, 40]`;
      const steps = [{ calls: [{ name: "wolfram_eval", args: { code: code("NeumannValue[0, True]") }, out: io(r, code("NeumannValue[0, True]"), "$Failed", [elq]) }] }];
      if (mode === "loop") {
        const fx = ["NeumannValue[0, True]", "DirichletCondition[p[x, y, z] == 0, z == 0]", "NeumannValue[0, z == 0]", "NeumannValue[0., True]", "NeumannValue[0, x == 0 || x == 24]", "NeumannValue[0, True] (* 20 modes *)", "NeumannValue[0, True] (* Method -> Arnoldi *)"];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Try different boundary conditions and mode counts." : "", calls: [{ name: "wolfram_eval", args: { code: code(fx[(i + 1) % fx.length]) }, out: io(r, code(fx[(i + 1) % fx.length]), "$Failed", [elq]) }] });
        return { task: "lowest 40 acoustic modes of the auditorium volume", steps };
      }
      steps.push({ text: "The sliver is at the balcony nosing; refine there.", calls: [{ name: "wolfram_eval", args: { code: 'hallMesh = ToElementMesh[hallRegion, "MaxCellMeasure" -> 0.02, "MeshQualityGoal" -> 0.4, "RegionMarker" -> balconyNosing]; ' + code("NeumannValue[0, True]") }, out: io(r, "hallMesh = ToElementMesh[...]; NDEigensystem[...]", "$Failed", ["NDEigensystem::femcnmd: The mesh has degenerate elements: element quality 0.0011 at element 40412 (sliver near the stage lip {0.00, 1.20, 1.05})."]) }] });
      steps.push({ text: "Moved to the stage lip; round that edge by 5 cm as well.", calls: [{ name: "wolfram_eval", args: { code: 'hallRegion = RegionFillet[hallRegion, stageLip, 0.05]; hallMesh = ToElementMesh[hallRegion, "MeshQualityGoal" -> 0.4]; Sqrt[vals]*343/(2 Pi) // Take[#, 6]&' }, out: io(r, "hallRegion = RegionFillet[...]; ... Take[#, 6]&", "{0., 7.14, 10.52, 12.71, 14.30, 15.02}") }] });
      return { task: "lowest 40 acoustic modes of the auditorium volume", steps, final: "After fixing two mesh slivers (balcony nosing, then stage lip) the eigenmode solve runs; the first modes are 7.1, 10.5, 12.7, 14.3 and 15.0 Hz." };
    },

    pingpong(r, mode) {
      inN = r.int(5, 30);
      const A = "Cos[(π nx x)/Lx] Cos[(π ny y)/Ly] Cos[(π nz z)/Lz]";
      const B = "1/4 (Cos[π (nx x/Lx - ny y/Ly - nz z/Lz)] + Cos[π (nx x/Lx + ny y/Ly - nz z/Lz)] + Cos[π (nx x/Lx - ny y/Ly + nz z/Lz)] + Cos[π (nx x/Lx + ny y/Ly + nz z/Lz)])";
      const steps = [{ calls: [{ name: "wolfram_eval", args: { code: "mode = Cos[nx π x/Lx] Cos[ny π y/Ly] Cos[nz π z/Lz]" }, out: io(r, "mode = Cos[nx π x/Lx] Cos[ny π y/Ly] Cos[nz π z/Lz]", A) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++) {
          const red = i % 2 === 0;
          const c = red ? "mode = TrigReduce[mode]" : "mode = TrigFactor[mode]";
          steps.push({ mark: i === 2, text: i === 0 ? "Rewrite the mode shape so it can be compared with the report's expression." : "", calls: [{ name: "wolfram_eval", args: { code: c }, out: io(r, c, red ? B : A) }] });
        }
        if (r.chance(0.5)) interject(steps, 4, this.nudge[1], "Still matching the mode-shape expression to the report's form.");
        return { task: "rehearsal-room mode shape in the form used by the 2019 report", steps };
      }
      const rooms = [["rehearsal room", "{8.2, 6.1, 3.4}"], ["chamber hall", "{14.5, 9.8, 6.2}"], ["foyer", "{22.0, 7.5, 4.8}"], ["music practice room 3", "{4.2, 3.6, 2.9}"]];
      for (const [room, dims] of rooms) {
        const c = `modes = Select[Flatten[Table[343/2 Norm[{nx, ny, nz}/${dims}], {nx, 0, 6}, {ny, 0, 6}, {nz, 0, 6}]], 0 < # < 120 &] // Sort // Take[#, 8] &`;
        steps.push({ text: `Modes and a mode-density plot for the ${room}.`, calls: [
          { name: "wolfram_eval", args: { code: c }, out: io(r, c, `{${Array.from({ length: 8 }, (_, i) => (20 + i * r.int(6, 11) + r.int(0, 5)).toFixed(1)).join(", ")}}`) },
          { name: "plot_export", args: { expr: "Histogram[modes, {5}]", file: `modes_${room.replace(/ /g, "_")}.png` }, out: `Export → ${r.tmp("wl_", ".png")} (${r.int(30, 90)} KB)` },
        ] });
      }
      return { task: "low-frequency modes and a histogram for each of the four small rooms", steps, final: "Mode lists and histograms done for the rehearsal room, chamber hall, foyer and practice room 3; only practice room 3 has a strong mode below 80 Hz (axial, 41 Hz)." };
    },

    rerun(r, mode) {
      inN = r.int(40, 60);
      const slw = "NIntegrate::slwcon: Numerical integration converging too slowly; suspect one of the following: singularity, value of the integration is 0, highly oscillatory integrand, or WorkingPrecision too small.";
      const c = "G = NIntegrate[Exp[I k r Cos[θ]] Sin[θ] d[θ], {θ, 0, π}, {k, 1, 200}]";
      const first = () => ({ calls: [{ name: "wolfram_eval", args: { code: c }, out: io(r, c, "0.0183 + 0.2417 I", [slw]) }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Slow convergence warning; evaluate again." : "", calls: [{ name: "wolfram_eval", args: { code: i % 2 ? c + ";" : c }, out: io(r, c, "0.0183 + 0.2417 I", [slw]) }] });
        return { task: "directivity-weighted Green's function integral for the stage house", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Re-run once to rule out a transient problem." });
      steps.push({ text: "Oscillatory in k; use a Levin-type rule.", calls: [{ name: "wolfram_eval", args: { code: c.replace("]", ', Method -> "LevinRule"]') }, out: io(r, c, "0.0191 + 0.2402 I", ["NIntegrate::eincr: The global error of the strategy GlobalAdaptive has increased more than 2000 times."]) }] });
      steps.push({ text: "Split the θ range at π/2 where d[θ] has its kink.", calls: [{ name: "wolfram_eval", args: { code: 'G = Total[NIntegrate[Exp[I k r Cos[θ]] Sin[θ] d[θ], {θ, ##}, {k, 1, 200}, Method -> "LevinRule"] & @@@ {{0, π/2}, {π/2, π}}]' }, out: io(r, "G = Total[...]", "0.0190 + 0.2404 I") }] });
      return { task: "directivity-weighted Green's function integral for the stage house", steps, final: "G = 0.0190 + 0.2404 i without warnings (Levin rule, θ split at π/2)." };
    },

    poll(r, mode) {
      inN = 1;
      const job = `fem-${r.hex(6)}`;
      const st = (phase, pct) => `job ${job} · NDEigensystem 3D · 1.84 M tetrahedra · ${phase} ${pct}%\nkernel wolfram-${r.hex(4)} · MemoryInUse ${r.int(20, 60)} GB · checked ${new Date(Date.UTC(2026, 11, 4, r.int(1, 6), r.int(0, 59), r.int(0, 59))).toISOString()}`;
      const steps = [{ calls: [{ name: "fem_job_status", args: { job_id: job }, out: st("assembling system matrices", 12) }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: "", calls: [{ name: "fem_job_status", args: { job_id: job }, out: st("assembling system matrices", 61) + "\nnote: swap usage 98 %, no CPU time accrued since last check" }] });
        return { task: `full-hall eigenmode job ${job}: report the modes below 40 Hz`, steps };
      }
      const seq = [["assembling system matrices", 47], ["assembling system matrices", 88], ["Arnoldi iteration", 20], ["Arnoldi iteration", 55], ["Arnoldi iteration", 90]];
      for (const [p, x] of seq.slice(0, r.int(4, 5))) steps.push({ text: "", calls: [{ name: "fem_job_status", args: { job_id: job }, out: st(p, x) }] });
      steps.push({ calls: [{ name: "fem_job_status", args: { job_id: job }, out: `job ${job} · done · 60 eigenpairs · modes < 40 Hz: 7.1, 10.5, 12.7, 14.3, 15.0, 19.8, 23.4, 27.9, 31.2, 36.6` }] });
      return { task: `full-hall eigenmode job ${job}: report the modes below 40 Hz`, steps, final: "The full-hall FEM job finished: ten modes below 40 Hz, lowest 7.1 Hz." };
    },

    rounds(r, mode) {
      inN = r.int(60, 90);
      const steps = [];
      if (mode === "loop") {
        const c1 = "rt = 0.161 V/(Total[areas*alpha500] + 4 m V) /. {V -> 6120, m -> 0.0012}";
        const round = (mark) => [
          { mark, text: "", calls: [{ name: "wolfram_eval", args: { code: c1 }, out: io(r, c1, "1.92") }] },
          { text: "", calls: [{ name: "wolfram_eval", args: { code: "measured500 - rt" }, out: io(r, "measured500 - rt", "-0.51") }] },
          { text: "", calls: [{ name: "plot_export", args: { expr: "ListLinePlot[{rtBands, measuredBands}]", file: "rt_compare.png" }, out: `Export → ${r.tmp("wl_", ".png")} (${r.int(40, 70)} KB)` }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "why does the Sabine prediction at 500 Hz differ from the measured 1.41 s?", steps };
      }
      const bands = [63, 125, 250, 500, 1000, 2000, 4000, 8000];
      const rt = ["1.92", "1.71", "1.55", "1.44", "1.39", "1.30", "1.12", "0.88"];
      bands.forEach((b, i) => {
        const c = `rt${b} = 0.161 V/(Total[areas*alpha${b}] + 4 m${b} V) /. V -> 6120`;
        steps.push({ text: "", calls: [{ name: "wolfram_eval", args: { code: c }, out: io(r, c, rt[i]) }] });
      });
      return { task: "Eyring/Sabine RT60 for every octave band with the new seat absorption data", steps, final: `RT60 by octave band (63 Hz–8 kHz): ${rt.join(", ")} s; 500 Hz and 1 kHz meet the target.` };
    },
  },
};
