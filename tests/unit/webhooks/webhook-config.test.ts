import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';

const dataDir = mkdtempSync(join(tmpdir(), 'hb-webhook-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ HANDBOOK_DATA_DIR: dataDir, ...env }).webhooks;

describe('webhook configuration', () => {
  it('notices 7 and 1 days before expiry, scans every minute, refuses private addresses and keeps deliveries 30 days by default', () => {
    expect(load({})).toEqual({
      noticeDays: [7, 1],
      scanSeconds: 60,
      allowPrivate: false,
      retentionDays: 30,
      disableAfterDays: 5,
    });
    expect(load({ HANDBOOK_TOKEN_NOTICE_DAYS: '' }).noticeDays).toEqual([7, 1]);
  });

  it('reads other notice days, scan interval, private-address switch and delivery retention', () => {
    expect(
      load({
        HANDBOOK_TOKEN_NOTICE_DAYS: '14, 3,1',
        HANDBOOK_WEBHOOK_SCAN_SECONDS: '5',
        HANDBOOK_WEBHOOK_ALLOW_PRIVATE: 'true',
        HANDBOOK_WEBHOOK_RETENTION_DAYS: '7',
      }),
    ).toEqual({
      noticeDays: [14, 3, 1],
      scanSeconds: 5,
      allowPrivate: true,
      retentionDays: 7,
      disableAfterDays: 5,
    });
  });

  it.each(['0', '2.5', 'never', '40000'])('refuses HANDBOOK_WEBHOOK_RETENTION_DAYS=%s', (value) => {
    expect(() => load({ HANDBOOK_WEBHOOK_RETENTION_DAYS: value })).toThrow(
      /^HANDBOOK_WEBHOOK_RETENTION_DAYS .*: expected a whole number of days from 1 to 36500\.$/,
    );
  });

  it.each([
    ['0', /whole days from 1 to 365/],
    ['366', /whole days from 1 to 365/],
    ['7,a', /whole days from 1 to 365/],
    ['1.5', /whole days from 1 to 365/],
    ['7,7', /each day once/],
    ['1,2,3,4,5,6', /too many days: expected at most 5/],
  ])('refuses HANDBOOK_TOKEN_NOTICE_DAYS=%s', (value, message) => {
    expect(() => load({ HANDBOOK_TOKEN_NOTICE_DAYS: value })).toThrow(message);
  });

  it('refuses a scan interval outside 5 to 3600 seconds', () => {
    expect(() => load({ HANDBOOK_WEBHOOK_SCAN_SECONDS: '1' })).toThrow(/HANDBOOK_WEBHOOK_SCAN_SECONDS/);
    expect(() => load({ HANDBOOK_WEBHOOK_SCAN_SECONDS: '7200' })).toThrow(/HANDBOOK_WEBHOOK_SCAN_SECONDS/);
  });
});
