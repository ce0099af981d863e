import { cronBackgroundRoute } from '@/app/_lib/embedded-service';
import { measuredRoute } from '@/app/_lib/measured-route';

export const dynamic = 'force-dynamic';

export const GET = measuredRoute('/api/cron/background', cronBackgroundRoute);
