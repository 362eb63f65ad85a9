/** Legitimate coding-agent runs: tool-calling and text-only ReAct agents. */
import { bash, call, type LabelledRun, pytestTail, react, rng, run, type TurnSpec } from './util.js';

const r = rng(101);

function sweAgentFix(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'find_file',
      { file_name: 'formatters.py', dir: 'src' },
      'Found 2 matches for "formatters.py" in /repo/src:\n/repo/src/astropy_io/formatters.py\n/repo/src/legacy/formatters.py',
    ),
    call(
      'open',
      { path: '/repo/src/astropy_io/formatters.py', line_number: 1 },
      '[File: /repo/src/astropy_io/formatters.py (212 lines total)]\n1:import re\n2:from decimal import Decimal\n3:\n4:def format_sci(value, precision=3):\n5:    if value == 0:\n6:        return "0"\n...\n(202 more lines below)',
    ),
    call(
      'search_file',
      { search_term: 'def format_fixed' },
      'Found 1 matches for "def format_fixed" in /repo/src/astropy_io/formatters.py:\nLine 88:def format_fixed(value, width, precision):',
    ),
    call(
      'goto',
      { line_number: 88 },
      '[File: /repo/src/astropy_io/formatters.py (212 lines total)]\n(72 more lines above)\n88:def format_fixed(value, width, precision):\n89:    text = f"{value:.{precision}f}"\n90:    if len(text) > width:\n91:        return text[:width]\n92:    return text.rjust(width)\n(120 more lines below)',
    ),
    call('create', { filename: 'reproduce.py' }, '[File: /repo/reproduce.py (1 lines total)]\n1:'),
    call(
      'edit',
      {
        start: 1,
        end: 1,
        replacement:
          'from astropy_io.formatters import format_fixed\nprint(repr(format_fixed(-12345.678, 6, 2)))',
      },
      '[File: /repo/reproduce.py (2 lines total)]\n1:from astropy_io.formatters import format_fixed\n2:print(repr(format_fixed(-12345.678, 6, 2)))\nFile updated.',
    ),
    call('python', { file: 'reproduce.py' }, "'-12345'"),
    call(
      'open',
      { path: '/repo/src/astropy_io/formatters.py', line_number: 88 },
      '[File: /repo/src/astropy_io/formatters.py (212 lines total)]\n88:def format_fixed(value, width, precision):\n89:    text = f"{value:.{precision}f}"\n90:    if len(text) > width:\n91:        return text[:width]\n92:    return text.rjust(width)',
    ),
    call(
      'edit',
      { start: 90, end: 91, replacement: '    if len(text) > width:\n        return "*" * width' },
      '[File: /repo/src/astropy_io/formatters.py (212 lines total)]\n88:def format_fixed(value, width, precision):\n89:    text = f"{value:.{precision}f}"\n90:    if len(text) > width:\n91:        return "*" * width\n92:    return text.rjust(width)\nFile updated. Please review the changes.',
    ),
    call('python', { file: 'reproduce.py' }, "'******'"),
    call(
      'bash',
      { command: 'python -m pytest tests/test_formatters.py -q' },
      `........F...\n=================================== FAILURES ===================================\n___________________________ test_fixed_truncates ______________________________\n    assert format_fixed(123456.0, 4, 0) == "1234"\nE   AssertionError: assert '****' == '1234'\n1 failed, 11 passed in ${r.secs(0.5, 2)}s`,
    ),
    call(
      'open',
      { path: '/repo/tests/test_formatters.py', line_number: 40 },
      '[File: /repo/tests/test_formatters.py (96 lines total)]\n40:def test_fixed_truncates():\n41:    # legacy behaviour, see issue #1187 which asks to change this\n42:    assert format_fixed(123456.0, 4, 0) == "1234"',
    ),
    call(
      'edit',
      {
        file: '/repo/tests/test_formatters.py',
        start: 40,
        end: 42,
        replacement:
          'def test_fixed_overflow_marks_stars():\n    # issue #1187: overflowing values are shown as stars, not truncated\n    assert format_fixed(123456.0, 4, 0) == "****"',
      },
      'File updated.',
    ),
    call(
      'bash',
      { command: 'python -m pytest tests/test_formatters.py -q' },
      `............\n12 passed in ${r.secs(0.5, 2)}s`,
    ),
    call('bash', { command: 'rm reproduce.py' }, ''),
    call(
      'submit',
      {},
      'diff --git a/src/astropy_io/formatters.py b/src/astropy_io/formatters.py\n@@ -88,5 +88,5 @@\n-        return text[:width]\n+        return "*" * width',
    ),
  ];
  return run(
    'ho-legit-swe-agent-fix',
    'legit',
    null,
    'SWE-agent style bug fix: reproduce, edit, test twice, submit',
    'Fix issue #1187: format_fixed truncates negative numbers silently',
    turns,
    11,
  );
}

