/** Tool output printed the way the real tools print it: tables, headers, envelopes, summaries with timings. */

/** Left-aligned columns, each as wide as its widest cell plus `gap` spaces (`docker ps`, `kubectl get`). */
export function columns(rows: readonly (readonly string[])[], gap = 3): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd((widths[index] ?? 0) + gap)))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

export interface PytestFailure {
  /** `tests/test_export.py::test_csv_header` */
  readonly test: string;
  /** Lines of the failure body, from the `def` to the `E` lines. */
  readonly body: readonly string[];
  /** `tests/test_export.py:42: AssertionError` */
  readonly where: string;
  /** The short summary line after the test id. */
  readonly short: string;
}

export interface PytestRun {
  readonly rootdir: string;
  readonly files: readonly { readonly path: string; readonly marks: string }[];
  readonly failures: readonly PytestFailure[];
  readonly passed: number;
  readonly seconds: string;
  readonly python?: string;
  readonly plugins?: string;
}

/** A `pytest` session as it prints to a terminal of 80 columns. */
export function pytest(run: PytestRun): string {
  const collected = run.passed + run.failures.length;
  const bar = (title: string, fill = '=') => {
    const side = Math.max(2, Math.floor((78 - title.length) / 2));
    return `${fill.repeat(side)} ${title} ${fill.repeat(side)}`;
  };
  const lines = [
    bar('test session starts'),
    `platform linux -- Python ${run.python ?? '3.11.8'}, pytest-8.1.1, pluggy-1.4.0`,
    `rootdir: ${run.rootdir}`,
    `plugins: ${run.plugins ?? 'anyio-4.3.0, cov-4.1.0'}`,
    `collected ${collected} items`,
    '',
    ...run.files.map((file) => `${file.path} ${file.marks}`),
    '',
  ];
  if (run.failures.length > 0) {
    lines.push(bar('FAILURES'));
    for (const failure of run.failures) {
      lines.push(
        bar(failure.test.split('::').pop() ?? failure.test, '_'),
        '',
        ...failure.body,
        failure.where,
      );
    }
    lines.push(bar('short test summary info'));
    for (const failure of run.failures) lines.push(`FAILED ${failure.test} - ${failure.short}`);
  }
  const summary =
    run.failures.length > 0 ? `${run.failures.length} failed, ${run.passed} passed` : `${run.passed} passed`;
  lines.push(bar(`${summary} in ${run.seconds}s`));
  return lines.join('\n');
}

export interface JestRun {
  readonly suites: readonly { readonly file: string; readonly passed: boolean; readonly ms?: number }[];
  readonly failures: readonly { readonly title: string; readonly body: string }[];
  readonly tests: { readonly failed: number; readonly passed: number };
  readonly seconds: string;
}

/** A `jest` run: per-suite PASS/FAIL lines, failure bodies, the summary with `Time:`. */
export function jest(run: JestRun): string {
  const lines: string[] = [];
  for (const suite of run.suites) {
    lines.push(`${suite.passed ? 'PASS' : 'FAIL'} ${suite.file}${suite.ms ? ` (${suite.ms} ms)` : ''}`);
  }
  for (const failure of run.failures) lines.push('', `  ● ${failure.title}`, '', failure.body);
  const failedSuites = run.suites.filter((suite) => !suite.passed).length;
  const suiteLine =
    failedSuites > 0
      ? `${failedSuites} failed, ${run.suites.length - failedSuites} passed, ${run.suites.length} total`
      : `${run.suites.length} passed, ${run.suites.length} total`;
  const total = run.tests.failed + run.tests.passed;
  const testLine =
    run.tests.failed > 0
      ? `${run.tests.failed} failed, ${run.tests.passed} passed, ${total} total`
      : `${run.tests.passed} passed, ${total} total`;
  lines.push(
    '',
    `Test Suites: ${suiteLine}`,
    `Tests:       ${testLine}`,
    'Snapshots:   0 total',
    `Time:        ${run.seconds} s`,
    'Ran all test suites.',
  );
  return lines.join('\n');
}

export interface CurlExchange {
  readonly method?: string;
  readonly host: string;
  readonly path: string;
  readonly ip: string;
  readonly port?: number;
  readonly status: string;
  readonly responseHeaders: readonly string[];
  readonly body: string;
  readonly requestHeaders?: readonly string[];
}

/** `curl -v` output: connection lines, the request, the response headers, the body. */
export function curlVerbose(exchange: CurlExchange): string {
  const port = exchange.port ?? 443;
  return [
    `*   Trying ${exchange.ip}:${port}...`,
    `* Connected to ${exchange.host} (${exchange.ip}) port ${port}`,
    ...(port === 443
      ? [
          '* ALPN: curl offers h2,http/1.1',
          '* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS',
          '* Server certificate:',
          `*  subject: CN=${exchange.host}`,
          '*  SSL certificate verify ok.',
        ]
      : []),
    `> ${exchange.method ?? 'GET'} ${exchange.path} HTTP/1.1`,
    `> Host: ${exchange.host}`,
    '> User-Agent: curl/8.5.0',
    '> Accept: */*',
    ...(exchange.requestHeaders ?? []).map((header) => `> ${header}`),
    '>',
    `< HTTP/1.1 ${exchange.status}`,
    ...exchange.responseHeaders.map((header) => `< ${header}`),
    '<',
    exchange.body,
    `* Connection #0 to host ${exchange.host} left intact`,
  ].join('\n');
}

/** What the OpenHands command tool returns: output, exit code, working directory. */
export const openHandsShell = (output: string, exitCode: number, cwd = '/workspace') =>
  `${output}\n[The command completed with exit code ${exitCode}.]\n[Current working directory: ${cwd}]\n[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]\n[Command finished with exit code ${exitCode}]`;

/** The observation mini-swe-agent sends back as the next user message. */
export const miniSweObservation = (returncode: number, output: string) =>
  `<returncode>${returncode}</returncode>\n<output>\n${output}${output.endsWith('\n') ? '' : '\n'}</output>`;

/** The observation SWE-agent sends back, with its open file and working directory footer. */
export const sweAgentObservation = (output: string, openFile = 'n/a', cwd = '/repo') =>
  `${output}\n(Open file: ${openFile})\n(Current directory: ${cwd})\nbash-$`;

/** A mini-swe-agent style step: a THOUGHT and one ```bash block. */
export const thoughtAndBash = (thought: string, command: string) =>
  `THOUGHT: ${thought}\n\n\`\`\`bash\n${command}\n\`\`\``;

/** A SWE-agent style step: a DISCUSSION and one command block. */
export const discussionAndCommand = (discussion: string, command: string) =>
  `DISCUSSION\n${discussion}\n\n\`\`\`\n${command}\n\`\`\``;
