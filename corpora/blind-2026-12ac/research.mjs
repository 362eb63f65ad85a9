// Browsing research agents: a fetch-tool agent (Aymara staff, Andean glaciers) and a search/open/find browser agent
// (Bhojpuri staff, arsenic in Bhojpur groundwater). Same kinds as the coding side where they make sense.
const sent = (r, topic) => r.pick(topic.filler).replace("%n", r.int(2, 98)).replace("%y", r.int(1956, 2004));
const para = (r, topic, n) => Array.from({ length: n }, () => { const a = sent(r, topic); let b = sent(r, topic); while (b.slice(0, 12) === a.slice(0, 12)) b = sent(r, topic); return r() < 0.5 ? a : `${a} ${b}`; });

export const andes = {
  id: "andes-glacier-ay", lang: "Aymara", style: "research-a", root: "", repo: "",
  models: ["gpt-4o-2024-08-06", "o3-2025-04-16"],
  sys: "You are a research assistant with web access. Tools: web_search(query), fetch_url(url, start_index?, max_length?), save_note(text). Cite primary sources; fetched pages are truncated to max_length characters.",
  task: "Chacaltaya glaciarax kuna maranakas tukusxäna? Ukhamaraki La Paz, El Alto markanakan umapax qawqha porcentajes glaciaranakat jutixa (Tuni-Condoriri)? Nayrïr yatxatäwinak (fuentes primarias) uñacht'ayam.",
  bg: ["Chacaltaya - Wikipedia", "https://en.wikipedia.org/wiki/Chacaltaya", "Chacaltaya is a mountain in the Cordillera Real of Bolivia. Its glacier, once the site of the world's highest ski lift, had disappeared by 2009."],
  same: [["Bolivia's glaciers are melting fast - BBC News", "https://www.bbc.com/news/world-latin-america-11204545", "Bolivia's Chacaltaya glacier, once a ski resort, has all but vanished ..."], ["Glaciers and water in La Paz - Andean Information Network", "https://ain-bolivia.org/2016/11/glaciers-water/", "Roughly a third of the water ... comes from glaciers, according to experts."], ["Chacaltaya: the glacier that became a rock | Reuters", "https://www.reuters.com/article/us-bolivia-glacier-idUSTRE5431QJ20090504", "The 18,000-year-old glacier is gone, scientists say."]],
  qs: ["Chacaltaya glacier disappeared year", "when did Chacaltaya glacier vanish", "Chacaltaya glacier gone 2009 scientists", "Chacaltaya ski resort glacier melted date", "Bolivia Chacaltaya glacier extinction year", "Chacaltaya glacier water La Paz percentage"],
  refine: [["glacier contribution La Paz El Alto water supply", [["Glaciers and water in La Paz - Andean Information Network", "https://ain-bolivia.org/2016/11/glaciers-water/", "Roughly a third of the water ... according to experts."], ["Water crisis in La Paz 2016 - The Guardian", "https://www.theguardian.com/world/2016/nov/28/bolivia-drought-water-rationing", "The worst drought in 25 years ..."]]], ["glacier contribution Tuni Condoriri reservoir study", [["Soruco et al. (2015) Contribution of glacier runoff to water resources of La Paz city, Bolivia", "https://www.cambridge.org/core/journals/annals-of-glaciology/article/contribution-of-glacier-runoff/", "Annals of Glaciology 56(70) ... glaciers contribute ~15% annually and ~27% in the dry season ..."], ["Tuni Condoriri glaciers - IRD", "https://www.ird.fr/glaciares-bolivia", "Monitoring network GLACIOCLIM ..."]]], ["Soruco 2015 Annals of Glaciology glacier runoff La Paz pdf", [["Contribution of glacier runoff to water resources of La Paz city, Bolivia (16° S) - PDF", "https://www.cambridge.org/core/services/aop-cambridge-core/content/view/soruco2015.pdf", "Álvaro Soruco, Christian Vincent, Antoine Rabatel, ... 2015"]]]],
  circle: [["https://ain-bolivia.org/2016/11/glaciers-water/", "Glaciers and water in La Paz", "Experts estimate that around a third of La Paz's water comes from glaciers (see the report by Agua Sustentable)."], ["https://aguasustentable.org/informe-glaciares-2017", "Informe: glaciares y agua", "Según un artículo de prensa (La Razón, 2017), los glaciares aportan cerca del 30% del agua de La Paz."], ["https://www.la-razon.com/sociedad/2017/01/12/glaciares-agua-la-paz/", "Glaciares y agua - La Razón", "De acuerdo con la Andean Information Network, un tercio del agua proviene de glaciares."]],
  primary: ["https://www.cambridge.org/core/services/aop-cambridge-core/content/view/soruco2015.pdf", "Contribution of glacier runoff to water resources of La Paz city, Bolivia (16° S)", "Abstract ... Over the period 1963-2006, glacier contribution to the water resources of La Paz averaged 15% at the annual scale, rising to 27% during the dry season (May-October) ..."],
  answer: "Chacaltaya's glacier was gone by 2009 (reported by the IRD/UMSA monitoring team; Reuters, 4 May 2009). For water: Soruco et al. 2015 (Annals of Glaciology 56(70)) estimate glacier runoff at about 15% of La Paz's supply per year and about 27% in the dry season; the often-quoted 'one third' traces back to press and NGO pages that cite each other, not to a study.",
  long: { url: "https://www.cambridge.org/core/services/aop-cambridge-core/content/view/soruco2015.pdf", title: "Contribution of glacier runoff to water resources of La Paz city, Bolivia (16° S)", key: "Table 3. Glacier contribution to the Tuni, Milluni and Hampaturi systems: 15% (annual), 27% (dry season, May-Oct), 61% (driest month in a dry year)." },
  news: ["Residents of El Alto faced water rationing for %n days in the 2016 drought.", "The ski lodge on Chacaltaya still stands at 5,300 m, now visited by tourists.", "Rainfall in the Altiplano has become more erratic, farmers told us.", "The city's utility has announced %n new wells and a pipeline from the Cordillera.", "Share this article.", "Photo: the remains of the ski lift in %y.", "Related: La Paz plans a new reservoir at Hampaturi.", "Advertisement", "El Alto has grown to nearly a million people, most of them Aymara."],
  filler: ["The Zongo and Tuni catchments were gauged at %n stations between %y and 2006.", "Mass balance was reconstructed with the geodetic method using aerial photographs from %y.", "Precipitation at El Alto shows a strong seasonality with %n% falling between December and March.", "Ice thickness was estimated by ground-penetrating radar along %n profiles.", "Runoff from non-glacierized areas was modelled with a degree-day approach.", "Uncertainty in the volume change is about ±%n% at the catchment scale.", "The distribution company EPSAS provided reservoir volumes for %y-2006.", "Figure %n shows the hypsometry of the glacierized areas."],
  net: ["https://www.cambridge.org/core/services/aop-cambridge-core/content/view/soruco2015.pdf", ["Error: Failed to fetch https://www.cambridge.org/core/services/aop-cambridge-core/content/view/soruco2015.pdf - status code 429 (Too Many Requests). Retry-After: 3600", "Error: Failed to fetch https://www.cambridge.org/core/services/aop-cambridge-core/content/view/soruco2015.pdf - status code 429 (Too Many Requests). Retry-After: 3600"]],
};

