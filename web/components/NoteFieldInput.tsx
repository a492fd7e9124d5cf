import { useState } from 'react';
import { textAreaRows } from '../../core/notes/edit-text.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  readOnly: boolean;
  /** A sub-field (O/E): its label is set in under the group heading. */
  indent?: boolean;
  onChange: (text: string) => void;
}

/**
 * One notes field. While it has focus it shows exactly what is being typed (a half-typed "36" or a trailing
 * ", " must not be tidied away); otherwise it shows the notes' current value.
 */
export function NoteFieldInput({ id, label, value, placeholder, readOnly, indent, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  return (
    <div className="grid gap-1 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-3">
      <label htmlFor={id} className={`pt-0.5 text-xs font-bold tracking-wide text-brand-700 sm:pt-2 dark:text-brand-500 ${indent ? 'sm:pl-3' : ''}`}>
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        rows={textAreaRows(text)}
        placeholder={placeholder}
        readOnly={readOnly}
        spellCheck
        onFocus={() => setDraft(value)}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(e.target.value);
        }}
        className="w-full resize-none rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm leading-6 text-slate-900 transition-colors placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 focus:outline-none read-only:opacity-70 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:bg-slate-800"
      />
    </div>
  );
}
