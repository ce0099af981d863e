import 'server-only';
import type { Database } from '../db/open-store';
import { listSealedSecrets, replaceSealedSecret } from './endpoint-store';
import type { SecretBox } from '../core/dependencies';

/** Secrets (current and previous) sealed under an older key of the ring move to the current one (see secret-box.ts). */
export async function resealSecrets(db: Database, secretBox: SecretBox): Promise<void> {
  for (const seal of await listSealedSecrets(db)) {
    if (!secretBox.isStale(seal.sealed)) continue;
    await replaceSealedSecret(db, seal, await secretBox.seal(await secretBox.open(seal.sealed)));
  }
}
