// Stable facts of a run's world (a record prints the same facts whenever it is read; only noise changes),
// the staff-language phrases, and the small text helpers every scenario uses.
import { makeRng, hashSeed, isoS, iso } from "./util.mjs";
import { mcp, domJson, ghJson, pgQuery, sentryIssue, linearIssue, lokiLines } from "./render.mjs";

export function stable(run, key, fn) {
  if (!run.memo) run.memo = new Map();
  if (!run.memo.has(key)) run.memo.set(key, fn(makeRng(run.seedStr + "|" + key)));
  return run.memo.get(key);
}

// ---------------- staff languages ----------------
export const LANGS = {
  bar: {
    name: "Bavarian",
    look: "Servus! Schau da bittschee {X} o und sag ma, wos do ned passt.",
    fix: "Kannst {X} bittschee richtn? Gib ma Bscheid, wenn's passt.",
    wait: "Wart bittschee, bis {X} firti is, und sag ma dann, wia's ausganga is.",
    list: "I bräucht de komplette Listn vo {X}, oiss mitanand.",
    totals: "Rechn ma bittschee de Zahln für {X} zamm, pro Dog.",
    post: "Schreib bittschee a kurze Zammfassung in {X} eine.",
    export: "Hol ma bittschee an Export vo {X} aus'm Portal owa.",
    apply: "Mach bittschee {X}, aber sauber.",
    compare: "Schau bittschee bei {X} nach, ob des mit de PRs zammpasst.",
    deployed: "I hob an Fix ausgrollt. Schau bittschee no amoi.",
    again: "Schau bittschee no amoi nach.",
    thanks: "Vergelt's Gott!",
    done: "Passt:",
  },
  lmo: {
    name: "Lombard (Milanese)",
    look: "Ciao! Varda un moment {X} e dimm cos'è che va minga.",
    fix: "Te riesset a sistemà {X}? Fam savè quand l'è a post.",
    wait: "Speta che {X} el sia finii, e poeu dimm com'è andada.",
    list: "Me serv la lista completa de {X}, tucc quanti.",
    totals: "Fam i cunt de {X}, dì per dì.",
    post: "Scriv un riassunt curt in {X}, per piasè.",
    export: "Tira giò l'esportazion de {X} dal portal, per piasè.",
    apply: "Fà {X}, per piasè, ma con giudizi.",
    compare: "Controlla {X} contra i PR, vun per vun.",
    deployed: "Hoo miss su la correzion. Varda anmò.",
    again: "Varda anmò, per piasè.",
    thanks: "Grazie milla!",
    done: "Fàa:",
  },
  srn: {
    name: "Sranan Tongo",
    look: "Odi! Luku {X} gi mi, dan taki mi san no e waka bun.",
    fix: "Yu kan seti {X}? Taki mi te a klari.",
    wait: "Wakti te {X} kaba, dan taki mi fa a waka.",
    list: "Mi abi a heri lijst fu {X} fanowdu, ala fu den.",
    totals: "Teri {X} gi mi, dei fu dei.",
    post: "Skrifi wan syatu sortu fu en na ini {X}, grantangi.",
    export: "Teki a export fu {X} na a portal gi mi.",
    apply: "Du {X} gi mi, ma luku bun.",
    compare: "Luku {X} wan-wan nanga den PR.",
    deployed: "Mi poti a fix kaba. Luku baka.",
    again: "Luku baka wan tron.",
    thanks: "Grantangi!",
    done: "A klari:",
  },
  bo: {
    name: "Tibetan",
    look: "བཀྲ་ཤིས་བདེ་ལེགས། {X} ལ་ལྟ་ཞིབ་གནང་ནས་དཀའ་ངལ་གང་ཡོད་པ་ང་ལ་གསུང་རོགས།",
    fix: "{X} བཟོ་བཅོས་གནང་རོགས། འགྲིག་ཚར་ན་ང་ལ་བརྡ་ལན་གནང་རོགས།",
    wait: "{X} མཇུག་མ་རྫོགས་བར་དུ་སྒུག་ནས་མཇུག་འབྲས་ང་ལ་གསུང་རོགས།",
    list: "{X} ཡོངས་རྫོགས་ཀྱི་ཐོ་གཞུང་ཆ་ཚང་ང་ལ་དགོས།",
    totals: "{X} ཡི་གྲངས་ཀ་ཉིན་རེ་བཞིན་བསྡོམས་རོགས།",
    post: "{X} ནང་དུ་སྙིང་བསྡུས་ཐུང་ངུ་ཞིག་འབྲི་རོགས།",
    export: "དྲ་ཚིགས་ནས་ {X} ཕབ་ལེན་གནང་རོགས།",
    apply: "{X} ལག་བསྟར་གནང་རོགས། ཡིད་གཟབ་གནང་རོགས།",
    compare: "{X} རེ་རེ་བཞིན་ PR དང་བསྡུར་ནས་ལྟ་རོགས།",
    deployed: "བཟོ་བཅོས་སྤེལ་ཟིན། ཡང་བསྐྱར་ལྟ་ཞིབ་གནང་རོགས།",
    again: "ཡང་བསྐྱར་ལྟ་རོགས།",
    thanks: "ཐུགས་རྗེ་ཆེ།",
    done: "ལེགས་གྲུབ།",
  },
  bm: {
    name: "Bambara",
    look: "I ni ce! {X} lajɛ n ye, ka a fɔ n ye min tɛ taa ka ɲɛ.",
    fix: "I bɛ se ka {X} latilen wa? N ladɔnniya n'a bannen don.",
    wait: "Makɔnɔ fo {X} ka ban, o kɔ i ka a jaabi fɔ n ye.",
    list: "N mago bɛ {X} bɛɛ lisiti dafalen na.",
    totals: "{X} jate n ye, don o don.",
    post: "Kunnafoni surun dɔ sɛbɛn {X} kɔnɔ, i ni ce.",
    export: "{X} export ta portail kan n ye.",
    apply: "{X} kɛ n ye, nka i janto.",
    compare: "{X} kelen-kelen bɛɛ suma ni PR ye.",
    deployed: "N ye latilenni bila. A lajɛ tugun.",
    again: "A lajɛ tugun.",
    thanks: "I ni ce kosɛbɛ!",
    done: "A bannen don:",
  },
  ee: {
    name: "Ewe",
    look: "Ŋdi! Kpɔ {X} ɖa nam eye nàgblɔ nusi mele edzi yim nyuie o.",
    fix: "Àte ŋu aɖɔ {X} ɖo? Na manya ne ewu enu.",
    wait: "Lala va se ɖe esime {X} nawu enu, eye nàgblɔ emetsonu nam.",
    list: "Mehiã {X} ƒe ŋkɔŋlɔ blibo la, wo katã.",
    totals: "Xlẽ {X} ƒe akɔnta nam, ŋkeke sia ŋkeke.",
    post: "Ŋlɔ nyatakaka kpui aɖe ɖe {X} me.",
    export: "Tsɔ {X} ƒe export tso portal la dzi nam.",
    apply: "Wɔ {X} nam, gake kpɔ nyuie.",
    compare: "Kpɔ {X} ɖeka ɖeka kple PR-wo.",
    deployed: "Meɖo ɖɔɖɔɖo la ɖe dɔ me. Gakpɔe ɖa.",
    again: "Gakpɔe ɖa.",
    thanks: "Akpe kakaka!",
    done: "Ewu enu:",
  },
  ban: {
    name: "Balinese",
    look: "Om Swastyastu. Tulung cingakin {X}, raris orahin tiang napi sane nenten becik.",
    fix: "Dados tulung becikang {X}? Orahin tiang yening sampun puput.",
    wait: "Antosang kantos {X} puput, raris orahin tiang asilnyane.",
    list: "Tiang nunas daftar {X} sane jangkep, makasami.",
    totals: "Tulung itung {X}, rahina ka rahina.",
    post: "Tulung tulis ringkesan cutet ring {X}.",
    export: "Tulung jemak ekspor {X} saking portal.",
    apply: "Tulung laksanayang {X}, sakewanten sane becik.",
    compare: "Cingakin {X} asiki-asiki sareng PR-nyane.",
    deployed: "Tiang sampun ngunggahang perbaikan. Cingakin malih.",
    again: "Cingakin malih.",
    thanks: "Suksma pisan!",
    done: "Sampun puput:",
  },
  gag: {
    name: "Gagauz",
    look: "Selam! {X} bak, da söylä bana ne iyi gitmeer.",
    fix: "{X} düzedäbilecän mi? Bitincä haber ver.",
    wait: "Bekle {X} bitsin, sora söylä nasıl geçti.",
    list: "Lääzım bana {X} bütün listası, hepsi.",
    totals: "{X} için sayıları topla, gün-gün.",
    post: "{X} içinä kısa bir özet yaz, yalvarêrım.",
    export: "Portaldan {X} eksportunu al bana.",
    apply: "{X} yap, ama dikkatlı ol.",
    compare: "{X} birär-birär PR-larlan karşılaştır.",
    deployed: "Düzeltmäyi koydum. Bak taa bir kerä.",
    again: "Bak taa bir kerä.",
    thanks: "Çok saa ol!",
    done: "Bitti:",
  },
  dv: {
    name: "Dhivehi",
    look: "އައްސަލާމު ޢަލައިކުމް. {X} ބަލައިދީ، ރަނގަޅަށް ނުހިނގާ ކަމަކީ ކޮބައިކަން ކިޔައިދީ.",
    fix: "{X} ރަނގަޅުކޮށްދެވޭތަ؟ ނިމުނީމަ އަންގައިދީ.",
    wait: "{X} ނިމެންދެން މަޑުކޮށްލާފައި ނަތީޖާ ކިޔައިދީ.",
    list: "{X} ގެ ފުރިހަމަ ލިސްޓެއް ބޭނުން، ހުރިހާ އެއްޗެއް.",
    totals: "{X} ގެ ޖުމްލަ ދުވަހުން ދުވަހަށް ހިސާބުކޮށްދީ.",
    post: "{X} ގައި ކުރު ޚުލާޞާއެއް ލިޔެދީ.",
    export: "ޕޯޓަލުން {X} ގެ އެކްސްޕޯޓް ނަގައިދީ.",
    apply: "{X} ހިންގައިދީ، ސަމާލުވެގެން.",
    compare: "{X} އެކެއް އެކެއް PR ތަކާ އަޅާކިޔައިދީ.",
    deployed: "ފިކްސް ލީމު. އަނެއްކާ ބަލައިދީ.",
    again: "އަނެއްކާ ބަލައިދީ.",
    thanks: "ޝުކުރިއްޔާ!",
    done: "ނިމުނީ:",
  },
  kl: {
    name: "Kalaallisut (Greenlandic)",
    look: "Aluu! {X} misissoriuk, oqaluttuarlugulu sumi ajortoqarnersoq.",
    fix: "{X} aaqqissorsinnaaviuk? Naammassiguit ilisimatikkit.",
    wait: "Utaqqiguk {X} naammassinissaata tungaanut, kingornalu inernera oqaluttuaruk.",
    list: "{X} tamaasa allattorsimaffimmi tamakkiisumik pisariaqartippakka.",
    totals: "{X} kisitsisaat katillugit ulluinnarnut naatsorsukkit.",
    post: "{X}-mi naalisaaneq naatsoq allaguk.",
    export: "Portalimit {X} aallerlugu nassiukkit.",
    apply: "{X} ingerlatiguk, mianersorlutit.",
    compare: "{X} ataasiakkaarlugit PR-inut sanilliukkit.",
    deployed: "Aaqqiissut atulersippara. Misissoqqiguk.",
    again: "Misissoqqiguk.",
    thanks: "Qujanarsuaq!",
    done: "Naammassivoq:",
  },
};

