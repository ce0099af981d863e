import 'server-only';
import type { ServiceConfig } from '../../config';
import type { DemoKeyUse } from '../demo/demo-key-notice';
import { deliverAfterResponse, tenantOf } from '../host/deliver-after-response';
import { collectQueuedDeliveries } from '../host/queued-deliveries';
import { getRunningService, type RunningService } from '../host/runtime';
import { serviceUnavailable } from '../host/service-unavailable';
import type { HandbookService } from '../host/service-host';
import { serveHandbookApis } from './handbook-service';

export type ServiceApi = 'customerApi' | 'resellerApi';

/** Next's after(): runs a task once the answer has been sent, within the function's duration. */
export type AfterResponse = (task: () => Promise<void>) => void;

/** The running service's two APIs, built at the first call of the process and kept with it. */
function servedBy(running: RunningService): HandbookService {
  return (running.service ??= serveHandbookApis(running.host));
}

/**
 * The process's service, started (and its APIs built) by the first caller; a failed start (database down)
 * is retried by the next. The first caller of a process (its start-up) may say where the demo key is used.
 */
export async function getHandbookService(
  config?: ServiceConfig,
  demoKeyUse?: DemoKeyUse,
): Promise<HandbookService> {
  return servedBy(await getRunningService(config, demoKeyUse));
}

/**
 * One of the two APIs' answer to a request, or 503 while the service cannot start. In `cron` mode, given
 * Next's after(), the deliveries the request queued are sent once the answer is out (host/), and the
 * Customer API's usage counts are written.
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
  const service = servedBy(running);
  if (running.mode !== 'cron' || !afterResponse) return service[api](request);
  const { background } = running;
  const { result, queued } = await collectQueuedDeliveries(() => service[api](request));
  if (queued.length > 0) afterResponse(() => deliverAfterResponse(background, queued, tenantOf(request)));
  // A function may be frozen as soon as it has answered: the counts of its answer are written now.
  if (api === 'customerApi') afterResponse(running.flushUsage);
  return result;
}
