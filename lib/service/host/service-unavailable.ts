import 'server-only';
import { errorResponse } from '../../http/error-response';
import { errorFields, log } from '../../http/log';
import { SchemaBehindError } from '../db/migration-status';

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
