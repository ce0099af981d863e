import 'server-only';
import { ACTIVITY_ANSWER_SIZES } from '../activity/activity-answer-sizes';
import { BRANDING_ANSWER_SIZES } from '../branding/branding-answer-sizes';
import { mergeAnswerSizes } from '../core/answer-sizes';
import { CUSTOMER_ANSWER_SIZES } from '../customers/customer-answer-sizes';
import { HANDBOOK_ANSWER_SIZES } from '../handbooks/handbook-answer-sizes';
import { RESELLER_ANSWER_SIZES } from '../resellers/reseller-answer-sizes';
import { TOKEN_ANSWER_SIZES } from '../tokens/token-answer-sizes';
import { WEBHOOK_ANSWER_SIZES } from '../webhooks/webhook-answer-sizes';

/** The one table the query-cost limit reads: every feature's declared sizes. A new feature adds its own here. */
export const ANSWER_SIZES = mergeAnswerSizes([
  HANDBOOK_ANSWER_SIZES,
  BRANDING_ANSWER_SIZES,
  WEBHOOK_ANSWER_SIZES,
  CUSTOMER_ANSWER_SIZES,
  TOKEN_ANSWER_SIZES,
  ACTIVITY_ANSWER_SIZES,
  RESELLER_ANSWER_SIZES,
]);
