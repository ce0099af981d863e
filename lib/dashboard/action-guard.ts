import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * Server actions (the sign-in and sign-out forms) that Next would refuse by throwing, which answers a bare
 * 500 or logs a stack trace, are refused in the root proxy instead, plainly, before any of it runs: one posted
 * from another site, a body over Next's limit or of no declared length, an action
 * id this build does not have, and a payload that is not what React's forms send. Nothing is logged for them: they
 * are the client's mistakes, and anyone can send them without signing in.
 */

// Next's own limit on a server action's body (`serverActions.bodySizeLimit`, left at its default).
export const ACTION_BODY_BYTES = 1024 * 1024;

// A form posted before the page's scripts ran (or without them) is an action too, with no Next-Action header.
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
const MULTIPART = /^multipart\/form-data\b/i;
// A form's action id, in a form posted without scripts (React's `$ACTION_ID_<id>` field).
const FORM_ACTION_ID = /^\$ACTION_ID_(.+)$/;
// React's encoded arguments: the fields named by a number hold JSON (`0` the arguments themselves); the
// others (`1_apiKey`) are a form's own values.
const ENCODED_FIELD = /^\d+$/;

const plainAnswer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new NextResponse(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

const tooLarge = () => plainAnswer(413, 'Bad request: this form is too large.');
const lengthRequired = () => plainAnswer(411, 'Bad request: send this form with its length.');
const malformed = () => plainAnswer(400, 'Bad request: this form could not be read.');
// The header tells Next's client router the action is gone (a page from an older build): it reloads.
const unknownAction = () =>
  plainAnswer(404, 'Not found: this form is out of date. Reload the page and send it again.', {
    'x-nextjs-action-not-found': '1',
  });

/** A POST Next may take for a server action: its header, or a form to a page (the APIs take JSON). */
const mayBeAction = (request: NextRequest) =>
  request.headers.has('next-action') ||
  (!request.nextUrl.pathname.startsWith('/api/') &&
    FORM_TYPES.test(request.headers.get('content-type') ?? ''));

const holder = globalThis as typeof globalThis & { __handbookActionIds?: ReadonlySet<string> | null };

/**
 * The action ids of this build, from the server-reference manifest Next writes beside it (read once); null
 * where there is none (the development server keeps its own): ids are then left to Next.
 */
export function builtActionIds(): ReadonlySet<string> | null {
  if (holder.__handbookActionIds !== undefined) return holder.__handbookActionIds;
  try {
    const path = join(process.cwd(), '.next/server/server-reference-manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as { node?: object; edge?: object };
    holder.__handbookActionIds = new Set([
      ...Object.keys(manifest.node ?? {}),
      ...Object.keys(manifest.edge ?? {}),
    ]);
  } catch {
    holder.__handbookActionIds = null;
  }
  return holder.__handbookActionIds;
}

/** The body, read from a copy of the request up to `limit` bytes; null when it is longer. */
async function bodyWithin(request: NextRequest, limit: number): Promise<Buffer | null> {
  const reader = request.clone().body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The form's fields, or null when the body is not the multipart form its type says. */
async function formOf(body: Buffer, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

/** Whether the body holds what React sends for an action: JSON, or a form whose encoded fields are JSON. */
async function readable(
  body: Buffer,
  contentType: string,
  isFetch: boolean,
): Promise<FormData | 'ok' | null> {
  if (!MULTIPART.test(contentType)) return !isFetch || isJson(body.toString('utf8')) ? 'ok' : null;
  const form = await formOf(body, contentType);
  if (!form) return null;
  for (const [name, value] of form)
    if (isFetch && ENCODED_FIELD.test(name) && typeof value === 'string' && !isJson(value)) return null;
  return form;
}

export async function refusedAction(
  request: NextRequest,
  knownIds: ReadonlySet<string> | null,
): Promise<NextResponse | null> {
  if (request.method !== 'POST' || !mayBeAction(request)) return null;
  const origin = request.headers.get('origin');
  // As Next reads it: the first of the forwarded hosts, else Host.
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = '';
  }
  if (originHost !== null && originHost !== host)
    return plainAnswer(403, 'Forbidden: this form was sent from another site.');
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_BYTES) return tooLarge();
  const actionId = request.headers.get('next-action');
  if (actionId !== null && knownIds && !knownIds.has(actionId)) return unknownAction();

  // Browsers send a form's length, always. A body in chunks without one cannot be measured here without
  // stalling the request that Next then reads (seen with the standalone server), and Next answers one over
  // its limit with a 500: it is refused instead.
  if (!request.headers.has('content-length')) return lengthRequired();
  const body = await bodyWithin(request, ACTION_BODY_BYTES);
  if (!body) return tooLarge();
  const contentType = request.headers.get('content-type') ?? '';
  const read = await readable(body, contentType, actionId !== null);
  if (!read) return malformed();
  if (read !== 'ok' && knownIds)
    for (const name of read.keys()) {
      const formId = FORM_ACTION_ID.exec(name)?.[1];
      if (formId !== undefined && !knownIds.has(formId)) return unknownAction();
    }
  return null;
}
