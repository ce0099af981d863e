'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { DialogContent } from './dialog';

/**
 * A secret the service returns once (a webhook signing secret, a colleague's API key), in the dialog that
 * made it: shown this once, with a copy button, since the service never returns it again: so only "Done"
 * closes it. `children` says what the secret is for.
 */
export function ShownOnceContent({
  value,
  name,
  copyLabel,
  testId,
  onDone,
  title,
  description,
  children,
}: {
  value: string;
  /** What it is, as its label and its copy button name it ("Signing secret"). */
  name: string;
  copyLabel: string;
  testId: string;
  onDone: () => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const labelId = `${testId}-label`;
  return (
    <DialogContent title={title} description={description} className="max-w-lg" dismissible={false}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">{children}</p>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium" id={labelId}>
              {name}
            </span>
            <CopyButton value={value} label={copyLabel} variant="primary" />
          </div>
          <code
            aria-labelledby={labelId}
            data-testid={testId}
            className="block rounded-md border border-line bg-canvas p-3 font-mono text-xs break-all select-all"
          >
            {value}
          </code>
        </div>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done: I have stored it</Button>
        </div>
      </div>
    </DialogContent>
  );
}
