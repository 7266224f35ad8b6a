import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { TRUSTED_PROXY_HOPS, trustedProxyHops } from './trusted-proxy-hops';

/** req.ip as express works it out with `trust proxy` set to `hops`, for a request carrying `forwardedFor`. */
async function clientAddress(hops: number, forwardedFor?: string): Promise<string> {
  const app = express();
  app.set('trust proxy', hops);
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    server.close();
  }
}

describe('trusted proxy hops', () => {
  it('defaults: 2 when deployed, 0 on the emulators; a whole number 0-10 overrides; anything else keeps them', () => {
    expect(trustedProxyHops({})).toBe(TRUSTED_PROXY_HOPS.deployed);
    expect(trustedProxyHops({ FUNCTIONS_EMULATOR: 'true' })).toBe(TRUSTED_PROXY_HOPS.emulator);
    expect(trustedProxyHops({ TOOLSHOP_TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ TOOLSHOP_TRUSTED_PROXY_HOPS: '0' })).toBe(0);
    expect(trustedProxyHops({ FUNCTIONS_EMULATOR: 'true', TOOLSHOP_TRUSTED_PROXY_HOPS: '3' })).toBe(3);
    for (const typo of ['', ' ', '-1', '1.5', '11', 'true', 'all'])
      expect(trustedProxyHops({ TOOLSHOP_TRUSTED_PROXY_HOPS: typo })).toBe(TRUSTED_PROXY_HOPS.deployed);
  });

  it('deployed: the client is the second entry from the right, whatever the client wrote to its left', async () => {
    // <what the client sent>, <client, appended by Hosting>, <Hosting, appended by Cloud Run's front end>
    const chain = (sent: string) => `${sent}, 198.51.100.7, 35.191.0.1`;
    expect(await clientAddress(TRUSTED_PROXY_HOPS.deployed, chain('203.0.113.1'))).toBe('198.51.100.7');
    expect(await clientAddress(TRUSTED_PROXY_HOPS.deployed, chain('203.0.113.2, 203.0.113.3'))).toBe('198.51.100.7');
  });

  it('deployed: a chain with more of our entries than expected yields one of ours, never a forged one', async () => {
    // A front end that also appends its own address: the key is Hosting's address (shared), not the client's.
    expect(await clientAddress(TRUSTED_PROXY_HOPS.deployed, '203.0.113.1, 198.51.100.7, 35.191.0.1, 34.96.0.2')).toBe(
      '35.191.0.1',
    );
    // A front end that replaces the header with the address that connected to it (Hosting's).
    expect(await clientAddress(TRUSTED_PROXY_HOPS.deployed, '35.191.0.1')).toBe('35.191.0.1');
  });

  it('emulators: the connecting peer, X-Forwarded-For ignored', async () => {
    expect(await clientAddress(TRUSTED_PROXY_HOPS.emulator, '203.0.113.1')).toBe('127.0.0.1');
    expect(await clientAddress(TRUSTED_PROXY_HOPS.emulator)).toBe('127.0.0.1');
  });
});
