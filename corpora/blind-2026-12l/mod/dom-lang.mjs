// Domains whose tools answer in Italian, Chinese and Hindi.
import { hex, uuid, filler } from "./core.mjs";

const LOTTI = Array.from({ length: 16 }, (_, i) => `L26-${["BRU", "BAR", "CHI", "AMA", "VNO", "FRA"][i % 6]}-${String(301 + i * 17).padStart(4, "0")}`);
const DEN = { BRU: "Brunello di Montalcino DOCG", BAR: "Barolo DOCG", CHI: "Chianti Classico DOCG", AMA: "Amarone della Valpolicella DOCG", VNO: "Vino Nobile di Montepulciano DOCG", FRA: "Franciacorta DOCG" };
export const wineExport = {
  name: "wine-export-compliance-it", agent: "export compliance agent of a Tuscan wine exporter (Italian systems)", models: ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "mistral-medium-2505"],
  idStyles: ["call", "toolu"], toolNames: true, tools: "`lotto_get`, `certificato_analisi`, `aida_invia`, `aida_stato`, `normativa_cerca`, `registro_movimenti`, `etichetta_modifica`, `etichetta_verifica`, `attendi`",
  looks: "Italian registry records (registro telematico), lab certificates with analytes, AIDA customs messages with protocol numbers, label-check findings in Italian",
  system: "You prepare export documents for wine shipments. The company's systems answer in Italian; reason and reply in English. Never submit to AIDA (customs) with a failing label check.",
  task: (r) => `Shipment SP-${r.int(1000, 9999)} to Shanghai leaves Livorno on Friday. Check every lot on it, fix the back labels for the Chinese market and file the export declaration.`,
  items: LOTTI, noun: "lot", job: (r) => `26ITQ${r.int(100000, 999999)}`, warmAsk: "Verifica prima ogni lotto, uno per uno.",
  get: (R, l, part = 0) => ({ n: "lotto_get", a: part ? { lotto: l, sezione: ["", "movimenti", "analisi", "fascette", "giacenza", "documenti"][part] } : { lotto: l }, o: `LOTTO ${l} — ${DEN[l.slice(4, 7)]}\nAnnata: ${2019 + (l.charCodeAt(9) % 4)}\nBottiglie: ${600 + (l.charCodeAt(10) * 13) % 4000} x 0,75 l\nTitolo alcolometrico effettivo: ${(13 + (l.charCodeAt(11) % 20) / 10).toFixed(1)} % vol\nFascette di Stato: serie ${l.slice(4, 7)}${l.slice(-3)} dal n. 000001\n` + filler(l + part, 18, (r, i) => `${String(i + 1).padStart(2, "0")}/11/2026  ${r.pick(["Carico da imbottigliamento", "Scarico per vendita Italia", "Trasferimento a deposito fiscale", "Campionatura per analisi", "Rettifica giacenza"])}  ${r.int(6, 480)} bt  rif. ${r.int(1000, 9999)}`) + `\nInterrogazione: ${uuid(R.r)} — ${R.now()}` }),
  act: (R, l) => ({ n: "certificato_analisi", a: { lotto: l }, o: `Certificato n. ${R.r.int(1000, 9999)}/26 — Laboratorio Enochimico (accreditato ACCREDIA n. 0${R.r.int(100, 999)}L)\nLotto ${l}\nTitolo alcolometrico: ${(13 + R.r()).toFixed(2)} % vol\nAcidità totale: ${(5 + R.r()).toFixed(2)} g/l\nAnidride solforosa totale: ${R.r.int(60, 120)} mg/l (limite 150)\nEsito: CONFORME\nEmesso: ${R.now()}` }),
  fail: (R, l, k) => ({ n: "aida_invia", a: { spedizione: "SP-export", lotti: [l], tipo: "EX-A" }, e: true, o: `AIDA — Errore di comunicazione\nCodice: E-503 Servizio temporaneamente non disponibile\nID richiesta: ${hex(R.r, 20)}\nOra server: ${R.now()}\nRiprovare tra ${R.r.int(60, 300)} secondi.` }),
  okAfter: (R, l) => ({ n: "aida_invia", a: { spedizione: "SP-export", lotti: [l], tipo: "EX-A" }, o: `Dichiarazione accettata. MRN 26IT${hex(R.r, 14).toUpperCase()} — protocollo ${R.r.int(100000, 999999)} del ${R.now()}` }),
  wait: (R, s) => ({ n: "attendi", a: { secondi: s }, o: `atteso ${s} s` }),
  qs: ["etichetta vino Cina requisiti", "requisiti etichetta export Cina vino", "GB 7718 etichetta vino", "etichettatura vino mercato cinese", "Cina etichetta retro vino obblighi", "export Cina vino etichetta cinese"],
  hits: (k) => [["GB 7718-2025: etichetta in cinese obbligatoria, importatore e data di imbottigliamento"], ["Decreto MASAF 2026 — menzioni DOCG in lingua straniera"], ["GACC Decreto 248: registrazione esportatore (CIFER)"], ["Circolare ADM 31/2026: EX-A per vino a denominazione"]][k],
  refined: ["GB 7718 vino", "menzioni DOCG lingua straniera", "registrazione CIFER", "EX-A vino denominazione"],
  search: (R, q, hits) => ({ n: "normativa_cerca", a: { testo: q }, o: hits.map((h, i) => `${i + 1}. ${h}`).join("\n") + `\n(${hits.length} risultati, ${R.r.int(10, 90)} ms)` }),
  poll: (R, job, pct, st) => ({ n: "aida_stato", a: { mrn: job }, o: `MRN ${job}\nStato: ${pct >= 100 ? "Uscita autorizzata (CCA)" : ["Registrata", "In controllo documentale", "Svincolo in corso"][Math.min(2, Math.floor(pct / 34))]}\nAvanzamento controlli: ${pct}%\nUltimo aggiornamento: ${R.now()}` }),
  page: (R, cur, p, ids) => ({ n: "registro_movimenti", a: { deposito: "DF-SI-0042", pagina: cur + 1 }, o: ids.length ? ids.map((x) => `${x}  scarico per esportazione  ${(x.charCodeAt(5) * 37 + parseInt(x.slice(-4), 10)) % 900 + 60} bt`).join("\n") + `\npagina ${cur + 1} di 3` : "Nessun movimento. pagina 4 di 3" }),
  pageIds: (p) => LOTTI.slice(p * 5, p * 5 + 5), pages: 3,
  edit: (R, k) => ({ n: "etichetta_modifica", a: { modello: "RETRO-CN-2026", campo: ["importatore", "denominazione_cn", "data_imbottigliamento", "allergeni"][k % 4], valore: ["上海葡萄酒进口有限公司, 上海市浦东新区", "布鲁奈罗蒙塔尔奇诺 DOCG", "2026-10-14", "含二氧化硫"][k % 4] }, o: `Modello RETRO-CN-2026 aggiornato (versione ${R.r.int(5, 40)})` }),
  sigs: ["Menzione 'Denominazione di Origine Controllata e Garantita' assente o abbreviata in modo non ammesso", "Manca la data di imbottigliamento (GB 7718 §4.1.7)", "Nome e indirizzo dell'importatore in cinese mancanti", "Dicitura allergeni (solfiti) non presente in lingua cinese"],
  test: (R, sig) => ({ n: "etichetta_verifica", a: { modello: "RETRO-CN-2026", mercato: "CN" }, e: !!sig, o: sig ? `Verifica ${hex(R.r, 6)}: NON CONFORME\n- ${sig}` : `Verifica ${hex(R.r, 6)}: CONFORME (12 controlli superati)` }),
  answer: "All 14 lots on the shipment are compliant (lab certificates CONFORME, registry stock matches). The Chinese back label now carries the importer, the Chinese DOCG name, bottling date and the sulphite warning; the label check passes and the EX-A declaration was accepted by AIDA.",
};

