// Preloaded into Next's standalone server (`node --import`, by scripts/start.mjs and the container's CMD;
// the build bundles it to .next/standalone/scripts/check-config.mjs): Next opens its port before the app's
// code runs, and a configuration error then would leave a server answering 500 to everything. A preload
// runs before Next is even loaded. One line per problem, no stack.
import { ConfigError, loadConfig } from '../lib/config';

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
