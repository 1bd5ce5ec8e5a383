export type Logger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string, err?: unknown) => void;
};

export function createLogger(opts: { silent?: boolean } = {}): Logger {
  if (opts.silent) return { info: () => {}, warn: () => {}, error: () => {} };
  const stamp = () => new Date().toISOString();
  return {
    info: (msg) => console.log(`${stamp()} ${msg}`),
    warn: (msg) => console.warn(`${stamp()} WARN ${msg}`),
    error: (msg, err) => console.error(`${stamp()} ERROR ${msg}`, err ?? ''),
  };
}
