// Rebuilds corpora/real-runs/traces.jsonl from the fetched snapshots (bare git dirs under /work/.mirror, or MIRROR=dir).
// usage: node scripts/build.mjs [--out traces.jsonl] [--stats]
// Deterministic: sources, commits, paths and the sampling rule are fixed here; output order follows this list.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { convertSimulation } from "./conv_tau2.mjs";
import { splitSessions, convertSession } from "./conv_aider.mjs";
import { convertSpecStory } from "./conv_specstory.mjs";

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


// Aider chat logs (`.aider.chat.history.md`) committed by users in their own repositories. Repositories: the first
// 100 that the code index lists for that exact path (its listing order is by owner name, 0-9 then A-B), kept when a
// snapshot could be fetched here and the index's stored commit is in it; commit = that stored version. From each
// file: every aider session with at least one model reply; files with more than 40 such sessions: every 4th
// (session index among those with replies, 0-based, i % 4 === 0). Selection never looks at the content beyond
// "has a reply".
export const AIDER_PATH = ".aider.chat.history.md";
export const AIDER = [
  ["1013-eh/Gestion_parc_informatique", "398c8384b90c9f30bf7f90a8c2d25c713c8bae40"],
  ["123pescao/Prototipo", "778fc98192bb32053ab9d68c4a37deacee1f12bd"],
  ["123valentine/Valleymind-AI", "19c1e631d1a6d9fe5d9b11397be70266d1a7dad7"],
  ["1764712542/dotfiles", "65396b2f64e303bcd9d276e1a4ac00d9433c65a2"],
  ["3oFiz4/note_app", "b82ad5907e91dc06deca384b6a65bad4668a0a64"],
  ["0202alcc/luvatrix", "17a506c3c98180babf4de3d353b76e8b4d71af9b"],
  ["0anes0/verilog_simulasyonu-LSFL-", "1ce150ab8adaca1286020b6bae247aeb448f0af3"],
  ["0xf1e/health-analyzer-poc", "87686c139eecd296ea3ab9c72b4e0c9197f68668"],
  ["121378-cell/Spartan_ai_studio", "eff8349ea2b99ce19e8fb645e7b79a29181476de"],
  ["37designfk/37design-astro-site", "e5d05477f7e15fe6bf918a2c1384ad1d3b63b2f7"],
  ["3oFiz4/web_portfolio", "f851c18b19668e172e258528192f737200a0ae40"],
  ["6531503070/smartfarm_mobile", "8dc489740534dfd64ff80e5546563026a8c7b2a3"],
  ["7onc3k/brejlator", "e84024792c70bfd24d5e949bcda25ba82f896ed4"],
  ["87maxi/SupplyChainTracker2", "501ffcd02109f62f8066777d761f2b73da1457a1"],
  ["AbdulAlkawasmeh/metadata-aider", "c4680a9970f6d25cadecb9ac5a1164eb82b48b7f"],
  ["Abhisekpm/JobSpeak", "25a5ac71d552440f7f7e330ecb8e1f487e87dd5f"],
  ["Adilveis81/burabay-website", "574e4acd9ea41fcdeb77ce2879405b18187a3faf"],
  ["Adimas-Prakoso/hmtipemuda", "ad6234ab3759c7206aab089bbb6b2595eab257d5"],
  ["Adithya-ux-2006/Hey-roomie", "16d13b098432fd62abc84a8ec933a21af053c487"],
  ["AdrianGhazvini/cra-js", "862549d12c1302002ce00fc522559bf68c45892a"],
  ["Aeell/ai-text-detector", "e9c482d1f59c8f08ea9d52c9b531537e919aceb9"],
  ["AFI-Protocol/afi-core", "2d5378e67e70a8e2e2d0605f20c41c9632bcb3cc"],
  ["Ag3497120/nullai-app", "63905f8c436b197bfaef68ba08722b9b85bb324d"],
  ["AgentArchitectDev/SYNERGIA_CORE_NEXT_PRO", "a189f408ad93f156ccade3027dd7dd222cce0dbe"],
  ["Ahmad-A0/Inversity-SnapSwap", "0760d8d15d524d9102df4cbc1e2e58c74ecc68e0"],
  ["Ahmedrali/rfp_response_platform", "17084620c3882f2ca55f38d548e0af87b70ccf01"],
  ["Akash-Modi104/trading-bot", "4c05b9ff3c9eadb4c6e306f667fb5eb914e0e430"],
  ["AkshajV/SpearFish", "6a677b44ec72f82c2363c0775e7c0a473baf5209"],
  ["AlanSynn/automataii", "6d39cc292fb9f84d027e2e6cdb7ca542dc3967d8"],
  ["AlexShchuka/mozgoslav", "1f66bc9d44c5950cada7054a9581d7058caaac66"],
  ["AlosMarkets/myproject", "f3845967c9b227d30f17f745b5454f73b608f162"],
  ["AnassKartit/localfit", "a2b3d3faf48e3b61341c288b0b0db1489ee3e63a"],
  ["AndreasDebel/HaaV-CatalogService", "cb25920c67ca2447d1fc4380d06aa87fba9ad4c6"],
  ["Andregit93/kasir-kite-app", "13815c320384b8ae013b4b0cd990e33102bab477"],
  ["AndrewJacop/doc_processor", "d79684cb10302d4e059691275ca598f53e1166b4"],
  ["AndrewJacop/Simple-Calulator", "8424ac2df6c180fb363157fbace9b1d71f774161"],
  ["Anish-ai/manrag", "5e6d537d803a441750198554e2779242434e86e6"],
  ["AntoBel4/expert-local-v2", "0c743f50873ba5f069d7008df1cb5bd0e8f99cad"],
  ["Applied-Science-Academy-ASA/Minori-colmi_smart_ring_data_collect", "af446e72bf427f3b179592fcdfd47474772bce6a"],
  ["Aquaticat/Monochromatic", "adffdf699da1dd467f89f268b2b05327823756ac"],
  ["ArcQ/feedback-app", "010f1a34f14b5e1be516967e04a07235c85c1c40"],
  ["Arjo67-tech/black-hole-faraday-reconstruction-", "de2c978bc75db29eb1bdf2161543a97ade6e891e"],
  ["ArkMaster123/clientdemoNISTAI", "02da38205030318efa250be3d473ea7fea3f7595"],
  ["Artifrack/conclave-fixissue-sandbox", "6dfdd33aa2c98b2cfa04df740b05db8012de901b"],
  ["Ashveil1/Elengenix", "d8accf402bc21ed58a180eaa596e3b8a81ee1a09"],
  ["Asphyksia/OpenCoder", "e8b51a9ca75e658d60ba63b5dcb818602a583031"],
  ["AspireOne/laura-backend", "c12302c36c566befe014096d2c0dc0200f3c147b"],
  ["Awhitter/pgstndtrprt", "15a29e338dbd51c372b20fbf68ec050b26ad6033"],
  ["Awides/thoth", "d1fe7912f43f46b8a06826e2bc7defedcb5f0267"],
  ["Aye-basota/se-toolkit-lab-5", "f52183ab78216697420e52885aff201a94081d10"],
  ["Barthmalemew/nixos-config", "563efba56816cc6554edd5f7de4f6ec30c87127d"],
  ["BartoshMaxim/TradePirates", "7dc1eafdccd922a08c04391e964451ff77f86e45"],
  ["BBXtreme/Waterfront", "dfc088f609b657d12293969f9cd04adc87b245a6"],
  ["BBXtreme/waterfront-docs", "c6ba7aa2b2d9e20ea763e921c4ac148b129b0124"],
  ["BeauCranston/car-game", "58af54861f77519fe0cd7aeddc60f0f61d246f63"],
  ["BeehiveInnovations/zen-mcp-server", "e4baab743f8095f38aca0b025d0f52162affd544"],
  ["BharathKumarKS/pdf_ingestion", "6727ea1c4e1358d997a1c2631ff8cfb1e1f474d3"],
  ["BjornNordblom/pocketflow-text2sql-gui", "ecff57ba2769cce8f4aeb473b40ed17008d0faeb"],
  ["Blizard32/seniales", "5fd48734fd5534a53a92f0e1dd020944e856291f"],
  ["BStainz/ChefDalle", "b841afa8c2b2a46e487175a663dff8a48667ba39"],

];