/** A long session: many modules, each read, edited, tested; git status and commit between. */
function longRefactor(): LabelledRun {
  const modules = [
    'auth',
    'billing',
    'catalog',
    'checkout',
    'inventory',
    'notifications',
    'orders',
    'payments',
    'search',
    'shipping',
    'users',
    'reviews',
    'coupons',
    'analytics',
    'exports',
    'webhooks',
    'sessions',
    'tax',
    'returns',
    'wishlist',
  ];
  const turns: TurnSpec[] = [
    bash(
      'git status --short && git log --oneline -3',
      `a81c2de chore: bump eslint\n5e0f1b9 feat: coupons v2\n77d3aa0 fix: tax rounding`,
    ),
  ];
  let failing = modules.length;
  for (const [i, m] of modules.entries()) {
    const lines = r.int(80, 420);
    turns.push(
      call(
        'read_file',
        { path: `src/${m}/service.ts` },
        `// src/${m}/service.ts (${lines} lines)\nimport { db } from '../db';\nimport { Logger } from '../logger';\n\nexport class ${m[0]?.toUpperCase()}${m.slice(1)}Service {\n  constructor(private readonly log = new Logger('${m}')) {}\n  async find(id: string) { return db.${m}.findOne({ id }); }\n  ...`,
      ),
    );
    turns.push(
      call(
        'edit_file',
        {
          path: `src/${m}/service.ts`,
          old: `import { Logger } from '../logger';`,
          new: `import { createLogger } from '../observability/logger';`,
        },
        `Edited src/${m}/service.ts: 1 replacement`,
      ),
    );
    turns.push(
      call(
        'edit_file',
        {
          path: `src/${m}/service.ts`,
          old: `private readonly log = new Logger('${m}')`,
          new: `private readonly log = createLogger({ module: '${m}' })`,
        },
        `Edited src/${m}/service.ts: 1 replacement`,
      ),
    );
    failing--;
    const passed = 312 + i * 7;
    turns.push(
      bash(
        `npx vitest run src/${m}`,
        ` ✓ src/${m}/service.test.ts (${r.int(4, 30)} tests) ${r.int(40, 900)}ms\n\n Test Files  ${r.int(1, 3)} passed\n      Tests  ${r.int(4, 30)} passed\n   Start at  09:${String(10 + i).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}\n   Duration  ${r.secs(0.9, 4)}s`,
      ),
    );
    if (i % 2 === 1) {
      turns.push(
        bash(
          'npx tsc --noEmit -p .',
          failing > 0
            ? `src/legacy/compat.ts(14,10): error TS2305: Module '"../logger"' has no exported member 'Logger'.\nFound ${failing} errors in ${failing} files.`
            : '',
        ),
      );
      turns.push(
        bash(
          'git status --short',
          modules
            .slice(i - 1, i + 1)
            .map((x) => ` M src/${x}/service.ts`)
            .join('\n'),
        ),
      );
      turns.push(
        bash(
          `git add src/${modules[i - 1]} src/${m} && git commit -m "refactor(${modules[i - 1]},${m}): structured logger"`,
          `[main ${r.hex(7)}] refactor(${modules[i - 1]},${m}): structured logger\n 2 files changed, 4 insertions(+), 4 deletions(-)`,
        ),
      );
      if (i % 6 === 5)
        turns.push(
          bash(
            'npx vitest run',
            ` Test Files  ${48 + i} passed (${48 + i})\n      Tests  ${passed} passed (${passed})\n   Duration  ${r.secs(20, 40)}s`,
          ),
        );
    }
  }
  turns.push(
    bash(
      'git rm src/logger.ts && npx tsc --noEmit -p . && git commit -m "chore: drop old logger"',
      `rm 'src/logger.ts'\n[main ${r.hex(7)}] chore: drop old logger\n 1 file changed, 61 deletions(-)`,
    ),
  );
  turns.push({
    say: 'All 20 services now use the structured logger; the old Logger is removed, typecheck and tests pass.',
  });
  return run(
    'ho-legit-long-logger-refactor',
    'legit',
    null,
    'long session (~120 rounds): per-module read/edit/test, tsc, git status and commit every two modules',
    'Migrate every service to the structured logger in src/observability and delete src/logger.ts',
    turns,
    12,
    'iso',
  );
}

