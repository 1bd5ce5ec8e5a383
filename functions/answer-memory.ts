/**
 * An answer the edge keeps: its bytes, status and headers, until when it is fresh and until when it may still be
 * given while a new one is fetched (ms since the epoch).
 */
export type HeldAnswer = { body: ArrayBuffer; status: number; headers: [string, string][]; freshUntil: number; keepUntil: number };

/**
 * The first layer of the edge cache: answers this isolate already holds in its own memory (docs/decisions.md #63).
 * A Cache API hit is a lookup outside the isolate (on a local workerd, a SQLite read in another service, about 1 ms of
 * CPU), so a hot answer is served from here instead. An entry is dropped at the moment its Cache API copy is, so
 * memory never gives an answer older than the cache would; when the answers held pass `maxBytes`, the least
 * recently used go first.
 */
export class AnswerMemory {
  readonly #entries = new Map<string, HeldAnswer>();
  #bytes = 0;

  readonly maxBytes: number;
  readonly maxEntryBytes: number;

  constructor(maxBytes = 8 * 1024 * 1024, maxEntryBytes = 256 * 1024) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
  }

  /** The answer held for `key` (fresh or stale), marked as the most recently used; one past keepUntil is dropped. */
  get(key: string, now = Date.now()): HeldAnswer | undefined {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    this.#drop(key, held);
    if (held.keepUntil <= now) return undefined;
    this.#entries.set(key, held);
    this.#bytes += held.body.byteLength;
    return held;
  }

  /** Holds `answer` for `key` unless it is too large to be worth the memory. */
  set(key: string, answer: HeldAnswer): void {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    if (answer.body.byteLength > this.maxEntryBytes) return;
    this.#entries.set(key, answer);
    this.#bytes += answer.body.byteLength;
    // A Map iterates in insertion order and get() re-inserts: the first key is the least recently used.
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest, held);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(key: string, held: HeldAnswer) {
    this.#entries.delete(key);
    this.#bytes -= held.body.byteLength;
  }
}
