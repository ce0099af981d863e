import 'server-only';
import { API_KEY_NAME_LENGTH, TOKEN_LABEL_MAX_LENGTH } from '../../contract/limits';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';

/**
 * What an activity event can weigh in an answer, for the query-cost limit: the name of the key that made
 * the change, and its details (a JSON object of facts, at most a token's label among short values).
 */
export const ACTIVITY_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'ActivityActor.keyName': userTextBytes(API_KEY_NAME_LENGTH.max),
    'ActivityEvent.details': userTextBytes(TOKEN_LABEL_MAX_LENGTH) + 500,
  },
  listSizes: {},
};
