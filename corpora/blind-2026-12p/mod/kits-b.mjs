// Domain kits 5-7: Spark on YARN (Hungarian), OpenSearch cluster (Persian), apt mirror (Bengali).
import { hms, iso, logts, table, hh } from './rng.mjs';

const sp = (xs, v) => xs[v % xs.length];

/** Hungarian bank's Spark batch jobs on YARN. */
export const spark = {
  key: 'spark-yarn-hu',
  lang: 'Hungarian',
  sys: "You are the data-engineering agent of a Hungarian bank's batch platform. Tools: yarn, hdfs, spark_submit, shell. Staff write in Hungarian; report to them in Hungarian.",
  items: [
    'napi_egyenleg',
    'kartya_tranzakciok',
    'hitel_kockazat',
    'ugyfel_torzs',
    'aml_szures',
    'devizaarfolyam',
    'fiok_forgalom',
    'betet_kamat',
    'csalas_pontszam',
    'jelentes_mnb',
    'atm_naplo',
    'szamla_zaras',
  ],
  task: (it) =>
    `Szia! A(z) ${it} éjszakai Spark job megint elhasalt, reggel nincs friss adat az MNB-jelentéshez. Nézd meg légyszi, mi a baj, és ha lehet, futtasd újra.`,
  interrupt: (it) =>
    `Várj, ezt most hagyd. A(z) ${it} sürgősebb, a kockázatkezelés vár rá – előbb azt nézd meg.`,
  again: 'Megnéznéd még egyszer? Közben a kollégák átállították a queue-t.',
  done: 'Kész: a job lefutott, az adatok a helyükön vannak.',
  blocked:
    'Nem jutok előre: a HDFS NameNode minden próbálkozásra ugyanazt a hibát adja. Kérlek nézzétek meg a safe mode-ot.',
  read: (it, v, r) => [
    'yarn',
    {
      args: sp(
        [
          `application -list -appStates FAILED,KILLED | grep ${it}`,
          `application -list -appStates KILLED,FAILED | grep ${it}`,
          `application -appStates FAILED,KILLED -list | grep ${it}`,
          `application -list -appStates FAILED,KILLED | grep -i ${it}`,
          `application -list -appStates FAILED,KILLED | grep "${it}"`,
        ],
        v,
      ),
    },
    `${logts(r.now)} INFO client.AHSProxy: Connecting to Application History server at yarn-ahs.bank.local/10.8.1.14:10200\napplication_1763${r.int(0, 0)}412009_0${hh(it)}41\t${it}\tSPARK\tetl\troot.batch.ejszaka\tFAILED\tFAILED\t100%\thttp://yarn-ahs.bank.local:8188/applicationhistory/app/application_17630412009_0${hh(it)}41`,
  ],
  read2: (it, r) => [
    'yarn',
    { args: `logs -applicationId application_17630412009_0${hh(it)}41 -log_files stderr -size -2048` },
    `Container: container_e07_17630412009_0${hh(it)}41_01_000001 on wn-${r.int(10, 14)}.bank.local:8041\nLogAggregationType: AGGREGATED\n=============================================\nLogType:stderr\n26/11/20 02:14:33 ERROR ApplicationMaster: User class threw exception: org.apache.spark.sql.AnalysisException: [PATH_NOT_FOUND] Path does not exist: hdfs://nn-ha/data/raw/${it}/dt=2026-11-19.\n26/11/20 02:14:33 INFO ApplicationMaster: Final app status: FAILED, exitCode: 15\nEnd of LogType:stderr`,
  ],
  read3: (it, _r) => [
    'hdfs',
    { args: `dfs -ls /data/raw/${it}/` },
    `Found 3 items\ndrwxr-x---   - etl hadoop          0 2026-11-16 01:40 /data/raw/${it}/dt=2026-11-16\ndrwxr-x---   - etl hadoop          0 2026-11-17 01:42 /data/raw/${it}/dt=2026-11-17\ndrwxr-x---   - etl hadoop          0 2026-11-18 01:39 /data/raw/${it}/dt=2026-11-18`,
  ],
  fail: (it, v, r) => [
    'hdfs',
    {
      args: sp(
        [
          `dfs -mkdir -p /data/raw/${it}/dt=2026-11-19`,
          `dfs -mkdir /data/raw/${it}/dt=2026-11-19`,
          `dfs -touchz /data/raw/${it}/dt=2026-11-19/_SUCCESS`,
          `dfs -cp /data/landing/${it}/2026-11-19 /data/raw/${it}/dt=2026-11-19`,
          `dfs -put -f /tmp/${it}_20261119.parquet /data/raw/${it}/dt=2026-11-19/`,
        ],
        v,
      ),
    },
    `${logts(r.now)} WARN ipc.Client: Exception encountered while connecting to the server\nmkdir: Cannot create directory /data/raw/${it}/dt=2026-11-19. Name node is in safe mode.\nThe reported blocks 9812${r.int(100, 999)} needs additional 1442 blocks to reach the threshold 0.9990 of total blocks 9835${r.int(100, 999)}.\nThe minimum number of live datanodes is not required. Safe mode will be turned off automatically once the thresholds have been reached. NamenodeHostName:nn1.bank.local`,
    true,
  ],
  ok: (it, r) => [
    'hdfs',
    { args: `dfs -cp /data/landing/${it}/2026-11-19 /data/raw/${it}/dt=2026-11-19` },
    `${logts(r.now)} INFO sasl.SaslDataTransferClient: SASL encryption trust check: localHostTrusted = false\n(copied ${r.int(12, 80)} files, ${r.dur(1, 9)} GB in ${r.int(20, 90)}s)`,
  ],
  poll: (it, st, r) => [
    'yarn',
    { args: `application -status application_17630412009_0${hh(it)}77` },
    `Application Report : \n\tApplication-Id : application_17630412009_0${hh(it)}77\n\tApplication-Name : ${it}\n\tQueue : root.batch.ejszaka\n\tStart-Time : 1763605${r.int(0, 0)}412000\n\tProgress : ${st.pct}%\n\tState : ${st.phase}\n\tFinal-State : ${st.phase === 'FINISHED' ? 'SUCCEEDED' : 'UNDEFINED'}\n\tAggregate Resource Allocation : ${r.int(100000, 9000000)} MB-seconds, ${r.int(100, 9000)} vcore-seconds`,
  ],
  phases: ['ACCEPTED', 'RUNNING', 'FINISHED'],
  page: (p, total, _r) => [
    'hdfs',
    { args: `dfs -ls /data/curated/fiok_forgalom/ | sed -n '${p * 10 + 2},${p * 10 + 11}p'` },
    Array.from(
      { length: p < total - 1 ? 10 : 6 },
      (_, i) =>
        `drwxr-x---   - etl hadoop          0 2026-10-${String(((p * 10 + i) % 28) + 1).padStart(2, '0')} 01:4${i % 10} /data/curated/fiok_forgalom/dt=2026-${p < 3 ? '09' : '10'}-${String(((p * 10 + i) % 28) + 1).padStart(2, '0')}`,
    ).join('\n'),
  ],
  logLine: (_it, k, t) =>
    `26/11/20 ${hms(t)} INFO ${['TaskSetManager: Finished task', 'BlockManagerInfo: Added broadcast', 'DAGScheduler: ShuffleMapStage', 'TaskSetManager: Starting task'][k % 4]} ${k}.0 in stage ${Math.floor(k / 8)}.0 (TID ${400 + k})`,
  logs: (it, w, body) => [
    'yarn',
    { args: `logs -applicationId application_17630412009_0${hh(it)}77 -log_files stderr -size -${w * 200}` },
    body,
  ],
  queries: (_it) => [
    `dfsadmin -safemode get`,
    `dfsadmin -report | head -20`,
    `fsck / -list-corruptfileblocks`,
    `dfsadmin -safemode get -Dfs.defaultFS=hdfs://nn1.bank.local:8020`,
    `haadmin -getAllServiceState`,
  ],
  search: (q, r) => [
    'hdfs',
    { args: q },
    q.includes('haadmin')
      ? `nn1.bank.local:8020                                active\nnn2.bank.local:8020                                standby`
      : `Safe mode is ON in nn1.bank.local/10.8.1.11:8020\n(${r.int(100, 900)} ms)`,
  ],
  errs: (it) => [
    `spark-defaults: spark.executor.memory '8gb' is not a valid size`,
    `job.conf: input path /data/raw/${it}/dt={{ ds }} unresolved variable`,
    `job.conf: spark.sql.shuffle.partitions must be positive`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `jobs/${it}/job.conf`,
      old: ['8gb', '{{ ds }}', 'partitions=0', 'partitions=400'][k % 4],
      new: ['8g', '$RUN_DATE', 'partitions=400', 'partitions=0'][k % 4],
    },
    `jobs/${it}/job.conf: 1 line changed`,
  ],
  check: (it, errs, r) => [
    'shell',
    { cmd: `./bin/validate-job jobs/${it}/job.conf` },
    errs.length
      ? `${errs.map((e) => `HIBA: ${e}`).join('\n')}\n${errs.length} hiba`
      : `OK – 0 hiba (${r.int(100, 400)} ms)`,
  ],
  act: (it, r) => [
    'spark_submit',
    { args: `--queue root.batch.ejszaka --conf spark.app.name=${it} jobs/${it}/main.py --date 2026-11-19` },
    `${logts(r.now)} INFO yarn.Client: Submitted application application_17630412009_0${hh(it)}77\n${logts(r.now + 900)} INFO yarn.Client: Application report for application_17630412009_0${hh(it)}77 (state: ACCEPTED)`,
  ],
};

