// Test helper process: opens the embedded store in a folder, writes a reseller, says "ready", and holds the
// store open until killed — the way a running server holds it.
import { openStore } from '../../lib/service/db/open-store';
import { createReseller } from '../../lib/service/resellers/reseller-store';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-store.ts DATA_DIR');
const store = await openStore({ dataDir });
await createReseller(store.db, 'Held Reseller', new Date());
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
