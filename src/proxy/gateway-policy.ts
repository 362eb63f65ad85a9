import type { BudgetScope } from '../budget/budget-ledger.js';
import type { GuardOptions } from '../guard/options.js';
import type { ProxyHeaders } from './proxy-exchange.js';

/** What names a run and who sent it, from the request headers (or derived from the conversation). */
export interface RunLabels {
  readonly runId: string;
  readonly taskId?: string | undefined;
  readonly agent?: string | undefined;
  readonly taskType?: string | undefined;
  /** A stable, non-secret id of the client key (never the key itself), when client keys are configured. */
  readonly clientId?: string | undefined;
}

/** Who a request comes from, once it passed the access check. */
export interface ClientIdentity {
  /** Non-secret id of the client key used, when client keys are configured. */
  readonly clientId?: string | undefined;
  /** The agent this client key is mapped to, which wins over `x-loopguard-agent`. */
  readonly agent?: string | undefined;
}

/** A refused access check, answered in the API's own error format. */
export interface AccessRefusal {
  readonly status: 401 | 403;
  readonly message: string;
}

/**
 * The gateway's policy, loaded from the policy file (JSON or YAML) and validated at the edge: guard options
 * per run (defaults, then task-type, then agent overrides), the shared budget scopes, and who may call.
 */
export interface GatewayPolicy {
  /** Checks the access token or client key (none needed on loopback without configured keys). */
  identify(headers: ProxyHeaders, remoteAddress: string | undefined): ClientIdentity | AccessRefusal;
  /** Guard options of a new run with these labels (its `runId`, `taskId`, `agentName`, `taskType` set). */
  guardOptionsFor(labels: RunLabels): GuardOptions;
  /**
   * The options `guardOptionsFor` starts from, before the labels: the same object for every run of the same
   * agent and task type, so the gateway validates it once, not per run (or per request, on a shared store).
   * A policy without it has its options resolved per run.
   */
  baseGuardOptionsFor?(labels: RunLabels): GuardOptions;
  /**
   * Routes outside the gateway's route table that it forwards anyway, unguarded and unmetered: `"POST
   * /v1/embeddings"`, `"/v1/files/**"` (`*` one segment, `**` the rest). Only with the caller's own upstream
   * key: a gateway holding its own key for the provider refuses them. @default none
   */
  readonly passThrough?: readonly string[] | undefined;
  /**
   * Whether the run's transcript is captured when the gateway records transcripts (`--transcripts`, or the
   * policy's `transcripts`): only runs of the agents and task types the policy's `transcripts` names, when it
   * names any. @default every run
   */
  capturesTranscript?(labels: RunLabels): boolean;
  /** Every client must present credentials (an access token or a client key). @default false */
  readonly requiresCredentials?: boolean | undefined;
  /** The shared money scopes a call of this run reserves in (per task, agent per day, client per day, global per day). */
  budgetScopesFor(labels: RunLabels, now: number): readonly BudgetScope[];
}
