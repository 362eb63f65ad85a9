/**
 * ReAct / text-only agents in the style of SWE-agent, mini-swe-agent and OpenHands without function calling: the
 * action is a block inside the assistant text, the observation comes back as the next user message, and there
 * are no tool calls at all. Loops and legitimate sessions of the same kinds as the other families.
 */
import { type FamilyRun, familyRun, LOOP, type ReactTurn, repeat, say } from './family-run.js';
import { noise } from './noise.js';
import {
  discussionAndCommand,
  miniSweObservation,
  sweAgentObservation,
  thoughtAndBash,
} from './tool-output.js';

const family = 'react-agents';

const miniSweSystem =
  'You are a helpful assistant that can interact multiple times with a computer shell to solve programming tasks.\nYour response must contain exactly ONE bash code block with ONE command (or commands connected with && or ||).\nInclude a THOUGHT section before your command where you explain your reasoning process.\nTo finish, issue: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`.';
const sweAgentSystem =
  'SETTING: You are an autonomous programmer, and you are working directly in the command line with a special interface.\nThe special interface consists of a file editor that shows you 100 lines of a file at a time.\nCOMMANDS: open <path> [<line_number>], goto <line_number>, scroll_down, scroll_up, search_dir <term> [<dir>], search_file <term> [<file>], find_file <name> [<dir>], edit <start>:<end>\\n<replacement>\\nend_of_edit, submit.\nRESPONSE FORMAT: a DISCUSSION section and exactly one command in a code block.';
const openHandsTextSystem =
  'You are OpenHands agent. You have access to the following functions:\n---- BEGIN FUNCTION #1: execute_bash ----\nDescription: Execute a bash command in the terminal.\nParameters:\n  (1) command (string, required)\n---- END FUNCTION #1 ----\nIf you choose to call a function ONLY reply in the following format with NO suffix:\n<function=example_function_name>\n<parameter=example_parameter_1>value_1</parameter>\n</function>';

const mini = (thought: string, command: string, returncode: number, output: string): ReactTurn => ({
  act: thoughtAndBash(thought, command),
  observe: miniSweObservation(returncode, output),
});
const swe = (discussion: string, command: string, output: string, openFile = 'n/a'): ReactTurn => ({
  act: discussionAndCommand(discussion, command),
  observe: sweAgentObservation(output, openFile),
});
const openHandsText = (thought: string, command: string, output: string, exit: number): ReactTurn => ({
  act: `${thought}\n\n<function=execute_bash>\n<parameter=command>${command}</parameter>\n</function>`,
  observe: `EXECUTION RESULT of [execute_bash]:\n${output}\n[The command completed with exit code ${exit}.]`,
});

const reproduceTraceback = (address: string) =>
  `Traceback (most recent call last):\n  File "/testbed/reproduce.py", line 4, in <module>\n    print(parse_duration("1h30m"))\n  File "/testbed/timeparse/core.py", line 19, in parse_duration\n    raise ValueError(f"invalid duration: {text!r}")\nValueError: invalid duration: '1h30m' (pattern=<re.Pattern object at ${address}>)`;