// SpecStory exports of Cursor agent chats (`.specstory/history/*.md`) committed in users' repositories. Found via
// the repositories the code index lists for `.specstory/.what-is-this.md` (28), of which these had history files and
// a fetchable snapshot. Files in path order; keep file i (0-based) when i % every === 0.
export const SPECSTORY = [
  // edobry/minsky: the history folder was deleted in e02f5810; the commit before it holds all 61 files.
  { prefix: "cmsk", repo: "edobry/minsky", commit: "3e54e1f18bbc413643d84619716da64629822a07", every: 4 },
  { prefix: "cypo", repo: "maloneype/yposfgold-community-platform", commit: "743ef69cfcd602dcf4253f61075b29b4a682e8b4", every: 2 },
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

  // Aider sessions.
  for (const [repo, commit] of AIDER) {
    const gd = gitDir(repo);
    if (!existsSync(gd)) { missing.push(repo); continue; }
    const text = execFileSync("git", ["--git-dir", gd, "show", `${commit}:${AIDER_PATH}`], { maxBuffer: 1 << 30 }).toString("utf8");
    const sessions = splitSessions(text);
    const withReply = [];
    sessions.forEach((sess, i) => {
      const r = convertSession(sess, { id: "", source: "" });
      if (r.messages.some((m) => m.role === "assistant")) withReply.push({ sess, i });
    });
    const every = withReply.length > 40 ? 4 : 1;
    const slug = repo.split("/")[1].toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 24);
    let kept = 0;
    withReply.forEach(({ sess, i }, j) => {
      if (j % every !== 0) return;
      let id = `aid-${slug}-s${i}`;
      if (seen.has(id)) id = `aid-${repo.split("/")[0].toLowerCase().replace(/[^a-z0-9]+/g, "")}-${slug}-s${i}`;
      seen.add(id);
      const source = `${repo}@${commit}:${AIDER_PATH}#session[${i}],started=${sess.started}`;
      const { started, ...trace } = convertSession(sess, { id, source });
      lines.push(JSON.stringify(trace));
      kept++;
    });
    totals.push(`aid ${repo}\t${kept}/${withReply.length} (sessions ${sessions.length})`);
  }

  // SpecStory (Cursor) chats.
  for (const s of SPECSTORY) {
    const gd = gitDir(s.repo);
    if (!existsSync(gd)) { missing.push(s.repo); continue; }
    const files = execFileSync("git", ["--git-dir", gd, "ls-tree", "-r", "--name-only", s.commit, "--", ".specstory/history/"]).toString("utf8")
      .split("\n").filter((f) => f.endsWith(".md")).sort();
    let kept = 0;
    files.forEach((f, i) => {
      if (i % s.every !== 0) return;
      const text = execFileSync("git", ["--git-dir", gd, "show", `${s.commit}:${f}`], { maxBuffer: 1 << 30 }).toString("utf8");
      const base = f.split("/").pop().replace(/\.md$/, "");
      const id = `${s.prefix}-${base.slice(0, 16).replace(/[^0-9A-Za-z]+/g, "")}-f${i}`;
      const trace = convertSpecStory(text, { id, source: `${s.repo}@${s.commit}:${f}` });
      if (!trace.messages.some((m) => m.role === "assistant")) return;
      if (seen.has(id)) throw new Error(`duplicate id ${id}`);
      seen.add(id);
      lines.push(JSON.stringify(trace));
      kept++;
    });
    totals.push(`${s.prefix} ${s.repo}\t${kept}/${files.length}`);
  }
  writeFileSync(outPath, lines.length ? `${lines.join("\n")}\n` : "");
  if (args.includes("--stats")) console.error(totals.join("\n"));
  console.error(`wrote ${lines.length} runs to ${outPath}${missing.length ? `; snapshots absent: ${[...new Set(missing)].join(", ")}` : ""}`);
}

main();
