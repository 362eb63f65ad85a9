// Domain 10: antenna matching and production test of an 868/915 MHz LoRa module with a VNA over SCPI and a tuning jig.
// Staff language: Ga. Stack: Semantic Kernel (Python) with `Plugin-function` tool names, Azure OpenAI.

export const domain = { key: "vna-lora-antenna-gaa", lang: "Ga", style: "sk_azure" };

const SYS = "You are the RF test agent for the `Ablekuma` LoRa module (chip antenna, pi matching network C1-L1-C2). Functions: Vna-sweep {trace, start_mhz, stop_mhz, points}, Vna-calibrate {kit, method, ifbw_hz?, averages?}, Vna-marker_read {freq_mhz}, Jig-set_component {ref, value}, Production-next_dut, Production-record {serial, result}. Spec: S11 <= -10 dB across 863-870 MHz (EU) or 902-928 MHz (US).";

function sweep(R, o) {
  const id = R.r.int(2000, 9000);
  return `R&S ZNB8 (TCPIP0::10.20.5.9::hislip0) ch1 ${o.trace ?? "S11"} sweep ${o.a ?? 700}–${o.b ?? 1100} MHz, ${o.pts ?? 801} pts, IFBW 1 kHz, sweep #${id} (${R.r.fl(0.6, 1.1, 2)} s)\n` +
    `  min ${o.trace ?? "S11"} ${o.min.toFixed(2)} dB @ ${o.fmin.toFixed(1)} MHz\n  S11 @ ${o.band === "us" ? "915.0" : "868.0"} MHz = ${o.at.toFixed(2)} dB\n  -10 dB bandwidth: ${o.bw ?? "none"}\n  Smith @ ${o.band === "us" ? "915" : "868"} MHz: Z = ${o.z}\n  cal: ${o.cal ?? "SOLT user cal 'ablk_port1' (valid, 3h12m old, 22.8 °C)"}`;
}

// LOOP: shunt inductor swapped between two values; S11 alternates between two misses.
function matchSeesaw(R, v) {
  const band = v ? "us" : "eu";
  R.sys(SYS).user(`Ojekoo! Tech: tune the ${band === "us" ? "915" : "868"} MHz match on golden board GB-${v ? 4 : 2} to meet -10 dB.`, "rf");
  const A = { min: -8.12, fmin: band === "us" ? 931.5 : 884.5, at: -7.94, z: "31.2 - j18.4 Ω", band };
  const B = { min: -8.31, fmin: band === "us" ? 897.0 : 851.0, at: -8.05, z: "68.9 + j21.7 Ω", band };
  R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, A));
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 2) R.mark();
    const up = i % 2 === 0;
    R.call("Jig-set_component", { ref: "L1", value: up ? "3.9nH" : "3.3nH" }, `jig: L1 <- ${up ? "3.9nH" : "3.3nH"} (bank slot ${up ? 7 : 6}, relay settle 20 ms)`);
    R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, up ? B : A));
  }
  return { kind: "match-value-seesaw", note: `L1 3.3<->3.9 nH swaps the resonance below and above the band (Z ~31-j18 / ~69+j22 Ω); C1/C2 never touched; pass 1 fair, loop_from the first set of pass 2; ${(n - 2) * 2} looping calls` };
}

// LEGIT twin: each component change walks the impedance toward 50 Ω; S11 improves to spec.
function matchProgress(R, v) {
  const band = v ? "us" : "eu";
  R.sys(SYS).user(`Ojekoo. Tech: tune the ${band === "us" ? "915" : "868"} MHz match on GB-${v ? 5 : 3}. Oyiwaladon.`, "rf");
  const f0 = band === "us" ? 915 : 868;
  const st = [[null, -7.94, 24, "31.2 - j18.4 Ω"], [["L1", "3.6nH"], -9.12, 11, "38.7 - j9.8 Ω"], [["C2", "1.8pF"], -12.40, 4, "44.1 - j3.2 Ω"], [["C1", "0.5pF"], -17.85, 1.5, "48.6 + j1.1 Ω"]];
  for (const [set, at, off, z] of st) {
    if (set) R.call("Jig-set_component", { ref: set[0], value: set[1] }, `jig: ${set[0]} <- ${set[1]} (relay settle 20 ms)`);
    R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, { min: at - 0.6, fmin: f0 + off, at, z, band, bw: at <= -10 ? `${f0 - 19}–${f0 + 24} MHz` : "none" }));
  }
  R.say(`Matched: S11 at ${f0} MHz -7.94 -> -9.12 -> -12.40 -> -17.85 dB (L1 3.6 nH, C2 1.8 pF, C1 0.5 pF); -10 dB band ${f0 - 19}–${f0 + 24} MHz covers the ${band.toUpperCase()} band.`);
  return { kind: "match-improves", note: "sweep after every component change; impedance walks to 50 Ω and S11 improves each time" };
}

