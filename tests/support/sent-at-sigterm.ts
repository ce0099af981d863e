import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { JWT_SECRET } from '../service/harness';
import { startChild, stop, waitForHealth } from './child-server';
import { freePort } from './free-port';
import { startOtlpReceiver } from './otlp-receiver';

export interface Started {
  command: string;
  args: string[];
  cwd: string;
  /** A data folder to start on (removed afterwards); a new empty one if not given. */
  dataDir?: string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Starts a server with telemetry on and its batches held for a minute, sends it one traced request, stops
 * it with SIGTERM to its whole process group (npm and scripts/start.mjs pass the signal on, so the server
 * gets it twice), and expects the request's server span and duration metric at the local OTLP receiver
 * once the process has ended: only the stop's flush can have sent them.
 */
export async function expectSentAtSigterm({ command, args, cwd, ...started }: Started): Promise<void> {
  const dataDir = started.dataDir ?? mkdtempSync(join(tmpdir(), 'hb-sigterm-telemetry-'));
  const otlp = await startOtlpReceiver();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      HOSTNAME: '127.0.0.1',
      HANDBOOK_DATA_DIR: dataDir,
      HANDBOOK_DEMO_DATA: 'false',
      HANDBOOK_JWT_SECRET: JWT_SECRET,
      SESSION_SECRET: `${JWT_SECRET}-session`,
      // As the app image sets it (scripts/start.mjs sets it itself).
      NEXT_MANUAL_SIG_HANDLE: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '60000',
      OTEL_METRIC_EXPORT_INTERVAL: '60000',
    },
  });
  try {
    await waitForHealth(base, server.exited);
    const [traceId, parentId] = [hex(16), hex(8)];
    const answer = await fetch(`${base}${API_PATHS.reseller}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parentId}-01` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(401);
    stop(server.child);
    expect(await server.exited).toBe(0);
    expect(otlp.spans().find((s) => s.traceId === traceId && s.parentSpanId === parentId)).toMatchObject({
      name: `POST ${API_PATHS.reseller}`,
    });
    expect(
      otlp
        .points()
        .find(
          (p) =>
            p.metric === 'http.server.request.duration' && p.attributes['http.route'] === API_PATHS.reseller,
        ),
    ).toBeDefined();
  } finally {
    stop(server.child);
    await server.exited;
    await otlp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