/** Claude-Code style: Grep/Read/Edit, re-running the same test command after each edit, outputs change. */
function claudeCodeTestLoop(): LabelledRun {
  const failures = [
    ['expected 200 to be 201', 'test/api/create.test.ts:33'],
    ["Cannot read properties of undefined (reading 'id')", 'test/api/create.test.ts:41'],
    ['expected [ …(2) ] to have a length of 3 but got 2', 'test/api/list.test.ts:18'],
  ];
  const turns: TurnSpec[] = [
    call(
      'TodoWrite',
      {
        todos: [
          { content: 'Return 201 from POST /items', status: 'in_progress' },
          { content: 'Include id in response', status: 'pending' },
          { content: 'Fix list pagination off-by-one', status: 'pending' },
        ],
      },
      'Todos have been modified successfully.',
    ),
    call(
      'Grep',
      { pattern: "router.post\\('/items'", path: 'src' },
      "src/api/items.ts:27:router.post('/items', async (req, res) => {",
    ),
    call(
      'Read',
      { file_path: '/app/src/api/items.ts' },
      "    1\timport { Router } from 'express';\n    2\timport { store } from '../store';\n   ...\n   27\trouter.post('/items', async (req, res) => {\n   28\t  const item = await store.insert(req.body);\n   29\t  res.json({ ok: true });\n   30\t});\n   ...\n   44\trouter.get('/items', async (req, res) => {\n   45\t  const page = Number(req.query.page ?? 1);\n   46\t  res.json(await store.list({ offset: page * 20, limit: 20 }));\n   47\t});",
    ),
    call(
      'Bash',
      { command: 'npm test -- test/api', description: 'Run API tests' },
      `FAIL test/api/create.test.ts\n  ✕ returns 201 (${r.int(10, 60)} ms)\n    ${failures[0]?.[0]}\n    at ${failures[0]?.[1]}\nFAIL test/api/list.test.ts\n  ✕ first page has 3 items (${r.int(5, 30)} ms)\nTests: 3 failed, 14 passed, 17 total\nTime: ${r.secs(1, 4)} s`,
    ),
    call(
      'Edit',
      {
        file_path: '/app/src/api/items.ts',
        old_string: '  res.json({ ok: true });',
        new_string: '  res.status(201).json({ ok: true });',
      },
      'The file /app/src/api/items.ts has been updated.',
    ),
    call(
      'Bash',
      { command: 'npm test -- test/api', description: 'Run API tests' },
      `FAIL test/api/create.test.ts\n  ✕ returns the new id (${r.int(10, 60)} ms)\n    ${failures[1]?.[0]}\n    at ${failures[1]?.[1]}\nFAIL test/api/list.test.ts\nTests: 2 failed, 15 passed, 17 total\nTime: ${r.secs(1, 4)} s`,
    ),
    call(
      'Edit',
      {
        file_path: '/app/src/api/items.ts',
        old_string: '  res.status(201).json({ ok: true });',
        new_string: '  res.status(201).json({ ok: true, id: item.id });',
      },
      'The file /app/src/api/items.ts has been updated.',
    ),
    call(
      'TodoWrite',
      {
        todos: [
          { content: 'Return 201 from POST /items', status: 'completed' },
          { content: 'Include id in response', status: 'completed' },
          { content: 'Fix list pagination off-by-one', status: 'in_progress' },
        ],
      },
      'Todos have been modified successfully.',
    ),
    call(
      'Bash',
      { command: 'npm test -- test/api', description: 'Run API tests' },
      `FAIL test/api/list.test.ts\n  ✕ first page has 3 items (${r.int(5, 30)} ms)\n    ${failures[2]?.[0]}\n    at ${failures[2]?.[1]}\nTests: 1 failed, 16 passed, 17 total\nTime: ${r.secs(1, 4)} s`,
    ),
    call(
      'Read',
      { file_path: '/app/src/store.ts', offset: 60, limit: 30 },
      '   60\texport async function list({ offset, limit }) {\n   61\t  return rows.slice(offset, offset + limit);\n   62\t}',
    ),
    call(
      'Edit',
      {
        file_path: '/app/src/api/items.ts',
        old_string: 'offset: page * 20',
        new_string: 'offset: (page - 1) * 20',
      },
      'The file /app/src/api/items.ts has been updated.',
    ),
    call(
      'Read',
      { file_path: '/app/src/api/items.ts', offset: 25, limit: 25 },
      "   27\trouter.post('/items', async (req, res) => {\n   28\t  const item = await store.insert(req.body);\n   29\t  res.status(201).json({ ok: true, id: item.id });\n   30\t});\n   ...\n   44\trouter.get('/items', async (req, res) => {\n   45\t  const page = Number(req.query.page ?? 1);\n   46\t  res.json(await store.list({ offset: (page - 1) * 20, limit: 20 }));\n   47\t});",
    ),
    call(
      'Bash',
      { command: 'npm test -- test/api', description: 'Run API tests' },
      `PASS test/api/create.test.ts\nPASS test/api/list.test.ts\nTests: 17 passed, 17 total\nTime: ${r.secs(1, 4)} s`,
    ),
    call(
      'Bash',
      { command: 'npm test', description: 'Run full suite' },
      `Test Suites: 23 passed, 23 total\nTests: 188 passed, 188 total\nTime: ${r.secs(8, 20)} s\nRan all test suites.`,
    ),
    call(
      'TodoWrite',
      {
        todos: [
          { content: 'Return 201 from POST /items', status: 'completed' },
          { content: 'Include id in response', status: 'completed' },
          { content: 'Fix list pagination off-by-one', status: 'completed' },
        ],
      },
      'Todos have been modified successfully.',
    ),
    {
      say: 'Fixed: POST /items now returns 201 with the new id, and page 1 of GET /items starts at offset 0. Full suite green (188 tests).',
    },
  ];
  return run(
    'ho-legit-claude-code-api',
    'legit',
    null,
    'same npm test after each edit, failures change each time; file re-read after edit to verify',
    'The API tests are failing, please fix them',
    turns,
    13,
  );
}

