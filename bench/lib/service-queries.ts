/** The service requests the HTTP benchmarks load and profile: one list of each API, as a program asks it. */

/**
 * Only fields the bare yoga of bench/service-standalone has too, so both give the same answer (checked
 * before loading).
 */
export const LIST_HANDBOOKS = `{ listHandbooks { total handbooks {
  handbookId title companyName country region employeeCount effectiveDate createdAt } } }`;

export const HANDBOOK_CUSTOMERS = `{ handbookCustomers(limit: 25) { total customers {
  userId email name createdAt handbookCount activeTokenCount accessExpiresAt accessExpiredAt } } }`;
