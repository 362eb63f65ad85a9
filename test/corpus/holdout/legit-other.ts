/** Legitimate runs outside coding and ops: SQL, research, support, multi-agent, email, calendar, batches. */
import { bash, call, type LabelledRun, rng, run, type TurnSpec } from './util.js';

const r = rng(303);
const ms = () => `${r.int(3, 900)} ms`;

function sqlExplore(): LabelledRun {
  const turns: TurnSpec[] = [
    call('list_tables', { schema: 'public' }, ['customers', 'orders', 'order_items', 'products', 'refunds']),
    call(
      'describe_table',
      { table: 'orders' },
      'id bigint PK\ncustomer_id bigint FK customers.id\ncreated_at timestamptz\nstatus text\ntotal_cents int',
    ),
    call(
      'describe_table',
      { table: 'refunds' },
      'id bigint PK\norder_id bigint FK orders.id\namount_cents int\nreason text\ncreated_at timestamptz',
    ),
    call(
      'run_sql',
      {
        sql: "select date_trunc('month', created_at) m, count(*) from orders where created_at >= '2024-01-01' group by 1 order by 1",
      },
      `m | count\n2024-01-01 | 18211\n2024-02-01 | 17340\n...\n2024-12-01 | 24901\n(12 rows, ${ms()})`,
    ),
    call(
      'run_sql',
      {
        sql: "select date_trunc('month', o.created_at) m, sum(r.amount_cents)::float / sum(o.total_cents) refund_rate from orders o left join refunds r on r.order_id = o.id where o.created_at >= '2024-01-01' group by 1 order by 1",
      },
      `ERROR:  column "o.total_cents" must appear in the GROUP BY clause or be used in an aggregate function\nLINE 1: ...\n(${ms()})`,
      true,
    ),
    call(
      'run_sql',
      {
        sql: "select date_trunc('month', o.created_at) m, coalesce(sum(r.amount_cents),0)::float / sum(o.total_cents) refund_rate from orders o left join refunds r on r.order_id = o.id where o.created_at >= '2024-01-01' group by 1 order by 1",
      },
      `m | refund_rate\n2024-01-01 | 0.0213\n2024-02-01 | 0.0198\n...\n2024-11-01 | 0.0441\n2024-12-01 | 0.0502\n(12 rows, ${ms()})`,
    ),
    call(
      'run_sql',
      {
        sql: "select reason, count(*), sum(amount_cents)/100 usd from refunds where created_at >= '2024-11-01' group by 1 order by 2 desc limit 5",
      },
      `reason | count | usd\ndamaged_in_transit | 2211 | 88412\nwrong_size | 1190 | 41020\nlate_delivery | 804 | 22911\n(3 rows, ${ms()})`,
    ),
    {
      say: 'Refund rate doubled from ~2% to 5% in Nov–Dec 2024, driven mainly by "damaged_in_transit" (2,211 refunds, $88k since November).',
    },
  ];
  return run(
    'ho-legit-sql-refund-analysis',
    'legit',
    null,
    'schema exploration then queries; one SQL error fixed',
    'Why did refunds go up at the end of last year?',
    turns,
    41,
  );
}

function sqlPaginate(): LabelledRun {
  const turns: TurnSpec[] = [];
  for (let page = 0; page < 12; page++) {
    const rows = page < 11 ? 500 : 137;
    turns.push(
      call(
        'run_sql',
        {
          sql: `select id, email, plan from accounts where plan = 'legacy' order by id limit 500 offset ${page * 500}`,
        },
        `${rows} rows (first id ${10_000 + page * 731}, last id ${10_000 + page * 731 + r.int(600, 730)}) in ${ms()}`,
      ),
    );
    turns.push(
      call(
        'append_csv',
        { path: '/tmp/legacy_accounts.csv', from_last_result: true },
        `appended ${rows} rows`,
      ),
    );
  }
  turns.push(bash('wc -l /tmp/legacy_accounts.csv', '5638 /tmp/legacy_accounts.csv'));
  return run(
    'ho-legit-sql-offset-pagination',
    'legit',
    null,
    '12 pages via OFFSET, each appended; append acknowledgements repeat',
    'Export all legacy-plan accounts to CSV',
    turns,
    42,
  );
}

function sqlDashboard(): LabelledRun {
  const metrics = ['dau', 'wau', 'mau', 'signups', 'activations', 'paid_conversions', 'churned', 'arpu'];
  const turns: TurnSpec[] = [];
  for (const m of metrics) {
    turns.push(
      call(
        'run_sql',
        { sql: `select day, ${m} from metrics.daily where day >= current_date - 28 order by day` },
        `28 rows; min ${r.int(10, 900)}, max ${r.int(1000, 90000)}, last ${r.int(900, 50000)} (${ms()})`,
      ),
    );
    turns.push(
      call('update_chart', { dashboard: 'growth-weekly', chart: m, source: 'last_query' }, { ok: true }),
    );
  }
  turns.push(
    call(
      'publish_dashboard',
      { dashboard: 'growth-weekly' },
      { ok: true, url: 'https://bi.example.com/d/growth-weekly', version: 57 },
    ),
  );
  return run(
    'ho-legit-sql-dashboard-refresh',
    'legit',
    null,
    '8 metrics queried and charted, each update returns {ok:true}',
    'Refresh the weekly growth dashboard',
    turns,
    43,
  );
}

