import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The colour tokens of src/styles/global.css (`--color-name: #rrggbb;`). */
const css = readFileSync(resolve(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
const tokens = Object.fromEntries([...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
const color = (name: string) => {
  if (name.startsWith('#')) return name;
  const value = tokens[name];
  if (!value) throw new Error(`--${name} is not a #rrggbb token of global.css`);
  return value;
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(color(a)), luminance(color(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('palette (WCAG AA, decision 48)', () => {
  it.each([
    ['#ffffff', 'color-brand', 'white text on primary buttons, Add Listing, the logo mark and badges'],
    ['#ffffff', 'color-brand-dark', 'white text on hovered and pressed primary buttons'],
    ['color-brand', 'color-surface', 'orange text (prices, links, current tabs) on white'],
    ['color-brand', 'color-bg', 'orange text on the page background'],
    ['color-brand', 'color-brand-soft', 'orange text on selected and hovered rows'],
    ['color-brand-dark', 'color-brand-tint', 'orange text on the open category trigger'],
    ['color-ink-soft', 'color-bg', 'secondary text on the page background'],
    ['color-disabled-ink', 'color-disabled-bg', 'text of disabled buttons'],
    ['color-danger', 'color-surface', 'error texts'],
    ['color-success', 'color-surface', 'success texts'],
  ])('%s on %s reaches 4.5:1 (%s)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['color-focus', 'color-surface'],
    ['color-focus', 'color-bg'],
    ['color-brand', 'color-surface'],
  ])('%s against %s reaches 3:1 for focus rings, borders and icons', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
