/**
 * Benchmark baseline (bench/proxy): the naive way to put a GraphQL API behind the dashboard, forwarding the
 * body and the API key with `fetch` and nothing else, so the dashboard's /api/graphql is measured against it.
 * Its upstream is HANDBOOK_API_URL when set, else this server's own Reseller API (a second HTTP hop).
 * Not part of the app: 404 unless HANDBOOK_BENCH_ROUTES=1, read here rather than in lib/config.ts because
 * these are benchmark switches only.
 */
export async function POST(request: Request): Promise<Response> {
  if (process.env.HANDBOOK_BENCH_ROUTES !== '1') return new Response('Not found.', { status: 404 });
  const base = process.env.HANDBOOK_API_URL?.replace(/\/+$/, '') || new URL(request.url).origin;
  const upstream = await fetch(`${base}/api/graphql-reseller`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-token': request.headers.get('x-api-token') ?? '',
    },
    body: await request.text(),
  });
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  });
}