function research(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'web_search',
      { query: 'EU AI Act general purpose AI obligations start date' },
      {
        results: [
          {
            title: 'AI Act: timeline of application',
            url: 'https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai',
            snippet: 'Obligations for GPAI models apply 12 months after entry into force...',
          },
          {
            title: 'EU AI Act enters into force',
            url: 'https://www.europarl.europa.eu/news/en/press-room/ai-act',
            snippet: 'entered into force on 1 August 2024',
          },
        ],
        search_ms: r.int(200, 900),
      },
    ),
    call(
      'fetch_url',
      { url: 'https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai' },
      `HTTP 200, text/html, ${r.int(80000, 120000)} bytes\n# AI Act\n... The AI Act entered into force on 1 August 2024 and will be fully applicable 2 years later, with some exceptions: prohibitions take effect after six months, the governance rules and the obligations for general-purpose AI models become applicable after 12 months ...`,
    ),
    call(
      'web_search',
      { query: 'AI Act GPAI code of practice published' },
      {
        results: [
          {
            title: 'General-Purpose AI Code of Practice',
            url: 'https://digital-strategy.ec.europa.eu/en/policies/contents-code-gpai',
            snippet: 'The Code was published on 10 July 2025',
          },
        ],
        search_ms: r.int(200, 900),
      },
    ),
    call(
      'fetch_url',
      { url: 'https://digital-strategy.ec.europa.eu/en/policies/contents-code-gpai' },
      `HTTP 200, text/html, ${r.int(40000, 60000)} bytes\n# The General-Purpose AI Code of Practice\nThe Code ... three chapters: Transparency, Copyright, Safety and Security ...`,
    ),
    call(
      'fetch_url',
      { url: 'https://artificialintelligenceact.eu/article/53/' },
      `HTTP 200, text/html, ${r.int(30000, 50000)} bytes\n# Article 53: Obligations for Providers of General-Purpose AI Models\n1. Providers of general-purpose AI models shall: (a) draw up and keep up-to-date the technical documentation ...`,
    ),
    {
      say: 'GPAI obligations apply from 2 August 2025 (12 months after entry into force on 1 Aug 2024). Art. 53 requires technical documentation, downstream information, a copyright policy and a training-data summary; the voluntary Code of Practice (July 2025) covers transparency, copyright and safety.',
    },
  ];
  return run(
    'ho-legit-web-research-ai-act',
    'legit',
    null,
    'search / fetch distinct pages / answer',
    'When do the EU AI Act GPAI obligations start and what do they require?',
    turns,
    44,
  );
}

function researchRetry(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'search',
      { q: 'postgres 17 incremental backup pg_combinebackup' },
      `1. PostgreSQL 17 Released! — postgresql.org/about/news/...\n2. pg_combinebackup — postgresql.org/docs/17/app-pgcombinebackup.html\n3. Incremental backups in PG17 — blog.example.dev/pg17-incremental\n(${r.int(120, 400)} ms)`,
    ),
    call(
      'fetch',
      { url: 'https://www.postgresql.org/docs/17/app-pgcombinebackup.html' },
      `Error: upstream timeout after 15000 ms (request ${r.uuid()})`,
      true,
    ),
    call(
      'fetch',
      { url: 'https://www.postgresql.org/docs/17/app-pgcombinebackup.html' },
      `200 OK (${r.int(20000, 30000)} bytes, ${r.int(300, 900)} ms)\npg_combinebackup — reconstruct a full backup from an incremental backup and dependent backups\nSynopsis: pg_combinebackup [option...] [backup_directory...]\n...`,
    ),
    call(
      'fetch',
      { url: 'https://blog.example.dev/pg17-incremental' },
      `200 OK (${r.int(40000, 70000)} bytes, ${r.int(300, 900)} ms)\n# Trying incremental backups in PostgreSQL 17\nEnable summarize_wal = on, take a full pg_basebackup, then pg_basebackup --incremental=.../backup_manifest ...`,
    ),
    call(
      'fetch',
      { url: 'https://www.postgresql.org/docs/17/continuous-archiving.html' },
      `200 OK (${r.int(60000, 90000)} bytes, ${r.int(300, 900)} ms)\n25.3.3. Making an Incremental Backup\nYou can use pg_basebackup to take an incremental backup by specifying the --incremental option ... summarize_wal must be enabled`,
    ),
    {
      say: 'In PG17: set summarize_wal=on, take a full pg_basebackup, then `pg_basebackup --incremental=<prev>/backup_manifest`. Restore with `pg_combinebackup full incr1 incr2 -o restored`.',
    },
  ];
  return run(
    'ho-legit-research-fetch-retry',
    'legit',
    null,
    'one fetch times out, retried once, then other pages',
    'How do incremental backups work in Postgres 17?',
    turns,
    45,
  );
}

function researchRefine(): LabelledRun {
  const queries = [
    'best vector database benchmarks 2024',
    'ann-benchmarks glove-100 recall qps pgvector qdrant',
    'pgvector hnsw vs ivfflat recall build time',
    'qdrant vs milvus filtering performance benchmark',
    'lancedb disk based ann benchmark',
  ];
  const turns: TurnSpec[] = [];
  for (const [i, q] of queries.entries()) {
    turns.push(
      call(
        'web_search',
        { query: q },
        {
          query: q,
          results: [
            {
              url: `https://example${i}.org/${q.split(' ')[0]}-${r.hex(4)}`,
              title: `${q} — results`,
              snippet: `... ${r.int(2, 9)}x higher QPS at recall 0.9${r.int(0, 9)} ...`,
            },
          ],
          took_ms: r.int(150, 800),
        },
      ),
    );
    turns.push(
      call(
        'fetch_url',
        { url: `https://example${i}.org/${q.split(' ')[0]}` },
        `HTTP/1.1 200 OK\ncontent-length: ${r.int(20000, 90000)}\n\n${q} — detailed numbers: table ${i + 1} ...`,
      ),
    );
  }
  turns.push({
    say: 'Summary table of recall/QPS across pgvector, Qdrant, Milvus and LanceDB, with caveats about hardware differences.',
  });
  return run(
    'ho-legit-research-refined-queries',
    'legit',
    null,
    'queries refined each time toward specifics, distinct pages',
    'Compare vector DB performance for a 10M-vector workload',
    turns,
    46,
  );
}