function miniSweReproduceRerun(): FamilyRun {
  const random = noise(111);
  const thoughts = [
    'Let me run the reproduction script to see if the fix works.',
    'Let me run the script again to verify.',
    'I will run the reproduce script once more to confirm the behaviour.',
    'Running the reproduction again to check the output.',
    'Let me re-run the reproduction script.',
    'Let me check the output of the reproduction script again.',
  ];
  return familyRun({
    id: 'react-mini-swe-reproduce-rerun',
    family,
    label: 'loop',
    note: 'mini-swe-agent re-runs reproduce.py with reworded thoughts and no edit; same traceback except an address (third attempt)',
    task: '<pr_description>\n`parse_duration("1h30m")` raises ValueError instead of returning 5400.\n</pr_description>',
    system: miniSweSystem,
    turns: [
      mini(
        'First, find where parse_duration is defined.',
        'grep -rn "def parse_duration" /testbed',
        0,
        '/testbed/timeparse/core.py:11:def parse_duration(text: str) -> int:',
      ),
      mini(
        'Let me look at the implementation.',
        "sed -n '1,30p' /testbed/timeparse/core.py",
        0,
        'import re\n\nUNITS = {"h": 3600, "m": 60, "s": 1}\nUNIT_RE = re.compile(r"(\\d+)([hms])")\n\n\ndef parse_duration(text: str) -> int:\n    match = UNIT_RE.fullmatch(text)\n    if match is None:\n        raise ValueError(f"invalid duration: {text!r}")\n    return int(match[1]) * UNITS[match[2]]',
      ),
      mini(
        'I will create a reproduction script.',
        'cat <<\'EOF\' > /testbed/reproduce.py\nfrom timeparse.core import parse_duration\n\n\nprint(parse_duration("1h30m"))\nEOF',
        0,
        '',
      ),
      mini(
        thoughts[0] as string,
        'cd /testbed && python reproduce.py',
        1,
        reproduceTraceback(random.address()),
      ),
      mini(
        thoughts[1] as string,
        'cd /testbed && python reproduce.py',
        1,
        reproduceTraceback(random.address()),
      ),
      LOOP,
      thoughts
        .slice(2)
        .map((thought) =>
          mini(thought, 'cd /testbed && python reproduce.py', 1, reproduceTraceback(random.address())),
        ),
    ],
  });
}

function sweAgentNavigationCycle(): FamilyRun {
  const window = (start: number) =>
    `[File: /repo/src/requests/sessions.py (812 lines total)]\n(${start - 1} more lines above)\n${repeat(8, (index) => `${start + index}:        ${['if not allow_redirects:', '    return resp', 'history = []', 'while resp.is_redirect:', '    prepared = resp.next', '    history.append(resp)', '    resp = self.send(prepared, **kwargs)', 'resp.history = history'][index]}`).join('\n')}\n(${812 - start - 7} more lines below)`;
  const period = () => [
    swe(
      'Let me search for where redirects are resolved.',
      'search_file "def resolve_redirects" src/requests/sessions.py',
      'Found 1 matches for "def resolve_redirects" in /repo/src/requests/sessions.py:\nLine 159:    def resolve_redirects(\nEnd of matches for "def resolve_redirects" in /repo/src/requests/sessions.py',
    ),
    swe(
      'Let me open the file at that line.',
      'open src/requests/sessions.py 159',
      window(159),
      '/repo/src/requests/sessions.py',
    ),
    swe(
      'Now let me look at where send() handles allow_redirects.',
      'goto 680',
      window(680),
      '/repo/src/requests/sessions.py',
    ),
  ];
  return familyRun({
    id: 'react-swe-agent-navigation-cycle',
    family,
    label: 'loop',
    note: 'SWE-agent searches, opens the file, jumps to a line, and does the same three steps again and again',
    task: 'Session.send ignores allow_redirects=False when a hook is registered. Fix it.',
    system: sweAgentSystem,
    turns: [
      swe(
        'Let me find the sessions module.',
        'find_file sessions.py',
        'Found 1 matches for "sessions.py" in /repo:\n/repo/src/requests/sessions.py',
      ),
      period(),
      LOOP,
      period(),
      period(),
    ],
  });
}

