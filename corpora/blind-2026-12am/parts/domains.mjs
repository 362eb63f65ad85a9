// The ten domains, in a fixed order (the order decides which kinds each domain gets;
// positions 1, 3, 6 and 8 carry the ambiguous runs).
import salvage from "./dom-salvage.mjs";
import accident from "./dom-accident.mjs";
import fire from "./dom-fire.mjs";
import heritage from "./dom-heritage.mjs";
import novelfood from "./dom-novelfood.mjs";
import tp from "./dom-tp.mjs";
import doping from "./dom-doping.mjs";
import union from "./dom-union.mjs";
import mineral from "./dom-mineral.mjs";
import planning from "./dom-planning.mjs";

export const DOMAINS = [salvage, accident, fire, heritage, novelfood, tp, doping, union, mineral, planning];
