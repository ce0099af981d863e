// Run by scripts/start.mjs before Next loads: Next opens its port before the app's code runs, and a
// configuration error then would leave a server answering 500 to everything. One line per problem, no stack.
import { ConfigError, loadConfig } from '../lib/config';

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