function supportRefund(): LabelledRun {
  const turns: TurnSpec[] = [
    {
      say: 'Hi! I can help with that. Could you share your order number? It starts with "A-" and is in your confirmation email.',
    },
    { user: 'its A-88213' },
    call(
      'lookup_order',
      { order_id: 'A-88213' },
      {
        order_id: 'A-88213',
        status: 'delivered',
        delivered_at: '2025-03-04',
        items: [{ sku: 'KB-MX-RED', name: 'Mechanical keyboard', price: 129.0 }],
        customer: 'cus_7Qx2',
      },
    ),
    {
      say: 'Thanks! I see the mechanical keyboard delivered on March 4. What went wrong with it — is it damaged, not working, or not what you expected?',
    },
    { user: 'several keys dont register, like E and R' },
    call(
      'check_return_policy',
      { sku: 'KB-MX-RED', delivered_at: '2025-03-04' },
      { returnable: true, window_days: 30, defect_replacement: true },
    ),
    {
      say: "Sorry about that. Since it's defective and within 30 days, I can send a replacement or refund $129.00. Which would you prefer?",
    },
    { user: 'refund please' },
    call(
      'create_refund',
      { order_id: 'A-88213', amount: 129.0, reason: 'defective' },
      { refund_id: 're_3Nf81k', status: 'pending', eta_days: 5 },
    ),
    call(
      'create_return_label',
      { order_id: 'A-88213' },
      { label_url: 'https://ship.example.com/l/8f1c2a', carrier: 'UPS' },
    ),
    {
      say: 'Done: refund re_3Nf81k for $129.00 is on its way (about 5 business days). Here is your prepaid UPS return label: https://ship.example.com/l/8f1c2a. Anything else?',
    },
    { user: 'no thats all thanks' },
    { say: 'Happy to help — have a great day!' },
  ];
  return run(
    'ho-legit-support-refund',
    'legit',
    null,
    'support bot asks clarifying questions, looks up, refunds',
    'Customer chat: "my keyboard is broken"',
    turns,
    47,
  );
}

function supportPassword(): LabelledRun {
  const turns: TurnSpec[] = [
    { say: "I'm sorry you're locked out. What email address is on the account?" },
    { user: 'dana.k@example.org' },
    call(
      'find_user',
      { email: 'dana.k@example.org' },
      { user_id: 'u_5521', mfa: 'totp', locked: true, failed_attempts: 6 },
    ),
    {
      say: "Found it. The account was locked after 6 failed sign-ins. For security I'll send a verification code to that email. Please tell me the 6-digit code when it arrives.",
    },
    call('send_verification', { user_id: 'u_5521', channel: 'email' }, { sent: true, expires_in: 600 }),
    { user: '4 1 9 2 0 7' },
    call(
      'check_verification',
      { user_id: 'u_5521', code: '419207' },
      { valid: false, reason: 'expired_or_wrong', attempts_left: 2 },
    ),
    {
      say: 'That code didn\'t match. Could you check it\'s from the most recent email (subject "Your verification code")?',
    },
    { user: 'oh sorry, 419270' },
    call('check_verification', { user_id: 'u_5521', code: '419270' }, { valid: true }),
    call('unlock_account', { user_id: 'u_5521' }, { ok: true }),
    call('send_password_reset', { user_id: 'u_5521' }, { sent: true }),
    {
      say: "Verified! Your account is unlocked and a password reset link is in your inbox. Since you use an authenticator app, you'll still need it after resetting.",
    },
  ];
  return run(
    'ho-legit-support-unlock',
    'legit',
    null,
    'verification retried once with a corrected code',
    'Chat: "I cannot log in"',
    turns,
    48,
  );
}

function supportEscalate(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'get_ticket',
      { id: 'ZD-99120' },
      {
        id: 'ZD-99120',
        subject: 'Charged twice for March',
        customer: 'acme-dental',
        plan: 'team',
        messages: 3,
      },
    ),
    call('list_invoices', { customer: 'acme-dental', since: '2025-03-01' }, [
      { id: 'in_1', amount: 240, status: 'paid', created: '2025-03-01T00:00:04Z' },
      { id: 'in_2', amount: 240, status: 'paid', created: '2025-03-01T00:00:09Z' },
    ]),
    {
      say: 'I can see two identical $240 charges on March 1st, 5 seconds apart. That looks like a duplicate charge. Refunds above $200 need a billing specialist, so I am escalating your ticket now — you will hear back within 4 business hours.',
    },
    call(
      'escalate',
      {
        ticket: 'ZD-99120',
        team: 'billing',
        priority: 'high',
        note: 'duplicate invoice in_2, 5s after in_1',
      },
      { ok: true, assignee: 'billing-queue' },
    ),
    call('add_tag', { ticket: 'ZD-99120', tag: 'duplicate-charge' }, { ok: true }),
    { user: 'ok but can you at least confirm it will be refunded?', name: 'customer' },
    {
      say: 'Yes — a duplicate charge is always refunded in full. The specialist will process it; I have noted the invoice id so they do not need to ask you again.',
    },
  ];
  return run(
    'ho-legit-support-escalate',
    'legit',
    null,
    'support with escalation and reassurance',
    'Handle ticket ZD-99120',
    turns,
    49,
  );
}