/** Persian e-commerce site's OpenSearch cluster. */
export const search = {
  key: 'opensearch-ops-fa',
  lang: 'Persian',
  sys: 'You are the search-infrastructure agent of an Iranian online store. Tools: curl against the OpenSearch cluster (_cat APIs print text tables), shell. Staff write in Persian; answer in Persian.',
  items: [
    'kala-v7',
    'sefareshat-2026.11',
    'nazarat-v3',
    'forushande-v2',
    'dastebandi-v5',
    'jostoju-log-2026.11',
    'moojudi-v4',
    'takhfif-v1',
    'anbar-v2',
    'pardakht-log-2026.11',
    'peyk-v1',
    'brand-v3',
  ],
  task: (it) =>
    `سلام، ایندکس ${it} زرد شده و جستجوی سایت کند است. لطفاً بررسی کن چه شده و اگر می‌شود درستش کن.`,
  interrupt: (it) => `صبر کن، این را فعلاً رها کن. ${it} مهم‌تر است، تیم فروش منتظر است – اول آن را ببین.`,
  again: 'می‌شود یک بار دیگر بررسی کنی؟ همکارمان نود را ری‌استارت کرد.',
  done: 'انجام شد: وضعیت کلاستر سبز است و همه شاردها تخصیص یافته‌اند.',
  blocked: 'نمی‌توانم جلو بروم: مخزن اسنپ‌شات هر بار همان خطا را می‌دهد. لطفاً دسترسی S3 را بررسی کنید.',
  read: (it, v, _r) => [
    'curl',
    {
      args: sp(
        [
          `-s 'localhost:9200/_cat/shards/${it}?v'`,
          `-s "localhost:9200/_cat/shards/${it}?v"`,
          `-s 'localhost:9200/_cat/shards/${it}?v&s=shard'`,
          `-s 'http://localhost:9200/_cat/shards/${it}?v'`,
          `-s 'localhost:9200/_cat/shards/${it}?v=true'`,
        ],
        v,
      ),
    },
    table(
      ['index', 'shard', 'prirep', 'state', 'docs', 'store', 'ip', 'node'],
      [
        [it, '0', 'p', 'STARTED', '412093', '1.1gb', '10.5.0.11', 'os-data-1'],
        [it, '0', 'r', 'UNASSIGNED', '', '', '', ''],
        [it, '1', 'p', 'STARTED', '409871', '1.1gb', '10.5.0.12', 'os-data-2'],
        [it, '1', 'r', 'UNASSIGNED', '', '', '', ''],
      ],
      1,
    ),
  ],
  read2: (it, r) => [
    'curl',
    {
      args: `-s 'localhost:9200/_cluster/allocation/explain?pretty' -H 'Content-Type: application/json' -d '{"index":"${it}","shard":0,"primary":false}'`,
    },
    `index: ${it}\nshard: 0\nprimary: false\ncurrent_state: unassigned\nunassigned_info:\n  reason: NODE_LEFT\n  at: "${iso(r.now - 3600000)}"\n  details: "node_left [os-data-3]"\ncan_allocate: no\nallocate_explanation: cannot allocate because allocation is not permitted to any of the nodes\nnode_allocation_decisions:\n- node_name: os-data-1\n  deciders:\n  - decider: same_shard\n    decision: NO\n- node_name: os-data-2\n  deciders:\n  - decider: disk_threshold\n    decision: NO\n    explanation: "the node is above the high watermark [90%], having less than the minimum required [${r.int(40, 49)}.${r.int(0, 9)}gb] free space"`,
  ],
  read3: (_it, _r) => [
    'curl',
    { args: `-s 'localhost:9200/_cat/allocation?v'` },
    table(
      ['shards', 'disk.indices', 'disk.used', 'disk.avail', 'disk.total', 'disk.percent', 'host', 'node'],
      [
        ['212', '401.2gb', '441.9gb', '58gb', '499.9gb', '88', '10.5.0.11', 'os-data-1'],
        ['209', '417.7gb', '458.3gb', '41.6gb', '499.9gb', '91', '10.5.0.12', 'os-data-2'],
        ['14', '', '', '', '', '', '', 'UNASSIGNED'],
      ],
      1,
    ),
  ],
  fail: (it, v, r) => [
    'curl',
    {
      args: sp(
        [
          `-s -XPUT 'localhost:9200/_snapshot/s3_arshiv/${it}-pre-move?wait_for_completion=true' -H 'Content-Type: application/json' -d '{"indices":"${it}"}'`,
          `-s -XPUT 'localhost:9200/_snapshot/s3_arshiv/${it}-pre-move-2?wait_for_completion=true' -H 'Content-Type: application/json' -d '{"indices":"${it}","include_global_state":false}'`,
          `-s -XPOST 'localhost:9200/_snapshot/s3_arshiv/_verify?pretty'`,
          `-s -XPUT 'localhost:9200/_snapshot/s3_arshiv/${it.split('-')[0]}-snap?wait_for_completion=true' -d '{"indices":"${it}"}' -H 'Content-Type: application/json'`,
          `-s -XPUT 'localhost:9200/_snapshot/s3_arshiv/${it}-pre-move?wait_for_completion=false' -H 'Content-Type: application/json' -d '{"indices":"${it}"}'`,
        ],
        v,
      ),
    },
    `error:\n  root_cause:\n  - type: repository_verification_exception\n    reason: "[s3_arshiv] path [os-prod] is not accessible on master node"\n  type: repository_verification_exception\n  reason: "[s3_arshiv] path [os-prod] is not accessible on master node"\n  caused_by:\n    type: sdk_client_exception\n    reason: "Unable to execute HTTP request: Connect to minio.local:9000 failed: connect timed out (request id ${r.hex(16).toUpperCase()})"\nstatus: 500`,
    true,
  ],
  ok: (_it, r) => [
    'curl',
    { args: `-s -XPOST 'localhost:9200/_snapshot/s3_arshiv/_verify?pretty'` },
    `nodes:\n  ${r.alnum(22)}:\n    name: os-master-1\n  ${r.alnum(22)}:\n    name: os-data-1\n  ${r.alnum(22)}:\n    name: os-data-2`,
  ],
  poll: (it, st, r) => [
    'curl',
    {
      args: `-s 'localhost:9200/_cat/recovery/${it}?v&active_only=true&h=index,shard,stage,bytes_percent,time'`,
    },
    st.phase === 'done'
      ? `index shard stage bytes_percent time\n(no active recoveries; ${r.int(2, 9)}ms)`
      : table(
          ['index', 'shard', 'stage', 'bytes_percent', 'time'],
          [[it, '0', st.phase, `${st.pct.toFixed(1)}%`, `${r.int(1, 40)}m`]],
          1,
        ),
  ],
  phases: ['index', 'translog', 'done'],
  page: (p, total, _r) => [
    'curl',
    {
      args: `-s 'localhost:9200/_cat/indices?v&s=index&h=index,health,docs.count,store.size' | sed -n '${p * 12 + 1},${p * 12 + 13}p'`,
    },
    table(
      ['index', 'health', 'docs.count', 'store.size'],
      Array.from({ length: p < total - 1 ? 12 : 5 }, (_, i) => [
        `jostoju-log-2026.${String(p + 1).padStart(2, '0')}.${String(i + 1).padStart(2, '0')}`,
        i % 7 === 3 ? 'yellow' : 'green',
        String(90000 + p * 1000 + i * 37),
        `${(p + i / 10 + 0.3).toFixed(1)}gb`,
      ]),
      1,
    ),
  ],
  logLine: (_it, k, t) =>
    `[${logts(t)}][${k % 4 === 3 ? 'WARN ' : 'INFO '}][o.o.c.r.a.DiskThresholdMonitor] [os-master-1] ${k % 4 === 3 ? 'high disk watermark [90%] exceeded on [os-data-2]' : `rerouting shards: [${['scheduled', 'delayed', 'scheduled', ''][k % 4]} reroute] seq ${k}`}`,
  logs: (_it, w, body) => ['shell', { cmd: `tail -n ${w} /var/log/opensearch/prod-cluster.log` }, body],
  queries: (_it) => [
    `-s 'localhost:9200/_cat/snapshots/s3_arshiv?v'`,
    `-s 'localhost:9200/_snapshot/s3_arshiv?pretty'`,
    `-s 'localhost:9200/_snapshot/_status'`,
    `-s 'localhost:9200/_cat/repositories?v'`,
    `-s 'localhost:9200/_snapshot/s3_arshiv/_all?pretty&verbose=false'`,
  ],
  search: (q, r) => [
    'curl',
    { args: q },
    `error: repository_exception [s3_arshiv] could not read repository data from index blob (connect timed out minio.local:9000)\nstatus: 500\n(took ${r.int(10000, 10100)}ms)`,
    true,
  ],
  errs: (it) => [
    `ilm/${it}.yaml: min_age "30 days" is not a valid time value`,
    `ilm/${it}.yaml: unknown action [shrinkk]`,
    `ilm/${it}.yaml: replicas must be >= 0`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `ilm/${it}.yaml`,
      old: ['min_age: 30 days', 'shrinkk:', 'replicas: -1', 'min_age: 30d'][k % 4],
      new: ['min_age: 30d', 'shrink:', 'replicas: 1', 'min_age: 30 days'][k % 4],
    },
    `ilm/${it}.yaml: saved`,
  ],
  check: (it, errs, r) => [
    'shell',
    { cmd: `ismctl validate ilm/${it}.yaml` },
    errs.length ? errs.map((e) => `✗ ${e}`).join('\n') : `✓ ilm/${it}.yaml valid (${r.int(5, 40)} ms)`,
  ],
  act: (it, _r) => [
    'curl',
    {
      args: `-s -XPUT 'localhost:9200/${it}/_settings' -H 'Content-Type: application/json' -d '{"index":{"number_of_replicas":1}}'`,
    },
    `acknowledged: true`,
  ],
};

