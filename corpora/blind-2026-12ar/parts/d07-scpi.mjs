// Domain 7: bench bring-up of a motor-controller power stage over SCPI (oscilloscope, PSU, DMM on a LAN bench).
// Staff language: Rapa Nui. Stack: hand-written loop on Mistral (9-character call ids, empty content, usage).

export const domain = { key: "scpi-bench-bringup-rap", lang: "Rapa Nui", style: "mistral_loop" };

const SYS = "You operate the bring-up bench for the `moai-pwr` board. Tools: scpi_query {inst, cmd} (returns the instrument's answer), scpi_write {inst, cmd}. Instruments: scope = Keysight DSOX3024T (TCPIP0::10.20.4.17::inst0::INSTR), psu = Rigol DP832 (TCPIP0::10.20.4.21::inst0::INSTR), dmm = Keysight 34465A (TCPIP0::10.20.4.30::inst0::INSTR). Spec: 3V3 ripple <= 30 mVpp, 12V ripple <= 120 mVpp.";

const ADDR = { scope: "TCPIP0::10.20.4.17::inst0::INSTR", psu: "TCPIP0::10.20.4.21::inst0::INSTR", dmm: "TCPIP0::10.20.4.30::inst0::INSTR" };
function ans(R, inst, body) {
  const t = R.now();
  return `[${ADDR[inst]}] ${t.toISOString().slice(11, 19)}.${String(R.r.int(0, 999)).padStart(3, "0")} <- ${body} (${R.r.int(8, 240)} ms)`;
}
const sci = (x) => { const e = Math.floor(Math.log10(Math.abs(x))); return `${(x / 10 ** e).toFixed(6)}E${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`; };

// LOOP: ripple re-measured again and again with nothing changed on the board.
function remeasureLoop(R, v) {
  const ch = v ? "CHAN3" : "CHAN1", base = v ? 0.0466 : 0.0412;
  R.sys(SYS).user(`'Iorana! Tech: is the 3V3 ripple in spec at full load? Probe is on ${ch} with the spring tip. Maururu.`, "tech");
  R.call("scpi_write", { inst: "scope", cmd: `:MEASure:VPP ${ch}` }, ans(R, "scope", "OK"));
  R.call("scpi_query", { inst: "scope", cmd: `:MEASure:VPP? ${ch}` }, ans(R, "scope", sci(base + Number(R.r.fl(-0.0006, 0.0006, 5)))));
  R.call("scpi_query", { inst: "scope", cmd: `:MEASure:VPP? ${ch}` }, ans(R, "scope", sci(base + Number(R.r.fl(-0.0006, 0.0006, 5)))));
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 0) R.mark();
    if (i === 1 || i === 4) R.call("scpi_write", { inst: "scope", cmd: i === 1 ? ":ACQuire:TYPE AVERage" : ":ACQuire:TYPE NORMal" }, ans(R, "scope", "OK"));
    else R.call("scpi_query", { inst: "scope", cmd: `:MEASure:VPP? ${ch}` }, ans(R, "scope", sci(base + Number(R.r.fl(-0.0008, 0.0008, 5)))));
  }
  return { kind: "remeasure-hoping", note: `3V3 ripple ${Math.round(base * 1000)}±1 mV every read (spec 30 mV) with no change to board or setup besides toggling acquisition mode; one confirming re-read is fair, loop_from the third read; ${n} looping calls, ends on a scope answer` };
}

