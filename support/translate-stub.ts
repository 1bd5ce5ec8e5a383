import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stub answers to POST /translate: a LibreTranslate answer, a failure, garbage, or nothing at all. */
export type StubMode = 'translate' | 'error' | 'garbage' | 'hang';

export type TranslateStub = {
  url: string;
  mode: StubMode;
  /** Every request body the stub received, oldest first. */
  requests: Record<string, unknown>[];
  close: () => Promise<void>;
};

/**
 * A local HTTP server speaking the LibreTranslate API, for the tests: in 'translate' mode it answers
 * `{ translatedText: "[en] <q>", detectedLanguage }` with the language given at start.
 */
export async function startTranslateStub(detectedLanguage = 'fr'): Promise<TranslateStub> {
  const sockets = new Set<import('node:net').Socket>();
  const stub: TranslateStub = { url: '', mode: 'translate', requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate') return void res.writeHead(404).end();
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"Invalid request"}');
      }
      stub.requests.push(body);
      if (stub.mode === 'hang') return;
      if (stub.mode === 'error') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      if (stub.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ translatedText: `[en] ${String(body.q)}`, ...(body.source === 'auto' ? { detectedLanguage: { confidence: 90, language: detectedLanguage } } : {}) }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((done) => {
      for (const s of sockets) s.destroy();
      server.close(() => done());
    });
  return stub;
}
