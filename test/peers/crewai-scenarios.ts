import { acts, type PeerScenario, quiet, scenariosFor } from './peer-scenario.js';
import { repeat, say, tool, user } from './transcript.js';

/**
 * Scenarios of CrewAI's repeated tool usage check: its agent tests (test_agent_repeated_tool_usage and
 * the cache tests in tests/agents/test_agent.py) and what ToolUsage._check_tool_repeated_usage in
 * tool_usage.py shows about the rule (it compares a call only with the last tool that ran). When CrewAI
 * refuses a repeated call the agent gets a refusal in place of the tool's answer, as in these runs.
 */

const scenario = scenariosFor('crewai', {
  model: 'gpt-4o',
  callIdPrefix: 'call_',
  system:
    'You are test role. test backstory\nYour personal goal is: test goal\nYou ONLY have access to the tools listed to you.',
});

const refusal =
  'I already used this tool with this exact input. I must stop repeating this action input and try something else instead.';
const searchResults = JSON.stringify({
  results: [
    {
      title: 'ACME Corp reports 2024 results',
      link: 'https://news.example/acme-2024',
      snippet: 'Revenue rose 8% to $4.1B…',
    },
    {
      title: 'ACME investor relations',
      link: 'https://acme.example/investors',
      snippet: 'Annual report 2024 (PDF)',
    },
  ],
});
const investorsPage =
  'ACME Investor Relations\nAnnual report 2024 (PDF, 6.2 MB)\nQ4 2024 earnings call replay\nContact: ir@acme.example';

/** Every CrewAI scenario. */
export const crewaiScenarios: readonly PeerScenario[] = [
  scenario({
    id: 'crewai-repeated-tool-usage',
    family: 'nudge',
    peerTest: 'test_agent_repeated_tool_usage',
    alsoCovers: [
      'test_agent_repeated_tool_usage_check_even_with_disabled_cache',
      'test_agent_moved_on_after_max_iterations',
    ],
    label: 'loop',
    loopFrom: 2,
    note: 'the agent keeps calling the same tool with the same input; every refusal is ignored',
    task: 'The final answer is 42. Do not give it until I tell you so; keep using the `get_final_answer` tool instead.',
    steps: [
      tool('get_final_answer', { anything: 'the final answer' }, '42'),
      ...repeat(4, () => tool('get_final_answer', { anything: 'the final answer' }, refusal)),
      say('Final Answer: 42'),
    ],
    peerExpects: acts(2),
  }),
  scenario({
    id: 'crewai-multiplier-across-tasks',
    family: 'legit-progress',
    peerTest: 'test_cache_hitting',
    alsoCovers: ['test_disabling_cache_for_agent'],
    label: 'legit',
    loopFrom: null,
    note: 'four tasks for one agent; 2 × 6 comes up again in later tasks',
    task: 'What is 2 times 6?',
    steps: [
      tool('multiplier', { first_number: 2, second_number: 6 }, '12'),
      say('12'),
      user('What is 3 times 3?'),
      tool('multiplier', { first_number: 3, second_number: 3 }, '9'),
      say('9'),
      user('What is 2 times 6 times 3? Return only the number'),
      tool('multiplier', { first_number: 2, second_number: 6 }, '12'),
      tool('multiplier', { first_number: 12, second_number: 3 }, '36'),
      say('36'),
      user('What is 2 times 6? Return only the result of the multiplication.'),
      tool('multiplier', { first_number: 2, second_number: 6 }, '12'),
      say('12'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'crewai-ten-distinct-steps',
    family: 'legit-progress',
    peerTest: 'test_agent_max_iterations_stops_loop',
    label: 'legit',
    loopFrom: null,
    note: 'one call per step, as the task asks; every answer says more steps remain',
    task: 'Use the get_data tool for step1 to step10. Do NOT stop until you have called it for ALL steps.',
    steps: [
      ...repeat(10, (index) =>
        tool(
          'get_data',
          { step: `step${index + 1}` },
          `Data for step${index + 1}: incomplete, need to query more steps.`,
        ),
      ),
      say('Collected data for all ten steps; each step reports incomplete data.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'crewai-search-scrape-alternating',
    family: 'cycle',
    peerTest: 'ToolUsage._check_tool_repeated_usage (compares with the last tool only)',
    label: 'loop',
    loopFrom: 3,
    note: 'search and scrape alternate with the same inputs and answers; no call equals the one before',
    task: 'Find ACME’s 2024 annual revenue.',
    steps: repeat(4, () => [
      tool('search_the_internet_with_serper', { search_query: 'ACME 2024 annual revenue' }, searchResults),
      tool('read_website_content', { website_url: 'https://acme.example/investors' }, investorsPage),
    ]),
    peerExpects: quiet,
  }),
  scenario({
    id: 'crewai-query-case-and-spaces',
    family: 'disguised-signature',
    peerTest: 'ToolUsage._check_tool_repeated_usage (exact argument equality)',
    label: 'loop',
    loopFrom: 2,
    note: 'the same search five times, its query recased or re-spaced each time',
    task: 'Find ACME’s 2024 annual revenue.',
    steps: [
      'ACME 2024 annual revenue',
      'acme 2024 annual revenue',
      'Acme 2024 annual revenue ',
      'acme  2024 annual revenue',
      'ACME 2024 Annual Revenue',
    ].map((query) => tool('search_the_internet_with_serper', { search_query: query }, searchResults)),
    peerExpects: quiet,
  }),
];