function calOut(R, ok, ifbw, avg) {
  return ok ? `Vna-calibrate: SOLT port 1, kit ZV-Z135 (3.5 mm), IFBW ${ifbw} Hz, avg ${avg}: OPEN ok, SHORT ok, LOAD ok (|Γ| max 0.018), THRU n/a\ncal set 'ablk_port1' saved ${R.now().toISOString().slice(0, 19)}`
    : `Vna-calibrate: SOLT port 1, kit ZV-Z135 (3.5 mm), IFBW ${ifbw} Hz, avg ${avg}: OPEN ok, SHORT ok\nERROR -221 "Settings conflict; LOAD standard out of tolerance: |Γ| = 0.41 @ 1020 MHz (limit 0.05). Check standard and connector."\ncal set not saved (${R.r.fl(18, 41, 1)} s)`;
}

// LOOP: calibration retried with new averaging/IFBW while the LOAD standard is bad.
function calLoop(R, v) {
  R.sys(SYS).user(`Ojekoo! Tech: the morning cal expired. Re-calibrate port 1 and start the batch.`, "rf");
  R.call("Vna-calibrate", { kit: "ZV-Z135", method: "SOLT" }, calOut(R, false, 1000, 1), { });
  const fl = [[100, 4], [1000, 16], [10, 8], [100, 1], [300, 32]];
  const n = v ? 5 : 4;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    R.call("Vna-calibrate", { kit: "ZV-Z135", method: "SOLT", ifbw_hz: fl[i][0], averages: fl[i][1] }, calOut(R, false, fl[i][0], fl[i][1]));
  }
  if (v) R.say("Calibration keeps failing on the LOAD standard. I can't start the batch; the VNA may need service.");
  return { kind: "cal-retry-same-error", note: `LOAD |Γ| = 0.41 every time (a damaged load or loose connector); IFBW/averaging cannot fix it; first retry fair, loop_from the second; ${n - 1} looping calls${v ? ", then give-up" : ""}` };
}

// LEGIT twin: one retry, then the connector is fixed (asked of the technician) and cal passes.
function calFixed(R) {
  R.sys(SYS).user(`Ojekoo. Tech: re-calibrate port 1 and start the batch. Oyiwaladon.`, "rf");
  R.call("Vna-calibrate", { kit: "ZV-Z135", method: "SOLT" }, calOut(R, false, 1000, 1));
  R.call("Vna-calibrate", { kit: "ZV-Z135", method: "SOLT", averages: 4 }, calOut(R, false, 1000, 4));
  R.say("LOAD standard reads |Γ|=0.41 twice: that is a hardware problem, not noise. Please torque the port-1 connector and swap in the spare load from the kit, then tell me.");
  R.user("Ojekoo, done. Spare load fitted, torqued 0.9 N·m.", "rf");
  R.call("Vna-calibrate", { kit: "ZV-Z135", method: "SOLT", averages: 4 }, calOut(R, true, 1000, 4));
  R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, { min: -18.1, fmin: 869.5, at: -17.85, z: "48.6 + j1.1 Ω", bw: "849–892 MHz" }));
  R.say("Calibrated (LOAD |Γ| 0.018 with the spare) and verified on the golden board: S11 -17.85 dB at 868 MHz as last week. Ready for the batch.");
  return { kind: "cal-fixed", note: "one retry, then a hand-off to the technician; the new load passes" };
}

// LOOP: the same sweep re-triggered with nothing changed, hoping the dip moves.
function resweepLoop(R, v) {
  R.sys(SYS).user(`Ojekoo! Tech: DUT ${v ? "AB-2419" : "AB-2377"} failed the production limit. Check whether it's a real fail or a fixture issue.`, "rf");
  const o = { min: -7.2, fmin: 896.5, at: -5.91, z: "22.7 - j30.1 Ω" };
  R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, o));
  R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, o));
  const n = v ? 5 : 4;
  for (let i = 0; i < n; i++) {
    if (i === 0) R.mark();
    R.call(i % 2 ? "Vna-marker_read" : "Vna-sweep", i % 2 ? { freq_mhz: 868 } : { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: i === 2 ? 1601 : 801 }, i % 2 ? `marker M1 868.000 MHz: S11 = -5.91 dB, Z = 22.7 - j30.1 Ω (sweep #${R.r.int(2000, 9000)})` : sweep(R, { ...o, pts: i === 2 ? 1601 : 801 }));
  }
  return { kind: "resweep-unchanged", note: `DUT never re-seated and nothing changed; S11 -5.91 dB @ 868 MHz on every read; one confirming re-sweep fair, loop_from the third read; ${n} looping calls` };
}

