/**
 * Chat delivery with many sockets held (issue 12): SOCKETS members (default 1,000) each hold one socket.io websocket
 * to one origin node through the edge (the front line and the worker at /socket.io, as `npm start` runs them), in
 * pairs that share a chat. MESSAGES messages (default 1,000) are sent at RATE a second (default 25: 500 pairs in
 * conversation, each writing every 20 seconds) as the web client sends them, POST /api/v1/send-message through the
 * edge, from a member to the other of their chat; the delivery latency is the time from the send until the other
 * member's socket receives the `message` event. The same runs first with BASELINE sockets (default 10) held, in the
 * same app and process, and the ratio says what holding the many sockets costs. Then the most the app passes:
 * CONCURRENCY senders (default 10) that each wait for their message to arrive before sending the next.
 *
 *   npm run bench -- chat-sockets            (PGlite in a fresh data directory; with DATABASE_URL, that database)
 *
 * The benchmark starts its own app (scripts/start.ts on PORT/API_PORT) over a database prepared with the members,
 * their tokens and chats, and sending limits raised (RATE_LIMIT_SCALE) so that the limits do not answer instead.
 * Budget: p95 delivery under 100 ms with the sockets held.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../server/db/client.ts';
import { chatMembers, chats, users } from '../server/db/schema/index.ts';
import { issueToken } from '../server/modules/auth/tokens.ts';
import { ms, startApp, stats, type Stats } from './harness.ts';

export const BUDGET = { p95: 100 };

type Member = { id: number; token: string; chatId: number; partner: number };
type Run = { delivery: Stats; send: Stats; perSecond: number; lost: number };

/** Members in pairs (0–1, 2–3, …) with a chat each, written straight into the database the app will open. */
async function prepare(count: number, dataDir: string): Promise<Member[]> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const stamp = Date.now().toString(36);
    const rows = await db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Bench ${i}`, lastName: 'Member', userName: `bench${stamp}x${i}`, email: `bench${stamp}x${i}@bench.example`, emailVerifiedAt: new Date() })))
      .returning({ id: users.id });
    const members: Member[] = [];
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const [a, b] = [rows[i]!.id, rows[i + 1]!.id];
      const [chat] = await db.insert(chats).values({ user1Id: Math.min(a, b), user2Id: Math.max(a, b) }).returning({ id: chats.id });
      await db.insert(chatMembers).values([a, b].map((userId) => ({ chatId: chat!.id, userId })));
      members.push({ id: a, token: await issueToken(db, a, true), chatId: chat!.id, partner: i + 1 });
      members.push({ id: b, token: await issueToken(db, b, true), chatId: chat!.id, partner: i });
    }
    return members;
  } finally {
    await database.close();
  }
}

function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      res();
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      res();
    });
    child.kill('SIGTERM');
  });
}

/** Pending deliveries: the content of a message names it; the receiving socket resolves it. */
const waiting = new Map<string, (at: number) => void>();

async function connect(edgeUrl: string, m: Member): Promise<Socket> {
  const socket = io(edgeUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { Authorization: `Bearer ${m.token}` } });
  socket.on('message', (message: { content: string; sender_id: number }) => {
    if (message.sender_id !== m.id) waiting.get(message.content)?.(performance.now());
  });
  await new Promise<void>((res, rej) => {
    socket.once('connect', () => res());
    socket.once('connect_error', rej);
  });
  return socket;
}

async function connectAll(edgeUrl: string, members: Member[], sockets: Socket[]) {
  for (let i = 0; i < members.length; i += 50) sockets.push(...(await Promise.all(members.slice(i, i + 50).map((m) => connect(edgeUrl, m)))));
}

let serial = 0;

/** One message from `from` to its partner: the time to the partner's socket, and the time of the HTTP answer. */
async function sendOne(edgeUrl: string, from: Member): Promise<{ delivery: number; send: number } | undefined> {
  const content = `bench ${++serial}`;
  const t0 = performance.now();
  const delivered = new Promise<number | undefined>((res) => {
    const timer = setTimeout(() => res(undefined), 5000);
    waiting.set(content, (at) => {
      clearTimeout(timer);
      res(at);
    });
  });
  const res = await fetch(`${edgeUrl}/api/v1/send-message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: from.chatId, sender_id: from.id, content }),
  });
  await res.arrayBuffer();
  const answered = performance.now();
  if (res.status !== 200) throw new Error(`send-message answered ${res.status}`);
  const at = await delivered;
  waiting.delete(content);
  return at === undefined ? undefined : { delivery: at - t0, send: answered - t0 };
}

