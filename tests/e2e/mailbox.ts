import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  /** Decoded text of the message (text/plain parts, else text/html with tags removed). */
  text: string;
  raw: string;
  receivedAt: number;
};

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

function decodePart(raw: string): { type: string; text: string }[] {
  const { headers, body } = splitHeaders(raw);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => decodePart(p.replace(/^\r?\n/, '')));
  }
  const cte = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text = cte === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : cte === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return [{ type, text }];
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers } = splitHeaders(raw);
  const parts = decodePart(raw);
  const plain = parts.filter((p) => p.type.startsWith('text/plain')).map((p) => p.text);
  const html = parts.filter((p) => p.type.startsWith('text/html')).map((p) => p.text.replace(/<[^>]+>/g, ' '));
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    replyTo: decodeWords(headers.get('reply-to') ?? ''),
    text: (plain.length ? plain : html).join('\n'),
    raw,
    receivedAt: Date.now(),
  };
}

/** A local SMTP server that keeps every message it receives, for tests to read codes and check deliveries. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Serves the received mails as JSON (GET /) so test files in other processes can read them. */
  async serveHttp(): Promise<{ url: string; close: () => Promise<void> }> {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(this.messages));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }
}

/** The test side: reads the mailbox over HTTP and waits for mails. */
export class MailboxClient {
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }

  async messages(): Promise<ReceivedMail[]> {
    const res = await fetch(this.url);
    return (await res.json()) as ReceivedMail[];
  }

  /** The first message (received after `since`) matching `match`; waits up to `timeoutMs`. */
  async waitFor(match: (m: ReceivedMail) => boolean, opts: { since?: number; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const since = opts.since ?? 0;
    const timeoutMs = opts.timeoutMs ?? 20_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const all = await this.messages();
      const found = all.find((m) => m.receivedAt >= since && match(m));
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = all.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
        throw new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The 6-digit code in the first mail to `address` received after `since`. */
  async codeFor(address: string, since: number): Promise<string> {
    const mail = await this.waitFor((m) => m.to.includes(address.toLowerCase()) && /\b\d{6}\b/.test(`${m.subject}\n${m.text}`), { since });
    return /\b(\d{6})\b/.exec(`${mail.text}\n${mail.subject}`)![1]!;
  }
}
