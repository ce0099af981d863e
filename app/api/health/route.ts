import { healthResponse } from '@/app/_lib/embedded-service';

export const dynamic = 'force-dynamic';

export const GET = healthResponse;
