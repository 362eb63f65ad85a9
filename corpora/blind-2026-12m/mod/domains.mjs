/** The ten domains: server names, tool names, entity facts and back-office wording (some in ja/ru/ar/pt). */
const D = [];
const dom = (x) => D.push(x);
dom({ name: "jp-rail-lost-property", agent: "lost-and-found desk agent for a private railway (Japanese back office)", host: "ishitsu.example.jp", node: "lf-api", srv: "lostfound", noun: "item", pfx: "LF-", lang: "ja",
  facts: (r) => ({ 品名: r.pick(["黒い折りたたみ傘", "財布（茶色）", "ノートPC ケース", "子供用リュック", "定期券入れ", "ワイヤレスイヤホン"]), 拾得駅: r.pick(["新宿", "町田", "相模大野", "藤沢", "本厚木", "下北沢"]), 保管場所: r.pick(["本社遺失物センター", "駅事務室", "警察署へ引渡済"]), 状態: r.pick(["保管中", "照合待ち", "返還予約済"]) }),
  check: "mcp__police__match_report", checkOut: (r) => ({ 照合結果: r.pick(["一致候補なし", "候補1件（要確認）"]), 届出番号: `K${r.int(100000, 999999)}` }),
  queries: ["黒い傘 新宿", "傘 黒 折りたたみ", "折り畳み傘 ブラック", "umbrella black shinjuku", "黒色 雨傘", "傘（黒）新宿駅"],
  none: "該当する拾得物は見つかりませんでした", down: "upstream timeout: 警察庁照会システムに接続できません (ETIMEDOUT)", queued: "待機中", running: "照合処理中", done: "完了", stuck: "本社承認待ち",
  reject: "返還手続きには本人確認書類が必要です（E-4102）", job: "一括照合", doc: "返還手順書", other: ["slack-bot", "station-agent", "police-liaison-agent"] });
dom({ name: "ru-housing-meters", agent: "utility billing operator for a housing cooperative (Russian back office)", host: "zhkh.example.ru", node: "gis-zhkh", srv: "zhkh", noun: "account", pfx: "ЛС-", lang: "ru",
  facts: (r) => ({ адрес: `ул. ${r.pick(["Ленина", "Гагарина", "Садовая", "Мира", "Советская"])}, д. ${r.int(1, 90)}, кв. ${r.int(1, 240)}`, счётчик: `СГВ-${r.int(10000, 99999)}`, показание_м3: r.int(100, 2200), тариф: r.pick(["ХВС 48,12 ₽/м³", "ГВС 215,40 ₽/м³"]), статус: r.pick(["активен", "поверка просрочена", "передано показание"]) }),
  check: "mcp__gis__verify_meter", checkOut: (r) => ({ поверка_до: `20${r.int(27, 31)}-0${r.int(1, 9)}-1${r.int(0, 9)}`, результат: r.pick(["годен", "требует поверки"]) }),
  queries: ["задолженность ул. Садовая", "долг Садовая д.", "Садовая просрочка оплаты", "неоплата Садовая", "долги по адресу Садовая", "садовая задолженность ЖКУ"],
  none: "Записи не найдены", down: "Ошибка 503: сервис ГИС ЖКХ временно недоступен", queued: "в очереди", running: "выполняется", done: "завершено", stuck: "ожидает подписи ЭЦП председателя",
  reject: "Показание меньше предыдущего: корректировка запрещена (код 4117)", job: "перерасчёт", doc: "регламент начислений", other: ["billing-agent", "meter-agent", "chair-assistant"] });
