'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CopyButton } from '@/components/ui/copy-button';
import { RetryError } from '@/components/ui/retry-error';
import { AbsoluteTime } from '@/components/ui/time';
import { CUSTOMER_QUERY } from '@/lib/graphql/documents/customers';
import { AccessCell } from './access-badge';

/** One customer's facts; refreshed after a token is issued or revoked on the same page. */
export function CustomerDetails({ userId }: { userId: string }) {
  const { data, error, refetch } = useSuspenseQuery(CUSTOMER_QUERY, {
    variables: { userId },
    errorPolicy: 'all',
  });
  const customer = data?.handbookCustomer;
  if (!customer) {
    return <RetryError error={error} retry={() => refetch()} title="The customer could not be loaded" />;
  }
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="sr-only">Details</h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm lg:grid-cols-3">
        <Item label="Email" wide>
          <a
            href={`mailto:${customer.email}`}
            className="break-all text-accent underline-offset-2 hover:underline"
          >
            {customer.email}
          </a>
        </Item>
        <Item label="User ID" wide>
          <span className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-xs break-all" data-testid="customer-user-id">
              {customer.userId}
            </code>
            <CopyButton value={customer.userId} label="Copy ID" />
          </span>
        </Item>
        <Item label="Created">
          <AbsoluteTime value={customer.createdAt} />
        </Item>
        <Item label="Handbooks">{customer.handbookCount}</Item>
        <Item label="Active tokens">{customer.activeTokenCount}</Item>
        <Item label="Access" wide>
          <AccessCell customer={customer} />
        </Item>
      </dl>
    </Card>
  );
}

/** `wide`: a whole row on phones, where two long values side by side would not fit. */
function Item({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'max-sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