export function ask(run, kit, intent, X) {
  if (!run.intent) run.intent = intent;
  run.user(LANGS[kit.lang][intent].replace("{X}", X));
}
export function doneWord(kit) {
  return LANGS[kit.lang].done;
}

// text by style: o = {t, p, v}; each may be a string or an array (picked with the run rng)
export function T(ctx, o) {
  const pick = (x) => (Array.isArray(x) ? ctx.r.pick(x) : x);
  if (ctx.style === "terse") return o.t !== undefined ? pick(o.t) : null;
  if (ctx.style === "verbose") return pick(o.v ?? o.p ?? null);
  return pick(o.p ?? null);
}
export function finalText(run, kit, ctx, body) {
  const open = ctx.r.chance(0.55) ? doneWord(kit) + " " : "";
  return open + body;
}

// ---------------- facts ----------------
export function sentryFacts(run, kit, idx, over = {}) {
  const f = stable(run, "sentry" + idx, (r) => {
    const iss = kit.issues[idx % kit.issues.length];
    const firstAgoH = r.int(2, 40);
    return {
      id: String(r.int(4100000000, 4999999999)),
      shortId: `${kit.prefix}-${r.upper(2)}${r.int(1, 9)}`,
      title: iss.title,
      culprit: iss.culprit,
      file: iss.file,
      stack: iss.frames,
      status: "unresolved",
      count: r.int(60, 3900),
      users: r.int(12, 900),
      firstSeen: run.start - firstAgoH * 3600e3 - r.int(0, 3599) * 1000,
      lastSeen: run.start - r.int(4, 240) * 1000,
      firstRelease: kit.release,
      assignee: r.chance(0.5) ? kit.people[r.int(0, kit.people.length - 1)] : null,
    };
  });
  return { ...f, ...over };
}
export function ticketFacts(run, kit, idx, over = {}) {
  const f = stable(run, "ticket" + idx, (r) => {
    const t = kit.tickets[idx % kit.tickets.length];
    const num = 300 + ((hashIdx(run.seedStr, idx) % 600) | 0);
    const pr = 700 + ((hashIdx(run.seedStr, idx + 50) % 900) | 0);
    return {
      key: `${kit.team}-${num}`,
      title: t.title,
      state: r.pick(["In Progress", "In Review", "Todo"]),
      assignee: kit.people[idx % kit.people.length],
      labels: t.labels ?? ["bug"],
      updatedAt: run.start - r.int(1, 72) * 3600e3,
      pr,
      prTitle: t.pr,
      branch: t.branch ?? `fix/${kit.team.toLowerCase()}-${num}`,
      comments: r.int(0, 9),
    };
  });
  return { ...f, ...over };
}
function hashIdx(s, i) {
  return hashSeed(s + ":ticket:" + i);
}