function miniSweSedQuoting(): FamilyRun {
  const attempts = [
    "sed -i 's/return int(match[1]) * UNITS[match[2]]/return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))/' /testbed/timeparse/core.py",
    'sed -i "s/return int(match[1]) * UNITS[match[2]]/return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))/" /testbed/timeparse/core.py',
    "sed -i 's/return int(match\\[1\\]) * UNITS\\[match\\[2\\]]/return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))/' /testbed/timeparse/core.py",
    "sed -i 's|return int(match[1]) * UNITS[match[2]]|return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))|' /testbed/timeparse/core.py",
    "sed -i -e 's/return int(match[1]) \\* UNITS[match[2]]/return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))/' /testbed/timeparse/core.py",
    "sed -i 's/return int(match\\[1\\]) \\* UNITS\\[match\\[2\\]\\]/return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))/' /testbed/timeparse/core.py",
  ];
  const check = "grep -n 'return' /testbed/timeparse/core.py";
  return familyRun({
    id: 'react-mini-swe-sed-quoting',
    family,
    label: 'loop',
    note: 'the same edit attempted with sed six ways; each "succeeds" silently but the check shows the line unchanged',
    task: '<pr_description>\n`parse_duration("1h30m")` raises ValueError instead of returning 5400.\n</pr_description>',
    system: miniSweSystem,
    turns: [
      mini(
        'Look at the implementation first.',
        "sed -n '7,12p' /testbed/timeparse/core.py",
        0,
        'def parse_duration(text: str) -> int:\n    match = UNIT_RE.fullmatch(text)\n    if match is None:\n        raise ValueError(f"invalid duration: {text!r}")\n    return int(match[1]) * UNITS[match[2]]',
      ),
      attempts.map((attempt, index) => [
        ...(index === 1 ? [LOOP] : []),
        mini(
          index === 0
            ? 'Replace the return line with a sum over all matches.'
            : 'The line did not change; the brackets must be escaped differently. Let me try again.',
          attempt,
          0,
          '',
        ),
        mini('Check whether the line changed.', check, 0, '11:    return int(match[1]) * UNITS[match[2]]'),
      ]),
    ],
  });
}

function buildLogTailForever(): FamilyRun {
  return familyRun({
    id: 'react-mini-swe-tail-forever',
    family,
    label: 'loop',
    note: 'a text agent waits on a build log with `sleep 20 && tail` eleven times; the log never moves',
    task: 'Build the docs with `make html` in the background and report any warnings when it finishes.',
    system: miniSweSystem,
    turns: [
      mini(
        'Start the build in the background and log to build.log.',
        'cd /testbed/docs && (make html > build.log 2>&1 &) && echo started',
        0,
        'started',
      ),
      repeat(11, (index) => [
        ...(index === 7 ? [LOOP] : []),
        mini(
          'Wait a bit and check the build log.',
          'sleep 20 && tail -n 3 /testbed/docs/build.log',
          0,
          "reading sources... [ 62%] api/timeparse.core\nreading sources... [ 63%] api/timeparse.units\nWARNING: autodoc: failed to import module 'timeparse.plugins'; the following exception was raised:",
        ),
      ]),
    ],
  });
}

function sweAgentNoOpEdits(): FamilyRun {
  const test = swe(
    'Let me run the test again.',
    'python -m pytest tests/test_units.py -x -q 2>&1 | tail -4',
    "E       AssertionError: assert '1.5 km' == '1.50 km'\n\ntests/test_units.py:22: AssertionError\n1 failed, 17 passed in 0.21s",
    '/repo/src/units/format.py',
  );
  const edit = (discussion: string) =>
    swe(
      discussion,
      'edit 14:14\n    return f"{value:.2f} {unit}"\nend_of_edit',
      '[File: /repo/src/units/format.py (31 lines total)]\n(4 more lines above)\n14:    return f"{value:.2f} {unit}"\n(17 more lines below)\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.',
      '/repo/src/units/format.py',
    );
  return familyRun({
    id: 'react-swe-agent-noop-edit-cycle',
    family,
    label: 'loop',
    note: 'SWE-agent keeps re-applying an edit the file already contains, then re-running the same failing test',
    task: 'format_distance(1.5, "km") should return "1.50 km". Fix it.',
    system: sweAgentSystem,
    turns: [
      swe(
        'Open the formatter.',
        'open src/units/format.py',
        '[File: /repo/src/units/format.py (31 lines total)]\n1:def format_distance(value, unit):\n2:    value = round(value, 1)\n...\n14:    return f"{value:.2f} {unit}"',
        '/repo/src/units/format.py',
      ),
      test,
      edit('The format string should use two decimals.'),
      LOOP,
      test,
      edit('Let me make sure the format uses two decimals.'),
      test,
      edit('I will edit the return line again to use .2f.'),
      test,
      edit('Apply the two-decimal format once more.'),
    ],
  });
}