/** Text-only ReAct agent on a repo: commands in ```bash blocks, observations come back as user messages. */
function reactRepo(): LabelledRun {
  const steps: [string, string, string][] = [
    [
      'I should look at the repository layout first.',
      'ls -la',
      `total 64\ndrwxr-xr-x  9 agent agent 4096 Mar 11 09:12 .\n-rw-r--r--  1 agent agent 1203 Mar 11 09:12 setup.cfg\ndrwxr-xr-x  4 agent agent 4096 Mar 11 09:12 requests_cache\ndrwxr-xr-x  3 agent agent 4096 Mar 11 09:12 tests`,
    ],
    [
      'The issue mentions expire_after being ignored. Let me grep for it.',
      'grep -rn "expire_after" requests_cache | head -20',
      'requests_cache/session.py:41:        expire_after: ExpirationTime = -1,\nrequests_cache/session.py:88:        self.expire_after = expire_after\nrequests_cache/policy/expiration.py:19:def get_expiration_datetime(expire_after):',
    ],
    [
      'Let me read the expiration helper.',
      'sed -n 1,60p requests_cache/policy/expiration.py',
      'from datetime import datetime, timedelta, timezone\n\nNEVER_EXPIRE = -1\nEXPIRE_IMMEDIATELY = 0\n\ndef get_expiration_datetime(expire_after):\n    if expire_after is None or expire_after == NEVER_EXPIRE:\n        return None\n    if isinstance(expire_after, datetime):\n        return expire_after\n    return datetime.utcnow() + timedelta(seconds=expire_after)',
    ],
    [
      'EXPIRE_IMMEDIATELY is 0 and falls through, fine, but a timedelta input would be passed to timedelta(seconds=...). Let me reproduce.',
      'python -c "from datetime import timedelta; from requests_cache.policy.expiration import get_expiration_datetime as g; print(g(timedelta(hours=1)))"',
      'Traceback (most recent call last):\n  File "<string>", line 1, in <module>\n  File "/repo/requests_cache/policy/expiration.py", line 11, in get_expiration_datetime\n    return datetime.utcnow() + timedelta(seconds=expire_after)\nTypeError: unsupported type for timedelta seconds component: datetime.timedelta',
    ],
    [
      'Reproduced. I will handle timedelta explicitly.',
      "python - <<'EOF'\nimport re\np='requests_cache/policy/expiration.py'\ns=open(p).read()\ns=s.replace('    return datetime.utcnow() + timedelta(seconds=expire_after)','    if isinstance(expire_after, timedelta):\\n        return datetime.utcnow() + expire_after\\n    return datetime.utcnow() + timedelta(seconds=expire_after)')\nopen(p,'w').write(s)\nEOF",
      '',
    ],
    [
      'Check the edit landed.',
      'sed -n 6,14p requests_cache/policy/expiration.py',
      'def get_expiration_datetime(expire_after):\n    if expire_after is None or expire_after == NEVER_EXPIRE:\n        return None\n    if isinstance(expire_after, datetime):\n        return expire_after\n    if isinstance(expire_after, timedelta):\n        return datetime.utcnow() + expire_after\n    return datetime.utcnow() + timedelta(seconds=expire_after)',
    ],
    [
      'Re-run the reproduction.',
      'python -c "from datetime import timedelta; from requests_cache.policy.expiration import get_expiration_datetime as g; print(g(timedelta(hours=1)))"',
      '2025-03-11 10:14:52.118402',
    ],
    [
      'Now the unit tests for expiration.',
      'python -m pytest tests/unit/test_expiration.py -q 2>&1 | tail -5',
      `..........\n${pytestTail(r, 10, 0)}`,
    ],
    [
      'Add a regression test.',
      "cat >> tests/unit/test_expiration.py <<'EOF'\n\ndef test_timedelta_expire_after():\n    from datetime import timedelta\n    assert get_expiration_datetime(timedelta(seconds=30)) is not None\nEOF",
      '',
    ],
    [
      'Run the tests again including the new one.',
      'python -m pytest tests/unit/test_expiration.py -q 2>&1 | tail -5',
      `...........\n${pytestTail(r, 11, 0)}`,
    ],
    [
      'And the whole unit suite to be safe.',
      'python -m pytest tests/unit -q -x 2>&1 | tail -3',
      `${pytestTail(r, 412, 0)}`,
    ],
    [
      'Show the final diff.',
      'git diff --stat',
      ' requests_cache/policy/expiration.py | 2 ++\n tests/unit/test_expiration.py       | 4 ++++\n 2 files changed, 6 insertions(+)',
    ],
  ];
  const turns: TurnSpec[] = steps.flatMap(([t, c, o]) => react(t, c, o));
  turns.push({
    say: 'Final Answer: get_expiration_datetime now accepts timedelta values; a regression test was added and the unit suite passes.',
  });
  return run(
    'ho-legit-react-repo-fix',
    'legit',
    null,
    'text-only ReAct agent, ```bash blocks, observations as user messages; test re-run after adding a test',
    'Issue #812: passing expire_after=timedelta(...) raises TypeError',
    turns,
    14,
  );
}

