/** True for a peer address on this machine: `127.0.0.0/8`, `::1`, and IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (address === '::1' || address === '127.0.0.1' || address === '::ffff:127.0.0.1') return true;
  return address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** True for a listen address that only this machine can reach (`127.x.x.x`, `::1`, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare === 'localhost' || isLoopbackAddress(bare);
}
