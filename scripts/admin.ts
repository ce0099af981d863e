/**
 * The operator's command line ("support" in the interface document): creates resellers and issues and
 * revokes their API keys; lists a reseller's customers and issues and revokes a customer's token. Run as
 * `npm run admin -- <command>`; `--json` prints machine-readable output. The commands are in scripts/admin/.
 */
import { runCli } from './admin/cli';

process.exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