const SUP = ["义乌市佳美日用品有限公司", "宁波恒达五金制品厂", "深圳市科瑞电子科技有限公司", "东莞市优品包装材料有限公司", "广州市白云区美尚化妆品厂", "温州东方鞋业有限公司", "佛山市顺德区新锐家电", "苏州工业园区精工模具",
  "汕头市澄海玩具实业", "杭州绿源竹木制品", "青岛海润橡胶制品", "厦门金鹭陶瓷", "泉州晋江运动服饰", "天津津美自行车配件", "台州黄岩塑料模具厂", "中山市古镇灯饰"];
const sid = (s) => `SUP-${(s.charCodeAt(0) * 131 + s.charCodeAt(3)) % 90000 + 10000}`;
export const cnSourcing = {
  name: "cn-supplier-sourcing", agent: "sourcing agent for a European retailer on a Chinese B2B supplier platform", models: ["qwen-max-2025-01-25", "deepseek-chat", "gpt-4o-2024-11-20"],
  idStyles: ["call", "fc"], tools: "`supplier_get`, `sample_order_status`, `offer_search`, `rfq_send`, `quote_list`, `spec_sheet_edit`, `spec_validate`, `sleep`",
  looks: "supplier profiles and offers in Chinese (factory audits, MOQ, 价格区间), logistics status in Chinese, platform throttling errors (`访问过于频繁`), spec validation in Chinese",
  system: "You source products for a European retailer. The platform answers in Chinese; summarise in English. Quote prices in CNY and EUR (rate 7.71).",
  task: (r) => `We need a supplier for a ${r.pick(["bamboo cutting board set", "LED desk lamp", "silicone kitchen utensil set"])}: MOQ under 2,000, BSCI or ISO 9001, samples to Rotterdam within 3 weeks.`,
  items: SUP, noun: "supplier", job: (r) => `SF${r.int(1000000000, 9999999999)}`, warmAsk: "先逐个查看候选供应商 (review each candidate first).",
  get: (R, s, part = 0) => ({ n: "supplier_get", a: part ? { supplier_id: sid(s), fields: ["", "offers", "audits", "reviews", "capacity", "certs"][part] } : { supplier_id: sid(s) }, o: JSON.stringify({ 供应商: s, 编号: sid(s), 成立年份: 2003 + (s.length % 15), 认证: ["BSCI", "ISO 9001", "FSC", "无"][s.charCodeAt(2) % 4], 最小起订量: 500 * (1 + (s.charCodeAt(1) % 6)), 报价: filler(s + part, 5, (r) => `${r.pick(["竹砧板三件套", "LED台灯", "硅胶厨具套装", "收纳盒"])} ¥${(r() * 60 + 8).toFixed(2)}/件`).split("\n"), 回复率: `${80 + (s.length % 20)}%`, 查询编号: hex(R.r, 16), 时间: R.now() }) }),
  act: (R, s) => ({ n: "rfq_send", a: { supplier_id: sid(s), template: "RFQ-EU-2026", qty: 1500 }, o: JSON.stringify({ 询价单号: `RFQ${R.r.int(10000000, 99999999)}`, 状态: "已发送", 预计回复: "24小时内", 时间: R.now() }) }),
  fail: (R, s, k) => ({ n: "offer_search", a: { keyword: "竹砧板 三件套", supplier_id: sid(s) }, e: true, o: JSON.stringify({ code: 429, msg: "访问过于频繁，请稍后再试", request_id: hex(R.r, 32), retry_after: R.r.int(10, 120), server_time: R.now() }) }),
  okAfter: (R, s) => ({ n: "offer_search", a: { keyword: "竹砧板 三件套", supplier_id: sid(s) }, o: JSON.stringify({ code: 0, offers: [{ 标题: "竹砧板三件套 食品级 可定制LOGO", 价格区间: "¥18.50-¥24.00", 起订量: 1000 }] }) }),
  wait: (R, s) => ({ n: "sleep", a: { seconds: s }, o: "" }),
  qs: ["竹砧板 三件套 BSCI", "竹砧板三件套 BSCI认证", "bamboo cutting board set BSCI", "竹制砧板 套装 BSCI", "BSCI 竹砧板 工厂", "砧板 竹 三件 BSCI"],
  hits: (k) => [["杭州绿源竹木制品 — 竹砧板三件套 ¥21.00 起订1000"], ["福建南平竹韵家居 — 竹砧板 ¥17.80 起订1500 (新)"], ["江西宜春竹邦 — FSC+BSCI 砧板 ¥19.20 起订800"], ["浙江安吉竹乡 — 竹木厨具 ¥23.40 起订500"]][k],
  refined: ["竹砧板三件套", "竹砧板 福建 工厂", "竹砧板 FSC BSCI 江西", "安吉 竹木厨具 小批量"],
  search: (R, q, hits) => ({ n: "offer_search", a: { keyword: q, page_size: 20 }, o: JSON.stringify({ code: 0, 关键词: q, 结果: hits.map((h, i) => ({ 排名: i + 1, 商品: h })), 耗时ms: R.r.int(30, 300), trace: hex(R.r, 12) }) }),
  poll: (R, job, pct, st) => ({ n: "sample_order_status", a: { waybill: job }, o: JSON.stringify({ 运单号: job, 状态: pct >= 100 ? "已签收 (Rotterdam)" : ["已揽收", "运输中", "清关中", "派送中"][Math.min(3, Math.floor(pct / 25))], 进度: pct, 最新轨迹: `${R.now()} ${["杭州转运中心", "上海浦东机场", "AMS 清关", "Rotterdam 派送站"][Math.min(3, Math.floor(pct / 25))]}` }) }),
  page: (R, cur, p, ids) => ({ n: "quote_list", a: { rfq_batch: "B-2026-11", page: cur + 1, page_size: 5 }, o: JSON.stringify({ 页码: cur + 1, 报价: ids.map((s) => ({ 供应商: s, 单价: `¥${(s.length * 1.7).toFixed(2)}` })), 还有更多: ids.length > 0 && cur < 2 }) }),
  pageIds: (p) => SUP.slice(p * 5, p * 5 + 5), pages: 3,
  edit: (R, k) => ({ n: "spec_sheet_edit", a: { spec: "SPEC-BCB-03", field: ["材质", "表面处理", "包装", "认证"][k % 4], value: ["毛竹 Moso, 含水率≤10%", "食品级矿物油", "牛皮纸盒+EAN条码", "BSCI + FSC COC"][k % 4] }, o: `规格书 SPEC-BCB-03 已更新 (v${R.r.int(2, 20)})` }),
  sigs: ["缺少含水率要求 (moisture content not specified)", "表面处理未注明是否食品级 (food-contact not declared)", "包装未包含EAN条码 (no EAN barcode)", "认证字段缺少证书编号 (certificate number missing)"],
  test: (R, sig) => ({ n: "spec_validate", a: { spec: "SPEC-BCB-03", market: "EU" }, e: !!sig, o: sig ? JSON.stringify({ 通过: false, 问题: [sig], 校验号: hex(R.r, 8) }) : JSON.stringify({ 通过: true, 问题: [], 校验号: hex(R.r, 8) }) }),
  answer: "Best fit: 杭州绿源竹木制品 (BSCI, MOQ 1,000, ¥21.00 ≈ €2.72 per set); runner-up 江西宜春竹邦 (FSC+BSCI, MOQ 800, ¥19.20 ≈ €2.49). RFQs sent, the spec sheet validates for the EU, and the sample courier is scheduled to reach Rotterdam within the 3 weeks.",
};
