/**
 * The dashboard's one content width, shared by the header and the page so their edges line up: wide enough at
 * 1280 px and up for the tokens table (customer, token, status, two times, lifetime and its actions) to show
 * whole, without scrolling sideways inside its card.
 */
export const PAGE_WIDTH = 'mx-auto max-w-7xl px-4 sm:px-6';
