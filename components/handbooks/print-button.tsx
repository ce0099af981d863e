'use client';

import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the print stylesheet leaves the text alone on the page. */
export function PrintButton() {
  return (
    <Button size="sm" onClick={() => window.print()}>
      Print
    </Button>
  );
}
