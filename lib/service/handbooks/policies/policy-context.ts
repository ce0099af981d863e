import 'server-only';
import { resolveNote, type CountryInfo, type HandbookTopic, type RegionInfo } from '../countries';

export type PolicyKey = Exclude<HandbookTopic, 'introduction'>;

/** Under 50 people, 50 to 250, over 250: the usual thresholds at which HR practice (and often law) changes. */
export type SizeTier = 'small' | 'mid' | 'large';

export interface PolicyContext {
  /** Already escaped for Markdown. */
  company: string;
  employeeCount: number;
  size: SizeTier;
  country: CountryInfo;
  region: RegionInfo | null;
}

export interface Policy {
  key: PolicyKey;
  title: string;
  render(ctx: PolicyContext): string;
}

export function sizeTier(employeeCount: number): SizeTier {
  if (employeeCount < 50) return 'small';
  return employeeCount <= 250 ? 'mid' : 'large';
}

export function bySize<T>(ctx: PolicyContext, options: Readonly<Record<SizeTier, T>>): T {
  return options[ctx.size];
}

/** The country's note on a topic followed by the region's, so local detail reads after the national rule. */
export function localNotes(ctx: PolicyContext, topic: HandbookTopic): string | null {
  const notes = [
    resolveNote(ctx.country.notes[topic], ctx.employeeCount),
    ctx.region ? resolveNote(ctx.region.notes[topic], ctx.employeeCount) : null,
  ].filter((note): note is string => note !== null);
  return notes.length > 0 ? notes.join(' ') : null;
}

/** Where the handbook applies: "the United Kingdom", or "California, United States" when a region is set. */
export function placeName(ctx: PolicyContext): string {
  return ctx.region ? `${ctx.region.name}, ${ctx.country.name}` : ctx.country.proseName;
}
