import 'server-only';
import { API_KEY_NAME_LENGTH } from '../../contract/limits';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';

/** What a reseller's keys can weigh in an answer, for the query-cost limit: their holders' names. */
export const RESELLER_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'ApiKey.name': userTextBytes(API_KEY_NAME_LENGTH.max),
    'Viewer.keyName': userTextBytes(API_KEY_NAME_LENGTH.max),
  },
  listSizes: {},
};
