import { createSchema, createYoga } from 'graphql-yoga';

/**
 * Benchmark baseline (bench/service-throughput): a bare graphql-yoga `{ hello }` served by a route handler of
 * the same build, so the APIs' throughput is reported as a ratio to it. Not part of the app: 404 unless
 * HANDBOOK_BENCH_ROUTES=1, read here rather than in lib/config.ts because it is a benchmark switch only.
 */
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String! }',
    resolvers: { Query: { hello: () => 'world' } },
  }),
  graphqlEndpoint: '/api/bench/hello',
  graphiql: false,
  landingPage: false,
  logging: false,
});

export async function POST(request: Request): Promise<Response> {
  if (process.env.HANDBOOK_BENCH_ROUTES !== '1') return new Response('Not found.', { status: 404 });
  return yoga.fetch(request);
}
