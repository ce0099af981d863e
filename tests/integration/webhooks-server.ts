// Test helper process: the service as a server process starts it (lib/service/server.ts, which starts the
// webhook worker), on the embedded store of HANDBOOK_DATA_DIR. With a receiver URL it first registers an
// endpoint for a new reseller and queues a test webhook; without, it only resumes. Says "ready", then runs
// until killed (SIGTERM stops it cleanly; the test also kills it with SIGKILL mid-delivery).
import { createReseller, issueApiKey } from '../../lib/service/resellers/reseller-store';
import { getHandbookService, stopHandbookService } from '../../lib/service/runtime';

const receiverUrl = process.argv[2];
const service = await getHandbookService();

async function reseller(key: string, query: string, variables: Record<string, unknown>) {
  const response = await service.resellerApi(
    new Request('http://localhost/api/graphql-reseller', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': key },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return (await response.json()) as { data: Record<string, { endpoint?: { endpointId: string } } & string> };
}

if (receiverUrl) {
  const { id } = await createReseller(service.store.db, 'Crash Test', new Date());
  const { key } = await issueApiKey(service.store.db, id, new Date());
  const created = await reseller(
    key,
    'mutation ($url: String!) { createWebhookEndpoint(url: $url) { endpoint { endpointId } } }',
    { url: receiverUrl },
  );
  const endpointId = created.data.createWebhookEndpoint!.endpoint!.endpointId;
  await reseller(key, 'mutation ($id: ID!) { sendTestWebhook(endpointId: $id) }', { id: endpointId });
}
process.stdout.write('ready\n');
process.once('SIGTERM', () => void stopHandbookService().finally(() => process.exit(0)));
