// Domain kits 8-10: MySQL replication (Tagalog), Ansible POS fleet (Romanian), pnpm monorepo upkeep (Czech).
import { hms, iso, logts, table, hh } from './rng.mjs';

const sp = (xs, v) => xs[v % xs.length];

/** Philippine BPO's MySQL replicas. */
export const mysql = {
  key: 'mysql-replication-tl',
  lang: 'Tagalog',
  sys: 'You are the database-operations agent of a Philippine BPO. Tools: mysql (client, vertical output), pt_tool (Percona toolkit), orchestrator, shell. Staff write in Tagalog/Taglish; answer them in Tagalog.',
  items: [
    'db-ticketing-r1',
    'db-ticketing-r2',
    'db-payroll-r1',
    'db-qa-scores-r1',
    'db-ivr-r1',
    'db-crm-r1',
    'db-crm-r2',
    'db-wfm-r1',
    'db-billing-r1',
    'db-recordings-r1',
    'db-hr-r1',
    'db-chat-r1',
  ],
  task: (it) =>
    `Hi! Yung replica na ${it} ang laki ng lag, stale na yung reports ng mga team lead. Pakitingnan kung bakit at ayusin kung kaya.`,
  interrupt: (it) =>
    `Teka lang, iwan mo muna yan. Mas urgent ang ${it}, down daw yung dashboard ng ops – yun muna.`,
  again: 'Pwede mo bang i-check ulit? Ni-restart na namin yung network switch.',
  done: 'Ayos na: naka-sync na ulit ang replica, zero na ang lag.',
  blocked:
    'Hindi ako makausad: pareho pa rin ang error ng primary sa bawat subok. Kailangan ng tulong ng network team.',
  read: (it, v, r) => [
    'mysql',
    {
      host: it,
      q: sp(
        [
          'SHOW REPLICA STATUS\\G',
          'show replica status\\G',
          'SHOW SLAVE STATUS\\G',
          'SHOW REPLICA STATUS \\G',
          "SHOW REPLICA STATUS FOR CHANNEL ''\\G",
        ],
        v,
      ),
    },
    `*************************** 1. row ***************************\n             Replica_IO_State: Waiting for source to send event\n                  Source_Host: db-primary-${it.split('-')[1]}.bpo.local\n              Source_Log_File: binlog.00${r.int(0, 0) + 4}812\n          Read_Source_Log_Pos: 71${hh(it)}33920\n           Relay_Log_File: relay.000311\n        Relay_Source_Log_File: binlog.004790\n           Replica_IO_Running: Yes\n          Replica_SQL_Running: No\n                   Last_Errno: 1062\n                   Last_Error: Coordinator stopped because there were error(s) in the worker(s). The most recent failure being: Worker 1 failed executing transaction 'ANONYMOUS' at source log binlog.004790, end_log_pos 55120${hh(it)}3. See error log and/or performance_schema.replication_applier_status_by_worker table for more details about this failure or others, if any.\n        Seconds_Behind_Source: NULL\n   Last_SQL_Error_Timestamp: 261120 03:14:0${hh(it) % 10}\n1 row in set (0.00 sec)\n-- server time ${iso(r.now)}, conn id ${r.int(100000, 999999)}`,
  ],
  read2: (it, r) => [
    'mysql',
    {
      host: it,
      q: 'SELECT WORKER_ID, LAST_ERROR_NUMBER, LAST_ERROR_MESSAGE FROM performance_schema.replication_applier_status_by_worker\\G',
    },
    `*************************** 1. row ***************************\n        WORKER_ID: 1\nLAST_ERROR_NUMBER: 1062\nLAST_ERROR_MESSAGE: Worker 1 failed executing transaction 'ANONYMOUS' at source log binlog.004790, end_log_pos 55120${hh(it)}3; Could not execute Write_rows event on table ${it.split('-')[1]}.agent_sessions; Duplicate entry '88${hh(it)}1204' for key 'agent_sessions.PRIMARY'\n1 row in set (0.0${r.int(0, 9)} sec)`,
  ],
  read3: (it, _r) => [
    'mysql',
    {
      host: it,
      q: `SELECT id, agent_id, started_at FROM ${it.split('-')[1]}.agent_sessions WHERE id=88${hh(it)}1204 INTO OUTFILE '/dev/stdout' FIELDS TERMINATED BY ','`,
    },
    `id,agent_id,started_at\n88${hh(it)}1204,AG-2211,2026-11-20 03:13:59`,
  ],
  fail: (it, v, r) => [
    'orchestrator',
    {
      args: sp(
        [
          `-c relocate -i ${it}:3306 -d db-relay-2:3306`,
          `-c relocate -i ${it} -d db-relay-2`,
          `-c move-below -i ${it}:3306 -d db-relay-2:3306`,
          `-c relocate -i ${it}.bpo.local:3306 -d db-relay-2.bpo.local:3306`,
          `-c repoint -i ${it}:3306 -d db-relay-2:3306`,
        ],
        v,
      ),
    },
    `${logts(r.now)} ERROR dial tcp 10.60.2.12:3306: connect: connection refused\n${logts(r.now + 3)} ERROR ReadTopologyInstance(db-relay-2:3306) Error: dial tcp 10.60.2.12:3306: connect: connection refused\nrelocate: cannot reach destination db-relay-2:3306 (req ${r.hex(8)})`,
    true,
  ],
  ok: (it, r) => [
    'orchestrator',
    { args: `-c relocate -i ${it}:3306 -d db-relay-2:3306` },
    `${it}:3306<db-relay-2:3306\n(done in ${r.int(400, 3000)} ms)`,
  ],
  poll: (it, st, r) => [
    'mysql',
    {
      host: it,
      q: "SELECT SERVICE_STATE, (SELECT VARIABLE_VALUE FROM performance_schema.global_status WHERE VARIABLE_NAME='Replica_lag_seconds') AS lag FROM performance_schema.replication_applier_status",
    },
    `+---------------+-------+\n| SERVICE_STATE | lag   |\n+---------------+-------+\n| ${st.phase.padEnd(13)} | ${String(Math.max(0, Math.round((100 - st.pct) * 36))).padEnd(5)} |\n+---------------+-------+\n1 row in set (0.0${r.int(0, 9)} sec)`,
  ],
  phases: ['ON', 'ON', 'ON'],
  page: (p, total, r) => [
    'pt_tool',
    {
      args: `pt-table-checksum --replicate=percona.checksums --databases=ticketing --chunk-index=PRIMARY --where "id BETWEEN ${p * 50000} AND ${(p + 1) * 50000 - 1}"`,
    },
    `Checking if all tables can be checksummed ...\nStarting checksum ...\n${table(['TS', 'ERRORS', 'DIFFS', 'ROWS', 'DIFF_ROWS', 'CHUNKS', 'SKIPPED', 'TIME', 'TABLE'], [[`11-20T${hms(r.now)}`, '0', '0', String(49000 + r.int(0, 999)), '0', String(r.int(3, 9)), '0', r.dur(0.5, 4), 'ticketing.tickets']], 2)}${p === total - 1 ? '\n(last id range)' : ''}`,
  ],
  logLine: (_it, k, t) =>
    `${iso(t)} ${k % 5 === 4 ? 4 : 0} [${k % 5 === 4 ? 'Warning' : 'Note'}] [MY-0${10584 + (k % 3)}] [Repl] Replica SQL for channel '': ${k % 5 === 4 ? 'Relay log read failure; retrying' : `applied event at binlog.004790 pos ${55000000 + k * 811}`}`,
  logs: (it, w, body) => ['shell', { cmd: `ssh ${it} tail -n ${w} /var/log/mysql/error.log` }, body],
  queries: (_it) => [
    `nc -zv db-relay-2 3306`,
    `ssh db-relay-2 systemctl is-active mysqld`,
    `ping -c 2 db-relay-2`,
    `ssh db-relay-2 "ss -ltn | grep 3306"`,
    `mysql -h db-relay-2 -e 'select 1'`,
  ],
  search: (q, r) => [
    'shell',
    { cmd: q },
    q.includes('ping')
      ? `2 packets transmitted, 2 received, 0% packet loss, time ${r.int(1000, 1010)}ms`
      : `connect to db-relay-2 port 3306: Connection refused\n(exit 1)`,
    !q.includes('ping'),
  ],
  errs: (_it) => [
    `my.cnf: unknown variable 'replica_parallel_workers=eight'`,
    `my.cnf: 'slave_skip_errors' is deprecated and ignored`,
    `my.cnf: replica_preserve_commit_order requires replica_parallel_type=LOGICAL_CLOCK`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `ansible/host_vars/${it}/my.cnf`,
      old: [
        'replica_parallel_workers=eight',
        'slave_skip_errors=1062',
        'replica_parallel_type=DATABASE',
        'replica_parallel_workers=8',
      ][k % 4],
      new: [
        'replica_parallel_workers=8',
        '',
        'replica_parallel_type=LOGICAL_CLOCK',
        'replica_parallel_workers=eight',
      ][k % 4],
    },
    `host_vars/${it}/my.cnf: 1 line changed`,
  ],
  check: (it, errs, r) => [
    'shell',
    { cmd: `mysqld --defaults-file=ansible/host_vars/${it}/my.cnf --validate-config` },
    errs.length
      ? `${errs.map((e) => `${iso(r.now)} 0 [ERROR] [MY-000067] [Server] ${e}`).join('\n')}\n[ERROR] [MY-010119] [Server] Aborting`
      : '(no output, exit 0)',
  ],
  act: (it, r) => [
    'mysql',
    { host: it, q: 'START REPLICA SQL_THREAD;' },
    `Query OK, 0 rows affected (0.0${r.int(1, 9)} sec)`,
  ],
};

