'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CUSTOMER_QUERY } from '@/lib/graphql/documents/customers';
import { CustomerStatusButton } from './customer-status-button';
import { DeleteCustomerButton } from './delete-customer-button';
import { EditCustomerDialog } from './edit-customer-dialog';

/** Edit, suspend or reactivate, delete: from the cached customer, so they follow every change at once. */
export function CustomerActions({ userId }: { userId: string }) {
  const { data } = useSuspenseQuery(CUSTOMER_QUERY, { variables: { userId }, errorPolicy: 'all' });
  const [editing, setEditing] = useState(false);
  const customer = data?.handbookCustomer;
  if (!customer) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setEditing(true)}>
        Edit details
      </Button>
      <CustomerStatusButton customer={customer} />
      <DeleteCustomerButton customer={customer} />
      {editing ? <EditCustomerDialog customer={customer} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
