// Domain 6: Minecraft through Mineflayer skill tools (Voyager-style observation after every call), DeepSeek ids,
// timestamps. Operator language: Erzya.
import { Run, operator } from "./common.mjs";

export const DOMAIN = "minecraft-mineflayer-myv";
const SYSTEM = `You control a Minecraft bot (Mineflayer 4.20, server 1.19) through skill tools: mineBlock(name, count), craftItem(name, count), smeltItem(itemName, fuelName, count), placeItem(name, position), exploreUntil(direction, maxTime, target), killMob(name), inventory(), observe().
After every call you get the chat log and the bot's state. Work toward the operator's goal with as few calls as possible.`;
const OPEN = ["Шумбрат! Тейть вешан: теест тевенть Minecraft-со. Сюкпря.", "Шумбрат, ялгай! Кирдеть ботонть, тееть тевенть. Сюкпря.", "Вадря чи! Ботось ули сервер лангсо, тееть вешевксэнть."];
const NUDGE = ["Кода моли?", "Мезе теят?", "Парсте моли?"];

class Bot {
  constructor(r, { inv = {}, pos = [12.5, 64, -31.5], biome = "forest", near = ["oak_log", "oak_leaves", "grass_block", "dirt", "stone"], ents = ["sheep", "pig"], tick = null, equip = null } = {}) {
    this.r = r; this.inv = { ...inv }; this.pos = pos.slice(); this.biome = biome; this.near = near.slice(); this.ents = ents.slice();
    this.tick = tick ?? r.int(1000, 9000); this.hunger = r.int(14, 20); this.equip = equip;
    this.run = new Run({ r, model: r.pick(["deepseek-chat", "deepseek-chat", "deepseek-v3.1"]), idStyle: "deepseek", system: SYSTEM, stamps: true });
  }
  task(t) { this.run.user(operator(this.r.pick(OPEN), t.replace(/^Tech: /, ""))); }
  state(chat) {
    const invs = Object.entries(this.inv).filter(([, v]) => v > 0);
    const tod = this.tick % 24000 < 12000 ? "day" : this.tick % 24000 < 13800 ? "sunset" : "night";
    return `Chat log: ${chat}\nBiome: ${this.biome}\nTime: ${tod} (tick ${this.tick})\nNearby blocks: ${this.near.join(", ")}\nNearby entities (nearest to farthest): ${this.ents.join(", ") || "None"}\nHealth: 20.0/20\nHunger: ${this.hunger.toFixed(1)}/20\nPosition: x=${this.pos[0].toFixed(1)}, y=${this.pos[1].toFixed(1)}, z=${this.pos[2].toFixed(1)}\nEquipment: [None, None, None, None, ${this.equip ? `'${this.equip}'` : "None"}, None]\nInventory (${invs.length}/36): {${invs.map(([k, v]) => `'${k}': ${v}`).join(", ")}}\nChests: None`;
  }
  call(name, args, chat, { content = null, dt = [3, 40], upd } = {}) {
    this.tick += this.r.int(dt[0], dt[1]) * 20;
    if (upd) upd(this);
    this.run.call(name, args, this.state(chat), { content });
  }
  add(k, n) { this.inv[k] = (this.inv[k] ?? 0) + n; if (this.inv[k] <= 0) delete this.inv[k]; }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(t); }
  final(t) { this.run.text(t); }
}
const craftNeed = (item, need) => `I cannot make ${item} because I need: ${need}`;

function woodChain(b, { logs = 4 } = {}) {
  b.call("mineBlock", { name: "oak_log", count: logs }, `Mined ${logs} oak_log.`, { content: "Start with wood.", upd: (x) => x.add("oak_log", logs) });
  b.call("craftItem", { name: "oak_planks", count: 3 }, "I crafted 3 oak_planks.", { upd: (x) => { x.add("oak_log", -3); x.add("oak_planks", 12); } });
  b.call("craftItem", { name: "crafting_table", count: 1 }, "I crafted 1 crafting_table.", { upd: (x) => { x.add("oak_planks", -4); x.add("crafting_table", 1); } });
  const p = b.pos.map((v, i) => Math.floor(v) + (i === 0 ? 1 : 0));
  b.call("placeItem", { name: "crafting_table", position: { x: p[0], y: p[1], z: p[2] } }, `Placed crafting_table at (${p.join(", ")}).`, { upd: (x) => { x.add("crafting_table", -1); x.near.unshift("crafting_table"); } });
  b.call("craftItem", { name: "stick", count: 2 }, "I crafted 2 stick.", { upd: (x) => { x.add("oak_planks", -2); x.add("stick", 8); } });
  b.call("craftItem", { name: "wooden_pickaxe", count: 1 }, "I crafted 1 wooden_pickaxe.", { upd: (x) => { x.add("oak_planks", -3); x.add("stick", -2); x.add("wooden_pickaxe", 1); x.equip = "wooden_pickaxe"; } });
}