dom({ name: "ae-tenancy-registration", agent: "tenancy-contract registration clerk for a Dubai property manager (Arabic back office)", host: "ejari.example.ae", node: "ejari-gw", srv: "ejari", noun: "contract", pfx: "EJ-", lang: "ar",
  facts: (r) => ({ المستأجر: r.pick(["أحمد المنصوري", "فاطمة الحمادي", "راشد الكعبي", "مريم السويدي", "يوسف البلوشي"]), الوحدة: `${r.pick(["مرسى دبي", "البرشاء", "ديرة", "الخليج التجاري"])} / ${r.int(101, 4420)}`, الإيجار_السنوي: `${r.int(40, 260)},000 درهم`, الحالة: r.pick(["مسودة", "بانتظار التصديق", "مسجل"]) }),
  check: "mcp__dewa__premise_check", checkOut: (r) => ({ رقم_العقار: `${r.int(100000000, 999999999)}`, التوصيل: r.pick(["مفعل", "غير مفعل"]) }),
  queries: ["عقد منتهي مرسى دبي", "عقود منتهية مرسى", "انتهاء عقد مرسى دبي", "marina expired tenancy", "مرسى دبي عقد منتهٍ", "عقود مرسى المنتهية"],
  none: "لا توجد نتائج مطابقة", down: "خطأ 502: بوابة دائرة الأراضي والأملاك لا تستجيب", queued: "قيد الانتظار", running: "قيد المعالجة", done: "مكتمل", stuck: "بانتظار موافقة المالك",
  reject: "رقم الهوية الإماراتية غير مطابق لسجل المستأجر (ERR-ID-21)", job: "تجديد جماعي", doc: "دليل التسجيل", other: ["leasing-agent", "owner-relations-agent", "compliance-agent"] });
dom({ name: "br-nfe-invoicing", agent: "fiscal invoicing assistant issuing NF-e through SEFAZ (Portuguese back office)", host: "nfe.example.com.br", node: "sefaz-proxy", srv: "nfe", noun: "nota", pfx: "NFe-", lang: "pt",
  facts: (r) => ({ destinatario: r.pick(["Padaria Pão Dourado Ltda", "Mercadinho São Jorge ME", "Auto Peças Irmãos Souza", "Farmácia Vida Nova"]), cfop: r.pick(["5102", "6102", "5405"]), valor_total: `R$ ${r.int(120, 48000)},${r.int(10, 99)}`, situacao: r.pick(["Autorizada", "Em digitação", "Rejeitada"]) }),
  check: "mcp__sefaz__consultar_cadastro", checkOut: (r) => ({ situacao_ie: r.pick(["Habilitado", "Não habilitado"]), regime: r.pick(["Simples Nacional", "Lucro Presumido"]) }),
  queries: ["notas rejeitadas cfop 6102", "rejeição 6102", "NF-e rejeitada interestadual", "cfop 6102 rejeitadas", "rejeitadas venda interestadual", "notas com rejeição 6102"],
  none: "Nenhum documento encontrado", down: "Rejeição 999: Erro não catalogado (SEFAZ-SP indisponível, cStat=108)", queued: "Aguardando", running: "Em processamento", done: "Concluído", stuck: "Lote em processamento (cStat=105)",
  reject: "Rejeição 225: Falha no Schema XML do lote de NF-e (campo IE do destinatário)", job: "lote de emissão", doc: "manual de emissão", other: ["fiscal-agent", "erp-agent", "contador-agent"] });
dom({ name: "oss-issue-triage", agent: "maintainer bot triaging issues of an open-source HTTP client (GitHub + Slack MCP)", host: "github.example.com", node: "gh-api", srv: "github", noun: "issue", pfx: "#", lang: "en",
  facts: (r) => ({ title: r.pick(["Timeout ignored when proxy set", "Memory leak in keep-alive pool", "HTTP/2 stream reset on redirect", "Cookie jar drops SameSite", "Retry-After header not honoured"]), state: r.pick(["open", "open", "closed"]), labels: r.pick([["bug"], ["needs-triage"], ["bug", "http2"], ["question"]]), comments: r.int(0, 44), author: r.pick(["kzhou", "m-ferreira", "dvoss", "ayaan-r"]) }),
  check: "mcp__github__list_pull_requests", checkOut: (r) => ({ linked_prs: r.int(0, 2), ci: r.pick(["success", "failure"]) }),
  queries: ["proxy timeout", "timeout proxy ignored", "proxy connect timeout not respected", "is:issue timeout proxy", "PROXY timeout", "proxy timeouts"],
  none: "total_count: 0", down: "502 Bad Gateway: secondary rate limit / upstream github.com unavailable", queued: "queued", running: "in_progress", done: "completed", stuck: "waiting for a runner with label `macos-14-arm`",
  reject: "Validation Failed: label `regression` does not exist on this repository", job: "workflow run", doc: "CONTRIBUTING.md", other: ["release-bot", "ci-bot", "docs-bot"] });