/** Romanian supermarket chain's point-of-sale fleet managed with Ansible. */
export const ansible = {
  key: 'ansible-pos-ro',
  lang: 'Romanian',
  sys: 'You are the store-systems agent of a Romanian supermarket chain. Tools: ansible, ansible_playbook, ansible_inventory (YAML), shell. The store-support staff write in Romanian; reply in Romanian.',
  items: [
    'mag-cluj-07',
    'mag-iasi-02',
    'mag-brasov-11',
    'mag-timisoara-04',
    'mag-constanta-09',
    'mag-sibiu-03',
    'mag-oradea-05',
    'mag-craiova-08',
    'mag-galati-01',
    'mag-ploiesti-06',
    'mag-arad-12',
    'mag-bacau-10',
  ],
  task: (it) =>
    `Bună! La ${it} casele de marcat nu au primit actualizarea de prețuri de azi-noapte. Te rog vezi ce s-a întâmplat cu playbook-ul și reia-l dacă se poate.`,
  interrupt: (it) =>
    `Stai, lasă asta deocamdată – la ${it} nu merge plata cu cardul deloc. Uită-te întâi acolo.`,
  again: 'Poți verifica încă o dată? Colegul din magazin a repornit routerul.',
  done: 'Gata: toate casele au prețurile noi, playbook-ul a rulat fără erori.',
  blocked:
    'Nu pot avansa: serverul de pachete răspunde la fel la fiecare încercare. Am nevoie de cineva de la rețea.',
  read: (it, v, _r) => [
    'ansible_inventory',
    {
      args: sp(
        [
          `--host ${it} --yaml`,
          `--yaml --host ${it}`,
          `-i inventory/prod.yml --host ${it} --yaml`,
          `--host=${it} --yaml`,
          `--host ${it} -y`,
        ],
        v,
      ),
    },
    `ansible_host: 10.${hh(it)}.${Number(it.slice(-2))}.1\npos_count: 6\npos_hosts:\n- ${it}-pos1\n- ${it}-pos2\n- ${it}-pos3\n- ${it}-pos4\n- ${it}-pos5\n- ${it}-pos6\nprice_feed_url: https://preturi.retail.ro/feed/${it}\nregion: ${it.split('-')[1]}\nstore_manager: ${['Ioana Pop', 'Mihai Stan', 'Andreea Radu'][hh(it) % 3]}\nvpn_gw: vpn-${it.split('-')[1]}.retail.ro`,
  ],
  read2: (it, _r) => [
    'ansible',
    { args: `${it}-pos* -m ping -o` },
    Array.from({ length: 6 }, (_, i) =>
      i === 3
        ? `${it}-pos${i + 1} | UNREACHABLE!: Failed to connect to the host via ssh: ssh: connect to host 10.${hh(it)}.${Number(it.slice(-2))}.${14 + i} port 22: No route to host`
        : `${it}-pos${i + 1} | SUCCESS => {"changed": false, "ping": "pong"}`,
    ).join('\n'),
  ],
  read3: (it, r) => [
    'shell',
    { cmd: `tail -n 5 logs/ansible-${it}.log` },
    `${logts(r.now - 30000000)} p=${r.int(1000, 9000)} u=ansible n=ansible | TASK [pos : descarca fisier preturi] ***\n${logts(r.now - 29990000)} p=${r.int(1000, 9000)} u=ansible n=ansible | fatal: [${it}-pos4]: UNREACHABLE! => {"changed": false, "unreachable": true}\n${logts(r.now - 29900000)} p=${r.int(1000, 9000)} u=ansible n=ansible | PLAY RECAP ***\n${it}-pos1 : ok=9 changed=2 unreachable=0 failed=0\n${it}-pos4 : ok=0 changed=0 unreachable=1 failed=0`,
  ],
  fail: (it, v, r) => [
    'ansible_playbook',
    {
      args: sp(
        [
          `playbooks/preturi.yml -l ${it}-pos*`,
          `playbooks/preturi.yml --limit ${it}-pos* -f 2`,
          `playbooks/preturi.yml -l ${it}-pos* --start-at-task "descarca fisier preturi"`,
          `playbooks/preturi.yml -l "${it}-pos*" -e feed_timeout=120`,
          `playbooks/preturi.yml -l ${it}-pos* -vv`,
        ],
        v,
      ),
    },
    `PLAY [actualizare preturi] *****************************************************\n\nTASK [pos : descarca fisier preturi] *******************************************\nfatal: [${it}-pos1]: FAILED! => {"changed": false, "msg": "Request failed: <urlopen error [Errno -3] Temporary failure in name resolution>", "url": "https://preturi.retail.ro/feed/${it}"}\nfatal: [${it}-pos2]: FAILED! => {"changed": false, "msg": "Request failed: <urlopen error [Errno -3] Temporary failure in name resolution>"}\n...\nPLAY RECAP *********************************************************************\n${it}-pos1 : ok=1 changed=0 unreachable=0 failed=1 skipped=0\n${it}-pos2 : ok=1 changed=0 unreachable=0 failed=1 skipped=0\n\nPlaybook run took 0 days, 0 hours, 0 minutes, ${r.int(8, 40)} seconds`,
    true,
    20,
  ],
  ok: (it, r) => [
    'ansible_playbook',
    { args: `playbooks/preturi.yml -l ${it}-pos*` },
    `PLAY [actualizare preturi] *****************************************************\n\nTASK [pos : descarca fisier preturi] *******************************************\nchanged: [${it}-pos1]\nchanged: [${it}-pos2]\nchanged: [${it}-pos3]\n\nPLAY RECAP *********************************************************************\n${it}-pos1 : ok=9 changed=3 unreachable=0 failed=0\n${it}-pos2 : ok=9 changed=3 unreachable=0 failed=0\n${it}-pos3 : ok=9 changed=3 unreachable=0 failed=0\n\nPlaybook run took 0 days, 0 hours, ${r.int(1, 3)} minutes, ${r.int(0, 59)} seconds`,
    false,
    90,
  ],
  poll: (it, st, r) => [
    'shell',
    { cmd: `awx job_status 4${hh(it)}812 --format csv` },
    `id,status,started,elapsed,hosts_ok,hosts_failed\n4${hh(it)}812,${st.phase},${iso(r.now - 300000)},${r.dur(100, 900)},${Math.round(st.pct * 0.6)},0`,
  ],
  phases: ['pending', 'running', 'successful'],
  page: (p, total, _r) => [
    'ansible_inventory',
    { args: `--list --yaml --limit 'magazine[${p * 10}:${p * 10 + 9}]'` },
    `all:\n  children:\n    magazine:\n      hosts:\n${Array.from({ length: p < total - 1 ? 10 : 4 }, (_, i) => `        mag-${['alba', 'arges', 'bihor', 'buzau', 'dolj', 'gorj', 'mures', 'neamt', 'olt', 'vaslui'][i]}-${String(p * 10 + i + 20).padStart(2, '0')}:\n          pos_count: ${4 + ((p + i) % 5)}`).join('\n')}`,
  ],
  logLine: (it, k, t) =>
    `${logts(t)} p=${3100 + (k % 2)} u=ansible n=ansible | ${k % 5 === 0 ? `TASK [pos : ${['copiaza preturi', 'reporneste serviciu casa', 'verifica sincronizare'][k % 3]}] ***` : `ok: [${it}-pos${(k % 6) + 1}]`}`,
  logs: (it, w, body) => ['shell', { cmd: `tail -n ${w} logs/ansible-${it}.log` }, body],
  queries: (it) => [
    `dig +short preturi.retail.ro @10.0.0.53`,
    `ssh ${it}-pos1 cat /etc/resolv.conf`,
    `ssh ${it}-pos1 getent hosts preturi.retail.ro`,
    `ssh ${it}-pos1 resolvectl query preturi.retail.ro`,
    `ssh ${it}-pos1 nslookup preturi.retail.ro`,
  ],
  search: (q, r) => [
    'shell',
    { cmd: q },
    q.includes('resolv.conf')
      ? `nameserver 10.${r.int(10, 10)}.0.53\nsearch retail.ro`
      : `;; connection timed out; no servers could be reached\n(exit ${q.includes('getent') ? 2 : 1})`,
    !q.includes('resolv.conf'),
  ],
  errs: (_it) => [
    `roles/pos/tasks/main.yml:14: 'url' is a required parameter of get_url`,
    `roles/pos/defaults/main.yml: feed_timeout must be int, got '2m'`,
    `playbooks/preturi.yml:7: 'hosts' must be a string or list`,
  ],
  edit: (_it, k) => [
    'edit_file',
    {
      path: [
        'roles/pos/tasks/main.yml',
        'roles/pos/defaults/main.yml',
        'playbooks/preturi.yml',
        'roles/pos/defaults/main.yml',
      ][k % 4],
      old: ['    dest:', 'feed_timeout: 2m', 'hosts: {{ target }}', 'feed_timeout: 120'][k % 4],
      new: [
        '    url: "{{ price_feed_url }}"\n    dest:',
        'feed_timeout: 120',
        'hosts: "{{ target }}"',
        'feed_timeout: 2m',
      ][k % 4],
    },
    '1 edit applied',
  ],
  check: (_it, errs, r) => [
    'shell',
    { cmd: 'ansible-lint playbooks/preturi.yml roles/pos' },
    errs.length
      ? `${errs.map((e) => `syntax-check[specific]: ${e}`).join('\n')}\n\nFailed: ${errs.length} failure(s), 0 warning(s) on ${r.int(12, 14)} files.`
      : `Passed: 0 failure(s), 0 warning(s) on ${r.int(12, 14)} files. Profile 'production' was required.`,
  ],
  act: (it, _r) => [
    'ansible',
    { args: `${it}-pos* -m systemd -a "name=pos-casa state=restarted" -o` },
    Array.from(
      { length: 3 },
      (_, i) => `${it}-pos${i + 1} | CHANGED => {"changed": true, "name": "pos-casa", "state": "started"}`,
    ).join('\n'),
  ],
};

