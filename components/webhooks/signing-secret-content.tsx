'use client';

import { ShownOnceContent } from '@/components/ui/shown-once-content';

/** A new signing secret (adding an endpoint, rotating its secret), shown once: the service keeps it sealed. */
export function SigningSecretContent({
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
    <ShownOnceContent
      value={secret}
      name="Signing secret"
      copyLabel="Copy secret"
      testId="new-endpoint-secret"
      onDone={onDone}
      title={title}
      description={description}
    >
      <strong>Copy the signing secret now: it is shown only this once.</strong> Your receiver uses it to check
      each webhook’s <code className="font-mono text-xs">webhook-signature</code> header.
    </ShownOnceContent>
  );
}