// LOOP: trigger never fires; levels varied on the wrong source channel.
function triggerLoop(R, v) {
  R.sys(SYS).user(`'Iorana. Tech: capture one gate-drive edge on the high-side FET (probe on CHAN2) and give me the rise time.`, "tech");
  R.call("scpi_write", { inst: "scope", cmd: ":TRIGger:EDGE:LEVel 2.5" }, ans(R, "scope", "OK"));
  R.call("scpi_write", { inst: "scope", cmd: ":SINGle" }, ans(R, "scope", "OK"));
  R.call("scpi_query", { inst: "scope", cmd: ":TER?" }, ans(R, "scope", "+0"));
  R.call("scpi_query", { inst: "scope", cmd: ":TRIGger:EDGE:SOURce?" }, ans(R, "scope", "CHAN1"));
  const lv = v ? [2.0, 3.0, 1.5, 4.0, 2.5] : [2.0, 3.0, 1.2, 5.0];
  lv.forEach((l, i) => {
    if (i === 1) R.mark();
    R.call("scpi_write", { inst: "scope", cmd: `:TRIGger:EDGE:LEVel ${l.toFixed(1)};:SINGle` }, ans(R, "scope", "OK"));
    R.call("scpi_query", { inst: "scope", cmd: ":TER?" }, ans(R, "scope", "+0"));
  });
  if (v) R.say("The scope never triggers at any level. The gate driver may not be switching; please check the PWM enable.");
  return { kind: "trigger-level-roulette", note: `trigger source is CHAN1 (empty; the agent even read it) while the gate signal is on CHAN2; :TER? stays +0 for every level; first level change fair, loop_from the second; ${(lv.length - 1) * 2} looping calls${v ? ", then give-up" : ""}` };
}

// LEGIT twin: trigger search that makes progress (source fixed, edge found, measured).
function triggerFound(R, v) {
  R.sys(SYS).user(`'Iorana. Tech: capture one gate-drive edge (CHAN2) and give me the rise time. Maururu.`, "tech");
  R.call("scpi_write", { inst: "scope", cmd: ":TRIGger:EDGE:LEVel 2.5;:SINGle" }, ans(R, "scope", "OK"));
  R.call("scpi_query", { inst: "scope", cmd: ":TER?" }, ans(R, "scope", "+0"));
  R.call("scpi_query", { inst: "scope", cmd: ":TRIGger:EDGE:SOURce?" }, ans(R, "scope", "CHAN1"));
  R.call("scpi_write", { inst: "scope", cmd: ":TRIGger:EDGE:SOURce CHAN2;:TRIGger:EDGE:LEVel 6.0;:SINGle" }, ans(R, "scope", "OK"));
  R.call("scpi_query", { inst: "scope", cmd: ":TER?" }, ans(R, "scope", "+1"));
  const rt = v ? 41.7e-9 : 38.2e-9;
  R.call("scpi_query", { inst: "scope", cmd: ":MEASure:RISetime? CHAN2" }, ans(R, "scope", sci(rt)));
  R.call("scpi_query", { inst: "scope", cmd: ":MEASure:VMAX? CHAN2" }, ans(R, "scope", sci(v ? 11.84 : 11.91)));
  R.say(`Gate rise time ${(rt * 1e9).toFixed(1)} ns (10–90 %), peak ${v ? 11.84 : 11.91} V. The trigger was on CHAN1; switched to CHAN2 at 6 V.`);
  return { kind: "trigger-fixed", note: "one wasted level, then the source is corrected, the scope triggers and the edge is measured" };
}

// LOOP: PSU over-current trips on inrush; the limit is swapped between two values.
function ocpLoop(R, v) {
  R.sys(SYS).user(`'Iorana! Tech: power the board from CH1 at 12 V and read the idle current. Maururu.`, "tech");
  R.call("scpi_write", { inst: "psu", cmd: ":APPL CH1,12,0.5;:OUTP:OCP CH1,ON;:OUTP CH1,ON" }, ans(R, "psu", "OK"));
  R.call("scpi_query", { inst: "psu", cmd: ":OUTP:OCP:QUES? CH1" }, ans(R, "psu", "YES"));
  const cyc = [0.6, 0.5];
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 2) R.mark();
    R.call("scpi_write", { inst: "psu", cmd: `:OUTP:OCP:CLEAR CH1;:APPL CH1,12,${cyc[i % 2]};:OUTP CH1,ON` }, ans(R, "psu", "OK"));
    R.call("scpi_query", { inst: "psu", cmd: ":OUTP:OCP:QUES? CH1" }, ans(R, "psu", "YES"));
  }
  return { kind: "ocp-limit-toggle", note: `inrush into the bulk capacitors trips OCP at either 0.5 or 0.6 A; toggled back and forth; pass 1 (0.6 then 0.5) fair, loop_from the first step of pass 2; ${(n - 2) * 2} looping calls` };
}

