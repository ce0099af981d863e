'use client';

import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DialogContent } from '@/components/ui/dialog';

/**
 * A new signing secret, in the dialog that made it (adding an endpoint, rotating its secret): shown this
 * once, since the service keeps it only sealed and never returns it again: so only "Done" closes it.
 */
export function EndpointSecretContent({
  secret,
  onDone,
  title,
  description,
}: {
  secret: string;
  onDone: () => void;
  title: string;
  description: string;
}) {
  return (
    <DialogContent title={title} description={description} className="max-w-lg" dismissible={false}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <strong>Copy the signing secret now: it is shown only this once.</strong> Your receiver uses it to
          check each webhook’s <code className="font-mono text-xs">webhook-signature</code> header.
        </p>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium" id="new-endpoint-secret-label">
              Signing secret
            </span>
            <CopyButton value={secret} label="Copy secret" variant="primary" />
          </div>
          <code
            aria-labelledby="new-endpoint-secret-label"
            data-testid="new-endpoint-secret"
            className="block rounded-md border border-line bg-canvas p-3 font-mono text-xs break-all select-all"
          >
            {secret}
          </code>
        </div>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done: I have stored it</Button>
        </div>
      </div>
    </DialogContent>
  );
}
