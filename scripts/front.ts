/**
 * The front line of `npm start`: what Cloudflare's network does before a request reaches the worker, which a local
 * workerd does not. It listens on the site's port and passes every request, WebSocket upgrades
 * included, to the local worker, and on the way:
 * - writes the connection's address into CF-Connecting-IP, replacing whatever the client sent (a local workerd keeps a
 *   client's own value, so a script could choose its address and slip past the per-address rate limits);
 * - answers Expect: 100-continue itself;
 * - answers a request line or headers over the limit (Node's 16 KB) with the API's envelope instead of workerd's
 *   plain-text "ERROR: header too large.";
 * - compresses text answers (pages, styles, scripts, JSON, SVG, XML) with Brotli or gzip as the client accepts, as
 *   Cloudflare does, so pages weigh locally what they weigh in production (Lighthouse and the budgets measure that).
 */
import { createServer, request, Agent, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { answerClientError } from '../server/http/client-error.ts';

/** Connection-scoped headers (RFC 9110 §7.6.1): each hop sets its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
/** Dropped from requests: hop-by-hop, Expect (answered here) and the address only this front line may write. */
const DROPPED = new Set([...HOP_BY_HOP, 'expect', 'cf-connecting-ip']);

/** The address of the connection, IPv4 without the IPv6 mapping prefix. */
export function peerAddress(socket: Socket): string {
  return (socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

function forwardedHeaders(req: IncomingMessage, keep: Set<string> = new Set()): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!DROPPED.has(name) || keep.has(name)) headers[name] = value;
  headers['cf-connecting-ip'] = peerAddress(req.socket);
  return headers;
}

/** What Cloudflare compresses (its list, in short): text, scripts, JSON, XML and SVG, not images, video or fonts. */
const COMPRESSIBLE = /^(text\/(html|css|plain|xml|javascript)|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)\b/;
/** Answers smaller than this gain nothing from compression. */
const COMPRESS_MIN_BYTES = 1024;

/** The encoding for an answer: Brotli or gzip when the client takes it and the answer is worth compressing. */
export function answerEncoding(req: IncomingMessage, status: number, headers: IncomingHttpHeaders): 'br' | 'gzip' | null {
  if (req.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return null;
  if (headers['content-encoding'] || !COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return null;
  if (headers['content-length'] !== undefined && Number(headers['content-length']) < COMPRESS_MIN_BYTES) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

const compressor = (encoding: 'br' | 'gzip') =>
  // Brotli at quality 4, near what Cloudflare uses on the fly: most of the gain for a fraction of 11's time.
  encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();

const ENVELOPE_502 = JSON.stringify({ status: 'error', message: 'The service is temporarily unavailable. Please try again shortly.' });

type Target = { host: string; port: number };

/**
 * Starts the front line on `port` (0: any free one) in front of the worker at `target`; requests whose path
 * `workerFirst.matches` go to `workerFirst.target` instead (the worker's own entrypoint, scripts/edge.ts).
 */
export function startFront(opts: { host: string; port: number; target: Target; workerFirst?: { target: Target; matches: (pathname: string) => boolean } }): Promise<Server> {
  const agent = new Agent({ keepAlive: true });
  const targetOf = (url: string | undefined): Target => {
    const pathname = (url ?? '/').split('?', 1)[0]!;
    return opts.workerFirst?.matches(pathname) ? opts.workerFirst.target : opts.target;
  };
  const server = createServer((req, res) => {
    const target = targetOf(req.url);
    const upstream = request({ agent, host: target.host, port: target.port, method: req.method, path: req.url, headers: forwardedHeaders(req) }, (answer) => {
      const headers = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      const status = answer.statusCode ?? 502;
      const encoding = answerEncoding(req, status, headers);
      if (!encoding) {
        res.writeHead(status, answer.statusMessage, headers);
        answer.pipe(res);
        return;
      }
      delete headers['content-length'];
      headers['content-encoding'] = encoding;
      // The bytes differ from the worker's, so a strong validator becomes weak (as Cloudflare does).
      if (typeof headers.etag === 'string' && headers.etag.startsWith('"')) headers.etag = `W/${headers.etag}`;
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      res.writeHead(status, answer.statusMessage, headers);
      answer.pipe(compressor(encoding)).pipe(res);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(ENVELOPE_502) }).end(ENVELOPE_502);
      else res.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = targetOf(req.url);
    const upstream = connect(target.port, target.host, () => {
      const headers = forwardedHeaders(req, new Set(['connection', 'upgrade']));
      const lines = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`));
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    // Either side going away ends the tunnel.
    upstream.on('error', () => socket.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  });

  server.on('clientError', answerClientError);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}

export const frontPort = (server: Server) => (server.address() as AddressInfo).port;
