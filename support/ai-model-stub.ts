import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the stub answers to POST /chat/completions: the reply, a failure, a page that is not JSON, or nothing at all. */
export type AiStubMode = 'answer' | 'error' | 'garbage' | 'hang';

export type AiStubRequest = { authorization: string | undefined; body: Record<string, unknown> };

export type AiModelStub = {
  url: string;
  mode: AiStubMode;
  /**
   * The message content the model answers in 'answer' mode, from the request body: an object is sent as its JSON
   * text, a string as it is.
   */
  reply: (body: { model?: string; messages: { role: string; content: unknown }[] }) => string | Record<string, unknown>;
  /** Every request the stub received, oldest first. */
  requests: AiStubRequest[];
  close: () => Promise<void>;
};

/** A local HTTP server speaking the OpenAI chat-completions API, for the tests; its base URL ends in /v1 as OpenAI's does. */
export async function startAiModelStub(): Promise<AiModelStub> {
  const sockets = new Set<Socket>();
  const stub: AiModelStub = { url: '', mode: 'answer', reply: () => ({}), requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"Invalid JSON"}}');
      }
      stub.requests.push({ authorization: req.headers.authorization, body });
      if (stub.mode === 'hang') return;
      if (stub.mode === 'error') return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      if (stub.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      const reply = stub.reply(body as Parameters<AiModelStub['reply']>[0]);
      const content = typeof reply === 'string' ? reply : JSON.stringify(reply);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${stub.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () =>
    new Promise<void>((done) => {
      for (const s of sockets) s.destroy();
      server.close(() => done());
    });
  return stub;
}
