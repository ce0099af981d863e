'use client';

import { useState } from 'react';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { DELETE_HANDBOOK_MUTATION } from '@/lib/graphql-client/documents/handbooks';
import { hasErrorCode, userMessageFor } from '@/lib/graphql-client/errors';
import { usePageRefresh } from '@/lib/graphql-client/page-refresh';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';

/**
 * Deletes one handbook after confirming; the page, its list and counts, is rendered again (useChangeMutation).
 * A handbook deleted elsewhere meanwhile is said so plainly, and leaves the list once the message is closed.
 */
export function DeleteHandbookButton({ handbook }: { handbook: { handbookId: string; title: string } }) {
  const refreshPage = usePageRefresh();
  const [gone, setGone] = useState(false);
  const [remove, { loading }] = useChangeMutation(DELETE_HANDBOOK_MUTATION);

  const messageFor = (failure: unknown) => {
    if (!hasErrorCode(failure, 'NOT_FOUND')) return userMessageFor(failure);
    setGone(true);
    return 'This handbook no longer exists: it was deleted already.';
  };

  return (
    <ConfirmActionButton
      label="Delete"
      ariaLabel={`Delete handbook ${handbook.title}`}
      title="Delete this handbook?"
      description={
        <p>
          <span className="font-medium break-words text-ink">{handbook.title}</span> is removed for good, for
          you and for the customer. You can generate a new one at any time.
        </p>
      }
      confirmLabel="Delete handbook"
      confirmDisabled={gone}
      pending={loading}
      action={() => remove({ variables: { handbookId: handbook.handbookId } })}
      messageFor={messageFor}
      // Only once the message is closed: the row (and this dialog) leave the list when the page is rendered
      // again. Nothing changed here, so no cached list needs dropping.
      onClosed={() => {
        if (gone) void refreshPage();
      }}
    />
  );
}
