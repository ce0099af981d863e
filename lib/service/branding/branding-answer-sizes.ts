import 'server-only';
import { BRANDING_LOGO } from '../../contract/limits';
import type { AnswerSizes } from '../core/answer-sizes';

/** What branding can weigh in an answer, for the query-cost limit: the largest logo as a data URL. */
export const BRANDING_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'Branding.logoDataUrl': 'data:image/jpeg;base64,'.length + Math.ceil(BRANDING_LOGO.maxBytes / 3) * 4,
  },
  listSizes: {},
};
