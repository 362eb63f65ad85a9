// Seeded randomness, noise makers and print styles shared by every kit and kind.
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.chance = (p) => f() < p;
  f.hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(f() * 16)]).join("");
  f.alnum = (n) =>
    Array.from({ length: n }, () => "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[Math.floor(f() * 62)]).join("");
  f.shuffle = (xs) => {
    const c = [...xs];
    for (let i = c.length - 1; i > 0; i--) {
      const j = Math.floor(f() * (i + 1));
      [c[i], c[j]] = [c[j], c[i]];
    }
    return c;
  };
  f.sample = (xs, n) => f.shuffle(xs).slice(0, n);
  return f;
}

export const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
export const pad = (n, w = 2) => String(n).padStart(w, "0");

/** A per-run wall clock that moves forward by a few seconds per tool call. */
export function clock(r, startIso) {
  let t = Date.parse(startIso);
  return {
    tick(lo = 1, hi = 9) {
      t += r.int(lo * 1000, hi * 1000) + r.int(0, 999);
      return this;
    },
    add(sec) {
      t += sec * 1000;
      return this;
    },
    iso() {
      return new Date(t).toISOString().replace(/\.\d{3}Z$/, `.${pad(t % 1000, 3)}Z`);
    },
    isoS() {
      return new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
    },
    hms() {
      return new Date(t).toISOString().slice(11, 19);
    },
    epoch() {
      return Math.floor(t / 1000);
    },
    ms() {
      return t;
    },
  };
}

function yamlVal(v, ind) {
  if (v === null || v === undefined) return " null";
  if (Array.isArray(v)) {
    if (!v.length) return " []";
    return "\n" + v.map((x) => `${ind}- ${typeof x === "object" && x ? yamlObj(x, ind + "  ").trimStart() : yamlScalar(x)}`).join("\n");
  }
  if (typeof v === "object") return Object.keys(v).length ? "\n" + yamlObj(v, ind + "  ") : " {}";
  return " " + yamlScalar(v);
}
function yamlScalar(x) {
  if (typeof x === "string" && (/^[\s\d-]|[:#{}\[\],&*?|<>=!%@`"']/.test(x) || x === "")) return JSON.stringify(x);
  return String(x);
}
function yamlObj(o, ind = "") {
  return Object.entries(o)
    .map(([k, v]) => `${ind}${k}:${yamlVal(v, ind)}`)
    .join("\n");
}
function flat(o, pre = "", out = []) {
  for (const [k, v] of Object.entries(o)) {
    const key = pre ? `${pre}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) flat(v, key, out);
    else if (Array.isArray(v) && v.some((x) => x && typeof x === "object")) v.forEach((x, i) => flat(x, `${key}[${i}]`, out));
    else out.push([key, Array.isArray(v) ? v.join(",") : v]);
  }
  return out;
}
function xml(o, tag, ind = "") {
  if (Array.isArray(o)) return o.map((x) => xml(x, tag.replace(/s$/, "") || "item", ind)).join("\n");
  if (o && typeof o === "object")
    return `${ind}<${tag}>\n${Object.entries(o)
      .map(([k, v]) => (Array.isArray(v) ? `${ind}  <${k}>\n${xml(v, k, ind + "    ")}\n${ind}  </${k}>` : xml(v, k, ind + "  ")))
      .join("\n")}\n${ind}</${tag}>`;
  const s = String(o ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `${ind}<${tag}>${s}</${tag}>`;
}
/** Renders rows as an ASCII table the way CLIs print them. */
export function table(rows, cols) {
  if (!rows.length) return "(0 rows)";
  cols = cols ?? Object.keys(rows[0]);
  const w = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? "").length)));
  const line = (vals) => vals.map((v, i) => String(v ?? "").padEnd(w[i])).join("  ");
  return [line(cols.map((c) => c.toUpperCase())), ...rows.map((r) => line(cols.map((c) => r[c])))].join("\n");
}
/** Prints an object in one of the per-run styles. */
export function fmt(o, style, root = "response") {
  switch (style) {
    case "json":
      return JSON.stringify(o);
    case "pretty":
      return JSON.stringify(o, null, 2);
    case "yaml":
      return yamlObj(o);
    case "kv":
      return flat(o)
        .map(([k, v]) => `${k}=${typeof v === "string" && /\s/.test(v) ? JSON.stringify(v) : v}`)
        .join("\n");
    case "xml":
      return `<?xml version="1.0" encoding="UTF-8"?>\n${xml(o, root)}`;
    case "dots": {
      const f = flat(o);
      const w = Math.max(...f.map(([k]) => k.length)) + 3;
      return f.map(([k, v]) => `${(k + " ").padEnd(w, ".")}: ${v}`).join("\n");
    }
    default:
      return flat(o)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\n");
  }
}
