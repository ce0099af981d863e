import { describe, expect, it } from 'vitest';
import { createSecretBox } from '@/lib/service/webhooks/secret-box';
import { newEndpointSecret } from '@/lib/service/webhooks/signing';
import { createWebhookDeps } from '@/lib/service/webhooks/webhook-deps';

const OLD = 'old-jwt-secret-of-at-least-32-bytes-long!!';
const NEW = 'new-jwt-secret-of-at-least-32-bytes-long!!';

describe('sealed endpoint secrets', () => {
  it('seals under the ring’s highest id and opens under any id still in the ring', async () => {
    const secret = newEndpointSecret();
    const before = createSecretBox({ '1': OLD });
    const sealed = await before.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(await before.open(sealed)).toBe(secret);

    const rotated = createSecretBox({ '1': OLD, '2': NEW });
    expect(rotated.isStale(sealed)).toBe(true);
    expect(await rotated.open(sealed)).toBe(secret);
    const resealed = await rotated.seal(secret);
    expect(rotated.isStale(resealed)).toBe(false);

    // Once the old id has left the ring, only what was resealed opens.
    const after = createSecretBox({ '2': NEW });
    expect(await after.open(resealed)).toBe(secret);
    await expect(after.open(sealed)).rejects.toThrow();
  });

  it('refuses a tampered seal', async () => {
    const box = createSecretBox({ '1': OLD });
    const sealed = await box.seal('whsec_x');
    const [header, key, iv, ciphertext, tag] = sealed.split('.');
    const flipped = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    await expect(box.open([header, key, iv, flipped, tag].join('.'))).rejects.toThrow();
  });
});

describe('where endpoints may point', () => {
  const ring = { '1': OLD };
  it('is https and public addresses in production, anything outside it', () => {
    expect(createWebhookDeps(ring, true).policy).toEqual({ requireHttps: true, allowPrivate: false });
    expect(createWebhookDeps(ring, false).policy).toEqual({ requireHttps: false, allowPrivate: false });
  });

  it('accepts http where private addresses are allowed (local receivers), in production too', () => {
    expect(createWebhookDeps(ring, true, { allowPrivate: true }).policy).toEqual({
      requireHttps: false,
      allowPrivate: true,
    });
  });
});
