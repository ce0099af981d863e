'use client';

import { Allowed, NotAllowedNote, usePermissions } from '@/components/auth/permissions';
import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';
import { CustomerStatus, type CustomerFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { CustomerStatusButton } from './customer-status-button';
import { DeleteCustomerButton } from './delete-customer-button';

// The edit form (and the email rule it checks with) loads on first use: most visits never edit.
const loadEditDialog = () => import('./edit-customer-dialog');
const EditCustomerDialog = dynamic(() => loadEditDialog().then((m) => m.EditCustomerDialog), { ssr: false });

/**
 * Edit, suspend or reactivate, delete: of the customer the server page rendered, which every change renders
 * again (useChangeMutation), so they follow it.
 */
export function CustomerActions({ customer }: { customer: CustomerFieldsFragment }) {
  const editing = useDialogOnDemand(loadEditDialog);
  const { can } = usePermissions();
  // A role that may change nothing here is told so, rather than left looking for the buttons.
  if (!can('updateHandbookCustomer'))
    return <NotAllowedNote what="You can see this customer, its tokens and its handbooks." />;
  return (
    <div className="flex flex-wrap gap-2">
      <Allowed mutation="updateHandbookCustomer">
        <Button size="sm" {...editing.buttonProps}>
          Edit details
        </Button>
      </Allowed>
      <Allowed
        mutation={
          customer.status === CustomerStatus.Suspended
            ? 'reactivateHandbookCustomer'
            : 'suspendHandbookCustomer'
        }
      >
        <CustomerStatusButton customer={customer} />
      </Allowed>
      <Allowed mutation="deleteHandbookCustomer">
        <DeleteCustomerButton customer={customer} />
      </Allowed>
      {editing.open ? <EditCustomerDialog customer={customer} onClose={editing.close} /> : null}
    </div>
  );
}
