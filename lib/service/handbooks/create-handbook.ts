import 'server-only';
import { HANDBOOKS_PER_CUSTOMER } from '../../contract/limits';
import type { ChangeOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { Database } from '../db/open-store';
import { badUserInput, notFoundError } from '../core/errors';
import { ActivitySubjectType } from '../generated/reseller-types';
import { insertHandbook, lockHandbookCount, type HandbookRecord } from './handbook-store';
import { generateHandbook, HandbookInputError, type HandbookInput } from './generate';

/** Whose handbook: the customer and its reseller (whose trail records the change). */
export interface HandbookCustomer {
  customerId: string;
  resellerId: string;
}

const CAP_REACHED = `A customer holds at most ${HANDBOOKS_PER_CUSTOMER.max} handbooks. Delete one before generating another.`;

/**
 * Generates a handbook for a customer and stores it with its `handbook.generated` event, in one transaction:
 * the one path of both APIs' generate mutations. The input is checked and the text built before anything is
 * written, so a refused input stores nothing. Errors name the field as the GraphQL argument does
 * (`input.country`). A customer at its cap (`HANDBOOKS_PER_CUSTOMER`) is refused under the lock on its row,
 * so concurrent generations cannot pass the cap together.
 */
export async function createHandbook(
  db: Database,
  customer: HandbookCustomer,
  input: Omit<HandbookInput, 'effectiveDate'> & { effectiveDate?: string | null },
  origin: ChangeOrigin,
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
  return db.transaction(async (tx) => {
    const count = await lockHandbookCount(tx, customer.customerId);
    // Only a customer deleted a moment ago gets here.
    if (count === null) throw notFoundError('Customer not found.');
    if (count >= HANDBOOKS_PER_CUSTOMER.max) throw badUserInput(CAP_REACHED);
    const stored = await insertHandbook(tx, customer.customerId, generated, now);
    await recordChange(tx, {
      resellerId: customer.resellerId,
      action: 'handbook.generated',
      subjectType: ActivitySubjectType.Handbook,
      subjectId: stored.id,
      customerId: customer.customerId,
      details: { country: stored.country, region: stored.region, policyCount: stored.policies.length },
      origin,
      occurredAt: now,
    });
    return stored;
  });
}
