'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState } from 'react';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { Dialog } from '@/components/ui/dialog';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@/lib/contract/limits';
import { ROTATE_WEBHOOK_SECRET_MUTATION } from '@/lib/graphql-client/documents/webhooks';
import { SigningSecretContent } from './signing-secret-content';
import { EndpointUrl } from './endpoint-url';

const OVERLAP = `${WEBHOOK_SECRET_OVERLAP_HOURS} hours`;

/**
 * Gives an endpoint a new signing secret after saying what happens to the old one, then shows the new one
 * this once. For the overlap both sign each webhook, so the receiver can switch at its own pace.
 */
export function RotateSecretButton({ endpoint }: { endpoint: { endpointId: string; url: string } }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [rotate, { loading }] = useChangeMutation(ROTATE_WEBHOOK_SECRET_MUTATION);

  return (
    <>
      <ConfirmActionButton
        label="Rotate secret"
        ariaLabel={`Rotate the signing secret of ${endpoint.url}`}
        title="Rotate the signing secret?"
        description={
          <>
            <p>
              Webhooks to <EndpointUrl url={endpoint.url} className="font-mono break-words text-ink" /> get a
              new signing secret, shown once.
            </p>
            <p className="mt-2">
              For {OVERLAP} each webhook carries signatures with both the new and the current secret; after
              that only the new one. Give your receiver the new secret within {OVERLAP}.
            </p>
          </>
        }
        confirmLabel="Rotate secret"
        pending={loading}
        action={async () => {
          const { data } = await rotate({ variables: { endpointId: endpoint.endpointId } });
          if (!data) throw new Error('No secret returned');
          setSecret(data.rotateWebhookSecret.secret);
        }}
      />
      {secret ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setSecret(null))}>
          <SigningSecretContent
            secret={secret}
            onDone={() => setSecret(null)}
            title="New signing secret"
            description={`The old secret still signs webhooks for ${OVERLAP}, beside this one.`}
          />
        </Dialog>
      ) : null}
    </>
  );
}
