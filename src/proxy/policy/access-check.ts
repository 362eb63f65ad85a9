import type { AccessRefusal, ClientIdentity } from '../gateway-policy.js';
import type { ProxyHeaders } from '../proxy-exchange.js';
import { clientIdOf, presentedCredential, sameDigest, sha256Hex } from './client-credentials.js';
import { isLoopbackAddress } from './is-loopback.js';

/** A client key resolved from the policy: its digest and what it maps to. */
export interface ClientKeyEntry {
  /** SHA-256 of the key, lower-case hex. */
  readonly keyHash: string;
  readonly agent: string;
  readonly budgetPerDay?: number | undefined;
}

/** The gateway's access rules, secrets already reduced to their digests. */
export interface AccessRules {
  /** SHA-256 of the access token, lower-case hex. */
  readonly tokenHash?: string | undefined;
  readonly clientKeys: readonly ClientKeyEntry[];
}

/** An {@link AccessRules} check: who a request is, and whether it may read `/metrics`. */
export interface AccessCheck {
  /** True when a token or client keys are configured (the gateway may listen beyond loopback). */
  readonly configured: boolean;
  identify(headers: ProxyHeaders, remoteAddress: string | undefined): ClientIdentity | AccessRefusal;
  /** Loopback peers may scrape; others need the access token. */
  metricsAccess(headers: ProxyHeaders, remoteAddress: string | undefined): AccessRefusal | undefined;
  /** The client key entry of a client id, for its budget. */
  clientKey(clientId: string): ClientKeyEntry | undefined;
}

const missing: AccessRefusal = {
  status: 401,
  message:
    'this gateway needs an access token or a client key: send it in the x-loopguard-key header (or as Authorization: Bearer)',
};
const invalid: AccessRefusal = {
  status: 401,
  message: 'the access token or client key is not valid for this gateway',
};
const remoteRefused: AccessRefusal = {
  status: 403,
  message: 'this gateway answers only clients on its own machine: it has no access token or client keys',
};

/**
 * The access check. Without a token or client keys only loopback peers are served. With them, every request
 * (loopback too) must present one: the credential is hashed and compared with the configured digests in
 * constant time, and a client key's identity is its non-secret id and agent. Refusals never echo the
 * credential.
 */
export function createAccessCheck(rules: AccessRules): AccessCheck {
  const byHash = new Map<string, { entry: ClientKeyEntry; identity: ClientIdentity }>();
  const byId = new Map<string, ClientKeyEntry>();
  for (const entry of rules.clientKeys) {
    const clientId = clientIdOf(entry.keyHash);
    byHash.set(entry.keyHash, { entry, identity: Object.freeze({ clientId, agent: entry.agent }) });
    byId.set(clientId, entry);
  }
  const tokenHash = rules.tokenHash;
  const configured = tokenHash !== undefined || byHash.size > 0;
  const open: ClientIdentity = Object.freeze({});
  const isToken = (hash: string) => tokenHash !== undefined && sameDigest(hash, tokenHash);
  return {
    configured,
    identify(headers, remoteAddress) {
      if (!configured) return isLoopbackAddress(remoteAddress) ? open : remoteRefused;
      const credential = presentedCredential(headers);
      if (!credential) return missing;
      const hash = sha256Hex(credential);
      if (isToken(hash)) return open;
      // The lookup is keyed by a digest, so its timing tells nothing about the key; the match is then
      // confirmed in constant time.
      const found = byHash.get(hash);
      return found && sameDigest(hash, found.entry.keyHash) ? found.identity : invalid;
    },
    metricsAccess(headers, remoteAddress) {
      if (isLoopbackAddress(remoteAddress)) return undefined;
      if (tokenHash === undefined)
        return { status: 403, message: '/metrics answers only loopback peers unless access.token is set' };
      const credential = presentedCredential(headers);
      if (!credential) return missing;
      return isToken(sha256Hex(credential)) ? undefined : invalid;
    },
    clientKey: (clientId) => byId.get(clientId),
  };
}
