const ipv4Loopback =
  /^127\.(?:25[0-5]|2[0-4]\d|1?\d?\d)\.(?:25[0-5]|2[0-4]\d|1?\d?\d)\.(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** True for a peer address on this machine: `127.0.0.0/8` (four numbers), `::1`, and IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return bare === '::1' || ipv4Loopback.test(bare);
}

// The gateway reads the `Host` of every request, and a client sends the same one each time: the answer is kept
// by value. Bounded, since the values come from clients; a long value is worked out each time.
const answerByHost = new Map<string, boolean>();
const maxRememberedHosts = 64;
const maxRememberedLength = 256;

/**
 * True for a name or address only this machine can reach, with or without a port and brackets: `localhost`,
 * `127.x.y.z`, `[::1]`. A name that merely starts with `127.` (`127.0.0.1.evil.example`) is not one.
 */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (host === null || host === undefined) return false;
  const known = answerByHost.get(host);
  if (known !== undefined) return known;
  const answer = loopbackName(host);
  if (answerByHost.size < maxRememberedHosts && host.length <= maxRememberedLength)
    answerByHost.set(host, answer);
  return answer;
}

function loopbackName(host: string): boolean {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    if (end === -1) return false;
    name = name.slice(1, end);
  } else if (name.split(':').length === 2) name = name.replace(/:\d+$/, '');
  return name === 'localhost' || isLoopbackAddress(name);
}
