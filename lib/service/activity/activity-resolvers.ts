import 'server-only';
import { z } from 'zod';
import { isActivityAction } from '../../contract/activity-actions';
import { PRIMARY_KEY } from '../resellers/reseller-store';
import { countActivity, listActivity, type ActivityEventRecord, type ActivityQuery } from './activity-store';
import {
  ActivityActorKind,
  type ActivityActorResolvers,
  type ApiKeyRole,
  type ActivityEventResolvers,
  type ActivityListResolvers,
  type ActivitySubjectType,
  type QueryResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs } from '../core/resolver-args';
import { customerLoader } from '../customers/customer-loader';

export type ActivityListParent = ActivityQuery;

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const listArgs = z
  .object({
    subjectId: optional(z.string().trim().max(200, 'subjectId must be at most 200 characters.')),
    action: optional(
      z.string().refine(isActivityAction, 'action must be one of the actions ActivityEvent.action lists.'),
    ),
    actorKeyId: optional(z.string().trim().max(200, 'actorKeyId must be at most 200 characters.')),
    // Parsed by the DateTime scalar already.
    from: optional(z.date()),
    to: optional(z.date()),
    ...paging,
  })
  .refine(({ from, to }) => from === null || to === null || from < to, {
    message: 'from must be before to.',
    path: ['from'],
  });

export const activityQueries: Pick<QueryResolvers, 'activity'> = {
  activity: (_parent, args, { reseller }) => {
    const { subjectId, action, actorKeyId, from, to, offset, limit } = parseResolverArgs(listArgs, args);
    // An empty id is no filter, like an empty search.
    return {
      resellerId: reseller.resellerId,
      subjectId: subjectId || null,
      action,
      actorKeyId: actorKeyId || null,
      from,
      to,
      offset,
      limit,
    };
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

/**
 * An API key's event recorded before keys had holders (migration 0015) has no name or role of its own, and
 * the trail is append-only: its key was one of the keys that migration made primary keys.
 */
const beforeStaffKeys = (e: ActivityEventRecord) =>
  e.actorKind === ActivityActorKind.ApiKey && e.actorKeyName === null ? PRIMARY_KEY : null;

export const activityActorResolvers: ActivityActorResolvers = {
  kind: (e) => e.actorKind as ActivityActorKind,
  keyId: (e) => e.actorKeyId,
  keyHint: (e) => e.actorKeyHint,
  keyName: (e) => e.actorKeyName ?? beforeStaffKeys(e)?.name ?? null,
  // Written from the key's role (origin.ts): ApiKeyRole values only.
  role: (e) => (e.actorRole as ApiKeyRole | null) ?? beforeStaffKeys(e)?.role ?? null,
  tokenId: (e) => e.actorTokenId,
};
