// blind-2026-12ar generator. `node gen.mjs` writes traces.jsonl and labels.jsonl; `node gen.mjs --stats` prints counts.
// Deterministic: every run gets its own RNG seeded from SET_SEED and its scenario key; ids are assigned after a seeded shuffle.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Rng, Run, hashStr } from "./parts/core.mjs";
import * as d01 from "./parts/d01-riscv.mjs";
import * as d02 from "./parts/d02-fpga.mjs";
import * as d03 from "./parts/d03-formal.mjs";
import * as d04 from "./parts/d04-kicad.mjs";
import * as d05 from "./parts/d05-spice.mjs";
import * as d06 from "./parts/d06-flash.mjs";
import * as d07 from "./parts/d07-scpi.mjs";
import * as d08 from "./parts/d08-openlane.mjs";
import * as d09 from "./parts/d09-regress.mjs";
import * as d10 from "./parts/d10-vna.mjs";

const SET_SEED = 0x12a7;
const HERE = dirname(fileURLToPath(import.meta.url));
const DOMAINS = [d01, d02, d03, d04, d05, d06, d07, d08, d09, d10];

// The staff's opening line: greeting punctuation and the closing thanks are drawn at random (independent of the label),
// so that neither says anything about how the run goes.
const THANKS = /\s*(Niá:wen|Wela'lin|Ханҗанав|Иҭабуп|ᏩᏙ|Kalahngan|Maururu|Sosongo|Ni itumezi|Oyiwaladon)\.?\s*$/;
const THANK_OF = { "Shé:kon": "Niá:wen", "Kwe'": "Wela'lin", "Мендвт": "Ханҗанав", "Мшыбзиа": "Иҭабуп", "ᎣᏏᏲ": "ᏩᏙ", Kaselehlie: "Kalahngan", "'Iorana": "Maururu", Mesiere: "Sosongo", "Mu lumeleng": "Ni itumezi", Ojekoo: "Oyiwaladon" };
function restyleOpening(msgs, rng) {
  const m = msgs.find((x) => x.role === "user");
  const g = Object.keys(THANK_OF).find((k) => m.content.startsWith(k));
  if (!g) throw new Error("no greeting: " + m.content);
  let body = m.content.slice(g.length).replace(/^[!.,]\s*/, "").replace(THANKS, "");
  m.content = `${g}${rng.chance(0.5) ? "!" : "."} ${body}${rng.chance(0.55) ? " " + THANK_OF[g] + "." : ""}`;
}

const runs = [];
for (const D of DOMAINS) {
  for (const sc of D.scenarios) {
    for (let v = 0; v < sc.n; v++) {
      const key = `${D.domain.key}/${sc.make.name}/${v}`;
      const rng = new Rng(hashStr(key) ^ SET_SEED);
      const R = new Run(rng, sc.style ?? D.domain.style, sc.opts ?? {});
      const info = sc.make(R, v);
      restyleOpening(R.msgs, new Rng(hashStr(key) ^ 0x5eed));
      const steps = R.nAsst;
      const last = R.msgs.at(-1);
      const final = last.role === "assistant" && !last.tool_calls;
      if (sc.label === "legit" && (R.loopFrom !== null || !final)) throw new Error(`legit run must end on a final answer without a mark: ${key}`);
      if (sc.label !== "legit" && R.loopFrom === null) throw new Error(`missing loop_from: ${key}`);
      if (sc.label === "ambiguous" && !final) throw new Error(`ambiguous run must end on a final answer: ${key}`);
      if (R.loopFrom !== null) {
        const asst = R.msgs.map((m, i) => [m, i]).filter(([m]) => m.role === "assistant");
        if (asst[R.loopFrom][1] !== R.loopFromMsg) throw new Error(`loop_from mismatch: ${key}`);
        if (sc.label === "loop" && steps - R.loopFrom < 2) throw new Error(`loop too short: ${key}`);
      }
      runs.push({ key, messages: R.msgs, label: { label: sc.label, loop_from: sc.label === "legit" ? null : R.loopFrom, loop_from_message: sc.label === "legit" ? null : R.loopFromMsg, steps, kind: info.kind, domain: D.domain.key, note: `${info.note}; staff language ${D.domain.lang}; stack ${sc.style ?? D.domain.style}, model ${R.model}` } });
    }
  }
}

// Opaque ids: three groups of four base-36 characters, assigned in a seeded shuffled order.
const idr = new Rng(SET_SEED * 7919);
const order = idr.shuffle(runs);
const used = new Set();
for (const r of order) {
  let id;
  do { id = `${idr.str(4)}-${idr.str(4)}-${idr.str(4)}`; } while (used.has(id));
  used.add(id); r.id = id;
}

if (process.argv.includes("--stats")) {
  const c = (f) => order.filter(f).length;
  console.log(`runs ${order.length}: loop ${c((r) => r.label.label === "loop")}, legit ${c((r) => r.label.label === "legit")}, ambiguous ${c((r) => r.label.label === "ambiguous")}`);
  for (const D of DOMAINS) {
    const k = D.domain.key;
    console.log(`  ${k.padEnd(26)} loop ${c((r) => r.label.domain === k && r.label.label === "loop")} / legit ${c((r) => r.label.domain === k && r.label.label === "legit")} / amb ${c((r) => r.label.domain === k && r.label.label === "ambiguous")}`);
  }
  const kinds = {};
  for (const r of order) kinds[r.label.kind] = (kinds[r.label.kind] ?? 0) + 1;
  console.log("kinds:", JSON.stringify(kinds));
  const loops = order.filter((r) => r.label.label === "loop");
  console.log(`loop runs ending on a tool answer: ${loops.filter((r) => r.messages.at(-1).role !== "assistant").length}, on a give-up answer: ${loops.filter((r) => r.messages.at(-1).role === "assistant").length}`);
  const steps = order.map((r) => r.label.steps);
  console.log(`assistant turns per run: min ${Math.min(...steps)}, max ${Math.max(...steps)}, total ${steps.reduce((a, b) => a + b, 0)}`);
  const wasted = loops.map((r) => r.label.steps - r.label.loop_from);
  console.log(`turns from loop_from to end (loops): min ${Math.min(...wasted)}, max ${Math.max(...wasted)}`);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), order.map((r) => JSON.stringify({ id: r.id, messages: r.messages })).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), order.map((r) => JSON.stringify({ id: r.id, ...r.label })).join("\n") + "\n");
  console.log(`wrote ${order.length} runs`);
}
