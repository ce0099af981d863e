import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (skipping the falsy ones) and lets a later Tailwind class win over an earlier one of
 * the same property, so a caller's `h-8` replaces a control's `h-10` instead of leaving the outcome to
 * the order of the stylesheet.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

/**
 * The one focus ring: visible on keyboard focus only, in the `focus` colour (near-black, near-white in the
 * dark theme), 2 px wide and 2 px clear of the control, so it stands out from the page and from a filled
 * primary button alike. Not `outline-none`: in Tailwind 4 it sets the outline style variable to none, which
 * the focus outline would then inherit; `outline-hidden` stays visible in forced-colours mode too.
 */
export const focusRing =
  'outline-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-focus';
