// Seeded randomness and plain-text formatters shared by the kits.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

const AL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HX = "0123456789abcdef";

export function makeRng(seed) {
  let a = typeof seed === "string" ? hashStr(seed) : seed >>> 0;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    float: (lo, hi, dp = 2) => Number((lo + next() * (hi - lo)).toFixed(dp)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const b = arr.slice();
      for (let i = b.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    },
    alnum: (n) => Array.from({ length: n }, () => AL[Math.floor(next() * AL.length)]).join(""),
    upper: (n) => Array.from({ length: n }, () => AL[Math.floor(next() * 26)]).join(""),
    lowernum: (n) => Array.from({ length: n }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 36)]).join(""),
    hex: (n) => Array.from({ length: n }, () => HX[Math.floor(next() * 16)]).join(""),
    digits: (n) => Array.from({ length: n }, () => "0123456789"[Math.floor(next() * 10)]).join(""),
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${"89ab"[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`;
  r.ulid = () => "01J" + Array.from({ length: 23 }, () => "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[Math.floor(next() * 32)]).join("");
  return r;
}

export const pad = (s, n) => String(s).padEnd(n);
export const lpad = (s, n) => String(s).padStart(n);
export const z2 = (n) => String(n).padStart(2, "0");

// Local ISO time with an offset in minutes.
export function localIso(ms, tzMin, withMs = false) {
  const d = new Date(ms + tzMin * 60000);
  const iso = d.toISOString();
  const base = withMs ? iso.slice(0, 23) : iso.slice(0, 19);
  if (tzMin === 0) return base + "Z";
  const sign = tzMin >= 0 ? "+" : "-";
  const a = Math.abs(tzMin);
  return `${base}${sign}${z2(Math.floor(a / 60))}:${z2(a % 60)}`;
}
export function localClock(ms, tzMin, withMs = false) {
  const d = new Date(ms + tzMin * 60000).toISOString();
  return withMs ? d.slice(11, 23) : d.slice(11, 19);
}
export function localDate(ms, tzMin) {
  return new Date(ms + tzMin * 60000).toISOString().slice(0, 10);
}
export function httpDate(ms) {
  return new Date(ms).toUTCString();
}

export function yaml(v, ind = 0) {
  const sp = " ".repeat(ind);
  const scalar = (x) => {
    if (x === null || x === undefined) return "null";
    if (typeof x === "number" || typeof x === "boolean") return String(x);
    const s = String(x);
    if (s === "" || /^[\s]|[\s]$|[:#\[\]{},&*!|>'"%@`]|^(true|false|null|yes|no|on|off|~)$|^[-?]|^\d/.test(s)) return JSON.stringify(s);
    return s;
  };
  if (Array.isArray(v)) {
    if (!v.length) return sp + "[]";
    return v
      .map((x) => {
        if (x && typeof x === "object" && !Array.isArray(x)) {
          const inner = yaml(x, ind + 2).split("\n");
          inner[0] = sp + "- " + inner[0].slice(ind + 2);
          return inner.join("\n");
        }
        return `${sp}- ${scalar(x)}`;
      })
      .join("\n");
  }
  if (v && typeof v === "object") {
    return Object.entries(v)
      .map(([k, x]) => {
        if (x && typeof x === "object") {
          if (Array.isArray(x) && !x.length) return `${sp}${k}: []`;
          if (!Array.isArray(x) && !Object.keys(x).length) return `${sp}${k}: {}`;
          return `${sp}${k}:\n${yaml(x, ind + 2)}`;
        }
        return `${sp}${k}: ${scalar(x)}`;
      })
      .join("\n");
  }
  return sp + scalar(v);
}

export function md(cols, rows) {
  const head = `| ${cols.join(" | ")} |`;
  const sep = `|${cols.map(() => "---").join("|")}|`;
  return [head, sep, ...rows.map((r) => `| ${r.map((x) => (x === null || x === undefined ? "" : String(x))).join(" | ")} |`)].join("\n");
}

export function csv(cols, rows) {
  const q = (x) => {
    const s = x === null || x === undefined ? "" : String(x);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [cols.join(","), ...rows.map((r) => r.map(q).join(","))].join("\n");
}

export function fixed(cols, rows) {
  const w = cols.map((c, i) => Math.max(String(c).length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (r) => r.map((x, i) => String(x ?? "").padEnd(w[i])).join("  ").trimEnd();
  return [line(cols), w.map((n) => "-".repeat(n)).join("  "), ...rows.map(line)].join("\n");
}

export function kv(obj, width = 18) {
  return Object.entries(obj)
    .map(([k, v]) => `${(k + " ").padEnd(width, ".")}: ${v === null || v === undefined ? "" : v}`)
    .join("\n");
}

export function xmlEsc(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
export function xml(tag, obj, ind = 0) {
  const sp = " ".repeat(ind);
  if (obj === null || obj === undefined) return `${sp}<${tag}/>`;
  if (typeof obj !== "object") return `${sp}<${tag}>${xmlEsc(obj)}</${tag}>`;
  if (Array.isArray(obj)) return obj.map((o) => xml(tag, o, ind)).join("\n");
  const attrs = Object.entries(obj)
    .filter(([k]) => k.startsWith("@"))
    .map(([k, v]) => ` ${k.slice(1)}="${xmlEsc(v)}"`)
    .join("");
  const kids = Object.entries(obj).filter(([k]) => !k.startsWith("@"));
  if (!kids.length) return `${sp}<${tag}${attrs}/>`;
  return `${sp}<${tag}${attrs}>\n${kids.map(([k, v]) => xml(k, v, ind + 2)).join("\n")}\n${sp}</${tag}>`;
}

export function http(status, reason, headers, body) {
  const h = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return `HTTP/1.1 ${status} ${reason}\n${h}\n\n${body}`;
}

// Content hash for etags: stable while the content is unchanged.
export function etagOf(obj) {
  const s = typeof obj === "string" ? obj : JSON.stringify(obj);
  return hashStr(s).toString(16).padStart(8, "0") + hashStr("x" + s).toString(16).padStart(8, "0").slice(0, 6);
}

export function pyTraceback(frames, exc, msg) {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) {
    lines.push(`  File "${file}", line ${line}, in ${fn}`);
    if (code) lines.push(`    ${code}`);
  }
  lines.push(`${exc}: ${msg}`);
  return lines.join("\n");
}

// Offset in minutes at a given instant for a kit: base offset plus daylight saving (2026 rules) where the place has it.
const EU_DST = [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)];
const US_DST = [Date.UTC(2026, 2, 8, 8), Date.UTC(2026, 10, 1, 7)];
export function tzOffset(kit, ms) {
  const d = kit.dst === "eu" ? EU_DST : kit.dst === "us" ? US_DST : null;
  return d && ms >= d[0] && ms < d[1] ? kit.tzMin + 60 : kit.tzMin;
}
