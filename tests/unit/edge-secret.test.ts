import { describe, expect, it } from 'vitest';
import { DEFAULT_EDGE_SECRET, loadConfig } from '../../server/config.ts';

const STRONG = 'q3H9xV2mLr8TzK4wPb7NcY6sJd1FgA5e';

describe('the edge secret', () => {
  it('refuses to start in production with the default secret or a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/EDGE_SECRET: in production set a random secret of at least 32 characters/);
    expect(() => loadConfig({ NODE_ENV: 'production', EDGE_SECRET: DEFAULT_EDGE_SECRET })).toThrow(/EDGE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', EDGE_SECRET: STRONG.slice(1) })).toThrow(/EDGE_SECRET/);
  });

  it('accepts a long secret in production and the default anywhere else', () => {
    expect(loadConfig({ NODE_ENV: 'production', EDGE_SECRET: STRONG }).EDGE_SECRET).toBe(STRONG);
    expect(loadConfig({ NODE_ENV: 'development' }).EDGE_SECRET).toBe(DEFAULT_EDGE_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).EDGE_SECRET).toBe(DEFAULT_EDGE_SECRET);
  });
});
