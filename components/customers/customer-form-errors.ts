import * as z from 'zod/mini';
import { CUSTOMER_NAME_LENGTH } from '@/lib/contract/limits';
import { fieldError, hasErrorCode, userMessageFor } from '@/lib/graphql-client/errors';

export type CustomerFormErrors = { name?: string; email?: string; form?: string };

// The service checks addresses with zod's rule too: an address this accepts, it accepts.
const emailRule = z.email();

/** What is wrong with the form before anything is sent: a name of only spaces, an email that is none. */
export function checkCustomerInput({ name, email }: { name: string; email: string }): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (!name.trim()) errors.name = 'Enter the customer’s name.';
  if (!email.trim()) errors.email = 'Enter the customer’s email address.';
  else if (!emailRule.safeParse(email.trim()).success) {
    errors.email = 'Enter an email address such as name@example.com.';
  }
  return errors;
}

/**
 * The service's refusal in plain words, under the field it concerns. With the checks above passed, an
 * email the service refuses is one another customer has; the service's own wording is never shown.
 */
export function customerErrorsFrom(error: unknown): CustomerFormErrors {
  const field = fieldError(error)?.field;
  if (field === 'email') return { email: 'Another of your customers already has this email address.' };
  if (field === 'name') return { name: `Enter a name of at most ${CUSTOMER_NAME_LENGTH.max} characters.` };
  if (hasErrorCode(error, 'NOT_FOUND')) {
    return { form: 'This customer no longer exists. It may have been deleted a moment ago.' };
  }
  return { form: userMessageFor(error) };
}
