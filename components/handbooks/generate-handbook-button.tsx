'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';
import type { HandbookOptionsQuery } from '@/lib/graphql-client/generated/graphql';

// The form loads on first use: most visits to a customer generate nothing.
const loadDialog = () => import('./generate-handbook-dialog');
const GenerateHandbookDialog = dynamic(() => loadDialog().then((m) => m.GenerateHandbookDialog), {
  ssr: false,
});

/**
 * Opens the generate form; its policies and countries (`options`) come with the page, so the form opens
 * complete once its code has loaded (from the pointer or focus reaching the button). Null options: the
 * server could not get them.
 */
export function GenerateHandbookButton({
  userId,
  companyName,
  options,
}: {
  userId: string;
  companyName: string;
  options: HandbookOptionsQuery | null;
}) {
  const { open, close, buttonProps } = useDialogOnDemand(loadDialog);
  // Without the library there is nothing to choose from; the handbook list below says what failed.
  if (!options) return null;
  const { policyLibrary: policies, handbookCountries: countries } = options;
  return (
    <>
      <Button variant="primary" size="sm" {...buttonProps}>
        Generate handbook
      </Button>
      {open ? (
        <GenerateHandbookDialog
          userId={userId}
          companyName={companyName}
          policies={policies}
          countries={countries}
          onClose={close}
        />
      ) : null}
    </>
  );
}
