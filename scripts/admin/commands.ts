/** The operator's commands by name: the parser checks against them, run-command.ts runs each. */
const COMMANDS = [
  'reseller:create',
  'reseller:list',
  'key:issue',
  'key:list',
  'key:revoke',
  'customer:list',
  'token:issue',
  'token:revoke',
] as const;
export type Command = (typeof COMMANDS)[number];

export const isCommand = (name: string): name is Command => (COMMANDS as readonly string[]).includes(name);