// ---- loops ----
function loopIronPick(r) {
  const b = new Bot(r, { inv: { oak_log: 3, oak_planks: 4, stick: 5, cobblestone: 14, stone_pickaxe: 1, furnace: 1, raw_iron: 1, coal: 2, torch: 4 }, equip: "stone_pickaxe", near: ["stone", "coal_ore", "andesite", "dirt", "crafting_table", "furnace"], ents: ["zombie"], pos: [41.5, 52, -12.3], biome: "plains" });
  b.task("Tech: craft an iron_pickaxe. You already have a furnace and a stone pickaxe.");
  b.call("smeltItem", { itemName: "raw_iron", fuelName: "coal", count: 1 }, "Smelted 1 iron_ingot.", { content: "Smelting the raw iron I have.", upd: (x) => { x.add("raw_iron", -1); x.add("coal", -1); x.add("iron_ingot", 1); } });
  b.call("craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot"));
  b.call("inventory", {}, "Inventory checked.", { dt: [1, 2] });
  b.call("craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot"), { content: "Retrying the craft at the table." });
  b.run.mark();
  const seq = [["smeltItem", { itemName: "raw_iron", fuelName: "coal", count: 2 }, "No raw_iron in inventory."], ["craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot")], ["inventory", {}, "Inventory checked."], ["smeltItem", { itemName: "raw_iron", fuelName: "coal", count: 1 }, "No raw_iron in inventory."], ["craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot")], ["observe", {}, "Observed surroundings."], ["craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot")], ["smeltItem", { itemName: "iron_ore", fuelName: "coal", count: 2 }, "No iron_ore in inventory."], ["craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot")]];
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) b.call(seq[i][0], seq[i][1], seq[i][2], { content: i === 0 ? "I need more ingots; smelting again." : null, dt: [1, 6] });
  return { run: b.run, note: "one iron_ingot, needs three; alternates smelting raw iron it no longer has, inventory and the same craft (\"need: 2 more iron_ingot\"), never mines iron; loop_from = first call after the one free re-craft", n };
}

function loopNoTable(r) {
  const b = new Bot(r, { inv: { oak_planks: 6, stick: 4, cobblestone: 9, wooden_pickaxe: 1 }, equip: "wooden_pickaxe", near: ["stone", "granite", "dirt", "gravel"], ents: [], pos: [88.2, 57, 140.6], biome: "windswept_hills" });
  b.task("Tech: make a stone_pickaxe and a stone_sword; the crafting table is back at spawn (12, 64, -31).");
  b.call("mineBlock", { name: "stone", count: 3 }, "Mined 3 cobblestone.", { content: "A bit more cobblestone first.", upd: (x) => x.add("cobblestone", 3) });
  b.call("craftItem", { name: "stone_pickaxe", count: 1 }, "I cannot make stone_pickaxe because there is no crafting table nearby");
  b.call("craftItem", { name: "stone_pickaxe", count: 1 }, "I cannot make stone_pickaxe because there is no crafting table nearby", { content: "Retry." });
  b.run.mark();
  const seq = [["craftItem", { name: "stone_sword", count: 1 }, "I cannot make stone_sword because there is no crafting table nearby"], ["inventory", {}, "Inventory checked."], ["craftItem", { name: "stone_pickaxe", count: 1 }, "I cannot make stone_pickaxe because there is no crafting table nearby"], ["placeItem", { name: "crafting_table", position: { x: 89, y: 57, z: 141 } }, "No crafting_table in inventory"], ["craftItem", { name: "stone_pickaxe", count: 1 }, "I cannot make stone_pickaxe because there is no crafting table nearby"], ["placeItem", { name: "crafting_table", position: { x: 88, y: 57, z: 142 } }, "No crafting_table in inventory"], ["craftItem", { name: "stone_sword", count: 1 }, "I cannot make stone_sword because there is no crafting table nearby"], ["craftItem", { name: "stone_pickaxe", count: 1 }, "I cannot make stone_pickaxe because there is no crafting table nearby"]];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) b.call(seq[i][0], seq[i][1], seq[i][2], { content: i === 3 ? "Placing a table here." : null, dt: [1, 5] });
  return { run: b.run, note: "crafts far from its crafting table; repeats the crafts and tries to place a table it does not have (it has 6 planks and never crafts one); loop_from = third crafting attempt", n };
}

