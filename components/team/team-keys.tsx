import { ApiKeyCard } from './api-key-card';
import type { TeamKey } from './team-key-type';
import { NewKeyButton } from './new-key-button';

/**
 * The team's keys, oldest first: every key for an admin, who issues and revokes them here; the viewer's own
 * for anyone else.
 */
export function TeamKeys({
  keys,
  viewerKeyId,
  seesAll,
}: {
  keys: TeamKey[];
  viewerKeyId: string;
  seesAll: boolean;
}) {
  return (
    <section aria-labelledby="team-keys-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-keys-heading" className="text-lg font-semibold">
          {seesAll ? 'Everyone’s keys' : 'Your key'}
        </h2>
        {seesAll ? <NewKeyButton /> : null}
      </div>
      {seesAll ? null : (
        <p className="text-sm text-muted">An admin of your team sees every key; you see the one you hold.</p>
      )}
      <ul className="flex flex-col gap-3" aria-label="API keys">
        {keys.map((key) => (
          <ApiKeyCard key={key.keyId} apiKey={key} yours={key.keyId === viewerKeyId} manages={seesAll} />
        ))}
      </ul>
    </section>
  );
}