// ---------------- common tool calls (render + args) ----------------
export const tools = {
  sentryGet(run, kit, f) {
    return { tool: "sentry__get_issue", args: { issue_id: f.shortId }, result: () => sentryIssue(run, { ...f, lastSeen: Math.min(f.lastSeen, run.now - 2000) }) };
  },
  linearGet(run, kit, t) {
    return {
      tool: "linear__get_issue",
      args: { id: t.key },
      result: () => linearIssue(run, { key: t.key, title: t.title, state: t.state, assignee: t.assignee, labels: t.labels, updatedAt: t.updatedAt, comments: t.comments, attachments: [{ title: `#${t.pr} ${t.prTitle}`, url: `https://github.com/${kit.org}/${kit.repo}/pull/${t.pr}` }] }),
    };
  },
  prGet(run, kit, t, over = {}) {
    const s = stable(run, "pr" + t.pr, (r) => ({ sha: r.hex(40), adds: r.int(4, 180), dels: r.int(1, 90), files: r.int(1, 7), created: run.start - r.int(5, 90) * 3600e3 }));
    const o = {
      number: t.pr,
      title: t.prTitle,
      state: over.state ?? "open",
      draft: false,
      merged: over.merged ?? false,
      merged_at: over.merged_at ?? null,
      mergeable_state: over.mergeable_state ?? "blocked",
      user: { login: t.assignee.toLowerCase().replace(/[^a-z]/g, "") },
      head: { ref: t.branch, sha: s.sha },
      base: { ref: "main" },
      additions: s.adds,
      deletions: s.dels,
      changed_files: s.files,
      requested_reviewers: over.reviewers ?? [{ login: kit.people[1].toLowerCase().replace(/[^a-z]/g, "") }],
      status_checks: over.checks ?? { state: "success", total_count: 6 },
      created_at: isoS(s.created),
      body: `Fixes ${t.key}. ${over.body ?? ""}`.trim(),
    };
    return { tool: "github__get_pull_request", args: { owner: kit.org, repo: kit.repo, pull_number: t.pr }, result: () => ghJson(run, o) };
  },
  fileGet(run, kit, path, lines) {
    const s = stable(run, "blob" + path, (r) => ({ sha: r.hex(40) }));
    return {
      tool: "github__get_file_contents",
      args: { owner: kit.org, repo: kit.repo, path, ref: "main" },
      result: () => ghJson(run, { type: "file", path, sha: s.sha, size: lines.join("\n").length, encoding: "utf-8", content: lines.join("\n") }),
    };
  },
  fsRead(run, kit, path, lines) {
    return { tool: "filesystem__read_text_file", args: { path: `${kit.root}/${path}` }, result: () => mcp(run, lines.join("\n")) };
  },
  pg(run, kit, sql, fields, rows) {
    return { tool: "postgres__query", args: { sql }, result: () => pgQuery(run, fields, rows) };
  },
  loki(run, kit, logql, since, lines, mb) {
    return { tool: "grafana__query_loki_logs", args: { datasourceUid: kit.lokiUid, logql, startRfc3339: since, limit: 200 }, result: () => lokiLines(run, { query: logql, lines: typeof lines === "function" ? lines() : lines, scannedMb: mb, since }) };
  },
  entityGet(run, kit, id, facts) {
    return { tool: kit.entity.tool, args: { [kit.entity.arg]: id }, result: () => domJson(run, facts) };
  },
};

export function logLine(r, kit, ms, level, msg, extra = "") {
  return `${iso(ms)} ${level.padEnd(5)} ${kit.pod(r)} ${kit.logs.logger}: ${msg}${extra ? " " + extra : ""} trace_id=${r.hex(16)}`;
}
