/**
 * The standalone service's baseline: a bare graphql-yoga on node:http whose `listHandbooks` makes the same two
 * PostgreSQL round trips as the service's (the caller's row, then ten handbooks) through a `pg` Pool of the
 * service's size, with none of the service's checks. DATABASE_URL, BENCH_CUSTOMER_ID, PORT.
 */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const customerId = process.env.BENCH_CUSTOMER_ID;

interface HandbookRow {
  id: string;
  title: string;
  company_name: string;
  country: string;
  region: string | null;
  employee_count: number;
  effective_date: string;
  created_at: Date;
}

const yoga = createYoga({
  schema: createSchema({
    typeDefs: `
      type Query { listHandbooks: HandbookList! }
      type HandbookList { total: Int! handbooks: [Handbook!]! }
      type Handbook {
        handbookId: ID! title: String! companyName: String! country: String! region: String
        employeeCount: Int! effectiveDate: String! createdAt: String!
      }`,
    resolvers: {
      Query: {
        listHandbooks: async () => {
          const caller = await pool.query<{ handbook_count: number }>(
            'SELECT handbook_count FROM customers WHERE id = $1',
            [customerId],
          );
          const list = await pool.query<HandbookRow>(
            `SELECT id, title, company_name, country, region, employee_count, effective_date, created_at
               FROM handbooks WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10`,
            [customerId],
          );
          return {
            total: caller.rows[0]?.handbook_count ?? 0,
            handbooks: list.rows.map((h) => ({
              handbookId: h.id,
              title: h.title,
              companyName: h.company_name,
              country: h.country,
              region: h.region,
              employeeCount: h.employee_count,
              effectiveDate: h.effective_date,
              createdAt: h.created_at.toISOString(),
            })),
          };
        },
      },
    },
  }),
  graphqlEndpoint: '/graphql',
  graphiql: false,
  landingPage: false,
  logging: false,
});

createServer(yoga.requestListener).listen(Number(process.env.PORT), '127.0.0.1');
// An orderly exit on the runner's SIGTERM, so that `node --cpu-prof` writes its profile (profile.ts --bare).
process.once('SIGTERM', () => process.exit(0));
