import { ConfigError } from '../../errors.js';
import { type GuardOptions, resolveGuardOptions } from '../../guard/options.js';
import type { LocateOption } from '../../guard/policy-position.js';
import { GATEWAY_GUARD_DEFAULTS } from '../gateway-guard-defaults.js';
import type { AccessRefusal, GatewayPolicy, RunLabels } from '../gateway-policy.js';
import type { ProxyHeaders } from '../proxy-exchange.js';
import { type AccessRules, createAccessCheck } from './access-check.js';
import { createBudgetScopes } from './budget-scopes.js';
import { sha256Hex } from './client-credentials.js';
import type { GatewayPolicyConfig } from './gateway-policy-schema.js';
import { isLoopbackHost } from './is-loopback.js';
import { mergeGuardOptions } from './merge-guard-options.js';
import { locatedConfigError } from './read-gateway-policy.js';

/** Options of {@link createGatewayPolicy}. */
export interface CreateGatewayPolicyOptions {
  /** Where tokens and client keys named by `env`/`keyEnv` are read. @default process.env */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** The policy file, for messages. @default 'gateway policy' */
  readonly source?: string | undefined;
  /** Finds a field's line and column in the file, for messages. */
  readonly locate?: LocateOption | undefined;
}

/** The gateway policy the CLI serves with: {@link GatewayPolicy} plus the checks around it. */
export interface LoadedGatewayPolicy extends GatewayPolicy {
  /** True when an access token or client keys are configured. */
  readonly accessConfigured: boolean;
  /** True when any shared budget is set (per task, agent-day, client-day, day): the gateway needs a ledger. */
  readonly hasSharedBudgets: boolean;
  /** Why the gateway may not listen on `host` (beyond loopback without a token or client keys), or `undefined`. */
  bindProblem(host: string): string | undefined;
  /** The policy's `transcripts` (where and how big), for the CLI to open the file; `undefined` without it. */
  readonly transcripts: GatewayPolicyConfig['transcripts'];
  /** Who may read `/metrics`: loopback peers, and others with the access token. */
  metricsAccess(headers: ProxyHeaders, remoteAddress: string | undefined): AccessRefusal | undefined;
}

const digestOf = (hash: string) => hash.replace(/^sha256:/, '').toLowerCase();

function accessRules(config: GatewayPolicyConfig, options: CreateGatewayPolicyOptions): AccessRules {
  const env = options.env ?? process.env;
  const source = options.source ?? 'gateway policy';
  const fromEnv = (path: string, name: string): string => {
    const value = env[name];
    if (value === undefined || value.trim() === '')
      throw locatedConfigError(
        [{ path, message: `names the environment variable ${name}, which is not set` }],
        source,
        options.locate ?? (() => undefined),
      );
    return value.trim();
  };
  const token = config.access?.token;
  return {
    tokenHash:
      token === undefined
        ? undefined
        : token.hash !== undefined
          ? digestOf(token.hash)
          : sha256Hex(fromEnv('access.token.env', token.env as string)),
    clientKeys: (config.access?.clientKeys ?? []).map((key, index) => ({
      keyHash:
        key.keyHash !== undefined
          ? digestOf(key.keyHash)
          : sha256Hex(fromEnv(`access.clientKeys.${index}.keyEnv`, key.keyEnv as string)),
      agent: key.agent,
      budgetPerDay: key.budgetPerDay,
    })),
  };
}

/**
 * A {@link GatewayPolicy} from a validated policy file: the file's guard options are every run's defaults,
 * a task type's overrides come next and an agent's last (`prices`, `tools` and `loop` merged entry by
 * entry); `budgets.perRun` caps each run's `maxCost`; the shared budgets become scopes per task, agent-day,
 * client-key-day and day; `access` decides who may call. Every combination of overrides is checked here, so a
 * bad one fails at start-up, not on the first request of that agent.
 * @example
 * const { config, source, locate } = await readGatewayPolicy('gateway.yaml');
 * const policy = createGatewayPolicy(config, { source, locate });
 */