function findSettingsAgain(): FamilyRun {
  const find = () =>
    mini(
      'Let me locate the settings module.',
      'find / -name "settings.py" -path "*config*" 2>/dev/null | head -5',
      0,
      '/testbed/shop/config/settings.py\n/usr/lib/python3/dist-packages/pip/_internal/configuration/settings.py',
    );
  return familyRun({
    id: 'react-mini-swe-find-again',
    family,
    label: 'loop',
    note: 'the same `find` over the whole filesystem, run back to back with the same answer',
    task: '<pr_description>\nSet DEFAULT_AUTO_FIELD to BigAutoField for the shop project.\n</pr_description>',
    system: miniSweSystem,
    turns: [find(), LOOP, find(), find(), find(), find()],
  });
}

function secondPassOverFiles(): FamilyRun {
  const files: Record<string, string> = {
    'shop/models.py':
      'class Order(models.Model):\n    total = models.DecimalField(max_digits=10, decimal_places=2)\n    status = models.CharField(max_length=20)',
    'shop/views.py':
      'def checkout(request):\n    order = Order.objects.create(total=cart.total, status="new")',
    'shop/urls.py': 'urlpatterns = [path("checkout/", views.checkout)]',
    'shop/tests/test_checkout.py':
      'def test_checkout_creates_order(client):\n    client.post("/checkout/")\n    assert Order.objects.get().status == "pending"',
  };
  const cat = (path: string) =>
    mini(`Let me look at ${path}.`, `cat /testbed/${path}`, 0, files[path] as string);
  const order = Object.keys(files);
  return familyRun({
    id: 'react-mini-swe-second-pass',
    family,
    label: 'loop',
    note: 'four files read with cat, then the same four again in another order, no edit in between',
    task: '<pr_description>\nNew orders should start in status "pending", not "new".\n</pr_description>',
    system: miniSweSystem,
    turns: [
      order.map(cat),
      LOOP,
      ['shop/views.py', 'shop/tests/test_checkout.py', 'shop/models.py', 'shop/urls.py'].map(cat),
    ],
  });
}

function openHandsTextRetryStorm(): FamilyRun {
  const curl = (output: string, exit: number) =>
    openHandsText(
      'Let me check if the dev server responds now.',
      'curl -sS http://localhost:3000/api/health',
      output,
      exit,
    );
  return familyRun({
    id: 'react-openhands-text-retry-storm',
    family,
    label: 'loop',
    note: 'prompt-based function calling: the same curl fails refused, reset, empty reply in turn (third attempt)',
    task: 'Start the Next.js dev server and confirm /api/health works.',
    system: openHandsTextSystem,
    turns: [
      openHandsText(
        'Start the dev server in the background.',
        'cd /workspace/app && (npm run dev > server.log 2>&1 &)',
        '',
        0,
      ),
      curl("curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server", 7),
      curl('curl: (56) Recv failure: Connection reset by peer', 56),
      LOOP,
      curl('curl: (52) Empty reply from server', 52),
      curl("curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server", 7),
      curl('curl: (56) Recv failure: Connection reset by peer', 56),
      curl('curl: (52) Empty reply from server', 52),
    ],
  });
}

// Legitimate text-agent sessions.

