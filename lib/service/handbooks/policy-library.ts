import 'server-only';
import { antiHarassment, codeOfConduct, equalOpportunity } from './policies/conduct-policies';
import { discipline, separation } from './policies/employment-end-policies';
import { leave, paidTimeOff, workingHours } from './policies/time-policies';
import { expenses, healthAndSafety, itSecurity, remoteWork } from './policies/workplace-policies';
import type { Policy } from './policies/policy-context';

export type { Policy, PolicyContext, PolicyKey } from './policies/policy-context';

/**
 * Every policy a handbook can contain, in the order a handbook presents them: values first, then time at
 * work, then the workplace, then what happens when things go wrong or employment ends.
 */
export const POLICY_LIBRARY: readonly Policy[] = Object.freeze([
  codeOfConduct,
  equalOpportunity,
  antiHarassment,
  workingHours,
  paidTimeOff,
  leave,
  remoteWork,
  expenses,
  itSecurity,
  healthAndSafety,
  discipline,
  separation,
]);