/** Bangladeshi university's Debian/Ubuntu package mirror and build hosts. */
export const apt = {
  key: 'apt-mirror-bn',
  lang: 'Bengali',
  sys: "You are the systems agent for a Bangladeshi university's package mirror and lab machines. Tools: shell (apt, aptly, rsync, systemctl), ssh. Staff write in Bengali; reply in Bengali.",
  items: [
    'noble-main',
    'noble-updates',
    'noble-security',
    'jammy-main',
    'jammy-updates',
    'pypi-cache',
    'cran-mirror',
    'debian-bookworm',
    'lab-ws-12',
    'lab-ws-31',
    'hpc-login-1',
    'ctan-mirror',
  ],
  task: (it) =>
    `আসসালামু আলাইকুম, ${it} মিরর দুই দিন ধরে সিঙ্ক হচ্ছে না, ল্যাবের মেশিনে apt update এ Hash Sum mismatch দেখাচ্ছে। একটু দেখবেন কী হয়েছে?`,
  interrupt: (it) => `একটু থামুন – ${it} এখন বেশি জরুরি, পরীক্ষা চলছে ল্যাবে। আগে ওটা দেখুন।`,
  again: 'আরেকবার চেক করে দেখবেন? আমরা এইমাত্র ডিস্ক খালি করেছি।',
  done: 'হয়ে গেছে: মিরর সিঙ্ক সম্পূর্ণ, apt update ঠিকভাবে চলছে।',
  blocked: 'আগাতে পারছি না: আপস্ট্রিম সার্ভার প্রতিবার একই ত্রুটি দিচ্ছে। নেটওয়ার্ক টিমের সাহায্য লাগবে।',
  read: (it, v, r) => [
    'shell',
    {
      cmd: sp(
        [
          `aptly mirror show ${it}`,
          `aptly mirror show ${it} `,
          `aptly mirror show -with-packages=false ${it}`,
          `aptly  mirror show ${it}`,
          `/usr/bin/aptly mirror show ${it}`,
        ],
        v,
      ),
    },
    `Name: ${it}\nArchive Root URL: http://archive.ubuntu.com/ubuntu/\nDistribution: ${it.split('-')[0]}\nComponents: main, restricted, universe\nArchitectures: amd64, i386\nDownload Sources: no\nLast update: 2026-11-18 03:12:44 +06 (${r.int(48, 52)}h${r.int(0, 59)}m ago)\nNumber of packages: 6${hh(it)}412\nInformation from release file:\nCodename: ${it.split('-')[0]}\nDate: Tue, 18 Nov 2026 02:41:10 UTC`,
  ],
  read2: (it, r) => [
    'shell',
    { cmd: `tail -n 6 /var/log/mirror/${it}.log` },
    `${logts(r.now - 86400000)} Downloading http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/InRelease...\n${logts(r.now - 86399000)} Downloading & parsing package files...\n${logts(r.now - 86301000)} ERROR: unable to update: download errors:\n  http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz: HTTP code 404 while fetching\n${logts(r.now - 86300000)} mirror-sync: exit 1\n${logts(r.now - 86300000)} next run scheduled by timer`,
  ],
  read3: (_it, _r) => [
    'shell',
    { cmd: `df -h /srv/mirror` },
    table(
      ['Filesystem', 'Size', 'Used', 'Avail', 'Use%', 'Mounted on'],
      [['/dev/mapper/vg0-mirror', '7.3T', '6.9T', '412G', '95%', '/srv/mirror']],
      1,
    ),
  ],
  fail: (it, v, r) => [
    'shell',
    {
      cmd: sp(
        [
          `aptly mirror update ${it}`,
          `aptly mirror update -max-tries=5 ${it}`,
          `aptly mirror update -download-limit=20000 ${it}`,
          `aptly mirror update -ignore-checksums ${it}`,
          `aptly -config=/etc/aptly.conf mirror update ${it}`,
        ],
        v,
      ),
    },
    `Downloading: http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/InRelease\nDownloading: http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz\nError (retrying): HTTP code 404 while fetching http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz\nRetrying 0 http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz...\nERROR: unable to update: download errors:\n  HTTP code 404 while fetching .../Packages.xz\n(took ${r.dur(2, 9)}s, via proxy 10.0.${r.int(1, 3)}.1:3128)`,
    true,
  ],
  ok: (it, r) => [
    'shell',
    { cmd: `aptly mirror update ${it}` },
    `Downloading: http://mirror.xeonbd.com/ubuntu-archive/dists/${it.split('-')[0]}/InRelease\nDownloading & parsing package files...\nBuilding download queue...\nDownload queue: ${r.int(40, 900)} items (${r.dur(0.2, 4)} GiB)\nDownloading & parsing package files... done\nMirror \`${it}\` has been successfully updated.`,
    false,
    60,
  ],
  poll: (it, st, r) => [
    'shell',
    { cmd: `systemctl status mirror-sync@${it}.service --no-pager -n 1` },
    `● mirror-sync@${it}.service - Mirror sync ${it}\n     Loaded: loaded (/etc/systemd/system/mirror-sync@.service; static)\n     Active: ${st.phase === 'done' ? 'inactive (dead) since' : 'active (running) since'} ${new Date(r.now - 600000).toUTCString()}\n   Main PID: ${r.int(2000, 60000)} (aptly)\n      Tasks: ${r.int(8, 20)}\n${logts(r.now)} aptly[${r.int(2000, 60000)}]: ${st.phase === 'done' ? `Mirror \`${it}\` has been successfully updated.` : `Download queue: ${Math.round(st.pct)}% (${r.int(10, 900)} items)`}`,
  ],
  phases: ['running', 'running', 'done'],
  page: (p, total, r) => [
    'shell',
    { cmd: `ssh lab-ws-12 "apt list --upgradable 2>/dev/null | sed -n '${p * 15 + 2},${p * 15 + 16}p'"` },
    Array.from(
      { length: p < total - 1 ? 15 : 7 },
      (_, i) =>
        `${['libssl3t64', 'python3-numpy', 'firefox', 'gcc-13', 'r-base-core', 'texlive-base', 'linux-image-generic', 'openjdk-21-jre'][(p * 15 + i) % 8]}${p * 15 + i > 7 ? `-${p}${i}` : ''}/noble-updates ${r.int(1, 9)}.${i}.${p}-0ubuntu${i} amd64 [upgradable from: ${r.int(1, 9)}.${i}.${p}]`,
    ).join('\n'),
  ],
  logLine: (_it, k, t) =>
    `${logts(t)} rsync[${7000 + (k % 2)}]: ${k % 6 === 5 ? 'sent' : 'recv'} ${['pool/main/p/python3.12/', 'pool/main/l/linux/', 'pool/universe/r/r-base/', 'dists/noble/'][k % 4]}${k} ${k * 4096} bytes`,
  logs: (it, w, body) => [
    'shell',
    { cmd: `journalctl -u mirror-sync@${it} --since "-${w}min" --no-pager` },
    body,
  ],
  queries: (it) => [
    `curl -sI http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz`,
    `curl -sI http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.gz`,
    `curl -sI -x http://10.0.1.1:3128 http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz`,
    `wget -S --spider http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/Packages.xz`,
    `curl -sI http://archive.ubuntu.com/ubuntu/dists/${it.split('-')[0]}/main/binary-amd64/`,
  ],
  search: (q, r) => [
    'shell',
    { cmd: q },
    `HTTP/1.1 404 Not Found\nServer: squid/5.7\nDate: ${new Date(r.now).toUTCString()}\nX-Squid-Error: ERR_DNS_FAIL 0\nX-Cache: MISS from proxy-${r.int(1, 3)}.univ.bd\nVia: 1.1 proxy-${r.int(1, 3)}.univ.bd (squid/5.7)`,
  ],
  errs: (_it) => [
    `/etc/aptly.conf: "downloadConcurrency": "4" must be a number`,
    `/etc/aptly.conf: unknown key "rootdir" (did you mean "rootDir"?)`,
    `/etc/aptly.conf: invalid JSON at line 14: trailing comma`,
  ],
  edit: (_it, k) => [
    'edit_file',
    {
      path: '/etc/aptly.conf',
      old: [
        '"downloadConcurrency": "4"',
        '"rootdir"',
        '"gpgProvider": "gpg",\n}',
        '"downloadConcurrency": 4',
      ][k % 4],
      new: ['"downloadConcurrency": 4', '"rootDir"', '"gpgProvider": "gpg"\n}', '"downloadConcurrency": "4"'][
        k % 4
      ],
    },
    '/etc/aptly.conf: 1 replacement',
  ],
  check: (_it, errs, _r) => [
    'shell',
    { cmd: 'aptly config show >/dev/null && echo OK' },
    errs.length
      ? `ERROR: ${errs[0]}${errs.length > 1 ? `\n(${errs.length - 1} more problem(s))` : ''}`
      : 'OK',
  ],
  act: (it, r) => [
    'shell',
    { cmd: `aptly publish switch ${it.split('-')[0]} ${it}-${r.int(20261101, 20261130)}` },
    `Loading packages...\nGenerating metadata files and linking package files...\nFinalizing metadata files...\nSigning file 'Release' with gpg, please enter your passphrase when prompted:\nPublished repository has been successfully switched to new snapshot.`,
  ],
};
