import { scenariosFor } from './peer-scenario.js';
import { tool, user } from './transcript.js';

/** Tools, outputs and the scenario maker shared by the OpenHands scenario files. */

export const scenario = scenariosFor('openhands', {
  model: 'claude-sonnet-4-20250514',
  callIdPrefix: 'toolu_01',
  system: 'You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.',
});

export const interpreter = '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python';
export const bashOutput = (output: string, exitCode = 0, cwd = '/workspace') =>
  `${output}${output === '' ? '' : '\n'}[The command completed with exit code ${exitCode}.]\n[Current working directory: ${cwd}]\n[Python interpreter: ${interpreter}]`;
export const jupyter = (output: string) =>
  `${output}\n[Jupyter current working directory: /workspace]\n[Jupyter Python interpreter: ${interpreter}]`;
export const bash = (command: string, output: string, exitCode = 0, cwd = '/workspace') =>
  tool('execute_bash', { command }, bashOutput(output, exitCode, cwd));
export const numbered = (text: string) =>
  text
    .split('\n')
    .map((line, index) => `${String(index + 1).padStart(6)}\t${line}`)
    .join('\n');
export const view = (path: string, content: string) =>
  tool(
    'str_replace_editor',
    { command: 'view', path },
    `Here's the result of running \`cat -n\` on ${path}:\n${numbered(content)}\n`,
  );
export const cell = (code: string, output: string) => tool('execute_ipython_cell', { code }, jupyter(output));
export const browse = (code: string, result: string, error = false) =>
  tool('browser', { code }, result, error);
export const autoContinue = () =>
  user(
    'Please continue on whatever approach you think is suitable. If you think you have solved the task, finish the interaction.',
  );
export const condensed = () =>
  user('Trimming prompt to meet context window limitations', 'openhands-condenser');

export const bookStoreEdit = `edit_file_by_replace(
    'book_store.py',
    to_replace="""def total(basket):
    if not basket:
        return 0
""",
    new_content="""def total(basket):
    if not basket:
        return 0.0
"""
)`;
export const invalidSyntax = (line: number | string, trailing = '') =>
  `  Cell In[1], line ${line}\n    to_replace="""def largest(min_factor, max_factor):\n            ^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?${trailing}`;
export const palindromeEdit = `edit_file_by_replace(
    'palindrome_products.py',
    to_replace="""def largest(min_factor, max_factor):
    if min_factor > max_factor:
""",
    new_content="""def largest(min_factor, max_factor):
    if min_factor > max_factor:
        raise ValueError("min must be <= max")
"""`;
export const incompleteInput = (line: number | string, trailing = '') =>
  `  Cell In[1], line ${line}\n    new_content="""def largest(min_factor, max_factor):\n                                                   ^\nSyntaxError: incomplete input${trailing}`;
export const summaryCell =
  'rows = load_rows("orders.csv")\nsummary = f"Processed {len(rows)} rows\nprint(summary)';
export const unterminated = (line: number) =>
  `  Cell In[1], line ${line}\n    summary = f"Processed {len(rows)} rows\n              ^\nSyntaxError: unterminated string literal (detected at line ${line})`;

export const serverLog = [
  '2026-02-11T03:12:44.118Z INFO  http  GET /healthz 200 1.2ms',
  '2026-02-11T03:12:44.902Z INFO  http  POST /api/orders 201 48.7ms',
  '2026-02-11T03:12:45.017Z WARN  db    slow query (812ms): SELECT * FROM order_items WHERE order_id = $1',
  '2026-02-11T03:12:45.331Z INFO  http  GET /api/orders/88412 200 12.9ms',
  '[... 1,842,113 more characters: the recorder keeps the first lines of this observation ...]',
].join('\n');
