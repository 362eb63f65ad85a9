/**
 * Family 8: text loops. A model repeating a near-identical message with no tool calls, two agents trading
 * near-identical messages, and content loops inside one message. Near-misses: code fences, tables, lists,
 * headings, dividers, refrains the user asked for, long varied text.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, repeat, say, user } from './family-run.js';

const family = 'text-loops';

function iAmDoneMonologue(): FamilyRun {
  const done = [
    'I am done. The quarterly report has been generated at reports/2024-Q4.pdf.',
    'I am done. The quarterly report has been generated at reports/2024-Q4.pdf.',
    'I am done. The quarterly report was generated at reports/2024-Q4.pdf.',
    'I am done! The quarterly report has been generated at reports/2024-Q4.pdf.',
    'I am done. The quarterly report has been generated at reports/2024-Q4.pdf.',
    'Done. The quarterly report has been generated at reports/2024-Q4.pdf.',
  ];
  return familyRun({
    id: 'text-i-am-done-monologue',
    family,
    label: 'loop',
    note: 'after the work is finished the model says "I am done" again and again, with no tool calls in between',
    task: 'Generate the Q4 2024 report PDF from the finance dashboard.',
    turns: [
      call(
        'export_dashboard',
        { dashboard: 'finance-quarterly', period: '2024-Q4', format: 'pdf' },
        { path: 'reports/2024-Q4.pdf', pages: 14 },
      ),
      say(done[0] as string),
      LOOP,
      done.slice(1).map((text) => say(text)),
    ],
  });
}

function finishedAnalysisVariants(): FamilyRun {
  const variants = [
    "I've finished the analysis. Churn rose from 2.1% to 3.4% in February, driven by the annual-plan price change. Let me know if you need anything else!",
    "I've finished the analysis: February churn went from 2.1% to 3.4%, mainly because of the annual-plan price change. Let me know if there's anything else you need!",
    'The analysis is finished. Churn increased from 2.1% to 3.4% in February, driven by the price change on annual plans. Let me know if you need anything else!',
    "I've completed the analysis. In February churn rose from 2.1% to 3.4%, driven by the annual-plan price change. Let me know if you need anything else.",
    "I've finished the analysis. Churn rose from 2.1% to 3.4% in February, largely due to the annual-plan price change. Let me know if you need anything more!",
  ];
  return familyRun({
    id: 'text-finished-analysis-variants',
    family,
    label: 'loop',
    note: 'the same conclusion re-worded five times in a row with no tool call and no user turn',
    task: 'Why did churn go up in February?',
    turns: [
      call(
        'run_sql',
        { query: "select month, churn_rate from churn_monthly where month >= '2024-12-01'" },
        ' month   | churn_rate\n---------+-----------\n 2024-12 | 0.021\n 2025-01 | 0.022\n 2025-02 | 0.034',
      ),
      call(
        'run_sql',
        { query: "select plan, count(*) from cancellations where month = '2025-02' group by 1" },
        ' plan    | count\n---------+------\n annual  |  612\n monthly |  201',
      ),
      say(variants[0] as string),
      LOOP,
      variants.slice(1).map((text) => say(text)),
      say(variants[0] as string),
    ],
  });
}

function negotiationAgents(): FamilyRun {
  const buyer = [
    'I can offer €450 for the whole lot of 30 chairs. That is my final offer.',
    'My offer stays at €450 for all 30 chairs. That is final.',
    'I can do €450 for the 30 chairs, and that is my final offer.',
    'Again, €450 for the lot of 30 chairs is my final offer.',
  ];
  const seller = [
    'I cannot go below €500 for 30 chairs; that price already includes a discount.',
    'I’m afraid €500 is the lowest I can go for the 30 chairs, it is already discounted.',
    'I can’t accept less than €500 for the 30 chairs. That already includes a discount.',
    '€500 is my lowest price for all 30 chairs, discount included.',
  ];
  return familyRun({
    id: 'text-two-agents-negotiation-stalemate',
    family,
    label: 'loop',
    note: 'buyer and seller agents restate the same positions (€450 vs €500) turn after turn',
    task: 'Buyer agent and seller agent: agree on a price for 30 used office chairs.',
    turns: [
      say('Hello! I am interested in your 30 office chairs. What is your asking price?', 'buyer'),
      say('Hi! I am asking €600 for all 30 chairs, they are in good condition.', 'seller'),
      say(buyer[0] as string, 'buyer'),
      say(seller[0] as string, 'seller'),
      LOOP,
      repeat(3, (index) => [
        say(buyer[index + 1] as string, 'buyer'),
        say(seller[index + 1] as string, 'seller'),
      ]),
    ],
  });
}

function gratitudeLoop(): FamilyRun {
  const thanks = [
    'Thank you! That is exactly what I needed. Have a great day!',
    'Thank you so much! That is exactly what I needed. Have a great day!',
    'Thanks! That is exactly what I needed. Have a wonderful day!',
    'Thank you! That is exactly what I needed. Have a great day!',
    'Thank you again! Exactly what I needed. Have a great day!',
  ];
  const welcome = [
    "You're welcome! I'm glad I could help. If you have any other questions, feel free to ask. Have a great day!",
    "You're very welcome! Glad I could help. If you have any other questions, feel free to ask. Have a great day!",
    "You're welcome! I'm happy I could help. If you have other questions, feel free to ask. Have a great day!",
    "You're welcome! Glad I could help. If you have any more questions, feel free to ask. Have a great day!",
    "You're welcome! I'm glad I could help. Feel free to ask if you have any other questions. Have a great day!",
  ];
  return familyRun({
    id: 'text-gratitude-loop-with-user-agent',
    family,
    label: 'loop',
    note: 'a user-proxy agent and the assistant thank each other back and forth after the task is done',
    task: 'Convert 250 USD to EUR at today’s rate.',
    turns: [
      call('get_fx_rate', { from: 'USD', to: 'EUR' }, { rate: 0.9187, as_of: '2025-03-14' }),
      say('250 USD is 229.68 EUR at today’s rate of 0.9187.'),
      user(thanks[0] as string, 'user_proxy'),
      say(welcome[0] as string),
      user(thanks[1] as string, 'user_proxy'),
      LOOP,
      say(welcome[1] as string),
      repeat(3, (index) => [
        user(thanks[index + 2] as string, 'user_proxy'),
        say(welcome[index + 2] as string),
      ]),
    ],
  });
}

function sentenceRepeatedInOneReply(): FamilyRun {
  const sentence = 'The function returns the sum of the values in the list.';
  const looping = `Here is an explanation of \`total\`:\n\n${repeat(40, () => sentence).join(' ')}`;
  return familyRun({
    id: 'text-sentence-repeated-in-reply',
    family,
    label: 'loop',
    note: 'one reply is the same sentence forty times; the next replies do it again',
    task: 'Explain what the `total` function in utils/math.py does, line by line.',
    turns: [
      call(
        'read_file',
        { path: 'utils/math.py' },
        'def total(values):\n    result = 0\n    for value in values:\n        result += value\n    return result',
      ),
      LOOP,
      say(looping),
      user('continue'),
      say(repeat(30, () => sentence).join(' ')),
      user('continue'),
      say(repeat(35, () => sentence).join(' ')),
      say(repeat(20, () => sentence).join(' ')),
    ],
  });
}

function blockRepeatedInOneReply(): FamilyRun {
  const block =
    '**Next steps**\nI will check the deployment logs to find the cause of the failure. Once I have identified the issue, I will apply a fix and redeploy the service. After that I will verify that the health checks pass.\n\n';
  return familyRun({
    id: 'text-block-repeated-in-reply',
    family,
    label: 'loop',
    note: 'a three-sentence "next steps" block repeated fifteen times inside a single reply, then again',
    task: 'The payments deploy failed. Tell me what you will do about it.',
    turns: [
      call(
        'get_deploy',
        { id: 'dep_6610' },
        {
          id: 'dep_6610',
          service: 'payments',
          status: 'failed',
          failed_step: 'health-check',
          started_at: '2025-03-14T09:02:00Z',
        },
      ),
      LOOP,
      say(`The deploy dep_6610 failed at the health-check step.\n\n${block.repeat(15)}`),
      user('Please go ahead.'),
      say(block.repeat(12)),
      say(block.repeat(10)),
      say(block.repeat(9)),
    ],
  });
}

function identicalListItems(): FamilyRun {
  return familyRun({
    id: 'text-identical-list-items',
    family,
    label: 'loop',
    note: 'a "checklist" whose fifty items are the same line, in one reply, then more of the same',
    task: 'Give me a pre-release checklist for the mobile app.',
    turns: [
      LOOP,
      say(
        `Pre-release checklist:\n\n${repeat(50, () => '- Make sure all tests pass before releasing the app.').join('\n')}`,
      ),
      user('That is the same item over and over. Please write a real checklist.'),
      say(
        `Sorry about that. Pre-release checklist:\n\n${repeat(45, () => '- Make sure all tests pass before releasing the app.').join('\n')}`,
      ),
      user('Again the same line.'),
      say(repeat(40, () => '- Make sure all tests pass before releasing the app.').join('\n')),
      say(repeat(40, () => '- Make sure all tests pass before releasing the app.').join('\n')),
    ],
  });
}

function apologyLoop(): FamilyRun {
  const answers = [
    'I apologize for the confusion. The total Q4 revenue for the EU ledger is €2,195,484.85.',
    'I apologize for the confusion. The total Q4 revenue for the EU ledger is €2,195,484.85.',
    'My apologies for the confusion. The total Q4 revenue of the EU ledger is €2,195,484.85.',
    'I apologize for the confusion. Total Q4 revenue for the EU ledger: €2,195,484.85.',
    'I apologize for the confusion. The total Q4 revenue for the EU ledger is €2,195,484.85.',
  ];
  return familyRun({
    id: 'text-apology-loop',
    family,
    label: 'loop',
    note: 'the user repeats the same objection; the model apologises and gives the same number each time',
    task: 'What is the net Q4 revenue of the EU ledger after refunds?',
    turns: [
      call(
        'compute_totals',
        { quarter: '2024-Q4', ledger: 'eu' },
        'revenue_eur=2,195,484.85 refunds_eur=69,223.67 net_eur=2,126,261.18',
      ),
      say('The total Q4 revenue for the EU ledger is €2,195,484.85.'),
      user('That is not the net figure. I asked for revenue after refunds.'),
      say(answers[0] as string),
      user('That is not the net figure. I asked for revenue after refunds.'),
      LOOP,
      say(answers[1] as string),
      repeat(3, (index) => [
        user('That is not the net figure. I asked for revenue after refunds.'),
        say(answers[index + 2] as string),
      ]),
    ],
  });
}

// Near-misses.

function repetitiveCodeFence(): FamilyRun {
  const cases = [
    'AT',
    'BE',
    'BG',
    'CY',
    'CZ',
    'DE',
    'DK',
    'EE',
    'ES',
    'FI',
    'FR',
    'GR',
    'HR',
    'HU',
    'IE',
    'IT',
    'LT',
    'LU',
    'LV',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SE',
    'SI',
    'SK',
  ];
  const rates = [
    20, 21, 20, 19, 21, 19, 25, 22, 21, 25.5, 20, 24, 25, 27, 23, 22, 21, 17, 21, 18, 21, 23, 23, 19, 25, 22,
    23,
  ];
  const code = `\`\`\`ts\nexport function standardVatRate(country: string): number {\n  switch (country) {\n${cases.map((code, index) => `    case '${code}':\n      return ${rates[index]};`).join('\n')}\n    default:\n      throw new Error(\`Unknown EU country: \${country}\`);\n  }\n}\n\`\`\``;
  return familyRun({
    id: 'text-near-miss-code-fence',
    family,
    label: 'legit',
    note: 'a long, highly repetitive switch statement inside a code fence',
    task: 'Write a TypeScript function returning the standard VAT rate for each EU country.',
    turns: [
      say(`Here is the function:\n\n${code}\n\nRates are the standard rates as of January 2025.`),
      user('Thanks. Can you add a test for it?'),
      say(
        "```ts\nit('returns 19 for Germany', () => expect(standardVatRate('DE')).toBe(19));\nit('throws for non-EU countries', () => expect(() => standardVatRate('CH')).toThrow());\n```",
      ),
      user('Great, that works.'),
      say('Glad it helps. Remember to update the table when a country changes its rate.'),
    ],
  });
}

function repetitiveTable(): FamilyRun {
  const rows = repeat(
    24,
    (index) =>
      `| ${String(index).padStart(2, '0')}:00 | ${410 + ((index * 37) % 90)} | ${(0.8 + ((index * 13) % 20) / 100).toFixed(2)} | ${index % 6 === 0 ? 'yes' : 'no'} |`,
  );
  return familyRun({
    id: 'text-near-miss-table',
    family,
    label: 'legit',
    note: 'a 24-row markdown table with near-identical rows',
    task: 'Show me hourly request volume and error rate for yesterday as a table.',
    turns: [
      call('query_metrics', { metric: 'requests', step: '1h', day: '2025-03-13' }, '24 points'),
      say(
        `| hour | requests/s | error % | deploy |\n|------|-----------:|--------:|--------|\n${rows.join('\n')}\n\nTraffic was flat all day; error rate stayed under 1%.`,
      ),
      user('Which hour had the most requests?'),
      say('Hour 09:00 had the most, at 497 requests/s.'),
      user('Were the deploys followed by more errors?'),
      say('No: the error rate after each deploy stayed within the day’s normal range.'),
    ],
  });
}

const essaySentences = [
  'Remote work changed how small software teams plan their weeks.',
  'Before 2020, most teams relied on hallway conversations to surface problems early.',
  'Without them, problems now tend to appear late, in code review or in production.',
  'Teams that adapted well replaced the hallway with short written updates.',
  'A written update forces the author to decide what actually matters.',
  'It also leaves a record that new hires can read months later.',
  'Meetings did not disappear, but their purpose shifted from status to decisions.',
  'A decision meeting has a clear owner, a proposal and a deadline.',
  'Status, by contrast, moved into dashboards and asynchronous threads.',
  'Time zones made this shift unavoidable for distributed companies.',
  'A team spread from Lisbon to Manila has at most two overlapping hours a day.',
  'Those hours are too valuable for reading out ticket numbers.',
  'Tooling followed: issue trackers grew document features and wikis grew comments.',
  'Yet the tools matter less than the habit of writing things down.',
  'Onboarding is where the difference shows most clearly.',
  'A newcomer who can search past decisions becomes productive in weeks, not months.',
  'There are costs, too: writing takes time and some people find it draining.',
  'Managers have to protect time for deep work rather than filling calendars.',
  'Trust becomes explicit, because nobody can see who is at their desk.',
  'Teams measure outcomes instead of hours, which many engineers prefer.',
  'Hiring widened as well, since location stopped being a filter.',
  'Salaries, however, remain tied to location in most companies, which causes friction.',
  'Security practices had to mature once laptops left the office network.',
  'Single sign-on and device management became baseline rather than enterprise extras.',
  'In short, remote work rewarded teams that were already disciplined and exposed those that were not.',
];

function longVariedEssay(): FamilyRun {
  const paragraphs = repeat(5, (index) => essaySentences.slice(index * 5, index * 5 + 5).join(' '));
  return familyRun({
    id: 'text-near-miss-long-essay',
    family,
    label: 'legit',
    note: 'a long essay with no repeated sentence, then a revision on request',
    task: 'Write a short essay (about 400 words) on how remote work changed small software teams.',
    turns: [
      say(`# How remote work changed small software teams\n\n${paragraphs.join('\n\n')}`),
      user('Good. Make the last paragraph more concrete.'),
      say(
        'Here is the revised last paragraph:\n\nHiring widened once location stopped being a filter: one 12-person team I studied went from 40 applicants per role to over 300. Salaries, though, stayed tied to location, and two engineers doing the same work in Berlin and Porto earned 30% apart. Security had to mature too: single sign-on and device management moved from enterprise extras to day-one setup. Remote work rewarded the teams that were already disciplined and exposed the ones that were not.',
      ),
      user('Now give it a title that is less generic.'),
      say('How about: "The Hallway Moved Into the Document".'),
    ],
  });
}

function similarChecklist(): FamilyRun {
  const items = [
    'Bump the version in app.json to 5.4.0',
    'Update the changelog with the 14 merged PRs',
    'Run the full E2E suite on iOS 17 and Android 14',
    'Check crash-free sessions of the 5.4.0 beta are above 99.5%',
    'Verify the new onboarding screens in dark mode',
    'Update App Store screenshots for the redesigned home tab',
    'Review the privacy manifest for the new analytics SDK',
    'Translate new strings into German, French and Spanish',
    'Test deep links from the marketing emails',
    'Confirm the feature flag for payments v2 is off by default',
    'Tag the release commit and push the tag',
    'Submit to TestFlight and to the Play Console internal track',
    'Schedule phased rollout: 10% on day 1, 50% on day 3, 100% on day 7',
    'Notify support about the new subscription screen',
  ];
  return familyRun({
    id: 'text-near-miss-checklist',
    family,
    label: 'legit',
    note: 'a fourteen-item checklist: same shape for every item, different content',
    task: 'Give me a pre-release checklist for the mobile app 5.4.0.',
    turns: [
      say(`Pre-release checklist for 5.4.0:\n\n${items.map((item) => `- [ ] ${item}`).join('\n')}`),
      user('Which of these can be automated in CI?'),
      say(
        'The version bump, the E2E suite, the tag push and the store uploads can run in CI; screenshots, the privacy review and the support note need a person.',
      ),
      user('Thanks.'),
      say('You’re welcome.'),
    ],
  });
}

function headingsAndDividers(): FamilyRun {
  const steps = [
    'Create the bucket',
    'Enable versioning',
    'Add a lifecycle rule',
    'Create the IAM role',
    'Configure the backup job',
    'Run a test restore',
  ];
  const body = steps.map(
    (title, index) =>
      `## Step ${index + 1}: ${title}\n\n${['aws s3api create-bucket --bucket acme-backups-eu --region eu-central-1', 'aws s3api put-bucket-versioning --bucket acme-backups-eu --versioning-configuration Status=Enabled', 'Transition objects to GLACIER_IR after 30 days and expire them after 400 days.', 'The role needs s3:PutObject and s3:GetObject on the bucket only.', 'Run `restic backup /srv --tag nightly` at 02:00 with the role credentials.', 'Restore one day’s snapshot into /tmp/restore and compare checksums.'][index]}\n\n---`,
  );
  return familyRun({
    id: 'text-near-miss-headings-dividers',
    family,
    label: 'legit',
    note: 'six "## Step N" sections each followed by a "---" divider',
    task: 'Write a step-by-step guide to setting up S3 backups for our servers.',
    turns: [
      say(
        `# S3 backups\n\n---\n\n${body.join('\n\n')}\n\nThat’s it: backups run nightly and you have tested a restore.`,
      ),
      user('How much will storage cost for 2 TB?'),
      say(
        'About $46 a month in S3 Standard for the first 30 days of data, then roughly $8 a month per TB in Glacier Instant Retrieval.',
      ),
      user('OK, go with that.'),
      say('Then follow the six steps above in order; step 6 is the one not to skip.'),
    ],
  });
}

function agentsConverge(): FamilyRun {
  return familyRun({
    id: 'text-near-miss-agents-converge',
    family,
    label: 'legit',
    note: 'buyer and seller agents trade messages, but each one moves the price until they agree',
    task: 'Buyer agent and seller agent: agree on a price for 30 used office chairs.',
    turns: [
      say('Hello! I am interested in your 30 office chairs. What is your asking price?', 'buyer'),
      say('I am asking €600 for all 30.', 'seller'),
      say('That is more than my budget. I can offer €420.', 'buyer'),
      say('I could go down to €540 if you pick them up yourself.', 'seller'),
      say('I can pick them up. Would you accept €480?', 'buyer'),
      say('Let us meet at €500 and I will include the two spare armrests.', 'seller'),
      say('Deal: €500 including the spare armrests, pickup on Saturday.', 'buyer'),
      say('Agreed. See you Saturday at 10:00.', 'seller'),
    ],
  });
}

function chapterByChapter(): FamilyRun {
  const chapters = [
    'Chapter 1 — The lighthouse keeper’s daughter finds a letter in a bottle addressed to her late mother.',
    'Chapter 2 — She sails to the island named in the letter and meets a fisherman who knew her mother as a girl.',
    'Chapter 3 — The fisherman shows her the ruins of a school her mother founded and then abandoned.',
    'Chapter 4 — A storm traps them on the island; she reads her mother’s diaries by candlelight.',
    'Chapter 5 — She learns why her mother left, and decides to reopen the school.',
  ];
  return familyRun({
    id: 'text-near-miss-chapter-by-chapter',
    family,
    label: 'legit',
    note: 'the user asks for "next" each time and every reply is a new chapter outline',
    task: 'Outline a five-chapter novella, one chapter at a time. Start with chapter 1.',
    turns: chapters.flatMap((chapter, index) =>
      index === 0 ? [say(chapter)] : [user('Next.'), say(chapter)],
    ),
  });
}

function csvInFence(): FamilyRun {
  const rows = repeat(
    30,
    (index) =>
      `2025-03-${String((index % 28) + 1).padStart(2, '0')},sku-${88100 + index},${((index * 7) % 13) + 1},${(19.9 + index).toFixed(2)}`,
  );
  return familyRun({
    id: 'text-near-miss-csv-block',
    family,
    label: 'legit',
    note: 'thirty CSV rows with the same shape inside a code fence',
    task: 'Give me sample order data as CSV (date, sku, quantity, price) for testing the importer.',
    turns: [
      say(
        `\`\`\`csv\ndate,sku,quantity,price\n${rows.join('\n')}\n\`\`\`\n\nThirty rows, dates spread over March 2025.`,
      ),
      user('Add one row with an invalid date so I can test the error path.'),
      say(
        'Add this line: `2025-02-30,sku-88199,1,19.90`. February 30th does not exist, so the importer should reject it.',
      ),
      user('Perfect.'),
      say('Good luck with the importer.'),
    ],
  });
}

function refrainRequested(): FamilyRun {
  const refrain = 'So raise a glass to the deploy that held,\nto the pager that slept through the night.';
  const verses = [
    'We merged on a Friday, we knew it was wrong,\nthe tests were all green and the coffee was strong.',
    'The canary sang softly at ten percent load,\nthe dashboards stayed quiet all down the road.',
    'By Monday the metrics were flat as a lake,\nand nobody asked for a rollback’s sake.',
  ];
  return familyRun({
    id: 'text-near-miss-refrain',
    family,
    label: 'legit',
    note: 'a song with the refrain the user asked for, repeated after each verse',
    task: 'Write a short, funny song for the team party about a risky Friday deploy. It needs a refrain after every verse.',
    turns: [
      say(verses.map((verse) => `${verse}\n\n${refrain}`).join('\n\n')),
      user('Ha, love it. Can you suggest a tune?'),
      say('It scans well to "What Shall We Do with the Drunken Sailor": the refrain fits the chorus.'),
      user('Great, thanks!'),
      say('Enjoy the party!'),
    ],
  });
}

function sharedFooterDifferentBodies(): FamilyRun {
  const footer = '\n\nLet me know if you have any questions.';
  return familyRun({
    id: 'text-near-miss-shared-footer',
    family,
    label: 'legit',
    note: 'three answers to three different questions that all end with the same footer line',
    task: 'I have a few questions about our billing setup. First: when do invoices go out?',
    turns: [
      say(
        `Invoices are generated on the 1st of each month at 06:00 UTC and emailed within the hour.${footer}`,
      ),
      user('What happens if a card payment fails?'),
      say(
        `We retry failed card payments on days 3, 5 and 7, then mark the invoice overdue and email the customer.${footer}`,
      ),
      user('Can customers pay by bank transfer?'),
      say(
        `Yes, for annual plans over €1,000: the invoice then shows our IBAN and a 14-day due date.${footer}`,
      ),
    ],
  });
}

/** Family 8. */
export const textLoops: readonly FamilyRun[] = [
  iAmDoneMonologue(),
  finishedAnalysisVariants(),
  negotiationAgents(),
  gratitudeLoop(),
  sentenceRepeatedInOneReply(),
  blockRepeatedInOneReply(),
  identicalListItems(),
  apologyLoop(),
  repetitiveCodeFence(),
  repetitiveTable(),
  longVariedEssay(),
  similarChecklist(),
  headingsAndDividers(),
  agentsConverge(),
  chapterByChapter(),
  csvInFence(),
  refrainRequested(),
  sharedFooterDifferentBodies(),
];
