import { useEffect, useRef, useState } from 'react';
import { clampPriceRange, PRICE_GAP, PRICE_MAX, PRICE_MIN, PRICE_STEP } from '../lib/catalogue.ts';
import '../islands/catalogue/catalogue.css';

export type PriceRangeLabels = { legend: string; min: string; max: string; minSlider: string; maxSlider: string };

/** How long the thumbs wait for the user to stop before the range is applied. */
const DEBOUNCE_MS = 400;

/**
 * The price filter of the ad catalogue (spec 001 §9) and of the shop catalogue and its popup (spec 002 §5): a dual
 * range 0 to 1,000,000, step 10, the thumbs at least 10 apart, plus two number boxes. The draft follows every move;
 * `onChange` fires when the user pauses (null = no bound), so dragging does not search at every step.
 */
export default function PriceRange({ labels, min, max, onChange }: { labels: PriceRangeLabels; min: number | null; max: number | null; onChange: (min: number | null, max: number | null) => void }) {
  const [draft, setDraft] = useState({ min: min ?? PRICE_MIN, max: max ?? PRICE_MAX });
  const [text, setText] = useState({ min: String(min ?? PRICE_MIN), max: String(max ?? PRICE_MAX) });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The applied bounds changed from outside (Clear All, Back): the draft follows, during render.
  const [applied, setApplied] = useState({ min, max });
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({ min: min ?? PRICE_MIN, max: max ?? PRICE_MAX });
    setText({ min: String(min ?? PRICE_MIN), max: String(max ?? PRICE_MAX) });
  }
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const commit = (r: { min: number; max: number }, now: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    const send = () => {
      const lo = r.min > PRICE_MIN ? r.min : null;
      const hi = r.max < PRICE_MAX ? r.max : null;
      if (lo !== min || hi !== max) onChange(lo, hi);
    };
    if (now) send();
    else timer.current = setTimeout(send, DEBOUNCE_MS);
  };
  const move = (which: 'min' | 'max', value: number, now = false) => {
    const r = clampPriceRange(which === 'min' ? value : draft.min, which === 'max' ? value : draft.max, which);
    setDraft(r);
    setText({ min: String(r.min), max: String(r.max) });
    commit(r, now);
  };
  const fromText = (which: 'min' | 'max') => {
    const raw = text[which].trim();
    const n = raw === '' ? (which === 'min' ? PRICE_MIN : PRICE_MAX) : Number(raw);
    move(which, Number.isFinite(n) ? n : draft[which], true);
  };
  const pct = (v: number) => ((v - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

  return (
    <fieldset className="cat-field cat-price">
      <legend>{labels.legend}</legend>
      <div className="cat-range" style={{ '--lo': `${pct(draft.min)}%`, '--hi': `${pct(draft.max)}%` } as React.CSSProperties}>
        <input type="range" min={PRICE_MIN} max={PRICE_MAX} step={PRICE_STEP} value={draft.min} aria-label={labels.minSlider} onChange={(e) => move('min', Number(e.currentTarget.value))} />
        <input type="range" min={PRICE_MIN} max={PRICE_MAX} step={PRICE_STEP} value={draft.max} aria-label={labels.maxSlider} onChange={(e) => move('max', Number(e.currentTarget.value))} />
      </div>
      <div className="cat-price-inputs">
        {(['min', 'max'] as const).map((which) => [
          which === 'max' && (
            <span key="to" aria-hidden="true">
              –
            </span>
          ),
          <label key={which}>
            <span>{labels[which]}</span>
            <input
              type="number"
              inputMode="numeric"
              min={which === 'min' ? PRICE_MIN : PRICE_MIN + PRICE_GAP}
              max={which === 'min' ? PRICE_MAX - PRICE_GAP : PRICE_MAX}
              step={PRICE_STEP}
              value={text[which]}
              onChange={(e) => setText({ ...text, [which]: e.currentTarget.value })}
              onBlur={() => fromText(which)}
              onKeyDown={(e) => e.key === 'Enter' && fromText(which)}
            />
          </label>,
        ])}
      </div>
    </fieldset>
  );
}