export const arsenic = {
  id: "arsenic-bhojpur-bho", lang: "Bhojpuri", style: "research-b", root: "", repo: "",
  models: ["gpt-4.1-2025-04-14", "o4-mini-2025-04-16"],
  sys: "You are a browsing agent. Tools: search(query) returns numbered results; open(id_or_url, loc?) shows a page window with line numbers; find(pattern, cursor) finds text in an open page. Answer with citations [cursor†Lx-Ly].",
  task: "भोजपुर जिला (बिहार) के भूजल में आर्सेनिक के सबसे जादा मापल गइल मात्रा केतना बा, आ ई कवना गाँव में मिलल रहे? प्राथमिक अध्ययन के हवाला दीं, खाली अखबार के ना।",
  bg: ["Arsenic contamination of groundwater in India - Wikipedia", "https://en.wikipedia.org/wiki/Arsenic_contamination_of_groundwater", "In Bihar, the districts of Bhojpur, Buxar, Patna and Vaishali are affected ..."],
  same: [["Arsenic in Bihar's groundwater: a silent crisis - Down To Earth", "https://www.downtoearth.org.in/water/arsenic-bihar-groundwater-61233", "Levels many times the WHO limit have been found in Bhojpur villages ..."], ["Bhojpur arsenic: villagers drink poison - Times of India", "https://timesofindia.indiatimes.com/city/patna/bhojpur-arsenic/articleshow/58812345.cms", "Some hand pumps showed more than 1,000 ppb ..."], ["Arsenic hotspots in the Gangetic plain - India Water Portal", "https://www.indiawaterportal.org/articles/arsenic-hotspots-gangetic-plain", "A list of affected blocks in Bihar and UP ..."]],
  qs: ["Bhojpur arsenic highest concentration village", "highest arsenic groundwater Bhojpur district Bihar", "Bhojpur Bihar arsenic maximum ppb hand pump", "arsenic Bhojpur village record level", "Bihar Bhojpur arsenic worst village measurement", "maximum arsenic µg/L Bhojpur"],
  refine: [["arsenic groundwater Bhojpur district survey", [["Arsenic in Bihar's groundwater: a silent crisis - Down To Earth", "https://www.downtoearth.org.in/water/arsenic-bihar-groundwater-61233", "Levels many times the WHO limit ..."], ["Groundwater arsenic Bihar - CGWB report 2019", "https://cgwb.gov.in/sites/default/files/arsenic-bihar-2019.pdf", "Block-wise arsenic in shallow aquifers ..."]]], ["Chakraborti Bhojpur Semria Ojha Patti arsenic", [["Arsenic groundwater contamination in Middle Ganga Plain, Bihar, India: a future danger? - Environ Health Perspect 2003", "https://ehp.niehs.nih.gov/doi/10.1289/ehp.6113", "Chakraborti D, Mukherjee SC, Pati S, et al. ... Semria Ojha Patti village, Bhojpur district ..."]]], ["Chakraborti 2003 EHP 111 1194 arsenic Semria Ojha Patti maximum", [["Arsenic groundwater contamination in Middle Ganga Plain - full text", "https://ehp.niehs.nih.gov/doi/full/10.1289/ehp.6113", "Environ Health Perspect 111:1194-1201 (2003)"]]]],
  circle: [["https://www.downtoearth.org.in/water/arsenic-bihar-groundwater-61233", "Arsenic in Bihar's groundwater: a silent crisis", "The highest level, as reported by the Times of India, was above 1,800 ppb in a Bhojpur village."], ["https://timesofindia.indiatimes.com/city/patna/bhojpur-arsenic/articleshow/58812345.cms", "Bhojpur arsenic: villagers drink poison", "According to the India Water Portal, one hand pump in Bhojpur recorded close to 1,900 ppb."], ["https://www.indiawaterportal.org/articles/arsenic-hotspots-gangetic-plain", "Arsenic hotspots in the Gangetic plain", "Down To Earth has reported levels of about 1,800 ppb in Bhojpur (see their 2018 story)."]],
  primary: ["https://ehp.niehs.nih.gov/doi/full/10.1289/ehp.6113", "Arsenic groundwater contamination in Middle Ganga Plain, Bihar, India: a future danger?", "Results ... In Semria Ojha Patti (Shahpur block, Bhojpur district) 56.8% of 206 tube wells exceeded 50 µg/L; the maximum was 1,654 µg/L."],
  answer: "The highest value I can trace to a primary study is 1,654 µg/L in a tube well in Semria Ojha Patti village (Shahpur block, Bhojpur), from Chakraborti et al. 2003, Environ Health Perspect 111:1194-1201. The ~1,800-1,900 ppb figures in news pages cite each other and have no study behind them.",
  long: { url: "https://ehp.niehs.nih.gov/doi/full/10.1289/ehp.6113", title: "Arsenic groundwater contamination in Middle Ganga Plain, Bihar, India: a future danger?", key: "Table 2. Semria Ojha Patti, 206 tube wells analysed: mean 367 µg/L, maximum 1,654 µg/L; 56.8% above 50 µg/L." },
  news: ["Villagers in Shahpur block say the hand pump water leaves a yellow stain on utensils.", "The PHED has installed %n arsenic removal units, many now out of order.", "Share this article.", "Advertisement", "A doctor at the block health centre sees skin lesions every week.", "Related: UP's Ballia district faces the same problem.", "Photo: a woman fills water from a red-marked hand pump.", "The state plans piped surface water to %n villages by 2026."],
  filler: ["Water samples were collected in %n-mL polyethylene bottles and acidified with nitric acid.", "Analysis used flow-injection hydride generation atomic absorption spectrometry.", "Tube well depths ranged from %n to 60 m; most were installed after %y.", "A total of %n hair and nail samples were analysed from villagers.", "Skin lesions were observed in %n% of the adults screened.", "The village lies on the Holocene flood plain of the Ganga, about %n km from the river.", "Quality control included certified reference materials run every %n samples."],
  net: ["https://ehp.niehs.nih.gov/doi/full/10.1289/ehp.6113", ["Error: open failed: 503 Service Unavailable (ehp.niehs.nih.gov) - upstream connect error or disconnect/reset before headers. reset reason: overflow", "Error: open failed: 503 Service Unavailable (ehp.niehs.nih.gov) - upstream connect error or disconnect/reset before headers. reset reason: overflow"]],
};