dom({ name: "bikeshare-rebalancing", agent: "rebalancing planner for a city bike-share fleet (Postgres MCP + dispatch)", host: "bikes.example.org", node: "pg-ro", srv: "postgres", noun: "station", pfx: "ST-", lang: "en",
  facts: (r) => ({ name: r.pick(["Harbour Sq", "Elm & 3rd", "Central Library", "Riverside Park", "Tech Campus N", "Union Stn E"]), docks: r.int(15, 40), bikes: r.int(0, 30), ebikes: r.int(0, 9), zone: r.pick(["Z1", "Z2", "Z3"]) }),
  check: "mcp__dispatch__van_eta", checkOut: (r) => ({ van: `VAN-${r.int(10, 39)}`, eta_min: r.int(4, 38) }),
  queries: ["empty stations zone 2", "stations with 0 bikes Z2", "zero-bike docks z2", "bikes = 0 and zone = 'Z2'", "empty docks Z2", "zone 2 empty"],
  none: "(0 rows)", down: "ERROR: could not connect to server: Connection refused (pg-ro replica)", queued: "queued", running: "running", done: "done", stuck: "waiting for van check-in",
  reject: "van capacity exceeded: 18 bikes requested, 12 free racks", job: "rebalance plan", doc: "ops playbook", other: ["dispatch-agent", "fleet-agent", "planner-agent"] });
dom({ name: "brewery-production", agent: "brewhouse production assistant (tank MES, lab, ERP)", host: "mes.brewery.example", node: "mes", srv: "mes", noun: "batch", pfx: "BT-", lang: "en",
  facts: (r) => ({ beer: r.pick(["Pale Ale", "Pilsner", "Stout", "Hazy IPA", "Kölsch"]), tank: `FV-${r.int(1, 24)}`, gravity_sg: `1.0${r.int(8, 60)}`, temp_c: r.int(8, 21), stage: r.pick(["fermenting", "conditioning", "crash-cooling"]) }),
  check: "mcp__lab__qc_result", checkOut: (r) => ({ diacetyl_ppb: r.int(20, 140), abv: `${r.int(4, 8)}.${r.int(0, 9)}%` }),
  queries: ["stuck fermentation FV-12", "FV-12 gravity not dropping", "fv12 stalled", "stalled ferment FV 12", "FV-12 stuck", "fermentation stall tank 12"],
  none: "no matching log entries", down: "OPC-UA BadCommunicationError: PLC gateway tank-farm not reachable", queued: "queued", running: "running", done: "complete", stuck: "CIP interlock active on transfer line",
  reject: "transfer blocked: destination tank BBT-3 not sanitised", job: "CIP cycle", doc: "SOP-CIP-04", other: ["packaging-agent", "qa-agent", "brewmaster-agent"] });
