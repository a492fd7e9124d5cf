/** Chairside's mark: a tooth outline inside a speech bubble. */
export function Logo({ className = 'h-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 220 48" className={className} role="img" aria-label="Chairside">
      <path d="M6 8a6 6 0 0 1 6-6h28a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6H22l-9 8v-8h-1a6 6 0 0 1-6-6z" fill="#0d9488" />
      <path
        d="M19 11c-3 0-5 2.4-5 5.6 0 2.6 1 4.2 2 6.4.8 1.8 1 5 2.8 5 1.6 0 1.6-3.4 3.2-3.4s1.6 3.4 3.2 3.4c1.8 0 2-3.2 2.8-5 1-2.2 2-3.8 2-6.4 0-3.2-2-5.6-5-5.6-1.4 0-2 .6-3 .6s-1.6-.6-3-.6z"
        fill="#fff"
      />
      <text x="56" y="32" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="26" fontWeight="700" fill="currentColor">
        Chairside
      </text>
    </svg>
  );
}
