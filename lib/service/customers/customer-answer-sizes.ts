import 'server-only';
import { CUSTOMER_EMAIL_MAX_LENGTH, CUSTOMER_NAME_LENGTH } from '../../contract/limits';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';

/** What a customer can weigh in an answer, for the query-cost limit: its email and name at their longest. */
export const CUSTOMER_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'Customer.email': userTextBytes(CUSTOMER_EMAIL_MAX_LENGTH),
    'Customer.name': userTextBytes(CUSTOMER_NAME_LENGTH.max),
  },
  listSizes: {},
};
