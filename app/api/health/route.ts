import { healthResponse } from '@/lib/service/server';

export const dynamic = 'force-dynamic';

export const GET = healthResponse;