function multiAgentDesign(): LabelledRun {
  const turns: TurnSpec[] = [
    {
      say: 'Plan: (1) add a rate limiter middleware keyed by API key, (2) token bucket in Redis, (3) 429 with Retry-After. Coder, please start with the middleware skeleton.',
      name: 'planner',
    },
    {
      say: 'Here is the skeleton:\n```ts\nexport function rateLimit(opts: { rps: number; burst: number }) {\n  return async (req, res, next) => { /* TODO bucket */ next(); };\n}\n```',
      name: 'coder',
    },
    {
      say: 'The bucket state must be atomic: use a Lua script with EVALSHA rather than GET/SET, otherwise concurrent requests overspend.',
      name: 'reviewer',
    },
    {
      say: 'Updated with a Lua script:\n```lua\nlocal tokens = tonumber(redis.call("HGET", KEYS[1], "t") or ARGV[2])\n-- refill based on elapsed ms, take 1, return remaining\n```',
      name: 'coder',
    },
    {
      say: 'Better. Two issues: the TTL is never set, so idle keys live forever, and Retry-After should be seconds rounded up.',
      name: 'reviewer',
    },
    {
      say: 'Added `redis.call("PEXPIRE", KEYS[1], ARGV[4])` and `Math.ceil(waitMs / 1000)` for Retry-After.',
      name: 'coder',
    },
    { say: 'LGTM. Approving.', name: 'reviewer' },
    { say: 'Great. Next: tests. Coder, cover burst, refill, and the 429 header.', name: 'planner' },
    {
      say: 'Tests written: burst of 10 passes, 11th gets 429 with Retry-After: 1; after 1.1s one more passes.',
      name: 'coder',
    },
    { say: 'Tests look complete. Done from my side.', name: 'reviewer' },
    {
      say: 'Summary for the user: rate limiter merged-ready, Redis token bucket via Lua, TTL on keys, tests for burst/refill/429.',
      name: 'planner',
    },
  ];
  return run(
    'ho-legit-multiagent-ratelimit',
    'legit',
    null,
    'planner/coder/reviewer group chat, converging',
    'Add per-API-key rate limiting',
    turns,
    50,
  );
}

function multiAgentResearch(): LabelledRun {
  const turns: TurnSpec[] = [
    { say: 'I will collect sources on heat pump efficiency in cold climates.', name: 'researcher' },
    {
      calls: [
        {
          name: 'web_search',
          args: { query: 'air source heat pump COP at -15C field study' },
          result: {
            results: [
              {
                url: 'https://www.nrel.gov/docs/fy23osti/84912.pdf',
                title: 'Cold climate heat pump field validation',
              },
            ],
          },
        },
      ],
    },
    {
      calls: [
        {
          name: 'fetch_url',
          args: { url: 'https://www.nrel.gov/docs/fy23osti/84912.pdf' },
          result: `PDF, 38 pages, ${r.int(2_000_000, 3_000_000)} bytes. Key result: measured COP 1.9–2.4 at -15 °C for cold-climate units ...`,
        },
      ],
    },
    { say: 'Found an NREL field study: COP 1.9–2.4 at −15 °C. Passing to the writer.', name: 'researcher' },
    {
      say: 'Draft: "Modern cold-climate heat pumps still deliver roughly twice the heat per unit of electricity at −15 °C (NREL 2023)." Critic, thoughts?',
      name: 'writer',
    },
    {
      say: 'Add the caveat that the study covers cold-climate-rated units only, and give the sample size.',
      name: 'critic',
    },
    {
      calls: [
        {
          name: 'search_in_document',
          args: { url: 'https://www.nrel.gov/docs/fy23osti/84912.pdf', query: 'number of sites' },
          result: 'p.7: "...monitored at 11 sites across Minnesota, Vermont and Alaska..."',
        },
      ],
    },
    {
      say: 'Revised: "In an NREL study of 11 homes with cold-climate-rated heat pumps, COP stayed between 1.9 and 2.4 at −15 °C."',
      name: 'writer',
    },
    { say: 'Approved.', name: 'critic' },
  ];
  return run(
    'ho-legit-multiagent-research',
    'legit',
    null,
    'researcher / writer / critic with tool calls',
    'Write one accurate sentence on heat pumps in cold climates',
    turns,
    51,
  );
}

function multiAgentStandup(): LabelledRun {
  const people = ['alice-bot', 'bob-bot', 'carol-bot', 'dave-bot'];
  const turns: TurnSpec[] = [];
  const updates = [
    [
      'Yesterday: merged the invoice PDF fix. Today: pagination on /invoices. No blockers.',
      'Yesterday: on-call, two pages for disk space on es-3. Today: ILM policy. Blocked on access to the prod ES cluster.',
      'Yesterday: designed the onboarding checklist. Today: user interviews. No blockers.',
      'Yesterday: upgraded Postgres in staging. Today: prod upgrade rehearsal. No blockers.',
    ],
    [
      'Pagination PR is up (#771).',
      'Got ES access from Dave, ILM policy applied in staging.',
      'Interview notes are in the doc.',
      'Rehearsal took 14 minutes of downtime; trying logical replication instead.',
    ],
  ];
  for (const round of updates)
    for (const [i, p] of people.entries()) turns.push({ say: round[i] as string, name: p });
  turns.push({
    say: 'Summary: 1 blocker resolved (ES access), pagination PR #771 needs review, Postgres prod plan switching to logical replication.',
    name: 'facilitator',
  });
  return run(
    'ho-legit-multiagent-standup',
    'legit',
    null,
    'four agents give distinct updates twice, then a summary',
    'Run the async standup',
    turns,
    52,
  );
}

