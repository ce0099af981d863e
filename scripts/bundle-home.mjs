// Injected first into the standalone service's bundles (build-service.mjs). The service reads its run-time
// files (schema, migrations, the embedded store's thread) from the working directory, which under
// `npm run start:service` is the checkout; a bundle has its own copies beside it, so it works from its own
// folder, wherever it is started from, as Next's standalone server.js does. A relative data folder still
// means the caller's, so it is made absolute before the move.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.HANDBOOK_DATA_DIR = resolve(process.env.HANDBOOK_DATA_DIR?.trim() || '.data');
process.chdir(dirname(fileURLToPath(import.meta.url)));
