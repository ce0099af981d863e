'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { leaveNotice } from '@/components/ui/pending-notice';
import { DELETE_CUSTOMER_MUTATION } from '@/lib/graphql-client/documents/customers';
import { hasErrorCode, userMessageFor } from '@/lib/graphql-client/errors';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';

/** Spaces at either end and runs of spaces inside do not make a typed name wrong. */
const normalise = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Deletes a customer for good, once its name has been typed, then opens the list with a notice. A
 * customer someone else deleted meanwhile is said so plainly, with the way back to the list.
 */
export function DeleteCustomerButton({ customer }: { customer: { userId: string; name: string } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  // The page's refresh that follows the change gives way to the navigation to the list (Next's router drops
  // a refresh a navigation overtakes), so the deleted customer's page is not rendered again.
  const [remove, { loading }] = useChangeMutation(DELETE_CUSTOMER_MUTATION);
  const matches = normalise(typed) === normalise(customer.name);

  const confirm = async () => {
    if (gone) return router.push('/customers');
    setError(null);
    try {
      await remove({ variables: { userId: customer.userId } });
      leaveNotice('/customers', 'Customer deleted, with their handbooks and tokens.');
      router.push('/customers');
    } catch (failure) {
      if (hasErrorCode(failure, 'NOT_FOUND')) {
        setGone(true);
        setError('This customer no longer exists: it was deleted already. Nothing else was changed.');
      } else {
        setError(userMessageFor(failure));
      }
    }
  };

  return (
    <>
      <Button size="sm" variant="danger-outline" onClick={() => setOpen(true)}>
        Delete customer
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped('');
            setError(null);
          }
        }}
        title="Delete this customer?"
        description={
          <p>
            The customer, their handbooks and their tokens are removed for good, and their tokens stop working
            at once. This cannot be undone.
          </p>
        }
        confirmLabel={gone ? 'Back to customers' : 'Delete customer'}
        confirmVariant={gone ? 'primary' : 'danger'}
        confirmDisabled={!matches && !gone}
        pending={loading}
        error={error}
        onConfirm={() => void confirm()}
      >
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor="delete-customer-name" className="text-sm">
            Type <strong className="font-semibold break-words">{customer.name}</strong> to confirm
          </label>
          <Input
            id="delete-customer-name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && matches && !loading) void confirm();
            }}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