function emailTriage(): LabelledRun {
  const turns: TurnSpec[] = [];
  let token = 'CAEQAA';
  for (let page = 0; page < 4; page++) {
    const next = page < 3 ? `CAEQ${r.hex(6).toUpperCase()}` : null;
    turns.push(
      call(
        'gmail_list',
        { q: 'is:unread newer_than:2d', pageToken: page === 0 ? undefined : token, maxResults: 25 },
        {
          messages: Array.from({ length: page < 3 ? 25 : 9 }, () => ({ id: r.hex(16) })),
          nextPageToken: next,
          resultSizeEstimate: 84,
        },
      ),
    );
    if (next) token = next;
  }
  const senders = [
    'billing@aws.amazon.com',
    'maria@client.co',
    'noreply@github.com',
    'hr@company.com',
    'tom@partner.io',
    'newsletter@substack.com',
  ];
  for (const s of senders) {
    turns.push(
      call(
        'gmail_get',
        { id: r.hex(16), format: 'metadata' },
        {
          from: s,
          subject: `${r.pick(['Re:', 'Fwd:', ''])} ${r.pick(['Invoice', 'Contract draft', 'PR review requested', 'Benefits enrollment', 'Meeting notes', 'Weekly digest'])}`,
          date: `Tue, 11 Mar 2025 0${r.int(6, 9)}:${r.int(10, 59)}:00 +0000`,
        },
      ),
    );
  }
  for (const label of ['Finance', 'Clients', 'Dev', 'HR', 'Partners', 'Newsletters'])
    turns.push(
      call(
        'gmail_modify',
        { ids: [r.hex(16), r.hex(16)], addLabelIds: [label], removeLabelIds: ['UNREAD'] },
        {},
      ),
    );
  turns.push({
    say: 'Triaged 84 unread emails into 6 labels. Needs you: Maria sent the contract draft, and HR benefits enrollment closes Friday.',
  });
  return run(
    'ho-legit-email-triage-pages',
    'legit',
    null,
    'gmail pagination with page tokens, distinct gets, modify returns {} each time',
    'Triage my unread mail from the last two days',
    turns,
    53,
  );
}

function emailBulkSend(): LabelledRun {
  const invitees = [
    'ana@acme.com',
    'ben@acme.com',
    'chen@acme.com',
    'dia@acme.com',
    'eli@acme.com',
    'fay@acme.com',
    'gus@acme.com',
    'hana@acme.com',
    'ivo@acme.com',
    'jo@acme.com',
    'kai@acme.com',
    'lea@acme.com',
  ];
  const turns: TurnSpec[] = [
    call(
      'read_sheet',
      { sheet: 'Offsite RSVPs', range: 'A2:C13' },
      invitees
        .map(
          (e, i) =>
            `${e}, ${['veg', 'none', 'gluten-free'][i % 3]}, ${i % 4 === 0 ? 'needs hotel' : 'local'}`,
        )
        .join('\n'),
    ),
  ];
  for (const e of invitees)
    turns.push(
      call(
        'send_email',
        {
          to: e,
          subject: 'Offsite logistics — April 3–4',
          body: `Hi ${e.split('@')[0]}, here are the details for the offsite...`,
        },
        'Message sent.',
      ),
    );
  turns.push({ say: 'Sent logistics to all 12 invitees.' });
  return run(
    'ho-legit-email-distinct-recipients',
    'legit',
    null,
    '12 sends to distinct recipients, identical "Message sent." each',
    'Email everyone on the RSVP sheet the offsite logistics',
    turns,
    54,
  );
}

function emailDraftReview(): LabelledRun {
  const turns: TurnSpec[] = [
    call('search_email', { query: 'from:legal@vendor.com subject:DPA' }, [
      { id: 'm_81', subject: 'DPA redlines v3', date: '2025-03-10' },
    ]),
    call(
      'read_email',
      { id: 'm_81' },
      'Hi — attached v3 of the DPA with our redlines on sections 4.2 (sub-processors) and 9 (liability cap). Please confirm by Friday.',
    ),
    {
      say: 'Vendor legal sent DPA v3 with redlines on 4.2 and 9. Do you want me to accept both, or push back on the liability cap like last time?',
    },
    { user: 'accept 4.2, push back on 9 — we need the cap at 2x fees' },
    call(
      'create_draft',
      {
        to: 'legal@vendor.com',
        subject: 'Re: DPA redlines v3',
        body: 'Thanks — we accept 4.2 as redlined. On section 9 we need the liability cap at 2x annual fees...',
      },
      { draft_id: 'r-5521', saved: true },
    ),
    {
      say: 'Drafted the reply (accept 4.2, cap at 2x fees on 9). Want me to send it or will you review first?',
    },
    { user: 'change "Thanks" to "Hi Priya, thanks" and send' },
    call(
      'update_draft',
      {
        draft_id: 'r-5521',
        body: 'Hi Priya, thanks — we accept 4.2 as redlined. On section 9 we need the liability cap at 2x annual fees...',
      },
      { draft_id: 'r-5521', saved: true },
    ),
    call('send_draft', { draft_id: 'r-5521' }, { id: `m_${r.hex(10)}`, labelIds: ['SENT'] }),
    { say: 'Sent.' },
  ];
  return run(
    'ho-legit-email-draft-review',
    'legit',
    null,
    'assistant asks two questions, drafts, edits per user, sends',
    'Reply to the vendor about the DPA',
    turns,
    55,
  );
}

