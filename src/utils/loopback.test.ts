import { describe, expect, it } from 'vitest';
import { createGatewayPolicy } from '../proxy/policy/create-gateway-policy.js';
import { isLoopbackAddress, isLoopbackHost } from './loopback.js';

describe('loopback', () => {
  it('knows this machine by its addresses and names, with or without a port', () => {
    for (const host of ['localhost', 'LOCALHOST:8787', '127.0.0.1', '127.1.2.3:80', '[::1]', '[::1]:8787'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.255.255.254'])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('does not take a name that merely starts with 127. for this machine', () => {
    for (const host of [
      '127.0.0.1.evil.example',
      '127.evil.example',
      '127.0.0.1.nip.io:8787',
      '1270.0.0.1',
      '0.0.0.0',
      'example.com',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
    expect(isLoopbackAddress('127.0.0.1.evil.example')).toBe(false);
    expect(isLoopbackAddress('127.0.0.256')).toBe(false);
  });

  it('answers a host asked again as the first time, also past the hosts it remembers', () => {
    const hosts = Array.from({ length: 80 }, (_, index) =>
      index % 2 === 0 ? `127.0.0.${index}:8787` : `host-${index}.example`,
    );
    for (let round = 0; round < 2; round++)
      for (const [index, host] of hosts.entries()) expect(isLoopbackHost(host), host).toBe(index % 2 === 0);
    const long = `127.0.0.1.${'a'.repeat(300)}.example`;
    expect(isLoopbackHost(long)).toBe(false);
    expect(isLoopbackHost(long)).toBe(false);
  });

  it('keeps the gateway from listening on such a name without access configured', () => {
    expect(createGatewayPolicy().bindProblem('127.0.0.1.evil.example')).toContain(
      'reaches beyond this machine',
    );
    expect(createGatewayPolicy().bindProblem('127.0.0.1')).toBeUndefined();
  });
});
