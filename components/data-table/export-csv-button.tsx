'use client';

import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { loadBrowserClient } from '@/lib/graphql-client/load-browser-client';

/**
 * Downloads every row of a table's current view as CSV: `exportRows` fetches them page by page with the
 * browser's Apollo client, which loads on the click (most visits never export), reporting how many it has
 * so far, and hands the file over. Failures show under the button, in plain words.
 */
export function ExportCsvButton({
  total,
  exportRows,
}: {
  total: number;
  exportRows: (client: ApolloClient, onProgress: (count: number) => void) => Promise<void>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Shows every failure under the button, so the click starts it without waiting (`void`).
  const run = async () => {
    setError(null);
    setProgress(0);
    try {
      await exportRows(await loadBrowserClient(), setProgress);
    } catch (failure) {
      setError(`Export failed: ${userMessageFor(failure)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => void run()} disabled={progress !== null || total === 0}>
        {progress === null ? 'Export CSV' : `Exporting ${progress} of ${total}…`}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
