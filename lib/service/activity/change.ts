import type { ActivityAction } from '../../contract/activity-actions';
import type { Database } from '../db/open-store';
import type { ActivityDetails } from '../db/schema';
import type { ActivitySubjectType } from '../generated/reseller-types';
import type { ChangeOrigin } from './origin';

// What a change is, apart from how it is recorded (record-change.ts): the activity store, the change
// listeners and the webhooks' listener read these types without importing the recorder, which imports them.

export interface Change {
  resellerId: string;
  action: ActivityAction;
  subjectType: ActivitySubjectType;
  subjectId: string;
  /** The customer the change concerns: the subject itself, or the customer of a token or handbook. */
  customerId: string | null;
  details?: ActivityDetails;
  origin: ChangeOrigin;
  occurredAt: Date;
}

/** A change as recorded: its event id (`evt_…`, also `ActivityEvent.eventId`) and its details. */
export interface RecordedChange extends Change {
  eventId: string;
  details: ActivityDetails;
}

/** Runs inside the change's transaction; throwing rolls the change back. */
export type ChangeListener = (tx: Database, change: RecordedChange) => Promise<void>;