function loopSmeltFuel(r) {
  const b = new Bot(r, { inv: { oak_log: 5, raw_iron: 3, cobblestone: 20, stone_pickaxe: 1, furnace: 1, crafting_table: 1 }, equip: "stone_pickaxe", near: ["stone", "iron_ore", "dirt", "gravel"], pos: [-22.4, 38, 77.9], biome: "dripstone_caves", ents: ["bat"] });
  b.task("Tech: smelt the raw iron into 3 iron_ingot.");
  b.call("placeItem", { name: "furnace", position: { x: -21, y: 38, z: 78 } }, "Placed furnace at (-21, 38, 78).", { upd: (x) => { x.add("furnace", -1); x.near.unshift("furnace"); } });
  b.call("smeltItem", { itemName: "raw_iron", fuelName: "coal", count: 3 }, "No coal in inventory.");
  b.call("smeltItem", { itemName: "raw_iron", fuelName: "charcoal", count: 3 }, "No charcoal in inventory.", { content: "Charcoal then." });
  b.run.mark();
  const fuels = ["coal", "coal_block", "coal", "charcoal", "coal", "lava_bucket", "coal", "charcoal", "coal"];
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) {
    if (i === 2) b.call("inventory", {}, "Inventory checked.", { dt: [1, 2] });
    else b.call("smeltItem", { itemName: "raw_iron", fuelName: fuels[i], count: 3 }, `No ${fuels[i]} in inventory.`, { content: i === 0 ? "Trying coal again." : null, dt: [1, 4] });
  }
  return { run: b.run, note: "smelts with fuels it does not have (coal / charcoal / coal_block...), although it carries 5 oak_log; loop_from = third smelt attempt", n };
}

function loopNotNearby(r, v) {
  const [want, alts] = v === 0 ? ["iron_ore", ["iron_ore", "deepslate_iron_ore", "iron_ore", "raw_iron", "iron_ore", "iron_ore"]] : ["sugar_cane", ["sugar_cane", "sugarcane", "reeds", "sugar_cane", "sugar_cane", "sugar_cane"]];
  const b = new Bot(r, v === 0 ? { inv: { coal: 2 }, near: ["oak_log", "stone", "andesite", "dirt", "coal_ore"], pos: [30.1, 60, -5.6], biome: "plains", ents: ["cow"] } : { inv: { oak_log: 2, oak_planks: 8, wooden_pickaxe: 1 }, near: ["grass_block", "dirt", "oak_log", "sand"], pos: [-140.3, 66, 210.8], biome: "forest", ents: ["chicken"] });
  b.task(v === 0 ? "Tech: mine 3 iron_ore." : "Tech: collect 6 sugar_cane for paper.");
  if (v === 0) {
    woodChain(b, { logs: r.pick([4, 5]) });
    b.call("mineBlock", { name: "stone", count: 3 }, "Mined 3 cobblestone.", { upd: (x) => x.add("cobblestone", 3) });
    b.call("craftItem", { name: "stone_pickaxe", count: 1 }, "I crafted 1 stone_pickaxe.", { content: "Iron needs a stone pickaxe.", upd: (x) => { x.add("cobblestone", -3); x.add("stick", -2); x.add("stone_pickaxe", 1); x.equip = "stone_pickaxe"; } });
    b.call("mineBlock", { name: "coal_ore", count: 2 }, "Mined 2 coal.", { upd: (x) => x.add("coal", 2) });
  }
  b.call("mineBlock", { name: want, count: v === 0 ? 3 : 6 }, `No ${want} nearby, please explore first`);
  b.call("mineBlock", { name: want, count: 1 }, `No ${want} nearby, please explore first`, { content: "Just one then." });
  b.run.mark();
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) {
    if (i === 2 || i === 6) { b.call("observe", {}, "Observed surroundings.", { dt: [1, 2] }); continue; }
    const nm = alts[i % alts.length];
    b.call("mineBlock", { name: nm, count: r.pick([1, 2, 3]) }, `No ${nm} nearby, please explore first`, { content: i === 1 ? "Maybe the block has another name." : null, dt: [1, 4] });
  }
  return { run: b.run, note: `mineBlock ${want} (and respellings) answered "No ... nearby, please explore first" each time; never calls exploreUntil; loop_from = third mining attempt`, n };
}

