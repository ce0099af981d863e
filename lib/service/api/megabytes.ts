import 'server-only';

/** Bytes as the SDL and error messages state sizes: decimal megabytes, one decimal when not whole (3 MB, 38.4 MB). */
export function formatMegabytes(bytes: number): string {
  const megabytes = Math.round(bytes / 100_000) / 10;
  return `${megabytes.toLocaleString('en')} MB`;
}
