import { healthResponse } from '@/app/_lib/embedded-service';
import { measuredRoute } from '@/app/_lib/measured-route';
import { API_PATHS } from '@/lib/contract/api-paths';

export const dynamic = 'force-dynamic';

export const GET = measuredRoute(API_PATHS.health, () => healthResponse());
