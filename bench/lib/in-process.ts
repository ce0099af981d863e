/** Calls a GraphQL fetch handler in-process, the way the route handlers hand requests to the service. */
export type FetchHandler = (request: Request) => Promise<Response>;

export interface GraphqlCaller {
  <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export function graphqlCaller(handler: FetchHandler, headers: Record<string, string>): GraphqlCaller {
  return async <T>(query: string, variables?: Record<string, unknown>) => {
    const response = await handler(
      new Request('http://127.0.0.1/api/bench', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (response.status !== 200 || body.errors?.length || !body.data) {
      throw new Error(`GraphQL call failed (${response.status}): ${JSON.stringify(body).slice(0, 500)}`);
    }
    return body.data;
  };
}