function loopExplorePingPong(r) {
  const b = new Bot(r, { inv: { cobblestone: 6, stone_pickaxe: 1, bread: 2 }, equip: "stone_pickaxe", near: ["grass_block", "dirt", "stone"], pos: [5.5, 64, 5.5], biome: "plains", ents: ["horse"] });
  b.task("Tech: find a village (look for bell or hay_block) and report its coordinates. Bring a crafting table along.");
  b.near.unshift("oak_log");
  woodChain(b, { logs: r.pick([3, 4, 5]) });
  b.call("mineBlock", { name: "oak_log", count: 2 }, "Mined 2 oak_log.", { content: "Spare logs for the road.", upd: (x) => x.add("oak_log", 2) });
  b.call("mineBlock", { name: "crafting_table", count: 1 }, "Mined 1 crafting_table.", { content: "Taking the table with me.", upd: (x) => { x.add("crafting_table", 1); x.near = x.near.filter((n) => n !== "crafting_table"); } });
  const go = (dir, z) => b.call("exploreUntil", { direction: dir, maxTime: 60, target: "hay_block" }, "Explore failed.", { content: null, dt: [55, 62], upd: (x) => { x.pos[2] = z; x.pos[0] = 5.5 + (x.r.next() - 0.5) * 4; } });
  go({ x: 0, y: 0, z: -1 }, -84.5); go({ x: 0, y: 0, z: 1 }, 5.5);
  b.call("exploreUntil", { direction: { x: 0, y: 0, z: -1 }, maxTime: 60, target: "bell" }, "Explore failed.", { content: "North again, but looking for a bell this time.", dt: [55, 62], upd: (x) => { x.pos[2] = -84.1; } });
  go({ x: 0, y: 0, z: 1 }, 5.9);
  b.run.mark();
  const n = r.int(4, 10);
  for (let i = 0; i < n; i++) {
    if (i === 4) { b.nudge("Still exploring for a village; nothing yet."); continue; }
    if (b.pos[2] > -40) go({ x: 0, y: 0, z: -1 }, -84 - r.next()); else go({ x: 0, y: 0, z: 1 }, 5 + r.next());
  }
  return { run: b.run, note: "exploreUntil north (fails), then south back to spawn (fails), over and over, positions alternating between z≈-84 and z≈5; never tries east or west; loop_from = start of the third north/south pass (second pass only changed the target name)", n };
}

// ---- legit twins ----
function legitChain(r) {
  const b = new Bot(r, {});
  b.task("Tech: make a stone_pickaxe starting from nothing.");
  woodChain(b);
  b.call("mineBlock", { name: "stone", count: 3 }, "Mined 3 cobblestone.", { upd: (x) => x.add("cobblestone", 3) });
  b.call("craftItem", { name: "stone_pickaxe", count: 1 }, "I crafted 1 stone_pickaxe.", { upd: (x) => { x.add("cobblestone", -3); x.add("stick", -2); x.add("stone_pickaxe", 1); x.equip = "stone_pickaxe"; } });
  b.final("Сюкпря! Stone pickaxe done: logs → planks → table → sticks → wooden pickaxe → cobblestone → stone pickaxe.");
  return { run: b.run, note: "eight different crafting steps, inventory changes at each" };
}

