import 'server-only';
import { z } from 'zod';

// GraphQL over HTTP lets a client send null for any parameter it leaves out.
const absentIfNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/** A GraphQL request's parameters, as the HTTP envelope reads them (api/graphql-endpoint.ts). */
export const graphqlParams = z.object({
  query: z.string(),
  variables: absentIfNull(z.record(z.string(), z.unknown())),
  operationName: absentIfNull(z.string()),
  extensions: absentIfNull(z.record(z.string(), z.unknown())),
});

export type GraphqlParams = z.infer<typeof graphqlParams>;
