/**
 * `npm run bench [-- js-budget | proxy-latency | lighthouse | load | assistant | chat-sockets | shorts-trace]`: the JavaScript budget, the proxy
 * latency and the Lighthouse scores (all three when none is named), the load benchmark (only when named: its goal is
 * set for the 1,000,000-ad PostgreSQL database, bench/load.ts) against a running app, and the assistant's answers
 * (only when named; in process on the demo data, bench/assistant.ts: no app is started for it alone), and chat delivery with 1,000
 * sockets held through the edge (only when named; bench/chat-sockets.ts starts its own app on PORT/API_PORT over a database
 * it prepares, so run it alone), and Shorts' frames and long tasks while swiping on a slowed phone (only when named,
 * bench/shorts-trace.ts). When nothing answers on PORT (edge) and API_PORT
 * (origin), the app is started with scripts/start.ts for the run and stopped afterwards. Prints figures and exits
 * non-zero when a budget or goal is missed. Not a timed test. .ci/run runs the JavaScript budget.
 */
import type { ChildProcess } from 'node:child_process';
import { runAssistant } from './assistant.ts';
import { startApp } from './harness.ts';
import { runChatSockets } from './chat-sockets.ts';
import { runJsBudget } from './js-budget.ts';
import { runLighthouse } from './lighthouse.ts';
import { runLoad } from './load.ts';
import { runProxyLatency } from './proxy-latency.ts';
import { runShortsTrace } from './shorts-trace.ts';

const port = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.API_PORT ?? 3000);
const edgeUrl = `http://127.0.0.1:${port}`;
const originUrl = `http://127.0.0.1:${apiPort}`;
const BENCHMARKS = ['js-budget', 'proxy-latency', 'lighthouse', 'load', 'assistant', 'chat-sockets', 'shorts-trace'] as const;
/** Benchmarks that need no app already on PORT/API_PORT: in process, or starting their own (chat-sockets). */
const IN_PROCESS = ['assistant', 'chat-sockets'];
const BY_DEFAULT = ['js-budget', 'proxy-latency', 'lighthouse'];
const named = process.argv.slice(2);
const unknown = named.filter((n) => !(BENCHMARKS as readonly string[]).includes(n));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')} (choose from ${BENCHMARKS.join(', ')})`);
  process.exit(2);
}
const wanted = (name: (typeof BENCHMARKS)[number]) => (named.length ? named.includes(name) : BY_DEFAULT.includes(name));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status < 500;
  } catch {
    return false;
  }
}

function startBenchApp(): Promise<ChildProcess> {
  console.log(`Starting the app (node scripts/start.ts) on ${port}/${apiPort}…`);
  return startApp({ PORT: String(port), API_PORT: String(apiPort), NODE_ENV: 'production' }, 300_000);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      res();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      res();
    });
    child.kill('SIGTERM');
  });
}

let app: ChildProcess | undefined;
let ok = true;
try {
  if (!BENCHMARKS.filter(wanted).every((b) => IN_PROCESS.includes(b))) {
    if (!((await answers(`${edgeUrl}/`)) && (await answers(`${originUrl}/api/v1/currencies`)))) app = await startBenchApp();
    else console.log(`Using the app already running on ${port}/${apiPort}.`);
  }

  if (wanted('js-budget')) {
    console.log('\n# JavaScript budget');
    const js = await runJsBudget(edgeUrl);
    console.log(js.lines.join('\n'));
    ok &&= js.ok;
  }
  if (wanted('shorts-trace')) {
    console.log('\n# Shorts while swiping');
    const shorts = await runShortsTrace(edgeUrl);
    console.log(shorts.lines.join('\n'));
    ok &&= shorts.ok;
  }
  if (wanted('proxy-latency')) {
    console.log('\n# Proxy latency');
    const latency = await runProxyLatency({ edgeUrl, originUrl });
    console.log(latency.lines.join('\n'));
    ok &&= latency.ok;
  }
  if (wanted('lighthouse')) {
    console.log('\n# Lighthouse');
    const lighthouse = await runLighthouse(edgeUrl);
    console.log(lighthouse.lines.join('\n'));
    ok &&= lighthouse.ok;
  }
  if (wanted('load')) {
    console.log('\n# Load');
    const load = await runLoad({
      edgeUrl,
      originUrl,
      connections: Number(process.env.CONNECTIONS ?? 50),
      duration: Number(process.env.DURATION ?? 10),
      warmup: Number(process.env.WARMUP ?? 30),
      maxRequests: Number(process.env.MAX_REQUESTS ?? 60_000),
    });
    console.log(load.lines.join('\n'));
    ok &&= load.ok;
  }
  if (wanted('assistant')) {
    console.log('\n# AI assistant (text and photos)');
    const assistant = await runAssistant({ rounds: Number(process.env.ROUNDS ?? 5) });
    console.log(assistant.lines.join('\n'));
    ok &&= assistant.ok;
  }
  if (wanted('chat-sockets')) {
    console.log('\n# Chat sockets');
    const chat = await runChatSockets({
      port,
      apiPort,
      sockets: Number(process.env.SOCKETS ?? 1000),
      baseline: Number(process.env.BASELINE ?? 10),
      messages: Number(process.env.MESSAGES ?? 1000),
      rate: Number(process.env.RATE ?? 25),
      concurrency: Number(process.env.CONCURRENCY ?? 10),
    });
    console.log(chat.lines.join('\n'));
    ok &&= chat.ok;
  }
} catch (err) {
  console.error(err);
  ok = false;
} finally {
  await stop(app);
}
console.log(`\n${ok ? 'All budgets met.' : 'A budget was exceeded or a benchmark failed.'}`);
process.exit(ok ? 0 : 1);
