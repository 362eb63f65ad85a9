/**
 * Resolves on the first SIGINT or SIGTERM. Call it before a server listens and prints its banner: a process
 * manager's SIGTERM that lands while the banner is printed must drain the server, not kill it with Node's
 * default action (which it does while no listener is installed).
 */
export function stopSignal(): Promise<void> {
  return new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}
