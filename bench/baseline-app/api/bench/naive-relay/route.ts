/**
 * Benchmark baseline (bench/relay): the naive way to put a GraphQL API behind the dashboard, forwarding the
 * body and the API key with `fetch` and nothing else, so the dashboard's GraphQL relay (/api/graphql) is
 * measured against it. Its upstream is HANDBOOK_API_URL when set, else this server's own Reseller API (a
 * second HTTP hop). Only the benchmark's build has it (bench/lib/build.ts).
 */
export async function POST(request: Request): Promise<Response> {
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
