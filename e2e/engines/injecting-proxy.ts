import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InjectingProxy {
  /** The proxy's address, to open instead of the site's */
  url: string;
  /** Holds every response whose path matches back for `ms` (a slow connection for those files) */
  slowDown(pattern: RegExp | null, ms?: number): void;
  /** Once no response is held back any more: the paths of the HTML pages served, in order */
  servedPages(): Promise<string[]>;
  close(): Promise<void>;
}

const HEAD_TAG = /<head(\s[^>]*)?>/i;

/**
 * A pass-through HTTP proxy in front of the site under test that puts an inline script with
 * `headScript` first in the `<head>` of every HTML page it forwards. An inline script placed there is run by
 * the HTML parser before any other script of the page, which is how the other engines' tests get
 * a script in before the page's own: WebKit's classic WebDriver has no way to add one (nor any log
 * events). Everything else passes unchanged, status and headers included; it listens on a port
 * the system picks, so parallel test runs never collide.
 */
export async function startInjectingProxy(
  siteUrl: string,
  headScript: string,
): Promise<InjectingProxy> {
  const site = new URL(siteUrl);
  let slow: { pattern: RegExp; ms: number } | null = null;
  const held = new Set<Promise<void>>();
  const pages: string[] = [];

  const forward = (incoming: IncomingMessage) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const upstream = request(
        {
          host: site.hostname,
          port: site.port,
          method: incoming.method,
          path: incoming.url,
          // unencoded, so that the HTML can be changed
          headers: { ...incoming.headers, host: site.host, 'accept-encoding': 'identity' },
        },
        resolve,
      );
      upstream.on('error', reject);
      incoming.pipe(upstream);
    });

  const server = createServer(async (incoming, outgoing) => {
    try {
      const response = await forward(incoming);
      const path = new URL(incoming.url ?? '/', site).pathname;
      if (slow?.pattern.test(path)) {
        const holding = new Promise<void>((done) => setTimeout(done, slow!.ms));
        held.add(holding);
        await holding;
        held.delete(holding);
      }
      const headers = { ...response.headers };
      if (!/^text\/html/.test(String(headers['content-type']))) {
        outgoing.writeHead(response.statusCode ?? 502, headers);
        response.pipe(outgoing);
        return;
      }
      pages.push(path);
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const html = Buffer.concat(chunks).toString('utf8');
      // the script takes its own element out again: React hydrates the whole document, and an
      // element it did not render would make it throw the prerendered page away
      const script = `<script>${headScript};document.currentScript.remove();</script>`;
      const body = html.replace(HEAD_TAG, (tag) => tag + script);
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      outgoing.writeHead(response.statusCode ?? 502, headers);
      outgoing.end(body);
    } catch (error) {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${String(error)}`);
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    slowDown(pattern, ms = 0) {
      slow = pattern && { pattern, ms };
    },
    async servedPages() {
      while (held.size) await Promise.all(held);
      return [...pages];
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