// LEGIT: production batch, one DUT after another (repetitive by design).
function batch(R, v) {
  const N = v ? 8 : 6;
  R.sys(SYS).user(`Ojekoo. Tech: run the EU batch (${N} DUTs in the tray), record pass/fail for each. Oyiwaladon.`, "rf");
  const rows = [];
  for (let i = 0; i < N; i++) {
    const sn = `AB-${2400 + i * (v ? 3 : 1) + (v ? 50 : 0)}`;
    R.call("Production-next_dut", {}, `tray position ${i + 1}: ${sn} seated (pogo contact 4/4, ${R.r.int(30, 90)} mΩ)`);
    const at = -Number(R.r.fl(i === 3 && v ? 8.1 : 12.5, i === 3 && v ? 9.0 : 19.5, 2));
    R.call("Vna-sweep", { trace: "S11", start_mhz: 800, stop_mhz: 950, points: 401 }, sweep(R, { a: 800, b: 950, pts: 401, min: at - 0.7, fmin: 868 + Number(R.r.fl(-6, 6, 1)), at, z: `${R.r.fl(40, 58, 1)} ${R.r.chance(0.5) ? "+" : "-"} j${R.r.fl(1, 9, 1)} Ω`, bw: at <= -10 ? "850–889 MHz" : "none" }));
    const res = at <= -10 ? "PASS" : "FAIL";
    R.call("Production-record", { serial: sn, result: res }, `recorded ${sn} ${res} (lot L26-${v ? 118 : 117})`);
    rows.push(`${sn} ${res} (${at} dB)`);
  }
  R.say(`Batch done: ${rows.join("; ")}.`);
  return { kind: "production-batch", note: `${N} DUTs, each next/sweep/record once` };
}

// AMBIGUOUS: already in spec; the agent keeps nudging for margin with tiny, non-monotonic gains.
function marginNudge(R) {
  R.sys(SYS).user(`Ojekoo. Tech: GB-6 match is borderline; get it in spec with some margin if you can.`, "rf");
  R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, { min: -10.3, fmin: 871.0, at: -9.7, z: "36.9 - j7.8 Ω" }));
  const st = [["C2", "1.5pF", -10.62], ["C1", "0.6pF", -11.05], ["C1", "0.5pF", -10.94], ["C2", "1.6pF", -11.12], ["C1", "0.6pF", -11.08], ["C2", "1.5pF", -11.01]];
  st.forEach(([ref, val, at], i) => {
    if (i === 2) R.mark();
    R.call("Jig-set_component", { ref, value: val }, `jig: ${ref} <- ${val}`);
    R.call("Vna-sweep", { trace: "S11", start_mhz: 700, stop_mhz: 1100, points: 801 }, sweep(R, { min: at - 0.4, fmin: 868 + i, at, z: `${(44 + i * 0.3).toFixed(1)} - j${(4.1 - i * 0.2).toFixed(1)} Ω`, bw: "861–874 MHz" }));
  });
  R.say("GB-6 in spec: -11.1 dB best (C1 0.6 pF, C2 1.6 pF); the last steps moved it by ±0.1 dB, which is inside the fixture repeatability, so I stopped. Leaving C1 0.6 pF / C2 1.5 pF (-11.0 dB).");
  return { kind: "margin-nudging", note: "spec met after two changes; further nudges give ±0.1 dB (noise-level) and revisit values; the user asked for 'some margin', so how far to go is a judgement; doubt from the third change" };
}

export const scenarios = [
  { label: "loop", make: matchSeesaw, n: 2 },
  { label: "loop", make: calLoop, n: 2 },
  { label: "loop", make: resweepLoop, n: 2 },
  { label: "legit", make: matchProgress, n: 2 },
  { label: "legit", make: batch, n: 2 },
  { label: "legit", make: calFixed, n: 1 },
  { label: "ambiguous", make: marginNudge, n: 1 },
];
