import 'server-only';
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { BRANDING_LOGO } from '../contract/limits';
import { LogoError } from './image-structure';
import { checkLogoBytes, type LogoFormat } from './logo-bytes';

// The cover's logo box is 140 × 56 points: 600 pixels a side is sharper than print needs.
export const PREPARED_LOGO_PIXELS = 600;
// A logo within the contract's bounds decodes in well under a second of CPU, its process started; one that
// takes more is refused (on upload) or left off the cover.
export const PREPARE_BUDGET_MS = 5_000;
// The clock's backstop for a process that hangs: generous, because the process runs at a low priority and
// may wait for a core on a busy machine.
const WALL_CLOCK_FACTOR = 12;
// A Unix nice value for the whole process, start included: the server's own work (nice 0) gets about ten
// times the CPU when both want a core. Starting Node and loading sharp cost more CPU than a small logo's
// decode, and at the server's priority they took a core from its requests in the logo attack.
const DECODE_PRIORITY = 10;
// One decode at a time: at most one core of the machine goes to logos, whatever arrives. Uploads are rare
// (and limited), covers prepare each logo once; more than a few waiting means someone is trying too hard.
const MAX_WAITING = 4;

// Read from disk at run time (process.cwd(), like the migrations): the standalone outputs carry it.
const CHILD = join(process.cwd(), 'lib/images/prepare-logo-child.mjs');

declare const madeSmall: unique symbol;
/**
 * A logo made small: a PNG of at most PREPARED_LOGO_PIXELS a side without alpha (on white), written by sharp,
 * not by its sender.
 */
export type CoverLogo = Buffer & { readonly [madeSmall]: true };

export interface PreparedLogo {
  /** What the sender's bytes are. */
  format: LogoFormat;
  cover: CoverLogo;
}

/** A logo that did not decode within its budget: its process ended with its decode. */
export class LogoTooSlowError extends LogoError {
  constructor(budgetMs: number) {
    const seconds = budgetMs / 1000;
    super(`logo could not be read within ${seconds} second${seconds === 1 ? '' : 's'}.`);
    this.name = 'LogoTooSlowError';
  }
}

/** More logos wait to be prepared than this process takes: try again in a moment. */
export class LogoBusyError extends Error {
  constructor() {
    super('Other logos are being prepared.');
    this.name = 'LogoBusyError';
  }
}

let running = false;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running) {
    if (waiting.length >= MAX_WAITING) throw new LogoBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running = true;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    running = next !== undefined;
    next?.();
  }
}

interface ChildAnswer {
  png?: Uint8Array;
  damaged?: true;
  tooSlow?: true;
}

/**
 * Decodes and resizes `bytes` in a child process, which ends itself past `budgetMs` of CPU time and is killed
 * (SIGKILL) past WALL_CLOCK_FACTOR times that on the clock.
 */
function decodeInChild(bytes: Buffer, budgetMs: number): Promise<CoverLogo> {
  return new Promise((resolve, reject) => {
    // None of the server's environment (its secrets have no business there) and one libuv thread. Node by
    // spawn, not fork: Turbopack takes fork's path for a module of the bundle.
    const child = spawn(process.execPath, [CHILD], {
      env: { NODE_ENV: process.env.NODE_ENV, UV_THREADPOOL_SIZE: '1' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    try {
      if (child.pid !== undefined) setPriority(child.pid, DECODE_PRIORITY);
    } catch {
      // A platform that refuses leaves the decode at the server's priority.
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new LogoTooSlowError(budgetMs)));
    }, budgetMs * WALL_CLOCK_FACTOR);
    child.once('message', (answer: ChildAnswer) => {
      if (answer.png) {
        const png = Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
        settle(() => resolve(png as CoverLogo));
      } else if (answer.tooSlow) settle(() => reject(new LogoTooSlowError(budgetMs)));
      else settle(() => reject(new LogoError('logo is not a valid image: its image data is damaged.')));
    });
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', () => {
      settle(() => reject(new Error('The logo preparer ended without an answer.')));
    });
    child.send({ bytes, maxPixels: BRANDING_LOGO.maxPixels ** 2, side: PREPARED_LOGO_PIXELS, budgetMs });
  });
}

/**
 * A logo made safe to draw: its structure checked where that is cheap (checkLogoBytes: every chunk or
 * marker, the size, the scan and chunk counts), then decoded whole and made small in a process of its own,
 * one at a time, at a low priority, ended past `budgetMs` of CPU time. Nothing that grows with the decoded
 * image runs in this process: neither on its event loop nor on libuv's pool, whose threads nothing can stop
 * and which gzip and session sealing share. Throws LogoError (a plain message for the sender;
 * LogoTooSlowError past the budget) or LogoBusyError.
 */
export async function prepareLogo(
  bytes: Buffer,
  { budgetMs = PREPARE_BUDGET_MS } = {},
): Promise<PreparedLogo> {
  const format = checkLogoBytes(bytes);
  return { format, cover: await inTurn(() => decodeInChild(bytes, budgetMs)) };
}
