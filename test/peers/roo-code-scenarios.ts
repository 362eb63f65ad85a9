import { acts, type PeerScenario, quiet, scenariosFor } from './peer-scenario.js';
import { repeat, type Step, say, tool, user } from './transcript.js';

/**
 * Scenarios of Roo Code's src/core/tools/__tests__/ToolRepetitionDetector.spec.ts, with Roo's default
 * limit (3: the 4th identical call in a row is refused). The tests that only change the limit, or mock the
 * serializer, are configuration of the same rule and are left out. Results use Roo's formats: the terminal
 * block of execute_command, `<files>` XML for read_file, and browser actions that return a screenshot
 * (recorded here by its hash) with the console log.
 */

const scenario = scenariosFor('roo-code', { model: 'claude-sonnet-4-20250514', callIdPrefix: 'toolu_01' });

const terminal = (command: string, output: string, exitCode = 0, cwd = '/home/dev/shop') =>
  tool(
    'execute_command',
    { command },
    `Command executed in terminal within working directory '${cwd}'. Exit code: ${exitCode}\nOutput:\n${output}`,
  );
const fileXml = (path: string, content: string) =>
  `<files>\n<file><path>${path}</path>\n<content lines="1-${content.split('\n').length}">\n${content
    .split('\n')
    .map((line, index) => `${index + 1} | ${line}`)
    .join('\n')}\n</content>\n</file>\n</files>`;
const browserText = (console = '(No new logs)') =>
  `The browser action has been executed. The console logs and screenshot have been captured for your analysis.\n\nConsole logs:\n${console}`;
/** The screenshot Roo attaches to a browser result; the same screen gives the same bytes. */
const screenshot = (screen: string) => ({
  type: 'image_url',
  image_url: {
    url: `data:image/webp;base64,${Buffer.from(`RIFF WEBPVP8L 900x600 ${screen} `.repeat(12)).toString('base64')}`,
  },
});
const browser = (args: Record<string, unknown>, screen: string, console?: string): Step => ({
  calls: [{ name: 'browser_action', args, result: browserText(console), parts: [screenshot(screen)] }],
});

const failingAuthTests = `> shop@2.3.0 test
> vitest run auth

 FAIL  test/auth.test.ts > login > rejects an expired token
AssertionError: expected 200 to be 401
 ❯ test/auth.test.ts:42:31

 Test Files  1 failed (1)
      Tests  1 failed | 11 passed (12)`;
const cartSource = `import { Cart } from './types';

export function total(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}`;
const sameFile = `export const retryPolicy = { attempts: 3, backoffMs: 250 };`;

