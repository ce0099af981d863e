import { EMPLOYEE_COUNT, HANDBOOK_TEXT_LENGTH } from '@/lib/contract/limits';
import { fieldError, hasErrorCode, userMessageFor } from '@/lib/graphql-client/errors';

export const HANDBOOK_FIELDS = [
  'companyName',
  'country',
  'region',
  'employeeCount',
  'effectiveDate',
  'policies',
] as const;

export type HandbookField = (typeof HANDBOOK_FIELDS)[number];
export type HandbookFormErrors = Partial<Record<HandbookField | 'form', string>>;

const EMPLOYEES = `Enter the number of employees: a whole number from ${EMPLOYEE_COUNT.min} to ${EMPLOYEE_COUNT.max.toLocaleString('en')}.`;

/** Plain words for each field the service may refuse; its own wording is never shown. */
const REFUSED: Record<HandbookField, string> = {
  companyName: `Enter the company’s name on one line, at most ${HANDBOOK_TEXT_LENGTH.max} characters.`,
  country: 'The policy library does not cover this country. Choose one from the list.',
  region:
    'The policy library has no rules of its own for this state or province. Choose one from the list, or none.',
  employeeCount: EMPLOYEES,
  effectiveDate: 'Enter a real calendar date.',
  policies: 'One of the chosen policies is no longer in the library. Reload the page and choose again.',
};

export interface HandbookFormInput {
  companyName: string;
  employeeCount: string;
  policies: readonly string[];
}

/** What is wrong before anything is sent: a name of only spaces, a count that is not one, no policy. */
export function checkHandbookInput(input: HandbookFormInput): HandbookFormErrors {
  const errors: HandbookFormErrors = {};
  if (!input.companyName.trim()) errors.companyName = 'Enter the company’s name.';
  const count = Number(input.employeeCount);
  if (!/^\d+$/.test(input.employeeCount.trim()) || count < EMPLOYEE_COUNT.min || count > EMPLOYEE_COUNT.max) {
    errors.employeeCount = EMPLOYEES;
  }
  if (input.policies.length === 0) errors.policies = 'Choose at least one policy.';
  return errors;
}

function isHandbookField(name: string): name is HandbookField {
  return (HANDBOOK_FIELDS as readonly string[]).includes(name);
}

/** The service's refusal under the field it names (`input.country` → country), in the words above. */
export function handbookErrorsFrom(error: unknown): HandbookFormErrors {
  const field = fieldError(error)?.field.replace(/^input\./, '');
  if (field && isHandbookField(field)) return { [field]: REFUSED[field] };
  if (hasErrorCode(error, 'NOT_FOUND')) {
    return { form: 'This customer no longer exists. It may have been deleted a moment ago.' };
  }
  return { form: userMessageFor(error) };
}
