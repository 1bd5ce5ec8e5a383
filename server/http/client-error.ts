import type { Duplex } from 'node:stream';

const LINGER_MS = 2000;
const answered = new WeakSet<Duplex>();

/** What Node's HTTP parser refuses before any route runs, as the envelope's status and message. */
function refusal(code: string | undefined): [status: number, reason: string, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', 'The request line or headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'The request took too long to arrive.'];
  return [400, 'Bad Request', 'The request could not be read.'];
}

/**
 * A Node HTTP server's 'clientError' listener: the request line or headers could not be parsed (too large, malformed,
 * too slow), so no route runs. Node's own answer is an empty 400 or 431; this one is the envelope like every other
 * error, and the connection is closed.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // The parser reports again for what arrives after the first error; the answer is on its way already.
  if (answered.has(socket)) return;
  answered.add(socket);
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = refusal(err.code);
  const body = JSON.stringify({ status: 'error', message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // What the client is still sending (the rest of a huge request line) is read and dropped: a socket closed with
  // unread data answers with a reset, which can reach the client before the answer does.
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
