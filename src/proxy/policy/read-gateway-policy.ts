import { readFile } from 'node:fs/promises';
import { ConfigError, type ConfigIssue } from '../../errors.js';
import { policyFormatOf } from '../../guard/load-policy.js';
import { toConfigIssues } from '../../guard/options.js';
import { readJsoncPolicy } from '../../guard/policy-jsonc.js';
import type { LocateOption } from '../../guard/policy-position.js';
import { type GatewayPolicyConfig, gatewayPolicySchema } from './gateway-policy-schema.js';

/** A validated policy file with a locator of its fields, for errors found after validation (an unset variable). */
export interface ReadGatewayPolicy {
  readonly config: GatewayPolicyConfig;
  readonly source: string;
  readonly locate: LocateOption;
}

// What a wrong value was is echoed after `got`; under `access` it may be a secret written where only its
// variable name or digest belongs, so it is never echoed there.
function withoutEcho(issue: ConfigIssue): ConfigIssue {
  return issue.path === 'access' || issue.path.startsWith('access.')
    ? { ...issue, message: issue.message.replace(/, got [\s\S]*$/, '') }
    : issue;
}

/** A ConfigError at `source:line:column` for one issue, or with the line and column in each message. */
export function locatedConfigError(
  issues: readonly ConfigIssue[],
  source: string,
  locate: LocateOption,
): ConfigError {
  const positions = issues.map((issue) => locate(issue.path));
  const only = issues.length === 1 ? positions[0] : undefined;
  if (only)
    return new ConfigError('LOOPGUARD_INVALID_OPTIONS', issues, {
      source: `${source}:${only.line}:${only.column}`,
    });
  const placed = issues.map((issue, index) => {
    const position = positions[index];
    return position
      ? { ...issue, message: `${issue.message} (line ${position.line}, column ${position.column})` }
      : issue;
  });
  return new ConfigError('LOOPGUARD_INVALID_OPTIONS', placed, { source });
}

/**
 * Parses and validates a gateway policy file's text (JSON with comments, or YAML), reported as guard policy
 * files are: malformed text and each invalid field at `source:line:column`, fields by their dotted name
 * (`agents.support-bot.maxRounds`).
 */
export async function parseGatewayPolicy(
  text: string,
  source: string,
  format: 'json' | 'yaml' = policyFormatOf(source),
): Promise<ReadGatewayPolicy> {
  const { value, locate } =
    format === 'yaml'
      ? (await import('../../guard/policy-yaml.js')).readYamlPolicy(text, source)
      : readJsoncPolicy(text, source);
  const parsed = gatewayPolicySchema.safeParse(value);
  if (!parsed.success)
    throw locatedConfigError(toConfigIssues(parsed.error, value).map(withoutEcho), source, locate);
  return { config: parsed.data, source, locate };
}

/** Reads a gateway policy file: YAML for `.yaml`/`.yml`, else JSON with comments. A missing file is a ConfigError naming it. */
export async function readGatewayPolicy(path: string): Promise<ReadGatewayPolicy> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [{ path: '', message: reason }], {
      source: path,
      cause: error,
    });
  }
  return parseGatewayPolicy(text, path);
}
