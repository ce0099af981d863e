import 'server-only';

/** The handbook PDF's page margin (points) and colours, shared by its cover and its pages. */
export const MARGIN = 64;
export const INK = '#17171c';
export const MUTED = '#5b5b66';