function miniSweFixesBug(): FamilyRun {
  return familyRun({
    id: 'react-mini-swe-fix-legit',
    family,
    label: 'legit',
    note: 'find, read, reproduce, edit with python, reproduce again (now correct), run the tests, submit',
    task: '<pr_description>\n`parse_duration("1h30m")` raises ValueError instead of returning 5400.\n</pr_description>',
    system: miniSweSystem,
    turns: [
      mini(
        'Find the function.',
        'grep -rn "def parse_duration" /testbed',
        0,
        '/testbed/timeparse/core.py:7:def parse_duration(text: str) -> int:',
      ),
      mini(
        'Read it.',
        "sed -n '1,12p' /testbed/timeparse/core.py",
        0,
        'import re\n\nUNITS = {"h": 3600, "m": 60, "s": 1}\nUNIT_RE = re.compile(r"(\\d+)([hms])")\n\n\ndef parse_duration(text: str) -> int:\n    match = UNIT_RE.fullmatch(text)\n    if match is None:\n        raise ValueError(f"invalid duration: {text!r}")\n    return int(match[1]) * UNITS[match[2]]',
      ),
      mini(
        'Reproduce the issue.',
        'cd /testbed && python -c "from timeparse.core import parse_duration; print(parse_duration(\'1h30m\'))"',
        1,
        "ValueError: invalid duration: '1h30m'",
      ),
      mini(
        'Rewrite the function body with Python to avoid sed quoting problems.',
        "cd /testbed && python - <<'EOF'\nimport pathlib, re\np = pathlib.Path('timeparse/core.py')\ns = p.read_text()\ns = s.replace('''    match = UNIT_RE.fullmatch(text)\n    if match is None:\n        raise ValueError(f\"invalid duration: {text!r}\")\n    return int(match[1]) * UNITS[match[2]]''', '''    if not re.fullmatch(r\"(?:\\\\d+[hms])+\", text):\n        raise ValueError(f\"invalid duration: {text!r}\")\n    return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))''')\np.write_text(s)\nEOF",
        0,
        '',
      ),
      mini(
        'Reproduce again.',
        'cd /testbed && python -c "from timeparse.core import parse_duration; print(parse_duration(\'1h30m\'))"',
        0,
        '5400',
      ),
      mini(
        'Check that invalid input still raises.',
        'cd /testbed && python -c "from timeparse.core import parse_duration; parse_duration(\'1x\')"',
        1,
        "ValueError: invalid duration: '1x'",
      ),
      mini(
        'Run the test suite.',
        'cd /testbed && python -m pytest -q 2>&1 | tail -2',
        0,
        '24 passed in 0.31s',
      ),
      mini(
        'Everything works; submit.',
        'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff',
        0,
        'COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\ndiff --git a/timeparse/core.py b/timeparse/core.py\n…',
      ),
    ],
  });
}

