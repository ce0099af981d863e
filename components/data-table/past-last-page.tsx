import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';

/** A table's empty state on a page past its last (an old link, rows gone since): says so, and the way back. */
export function PastLastPage({
  page,
  noun,
  onFirstPage,
}: {
  page: number;
  noun: string;
  onFirstPage: () => void;
}) {
  return (
    <EmptyState title={`Page ${page} is past the last ${noun}`}>
      <Button size="sm" onClick={onFirstPage}>
        Go to the first page
      </Button>
    </EmptyState>
  );
}