/** Every Roo Code scenario. */
export const rooCodeScenarios: readonly PeerScenario[] = [
  scenario({
    id: 'roo-code-same-command-again-and-again',
    family: 'self-repeat',
    peerTest: 'should block execution when repetition reaches the limit',
    alsoCovers: [
      'should default to a limit of 3 if no argument provided',
      'should allow execution when repetition is below limit and block when limit reached',
      'should allow first 3 calls but block on the 4th call for limit 3 (default)',
    ],
    label: 'loop',
    loopFrom: 2,
    note: 'the same failing test command, unchanged output, five times',
    task: 'Fix the failing auth test.',
    steps: repeat(5, () => terminal('npm test -- auth', failingAuthTests, 1)),
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-three-different-tools',
    family: 'legit-progress',
    peerTest: 'should allow execution for different tool calls',
    label: 'legit',
    loopFrom: null,
    note: 'list, read, search, answer',
    task: 'Where is the coupon logic applied?',
    steps: [
      tool('list_files', { path: 'src', recursive: false }, 'cart.ts\ncoupon.ts\npricing.ts\ntypes.ts'),
      tool(
        'read_file',
        { path: 'src/coupon.ts' },
        fileXml('src/coupon.ts', 'export function applyCoupon(cart, code) {\n  return cart;\n}'),
      ),
      tool(
        'search_files',
        { path: 'src', regex: 'applyCoupon\\(' },
        'Found 2 results.\n\nsrc/pricing.ts\n│----\n│  const discounted = applyCoupon(cart, code);\n│----',
      ),
      say('applyCoupon is defined in src/coupon.ts and called from src/pricing.ts.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-reread-after-listing',
    family: 'cycle',
    peerTest: 'should reset the counter when different tool calls are made',
    label: 'legit',
    loopFrom: null,
    note: 'read a file, list its folder, read it again, then edit it',
    task: 'Make total() round to cents.',
    steps: [
      tool('read_file', { path: 'src/cart.ts' }, fileXml('src/cart.ts', cartSource)),
      tool('list_files', { path: 'src/lib', recursive: false }, 'money.ts\nround.ts'),
      tool('read_file', { path: 'src/cart.ts' }, fileXml('src/cart.ts', cartSource)),
      tool(
        'apply_diff',
        {
          path: 'src/cart.ts',
          diff: '<<<<<<< SEARCH\n  return cart.items.reduce(\n=======\n  return roundCents(cart.items.reduce(\n>>>>>>> REPLACE',
        },
        'Changes successfully applied to src/cart.ts',
      ),
      say('total() now rounds to cents with roundCents from src/lib/round.ts.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-user-steers-after-repeats',
    family: 'self-repeat',
    peerTest: 'should reset internal state after limit is reached',
    alsoCovers: [
      'should allow execution of previously problematic tool after reset',
      'should require reaching the limit again after reset',
      'should reset counter after blocking and allow new attempts',
    ],
    label: 'loop',
    loopFrom: 2,
    note: 'the same e2e run four times, then the user points at the file and the fix works',
    task: 'Make the checkout e2e test pass.',
    steps: [
      ...repeat(4, () =>
        terminal(
          'npm run e2e -- checkout',
          'checkout.spec.ts › pays with card\n  TimeoutError: locator("#pay-now") not found after 5000ms\n\n1 failed',
          1,
        ),
      ),
      user('Stop re-running it. The selector is defined in tests/checkout.spec.ts, read that first.'),
      tool(
        'read_file',
        { path: 'tests/checkout.spec.ts' },
        fileXml('tests/checkout.spec.ts', "await page.locator('#pay-now').click();"),
      ),
      tool(
        'apply_diff',
        {
          path: 'tests/checkout.spec.ts',
          diff: '<<<<<<< SEARCH\n#pay-now\n=======\n[data-test=pay]\n>>>>>>> REPLACE',
        },
        'Changes successfully applied to tests/checkout.spec.ts',
      ),
      terminal('npm run e2e -- checkout', 'checkout.spec.ts › pays with card ✓ (3.1s)\n\n1 passed', 0),
      say('The e2e test passes with the data-test selector.'),
    ],
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-tool-without-parameters',
    family: 'self-repeat',
    peerTest: 'should handle empty tool call',
    label: 'loop',
    loopFrom: 2,
    note: 'an MCP tool without parameters called five times, same answer',
    task: 'Triage the unresolved Sentry issues.',
    steps: repeat(5, () =>
      tool(
        'mcp--sentry--list_unresolved_issues',
        {},
        JSON.stringify({
          issues: [{ id: 'SHOP-1F3', title: 'TypeError: cart.items is undefined', events: 112 }],
          next: null,
        }),
      ),
    ),
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-same-read-keys-reordered',
    family: 'disguised-signature',
    peerTest: 'should treat tools with same parameters in different order as identical',
    label: 'loop',
    loopFrom: 2,
    note: 'the same line range read five times, its parameters in a different order each time',
    task: 'Explain how total() works.',
    steps: [
      { path: 'src/cart.ts', start_line: '1', end_line: '5' },
      { end_line: '5', path: 'src/cart.ts', start_line: '1' },
      { start_line: '1', end_line: '5', path: 'src/cart.ts' },
      { path: 'src/cart.ts', end_line: '5', start_line: '1' },
      { end_line: '5', start_line: '1', path: 'src/cart.ts' },
    ].map((args) => tool('read_file', args, fileXml('src/cart.ts', cartSource))),
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-scrolling-through-docs',
    family: 'no-new-info',
    peerTest: 'should not count browser scroll_down actions as repetitions',
    label: 'legit',
    loopFrom: null,
    note: 'scrolling down a long page, every screen new',
    task: 'Read the payment provider’s webhook docs and list the events we must handle.',
    steps: [
      browser({ action: 'launch', url: 'https://docs.payments.example/webhooks' }, 'webhooks page, top'),
      ...repeat(9, (index) => browser({ action: 'scroll_down' }, `webhooks page, screen ${index + 2} of 10`)),
      say('We must handle payment.succeeded, payment.failed, refund.created and dispute.opened.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-scrolling-up-at-the-top',
    family: 'no-new-info',
    peerTest: 'should not count browser scroll_up actions as repetitions',
    label: 'loop',
    loopFrom: 3,
    note: 'scrolling up on a page already at its top: the same screen every time',
    task: 'Find the API version in the page header.',
    steps: [
      browser(
        { action: 'launch', url: 'https://docs.payments.example/changelog#2024' },
        'changelog, 2024 section',
      ),
      ...repeat(9, () => browser({ action: 'scroll_up' }, 'changelog, top of page')),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-scroll-down-up-ping-pong',
    family: 'cycle',
    peerTest: 'should not count alternating scroll_down and scroll_up as repetitions',
    label: 'loop',
    loopFrom: 4,
    note: 'down, up, down, up between the same two screens',
    task: 'Find the refund limits on the pricing page.',
    steps: [
      browser({ action: 'launch', url: 'https://payments.example/pricing' }, 'pricing, plans'),
      ...repeat(5, () => [
        browser({ action: 'scroll_down' }, 'pricing, fees table'),
        browser({ action: 'scroll_up' }, 'pricing, plans'),
      ]),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-clicking-a-dead-button',
    family: 'self-repeat',
    peerTest: 'should still apply repetition detection to other browser_action types',
    label: 'loop',
    loopFrom: 3,
    note: 'the same click on a button that does nothing, screen unchanged',
    task: 'Submit the signup form on the staging site.',
    steps: [
      browser({ action: 'launch', url: 'https://staging.shop.example/signup' }, 'signup form, empty'),
      ...repeat(5, () =>
        browser(
          { action: 'click', coordinate: '640,412' },
          'signup form, submit button idle',
          "[error] Uncaught TypeError: Cannot read properties of null (reading 'submit')",
        ),
      ),
    ],
    peerExpects: acts(5),
  }),
  scenario({
    id: 'roo-code-same-file-read',
    family: 'self-repeat',
    peerTest: 'should still apply repetition detection to non-browser tools',
    alsoCovers: ['should handle tools with only params (no nativeArgs)'],
    label: 'loop',
    loopFrom: 2,
    note: 'one config file read five times',
    task: 'Raise the retry attempts to 5.',
    steps: repeat(5, () =>
      tool('read_file', { path: 'config/retry.ts' }, fileXml('config/retry.ts', sameFile)),
    ),
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-listing-between-scrolls',
    family: 'no-new-info',
    peerTest:
      'should not interfere with repetition detection of other tools when scroll actions are interspersed',
    label: 'loop',
    loopFrom: 4,
    note: 'the same listing again and again, with scrolls at the bottom of a page in between',
    task: 'Check that the build wrote the assets the docs page lists.',
    steps: [
      browser({ action: 'launch', url: 'http://localhost:4173/docs/assets' }, 'assets page, top'),
      terminal('ls dist/assets', 'index-5f3a.js\nindex-9c1d.css'),
      browser({ action: 'scroll_down' }, 'assets page, footer'),
      browser({ action: 'scroll_down' }, 'assets page, footer'),
      terminal('ls dist/assets', 'index-5f3a.js\nindex-9c1d.css'),
      browser({ action: 'scroll_down' }, 'assets page, footer'),
      terminal('ls dist/assets', 'index-5f3a.js\nindex-9c1d.css'),
      browser({ action: 'scroll_down' }, 'assets page, footer'),
      terminal('ls dist/assets', 'index-5f3a.js\nindex-9c1d.css'),
    ],
    peerExpects: acts(9),
  }),
  scenario({
    id: 'roo-code-browser-action-missing-action',
    family: 'self-repeat',
    peerTest: 'should handle browser_action with missing or invalid action parameter gracefully',
    label: 'loop',
    loopFrom: 3,
    note: 'a browser action without its action parameter, rejected five times',
    task: 'Open the staging site and take a screenshot.',
    steps: repeat(5, () =>
      tool(
        'browser_action',
        {},
        "Roo tried to use browser_action without value for required parameter 'action'. Retrying...",
        true,
      ),
    ),
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-native-read-same-file',
    family: 'self-repeat',
    peerTest: 'should detect repetition when same files are read multiple times with nativeArgs',
    label: 'loop',
    loopFrom: 2,
    note: 'native read_file with the same one-file list, five times',
    task: 'Raise the retry attempts to 5.',
    steps: repeat(5, () =>
      tool('read_file', { files: [{ path: 'src/same-file.ts' }] }, fileXml('src/same-file.ts', sameFile)),
    ),
    peerExpects: acts(4),
  }),
  scenario({
    id: 'roo-code-native-read-two-files',
    family: 'cycle',
    peerTest: 'should differentiate read_file calls with different files in nativeArgs',
    label: 'legit',
    loopFrom: null,
    note: 'read one file, another, the first again, then answer',
    task: 'Do file1.ts and file2.ts agree on the retry policy?',
    steps: [
      tool('read_file', { files: [{ path: 'src/file1.ts' }] }, fileXml('src/file1.ts', sameFile)),
      tool(
        'read_file',
        { files: [{ path: 'src/file2.ts' }] },
        fileXml('src/file2.ts', 'export const retryPolicy = { attempts: 5, backoffMs: 250 };'),
      ),
      tool('read_file', { files: [{ path: 'src/file1.ts' }] }, fileXml('src/file1.ts', sameFile)),
      say('No: file1.ts allows 3 attempts, file2.ts allows 5.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-native-read-order-shuffled',
    family: 'disguised-signature',
    peerTest: 'should differentiate read_file calls with multiple files in different orders',
    label: 'loop',
    loopFrom: 2,
    note: 'the same two files read six times, the list order swapped each time',
    task: 'Compare the retry settings in a.ts and b.ts.',
    steps: repeat(6, (index) => {
      const files = index % 2 === 0 ? ['src/a.ts', 'src/b.ts'] : ['src/b.ts', 'src/a.ts'];
      return tool(
        'read_file',
        { files: files.map((path) => ({ path })) },
        files.map((path) => fileXml(path, sameFile)).join('\n'),
      );
    }),
    peerExpects: quiet,
  }),
  scenario({
    id: 'roo-code-same-command-two-folders',
    family: 'retry-varied',
    peerTest: 'should handle tools with both params and nativeArgs',
    label: 'legit',
    loopFrom: null,
    note: 'one listing in two different working directories',
    task: 'Which of the two checkouts has the newer build?',
    steps: [
      tool(
        'execute_command',
        { command: 'ls -l --time-style=+%F dist', cwd: '/home/user/shop' },
        "Command executed in terminal within working directory '/home/user/shop'. Exit code: 0\nOutput:\n-rw-r--r-- 1 user user 48211 2026-02-27 app.js",
      ),
      tool(
        'execute_command',
        { command: 'ls -l --time-style=+%F dist', cwd: '/home/admin/shop' },
        "Command executed in terminal within working directory '/home/admin/shop'. Exit code: 0\nOutput:\n-rw-r--r-- 1 admin admin 48502 2026-03-01 app.js",
      ),
      say('The checkout in /home/admin/shop has the newer build (2026-03-01).'),
    ],
    peerExpects: quiet,
  }),
];
