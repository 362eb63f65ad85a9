// Rebuilds corpora/real-runs/traces.jsonl from the fetched snapshots (bare git dirs under /work/.mirror, or MIRROR=dir).
// usage: node scripts/build.mjs [--out traces.jsonl] [--stats]
// Deterministic: sources, commits, paths and the sampling rule are fixed here; output order follows this list.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { convertSimulation } from "./conv_tau2.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const MIRROR = process.env.MIRROR ?? "/work/.mirror";
const args = process.argv.slice(2);
const outPath = args.includes("--out") ? args[args.indexOf("--out") + 1] : join(here, "..", "traces.jsonl");

const TAU2 = "sierra-research/tau2-bench";
const TAU2_C = "59b1453eaabb3c95c168709177e61e9ce49b6a9f"; // "feat: add AdaptiveAgent leaderboard submission with full trajectories"
const SUB = "web/leaderboard/public/submissions";
const OSC = "oscaralvaro/tau2-bench";
const SIM = "data/simulations";
const GASTELO_C = "a6dbc1a1d6715bf9f27e96117f9ae72f082bdfba";
// Gastelo's fifteen one-task files, at the newest commit that touched them.
const GASTELO = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => ({
  prefix: `osc-gastelo${n}`, repo: OSC, commit: GASTELO_C,
  path: `${SIM}/resultado_filtro_gastelo_${n}.json`, every: 1, modelFrom: "info",
}));

// every: keep simulation i (0-based, in file order) when i % every === 0.
export const SOURCES = [
  { prefix: "t2orch-air", repo: TAU2, commit: TAU2_C, path: `${SUB}/toolorchestra_nvidia_2025-12-02/trajectories/toolorchestra_airline_gpt-5_1trial.json`, every: 1 },
  { prefix: "t2orch-ret", repo: TAU2, commit: TAU2_C, path: `${SUB}/toolorchestra_nvidia_2025-12-02/trajectories/toolorchestra_retail_gpt-5_1trial.json`, every: 3 },
  { prefix: "t2ada-air", repo: TAU2, commit: TAU2_C, path: `${SUB}/adaptive-agent_community_2026-03-23/trajectories/adaptive_agent_airline_opus46_cascata.json`, every: 2, modelFrom: "top" },
  { prefix: "t2ada-med", repo: TAU2, commit: TAU2_C, path: `${SUB}/adaptive-agent_community_2026-03-23/trajectories/adaptive_agent_medical_triage_opus46_cascata.json`, every: 3, modelFrom: "top" },
  // oscaralvaro/tau2-bench: a course's fork; per student domain, the file at the newest commit that touched that domain.
  { prefix: "osc-ecommerce", repo: OSC, commit: "c69a129774edc63e2ea7ac1851bf058dc7e36728", path: `${SIM}/ecommerce_calle_resultados_final~.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-hotel", repo: OSC, commit: "07bf998c3a819a32155f513d5dd0c4e82d44772d", path: `${SIM}/hotel_calle_full_10_tasks.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-retail", repo: OSC, commit: "f98d022774c9f4ef0301a55950a7e3ba3e1c582c", path: `${SIM}/retail_farfan_evidence.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-enosa", repo: OSC, commit: "79d78b9df8920ea74f901f4df014fc0b2ef38c8d", path: `${SIM}/enosa_masias_final_evidence.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-fish", repo: OSC, commit: "a94b8ba2355cf087821198e66ca3026b86ac53ad", path: `${SIM}/2026-04-04T19:21:40.388902_fishtrader_garbich_llm_agent_gemma-3-27b-it_user_simulator_gemma-3-12b-it.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-academico", repo: OSC, commit: "8284ccca610878a0f04ad25bbdac965006552b76", path: `${SIM}/academico_jefersoncorrea_simulacion.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-cable", repo: OSC, commit: "ecced3b74404d0bf65cbdf2384f92cb6d558f07c", path: `${SIM}/2026-04-05T21:54:30.486492_cable_calderon_llm_agent_gemma-3-27b-it_user_simulator_gemma-3-12b-it.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-restaurante", repo: OSC, commit: "6056f01f4b02ad90d4f06e799e8e1aa0634899d7", path: `${SIM}/resultados_restaurante_joaquin_cachay_full_throttled.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-convalidacion", repo: OSC, commit: "9ce080dd9b4920886a5396d8594e1796641e8aa6", path: `${SIM}/2026-04-06T16\uf03a57\uf03a06.741086_ConvalidacionCLCs_Coronado_llm_agent_gemma-3-27b-it_user_simulator_gemma-3-12b-it.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-saludrag", repo: OSC, commit: "2f3eb38606aba443c07f1ab49461d9c2126f56da", path: `${SIM}/salud_mendoza_rag_throttled_full.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-estacion", repo: OSC, commit: "cce80f4f0818020eb4fa38e9ec1a9cafea19753b", path: `${SIM}/simulacion_estaciondeservicio_Rivera.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-saludlista", repo: OSC, commit: "74218ff8631f879261a19ed86fb4adadf2976a34", path: `${SIM}/salud_mendoza_lista_throttled_full.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-healthcare", repo: OSC, commit: "ca9afc5428f42d342ffeefa9a95be5729046f36b", path: `${SIM}/2026-04-06T20:15:37.165580_healthcare_macalupu_llm_agent_gemma-3-27b-it_user_simulator_gemma-3-12b-it.json`, every: 1, modelFrom: "info" },
  { prefix: "osc-divemotor", repo: OSC, commit: "11cd8c5ef0c1a164869b835729dafea72be92f40", path: `${SIM}/2026-04-06_21-45-24_divemotor_sales_support_nunez_llm_agent_gemma-3-27b-it_user_simulator_gemma-3-12b-it.json`, every: 1, modelFrom: "info" },
  ...GASTELO,
];

function gitDir(repo) {
  return join(MIRROR, repo.replace("/", "+"), "repo");
}

function readSource(s) {
  const gd = gitDir(s.repo);
  if (!existsSync(gd)) return null;
  const buf = execFileSync("git", ["--git-dir", gd, "show", `${s.commit}:${s.path}`], { maxBuffer: 1 << 30 });
  return JSON.parse(buf.toString("utf8"));
}

function main() {
  const lines = [];
  const missing = [];
  const seen = new Set();
  const totals = [];
  for (const s of SOURCES) {
    const data = readSource(s);
    if (!data) { missing.push(s.repo); continue; }
    const sims = data.simulations ?? [];
    const defaultModel = s.modelFrom === "top" ? data.model : s.modelFrom === "info" ? data.info?.agent_info?.llm : undefined;
    let kept = 0;
    sims.forEach((sim, i) => {
      if (i % s.every !== 0) return;
      let id = `${s.prefix}-t${sim.task_id}`;
      if (seen.has(id)) id = `${id}-i${i}`;
      seen.add(id);
      const source = `${s.repo}@${s.commit}:${s.path}#simulations[${i}],task_id=${sim.task_id},trial=${sim.trial ?? 0}`;
      const { stats, ...trace } = convertSimulation(sim, { id, source, defaultModel });
      lines.push(JSON.stringify(trace));
      kept++;
    });
    totals.push(`${s.prefix}\t${kept}/${sims.length}`);
  }
  writeFileSync(outPath, lines.length ? `${lines.join("\n")}\n` : "");
  if (args.includes("--stats")) console.error(totals.join("\n"));
  console.error(`wrote ${lines.length} runs to ${outPath}${missing.length ? `; snapshots absent: ${[...new Set(missing)].join(", ")}` : ""}`);
}

main();