/**
 * `total` messages. With `rate`, sent at that many a second whatever the answers (an open loop: the latency of a
 * message is not the queue of the ones before it); without, by `concurrency` senders that each wait for their
 * message to arrive before the next (a closed loop: the most the app passes). Senders go through `members` in turn.
 */
async function measure(edgeUrl: string, members: Member[], total: number, load: { rate: number } | { concurrency: number }): Promise<Run> {
  const delivery: number[] = [];
  const send: number[] = [];
  let next = 0;
  let lost = 0;
  const one = async () => {
    const result = await sendOne(edgeUrl, members[(next++ * 7919) % members.length]!);
    if (result) {
      delivery.push(result.delivery);
      send.push(result.send);
    } else lost++;
  };
  const started = performance.now();
  if ('rate' in load) {
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1000) / load.rate - performance.now();
      if (wait > 0) await new Promise((res) => setTimeout(res, wait));
      pending.push(one());
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: load.concurrency }, async () => {
        while (next < total) await one();
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return { delivery: stats(delivery), send: stats(send), perSecond: total / seconds, lost };
}

const line = (label: string, r: Run) =>
  `${label}: delivery median ${ms(r.delivery.median)} ms  p95 ${ms(r.delivery.p95)} ms  p99 ${ms(r.delivery.p99)} ms | send answered median ${ms(r.send.median)} ms | ${r.perSecond.toFixed(0).padStart(5)} messages/s${r.lost ? ` | ${r.lost} lost` : ''}`;

export async function runChatSockets(opts: { port: number; apiPort: number; sockets: number; baseline: number; messages: number; rate: number; concurrency: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-sockets-'));
  const edgeUrl = `http://127.0.0.1:${opts.port}`;
  const sockets: Socket[] = [];
  let app: ChildProcess | undefined;
  try {
    const members = await prepare(opts.sockets, dataDir);
    app = await startApp({
      PORT: String(opts.port),
      API_PORT: String(opts.apiPort),
      DATA_DIR: dataDir,
      DEMO_SEED: '0',
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '100000',
    }, 600_000);
    const base = members.slice(0, opts.baseline);
    const steady = { rate: opts.rate };
    await connectAll(edgeUrl, base, sockets);
    await measure(edgeUrl, base, 100, { concurrency: opts.concurrency });
    const small = await measure(edgeUrl, base, opts.messages, steady);

    const t0 = performance.now();
    await connectAll(edgeUrl, members.slice(opts.baseline), sockets);
    const connectSeconds = (performance.now() - t0) / 1000;
    await measure(edgeUrl, members, 100, { concurrency: opts.concurrency });
    const large = await measure(edgeUrl, members, opts.messages, steady);
    const most = await measure(edgeUrl, members, opts.messages, { concurrency: opts.concurrency });

    const ok = large.delivery.p95 < BUDGET.p95 && large.lost === 0;
    return {
      ok,
      lines: [
        `${opts.messages} messages at ${opts.rate} a second (POST /api/v1/send-message through the edge, each from a member to the other of their chat), delivered as 'message' to the other member's socket (websocket through the edge)`,
        line(`${String(opts.baseline).padStart(5)} sockets held`, small),
        line(`${String(sockets.length).padStart(5)} sockets held`, large),
        `${sockets.filter((s) => s.connected).length} of ${opts.sockets} sockets connected (the last ${opts.sockets - opts.baseline} in ${connectSeconds.toFixed(1)} s)`,
        `ratio ${sockets.length} / ${opts.baseline} sockets: delivery median ${(large.delivery.median / small.delivery.median).toFixed(2)}×, p95 ${(large.delivery.p95 / small.delivery.p95).toFixed(2)}×`,
        line(`the most it passes (${opts.concurrency} senders each waiting for delivery, ${sockets.length} sockets)`, most),
        `${ok ? 'OK' : 'OVER BUDGET'}: p95 delivery ${ms(large.delivery.p95, 1, 0)} ms at ${opts.rate} messages a second with ${sockets.length} sockets held (budget ${BUDGET.p95} ms)`,
      ],
    };
  } finally {
    for (const s of sockets) s.close();
    if (app) await stopApp(app);
    if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  }
}
