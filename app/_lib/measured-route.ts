import 'server-only';
import { after } from 'next/server';
import { getConfig } from '@/lib/config';
import { measuredRequest } from '@/lib/telemetry/served-request';
import { flushAnswered, telemetryOn } from '@/lib/telemetry/start-telemetry';

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>;

/**
 * A route handler that records `http.server.request.duration` under its route's template (Next's own server
 * span is the request's span). In `cron` mode (Vercel), where a function may be frozen once it has answered,
 * what the request recorded is sent after the answer instead of waiting for the next export.
 */
export function measuredRoute<A extends unknown[]>(route: string, handler: Handler<A>): Handler<A> {
  return (request, ...rest) => {
    if (!telemetryOn()) return handler(request, ...rest);
    if (getConfig().background.mode === 'cron') after(flushAnswered);
    return measuredRequest(request, route, () => handler(request, ...rest));
  };
}