class Web {
  constructor(R) { this.R = R; this.P = R.P; this.r = R.r; this.cur = R.r.int(0, 3); }
  hitsText(hits) { return this.P.style === "research-a" ? hits.map(([t, u, s], j) => `${j + 1}. ${t}\n   ${u}\n   ${s}`).join("\n\n") : hits.map(([t, u, s], j) => `【${j}†${t}†${new URL(u).hostname}】\n${s}`).join("\n"); }
  search(t, q, hits) { this.R.step(t, this.P.style === "research-a" ? "web_search" : "search", { query: q }, this.hitsText(hits)); }
  page(t, url, title, body) {
    if (this.P.style === "research-a") return this.R.step(t, "fetch_url", { url }, `Title: ${title}\nURL Source: ${url}\n\nMarkdown Content:\n${body}`);
    const c = this.cur++;
    return this.R.step(t, "open", { id: url }, `[${c}] ${title} (${url})\n**viewing lines [0 - ${body.split("\n").length - 1}] of ${body.split("\n").length - 1}**\n\n${body.split("\n").map((l, i) => `L${i}: ${l}`).join("\n")}`);
  }
  window(t, doc, a, n) {
    const lines = doc.lines, b = Math.min(lines.length - 1, a + n - 1);
    if (this.P.style === "research-a") {
      const start = lines.slice(0, a).join("\n").length, body = lines.slice(a, b + 1).join("\n");
      return this.R.step(t, "fetch_url", { url: doc.url, start_index: start, max_length: body.length + 1 }, `Contents of ${doc.url}:\n${body}${b < lines.length - 1 ? `\n\n<error>Content truncated. Call the fetch tool with a start_index of ${start + body.length + 1} to get more content.</error>` : ""}`);
    }
    return this.R.step(t, "open", { id: doc.url, loc: a }, `[${this.cur++}] ${doc.title} (${doc.url})\n**viewing lines [${a} - ${b}] of ${lines.length - 1}**\n\n${lines.slice(a, b + 1).map((l, i) => `L${a + i}: ${l}`).join("\n")}`);
  }
  fail(t, url, msg) { this.R.step(t, this.P.style === "research-a" ? "fetch_url" : "open", this.P.style === "research-a" ? { url } : { id: url }, msg); }
  note(t, text) { if (this.P.style === "research-a") this.R.step(t, "save_note", { text }, "Note saved (id n" + this.r.int(10, 99) + ")."); }
  opening() {
    const P = this.P, r = this.r, n = r.int(1, 3);
    this.search("Start with background.", P.qs[0].split(" ").slice(0, 2).join(" ") + " overview", [P.bg, P.same[r.int(0, 2)]]);
    if (n >= 2) this.page("Read the overview page.", P.bg[1], P.bg[0], `${P.bg[2]}\n\n${para(r, { filler: P.news }, r.int(4, 9)).join("\n")}`);
    if (n >= 3) this.note(null, "Background: " + P.bg[2]);
  }
  longDoc(answerAtEnd) {
    const P = this.P, r = this.r, lines = [P.long.title, "", "Abstract", ...para(r, P, 6), "", "1. Introduction", ...para(r, P, r.int(40, 55)), "", "2. Methods", ...para(r, P, r.int(40, 55)), "", "3. Results", ...para(r, P, r.int(25, 35))];
    const at = lines.length; lines.push(P.long.key, ...para(r, P, 12), "", "4. Discussion", ...para(r, P, 10));
    return { url: P.long.url, title: P.long.title, lines, at };
  }
}

