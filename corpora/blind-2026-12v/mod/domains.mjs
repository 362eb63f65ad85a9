// The ten domain kits, in plan order (the generator puts one ambiguous run in the 3rd, 5th, 8th and 10th).
import bess from "./dom-bess.mjs";
import dye from "./dom-dye.mjs";
import livestock from "./dom-livestock.mjs";
import mrv from "./dom-mrv.mjs";
import radio from "./dom-radio.mjs";
import rail from "./dom-rail.mjs";
import steel from "./dom-steel.mjs";
import sugar from "./dom-sugar.mjs";
import wfm from "./dom-wfm.mjs";
import whisky from "./dom-whisky.mjs";

/** Domain kits; the generator deals twelve runs to each. */
export const DOMAINS = [bess, steel, mrv, dye, sugar, radio, rail, livestock, wfm, whisky];
