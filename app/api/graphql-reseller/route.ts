import { after } from 'next/server';
import { embeddedApiRoute } from '@/app/_lib/embedded-service';
import { measuredRoute } from '@/app/_lib/measured-route';
import { API_PATHS } from '@/lib/contract/api-paths';

// Every method reaches the endpoint, which answers anything but POST with the contract's 405 body; after()
// sends the webhooks a change queued once the answer is out (`cron` mode).
const handle = measuredRoute(API_PATHS.reseller, embeddedApiRoute('resellerApi', after));
export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