export function createGatewayPolicy(
  config: GatewayPolicyConfig = {},
  options: CreateGatewayPolicyOptions = {},
): LoadedGatewayPolicy {
  const {
    agents = {},
    taskTypes = {},
    budgets = {},
    access: _access,
    passThrough,
    transcripts,
    ...defaults
  } = config;
  const rules = accessRules(config, options);
  const access = createAccessCheck(rules);
  const source = options.source ?? 'gateway policy';

  const capped = (merged: GuardOptions): GuardOptions => {
    if (budgets.perRun === undefined) return merged;
    const cap = budgets.perRun * (merged.usdRate ?? 1);
    return { ...merged, maxCost: merged.maxCost == null ? cap : Math.min(merged.maxCost, cap) };
  };
  const combine = (taskType: string, agent: string): GuardOptions => {
    let merged: GuardOptions = { ...GATEWAY_GUARD_DEFAULTS, ...(defaults as GuardOptions) };
    if (taskType !== '') merged = mergeGuardOptions(merged, taskTypes[taskType] as GuardOptions);
    if (agent !== '') merged = mergeGuardOptions(merged, agents[agent] as GuardOptions);
    return Object.freeze(capped(merged));
  };
  // Only configured names are keys, so labels from headers cannot grow this cache.
  const combined = new Map<string, GuardOptions>();
  const taskTypeNames = ['', ...Object.keys(taskTypes)];
  const agentNames = ['', ...Object.keys(agents)];
  for (const taskType of taskTypeNames) {
    for (const agent of agentNames) {
      const merged = combine(taskType, agent);
      const where = [taskType && `taskTypes.${taskType}`, agent && `agents.${agent}`]
        .filter(Boolean)
        .join(' + ');
      try {
        resolveGuardOptions(merged);
      } catch (error) {
        if (!ConfigError.isInstance(error)) throw error;
        throw new ConfigError(error.code, error.issues, {
          source: where ? `${source} (${where} over the defaults)` : source,
          cause: error,
        });
      }
      combined.set(`${taskType}\u0000${agent}`, merged);
    }
  }

  /** The combined options for the labels' task type and agent (those the policy names; others get the defaults). */
  const baseGuardOptionsFor = (labels: RunLabels): GuardOptions => {
    const taskType =
      labels.taskType !== undefined && Object.hasOwn(taskTypes, labels.taskType) ? labels.taskType : '';
    const agent = labels.agent !== undefined && Object.hasOwn(agents, labels.agent) ? labels.agent : '';
    return combined.get(`${taskType}\u0000${agent}`) as GuardOptions;
  };
  const scopesFor = createBudgetScopes(budgets, (clientId) => access.clientKey(clientId)?.budgetPerDay);
  return {
    accessConfigured: access.configured,
    hasSharedBudgets:
      budgets.perTask !== undefined ||
      budgets.perAgentPerDay !== undefined ||
      budgets.perClientKeyPerDay !== undefined ||
      budgets.globalPerDay !== undefined ||
      rules.clientKeys.some((key) => key.budgetPerDay !== undefined),
    identify: access.identify,
    metricsAccess: access.metricsAccess,
    baseGuardOptionsFor,
    guardOptionsFor(labels: RunLabels): GuardOptions {
      const base = baseGuardOptionsFor(labels);
      return {
        ...base,
        runId: labels.runId,
        taskId: labels.taskId ?? base.taskId,
        agentName: labels.agent ?? base.agentName,
        taskType: labels.taskType ?? base.taskType,
      };
    },
    budgetScopesFor: scopesFor,
    transcripts,
    capturesTranscript(labels: RunLabels): boolean {
      const agents = transcripts?.agents;
      const types = transcripts?.taskTypes;
      if (agents === undefined && types === undefined) return true;
      return (
        (labels.agent !== undefined && agents?.includes(labels.agent) === true) ||
        (labels.taskType !== undefined && types?.includes(labels.taskType) === true)
      );
    },
    passThrough: Object.freeze([...(passThrough ?? [])]),
    requiresCredentials: access.configured,
    bindProblem(host: string) {
      if (isLoopbackHost(host) || access.configured) return undefined;
      return (
        `--host ${host} reaches beyond this machine, and the policy gives no access token or client keys: ` +
        'anyone who can reach it could spend through it. Set access.token or access.clientKeys in --policy, or listen on 127.0.0.1'
      );
    },
  };
}