function calendarSchedule(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'freebusy',
      {
        emails: ['me', 'sam@acme.com', 'lin@acme.com'],
        from: '2025-03-12T08:00:00Z',
        to: '2025-03-14T18:00:00Z',
      },
      {
        me: [['2025-03-12T09:00Z', '2025-03-12T12:00Z']],
        'sam@acme.com': [['2025-03-12T13:00Z', '2025-03-13T17:00Z']],
        'lin@acme.com': [['2025-03-14T08:00Z', '2025-03-14T11:00Z']],
      },
    ),
    {
      say: 'Common free slots for a 1h meeting: Wed 12 Mar 12:00–13:00 UTC, or Fri 14 Mar 11:00–18:00 UTC. Lin is in Singapore, so Fri 11:00 UTC is 19:00 for her. Which do you prefer?',
    },
    { user: 'wednesday noon' },
    call(
      'create_event',
      {
        title: 'Q2 roadmap sync',
        start: '2025-03-12T12:00:00Z',
        end: '2025-03-12T13:00:00Z',
        attendees: ['sam@acme.com', 'lin@acme.com'],
        conference: 'meet',
      },
      {
        id: `evt_${r.hex(12)}`,
        htmlLink: `https://calendar.google.com/event?eid=${r.hex(20)}`,
        hangoutLink: 'https://meet.google.com/abc-defg-hij',
      },
    ),
    { say: 'Booked "Q2 roadmap sync" Wed 12 Mar 12:00–13:00 UTC with Sam and Lin, with a Meet link.' },
  ];
  return run(
    'ho-legit-calendar-schedule',
    'legit',
    null,
    'freebusy, clarifying question, create',
    'Set up an hour with Sam and Lin this week',
    turns,
    56,
  );
}

function calendarBulkDecline(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'list_events',
      { from: '2025-03-17', to: '2025-03-21' },
      Array.from({ length: 9 }, (_, i) => ({
        id: `evt_${r.hex(8)}`,
        title: [
          '1:1 Sam',
          'Design review',
          'Standup',
          'Standup',
          'Vendor call',
          'Standup',
          'All hands',
          'Standup',
          'Retro',
        ][i],
        organizer_is_me: i % 3 === 0,
      })),
    ),
  ];
  for (let i = 0; i < 9; i++)
    turns.push(
      call(
        'respond_event',
        { event_id: `evt_${r.hex(8)}`, response: 'declined', comment: 'On PTO 17–21 March' },
        { status: 'ok' },
      ),
    );
  turns.push(
    call(
      'create_event',
      { title: 'PTO', start: '2025-03-17', end: '2025-03-22', all_day: true, show_as: 'out_of_office' },
      { id: `evt_${r.hex(8)}`, status: 'confirmed' },
    ),
  );
  return run(
    'ho-legit-calendar-pto-declines',
    'legit',
    null,
    '9 distinct events declined, each {status:ok}',
    'I am on PTO next week, decline everything and block the calendar',
    turns,
    57,
  );
}

function labelIssues(): LabelledRun {
  const issues = Array.from({ length: 30 }, (_, i) => 2100 + i * 3 + r.int(0, 2));
  const turns: TurnSpec[] = [
    call(
      'github_search_issues',
      { repo: 'acme/sdk', q: 'is:open no:label', per_page: 30 },
      { total_count: 30, items: issues.map((n) => ({ number: n, title: `issue ${n}` })) },
    ),
  ];
  for (const n of issues)
    turns.push(
      call(
        'github_add_labels',
        { repo: 'acme/sdk', issue: n, labels: [r.pick(['bug', 'enhancement', 'question', 'docs'])] },
        'ok',
      ),
    );
  turns.push({ say: 'Labelled all 30 unlabelled issues.' });
  return run(
    'ho-legit-label-30-issues',
    'legit',
    null,
    '30 distinct issues labelled, identical "ok" each',
    'Label every unlabelled issue in acme/sdk',
    turns,
    58,
  );
}

function translateStrings(): LabelledRun {
  const keys = [
    'cart.empty',
    'cart.checkout',
    'profile.save',
    'profile.delete',
    'auth.logout',
    'auth.forgot',
    'errors.network',
    'errors.timeout',
    'settings.theme',
    'settings.language',
  ];
  const turns: TurnSpec[] = [
    call(
      'read_file',
      { path: 'locales/en.json' },
      JSON.stringify(Object.fromEntries(keys.map((k) => [k, `English text for ${k}`]))),
    ),
  ];
  for (const k of keys)
    turns.push(
      call('set_translation', { locale: 'de', key: k, value: `Deutscher Text für ${k}` }, { saved: true }),
    );
  turns.push(bash('npx i18n-lint locales/', '✔ de.json: 10/10 keys, no missing placeholders'));
  return run(
    'ho-legit-translate-keys',
    'legit',
    null,
    'ten distinct keys set, identical acknowledgement',
    'Translate the new strings to German',
    turns,
    59,
  );
}

function scrapePages(): LabelledRun {
  const turns: TurnSpec[] = [];
  for (let p = 1; p <= 15; p++)
    turns.push(
      call(
        'http_get',
        { url: `https://api.example-jobs.com/v2/postings?category=data&page=${p}&per_page=50` },
        `HTTP/2 200\ndate: Tue, 11 Mar 2025 09:${String(20 + p).padStart(2, '0')}:${r.int(10, 59)} GMT\nx-request-id: ${r.uuid()}\nx-ratelimit-remaining: ${600 - p}\ncontent-length: ${r.int(30000, 60000)}\n\n{"page":${p},"total_pages":15,"results":[{"id":${90000 + p * 50},"title":"${r.pick(['Data Engineer', 'Analytics Engineer', 'ML Engineer'])}"}, ...]}`,
      ),
    );
  turns.push({ say: 'Collected 742 data postings across 15 pages.' });
  return run(
    'ho-legit-api-page-walk',
    'legit',
    null,
    'page=1..15, headers and request ids differ',
    'Collect all data job postings',
    turns,
    60,
  );
}

