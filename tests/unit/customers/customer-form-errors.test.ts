import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { checkCustomerInput, customerErrorsFrom } from '@/components/customers/customer-form-errors';

const refused = (code: string, message: string, field?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

describe('checkCustomerInput', () => {
  it('refuses a name of only spaces, an empty email and one that is not an address', () => {
    expect(checkCustomerInput({ name: '   ', email: '' })).toEqual({
      name: 'Enter the customer’s name.',
      email: 'Enter the customer’s email address.',
    });
    expect(checkCustomerInput({ name: 'Ada', email: 'ada@' }).email).toMatch(/such as name@example.com/);
    expect(checkCustomerInput({ name: ' Ada ', email: ' ada@example.com ' })).toEqual({});
  });
});

describe('customerErrorsFrom', () => {
  it('puts the service’s refusals under their fields in its own words', () => {
    const taken = customerErrorsFrom(
      refused('BAD_USER_INPUT', 'A customer with this email already exists.', 'email'),
    );
    expect(taken).toEqual({ email: 'Another of your customers already has this email address.' });
    const long = customerErrorsFrom(
      refused('BAD_USER_INPUT', 'name must be at most 200 characters.', 'name'),
    );
    expect(long.name).toBe('Enter a name of at most 200 characters.');
  });

  it('says plainly that a deleted customer is gone', () => {
    expect(customerErrorsFrom(refused('NOT_FOUND', 'Customer not found.')).form).toMatch(/no longer exists/);
  });
});