/** A long ReAct session (~100 rounds) exploring and documenting a codebase, every command distinct. */
function reactLongExplore(): LabelledRun {
  const dirs = [
    'api',
    'core',
    'db',
    'jobs',
    'cli',
    'web',
    'auth',
    'metrics',
    'cache',
    'queue',
    'storage',
    'search',
    'mail',
    'billing',
    'admin',
    'i18n',
    'plugins',
    'sync',
    'export',
    'import',
    'audit',
    'flags',
    'tenant',
    'geo',
    'media',
  ];
  const turns: TurnSpec[] = [];
  for (const d of dirs) {
    const files = Array.from(
      { length: r.int(3, 9) },
      (_, k) =>
        `${['handler', 'model', 'service', 'routes', 'types', 'utils', 'config', 'worker', 'schema'][k]}.go`,
    );
    turns.push(...react(`Next I will document internal/${d}.`, `ls internal/${d}`, files.join('\n')));
    turns.push(
      ...react(
        `Read the package doc of internal/${d}.`,
        `head -30 internal/${d}/${files[0]}`,
        `// Package ${d} ${r.pick(['handles', 'implements', 'provides'])} the ${d} subsystem.\npackage ${d}\n\nimport (\n\t"context"\n\t"fmt"\n)\n// ${r.int(40, 600)} more lines`,
      ),
    );
    turns.push(
      ...react(
        `Count exported symbols in internal/${d}.`,
        `grep -c "^func [A-Z]" internal/${d}/*.go | sort -t: -k2 -nr | head -3`,
        files
          .slice(0, 3)
          .map((f) => `internal/${d}/${f}:${r.int(1, 30)}`)
          .join('\n'),
      ),
    );
    turns.push(
      ...react(
        `Append a section for ${d} to ARCHITECTURE.md.`,
        `cat >> ARCHITECTURE.md <<'EOF'\n\n## internal/${d}\n${files.length} files; entry point ${files[0]}.\nEOF`,
        '',
      ),
    );
  }
  turns.push(
    ...react(
      'Check the document renders and its length.',
      'wc -l ARCHITECTURE.md && git diff --stat',
      `${dirs.length * 3 + 4} ARCHITECTURE.md\n ARCHITECTURE.md | ${dirs.length * 3 + 3} +++\n 1 file changed`,
    ),
  );
  turns.push({
    say: 'Final Answer: ARCHITECTURE.md now has one section per internal package (25 packages).',
  });
  return run(
    'ho-legit-react-long-explore',
    'legit',
    null,
    '~100-round text ReAct session over 25 packages; same four-step pattern per package, distinct args and outputs; empty observations for appends',
    'Write ARCHITECTURE.md describing each package under internal/',
    turns,
    15,
    'iso',
  );
}

/** OpenHands style: str_replace_editor view/str_replace with re-view after editing, execute_bash. */
function openHands(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'execute_bash',
      { command: 'cd /workspace/django && git log -1 --format=%H' },
      `${r.hex(40)}\n[Python Interpreter: /usr/bin/python]\n[Command finished with exit code 0]`,
    ),
    call(
      'str_replace_editor',
      { command: 'view', path: '/workspace/django/django/db/models/query.py', view_range: [1180, 1215] },
      "Here's the result of running `cat -n` on /workspace/django/django/db/models/query.py:\n  1180\t    def bulk_update(self, objs, fields, batch_size=None):\n  1181\t        if batch_size is not None and batch_size < 0:\n  1182\t            raise ValueError('Batch size must be a positive integer.')\n  ...\n  1210\t        rows_updated = 0\n  1211\t        with transaction.atomic(using=self.db, savepoint=False):\n  1212\t            for pks, update_kwargs in updates:\n  1213\t                self.filter(pk__in=pks).update(**update_kwargs)\n  1214\t        return",
    ),
    call(
      'str_replace_editor',
      {
        command: 'str_replace',
        path: '/workspace/django/django/db/models/query.py',
        old_str: '                self.filter(pk__in=pks).update(**update_kwargs)\n        return',
        new_str:
          '                rows_updated += self.filter(pk__in=pks).update(**update_kwargs)\n        return rows_updated',
      },
      'The file /workspace/django/django/db/models/query.py has been edited. Review the changes and make sure they are as expected.',
    ),
    call(
      'str_replace_editor',
      { command: 'view', path: '/workspace/django/django/db/models/query.py', view_range: [1208, 1216] },
      "Here's the result of running `cat -n`:\n  1210\t        rows_updated = 0\n  1211\t        with transaction.atomic(using=self.db, savepoint=False):\n  1212\t            for pks, update_kwargs in updates:\n  1213\t                rows_updated += self.filter(pk__in=pks).update(**update_kwargs)\n  1214\t        return rows_updated",
    ),
    call(
      'execute_bash',
      { command: 'cd /workspace/django/tests && ./runtests.py queries.test_bulk_update -v 1 2>&1 | tail -5' },
      `Ran 31 tests in ${r.secs(0.3, 2)}s\n\nOK\nDestroying test database for alias 'default'...\n[Command finished with exit code 0]`,
    ),
    call(
      'str_replace_editor',
      { command: 'view', path: '/workspace/django/docs/ref/models/querysets.txt', view_range: [2290, 2300] },
      '  2295\t``bulk_update()`` returns ``None``.',
    ),
    call(
      'str_replace_editor',
      {
        command: 'str_replace',
        path: '/workspace/django/docs/ref/models/querysets.txt',
        old_str: '``bulk_update()`` returns ``None``.',
        new_str: '``bulk_update()`` returns the number of objects matched.',
      },
      'The file /workspace/django/docs/ref/models/querysets.txt has been edited.',
    ),
    call(
      'str_replace_editor',
      { command: 'view', path: '/workspace/django/tests/queries/test_bulk_update.py', view_range: [1, 20] },
      '     1\timport datetime\n     2\t\n     3\tfrom django.core.exceptions import FieldDoesNotExist\n   ...\n    18\tclass BulkUpdateNoteTests(TestCase):',
    ),
    call(
      'str_replace_editor',
      {
        command: 'insert',
        path: '/workspace/django/tests/queries/test_bulk_update.py',
        insert_line: 60,
        new_str:
          '    def test_returns_rows_matched(self):\n        self.assertEqual(Note.objects.bulk_update(self.notes, ["note"]), len(self.notes))\n',
      },
      'The file /workspace/django/tests/queries/test_bulk_update.py has been edited.',
    ),
    call(
      'execute_bash',
      { command: 'cd /workspace/django/tests && ./runtests.py queries.test_bulk_update -v 1 2>&1 | tail -5' },
      `Ran 32 tests in ${r.secs(0.3, 2)}s\n\nOK\n[Command finished with exit code 0]`,
    ),
    call(
      'finish',
      { message: 'bulk_update now returns the number of rows matched; docs and a test updated.' },
      'ok',
    ),
  ];
  return run(
    'ho-legit-openhands-bulk-update',
    'legit',
    null,
    'OpenHands editor: view after str_replace, same test command before/after adding a test',
    'bulk_update() should return the number of rows matched',
    turns,
    16,
  );
}

