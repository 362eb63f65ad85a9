// The four notebook domains (Korean, Turkish, English, Indonesian analysts).
export const nb = (o) => ({ style: 'notebook', ...o });
export const api = (o) => ({ style: 'api', ...o });
export const web = (o) => ({
  style: 'web',
  fields: [
    ['source', 'c', o.sites],
    ['published', 'c', ['2025', '2026']],
    ['relevance', 'f', 0, 1],
    ['quote', 'c', ['verbatim', 'paraphrase']],
  ],
  ...o,
});

/** Notebook domains. */
export const NOTEBOOK_DOMAINS = [
  nb({
    key: 'kr-district-heating-notebook',
    lang: 'ko',
    tool: 'python',
    frame: 'heat',
    agent: 'Korean district-heating analyst in a Jupyter kernel',
    sys: 'You are a data analyst for 지역난방공사 (district heating). Use the python tool; the kernel is stateful. Answer the user in Korean.',
    ids: (i) => `단지-${String(101 + i * 7)}`,
    col: 'danji',
    src: 's3://kdhc-lake/heat/2026q3.parquet',
    fields: [
      ['공급열량_Gcal', 'f', 80, 900],
      ['회수온도_C', 'f', 38, 55],
      ['세대수', 'i', 300, 2400],
      ['지역', 'c', ['분당', '일산', '판교', '동탄', '광교']],
    ],
    task: {
      batch: '각 단지별 3분기 공급열량 요약 부탁드립니다.',
      job: '재계산 배치 돌려주시고 끝나면 알려주세요.',
      find: '회수온도가 높은 단지 찾아 주세요.',
      fix: '보고서용 피벗 테이블 만들어 주세요.',
      list: 'API에서 검침 데이터 전부 받아와 주세요.',
      clean: '이상치 행 정리해 주세요.',
    },
    errDep:
      'psycopg2.OperationalError: connection to server at "meter-db.kdhc.internal" (10.20.3.14), port 5432 failed: 서버가 응답하지 않습니다',
  }),
  nb({
    key: 'tr-fx-reconciliation-notebook',
    lang: 'tr',
    tool: 'execute_code',
    frame: 'fx',
    agent: "Turkish bank's FX reconciliation analyst running code cells",
    sys: 'Bir bankanın döviz mutabakat ekibine yardım eden bir analiz asistanısın. execute_code aracını kullan. Kullanıcıya Türkçe yanıt ver.',
    ids: (i) => `ISL-${2026090 + i * 13}`,
    col: 'islem_no',
    src: '/data/mutabakat/eylul_hareketler.csv',
    fields: [
      ['tutar', 'f', 1200, 980000],
      ['doviz', 'c', ['USD', 'EUR', 'GBP', 'CHF']],
      ['kur', 'f', 29, 41],
      ['sube', 'c', ['Kadıköy', 'Çankaya', 'Konak', 'Nilüfer']],
    ],
    task: {
      batch: 'Eylül işlemlerinin şube bazında mutabakatını çıkarır mısın?',
      job: 'Kur farkı hesaplama işini başlat, bitince haber ver.',
      find: 'Çift kayıt olabilecek işlemleri bul.',
      fix: 'Mutabakat özet tablosunu üret.',
      list: "Merkez bankası API'sinden tüm hareketleri çek.",
      clean: 'Hatalı satırları temizle lütfen.',
    },
    errDep:
      "sqlalchemy.exc.OperationalError: (pyodbc.OperationalError) ('08S01', '[Microsoft][ODBC Driver 18 for SQL Server]TCP Provider: Bağlantı zaman aşımına uğradı')",
  }),
  nb({
    key: 'fisheries-stock-notebook',
    lang: 'en',
    tool: 'execute_code',
    frame: 'catch',
    agent: "fisheries scientist's assistant fitting catch-per-unit-effort series",
    sys: 'You assist a fisheries stock-assessment team. Run Python with execute_code; state persists between cells.',
    ids: (i) => `haul_${4400 + i * 11}`,
    col: 'haul_id',
    src: '~/surveys/ibts_q3_2026.csv',
    fields: [
      ['cod_kg', 'f', 0, 640],
      ['effort_h', 'f', 0.5, 4],
      ['depth_m', 'i', 40, 310],
      ['ices_rect', 'c', ['41F6', '42F7', '43F8', '44F9']],
    ],
    task: {
      batch: 'Summarise catch per haul for the Q3 survey.',
      job: "Kick off the bootstrap CPUE job and tell me when it's done.",
      find: 'Find hauls with suspicious zero catches.',
      fix: 'Fit the GAM for CPUE by depth.',
      list: 'Pull all the VMS pings from the API.',
      clean: 'Clean the haul table before we fit anything.',
    },
    errDep:
      "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='datras.ices.dk', port=443): Max retries exceeded with url: /WebServices/DATRASWebService.asmx (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
  }),
  nb({
    key: 'id-rice-price-notebook',
    lang: 'id',
    tool: 'python',
    frame: 'beras',
    agent: 'Indonesian food-price analyst in a notebook',
    sys: 'Kamu asisten analis harga pangan. Gunakan tool python (kernel Jupyter). Jawab dalam Bahasa Indonesia.',
    ids: (i) => `PSR-${String(31 + i * 3).padStart(3, '0')}`,
    col: 'kode_pasar',
    src: 'gs://panel-harga/beras_2026.parquet',
    fields: [
      ['harga_medium', 'i', 11800, 15400],
      ['harga_premium', 'i', 13900, 17800],
      ['stok_ton', 'f', 4, 220],
      ['provinsi', 'c', ['Jawa Barat', 'Jawa Timur', 'Sulawesi Selatan', 'Sumatera Utara']],
    ],
    task: {
      batch: 'Tolong ringkas harga beras per pasar minggu ini.',
      job: 'Jalankan job agregasi nasional, kabari kalau selesai.',
      find: 'Cari pasar yang harganya di atas HET.',
      fix: 'Bikin grafik tren harga untuk laporan.',
      list: 'Ambil semua data dari API panel harga.',
      clean: 'Bersihkan data yang aneh-aneh dulu.',
    },
    errDep:
      'google.api_core.exceptions.ServiceUnavailable: 503 GET https://storage.googleapis.com/panel-harga/beras_2026.parquet: Layanan sedang tidak tersedia',
  }),
];
