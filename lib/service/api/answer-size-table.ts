import 'server-only';
import { BRANDING_ANSWER_SIZES } from '../branding/branding-answer-sizes';
import { mergeAnswerSizes } from '../core/answer-sizes';
import { HANDBOOK_ANSWER_SIZES } from '../handbooks/handbook-answer-sizes';
import { WEBHOOK_ANSWER_SIZES } from '../webhooks/webhook-answer-sizes';

/** The one table the query-cost limit reads: every feature's declared sizes. A new feature adds its own here. */
export const ANSWER_SIZES = mergeAnswerSizes([
  HANDBOOK_ANSWER_SIZES,
  BRANDING_ANSWER_SIZES,
  WEBHOOK_ANSWER_SIZES,
]);
