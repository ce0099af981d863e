import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { checkHandbookInput, handbookErrorsFrom } from '@/components/handbooks/handbook-form-errors';

const badInput = (field: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });

describe('checkHandbookInput', () => {
  it('refuses a company of only spaces, a count that is not a whole number in range, and no policy', () => {
    const errors = checkHandbookInput({ companyName: '  ', employeeCount: '2.5', policies: [] });
    expect(Object.keys(errors).sort()).toEqual(['companyName', 'employeeCount', 'policies']);
    expect(
      checkHandbookInput({ companyName: 'A', employeeCount: '0', policies: ['x'] }).employeeCount,
    ).toBeDefined();
    expect(
      checkHandbookInput({ companyName: 'A', employeeCount: '1000001', policies: ['x'] }).employeeCount,
    ).toBeDefined();
    expect(checkHandbookInput({ companyName: 'A', employeeCount: '40', policies: ['x'] })).toEqual({});
  });
});

describe('handbookErrorsFrom', () => {
  it('maps `input.<field>` refusals to the field, never showing the service’s wording', () => {
    const country = handbookErrorsFrom(
      badInput('input.country', 'Unsupported country "XX". Use an ISO code…'),
    );
    expect(Object.keys(country)).toEqual(['country']);
    expect(country.country).not.toContain('XX');
    const policy = handbookErrorsFrom(badInput('input.policies', 'Unknown policy "nope". Known policies: …'));
    expect(policy.policies).toMatch(/no longer in the library/);
  });

  it('says plainly that a deleted customer is gone', () => {
    const gone = new CombinedGraphQLErrors({
      errors: [{ message: 'Customer not found.', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(handbookErrorsFrom(gone).form).toMatch(/no longer exists/);
  });
});
