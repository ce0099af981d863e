import {
  actionsColumn,
  expiresColumn,
  issuedColumn,
  lastUsedColumn,
  requestsColumn,
  lifetimeColumn,
  statusColumn,
  tokenColumn,
  tokenColumnHelper as helper,
} from './token-column-parts';

/** One customer's tokens, in the API's order (soonest expiry first); no column sorts. */
export const customerTokenColumns = helper.columns([
  tokenColumn,
  statusColumn,
  issuedColumn,
  expiresColumn,
  lifetimeColumn,
  lastUsedColumn,
  requestsColumn,
  actionsColumn,
]);