function codeReviewComments(): LabelledRun {
  const files = ['src/cache.ts', 'src/cache.test.ts', 'src/http/client.ts', 'src/http/retry.ts', 'README.md'];
  const turns: TurnSpec[] = [
    call('get_pr_diff', { pr: 991 }, `5 files changed, +212 −48\n${files.join('\n')}`),
  ];
  for (const f of files) {
    turns.push(
      call(
        'get_file_diff',
        { pr: 991, path: f },
        `@@ -${r.int(1, 80)},${r.int(3, 20)} +${r.int(1, 80)},${r.int(3, 30)} @@\n+ ...changes in ${f}...`,
      ),
    );
    if (f !== 'README.md')
      turns.push(
        call(
          'post_review_comment',
          {
            pr: 991,
            path: f,
            line: r.int(5, 120),
            body: `In ${f}: ${r.pick(['this swallows the error', 'consider a bounded cache', 'retry should use jitter', 'missing test for eviction'])}`,
          },
          { ok: true },
        ),
      );
  }
  turns.push(
    call(
      'submit_review',
      { pr: 991, event: 'REQUEST_CHANGES', body: '4 comments, mostly error handling.' },
      { ok: true, state: 'CHANGES_REQUESTED' },
    ),
  );
  return run(
    'ho-legit-pr-review',
    'legit',
    null,
    'per-file diff then comment, ack {ok:true} each',
    'Review PR #991',
    turns,
    61,
  );
}

function clarifyingPlanner(): LabelledRun {
  const turns: TurnSpec[] = [
    {
      say: 'Happy to plan the trip. A few questions first: what dates, how many travellers, and rough budget per night?',
    },
    { user: 'May 10-17, two of us, under 200 eur a night' },
    { say: 'Great. Do you prefer staying in one place (e.g. Lisbon) or moving around (Lisbon → Porto)?' },
    { user: 'move around, but no more than 2 bases' },
    { say: 'Would you rather have a car for the Douro valley, or stick to trains and tours?' },
    { user: 'trains' },
    call(
      'search_hotels',
      { city: 'Lisbon', checkin: '2025-05-10', checkout: '2025-05-14', guests: 2, max_price: 200 },
      [
        { name: 'Casa Alfama', price: 164, rating: 9.1 },
        { name: 'Hotel Baixa', price: 189, rating: 8.7 },
      ],
    ),
    call(
      'search_hotels',
      { city: 'Porto', checkin: '2025-05-14', checkout: '2025-05-17', guests: 2, max_price: 200 },
      [{ name: 'Ribeira View', price: 142, rating: 9.0 }],
    ),
    call('search_trains', { from: 'Lisboa Santa Apolónia', to: 'Porto Campanhã', date: '2025-05-14' }, [
      { dep: '09:39', arr: '12:28', type: 'AP', price: 36.1 },
    ]),
    {
      say: 'Plan: Lisbon 10–14 May at Casa Alfama (€164/night), Alfa Pendular 09:39 on the 14th to Porto, Ribeira View 14–17 (€142/night), with a Douro train day trip from São Bento.',
    },
  ];
  return run(
    'ho-legit-travel-clarifying',
    'legit',
    null,
    'three clarifying questions in a row, then searches',
    'Plan a week in Portugal',
    turns,
    62,
  );
}

/** ~200 rounds: one distinct tenant per call, identical acknowledgements. */
function tenantBackfill(): LabelledRun {
  const turns: TurnSpec[] = [call('list_tenants', { status: 'active' }, { count: 196, next: null })];
  for (let i = 0; i < 196; i++)
    turns.push(
      call(
        'backfill_tenant',
        { tenant_id: `t_${(4000 + i * 7).toString(36)}`, job: 'recompute_usage_2025_02' },
        { status: 'queued' },
      ),
    );
  turns.push(call('job_summary', { job: 'recompute_usage_2025_02' }, { queued: 196, failed: 0 }));
  return run(
    'ho-legit-tenant-backfill-196',
    'legit',
    null,
    '~200 rounds, each a distinct tenant id, same {status:queued}',
    'Queue the February usage backfill for every active tenant',
    turns,
    63,
  );
}

function spreadsheetUpdates(): LabelledRun {
  const turns: TurnSpec[] = [
    call(
      'sheets_get',
      { id: 'budget-2025', range: 'Q1!A1:F20' },
      `20 rows x 6 cols; header: Team, Jan, Feb, Mar, Total, Owner`,
    ),
  ];
  const teams = ['Eng', 'Sales', 'Marketing', 'Support', 'Finance', 'HR', 'Legal', 'Ops'];
  for (const [i] of teams.entries())
    turns.push(
      call(
        'sheets_update',
        { id: 'budget-2025', range: `Q1!D${i + 2}`, values: [[r.int(10000, 90000)]] },
        { updatedCells: 1, updatedRange: `Q1!D${i + 2}` },
      ),
    );
  turns.push(
    call(
      'sheets_get',
      { id: 'budget-2025', range: 'Q1!E2:E9' },
      teams.map(() => String(r.int(50000, 250000))).join('\n'),
    ),
  );
  return run(
    'ho-legit-sheet-march-actuals',
    'legit',
    null,
    'distinct cells updated, then totals re-read',
    'Fill in March actuals from the finance export',
    turns,
    64,
  );
}

