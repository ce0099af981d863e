import { describe, expect, it } from 'vitest';
import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { demoKeyNotice } from '@/lib/service/demo/demo-key-notice';

const dataDir = '/tmp/hb-notice-test';
const keys = [
  { name: 'Alex Morgan', role: ApiKeyRole.Admin, key: 'hbk_admin', keyId: null },
  { name: 'Sam Lee', role: ApiKeyRole.Support, key: 'hbk_support', keyId: null },
  { name: 'Riley Chen', role: ApiKeyRole.ReadOnly, key: 'hbk_viewer', keyId: null },
];

describe('the demo key notice', () => {
  it('sends the app’s user where the app says: the dashboard’s sign-in page', () => {
    const notice = demoKeyNotice(keys, dataDir, {
      action: 'Sign in to the reseller dashboard',
      path: '/sign-in',
    });
    expect(notice).toContain('Sign in to the reseller dashboard');
    expect(notice).toContain('http://localhost:3000/sign-in');
    expect(notice).toContain('hbk_admin');
  });

  it('prints each role’s key beside the others, with who holds it', () => {
    const lines = demoKeyNotice(keys, dataDir).split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}Alex Morgan \(ADMIN\): +hbk_admin$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}Sam Lee \(SUPPORT\): +hbk_support$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}Riley Chen \(READ_ONLY\): +hbk_viewer$/));
  });

  it('sends the standalone service’s user to the Reseller API, which is all it serves', () => {
    const notice = demoKeyNotice(keys, dataDir);
    expect(notice).not.toContain('sign-in');
    expect(notice).toContain('http://localhost:3000/api/graphql-reseller');
    expect(notice).toContain('/tmp/hb-notice-test');
  });
});