/** Czech software house's pnpm monorepo upkeep: dependency bumps, tests, git. */
export const pnpm = {
  key: 'pnpm-monorepo-cs',
  lang: 'Czech',
  sys: "You are the maintenance agent of a Czech software house's TypeScript monorepo. Tools: shell (pnpm, git, vitest), read_file, edit_file. Colleagues write in Czech; reply in Czech.",
  items: [
    '@fakturace/core',
    '@fakturace/pdf',
    '@fakturace/api',
    '@fakturace/web',
    '@fakturace/eet',
    '@fakturace/ares',
    '@fakturace/mail',
    '@fakturace/auth',
    '@fakturace/csv',
    '@fakturace/i18n',
    '@fakturace/ui',
    '@fakturace/cli',
  ],
  task: (it) =>
    `Ahoj, Renovate otevřel PR s aktualizací závislostí a v ${it} padá CI. Můžeš se podívat, co se rozbilo, a opravit to?`,
  interrupt: (it) =>
    `Počkej, tohle zatím nech. V ${it} je bezpečnostní advisory, to má přednost – mrkni nejdřív na něj.`,
  again: 'Pusť to prosím ještě jednou, pushnul jsem opravu lockfilu.',
  done: 'Hotovo: testy procházejí, změny jsou commitnuté ve větvi.',
  blocked:
    'Nedostanu se dál: registry vrací pořád stejnou chybu. Potřebuju někoho s přístupem k interní registry.',
  read: (it, v, r) => [
    'shell',
    {
      cmd: sp(
        [
          `pnpm --filter ${it} test`,
          `pnpm -F ${it} test`,
          `pnpm --filter=${it} test`,
          `pnpm --filter ${it} run test`,
          `pnpm --filter "${it}" test`,
        ],
        v,
      ),
    },
    `\n> ${it}@3.8.0 test /repo/packages/${it.split('/')[1]}\n> vitest run\n\n RUN  v2.1.4 /repo/packages/${it.split('/')[1]}\n\n ✓ src/castka.test.ts (14 tests) ${r.int(8, 40)}ms\n ❯ src/datum.test.ts (9 tests | 2 failed) ${r.int(20, 90)}ms\n   × formatuje datum splatnosti > 31.12. přes přestupný rok\n     → expected '1. 3. 2028' to be '29. 2. 2028'\n   × parsuje DUZP z ISDOC\n     → Invalid time value\n\n Test Files  1 failed | 1 passed (2)\n      Tests  2 failed | 21 passed (23)\n   Start at  ${hms(r.now)}\n   Duration  ${r.int(600, 1900)}ms (transform ${r.int(40, 200)}ms, setup 0ms, collect ${r.int(40, 300)}ms, tests ${r.int(50, 150)}ms)\n ELIFECYCLE  Test failed. See above for more details.`,
    true,
  ],
  read2: (_it, _r) => [
    'shell',
    { cmd: `git diff main -- pnpm-lock.yaml | grep -A2 "date-fns"` },
    `-  date-fns@3.6.0:\n-    resolution: {integrity: sha512-fRHTG8g/Gif+kSh50gaGEdToemgfj74aRX3swtiouboip5JDLAyDE9F11nHMIcvOaXeOC6D7SpNhi7uFyB7Uww==}\n+  date-fns@4.1.0:\n+    resolution: {integrity: sha512-Ukq0owbQXxa/U3EGtsdVBkR1w7KOQ5gIBqdH2hkvknzZPYvBxb/aa6E8L7tmjFtkwZBu3UXBbjIgPo/Ez4xaNg==}`,
  ],
  read3: (it, _r) => [
    'read_file',
    { path: `packages/${it.split('/')[1]}/src/datum.ts`, lines: '1-24' },
    `1  import { addMonths, format, parse } from "date-fns";\n2  import { cs } from "date-fns/locale";\n3  \n4  /** Datum splatnosti: vystavení + počet dní. */\n5  export function splatnost(vystaveno: Date, dni: number): Date {\n6    return new Date(vystaveno.getTime() + dni * 864e5);\n7  }\n8  \n9  export function formatDatum(d: Date): string {\n10   return format(d, "d. M. yyyy", { locale: cs });\n11 }\n12 \n13 export function parseDuzp(s: string): Date {\n14   return parse(s, "yyyy-MM-dd'T'HH:mm:ss", new Date());\n15 }`,
  ],
  fail: (_it, v, r) => [
    'shell',
    {
      cmd: sp(
        [
          `pnpm install --frozen-lockfile`,
          `pnpm install --frozen-lockfile --prefer-offline`,
          `pnpm install --no-frozen-lockfile`,
          `pnpm install --frozen-lockfile --network-concurrency 4`,
          `pnpm i --frozen-lockfile --reporter=append-only`,
        ],
        v,
      ),
    },
    `Lockfile is up to date, resolution step is skipped\nProgress: resolved 1, reused 0, downloaded 0, added 0\n ERR_PNPM_FETCH_401  GET https://npm.firma.cz/@fakturace%2fisdoc/-/isdoc-2.3.1.tgz: Unauthorized - 401\n\nNo authorization header was set for the request.\nThese authorization settings were found:\n//npm.firma.cz/:_authToken=${r.hex(4)}…(expired)\nProgress: resolved ${r.int(900, 1400)}, reused ${r.int(800, 1300)}, downloaded 0, added 0`,
    true,
    12,
  ],
  ok: (_it, r) => [
    'shell',
    { cmd: 'pnpm install --frozen-lockfile' },
    `Lockfile is up to date, resolution step is skipped\nPackages: +${r.int(1200, 1500)}\n++++++++++++++++++++++++++++++++++++++++++++++++++\nProgress: resolved ${r.int(1200, 1500)}, reused ${r.int(1100, 1400)}, downloaded ${r.int(1, 40)}, added ${r.int(1200, 1500)}, done\nDone in ${r.dur(6, 30)}s`,
    false,
    25,
  ],
  poll: (_it, st, r) => [
    'shell',
    { cmd: 'gh pr checks 412 --repo firma/fakturace' },
    table(
      ['NAME', 'STATUS', 'ELAPSED', 'URL'],
      [
        ['lint', 'pass', `${r.int(30, 60)}s`, 'https://github.com/firma/fakturace/actions/runs/1/job/1'],
        [
          'test (node 20)',
          st.phase,
          `${r.int(1, 9)}m${r.int(0, 59)}s`,
          'https://github.com/firma/fakturace/actions/runs/1/job/2',
        ],
        [
          'build',
          st.phase === 'pass' ? 'pass' : 'pending',
          st.phase === 'pass' ? `${r.int(1, 3)}m` : '',
          'https://github.com/firma/fakturace/actions/runs/1/job/3',
        ],
      ],
      1,
    ),
  ],
  phases: ['pending', 'pending', 'pass'],
  page: (p, total, r) => [
    'shell',
    { cmd: `git log --oneline --skip ${p * 12} -n 12 -- packages/` },
    Array.from(
      { length: p < total - 1 ? 12 : 5 },
      (_, i) =>
        `${r.hex(0)}${(((p * 12 + i) * 2654435761) >>> 0).toString(16).slice(0, 7)} ${['fix(pdf): zalamování dlouhých názvů', 'chore(deps): update vitest', 'feat(ares): cache dotazů', 'fix(eet): timeout', 'refactor(core): castka jako bigint', 'docs: README'][(p + i) % 6]} (#${400 - p * 12 - i})`,
    ).join('\n'),
  ],
  logLine: (_it, k, t) =>
    `${hms(t)} [vite] ${k % 4 === 3 ? 'page reload' : 'hmr update'} /src/${['datum', 'castka', 'faktura', 'dph'][k % 4]}.ts (x${k + 1})`,
  logs: (_it, w, body) => ['shell', { cmd: `tail -n ${w} /tmp/dev-server.log` }, body],
  queries: (_it) => [
    `pnpm config get //npm.firma.cz/:_authToken`,
    `cat ~/.npmrc`,
    `npm whoami --registry https://npm.firma.cz`,
    `pnpm view @fakturace/isdoc versions --registry https://npm.firma.cz`,
    `curl -s -o /dev/null -w "%{http_code}" https://npm.firma.cz/-/ping`,
  ],
  search: (q, r) => [
    'shell',
    { cmd: q },
    q.includes('ping')
      ? '200'
      : ` ERR_PNPM_FETCH_401  Unauthorized - 401 (token expired ${r.int(2, 2)} days ago)`,
    !q.includes('ping'),
  ],
  errs: (_it) => [
    `src/datum.test.ts > formatuje datum splatnosti: expected '1. 3. 2028' to be '29. 2. 2028'`,
    `src/datum.test.ts > parsuje DUZP z ISDOC: Invalid time value`,
    `src/castka.test.ts > zaokrouhlení DPH: expected 121.01 to be 121`,
  ],
  edit: (it, k) => [
    'edit_file',
    {
      path: `packages/${it.split('/')[1]}/src/datum.ts`,
      old: ['dni * 864e5', '"yyyy-MM-dd\'T\'HH:mm:ss"', 'Math.round(x * 100)', 'addDays(vystaveno, dni)'][
        k % 4
      ],
      new: [
        'addDays(vystaveno, dni)',
        '"yyyy-MM-dd\'T\'HH:mm:ssXXX"',
        'Math.round((x + Number.EPSILON) * 100)',
        'dni * 864e5',
      ][k % 4],
    },
    `packages/${it.split('/')[1]}/src/datum.ts: 1 replacement`,
  ],
  check: (it, errs, r) => [
    'shell',
    { cmd: `pnpm -F ${it} exec vitest run --reporter=dot` },
    errs.length
      ? `${'·'.repeat(21)}${'×'.repeat(errs.length)}\n\n${errs.map((e) => ` FAIL  ${e}`).join('\n')}\n\n Tests  ${errs.length} failed | ${23 - errs.length} passed (23)\n Duration  ${r.int(500, 1500)}ms`
      : `${'·'.repeat(23)}\n\n Tests  23 passed (23)\n Duration  ${r.int(500, 1500)}ms`,
    errs.length > 0,
  ],
  act: (it, r) => [
    'shell',
    { cmd: `git commit -am "fix(${it.split('/')[1]}): úprava na date-fns 4"` },
    `[renovate/date-fns-4.x ${r.hex(7)}] fix(${it.split('/')[1]}): úprava na date-fns 4\n 1 file changed, ${r.int(2, 9)} insertions(+), ${r.int(1, 6)} deletions(-)`,
  ],
};
