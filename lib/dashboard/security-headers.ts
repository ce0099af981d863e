import 'server-only';

/**
 * The per-request part of the response headers: the Content-Security-Policy, whose script nonce changes
 * with every request. The root `proxy.ts` sets it on the request (Next reads the nonce from there and puts
 * it on its own scripts) and on the response. The headers that never change (nosniff, frame options,
 * referrer policy, HSTS) are in next.config.mjs, so they cover static files too.
 */

/** 128 random bits, base64: the form Next's nonce parser accepts (`[A-Za-z0-9+/_-]+={0,2}`). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

export function contentSecurityPolicy(options: { nonce: string; production: boolean }): string {
  const script = [
    "'self'",
    `'nonce-${options.nonce}'`,
    // Scripts that a nonced script loads (Next's chunks) are trusted; host lists are then ignored.
    "'strict-dynamic'",
    // React's development build evaluates code for its debugging aids; production never needs it.
    ...(options.production ? [] : ["'unsafe-eval'"]),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // Next and Tailwind insert <style> elements and React sets style attributes, neither with a nonce.
    // Inline styles cannot run code, so this is the accepted trade-off; scripts stay nonce-only.
    'style-src': ["'self'", "'unsafe-inline'"],
    // A reseller's logo travels as a data: URL (Branding.logoDataUrl), checked by its bytes as a PNG or
    // JPEG; nothing else (no blob:, no other host) is ever an image source.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // The browser talks only to this origin (the dashboard's GraphQL relay); dev's hot reload socket is same-origin.
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The nonce of a Content-Security-Policy value (its script-src), as Next reads it. */
export function nonceOf(policy: string | null): string | undefined {
  const scriptSrc = policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  return scriptSrc?.match(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/)?.[1];
}
