import 'server-only';
import type { Database } from '../db/open-store';
import { badUserInput, notFound } from '../errors';
import { insertHandbook, type HandbookRecord } from '../repositories/handbooks';
import { generateHandbook, HandbookInputError, type HandbookInput } from './generate';

/**
 * Generates a handbook for a customer and stores it: the one path of both APIs' generate mutations. The input
 * is checked and the text built before anything is written, so a refused input stores nothing. Errors name
 * the field as the GraphQL argument does (`input.country`).
 */
export async function createHandbook(
  db: Database,
  customerId: string,
  input: Omit<HandbookInput, 'effectiveDate'> & { effectiveDate?: string | null },
  now: Date,
): Promise<HandbookRecord> {
  let generated;
  try {
    generated = generateHandbook({
      ...input,
      effectiveDate: input.effectiveDate ?? now.toISOString().slice(0, 10),
    });
  } catch (error) {
    if (error instanceof HandbookInputError) throw badUserInput(error.message, `input.${error.field}`);
    throw error;
  }
  const stored = await insertHandbook(db, customerId, generated, now);
  // Only a customer deleted a moment ago gets here.
  if (!stored) throw notFound('Customer not found.');
  return stored;
}
