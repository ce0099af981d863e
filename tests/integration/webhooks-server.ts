// Test helper process: the service as a server process starts it (lib/service/host/runtime.ts, which starts the
// webhook worker), on the embedded store of HANDBOOK_DATA_DIR. With a receiver URL it first registers an
// endpoint for a new reseller and queues a test webhook; without, it only resumes. Says "ready", then runs
// until killed (SIGTERM stops it cleanly; the test also kills it with SIGKILL mid-delivery).
import { createReseller, issueApiKey, PRIMARY_KEY } from '../../lib/service/resellers/reseller-store';
import { getHandbookService } from '../../lib/service/api/service-responses';
import { stopHandbookService } from '../../lib/service/host/runtime';
import { resellerGraphql } from '../generated/reseller';
import type { TypedDocumentString } from '../generated/reseller/graphql';

const receiverUrl = process.argv[2];
const service = await getHandbookService();

const CREATE_ENDPOINT = resellerGraphql(`
  mutation CrashCreateEndpoint($url: String!) {
    createWebhookEndpoint(url: $url) {
      endpoint {
        endpointId
      }
    }
  }
`);
const SEND_TEST = resellerGraphql(`
  mutation CrashSendTest($id: ID!) {
    sendTestWebhook(endpointId: $id)
  }
`);

async function reseller<TData, TVariables>(
  key: string,
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
) {
  const response = await service.resellerApi(
    new Request('http://localhost/api/graphql-reseller', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': key },
      body: JSON.stringify({ query: document.toString(), variables }),
    }),
  );
  return (await response.json()) as { data: TData };
}

if (receiverUrl) {
  const { id } = await createReseller(service.store.db, 'Crash Test', new Date());
  const { key } = await issueApiKey(service.store.db, id, PRIMARY_KEY, new Date());
  const created = await reseller(key, CREATE_ENDPOINT, { url: receiverUrl });
  const { endpointId } = created.data.createWebhookEndpoint.endpoint;
  await reseller(key, SEND_TEST, { id: endpointId });
}
process.stdout.write('ready\n');
process.once('SIGTERM', () => void stopHandbookService().finally(() => process.exit(0)));
