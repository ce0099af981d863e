'use client';

import { Allowed, NotAllowedNote, usePermissions } from '@/components/auth/permissions';
import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CUSTOMER_QUERY } from '@/lib/graphql/documents/customers';
import { CustomerStatus } from '@/lib/graphql/generated/graphql';
import { CustomerStatusButton } from './customer-status-button';
import { DeleteCustomerButton } from './delete-customer-button';
import { EditCustomerDialog } from './edit-customer-dialog';

/** Edit, suspend or reactivate, delete: from the cached customer, so they follow every change at once. */
export function CustomerActions({ userId }: { userId: string }) {
  const { data } = useSuspenseQuery(CUSTOMER_QUERY, { variables: { userId }, errorPolicy: 'all' });
  const [editing, setEditing] = useState(false);
  const { can } = usePermissions();
  const customer = data?.handbookCustomer;
  if (!customer) return null;
  // A role that may change nothing here is told so, rather than left looking for the buttons.
  if (!can('updateHandbookCustomer'))
    return <NotAllowedNote what="You can see this customer, its tokens and its handbooks." />;
  return (
    <div className="flex flex-wrap gap-2">
      <Allowed mutation="updateHandbookCustomer">
        <Button size="sm" onClick={() => setEditing(true)}>
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
      {editing ? <EditCustomerDialog customer={customer} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