function notebook(): LabelledRun {
  const cells = [
    'import polars as pl\ndf = pl.read_parquet("events.parquet")\ndf.shape',
    'df.select(pl.col("event").value_counts()).head()',
    'df.filter(pl.col("event")=="purchase").group_by("country").agg(pl.len()).sort("len", descending=True).head(5)',
    'df.with_columns(pl.col("ts").dt.hour().alias("h")).group_by("h").agg(pl.len()).sort("h")',
    'import matplotlib.pyplot as plt\n_ = plt.bar(hours["h"], hours["len"])',
  ];
  const outs = [
    '(4120331, 9)',
    'event | count\npage_view | 3011002\nadd_to_cart | 701220\npurchase | 88412',
    'country | len\nDE | 21004\nUS | 18990\nFR | 9021',
    'h | len\n0 | 41022\n1 | 30112\n...\n23 | 88120',
    '<Figure size 640x480 with 1 Axes>',
  ];
  const turns: TurnSpec[] = cells.map((c, i) =>
    call('jupyter_execute', { code: c }, { execution_count: i + 1, status: 'ok', output: outs[i] }),
  );
  turns.push({ say: 'Purchases are concentrated in DE and US; traffic peaks in the evening (20–23h).' });
  return run(
    'ho-legit-notebook-polars',
    'legit',
    null,
    'notebook cells, each distinct',
    'Explore events.parquet',
    turns,
    65,
  );
}

function s3Sync(): LabelledRun {
  const turns: TurnSpec[] = [
    bash('aws s3 sync ./dist s3://acme-site-prod --delete --dryrun | wc -l', '143'),
    bash(
      'aws s3 sync ./dist s3://acme-site-prod --delete',
      `upload: dist/index.html to s3://acme-site-prod/index.html\nupload: dist/assets/app-${r.hex(8)}.js to s3://acme-site-prod/assets/app-${r.hex(8)}.js\n... (141 more)`,
    ),
    bash(
      'aws cloudfront create-invalidation --distribution-id E2QWRT1YX0 --paths "/*" --query Invalidation.Id --output text',
      'I2J0IQ7ZKFRSWD',
    ),
    bash(
      'sleep 60; aws cloudfront get-invalidation --distribution-id E2QWRT1YX0 --id I2J0IQ7ZKFRSWD --query Invalidation.Status --output text',
      'InProgress',
    ),
    bash(
      'sleep 60; aws cloudfront get-invalidation --distribution-id E2QWRT1YX0 --id I2J0IQ7ZKFRSWD --query Invalidation.Status --output text',
      'InProgress',
    ),
    bash(
      'sleep 60; aws cloudfront get-invalidation --distribution-id E2QWRT1YX0 --id I2J0IQ7ZKFRSWD --query Invalidation.Status --output text',
      'Completed',
    ),
    bash(
      'curl -sI https://www.acme.example | grep -i -E "^(x-cache|last-modified)"',
      `x-cache: Miss from cloudfront\nlast-modified: Tue, 11 Mar 2025 09:${r.int(30, 59)}:${r.int(10, 59)} GMT`,
    ),
  ];
  return run(
    'ho-legit-s3-deploy-invalidation',
    'legit',
    null,
    'invalidation polled 3 times with sleeps',
    'Deploy the site build to prod',
    turns,
    66,
  );
}

function prChecks(): LabelledRun {
  const turns: TurnSpec[] = [
    bash(
      'gh pr checks 482',
      `build\tpending\t0\thttps://github.com/acme/api/actions/runs/1/job/2\nlint\tpass\t41s\thttps://...\ntest\tpending\t0\thttps://...`,
    ),
    call('sleep', { seconds: 120 }, 'slept 120s'),
    bash(
      'gh pr checks 482',
      `build\tpass\t3m2s\thttps://...\nlint\tpass\t41s\thttps://...\ntest\tpending\t0\thttps://...`,
    ),
    call('sleep', { seconds: 120 }, 'slept 120s'),
    bash(
      'gh pr checks 482',
      `build\tpass\t3m2s\thttps://...\nlint\tpass\t41s\thttps://...\ntest\tfail\t5m40s\thttps://github.com/acme/api/actions/runs/1/job/4`,
    ),
    bash(
      'gh run view --log-failed --job 4 | tail -20',
      'FAIL tests/integration/test_export.py::test_large_csv - TimeoutError: export took 31.2s (limit 30s)',
    ),
    bash('gh run rerun --failed --job 4', '✓ Requested rerun of job 4'),
    call('sleep', { seconds: 300 }, 'slept 300s'),
    bash('gh pr checks 482', `build\tpass\t3m2s\nlint\tpass\t41s\ntest\tpass\t5m12s`),
    {
      say: 'All checks pass. test_large_csv timed out once at 31.2s against a 30s limit; it passed on rerun but is close to the limit — worth a follow-up.',
    },
  ];
  return run(
    'ho-legit-pr-checks-rerun',
    'legit',
    null,
    'checks polled with sleep tool, a failed job rerun once',
    'Wait for PR #482 checks and tell me',
    turns,
    67,
  );
}

export const legitOther: readonly LabelledRun[] = [
  sqlExplore(),
  sqlPaginate(),
  sqlDashboard(),
  research(),
  researchRetry(),
  researchRefine(),
  supportRefund(),
  supportPassword(),
  supportEscalate(),
  multiAgentDesign(),
  multiAgentResearch(),
  multiAgentStandup(),
  emailTriage(),
  emailBulkSend(),
  emailDraftReview(),
  calendarSchedule(),
  calendarBulkDecline(),
  labelIssues(),
  translateStrings(),
  scrapePages(),
  codeReviewComments(),
  clarifyingPlanner(),
  tenantBackfill(),
  spreadsheetUpdates(),
  notebook(),
  s3Sync(),
  prChecks(),
];