function sweAgentScrollsAndFixes(): FamilyRun {
  const window = (start: number, lines: readonly string[]) =>
    `[File: /repo/src/units/format.py (64 lines total)]\n(${start - 1} more lines above)\n${lines.map((text, index) => `${start + index}:${text}`).join('\n')}\n(${Math.max(0, 64 - start - lines.length + 1)} more lines below)`;
  return familyRun({
    id: 'react-swe-agent-scroll-fix-legit',
    family,
    label: 'legit',
    note: 'SWE-agent scrolls through distinct windows of a file, edits, and the reproduction output changes',
    task: 'format_distance(1.5, "km") should return "1.50 km". Fix it.',
    system: sweAgentSystem,
    turns: [
      swe(
        'Create a reproduction script.',
        'create reproduce.py',
        '[File: /repo/reproduce.py (1 lines total)]\n1:',
        '/repo/reproduce.py',
      ),
      swe(
        'Write the reproduction.',
        'edit 1:1\nfrom units.format import format_distance\nprint(format_distance(1.5, "km"))\nend_of_edit',
        '[File: /repo/reproduce.py (2 lines total)]\n1:from units.format import format_distance\n2:print(format_distance(1.5, "km"))\nFile updated.',
        '/repo/reproduce.py',
      ),
      swe('Run it.', 'python reproduce.py', '1.5 km', '/repo/reproduce.py'),
      swe(
        'Open the formatter.',
        'open src/units/format.py',
        window(1, [
          'import math',
          '',
          'def format_distance(value, unit):',
          '    value = round(value, 1)',
          '    if value == int(value):',
          '        return f"{int(value)} {unit}"',
          '    return f"{value} {unit}"',
        ]),
        '/repo/src/units/format.py',
      ),
      swe(
        'Look further down for other helpers.',
        'scroll_down',
        window(8, [
          '',
          'def format_duration(seconds):',
          '    minutes, seconds = divmod(seconds, 60)',
          '    return f"{minutes}:{seconds:02d}"',
        ]),
        '/repo/src/units/format.py',
      ),
      swe(
        'And the rest of the file.',
        'scroll_down',
        window(12, ['', 'def format_weight(grams):', '    return f"{grams / 1000:.2f} kg"']),
        '/repo/src/units/format.py',
      ),
      swe(
        'format_weight uses two decimals; format_distance should do the same.',
        'edit 4:7\n    return f"{value:.2f} {unit}"\nend_of_edit',
        window(3, ['def format_distance(value, unit):', '    return f"{value:.2f} {unit}"']),
        '/repo/src/units/format.py',
      ),
      swe('Run the reproduction again.', 'python reproduce.py', '1.50 km', '/repo/src/units/format.py'),
      swe(
        'Run the tests.',
        'python -m pytest tests/test_units.py -q 2>&1 | tail -1',
        '18 passed in 0.19s',
        '/repo/src/units/format.py',
      ),
      swe(
        'Done.',
        'submit',
        'diff --git a/src/units/format.py b/src/units/format.py\n…',
        '/repo/src/units/format.py',
      ),
    ],
  });
}

function textAgentTestsAfterEdits(): FamilyRun {
  const random = noise(112);
  const pytestSummary = (failed: number) =>
    `${failed > 0 ? `FAILED tests/test_checkout.py::test_checkout_${failed}\n` : ''}${failed > 0 ? `${failed} failed, ${12 - failed} passed` : '12 passed'} in ${random.seconds(0.8, 1.4)}s`;
  return familyRun({
    id: 'react-mini-swe-tests-after-edits-legit',
    family,
    label: 'legit',
    note: 'the same pytest command four times, each after an edit, with failures falling 3 → 2 → 1 → 0',
    task: '<pr_description>\nNew orders should start in status "pending", not "new".\n</pr_description>',
    system: miniSweSystem,
    turns: [
      mini(
        'Run the checkout tests first.',
        'cd /testbed && python -m pytest tests/test_checkout.py -q 2>&1 | tail -2',
        1,
        pytestSummary(3),
      ),
      mini(
        'Change the default status in the view.',
        'cd /testbed && sed -i \'s/status="new"/status="pending"/\' shop/views.py',
        0,
        '',
      ),
      mini(
        'Run the tests again.',
        'cd /testbed && python -m pytest tests/test_checkout.py -q 2>&1 | tail -2',
        1,
        pytestSummary(2),
      ),
      mini(
        'The model default is also "new".',
        'cd /testbed && grep -n \'default="new"\' shop/models.py',
        0,
        '5:    status = models.CharField(max_length=20, default="new")',
      ),
      mini(
        'Change the model default.',
        'cd /testbed && sed -i \'5s/default="new"/default="pending"/\' shop/models.py',
        0,
        '',
      ),
      mini(
        'Run the tests again.',
        'cd /testbed && python -m pytest tests/test_checkout.py -q 2>&1 | tail -2',
        1,
        pytestSummary(1),
      ),
      mini(
        'A migration is needed for the new default.',
        'cd /testbed && python manage.py makemigrations shop -n order_status_pending',
        0,
        "Migrations for 'shop':\n  shop/migrations/0007_order_status_pending.py\n    - Alter field status on order",
      ),
      mini(
        'Run the tests again.',
        'cd /testbed && python -m pytest tests/test_checkout.py -q 2>&1 | tail -2',
        0,
        pytestSummary(0),
      ),
      mini(
        'Submit.',
        'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT',
        0,
        'COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT',
      ),
    ],
  });
}

