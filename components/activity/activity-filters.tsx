import { SearchInput } from '@/components/data-table/search-input';
import { Select } from '@/components/ui/field';
import { ACTIVITY_ACTIONS, type ActivityAction } from '@/lib/contract/activity-actions';
import { ACTION_LABELS } from './activity-labels';
import { activityParsers } from './activity-params';

/** What kind of change (every kind, or one) and about what (an id pasted in: a customer's finds all of its). */
export function ActivityFilters({
  action,
  subject,
  onAction,
  onSubject,
}: {
  action: ActivityAction | null;
  subject: string;
  onAction: (action: ActivityAction | null) => void;
  onSubject: (subject: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="activity-action" className="text-muted">
          Action
        </label>
        <Select
          id="activity-action"
          className="flex-1 sm:flex-none"
          value={action ?? ''}
          // The URL's parser reads the option back: "" (every action) and anything unknown are null.
          onChange={(event) => onAction(activityParsers.action.parse(event.target.value))}
        >
          <option value="">All actions</option>
          {ACTIVITY_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {ACTION_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <SearchInput
        id="activity-subject"
        label="Events about an id (a customer's includes its tokens and handbooks)"
        placeholder="Filter by id"
        value={subject}
        onSearch={onSubject}
      />
    </div>
  );
}
