// Small helpers the domain kits share: stable records, cursors, the delegate tool's answer, JSON printing.
import { stable } from "./rng.mjs";

/** n records with stable facts: make(i, s) returns the record (s = rng helpers seeded by the domain and index). */
export function recs(key, n, make) {
  return Array.from({ length: n }, (_, i) => make(i, stable(`${key}#${i}`)));
}

/** An opaque page cursor for an offset (salt empty: the same cursor for the same offset every time). */
export function cursor(off, salt = "") {
  return Buffer.from(`{"o":${off}${salt ? `,"s":"${salt}"` : ""}}`).toString("base64").replace(/=+$/, "");
}

/** JSON printed as a pretty API body. */
export const pj = (o) => JSON.stringify(o, null, 2);

/** The answer of the generic `delegate_task` tool: input-required until the coordinator gives what was asked for. */
export function delegateOut(sub) {
  return (x, r, ok) =>
    pj({
      agent: sub.name,
      task_id: `tsk_${x.hex(10)}`,
      status: ok ? "completed" : "input-required",
      message: ok ? sub.done(r) : sub.block(r),
      usage: { input_tokens: x.int(900, 4200), output_tokens: x.int(60, 400) },
      elapsed_ms: x.int(1800, 16000),
    });
}
