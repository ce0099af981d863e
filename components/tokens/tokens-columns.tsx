import { BESIDE_SELECT_CLASS } from '@/components/data-table/selection-layout';
import {
  actionsColumn,
  expiresColumn,
  lastUsedColumn,
  requestsColumn,
  lifetimeColumn,
  selectColumn,
  statusColumn,
  tokenColumn,
  tokenColumnHelper as helper,
} from './token-column-parts';
import { TokenCustomerCell } from './token-customer-cell';

/**
 * Every customer's tokens, soonest expiry first (the API's order), around the people they belong to: the
 * customer's name (a link to their page) and email head each row, then what the token is for and its state.
 * On a phone each row is a card with the customer as its title.
 */
export const tokenColumns = helper.columns([
  selectColumn,
  helper.accessor((token) => token.customer.name, {
    id: 'customer',
    header: 'Customer',
    // Wide enough for a name and most emails on a line or two, whatever the other columns hold.
    meta: { className: `sm:min-w-44 ${BESIDE_SELECT_CLASS}` },
    cell: ({ row }) => <TokenCustomerCell customer={row.original.customer} />,
  }),
  tokenColumn,
  statusColumn,
  expiresColumn,
  lifetimeColumn,
  lastUsedColumn,
  requestsColumn,
  actionsColumn,
]);

/** The same without the boxes that pick tokens to revoke: for a role that may not revoke them. */
export const tokenColumnsWithoutSelection = tokenColumns.filter((column) => column !== selectColumn);
