import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowConnection {
  /** Where to open the site through the slow connection */
  origin: string;
  close(): Promise<void>;
}

/**
 * The site behind a connection that stalls mid-page: each HTML page arrives in three parts, with
 * a pause before the second and the third, so that the browser parses and may paint a page it
 * has only in part, as on a phone's poor network. Every other file passes at once, decoded.
 */
export async function startSlowConnection(siteUrl: string, pauseMs = 500): Promise<SlowConnection> {
  const server = createServer(async (incoming, outgoing) => {
    const upstream = await fetch(new URL(incoming.url ?? '/', siteUrl));
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    outgoing.writeHead(upstream.status, { 'content-type': type });
    if (!type.startsWith('text/html')) return outgoing.end(body);
    const third = Math.ceil(body.length / 3);
    for (const start of [0, third, 2 * third]) {
      if (start) await new Promise((done) => setTimeout(done, pauseMs));
      outgoing.write(body.subarray(start, start + third));
    }
    outgoing.end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
