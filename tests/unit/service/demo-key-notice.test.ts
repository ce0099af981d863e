import { describe, expect, it } from 'vitest';
import { loadConfig, loadServiceConfig } from '@/lib/config';
import { demoKeyNotice } from '@/lib/service/server';

const env = { NODE_ENV: 'development', HANDBOOK_DATA_DIR: '/tmp/hb-notice-test', PORT: undefined };

describe('the demo key notice', () => {
  it('sends the app’s user to the dashboard’s sign-in page', () => {
    const notice = demoKeyNotice('hbk_demo', loadConfig(env));
    expect(notice).toContain('Sign in to the reseller dashboard');
    expect(notice).toContain('http://localhost:3000/sign-in');
    expect(notice).toContain('hbk_demo');
  });

  it('sends the standalone service’s user to the Reseller API, which is all it serves', () => {
    const notice = demoKeyNotice('hbk_demo', loadServiceConfig(env));
    expect(notice).not.toContain('sign-in');
    expect(notice).toContain('http://localhost:3000/api/graphql-reseller');
    expect(notice).toContain('hbk_demo');
  });
});