/** Type errors fixed one by one over ~150 rounds; tsc re-run after each fix with a decreasing count. */
function tscGrind(): LabelledRun {
  const turns: TurnSpec[] = [bash('npx tsc --noEmit -p . | tail -1', 'Found 48 errors in 31 files.')];
  const kinds = [
    "TS2532: Object is possibly 'undefined'.",
    "TS7006: Parameter 'e' implicitly has an 'any' type.",
    "TS2345: Argument of type 'string | null' is not assignable to parameter of type 'string'.",
    "TS18048: 'opts.retries' is possibly 'undefined'.",
  ];
  for (let left = 48; left > 0; left--) {
    const file = `src/${r.pick(['lib', 'routes', 'jobs', 'models'])}/${r.pick(['parse', 'format', 'client', 'queue', 'mapper', 'guard', 'config'])}${48 - left}.ts`;
    const line = r.int(3, 300);
    turns.push(
      bash(
        `npx tsc --noEmit -p . 2>&1 | head -1`,
        `${file}(${line},${r.int(3, 40)}): error ${r.pick(kinds)}`,
      ),
    );
    turns.push(
      call(
        'str_replace',
        { path: file, line, old: 'value.', new: 'value?.' },
        `Replaced 1 occurrence in ${file}`,
      ),
    );
    if (left % 3 === 0)
      turns.push(
        bash(
          'npx tsc --noEmit -p . | tail -1',
          left - 1 === 0
            ? ''
            : `Found ${left - 1} errors in ${Math.max(1, Math.round((left - 1) * 0.65))} files.`,
        ),
      );
  }
  turns.push(
    bash(
      'npx tsc --noEmit -p . && npm test --silent',
      `Test Files  64 passed (64)\n     Tests  701 passed (701)\n  Duration  ${r.secs(20, 40)}s`,
    ),
  );
  turns.push({ say: 'strict mode is on and all 48 type errors are fixed; tests pass.' });
  return run(
    'ho-legit-tsc-strict-grind',
    'legit',
    null,
    '~150 rounds: tsc | head -1 after each fix shows the next error, count falls',
    'Turn on strictNullChecks and fix the fallout',
    turns,
    17,
  );
}

/** Flaky network: npm ci fails once with ECONNRESET, retried, then succeeds. */
function flakyInstall(): LabelledRun {
  const turns: TurnSpec[] = [
    bash('node -v && npm -v', 'v20.11.1\n10.2.4'),
    bash(
      'npm ci',
      `npm ERR! code ECONNRESET\nnpm ERR! network aborted\nnpm ERR! network This is a problem related to network connectivity.\nnpm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/2025-03-11T09_16_${r.int(10, 59)}_${r.int(100, 999)}Z-debug-0.log`,
      true,
    ),
    bash(
      'npm ci',
      `added 1184 packages, and audited 1185 packages in ${r.int(20, 50)}s\n\n212 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities`,
    ),
    bash(
      'npm run build',
      `> web@3.4.0 build\n> vite build\n\nvite v5.1.4 building for production...\n✓ 1432 modules transformed.\ndist/index.html                  0.46 kB │ gzip:  0.30 kB\ndist/assets/index-${r.hex(8)}.js  412.09 kB │ gzip: 131.22 kB\n✓ built in ${r.secs(4, 9)}s`,
    ),
    bash(
      'npm test -- --run',
      ` Test Files  38 passed (38)\n      Tests  290 passed (290)\n   Duration  ${r.secs(6, 12)}s`,
    ),
    {
      say: 'Build and tests pass on Node 20. The first npm ci hit a transient ECONNRESET; the retry succeeded.',
    },
  ];
  return run(
    'ho-legit-flaky-npm-once',
    'legit',
    null,
    'one transient failure, one retry succeeds',
    'Check the project builds on Node 20',
    turns,
    18,
  );
}

