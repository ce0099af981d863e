import { cn } from '@/components/ui/cn';

/**
 * Free text in a table cell (a name, a title, a label): at most two lines, a long unbroken word broken where
 * it must be, and the whole text in the tooltip (and on the row's own page). Without it a 200-character name
 * widened its column past the screen and pushed the other columns off it.
 */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn('line-clamp-2 wrap-anywhere sm:max-w-72', className)}>
      {text}
    </span>
  );
}
