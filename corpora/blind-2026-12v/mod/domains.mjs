// The ten domain kits, in plan order.
import bess from "./dom-bess.mjs";

/** Domain kits; the generator deals twelve runs to each. */
export const DOMAINS = [bess, bess, bess, bess, bess, bess, bess, bess, bess, bess];
