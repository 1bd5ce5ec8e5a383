import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line or set of bars: its name and one value per day. */
export type DaySeries = { label: string; values: number[] };

type Props = {
  /** 'bars' for counts, 'lines' for amounts (two series side by side would hide each other as bars). */
  kind: 'bars' | 'lines';
  /** The days' labels for the axis and the hover legend, one per value, and the legend's name for them. */
  days: string[];
  dayLabel: string;
  series: DaySeries[];
  /** What the canvas says to screen readers; the table next to the chart has the numbers. */
  summary: string;
  /** A value on the hover legend, and (compact) on the value axis. */
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  /** Counts tick at whole numbers only. */
  whole: boolean;
  failedText: string;
};

const HEIGHT = 220;
/** Counts never tick at fractions: uPlot picks the first step that leaves room between ticks. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1e6, 1e7];
/** Day steps for the date axis: every day, every other day, weekly, fortnightly, monthly. */
const DAY_STEPS = [1, 2, 7, 14, 30];

/** The chart's colours come from dashboard.css, so the canvas follows the site's palette. */
function palette(box: HTMLElement) {
  const css = getComputedStyle(box);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    series: [read('--dash-series-1', '#c2410c'), read('--dash-series-2', '#1d4ed8')],
    ink: read('--color-ink-soft', '#57606a'),
    grid: read('--color-line', '#e5e7eb'),
    font: `12px ${css.fontFamily || 'sans-serif'}`,
  };
}

/**
 * A chart of figures per day drawn by uPlot, loaded only when a chart is shown (it lives on the console alone). It
 * fills its container's width and follows it as it resizes. The canvas is one image with `summary` as its name; the
 * hover legend repeats what the table beside the chart gives screen readers, so it is hidden from them.
 */
export function DayChart({ kind, days, dayLabel, series, summary, format, formatAxis, whole, failedText }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let gone = false;
    const observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: HEIGHT }));
    import('uplot').then(
      ({ default: UPlot }) => {
        if (gone) return;
        const colors = palette(el);
        const dayAt = (i: number) => (Number.isInteger(i) && i >= 0 && i < days.length ? days[i]! : '');
        const axis = { stroke: colors.ink, font: colors.font, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
        const widest = (values: string[] | undefined) => Math.max(36, ...(values ?? []).map((v) => v.length * 7 + 16));
        const options: uPlot.Options = {
          width: el.clientWidth,
          height: HEIGHT,
          // Hover shows values; dragging to zoom would only get in the way of a day-by-day reading.
          cursor: { drag: { x: false, y: false }, points: { size: 8 } },
          scales: {
            x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
            y: { range: (_u, _min, max) => [0, UPlot.rangeNum(0, Math.max(max, whole ? 4 : 1), 0.1, true)[1]] },
          },
          axes: [
            { ...axis, space: 64, incrs: DAY_STEPS, values: (_u, ticks) => ticks.map(dayAt) },
            { ...axis, ...(whole ? { incrs: WHOLE_STEPS } : {}), size: (_u, values) => widest(values), values: (_u, ticks) => ticks.map(formatAxis) },
          ],
          series: [
            { label: dayLabel, value: (_u, i) => (i === null ? '' : dayAt(i)) },
            ...series.map((s, i) => {
              const color = colors.series[i % colors.series.length]!;
              return kind === 'bars'
                ? { label: s.label, stroke: color, fill: color, width: 0, paths: UPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false }, value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)) }
                : { label: s.label, stroke: color, width: 2, points: { size: 5, fill: color }, value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)) };
            }),
          ],
        };
        plot = new UPlot(options, [days.map((_, i) => i), ...series.map((s) => s.values)], el);
        plot.ctx.canvas.setAttribute('role', 'img');
        plot.ctx.canvas.setAttribute('aria-label', summary);
        plot.root.querySelector('.u-legend')?.setAttribute('aria-hidden', 'true');
        observer.observe(el);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [kind, days, dayLabel, series, summary, format, formatAxis, whole]);

  return failed ? <p className="adm-note">{failedText}</p> : <div ref={box} className="dash-chart" />;
}
