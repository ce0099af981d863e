'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  REACTIVATE_CUSTOMER_MUTATION,
  SUSPEND_CUSTOMER_MUTATION,
} from '@/lib/graphql-client/documents/customers';
import { CustomerStatus } from '@/lib/graphql-client/generated/graphql';
import { hasErrorCode, userMessageFor } from '@/lib/graphql-client/errors';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';

const COPY = {
  suspend: {
    button: 'Suspend',
    title: 'Suspend this customer?',
    body: 'Every token of theirs is refused on the Customer API at once, and no new token can be issued. Their handbooks stay. You can reactivate them at any time.',
    confirm: 'Suspend customer',
  },
  reactivate: {
    button: 'Reactivate',
    title: 'Reactivate this customer?',
    body: 'Their tokens that have neither expired nor been revoked work again at once, and you can issue new ones.',
    confirm: 'Reactivate customer',
  },
} as const;

/**
 * Suspends an active customer or reactivates a suspended one, after confirming. The page, rendered on the
 * server (the details, the notice, the token form, this button), is rendered again after (useChangeMutation).
 */
export function CustomerStatusButton({ customer }: { customer: { userId: string; status: CustomerStatus } }) {
  const action = customer.status === CustomerStatus.Suspended ? 'reactivate' : 'suspend';
  const copy = COPY[action];
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [suspend, suspending] = useChangeMutation(SUSPEND_CUSTOMER_MUTATION);
  const [reactivate, reactivating] = useChangeMutation(REACTIVATE_CUSTOMER_MUTATION);

  const confirm = async () => {
    setError(null);
    try {
      const variables = { userId: customer.userId };
      await (action === 'suspend' ? suspend({ variables }) : reactivate({ variables }));
      setOpen(false);
    } catch (failure) {
      setError(
        hasErrorCode(failure, 'NOT_FOUND')
          ? 'This customer no longer exists. It may have been deleted a moment ago.'
          : userMessageFor(failure),
      );
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant={action === 'suspend' ? 'danger-outline' : 'secondary'}
        onClick={() => setOpen(true)}
      >
        {copy.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={copy.title}
        description={<p>{copy.body}</p>}
        confirmLabel={copy.confirm}
        confirmVariant={action === 'suspend' ? 'danger' : 'primary'}
        pending={suspending.loading || reactivating.loading}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
