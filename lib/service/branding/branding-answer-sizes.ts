import 'server-only';
import { BRANDING_DISPLAY_NAME_LENGTH, BRANDING_LOGO } from '../../contract/limits';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';

/** What branding can weigh in an answer, for the query-cost limit: its name, and the largest logo as a data URL. */
export const BRANDING_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'Branding.displayName': userTextBytes(BRANDING_DISPLAY_NAME_LENGTH.max),
    'Branding.logoDataUrl': 'data:image/jpeg;base64,'.length + Math.ceil(BRANDING_LOGO.maxBytes / 3) * 4,
  },
  listSizes: {},
};
