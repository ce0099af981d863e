import 'server-only';
import { z } from 'zod';
import { isActivityAction } from '../../contract/activity-actions';
import { countActivity, listActivity, type ActivityQuery } from './activity-store';
import type {
  ActivityActorKind,
  ActivityActorResolvers,
  ActivityEventResolvers,
  ActivityListResolvers,
  ActivitySubjectType,
  QueryResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs } from '../core/resolver-args';
import { customerLoader } from '../customers/customer-loader';

export type ActivityListParent = ActivityQuery;

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const listArgs = z.object({
  subjectId: optional(z.string().trim().max(200, 'subjectId must be at most 200 characters.')),
  action: optional(
    z.string().refine(isActivityAction, 'action must be one of the actions ActivityEvent.action lists.'),
  ),
  ...paging,
});

export const activityQueries: Pick<QueryResolvers, 'activity'> = {
  activity: (_parent, args, { reseller }) => {
    const { subjectId, action, offset, limit } = parseResolverArgs(listArgs, args);
    // An empty subjectId is no filter, like an empty search.
    return { resellerId: reseller.resellerId, subjectId: subjectId || null, action, offset, limit };
  },
};

export const activityListResolvers: ActivityListResolvers = {
  events: (query, _args, { db }) => listActivity(db, query),
  total: (query, _args, { db }) => countActivity(db, query),
};

export const activityEventResolvers: ActivityEventResolvers = {
  eventId: (e) => e.id,
  // The row's columns hold the schema's own enum values: recordChange writes nothing else.
  subjectType: (e) => e.subjectType as ActivitySubjectType,
  userId: (e) => e.customerId,
  actor: (e) => e,
  customer: (e, _args, context) => (e.customerId ? customerLoader(context).load(e.customerId) : null),
  details: (e) => JSON.stringify(e.details),
};

export const activityActorResolvers: ActivityActorResolvers = {
  kind: (e) => e.actorKind as ActivityActorKind,
  keyId: (e) => e.actorKeyId,
  keyHint: (e) => e.actorKeyHint,
  tokenId: (e) => e.actorTokenId,
};
