import { Check } from 'lucide-react';
import { PRICE_USD_PER_MONTH, TRIAL_DAYS } from '../../core/constants.ts';

const INCLUDED = ['AI clinical notes', 'Cross-device sync', 'HIPAA compliant', 'Secure sign-up through our card payment provider'];

/** The one plan: trial, price and what it includes (Pricing dialog and subscription overlay). */
export function PlanSummary() {
  return (
    <>
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center dark:border-brand-800 dark:bg-brand-900/30">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{TRIAL_DAYS} Day Free Trial</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">All features, free cancellation</p>
        <p className="mt-4 text-5xl font-bold tracking-tight">
          ${PRICE_USD_PER_MONTH}
          <span className="text-lg font-medium text-slate-500 dark:text-slate-400">/month</span>
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Cancel any time</p>
      </div>
      <ul className="space-y-2.5">
        {INCLUDED.map((item) => (
          <li key={item} className="flex items-center gap-2.5">
            <Check className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