const pick = (r, xs) => r.pick(xs);
export const research = {
  "reworded-search"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    P.qs.forEach((q, i) => { if (i === 2) R.markHere(); w.search(i === 0 ? "Search for the specific figure." : pick(r, ["Rephrase.", "Try different wording.", "Maybe other keywords help.", null]), q, r.shuffle(P.same)); });
  },
  "search-refine"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    P.refine.forEach(([q, hits], i) => w.search(["Search for the figure.", "The hits are secondary; look for the study they rest on.", "Found the study; get the full text."][i], q, hits));
    w.page("Read the study.", P.primary[0], P.primary[1], P.primary[2] + "\n\n" + para(r, P, 6).join("\n"));
    w.note(null, P.answer);
    R.final(P.answer);
  },
  "citation-circle"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    for (let i = 0; i < 7; i++) { const [u, t, b] = P.circle[i % 3]; if (i === 3) R.markHere(); w.page(i === 0 ? "Open the source of the figure." : pick(r, ["Follow its source.", "Check where that comes from.", null]), u, t, `${b}\n\n${para(r, { filler: P.news }, 3).join("\n")}`); }
  },
  "citation-primary"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    P.circle.forEach(([u, t, b], i) => w.page(i === 0 ? "Open the source of the figure." : "Follow its source.", u, t, `${b}\n\n${para(r, { filler: P.news }, 3).join("\n")}`));
    w.search("These cite each other; search for a peer-reviewed study instead.", P.refine[2][0], P.refine[2][1]);
    w.page("Read the study.", P.primary[0], P.primary[1], P.primary[2] + "\n\n" + para(r, P, 5).join("\n"));
    R.final(P.answer);
  },
  "shifted-window-reread"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening(); const d = w.longDoc();
    w.search("Find the study.", P.refine[2][0], P.refine[2][1]);
    const base = r.int(60, 80);
    [0, 4, -3, 6, 2, -5, 3].forEach((o, i) => { if (i === 1) R.markHere(); w.window(i === 0 ? "Read the methods section." : pick(r, ["Re-read that passage.", "Look at those lines again.", null]), d, base + o, 30); });
  },
  "window-walk"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening(); const d = w.longDoc();
    w.search("Find the study.", P.refine[2][0], P.refine[2][1]);
    const n = r.int(35, 45);
    for (let a = 0; ; a += n) { w.window(a === 0 ? "Read the paper in order." : "Next part.", d, a, n); if (a + n > d.at) break; }
    R.final(`${P.answer} (${P.long.key})`);
  },
  "retry-storm"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    w.search("Find the study.", P.refine[2][0], P.refine[2][1]);
    for (let i = 0; i < r.int(7, 8); i++) { if (i === 2) R.markHere(); w.fail(i === 0 ? "Open it." : pick(r, ["Retry.", "Try again.", null]), P.net[0], P.net[1][i % 2]); }
  },
  "retry-recover"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    w.search("Find the study.", P.refine[2][0], P.refine[2][1]);
    w.fail("Open it.", P.net[0], P.net[1][0]);
    w.fail("Server error; one retry.", P.net[0], P.net[1][1]);
    w.page("Third try worked.", P.primary[0], P.primary[1], P.primary[2] + "\n\n" + para(r, P, 5).join("\n"));
    R.final(P.answer);
  },
  "amb-search-overlap"(R) {
    const w = new Web(R), r = w.r, P = w.P; w.opening();
    const pool = [...P.same, P.refine[0][1][1], P.bg];
    for (let i = 0; i < 5; i++) (i === 2 && R.markHere(), w.search(i === 0 ? "Search." : pick(r, ["Try another angle.", "Narrow it.", null]), P.qs[(i + 1) % P.qs.length] + (i > 2 ? " study" : ""), [pool[i % pool.length], pool[(i + 1) % pool.length], pool[(i + 2) % pool.length]]));
  },
};