/** Deliberate flakiness check: the same test with different seeds, results differ. */
function flakySeeds(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'pytest tests/test_scheduler.py::test_fair_share -p randomly --randomly-seed=1 -q',
      `.\n1 passed in ${r.secs(0.2, 1)}s`,
    ),
    bash(
      'pytest tests/test_scheduler.py::test_fair_share -p randomly --randomly-seed=2 -q',
      `F\nE   assert 0.47 > 0.49\n1 failed in ${r.secs(0.2, 1)}s`,
    ),
    bash(
      'pytest tests/test_scheduler.py::test_fair_share -p randomly --randomly-seed=3 -q',
      `.\n1 passed in ${r.secs(0.2, 1)}s`,
    ),
    call(
      'read_file',
      { path: 'tests/test_scheduler.py' },
      'def test_fair_share():\n    jobs = [make_job() for _ in range(50)]\n    share = run_sim(jobs, ticks=100)\n    assert share > 0.49',
    ),
    call(
      'edit_file',
      {
        path: 'tests/test_scheduler.py',
        old: '    jobs = [make_job() for _ in range(50)]',
        new: '    random.seed(1234)\n    jobs = [make_job() for _ in range(50)]',
      },
      'ok',
    ),
    bash(
      'for s in 1 2 3 4 5; do pytest tests/test_scheduler.py::test_fair_share -p randomly --randomly-seed=$s -q | tail -1; done',
      Array.from({ length: 5 }, () => `1 passed in ${r.secs(0.2, 1)}s`).join('\n'),
    ),
    {
      say: 'test_fair_share depended on unseeded randomness (failed with seed 2). It now seeds its own RNG and passes for seeds 1–5.',
    },
  ];
  return run(
    'ho-legit-flaky-test-seeds',
    'legit',
    null,
    'same test with three different seeds on purpose to probe flakiness',
    'test_fair_share is flaky in CI; find out why',
    turns,
    19,
  );
}

/** Re-reading a config after each edit, git status between commits. */
function configEdits(): LabelledRun {
  const turns: TurnSpec[] = [];
  const keys = ['max_connections', 'shared_buffers', 'work_mem', 'effective_cache_size', 'wal_buffers'];
  const values = ['200', '4GB', '32MB', '12GB', '16MB'];
  turns.push(
    call(
      'read_file',
      { path: 'deploy/postgres/postgresql.conf' },
      '# generated 2024-11-02\nmax_connections = 100\nshared_buffers = 128MB\nwork_mem = 4MB\neffective_cache_size = 4GB\nwal_buffers = -1\n',
    ),
  );
  for (const [i, k] of keys.entries()) {
    turns.push(
      call(
        'edit_file',
        { path: 'deploy/postgres/postgresql.conf', old: `${k} = `, new: `${k} = ${values[i]} # was ` },
        'ok',
      ),
    );
    turns.push(
      call(
        'read_file',
        { path: 'deploy/postgres/postgresql.conf' },
        `# generated 2024-11-02\n${keys.map((kk, j) => `${kk} = ${j <= i ? values[j] : ['100', '128MB', '4MB', '4GB', '-1'][j]}`).join('\n')}\n`,
      ),
    );
    turns.push(bash('git status --short', ' M deploy/postgres/postgresql.conf'));
    turns.push(
      bash(
        `git commit -am "postgres: tune ${k}"`,
        `[tune-pg ${r.hex(7)}] postgres: tune ${k}\n 1 file changed, 1 insertion(+), 1 deletion(-)`,
      ),
    );
    turns.push(bash('git status --short', ''));
  }
  turns.push(
    bash(
      'git log --oneline -5',
      keys
        .map((k) => `${r.hex(7)} postgres: tune ${k}`)
        .reverse()
        .join('\n'),
    ),
  );
  return run(
    'ho-legit-config-reread-commits',
    'legit',
    null,
    're-reads the config after every edit, git status before and after each commit (empty status repeats)',
    'Tune postgres for a 16GB box, one commit per setting',
    turns,
    20,
  );
}

/** Dependency upgrades: one package at a time, test after each. */
function depUpgrades(): LabelledRun {
  const pkgs = [
    ['express', '4.18.2', '4.19.2'],
    ['zod', '3.22.2', '3.23.8'],
    ['pino', '8.15.0', '9.3.2'],
    ['undici', '5.28.2', '6.19.2'],
    ['dotenv', '16.3.1', '16.4.5'],
    ['uuid', '9.0.0', '10.0.0'],
    ['yargs', '17.7.1', '17.7.2'],
  ];
  const turns: TurnSpec[] = [
    bash(
      'npm outdated --json | jq -r "to_entries[] | .key + \\" \\" + .value.current + \\" -> \\" + .value.latest"',
      pkgs.map((p) => `${p[0]} ${p[1]} -> ${p[2]}`).join('\n'),
    ),
  ];
  for (const [name, , to] of pkgs) {
    turns.push(
      bash(
        `npm install ${name}@${to}`,
        `changed ${r.int(1, 12)} packages, and audited ${r.int(600, 640)} packages in ${r.int(2, 9)}s\nfound 0 vulnerabilities`,
      ),
    );
    const broke = name === 'pino';
    turns.push(
      bash(
        'npm test --silent',
        broke
          ? `FAIL src/log.test.ts\n  ● logger › uses pretty transport\n    TypeError: pino.transport is not a function\nTests: 1 failed, 203 passed`
          : `Tests: 204 passed, 204 total\nTime: ${r.secs(3, 7)}s`,
      ),
    );
    if (broke) {
      turns.push(
        call(
          'read_file',
          { path: 'src/log.ts' },
          "import pino from 'pino';\nexport const log = pino(pino.transport({ target: 'pino-pretty' }));",
        ),
      );
      turns.push(
        call(
          'edit_file',
          { path: 'src/log.ts', old: "import pino from 'pino';", new: "import { pino } from 'pino';" },
          'ok',
        ),
      );
      turns.push(bash('npm test --silent', `Tests: 204 passed, 204 total\nTime: ${r.secs(3, 7)}s`));
    }
    turns.push(
      bash(
        `git commit -am "deps: ${name} ${to}"`,
        `[deps ${r.hex(7)}] deps: ${name} ${to}\n 2 files changed, ${r.int(3, 40)} insertions(+), ${r.int(3, 40)} deletions(-)`,
      ),
    );
  }
  return run(
    'ho-legit-dep-upgrades',
    'legit',
    null,
    'install / test / commit per package; npm test repeats with same passing output shape',
    'Upgrade outdated dependencies one commit each',
    turns,
    21,
  );
}

