import { describe, expect, it } from 'vitest';
import type { EndedSessions } from '@/lib/dashboard/session/ended-sessions-record';
import { NOW } from '../unit/dashboard/fakes';

export const HOUR = 60 * 60 * 1000;

/** A backend of the ended-sessions record: a fresh record, and a second instance on the same one (a restart). */
export interface EndedSessionsBackend {
  name: string;
  open(): Promise<{ store: EndedSessions; reopen: () => EndedSessions }>;
}

/** What every backend must do, whether it is a file, an embedded database or a real server. */
export function describeEndedSessions(backends: EndedSessionsBackend[]): void {
  describe.each(backends)('ended sessions: $name', (backend) => {
    it('answers false for an unknown id and true once it is recorded', async () => {
      const { store } = await backend.open();
      await expect(store.isEnded('sess_a')).resolves.toBe(false);
      await store.record('sess_a', NOW + HOUR, NOW);
      await expect(store.isEnded('sess_a')).resolves.toBe(true);
      await expect(store.isEnded('sess_b')).resolves.toBe(false);
    });

    it('is shared: another instance on the same record sees the sign-out (a restart, or a second server)', async () => {
      const { store, reopen } = await backend.open();
      await store.record('sess_a', NOW + HOUR, NOW);
      await expect(reopen().isEnded('sess_a')).resolves.toBe(true);
    });

    it('keeps every one of many sign-outs at once', async () => {
      const { store, reopen } = await backend.open();
      const ids = Array.from({ length: 25 }, (_, i) => `sess_${i}`);
      await Promise.all(ids.map((id) => store.record(id, NOW + HOUR, NOW)));
      const again = reopen();
      for (const id of ids) await expect(again.isEnded(id)).resolves.toBe(true);
    });

    it('drops entries whose session would have expired anyway', async () => {
      const { store, reopen } = await backend.open();
      await store.record('sess_old', NOW + HOUR, NOW);
      await store.record('sess_new', NOW + 13 * HOUR, NOW + 2 * HOUR);
      const again = reopen();
      await expect(again.isEnded('sess_old')).resolves.toBe(false);
      await expect(again.isEnded('sess_new')).resolves.toBe(true);
    });

    it('recording the same id twice is harmless', async () => {
      const { store } = await backend.open();
      await store.record('sess_a', NOW + HOUR, NOW);
      await store.record('sess_a', NOW + HOUR, NOW);
      await expect(store.isEnded('sess_a')).resolves.toBe(true);
    });
  });
}