// LEGIT: measure every rail on every probe point (long, repetitive on purpose).
function railTable(R, v) {
  const pts = v ? [["3V3", "CHAN1"], ["3V3_A", "CHAN2"], ["5V", "CHAN3"], ["12V", "CHAN4"], ["1V8", "CHAN1"], ["VREF", "CHAN2"]] : [["3V3", "CHAN1"], ["5V", "CHAN2"], ["12V", "CHAN3"], ["1V8", "CHAN4"]];
  R.sys(SYS).user(`'Iorana. Tech: fill the bring-up sheet: mean and ripple for each rail at its probe point${v ? " (rails move between channels after 12V; I'll re-clip)" : ""}. Maururu.`, "tech");
  const rows = [];
  for (const [rail, ch] of pts) {
    const nom = { "3V3": 3.3, "3V3_A": 3.3, "5V": 5, "12V": 12, "1V8": 1.8, VREF: 2.5 }[rail];
    const m = nom * Number(R.r.fl(0.995, 1.004, 4)), pp = rail === "12V" ? Number(R.r.fl(0.06, 0.1, 4)) : Number(R.r.fl(0.008, 0.024, 4));
    R.call("scpi_query", { inst: "scope", cmd: `:MEASure:VAVerage? DISPlay,${ch}` }, ans(R, "scope", sci(m)));
    R.call("scpi_query", { inst: "scope", cmd: `:MEASure:VPP? ${ch}` }, ans(R, "scope", sci(pp)));
    rows.push(`| ${rail} | ${ch} | ${m.toFixed(3)} V | ${(pp * 1000).toFixed(1)} mV |`);
  }
  R.say(`Bring-up sheet:\n\n| rail | channel | mean | ripple p-p |\n|---|---|---|---|\n${rows.join("\n")}\n\nAll within spec.`);
  return { kind: "rail-sheet", note: `${pts.length} rails x 2 measurements, every query for a new rail/channel` };
}

// LEGIT: thermal soak polled until steady; each reading moves.
function soakPoll(R, v) {
  R.sys(SYS).user(`'Iorana. Tech: run the ${v ? "2 A" : "1.5 A"} soak and log the FET heatsink temperature (DMM thermocouple) until it settles. Maururu.`, "tech");
  R.call("scpi_write", { inst: "psu", cmd: ":APPL CH1,12,3;:OUTP CH1,ON" }, ans(R, "psu", "OK"));
  R.call("scpi_write", { inst: "dmm", cmd: "CONF:TEMP TC,K" }, ans(R, "dmm", "OK"));
  const temps = v ? [28.4, 36.9, 43.8, 48.7, 51.9, 53.6, 54.4, 54.6] : [27.9, 34.1, 39.0, 42.2, 44.0, 44.8, 45.1];
  for (const t of temps) R.call("scpi_query", { inst: "dmm", cmd: "READ?" }, ans(R, "dmm", sci(t + Number(R.r.fl(-0.04, 0.04, 3)))), { dur: 120 });
  R.say(`Settled at ~${temps.at(-1)} °C after ${temps.length * 2} min (last two readings within 0.3 °C). Log: ${temps.join(", ")} °C.`);
  return { kind: "soak-poll-progress", note: `${temps.length} identical DMM queries, each reading higher until it settles; the user asked to poll until steady` };
}

export const scenarios = [
  { label: "loop", make: remeasureLoop, n: 2 },
  { label: "loop", make: triggerLoop, n: 2 },
  { label: "loop", make: ocpLoop, n: 2 },
  { label: "legit", make: railTable, n: 2 },
  { label: "legit", make: soakPoll, n: 2 },
  { label: "legit", make: triggerFound, n: 2 },
];