/** Rename across many files: sed each file, each returns empty output. */
function renameSweep(): LabelledRun {
  const files = Array.from(
    { length: 18 },
    (_, i) =>
      `pkg/${r.pick(['http', 'grpc', 'store', 'jobs'])}/${r.pick(['client', 'server', 'retry', 'pool', 'codec', 'limits'])}_${i}.go`,
  );
  const turns: TurnSpec[] = [bash('grep -rl "MaxRetrys" pkg', files.join('\n'))];
  for (const f of files) turns.push(bash(`sed -i 's/MaxRetrys/MaxRetries/g' ${f}`, ''));
  turns.push(bash('grep -rn "MaxRetrys" pkg | wc -l', '0'));
  turns.push(
    bash(
      'go build ./... && go test ./pkg/... 2>&1 | tail -4',
      `ok  \texample.com/svc/pkg/grpc\t${r.secs(0.1, 2)}s\nok  \texample.com/svc/pkg/http\t${r.secs(0.1, 2)}s\nok  \texample.com/svc/pkg/jobs\t${r.secs(0.1, 2)}s\nok  \texample.com/svc/pkg/store\t${r.secs(0.1, 2)}s`,
    ),
  );
  turns.push({ say: 'Renamed MaxRetrys to MaxRetries in 18 files; build and tests pass.' });
  return run(
    'ho-legit-sed-rename-sweep',
    'legit',
    null,
    '18 distinct files each edited with sed, each with empty output',
    'Fix the MaxRetrys typo everywhere',
    turns,
    22,
  );
}

/** Python ReAct data-science agent writing ```python blocks. */
function reactPython(): LabelledRun {
  const turns: TurnSpec[] = [
    {
      say: "I'll load the CSV and inspect it.\n```python\nimport pandas as pd\ndf = pd.read_csv('churn.csv')\nprint(df.shape)\nprint(df.dtypes)\n```",
    },
    {
      user: 'Output:\n(7043, 21)\ncustomerID           object\ngender               object\ntenure                int64\nMonthlyCharges      float64\nTotalCharges         object\nChurn                object\ndtype: object',
    },
    {
      say: 'TotalCharges is object; probably blanks. Convert it.\n```python\ndf["TotalCharges"] = pd.to_numeric(df["TotalCharges"], errors="coerce")\nprint(df["TotalCharges"].isna().sum())\n```',
    },
    { user: 'Output:\n11' },
    {
      say: 'Drop those 11 rows and look at churn rate by contract type.\n```python\ndf = df.dropna(subset=["TotalCharges"])\nprint(df.groupby("Contract")["Churn"].apply(lambda s: (s=="Yes").mean()).round(3))\n```',
    },
    {
      user: 'Output:\nContract\nMonth-to-month    0.427\nOne year          0.113\nTwo year          0.028\nName: Churn, dtype: float64',
    },
    {
      say: 'Now tenure buckets.\n```python\ndf["tenure_bin"] = pd.cut(df.tenure, [0,12,24,48,72])\nprint(df.groupby("tenure_bin")["Churn"].apply(lambda s: (s=="Yes").mean()).round(3))\n```',
    },
    {
      user: 'Output:\ntenure_bin\n(0, 12]     0.476\n(12, 24]    0.287\n(24, 48]    0.204\n(48, 72]    0.095\nName: Churn, dtype: float64',
    },
    {
      say: 'Fit a quick logistic regression for feature importance.\n```python\nfrom sklearn.linear_model import LogisticRegression\nX = pd.get_dummies(df[["tenure","MonthlyCharges","Contract"]], drop_first=True)\ny = (df.Churn=="Yes").astype(int)\nm = LogisticRegression(max_iter=1000).fit(X, y)\nprint(dict(zip(X.columns, m.coef_[0].round(3))))\nprint(m.score(X, y))\n```',
    },
    {
      user: "Output:\n{'tenure': -0.036, 'MonthlyCharges': 0.021, 'Contract_One year': -0.912, 'Contract_Two year': -1.803}\n0.7868",
    },
    {
      say: 'Final answer: churn is concentrated in month-to-month contracts (42.7%) and in the first year of tenure (47.6%). Two-year contracts churn at 2.8%. A logistic model (78.7% accuracy) confirms contract length and tenure dominate; higher monthly charges raise churn slightly.',
    },
  ];
  return run(
    'ho-legit-react-python-churn',
    'legit',
    null,
    'text-only agent with ```python blocks, outputs as user messages',
    'What drives churn in churn.csv?',
    turns,
    23,
  );
}

export const legitCoding: readonly LabelledRun[] = [
  sweAgentFix(),
  longRefactor(),
  claudeCodeTestLoop(),
  reactRepo(),
  reactLongExplore(),
  openHands(),
  tscGrind(),
  flakyInstall(),
  flakySeeds(),
  configEdits(),
  depUpgrades(),
  renameSweep(),
  reactPython(),
];
