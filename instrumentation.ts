/**
 * Runs once when the server starts. Node-only start-up lives in instrumentation-node.ts, imported only on the
 * Node.js runtime (Next's documented pattern), so the Edge build of this file has nothing it cannot run.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
