// Which run gets which domain, label and kind: ten domains of twelve runs, browser kinds only on browser domains.
export const BROWSER = ["permit-portal", "university-admissions", "smart-building-bms", "tax-filing"];
export const OTHER = ["energy-trading", "fleet-telematics", "restaurant-ops", "vet-clinic", "charity-fundraising", "embedded-firmware"];

export function plan() {
  const runs = [];
  const add = (domain, label, kind) => runs.push({ domain, label, kind });
  const webLoops = {
    "permit-portal": ["scroll-oscillation", "scroll-oscillation", "no-effect-click", "nav-back-forth", "nav-back-forth", "repeat-trivial-args"],
    "university-admissions": ["scroll-oscillation", "no-effect-click", "no-effect-click", "nav-back-forth", "reworded-search", "retry-storm"],
    "smart-building-bms": ["scroll-oscillation", "scroll-oscillation", "no-effect-click", "nav-back-forth", "stuck-poll", "cycle"],
    "tax-filing": ["scroll-oscillation", "no-effect-click", "no-effect-click", "nav-back-forth", "nav-back-forth", "repeat-trivial-args"],
  };
  for (const [d, ks] of Object.entries(webLoops)) for (const k of ks) add(d, "loop", k);
  const gen = [...Array(4).fill("repeat-trivial-args"), ...Array(5).fill("reworded-search"), ...Array(5).fill("retry-storm"), ...Array(5).fill("stuck-poll"), ...Array(5).fill("cycle"), ...Array(6).fill("edit-test-same-failure"), ...Array(6).fill("no-progress-repeat")];
  gen.forEach((k, j) => add(OTHER[j % 6], "loop", k));
  const webLegit = ["scroll-long-page", "form-field-by-field", "compare-two-pages", "load-more"];
  for (const d of BROWSER) for (const k of webLegit) add(d, "legit", k);
  const webGeneric = ["long-mixed", "pagination", "poll-progresses", "retry-backoff-succeeds", "search-refine", "batch-distinct", "user-asks-again"];
  const webSlots = ["university-admissions", "university-admissions", "smart-building-bms", "smart-building-bms", "tax-filing", "tax-filing", "permit-portal"];
  webGeneric.forEach((k, j) => add(webSlots[j], "legit", k));
  const all = ["pagination", "poll-progresses", "retry-backoff-succeeds", "batch-distinct", "user-asks-again", "reread-after-edit", "long-mixed", "search-refine", "edit-converges", "alternate-per-item"];
  const pool = [];
  for (const k of all) for (let c = 0; c < 4 - (webGeneric.includes(k) ? 1 : 0); c++) pool.push(k);
  const legitSlots = { "energy-trading": 5, "fleet-telematics": 6, "restaurant-ops": 6, "vet-clinic": 5, "charity-fundraising": 6, "embedded-firmware": 5 };
  const slots = [];
  for (let round = 0; round < 6; round++) for (const d of OTHER) if (legitSlots[d] > round) slots.push(d);
  pool.forEach((k, j) => add(slots[j], "legit", k));
  add("energy-trading", "ambiguous", "amb-long-wait");
  add("embedded-firmware", "ambiguous", "amb-reread-verify");
  add("permit-portal", "ambiguous", "amb-scroll-recheck");
  add("vet-clinic", "ambiguous", "amb-user-insists");
  return runs;
}

/** The task key a kind's user message draws on. */
export const taskKey = {
  "repeat-trivial-args": "lookup", cycle: "search", "retry-storm": "flaky", "stuck-poll": "poll", "reworded-search": "search", "edit-test-same-failure": "edit", "no-progress-repeat": "read",
  "scroll-oscillation": "long", "no-effect-click": "noop", "nav-back-forth": "pair",
  pagination: "page", "poll-progresses": "poll", "retry-backoff-succeeds": "flaky", "batch-distinct": "lookup", "user-asks-again": "lookup", "reread-after-edit": "read", "long-mixed": "lookup", "search-refine": "search", "edit-converges": "edit", "alternate-per-item": "lookup",
  "scroll-long-page": "long", "form-field-by-field": "form", "compare-two-pages": "pair", "load-more": "page",
  "amb-long-wait": "poll", "amb-reread-verify": "read", "amb-scroll-recheck": "long", "amb-user-insists": "flaky",
};
