import { cn } from './cn';

/**
 * A turning ring beside words that say what is happening: decoration only, hidden from screen readers
 * (the words are announced). Still for people who ask for reduced motion.
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      className={cn('size-4 shrink-0 animate-spin motion-reduce:animate-none', className)}
    >
      <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
      <path d="M14.5 8A6.5 6.5 0 0 0 8 1.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
