/**
 * The accent of a cover whose reseller chose none: the ink's own slate grey. One value for the PDF's cover
 * (cover.ts) and the dashboard's picture of it (components/branding/handbook-cover.tsx), so the preview in
 * Settings shows what the document prints.
 */
export const DEFAULT_COVER_ACCENT = '#475569';
