/**
 * A pause this long ends a word: most typists' keys come closer together, so a string being typed past is
 * not asked for, while the rows still follow the last key within the 300 ms the search is allowed (the
 * answer itself takes tens of milliseconds). A request for a string typed past later is aborted. Its own
 * module, without React, so that the end-to-end tests read it too.
 */
export const SEARCH_PAUSE_MS = 150;
