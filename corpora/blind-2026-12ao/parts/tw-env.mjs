// A small TextWorld "cooking" game: six rooms, a closed fridge, a patio door, a cookbook, a knife, stove/oven/BBQ.
// Scoring: +1 for each recipe ingredient taken, each correct cut, each correct cooking, the meal, eating it.

const MAP = {
  Kitchen: { east: "Pantry", south: "Backyard", west: "Livingroom" },
  Pantry: { west: "Kitchen" },
  Backyard: { north: "Kitchen", east: "Garden" },
  Garden: { west: "Backyard" },
  Livingroom: { east: "Kitchen", north: "Bedroom" },
  Bedroom: { south: "Livingroom" },
};
const HOLDERS = { fridge: "Kitchen", counter: "Kitchen", table: "Kitchen", stove: "Kitchen", oven: "Kitchen", shelf: "Pantry", BBQ: "Backyard", ground: "Garden", sofa: "Livingroom", bed: "Bedroom" };
const HEAT = { stove: "fried", oven: "roasted", BBQ: "grilled" };
const VERB = { fried: "fry", roasted: "roast", grilled: "grill" };
const CUTS = { slice: "sliced", dice: "diced", chop: "chopped" };
const join = (a) => (a.length === 1 ? `a ${a[0]}` : a.slice(0, -1).map((x) => `a ${x}`).join(", ") + ` and a ${a.at(-1)}`);

