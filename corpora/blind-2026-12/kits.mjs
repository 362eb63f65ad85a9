// The twelve domain kits used by gen.mjs.
import { clinical, ecommerce, legal, smarthome } from "./kits1.mjs";
import { hpc, l10n, mlops, travel } from "./kits2.mjs";
import { gis, lab, recruiting, warehouse } from "./kits3.mjs";
export const KITS = { clinical, legal, ecommerce, smarthome, hpc, travel, l10n, mlops, gis, recruiting, warehouse, lab };
