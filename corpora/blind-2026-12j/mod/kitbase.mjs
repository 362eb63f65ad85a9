// Shared helpers for domain kits: stable per-entity facts and per-call noise.
import { rng, iso, hms, isoMs } from "./rng.mjs";
export const hash = (s) => { let h = 2166136261; for (const c of String(s)) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619); } return h >>> 0; };
/** A stable RNG for an entity, so every read of it shows the same facts. */
export const fixed = (e) => rng(hash(e));
export const reqId = (run) => run.r.hex(8) + "-" + run.r.hex(4) + "-" + run.r.hex(4) + "-" + run.r.hex(12);
export { iso, hms, isoMs };
export const ms = (run) => run.r.int(18, 2400);
