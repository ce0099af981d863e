import 'server-only';
import { z } from 'zod';
import { BRANDING_DISPLAY_NAME_LENGTH } from '../../contract/limits';
import { resellerOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { ResellerContext } from '../core/context';
import { badUserInput, notFoundError, rateLimited } from '../core/errors';
import { parseResolverArgs } from '../core/resolver-args';
import {
  ActivitySubjectType,
  type MutationResolvers,
  type QueryResolvers,
} from '../generated/reseller-types';
import {
  findBranding,
  lockBranding,
  saveBranding,
  type BrandingField,
  type BrandingRecord,
  type StoredBranding,
} from './branding-store';
import { LogoError } from '../../images/image-structure';
import { LogoBusyError } from '../../images/prepare-logo';
import { LOGO_UPLOADS_PER_RESELLER_PER_HOUR } from './branding-deps';
import { checkedLogoDataUrl } from './logo-image';

const { min, max } = BRANDING_DISPLAY_NAME_LENGTH;

// Left out: undefined (keeps the value); null removes it.
const updateArgs = z.object({
  displayName: z
    .string()
    .trim()
    .refine((name) => [...name].length >= min, 'displayName must not be empty.')
    .refine((name) => [...name].length <= max, `displayName must be at most ${max} characters.`)
    .nullish(),
  accentColor: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'accentColor must be a colour written #RRGGBB (six hexadecimal digits).')
    .transform((colour) => colour.toUpperCase())
    .nullish(),
  logo: z.string().nullish(),
});

/**
 * A logo given, counted against the reseller's hourly limit whatever it holds, then checked and decoded once
 * (checkedLogoDataUrl); RATE_LIMITED past the limit, BAD_USER_INPUT when it is no usable logo.
 */
async function checkedLogo(logo: string, { reseller, now, branding }: ResellerContext): Promise<string> {
  const wait = await branding.logoUploads.hit(reseller.resellerId, now);
  if (wait > 0)
    throw rateLimited(`At most ${LOGO_UPLOADS_PER_RESELLER_PER_HOUR} logos an hour may be given.`, wait);
  try {
    return await checkedLogoDataUrl(logo);
  } catch (error) {
    if (error instanceof LogoError) throw badUserInput(error.message, 'logo');
    if (error instanceof LogoBusyError) throw rateLimited(error.message, 2);
    throw error;
  }
}

/** The values `args` gives, checked: the logo by its bytes. BAD_USER_INPUT naming the first invalid one. */
async function givenValues(args: unknown, context: ResellerContext): Promise<Partial<StoredBranding>> {
  const { displayName, accentColor, logo } = parseResolverArgs(updateArgs, args);
  const logoDataUrl = logo ? await checkedLogo(logo, context) : logo;
  const given = { displayName, accentColor, logoDataUrl };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

async function currentBranding({ db, reseller }: ResellerContext): Promise<BrandingRecord> {
  const branding = await findBranding(db, reseller.resellerId);
  // The key was accepted a moment ago; only the reseller's deletion in between gets here.
  if (!branding) throw notFoundError('Reseller not found.');
  return branding;
}

export const brandingQueries: Pick<QueryResolvers, 'branding'> = {
  branding: (_parent, _args, context) => currentBranding(context),
};

export const brandingMutations: Pick<MutationResolvers, 'updateBranding'> = {
  updateBranding: async (_parent, args, context) => {
    const { db, reseller, now } = context;
    const given = await givenValues(args, context);
    await db.transaction(async (tx) => {
      const before = await lockBranding(tx, reseller.resellerId, now);
      const changes = Object.fromEntries(
        Object.entries(given).filter(([field, value]) => before[field as BrandingField] !== value),
      );
      // The trail names the fields that changed, never their values.
      const fields = Object.keys(changes);
      if (fields.length === 0) return;
      await saveBranding(tx, reseller.resellerId, changes, now);
      await recordChange(tx, {
        resellerId: reseller.resellerId,
        action: 'branding.updated',
        subjectType: ActivitySubjectType.Reseller,
        subjectId: reseller.resellerId,
        customerId: null,
        details: { fields: fields.map((field) => (field === 'logoDataUrl' ? 'logo' : field)) },
        origin: resellerOrigin(context),
        occurredAt: now,
      });
    });
    return currentBranding(context);
  },
};
