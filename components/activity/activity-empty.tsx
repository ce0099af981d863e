import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { PastLastPage } from '@/components/data-table/past-last-page';

/** Why the activity table is empty, with the way back: a page past the last, filters that match nothing, or a new account. */
export function ActivityEmpty({
  page,
  filtered,
  onFirstPage,
  onClearFilters,
}: {
  page: number;
  filtered: boolean;
  onFirstPage: () => void;
  onClearFilters: () => void;
}) {
  if (page > 1) {
    return <PastLastPage page={page} noun="event" onFirstPage={onFirstPage} />;
  }
  if (filtered) {
    return (
      <EmptyState title="No event matches these filters">
        <Button size="sm" onClick={onClearFilters}>
          Show every event
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="Nothing has been recorded yet">
      Every change to your customers, tokens and handbooks will be listed here.
    </EmptyState>
  );
}
