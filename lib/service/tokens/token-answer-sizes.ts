import 'server-only';
import { TOKEN_LABEL_MAX_LENGTH } from '../../contract/limits';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';

/**
 * What a token can weigh in an answer, for the query-cost limit: its label at its longest, and the signed
 * token itself (a JWT of a few hundred bytes).
 */
export const TOKEN_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'IssuedToken.label': userTextBytes(TOKEN_LABEL_MAX_LENGTH),
    'GeneratedToken.token': 1_000,
  },
  listSizes: {},
};