function legitIronFix(r) {
  const b = new Bot(r, { inv: { stick: 5, cobblestone: 14, stone_pickaxe: 1, furnace: 1, iron_ingot: 1, coal: 2 }, equip: "stone_pickaxe", near: ["stone", "andesite", "crafting_table", "furnace"], pos: [41.5, 52, -12.3], biome: "plains", ents: [] });
  b.task("Tech: craft an iron_pickaxe.");
  b.call("craftItem", { name: "iron_pickaxe", count: 1 }, craftNeed("iron_pickaxe", "2 more iron_ingot"));
  b.call("exploreUntil", { direction: { x: 1, y: -1, z: 0 }, maxTime: 60, target: "iron_ore" }, "Explore success.", { content: "Two ingots short; exploring down for iron ore.", dt: [20, 50], upd: (x) => { x.pos = [63.2, 41, -12.8]; x.near = ["stone", "iron_ore", "deepslate", "tuff"]; } });
  b.call("mineBlock", { name: "iron_ore", count: 2 }, "Mined 2 raw_iron.", { upd: (x) => x.add("raw_iron", 2) });
  b.call("smeltItem", { itemName: "raw_iron", fuelName: "coal", count: 2 }, "Smelted 2 iron_ingot.", { upd: (x) => { x.add("raw_iron", -2); x.add("coal", -1); x.add("iron_ingot", 2); x.near.push("furnace"); } });
  b.call("craftItem", { name: "iron_pickaxe", count: 1 }, "I crafted 1 iron_pickaxe.", { upd: (x) => { x.add("iron_ingot", -3); x.add("stick", -2); x.add("iron_pickaxe", 1); x.equip = "iron_pickaxe"; } });
  b.final("Iron pickaxe crafted after mining and smelting two more ingots.");
  return { run: b.run, note: "one failed craft (missing ingots), then explore, mine, smelt; second craft works" };
}

function legitExplore(r) {
  const b = new Bot(r, { inv: { cobblestone: 6, stone_pickaxe: 1, bread: 2 }, equip: "stone_pickaxe", near: ["grass_block", "dirt", "stone"], pos: [5.5, 64, 5.5], biome: "plains", ents: ["horse"] });
  b.task("Tech: find a village (bell or hay_block) and report its coordinates.");
  b.call("exploreUntil", { direction: { x: 0, y: 0, z: -1 }, maxTime: 60, target: "hay_block" }, "Explore failed.", { dt: [55, 62], upd: (x) => { x.pos = [6.1, 64, -84.5]; x.biome = "plains"; } });
  b.call("exploreUntil", { direction: { x: 1, y: 0, z: 0 }, maxTime: 60, target: "hay_block" }, "Explore failed.", { content: "North had nothing; trying east.", dt: [55, 62], upd: (x) => { x.pos = [95.2, 66, -83.9]; x.biome = "savanna"; x.near = ["grass_block", "acacia_log", "dirt"]; } });
  b.call("exploreUntil", { direction: { x: 0, y: 0, z: 1 }, maxTime: 60, target: "hay_block" }, "Explore success.", { content: "Now south-east quadrant.", dt: [30, 50], upd: (x) => { x.pos = [96.7, 67, 3.2]; x.near = ["hay_block", "dirt_path", "oak_planks", "bell", "cobblestone"]; x.ents = ["villager", "villager", "iron_golem"]; } });
  b.call("observe", {}, "Observed surroundings.", { dt: [1, 2] });
  b.final("Village found around x=97, z=3 (hay bales, a bell, villagers, an iron golem). North and east legs were empty.");
  return { run: b.run, note: "explores north, east, then south (each leg a new direction and position); finds the village" };
}

function legitMineFound(r) {
  const b = new Bot(r, { inv: { oak_log: 2, oak_planks: 8, wooden_pickaxe: 1 }, near: ["grass_block", "dirt", "oak_log", "sand"], pos: [-140.3, 66, 210.8], biome: "forest", ents: ["chicken"] });
  b.task("Tech: collect 6 sugar_cane.");
  b.call("mineBlock", { name: "sugar_cane", count: 6 }, "No sugar_cane nearby, please explore first");
  b.call("exploreUntil", { direction: { x: -1, y: 0, z: 0 }, maxTime: 60, target: "sugar_cane" }, "Explore success.", { content: "Sugar cane grows by water; exploring west towards the river.", dt: [25, 55], upd: (x) => { x.pos = [-188.9, 63, 214.1]; x.biome = "river"; x.near = ["sugar_cane", "water", "sand", "clay"]; } });
  b.call("mineBlock", { name: "sugar_cane", count: 6 }, "Mined 4 sugar_cane.", { upd: (x) => x.add("sugar_cane", 4) });
  b.call("mineBlock", { name: "sugar_cane", count: 2 }, "Mined 2 sugar_cane.", { content: "Two more.", upd: (x) => x.add("sugar_cane", 2) });
  b.call("craftItem", { name: "paper", count: 2 }, "I crafted 2 paper.", { upd: (x) => { x.add("sugar_cane", -6); x.add("paper", 6); } });
  b.final("Collected 6 sugar cane at the river (x≈-189) and crafted 6 paper.");
  return { run: b.run, note: "one 'not nearby' answer, explores, then mines in two batches (inventory grows)" };
}