export class TW {
  // recipe: [{ name, cut: "sliced"|null, cook: "roasted"|null }]; place: { holder: [items] }
  constructor(r, recipe, place, { doorOpen = false } = {}) {
    this.r = r; this.recipe = recipe; this.loc = "Kitchen"; this.inv = []; this.state = {}; this.score = 0; this.moves = 0;
    this.fridgeOpen = false; this.doorOpen = doorOpen; this.done = false; this.got = new Set();
    this.at = { fridge: [], counter: ["knife", "cookbook"], table: [], stove: [], oven: [], shelf: [], BBQ: [], ground: [], sofa: [], bed: [] };
    for (const [h, it] of Object.entries(place)) this.at[h].push(...it);
    this.max = recipe.length + recipe.filter((x) => x.cut).length + recipe.filter((x) => x.cook).length + 2;
  }
  holderText(h) {
    const it = this.at[h];
    if (h === "fridge") return this.fridgeOpen ? (it.length ? `You see an opened fridge. In the fridge you can see ${join(it)}.` : "You see an opened fridge. The fridge is empty! What a waste of a day!") : "You can see a closed fridge.";
    if (h === "ground") return it.length ? it.map((x) => `There is a ${x} on the floor.`).join(" ") : "";
    const cap = h === "BBQ" ? "BBQ" : h;
    const an = /^[aeiou]/i.test(cap) ? "an" : "a";
    return it.length ? `You see ${an} ${cap}. On the ${cap} you can make out ${join(it)}.` : `You can make out ${an} ${cap}. But the thing is empty, unfortunately.`;
  }
  room() {
    const L = this.loc;
    const hs = Object.keys(HOLDERS).filter((h) => HOLDERS[h] === L);
    const door = (dir) => `There is ${this.doorOpen ? "an open" : "a closed"} patio door leading ${dir}.`;
    const ex = { Kitchen: `${door("south")} There is an exit to the east. Don't worry, it is unguarded. You need an exit without a door? You should try going west.`,
      Pantry: "There is an exit to the west. Don't worry, it is unblocked.", Backyard: `${door("north")} There is an exit to the east.`,
      Garden: "There is an exit to the west.", Livingroom: "There is an exit to the east. There is an exit to the north.", Bedroom: "There is an exit to the south." }[L];
    const intro = { Kitchen: "You're now in the kitchen.", Pantry: "You are in a pantry. An usual one.", Backyard: "You arrive in a backyard. A typical one.", Garden: "You are in a garden. An ordinary kind of place.", Livingroom: "You find yourself in a livingroom. A normal one.", Bedroom: "You arrive in a bedroom. A normal one." }[L];
    return `-= ${L} =-\n${intro}\n\n${hs.map((h) => this.holderText(h)).filter(Boolean).join(" ")}\n\n${ex}`;
  }
  visible(item) { return Object.keys(HOLDERS).find((h) => HOLDERS[h] === this.loc && (h !== "fridge" || this.fridgeOpen) && this.at[h].includes(item)); }
  point(msg) { this.score++; return `${msg}\n\nYour score has just gone up by one point.`; }
  recipeText() {
    return "You open the copy of \"Cooking: A Modern Approach (3rd Ed.)\" and start reading:\n\nRecipe #1\n---------\nGather all following ingredients and follow the directions to prepare this tasty meal.\n\nIngredients:\n" +
      this.recipe.map((x) => `  ${x.name}`).join("\n") + "\n\nDirections:\n" +
      this.recipe.flatMap((x) => [x.cut && `  ${Object.keys(CUTS).find((k) => CUTS[k] === x.cut)} the ${x.name}`, x.cook && `  ${VERB[x.cook]} the ${x.name}`]).filter(Boolean).join("\n") + "\n  prepare meal";
  }
  do(verb, a = {}) {
    this.moves++;
    const item = (a.item || a.target || "").toLowerCase().replace(/^the /, "");
    switch (verb) {
      case "look": return this.room();
      case "inventory": return this.inv.length ? "You are carrying:\n" + this.inv.map((x) => `  a ${this.state[x] ? this.state[x].join(" ") + " " : ""}${x}`).join("\n") : "You are carrying nothing.";
      case "go": {
        const to = MAP[this.loc][a.direction];
        if (!to) return "You can't go that way.";
        if ((this.loc === "Kitchen" && a.direction === "south" || this.loc === "Backyard" && a.direction === "north") && !this.doorOpen) return "You have to open the patio door first.";
        this.loc = to; return this.room();
      }
      case "open": case "close": {
        const want = verb === "open";
        if (item === "fridge" && this.loc === "Kitchen") { if (this.fridgeOpen === want) return `That's already ${want ? "open" : "closed"}.`; this.fridgeOpen = want; return want ? `You open the fridge, revealing ${this.at.fridge.length ? join(this.at.fridge) : "nothing"}.` : "You close the fridge."; }
        if (item === "patio door" && (this.loc === "Kitchen" || this.loc === "Backyard")) { if (this.doorOpen === want) return `That's already ${want ? "open" : "closed"}.`; this.doorOpen = want; return `You ${verb} patio door.`; }
        return "You can't see any such thing.";
      }
      case "take": {
        const h = this.visible(item);
        if (!h) return this.inv.includes(item) ? "You already have that." : "You can't see any such thing.";
        this.at[h] = this.at[h].filter((x) => x !== item); this.inv.push(item);
        const msg = h === "ground" ? `You pick up the ${item} from the ground.` : `You take the ${item} from the ${h}.`;
        if (this.recipe.some((x) => x.name === item) && !this.got.has(item)) { this.got.add(item); return this.point(msg); }
        return msg;
      }
      case "slice": case "dice": case "chop": {
        if (!this.inv.includes(item)) return this.visible(item) ? `You have to be holding the ${item} first.` : "You can't see any such thing.";
        if (!this.inv.includes("knife")) return "Cutting something requires a knife.";
        const st = (this.state[item] ||= []);
        if (Object.values(CUTS).some((c) => st.includes(c))) return `The ${item} is already cut.`;
        st.unshift(CUTS[verb]);
        const msg = `You ${verb} the ${item}.`;
        return this.recipe.some((x) => x.name === item && x.cut === CUTS[verb]) ? this.point(msg) : msg;
      }
      case "cook": {
        const w = a.with;
        if (!HOLDERS[w] || HOLDERS[w] !== this.loc || !HEAT[w]) return "You can't see any such thing.";
        if (!this.inv.includes(item)) return `You have to be holding the ${item} first.`;
        const st = (this.state[item] ||= []);
        if (st.some((s) => Object.values(HEAT).includes(s))) return `The ${item} is already cooked.`;
        st.push(HEAT[w]);
        const msg = `You ${VERB[HEAT[w]]}ed the ${item}.`.replace("fryed", "fried");
        return this.recipe.some((x) => x.name === item && x.cook === HEAT[w]) ? this.point(msg) : msg;
      }
      case "examine": {
        if (item === "cookbook") return this.loc === "Kitchen" ? this.recipeText() : "You can't see any such thing.";
        if (HEAT[item] && HOLDERS[item] === this.loc) return `Useful for ${{ stove: "frying", oven: "roasting", BBQ: "grilling" }[item]} things.`;
        if (item === "knife" && (this.inv.includes("knife") || this.visible("knife"))) return "The knife is sharp.";
        if (this.inv.includes(item) || this.visible(item)) return `The ${item} looks ${this.state[item]?.length ? this.state[item].join(" and ") : "fresh"}.`;
        if (HOLDERS[item] === this.loc) return this.holderText(item) || `The ${item} is unremarkable.`;
        return "You can't see any such thing.";
      }
      case "prepare_meal": {
        if (this.loc !== "Kitchen") return "Can only prepare meal in the Kitchen.";
        const ok = this.recipe.every((x) => this.inv.includes(x.name) && (!x.cut || this.state[x.name]?.includes(x.cut)) && (!x.cook || this.state[x.name]?.includes(x.cook)));
        if (!ok) return "You still miss something for the recipe.";
        this.inv = this.inv.filter((x) => !this.recipe.some((y) => y.name === x)); this.inv.push("meal");
        return this.point("Adding the meal to your inventory.");
      }
      case "eat": {
        if (!this.inv.includes("meal")) return "You can't see any such thing.";
        this.done = true; this.inv = this.inv.filter((x) => x !== "meal");
        return this.point("You eat the meal. Not bad.") + "\n\n\n                               *** The End ***";
      }
    }
    return "That's not a verb I recognise.";
  }
}