dom({ name: "dental-lab-orders", agent: "case coordinator for a dental laboratory (crowns, aligners)", host: "lab.dental.example", node: "lab-api", srv: "dentlab", noun: "case", pfx: "DC-", lang: "en",
  facts: (r) => ({ clinic: r.pick(["Smile Studio", "Parkside Dental", "Dr. Okafor", "Bright Dental Group"]), product: r.pick(["zirconia crown #14", "e.max veneer #8", "aligner set 1-12", "implant abutment #30"]), shade: r.pick(["A1", "A2", "B1", "BL2"]), due: `2026-12-${r.int(10, 28)}`, step: r.pick(["scan received", "design", "milling", "QC"]) }),
  check: "mcp__scanner__scan_quality", checkOut: (r) => ({ margin_clarity: r.pick(["good", "fair"]), mesh_mb: r.int(12, 80) }),
  queries: ["remake shade mismatch Parkside", "Parkside remake shade", "shade mismatch remake", "parkside dental remakes", "remake reason shade Parkside", "Parkside shade remakes"],
  none: "0 cases match", down: "503 from CAM server: milling queue service unavailable", queued: "queued", running: "milling", done: "finished", stuck: "waiting for zirconia puck restock",
  reject: "design rejected: minimum thickness 0.5 mm not met at cusp", job: "mill job", doc: "design checklist", other: ["cad-agent", "shipping-agent", "clinic-liaison-agent"] });
dom({ name: "ski-lift-ops", agent: "mountain operations assistant for a ski resort (lifts, snowmaking, patrol)", host: "ops.ski.example", node: "lift-scada", srv: "lifts", noun: "lift", pfx: "L-", lang: "en",
  facts: (r) => ({ lift: r.pick(["Eagle Express", "Summit Quad", "Bunny Carpet", "Ridge T-bar", "Gondola Nord"]), state: r.pick(["running", "wind hold", "closed"]), wind_kmh: r.int(5, 70), riders_hr: r.int(0, 2400), operator: r.pick(["Jana", "Luis", "Mika", "Tom"]) }),
  check: "mcp__weather__anemometer", checkOut: (r) => ({ gust_kmh: r.int(10, 90), dir: r.pick(["NW", "W", "SW"]) }),
  queries: ["Summit Quad bullwheel vibration", "bullwheel vibration summit", "summit quad vibration alarm", "vibration bullwheel", "Summit bullwheel", "bull wheel vibration SQ"],
  none: "no records", down: "SCADA historian unreachable (socket hang up)", queued: "scheduled", running: "in progress", done: "complete", stuck: "awaiting patrol sweep sign-off",
  reject: "cannot open lift: avalanche control not cleared for zone 4", job: "snowmaking run", doc: "lift opening checklist", other: ["patrol-agent", "snowmaking-agent", "guest-services-agent"] });
dom({ name: "recycling-mrf", agent: "operations analyst at a materials recovery facility (bales, sorters, buyers)", host: "mrf.example.net", node: "mrf-api", srv: "mrf", noun: "bale", pfx: "BL-", lang: "en",
  facts: (r) => ({ grade: r.pick(["OCC #11", "PET 1", "HDPE natural", "Mixed paper #54", "Aluminium UBC"]), weight_kg: r.int(380, 1100), contamination_pct: `${r.int(0, 9)}.${r.int(0, 9)}`, yard_slot: `Y${r.int(1, 60)}`, buyer: r.pick(["GreenFiber", "PolyLoop", "MetalCo", "none"]) }),
  check: "mcp__sorter__optical_stats", checkOut: (r) => ({ purity: `${r.int(88, 99)}%`, ejects_min: r.int(20, 140) }),
  queries: ["PET contamination spike line 2", "line 2 PET contamination", "contamination PET L2", "PET purity drop line two", "pet line2 contam", "line-2 PET contamination"],
  none: "no events", down: "buyer portal 504 Gateway Time-out", queued: "queued", running: "running", done: "done", stuck: "scale ticket pending weighbridge calibration",
  reject: "load rejected by buyer: contamination above 5% spec", job: "inventory recount", doc: "bale spec sheet", other: ["sales-agent", "yard-agent", "maintenance-agent"] });

/** All domains, in plan order. */
export const DOMAINS = D;
