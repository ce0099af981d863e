import { describe, expect, it } from 'vitest';
import { demoKeyNotice } from '@/lib/service/demo/demo-key-notice';

const dataDir = '/tmp/hb-notice-test';

describe('the demo key notice', () => {
  it('sends the app’s user where the app says: the dashboard’s sign-in page', () => {
    const notice = demoKeyNotice('hbk_demo', dataDir, {
      action: 'Sign in to the reseller dashboard',
      path: '/sign-in',
    });
    expect(notice).toContain('Sign in to the reseller dashboard');
    expect(notice).toContain('http://localhost:3000/sign-in');
    expect(notice).toContain('hbk_demo');
  });

  it('sends the standalone service’s user to the Reseller API, which is all it serves', () => {
    const notice = demoKeyNotice('hbk_demo', dataDir);
    expect(notice).not.toContain('sign-in');
    expect(notice).toContain('http://localhost:3000/api/graphql-reseller');
    expect(notice).toContain('/tmp/hb-notice-test/demo-key.txt');
  });
});
