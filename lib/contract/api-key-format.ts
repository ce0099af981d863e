/**
 * How a reseller API key looks to people: the service issues keys with this prefix and lists them by a
 * hint (the prefix, an ellipsis, the last four characters); the dashboard's sign-in names both when a
 * pasted value is neither a key nor accepted.
 */
export const API_KEY_PREFIX = 'hbk_';
/** What stands for a key's hidden middle in its hint, `hbk_…x1Yz`. */
export const KEY_HINT_GAP = '…';