function textAgentPollsThenDone(): FamilyRun {
  const tail = (output: string) =>
    mini('Wait a bit and check the build log.', 'sleep 20 && tail -n 2 /testbed/docs/build.log', 0, output);
  return familyRun({
    id: 'react-mini-swe-poll-then-done-legit',
    family,
    label: 'legit',
    note: 'the build log polled with sleeps: three identical answers, then the build finishes',
    task: 'Build the docs with `make html` in the background and report any warnings when it finishes.',
    system: miniSweSystem,
    turns: [
      mini(
        'Start the build in the background.',
        'cd /testbed/docs && (make html > build.log 2>&1 &) && echo started',
        0,
        'started',
      ),
      tail('reading sources... [ 62%] api/timeparse.core'),
      tail('reading sources... [ 62%] api/timeparse.core'),
      tail('reading sources... [ 62%] api/timeparse.core'),
      tail('build succeeded, 2 warnings.\n\nThe HTML pages are in _build/html.'),
      mini(
        'Show the warnings.',
        "grep -n 'WARNING' /testbed/docs/build.log",
        0,
        "41:WARNING: autodoc: failed to import module 'timeparse.plugins'\n57:WARNING: undefined label: 'units-table'",
      ),
      say(
        'The docs build succeeded with 2 warnings: timeparse.plugins cannot be imported by autodoc, and the label units-table is undefined.',
      ),
    ],
  });
}

function textAgentGitStatusBetweenCommits(): FamilyRun {
  return familyRun({
    id: 'react-openhands-text-git-status-legit',
    family,
    label: 'legit',
    note: 'git status before and after a commit, then again after a second change: same command, different answers',
    task: 'Commit the pending changes as two commits: one for the docs, one for the code.',
    system: openHandsTextSystem,
    turns: [
      openHandsText(
        'Check what changed.',
        'cd /workspace/app && git status --short',
        ' M README.md\n M docs/setup.md\n M src/server.ts',
        0,
      ),
      openHandsText(
        'Commit the docs first.',
        'cd /workspace/app && git add README.md docs/setup.md && git commit -m "Docs: setup for Node 20"',
        '[main 41ac0e2] Docs: setup for Node 20\n 2 files changed, 9 insertions(+), 4 deletions(-)',
        0,
      ),
      openHandsText('Check what is left.', 'cd /workspace/app && git status --short', ' M src/server.ts', 0),
      openHandsText(
        'Commit the code.',
        'cd /workspace/app && git commit -am "Read PORT from the environment"',
        '[main 9e77b13] Read PORT from the environment\n 1 file changed, 1 insertion(+), 1 deletion(-)',
        0,
      ),
      openHandsText('Confirm the tree is clean.', 'cd /workspace/app && git status --short', '', 0),
      say('Done: 41ac0e2 (docs) and 9e77b13 (code); the working tree is clean.'),
    ],
  });
}

