import { describe, expect, it } from 'vitest';
import { AnswerMemory, type HeldAnswer } from '../../functions/answer-memory.ts';

const answer = (bytes: number, keepUntil = Date.now() + 60_000): HeldAnswer => ({ body: new ArrayBuffer(bytes), status: 200, headers: [['content-type', 'application/json']], freshUntil: keepUntil - 30_000, keepUntil });

describe('the edge memory of fresh answers', () => {
  it('gives back a held answer until the end of its stale window, then forgets it', () => {
    const memory = new AnswerMemory();
    const now = Date.now();
    memory.set('a', answer(10, now + 1000));
    expect(memory.get('a', now + 999)?.body.byteLength).toBe(10);
    expect(memory.get('a', now + 1000)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('drops the least recently used answers when it holds more than its bytes', () => {
    const memory = new AnswerMemory(300);
    memory.set('a', answer(100));
    memory.set('b', answer(100));
    memory.set('c', answer(100));
    memory.get('a');
    memory.set('d', answer(100));
    expect(memory.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => !!memory.get(k))).toEqual([true, true, true]);
  });

  it('replaces an answer held under the same key without counting it twice', () => {
    const memory = new AnswerMemory(250);
    memory.set('a', answer(100));
    memory.set('a', answer(120));
    memory.set('b', answer(120));
    expect(memory.get('a')?.body.byteLength).toBe(120);
    expect(memory.get('b')?.body.byteLength).toBe(120);
  });

  it('does not hold an answer larger than an entry may be', () => {
    const memory = new AnswerMemory(1000, 100);
    memory.set('big', answer(101));
    expect(memory.get('big')).toBeUndefined();
  });
});
