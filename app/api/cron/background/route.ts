import { cronBackgroundResponse } from '@/lib/service/background/cron-route';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return cronBackgroundResponse(request);
}
