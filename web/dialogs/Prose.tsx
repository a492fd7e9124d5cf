import type { ReactNode } from 'react';

/** Typography for the information and legal dialogs. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="space-y-5 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/** A bulleted list with brand-coloured check marks. */
export function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2.5">
          <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
