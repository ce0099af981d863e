import 'server-only';
import type { ServiceConfig } from '../../config';
import { errorResponse } from '../../http/error-response';
import { errorFields, log } from '../../http/log';
import { deliverAfterResponse, tenantOf } from '../host/deliver-after-response';
import { collectQueuedDeliveries } from '../host/queued-deliveries';
import { SchemaBehindError } from '../db/migration-status';
import { getHandbookService, getRunningService } from '../host/runtime';
import type { HandbookService } from './handbook-service';
import { healthUnavailable, storeHealthResponse } from '../host/store-health';

export type ServiceApi = 'customerApi' | 'resellerApi';

/** Next's after(): runs a task once the answer has been sent, within the function's duration. */
export type AfterResponse = (task: () => Promise<void>) => void;

/** 503 while the service cannot start; a schema behind its code was logged once already. */
export function serviceUnavailable(error: unknown): Response {
  if (!(error instanceof SchemaBehindError)) log('error', 'service.start_failed', errorFields(error));
  return errorResponse(
    503,
    'The service is temporarily unavailable. Try again shortly.',
    'SERVICE_UNAVAILABLE',
    {
      'retry-after': '5',
    },
  );
}

/**
 * One of the two APIs' answer to a request, or 503 while the service cannot start. In `cron` mode, given
 * Next's after(), the deliveries the request queued are sent once the answer is out (background/).
 */
export async function serviceApiResponse(
  api: ServiceApi,
  request: Request,
  config?: ServiceConfig,
  afterResponse?: AfterResponse,
): Promise<Response> {
  let running;
  try {
    running = await getRunningService(config);
  } catch (error) {
    return serviceUnavailable(error);
  }
  if (running.mode !== 'cron' || !afterResponse) return running.service[api](request);
  const { background } = running;
  const { result, queued } = await collectQueuedDeliveries(() => running.service[api](request));
  if (queued.length > 0) afterResponse(() => deliverAfterResponse(background, queued, tenantOf(request)));
  return result;
}

/** Whether the process's service runs and its store answers. */
export async function serviceHealthResponse(config?: ServiceConfig): Promise<Response> {
  let service: HandbookService;
  try {
    service = await getHandbookService(config);
  } catch (error) {
    return healthUnavailable(error);
  }
  return storeHealthResponse(service.store);
}
