import { cronBackgroundRoute } from '@/app/_lib/embedded-service';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return cronBackgroundRoute(request);
}
