/**
 * The data every HTTP benchmark serves: one reseller with 1,000 customers (tokens in every state, some
 * handbooks, as the scale generator makes them) and one customer with exactly 10 handbooks and a valid
 * bearer token, made through the service itself. Seeded before the server starts: the embedded store
 * admits one process at a time.
 */
import { openStore, type Store, type StoreLocation } from '@/lib/service/db/open-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import { customerId, generateScaleData } from '../scale/generate';
import { graphqlCaller } from './in-process';
import { BENCH_JWT_SECRET } from './server';

export const SEED_CUSTOMERS = 1_000;
export const SEED_HANDBOOKS = 10;

export interface SeededData {
  resellerId: string;
  apiKey: string;
  customerId: string;
  /** A bearer token of `customerId`, signed with BENCH_JWT_SECRET, valid for a day. */
  customerToken: string;
}

/** Seeds through `opened` when given (left open), else opens the store at `location` and closes it after. */
export async function seedServiceData(location: StoreLocation, opened?: Store): Promise<SeededData> {
  const store = opened ?? (await openStore(location));
  try {
    const now = new Date();
    const { resellers } = await generateScaleData(store.db, [SEED_CUSTOMERS], now);
    const { resellerId, key } = resellers[0]!;
    const service = createHandbookService({
      store,
      jwtSecrets: { '1': BENCH_JWT_SECRET },
      production: true,
      limits: { failures: { maxFailures: 1e9, windowSeconds: 60 }, requestsPerMinute: 0 },
    });
    const reseller = graphqlCaller(service.resellerApi, { 'x-api-token': key });
    // Customer 1 has no handbooks from the generator (only every tenth has).
    const userId = customerId(resellerId, 1);
    const issued = await reseller<{ generateCustomerToken: { token: string } }>(
      `mutation ($userId: ID!) { generateCustomerToken(userId: $userId, expiresIn: 86400) { token } }`,
      { userId },
    );
    const token = issued.generateCustomerToken.token;
    const customer = graphqlCaller(service.customerApi, { authorization: `Bearer ${token}` });
    for (let i = 0; i < SEED_HANDBOOKS; i++) {
      await customer(
        `mutation ($input: GenerateHandbookInput!) { generateHandbook(input: $input) { handbookId } }`,
        { input: { companyName: `Bench Company ${i + 1}`, country: 'GB', employeeCount: 20 + i * 15 } },
      );
    }
    return { resellerId, apiKey: key, customerId: userId, customerToken: token };
  } finally {
    if (!opened) await store.close();
  }
}
