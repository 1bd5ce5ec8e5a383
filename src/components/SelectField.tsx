import type { ReactNode } from 'react';
import { describedBy, Field } from './Field.tsx';

export type SelectOption = { value: string | number; label: string };

type SelectProps = {
  id: string;
  value: string | number;
  /** null while the options load, 'error' when they could not be had: the select is disabled meanwhile. */
  options: readonly SelectOption[] | null | 'error';
  /** The first, empty option's words: a prompt, and what it says while loading or after a failure. */
  texts: { choose: string; loading: string; failed?: string };
  required?: boolean;
  hint?: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** A select whose options come from a lookup; its first option prompts for a choice or says why there is none yet. */
export function LookupSelect({ id, value, options, texts, required, hint = false, error, onChange }: SelectProps) {
  return (
    <select
      id={id}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      aria-required={required || undefined}
      disabled={!Array.isArray(options)}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{options === null ? texts.loading : options === 'error' ? (texts.failed ?? texts.loading) : texts.choose}</option>
      {Array.isArray(options) &&
        options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
    </select>
  );
}

/** A labelled LookupSelect with its hint and error (Field). */
export function SelectField({ label, hintText, ...select }: Omit<SelectProps, 'hint'> & { label: string; hintText?: ReactNode }) {
  return (
    <Field id={select.id} label={label} required={select.required} hint={hintText} error={select.error}>
      <LookupSelect {...select} hint={!!hintText} />
    </Field>
  );
}