function textAgentExploresWithGreps(): FamilyRun {
  return familyRun({
    id: 'react-swe-agent-explore-legit',
    family,
    label: 'legit',
    note: 'SWE-agent explores with several different searches and opens, then fixes',
    task: 'Session.send ignores allow_redirects=False when a hook is registered. Fix it.',
    system: sweAgentSystem,
    turns: [
      swe(
        'Find where hooks are dispatched.',
        'search_dir "dispatch_hook" src',
        'Found 3 matches for "dispatch_hook" in /repo/src:\n/repo/src/requests/hooks.py (1 matches)\n/repo/src/requests/sessions.py (2 matches)',
      ),
      swe(
        'Look at the matches in sessions.py.',
        'search_file "dispatch_hook" src/requests/sessions.py',
        'Found 2 matches for "dispatch_hook" in /repo/src/requests/sessions.py:\nLine 688:        r = dispatch_hook("response", hooks, r, **kwargs)\nLine 702:        if allow_redirects:',
      ),
      swe(
        'Open around line 688.',
        'open src/requests/sessions.py 688',
        '[File: /repo/src/requests/sessions.py (812 lines total)]\n(687 more lines above)\n688:        r = dispatch_hook("response", hooks, r, **kwargs)\n689:        gen = self.resolve_redirects(r, request, **kwargs)\n690:        history = [resp for resp in gen]\n(122 more lines below)',
        '/repo/src/requests/sessions.py',
      ),
      swe(
        'The redirects are resolved regardless of allow_redirects. Let me see how allow_redirects is read.',
        'search_file "allow_redirects" src/requests/sessions.py',
        'Found 3 matches for "allow_redirects" in /repo/src/requests/sessions.py:\nLine 671:        allow_redirects = kwargs.pop("allow_redirects", True)\nLine 702:        if allow_redirects:\nLine 711:        if not allow_redirects:',
        '/repo/src/requests/sessions.py',
      ),
      swe(
        'Guard the resolution with allow_redirects.',
        'edit 689:690\n        if allow_redirects:\n            gen = self.resolve_redirects(r, request, **kwargs)\n            history = [resp for resp in gen]\n        else:\n            history = []\nend_of_edit',
        '[File: /repo/src/requests/sessions.py (815 lines total)]\n(686 more lines above)\n689:        if allow_redirects:\n690:            gen = self.resolve_redirects(r, request, **kwargs)\n691:            history = [resp for resp in gen]\n692:        else:\n693:            history = []\nFile updated.',
        '/repo/src/requests/sessions.py',
      ),
      swe(
        'Run the redirect tests.',
        'python -m pytest tests/test_redirects.py -q 2>&1 | tail -1',
        '31 passed in 1.12s',
        '/repo/src/requests/sessions.py',
      ),
      swe(
        'Submit.',
        'submit',
        'diff --git a/src/requests/sessions.py b/src/requests/sessions.py\n…',
        '/repo/src/requests/sessions.py',
      ),
    ],
  });
}

function openHandsTextDebugSession(): FamilyRun {
  return familyRun({
    id: 'react-openhands-text-debug-legit',
    family,
    label: 'legit',
    note: 'one failed curl while the server starts, the agent reads the log, fixes the port, and the curl works',
    task: 'Start the Next.js dev server and confirm /api/health works.',
    system: openHandsTextSystem,
    turns: [
      openHandsText(
        'Start the dev server in the background.',
        'cd /workspace/app && (npm run dev > server.log 2>&1 &)',
        '',
        0,
      ),
      openHandsText(
        'Check the health endpoint.',
        'curl -sS http://localhost:3000/api/health',
        "curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server",
        7,
      ),
      openHandsText(
        'Read the server log.',
        'tail -n 5 /workspace/app/server.log',
        '> app@0.1.0 dev\n> next dev -p 3100\n\n  ▲ Next.js 14.1.0\n  - Local:        http://localhost:3100',
        0,
      ),
      openHandsText(
        'The server runs on 3100. Check there.',
        'curl -sS http://localhost:3100/api/health',
        '{"ok":true}',
        0,
      ),
      say('The dev server runs on port 3100 (set in the dev script), and /api/health answers {"ok":true}.'),
    ],
  });
}

/** ReAct and text-only agents. */
export const reactAgents: readonly FamilyRun[] = [
  miniSweReproduceRerun(),
  sweAgentNavigationCycle(),
  miniSweSedQuoting(),
  buildLogTailForever(),
  sweAgentNoOpEdits(),
  findSettingsAgain(),
  secondPassOverFiles(),
  openHandsTextRetryStorm(),
  miniSweFixesBug(),
  sweAgentScrollsAndFixes(),
  textAgentTestsAfterEdits(),
  textAgentPollsThenDone(),
  textAgentGitStatusBetweenCommits(),
  textAgentExploresWithGreps(),
  openHandsTextDebugSession(),
];
