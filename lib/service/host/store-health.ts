import 'server-only';
import { errorFields, log } from '../../http/log';
import { SchemaBehindError } from '../db/migration-status';
import type { ServiceConfig } from '../../config';
import type { Store } from '../db/open-store';
import { getRunningService } from './runtime';

/** Health answers are never cached: each one says how things are now. */
export const HEALTH_HEADERS = { 'cache-control': 'no-store' };

/** 503 for health: the service cannot answer, whether it failed to start or its store is unreachable. */
function healthUnavailable(error: unknown): Response {
  // A schema behind its code is logged once, when found, not at every health check.
  if (!(error instanceof SchemaBehindError)) log('warn', 'health.store_unreachable', errorFields(error));
  return Response.json({ status: 'unavailable' }, { status: 503, headers: HEALTH_HEADERS });
}

/** Whether the store answers: the health answer of a running service. */
export async function storeHealthResponse(store: Store): Promise<Response> {
  try {
    await store.ping();
    return Response.json({ status: 'ok', store: store.kind }, { headers: HEALTH_HEADERS });
  } catch (error) {
    return healthUnavailable(error);
  }
}

/** Whether the process's service runs and its store answers. */
export async function serviceHealthResponse(config?: ServiceConfig): Promise<Response> {
  let store: Store;
  try {
    ({ store } = (await getRunningService(config)).host);
  } catch (error) {
    return healthUnavailable(error);
  }
  return storeHealthResponse(store);
}
