/**
 * The edge worker of `npm start`: the built worker (dist/server, the modules a deploy uploads) on workerd, set up by
 * Miniflare from wrangler's own reading of the built config (bindings, assets, compatibility date and flags).
 * `wrangler dev` put a second workerd with its proxy worker in front, ran the worker with the inspector on and
 * stored the edge cache on disk: each request paid for that (docs/decisions.md #60).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

/**
 * `url` is the site as Cloudflare routes it (assets first); `workerFirst` the worker's own entrypoint, with the paths
 * wrangler.toml runs worker-first (assets.run_worker_first).
 */
export type Edge = { url: URL; workerFirst: { url: URL; matches: (pathname: string) => boolean }; stop: () => Promise<void> };

/**
 * A matcher of run_worker_first patterns: `*` stands for any characters, a leading `!` excludes (Cloudflare's
 * syntax). No pattern: nothing runs worker-first.
 */
export function workerFirstMatcher(patterns: string[] | boolean | undefined): (pathname: string) => boolean {
  if (typeof patterns === 'boolean') return () => patterns;
  const toRegExp = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
  const include = (patterns ?? []).filter((p) => !p.startsWith('!')).map(toRegExp);
  const exclude = (patterns ?? []).filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1)));
  return (pathname) => include.some((r) => r.test(pathname)) && !exclude.some((r) => r.test(pathname));
}

/** Starts the worker built into `serverDir` on host:port (0: any free port) with `vars` added to its bindings. */
export async function startEdge(opts: { serverDir: string; host: string; port: number; vars: Record<string, string> }): Promise<Edge> {
  const { workerOptions, externalWorkers, main } = unstable_getMiniflareWorkerOptions(join(opts.serverDir, 'wrangler.json'));
  if (!main) throw new Error(`${opts.serverDir}/wrangler.json names no main module`);
  // The build is not bundled (no_bundle): the worker is its entry and every module beside it, as a deploy uploads it.
  const modules = [main, ...readdirSync(opts.serverDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs')).map((f) => join(opts.serverDir, f))];
  const { modulesRules: _byRules, ...worker } = workerOptions;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: opts.host,
      port: opts.port,
      // No request.cf lookup from Cloudflare's network: the worker reads none of it.
      cf: false,
      log: new Log(LogLevel.ERROR),
      workers: [
        {
          ...worker,
          modules: [...new Set(modules)].map((path) => ({ type: 'ESModule' as const, path })),
          modulesRoot: opts.serverDir,
          bindings: { ...(worker.bindings as Record<string, string> | undefined), ...opts.vars },
          // Requests reach the assets router and the worker straight from the socket, as on Cloudflare, not through
          // Miniflare's own entry worker (its dev conveniences cost a JavaScript hop on every request).
          // The paths the config runs worker-first reach the worker's named entrypoint (functions/worker.ts) directly:
          // on Cloudflare they skip the assets router, here they also skip Miniflare's JavaScript router and RPC proxy,
          // which took two thirds of workerd's time on each call of the API.
          unsafeDirectSockets: [{ host: opts.host, port: opts.port }, { host: opts.host, port: 0, entrypoint: 'workerFirst' }],
        },
        ...externalWorkers,
      ],
    }),
  );
  await mf.ready;
  const config = JSON.parse(readFileSync(join(opts.serverDir, 'wrangler.json'), 'utf8')) as { assets?: { run_worker_first?: string[] | boolean } };
  const name = worker.name as string | undefined;
  return {
    url: await mf.unsafeGetDirectURL(name),
    workerFirst: { url: await mf.unsafeGetDirectURL(name, 'workerFirst'), matches: workerFirstMatcher(config.assets?.run_worker_first) },
    stop: () => mf.dispose(),
  };
}
