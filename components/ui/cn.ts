/** Joins class names, skipping the falsy ones: enough for this app without a class-merging library. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * The one focus ring: visible on keyboard focus only, in the accent colour of either theme. Not
 * `outline-none`: in Tailwind 4 it sets the outline style variable to none, which the focus outline
 * would then inherit; `outline-hidden` stays visible in forced-colours mode too.
 */
export const focusRing =
  'outline-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-accent';
