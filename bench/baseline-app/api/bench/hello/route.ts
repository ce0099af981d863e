import { createSchema, createYoga } from 'graphql-yoga';

/**
 * Benchmark baseline (bench/service-throughput): a bare graphql-yoga `{ hello }` served by a route handler of
 * the same build, so the APIs' throughput is reported as a ratio to it. Only the benchmark's build has it
 * (bench/lib/build.ts copies bench/baseline-app/ into that copy's app/).
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
  return yoga.fetch(request);
}