function legitFuelFix(r) {
  const b = new Bot(r, { inv: { oak_log: 5, raw_iron: 3, cobblestone: 20, stone_pickaxe: 1, furnace: 1 }, equip: "stone_pickaxe", near: ["stone", "dirt", "crafting_table"], pos: [-22.4, 38, 77.9], biome: "dripstone_caves" });
  b.task("Tech: smelt the raw iron into 3 iron_ingot.");
  b.call("placeItem", { name: "furnace", position: { x: -21, y: 38, z: 78 } }, "Placed furnace at (-21, 38, 78).", { upd: (x) => { x.add("furnace", -1); x.near.unshift("furnace"); } });
  b.call("smeltItem", { itemName: "raw_iron", fuelName: "coal", count: 3 }, "No coal in inventory.");
  b.call("craftItem", { name: "oak_planks", count: 2 }, "I crafted 2 oak_planks.", { content: "No coal, but planks burn. Making planks from logs.", upd: (x) => { x.add("oak_log", -2); x.add("oak_planks", 8); } });
  b.call("smeltItem", { itemName: "raw_iron", fuelName: "oak_planks", count: 3 }, "Smelted 3 iron_ingot.", { upd: (x) => { x.add("raw_iron", -3); x.add("oak_planks", -2); x.add("iron_ingot", 3); } });
  b.final("3 iron ingots smelted with oak planks as fuel.");
  return { run: b.run, note: "one smelt without fuel, then makes planks as fuel; smelting works" };
}

function legitBatches(r) {
  const b = new Bot(r, {});
  b.task("Tech: build a 3x3 oak_planks floor near spawn (needs 9 planks) and a crafting table.");
  for (let k = 0; k < 3; k++) b.call("mineBlock", { name: "oak_log", count: 2 }, "Mined 2 oak_log.", { content: k === 0 ? "Logs in small batches (trees are sparse)." : null, upd: (x) => x.add("oak_log", 2) });
  b.call("craftItem", { name: "oak_planks", count: 4 }, "I crafted 4 oak_planks.", { upd: (x) => { x.add("oak_log", -4); x.add("oak_planks", 16); } });
  b.call("craftItem", { name: "crafting_table", count: 1 }, "I crafted 1 crafting_table.", { upd: (x) => { x.add("oak_planks", -4); x.add("crafting_table", 1); } });
  const [x0, y0, z0] = [Math.floor(b.pos[0]), Math.floor(b.pos[1]) - 1, Math.floor(b.pos[2])];
  for (let i = 0; i < 3; i++) b.call("placeItem", { name: "oak_planks", position: { x: x0 + i, y: y0, z: z0 } }, `Placed oak_planks at (${x0 + i}, ${y0}, ${z0}).`, { dt: [1, 3], upd: (x) => x.add("oak_planks", -1) });
  b.final(`Placed the first row of planks and made the crafting table; ${b.inv.oak_planks} planks left for the other rows.`);
  return { run: b.run, note: "mineBlock oak_log three times and placeItem three times, each call adds logs or fills a new position" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; Mineflayer skills, deepseek, call_0_ ids, timestamps; Erzya operator` }); };
  const lg = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Erzya operator` }); };
  lp(loopIronPick, "craft-missing-ingredient"); lp(loopNoTable, "craft-missing-ingredient"); lp(loopSmeltFuel, "craft-missing-ingredient");
  lp(loopNotNearby, "target-not-nearby-retry", 0); lp(loopNotNearby, "target-not-nearby-retry", 1); lp(loopExplorePingPong, "pace-two-places");
  lg(legitChain, "craft-chain"); lg(legitIronFix, "craft-fail-then-gather"); lg(legitExplore, "explore-new-directions");
  lg(legitMineFound, "not-nearby-then-explore"); lg(legitFuelFix, "craft-fail-then-gather"); lg(legitBatches, "same-action-inventory-grows");
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
