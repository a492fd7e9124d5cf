import { useId } from 'react';

/** The mark alone: a tooth with a voice wave, on the brand's teal tile. web/public/logo.svg is the same drawing. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 48 48" className={className} role="img" aria-label="Chairside">
      <MarkShapes gradientId={`${id}-tile`} />
    </svg>
  );
}

/** Mark and wordmark; the wordmark takes the current text colour, with "side" in the brand colour. */
export function Logo({ className = 'h-10' }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 212 48" className={className} role="img" aria-label="Chairside">
      <MarkShapes gradientId={`${id}-tile`} />
      <text x="60" y="34" fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif" fontSize="29" fontWeight="700" letterSpacing="-0.5" textLength="150" lengthAdjust="spacingAndGlyphs" fill="currentColor">
        Chair<tspan fill="#14b8a6">side</tspan>
      </text>
    </svg>
  );
}

function MarkShapes({ gradientId }: { gradientId: string }) {
  return (
    <>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="13" fill={`url(#${gradientId})`} />
      <path
        d="M16.6 10.5c-4.2 0-6.9 3.2-6.9 7.6 0 3.5 1.3 5.8 2.5 8.6 1.1 2.6 1.5 7.7 2.8 10.1.6 1.1 1.4 1.7 2.3 1.7 2.1 0 2.4-4 3.1-6.6.4-1.6 1.1-2.5 3.6-2.5s3.2.9 3.6 2.5c.7 2.6 1 6.6 3.1 6.6.9 0 1.7-.6 2.3-1.7 1.3-2.4 1.7-7.5 2.8-10.1 1.2-2.8 2.5-5.1 2.5-8.6 0-4.4-2.7-7.6-6.9-7.6-3 0-4.6 1.5-7.4 1.5s-4.4-1.5-7.4-1.5z"
        fill="#fff"
      />
      <g stroke="#0d9488" strokeWidth="2.2" strokeLinecap="round">
        <path d="M18.5 18.5v4" />
        <path d="M22 16v9" />
        <path d="M25.5 17.5v6" />
        <path d="M29 19v3" />
      </g>
    </>
  );
}
