/**
 * Family 7: no new information for several rounds: a second full pass over pages or files already read,
 * re-reads in a shuffled order, rephrased searches returning the same hits. Near-misses: a first pass over
 * distinct pages, batch work over distinct items with look-alike results, polling that waits and then changes,
 * re-reading a file after editing it.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, parallel, repeat, say, spec } from './family-run.js';

const family = 'no-new-information';

const docsPages: readonly (readonly [string, string])[] = [
  [
    'getting-started',
    '# Getting started\nInstall the CLI with `brew install ferry`. Run `ferry init` in your project to create ferry.toml.',
  ],
  [
    'configuration',
    '# Configuration\nferry.toml has three sections: [app], [build] and [deploy]. Environment variables override file values with the FERRY_ prefix.',
  ],
  [
    'deploying',
    '# Deploying\n`ferry deploy` builds an image, pushes it and rolls it out. Use `--strategy canary` for a 10% canary for 5 minutes.',
  ],
  [
    'secrets',
    '# Secrets\nSecrets are set with `ferry secrets set KEY=value` and are injected at runtime, never at build time.',
  ],
  [
    'rollbacks',
    '# Rollbacks\n`ferry releases` lists the last 20 releases; `ferry rollback <version>` redeploys one without rebuilding.',
  ],
];

function docsSecondPassSameOrder(): FamilyRun {
  const read = (index: number) => {
    const [slug, text] = docsPages[index] as readonly [string, string];
    return call('read_docs_page', { site: 'docs.ferry.dev', slug }, text);
  };
  return familyRun({
    id: 'nonew-docs-second-pass',
    family,
    label: 'loop',
    note: 'five docs pages read, then the same five again in the same order',
    task: 'Using the Ferry docs, explain how to do a canary deploy with a secret that is only available at runtime.',
    turns: [repeat(5, read), LOOP, repeat(5, read)],
  });
}

function shuffledFileRereads(): FamilyRun {
  const files: Record<string, string> = {
    'src/server.ts':
      "import { createApp } from './app';\nconst app = createApp();\napp.listen(Number(process.env.PORT ?? 3000));",
    'src/app.ts':
      "export function createApp() {\n  const app = express();\n  app.use(rateLimit({ windowMs: 60_000, max: 100 }));\n  app.use('/api', router);\n  return app;\n}",
    'src/router.ts': "router.post('/login', login);\nrouter.get('/orders', requireAuth, listOrders);",
    'src/middleware/auth.ts':
      'export function requireAuth(req, res, next) {\n  const token = req.headers.authorization?.slice(7);\n  if (!token || !verify(token)) return res.status(401).end();\n  next();\n}',
    'src/handlers/login.ts':
      'export async function login(req, res) {\n  const user = await users.byEmail(req.body.email);\n  if (!user || !(await bcrypt.compare(req.body.password, user.hash))) return res.status(401).json({ error: "invalid" });\n  res.json({ token: sign(user.id) });\n}',
    'src/config.ts': "export const config = { jwtSecret: process.env.JWT_SECRET, tokenTtl: '15m' };",
  };
  const read = (path: string) => call('read_file', { path }, files[path]);
  const order = Object.keys(files);
  const shuffled = [
    'src/router.ts',
    'src/server.ts',
    'src/config.ts',
    'src/app.ts',
    'src/handlers/login.ts',
    'src/middleware/auth.ts',
  ];
  return familyRun({
    id: 'nonew-shuffled-rereads',
    family,
    label: 'loop',
    note: 'six files read, then all six re-read in another order with nothing edited in between',
    task: 'Review the authentication flow of this Express API and list any security problems.',
    turns: [order.map(read), LOOP, shuffled.map(read), order.slice(0, 2).map(read)],
  });
}

function researchReopensUrls(): FamilyRun {
  const pages: Record<string, string> = {
    'https://www.iea.org/reports/global-ev-outlook-2024':
      'Global EV Outlook 2024 … Electric car sales neared 14 million in 2023, 95% of which were in China, Europe and the United States …',
    'https://www.acea.auto/pc-registrations/new-car-registrations-2023':
      'New car registrations: +13.9% in 2023; battery-electric 14.6% market share …',
    'https://theicct.org/publication/european-market-monitor-2023':
      'European Market Monitor 2023: BEV share in Norway 82.4%, Netherlands 30.8%, Germany 18.4% …',
    'https://www.kba.de/DE/Statistik/Fahrzeuge/Neuzulassungen/2023':
      'Neuzulassungen 2023: 524,219 Elektro-Pkw (BEV), Anteil 18.4 % …',
  };
  const open = (url: string) => call('open_url', { url }, pages[url]);
  const urls = Object.keys(pages);
  return familyRun({
    id: 'nonew-research-reopens-sources',
    family,
    label: 'loop',
    note: 'three searches and four sources read, then the same four sources reopened in shuffled order',
    task: 'What share of new cars sold in Germany in 2023 were battery-electric, and how does that compare with Norway and the EU average?',
    turns: [
      call(
        'web_search',
        { query: 'Germany BEV share new registrations 2023' },
        `1. KBA Neuzulassungen 2023 — ${urls[3]}\n2. European Market Monitor 2023 — ${urls[2]}`,
      ),
      call(
        'web_search',
        { query: 'EU battery electric market share 2023 ACEA' },
        `1. New car registrations 2023 — ${urls[1]}`,
      ),
      call(
        'web_search',
        { query: 'global EV outlook 2024 sales 2023' },
        `1. Global EV Outlook 2024 — ${urls[0]}`,
      ),
      urls.map(open),
      LOOP,
      [urls[2], urls[0], urls[3], urls[1]].map((url) => open(url as string)),
    ],
  });
}

function rephrasedSameHits(): FamilyRun {
  const hits =
    '3 results\n1. [KB-118] Refunds for annual plans — "Annual plans can be refunded pro rata within 30 days of renewal…"\n2. [KB-204] Requesting a refund — "Open Billing → Invoices, choose the invoice and click Request refund…"\n3. [KB-077] Chargebacks and disputes — "If a customer disputes a charge with their bank…"';
  const search = (query: string) => call('search_kb', { query, limit: 5 }, hits);
  return familyRun({
    id: 'nonew-rephrased-same-hits',
    family,
    label: 'loop',
    note: 'the knowledge-base query is reworded again and again; the same three articles come back every time',
    task: 'A customer on the monthly plan wants a refund for last month. What does our policy say?',
    turns: [
      search('refund policy'),
      search('refund policy monthly plan'),
      LOOP,
      search('monthly subscription refund'),
      search('refunds for monthly plans'),
      search('can monthly customers get a refund'),
      search('refund rules month-to-month'),
    ],
  });
}

function batchThenSingleRereads(): FamilyRun {
  const contents: Record<string, string> = {
    'infra/main.tf':
      'module "vpc" { source = "./modules/vpc" cidr = "10.20.0.0/16" }\nmodule "eks" { source = "./modules/eks" version = "1.29" }',
    'infra/variables.tf':
      'variable "region" { default = "eu-central-1" }\nvariable "node_count" { default = 3 }',
    'infra/outputs.tf': 'output "cluster_endpoint" { value = module.eks.endpoint }',
  };
  const paths = Object.keys(contents);
  const single = (path: string) => call('read_file', { path }, contents[path]);
  return familyRun({
    id: 'nonew-batch-then-single-rereads',
    family,
    label: 'loop',
    note: 'three files read in one parallel turn, then each read again on its own, then the batch again',
    task: 'What Kubernetes version and node count does our Terraform create?',
    turns: [
      parallel(...paths.map((path) => spec('read_file', { path }, contents[path]))),
      LOOP,
      paths.map(single),
      parallel(...paths.map((path) => spec('read_file', { path }, contents[path]))),
      single(paths[0] as string),
    ],
  });
}

function describeTablesTwice(): FamilyRun {
  const tables: Record<string, string> = {
    users:
      ' column      | type        | nullable\n-------------+-------------+---------\n id          | bigint      | no\n email       | text        | no\n created_at  | timestamptz | no',
    orders:
      ' column      | type        | nullable\n-------------+-------------+---------\n id          | bigint      | no\n user_id     | bigint      | no\n total_cents | integer     | no\n status      | text        | no',
    payments:
      ' column      | type        | nullable\n-------------+-------------+---------\n id          | bigint      | no\n order_id    | bigint      | no\n provider    | text        | no\n captured_at | timestamptz | yes',
    refunds:
      ' column      | type        | nullable\n-------------+-------------+---------\n id          | bigint      | no\n payment_id  | bigint      | no\n amount      | integer     | no',
  };
  const describe = (table: string) => call('describe_table', { schema: 'public', table }, tables[table]);
  return familyRun({
    id: 'nonew-describe-tables-twice',
    family,
    label: 'loop',
    note: 'four table schemas read, then the same four again in another order before any query is written',
    task: 'Write a SQL query for net revenue per user in February (payments captured minus refunds).',
    turns: [
      ['users', 'orders', 'payments', 'refunds'].map(describe),
      LOOP,
      ['orders', 'users', 'refunds', 'payments'].map(describe),
      ['payments', 'orders'].map(describe),
    ],
  });
}

function paginationSecondPass(): FamilyRun {
  const page = (number: number) =>
    call(
      'list_invoices',
      { status: 'overdue', page: number, per_page: 25 },
      {
        page: number,
        total_pages: 4,
        invoices: repeat(3, (index) => ({
          id: `INV-${2100 + number * 25 + index}`,
          customer: `cus_${(number * 31 + index * 7) % 97}`,
          due: '2025-02-28',
          amount: `${120 + number * 10 + index}.00`,
        })),
      },
    );
  return familyRun({
    id: 'nonew-pagination-second-pass',
    family,
    label: 'loop',
    note: 'all four pages of overdue invoices listed, then pages 1–4 listed again',
    task: 'How much money is overdue in total, and which customer owes the most?',
    turns: [repeat(4, (index) => page(index + 1)), LOOP, repeat(4, (index) => page(index + 1))],
  });
}

function mixedToolsShuffledSecondPass(): FamilyRun {
  const grepTimeout = () =>
    call(
      'grep',
      { pattern: 'timeout', path: 'src/http' },
      'src/http/client.ts:12:  timeout: 2_000,\nsrc/http/retry.ts:4:export const retryTimeout = 500;',
    );
  const grepRetry = () =>
    call(
      'grep',
      { pattern: 'maxRetries', path: 'src' },
      'src/http/retry.ts:3:export const maxRetries = 5;\nsrc/jobs/sync.ts:40:  await withRetry(fn, { maxRetries });',
    );
  const readClient = () =>
    call(
      'read_file',
      { path: 'src/http/client.ts' },
      'export const client = createClient({\n  baseUrl: process.env.PSP_URL,\n  timeout: 2_000,\n  retry: { maxRetries, backoff: "exponential" },\n});',
    );
  const readRetry = () =>
    call(
      'read_file',
      { path: 'src/http/retry.ts' },
      'export const maxRetries = 5;\nexport const retryTimeout = 500;\nexport async function withRetry(fn, options) { … }',
    );
  const list = () => call('list_dir', { path: 'src/http' }, 'client.ts\nretry.ts\nindex.ts');
  return familyRun({
    id: 'nonew-mixed-tools-second-pass',
    family,
    label: 'loop',
    note: 'grep, read, grep, read, ls; then the same five in a different order, all answers unchanged',
    task: 'What is the worst-case time a single PSP call can take with our retry settings?',
    turns: [
      grepTimeout(),
      readClient(),
      grepRetry(),
      readRetry(),
      list(),
      LOOP,
      readRetry(),
      grepTimeout(),
      list(),
      readClient(),
      grepRetry(),
    ],
  });
}

// Near-misses.

function firstPassManyPages(): FamilyRun {
  const chapters = [
    'Installation',
    'Quick start',
    'Projects',
    'Environments',
    'Builds',
    'Caching',
    'Deploys',
    'Canaries',
    'Secrets',
    'Domains',
    'Certificates',
    'Rollbacks',
  ];
  return familyRun({
    id: 'nonew-near-miss-first-pass',
    family,
    label: 'legit',
    note: 'twelve distinct docs pages read once each, then an answer',
    task: 'Read the whole Ferry user guide and write a one-page cheat sheet.',
    turns: [
      chapters.map((title, index) =>
        call(
          'read_docs_page',
          { site: 'docs.ferry.dev', slug: title.toLowerCase().replace(/ /g, '-') },
          `# ${title}\nSection ${index + 1} of 12. ${title} covers ${['the CLI', 'a first deploy', 'ferry.toml', 'staging and prod', 'image builds', 'layer caches', 'rollouts', '10% canaries', 'runtime secrets', 'custom domains', 'TLS', 'releases'][index]}.`,
        ),
      ),
      say(
        'Cheat sheet: install with brew, `ferry init`, configure ferry.toml, `ferry deploy --strategy canary`, secrets via `ferry secrets set`, domains and TLS via `ferry domains add`, roll back with `ferry rollback <version>`.',
      ),
    ],
  });
}

function batchResizeDistinctImages(): FamilyRun {
  return familyRun({
    id: 'nonew-near-miss-batch-images',
    family,
    label: 'legit',
    note: 'twenty different images resized; every result looks alike but each is a different file',
    task: 'Resize all product photos in uploads/spring/ to 1200 px wide for the shop.',
    turns: [
      call(
        'list_files',
        { path: 'uploads/spring', pattern: '*.jpg' },
        repeat(20, (index) => `IMG_${4100 + index * 3}.jpg`).join('\n'),
      ),
      repeat(20, (index) =>
        call(
          'resize_image',
          {
            input: `uploads/spring/IMG_${4100 + index * 3}.jpg`,
            output: `public/products/IMG_${4100 + index * 3}.jpg`,
            width: 1200,
          },
          `ok: 1200x${800 + (index % 3) * 100}, saved ${40 + (index % 7)}%`,
        ),
      ),
      say('All 20 photos are resized to 1200 px wide in public/products/.'),
    ],
  });
}

function tailUntilReady(): FamilyRun {
  const tail = (lines: string) =>
    call('bash', { command: 'sleep 5 && tail -n 2 /var/log/search/server.log' }, lines);
  return familyRun({
    id: 'nonew-near-miss-tail-until-ready',
    family,
    label: 'legit',
    note: 'a log polled with sleeps: twice unchanged while the index loads, then "ready"',
    task: 'Restart the search server and tell me when it serves queries again.',
    turns: [
      call('bash', { command: 'sudo systemctl restart search' }, ''),
      tail('09:30:02 INFO loading index products (4.1 GB)\n09:30:02 INFO warming caches'),
      tail('09:30:02 INFO loading index products (4.1 GB)\n09:30:02 INFO warming caches'),
      tail('09:30:14 INFO index products loaded in 11.8s\n09:30:14 INFO ready on :9300'),
      say('The search server is ready again (index loaded in 11.8 s).'),
    ],
  });
}

function rereadAfterEdits(): FamilyRun {
  const read = (content: string) => call('read_file', { path: 'src/pricing.ts' }, content);
  return familyRun({
    id: 'nonew-near-miss-reread-after-edit',
    family,
    label: 'legit',
    note: 'the same file read three times, each time after an edit changed it',
    task: 'Add a 10% volume discount above 100 units to the pricing function and make sure it reads cleanly.',
    turns: [
      read('export function price(unit: number, quantity: number) {\n  return unit * quantity;\n}'),
      call('edit_file', { path: 'src/pricing.ts', change: 'add volume discount' }, 'Edited src/pricing.ts.'),
      read(
        'export function price(unit: number, quantity: number) {\n  const total = unit * quantity;\n  if (quantity > 100) return total * 0.9;\n  return total;\n}',
      ),
      call('edit_file', { path: 'src/pricing.ts', change: 'name the constants' }, 'Edited src/pricing.ts.'),
      read(
        'const VOLUME_THRESHOLD = 100;\nconst VOLUME_DISCOUNT = 0.1;\n\nexport function price(unit: number, quantity: number) {\n  const total = unit * quantity;\n  return quantity > VOLUME_THRESHOLD ? total * (1 - VOLUME_DISCOUNT) : total;\n}',
      ),
      call(
        'bash',
        { command: 'npx vitest run src/pricing.test.ts' },
        ' ✓ src/pricing.test.ts (4 tests) 3ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)',
      ),
      say('The volume discount is in, with named constants, and the pricing tests pass.'),
    ],
  });
}

function oneConfirmingReread(): FamilyRun {
  const schema =
    'model Order {\n  id        Int      @id @default(autoincrement())\n  userId    Int\n  total     Decimal  @db.Decimal(10, 2)\n  status    String   @default("pending")\n  createdAt DateTime @default(now())\n}';
  return familyRun({
    id: 'nonew-near-miss-one-confirming-reread',
    family,
    label: 'legit',
    note: 'the schema re-read once to check a column type before writing the migration, then new work',
    task: 'Add a `currency` column to orders with default EUR, via a Prisma migration.',
    turns: [
      call('read_file', { path: 'prisma/schema.prisma' }, schema),
      call(
        'read_file',
        { path: 'src/orders/create.ts' },
        'await prisma.order.create({ data: { userId, total, status: "pending" } });',
      ),
      call('read_file', { path: 'prisma/schema.prisma' }, schema),
      call(
        'edit_file',
        { path: 'prisma/schema.prisma', change: 'add currency String @default("EUR") @db.Char(3) to Order' },
        'Edited prisma/schema.prisma.',
      ),
      call(
        'bash',
        { command: 'npx prisma migrate dev --name add-order-currency' },
        'Applying migration `20250314093012_add_order_currency`\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20250314093012_add_order_currency/\n    └─ migration.sql\n\nYour database is now in sync with your schema.',
      ),
      say('Added orders.currency (CHAR(3), default EUR) with migration 20250314093012_add_order_currency.'),
    ],
  });
}

function invitesDistinctEmails(): FamilyRun {
  const people = [
    'ana',
    'ben',
    'chloe',
    'dmitri',
    'emeka',
    'fatima',
    'gus',
    'hana',
    'ivan',
    'jonas',
    'kemal',
    'lea',
    'mo',
    'nora',
    'otto',
  ];
  return familyRun({
    id: 'nonew-near-miss-invites',
    family,
    label: 'legit',
    note: 'fifteen invitations to fifteen different addresses, each answered "queued"',
    task: 'Invite the 15 new hires (list in onboarding.csv) to the workspace.',
    turns: [
      call(
        'read_csv',
        { path: 'onboarding.csv' },
        `email,team\n${people.map((name) => `${name}@acme.io,eng`).join('\n')}`,
      ),
      people.map((name) =>
        call('send_invite', { email: `${name}@acme.io`, role: 'member' }, { status: 'queued' }),
      ),
      say('All 15 invitations are queued.'),
    ],
  });
}

function readInChunks(): FamilyRun {
  return familyRun({
    id: 'nonew-near-miss-chunks',
    family,
    label: 'legit',
    note: 'one large log read in consecutive, distinct chunks',
    task: 'Find the first error in the nightly import log and tell me what caused it.',
    turns: [
      repeat(6, (index) =>
        call(
          'read_file',
          { path: 'logs/import-2025-03-14.log', offset: index * 200, limit: 200 },
          `lines ${index * 200 + 1}-${index * 200 + 200}: ${index < 5 ? `INFO imported batch ${index * 20 + 1}..${index * 20 + 20}` : 'ERROR batch 101: duplicate key value violates unique constraint "products_sku_key" (sku=LMP-OSLO-W)'}`,
        ),
      ),
      say(
        'The first error is at batch 101: a duplicate SKU (LMP-OSLO-W) hits the unique constraint on products.sku.',
      ),
    ],
  });
}

function overlappingSearchesNewSources(): FamilyRun {
  return familyRun({
    id: 'nonew-near-miss-overlapping-searches',
    family,
    label: 'legit',
    note: 'searches overlap (one source appears twice) but the agent only opens new sources',
    task: 'Summarise what is known about the March 2025 outage of the EU payments network.',
    turns: [
      call(
        'web_search',
        { query: 'EU payments network outage March 2025' },
        '1. Status page: incident 2025-03-11 — https://status.eupay.example/incidents/311\n2. News: card payments disrupted — https://news.example/eupay-outage',
      ),
      call(
        'open_url',
        { url: 'https://status.eupay.example/incidents/311' },
        'Incident 311: 11 March 10:02–11:40 CET, card authorisations failed for 38% of requests. Cause: certificate rotation on the authorisation gateway.',
      ),
      call(
        'web_search',
        { query: 'eupay certificate rotation outage root cause' },
        '1. Status page: incident 2025-03-11 — https://status.eupay.example/incidents/311\n2. Engineering blog: what went wrong — https://eng.eupay.example/blog/cert-rotation',
      ),
      call(
        'open_url',
        { url: 'https://eng.eupay.example/blog/cert-rotation' },
        'A new intermediate certificate was deployed to half of the gateway fleet; clients pinning the old chain failed the TLS handshake.',
      ),
      call(
        'open_url',
        { url: 'https://news.example/eupay-outage' },
        'Merchants in 9 countries reported failed card payments for about 100 minutes.',
      ),
      say(
        'On 11 March 2025 (10:02–11:40 CET) about 38% of card authorisations failed across 9 countries after a partial certificate rotation broke clients that pinned the old chain.',
      ),
    ],
  });
}

/** Family 7. */
export const noNewInformation: readonly FamilyRun[] = [
  docsSecondPassSameOrder(),
  shuffledFileRereads(),
  researchReopensUrls(),
  rephrasedSameHits(),
  batchThenSingleRereads(),
  describeTablesTwice(),
  paginationSecondPass(),
  mixedToolsShuffledSecondPass(),
  firstPassManyPages(),
  batchResizeDistinctImages(),
  tailUntilReady(),
  rereadAfterEdits(),
  oneConfirmingReread(),
  invitesDistinctEmails(),
  readInChunks(),
  overlappingSearchesNewSources(),
];
