import type { CustomerAccessKey } from './customers-params';

/** The access filter in words, after "customers": "12 without access", "No customers with access". */
export const ACCESS_WORDS: Record<CustomerAccessKey, string> = {
  active: 'with access',
  'ending-soon': 'whose access ends within 7 days',
  none: 'without access',
};
