/**
 * Which Reseller API mutations each key role may run (contract, third edition, "Staff keys and roles"). Every
 * query is open to every role. Neutral: the service refuses by this table before anything runs
 * (lib/service/api/role-check.ts) and the dashboard offers only what it allows (components/auth). The role
 * values come from the SDL's `ApiKeyRole`; tests/unit/contract/staff-roles.test.ts fails when a Mutation
 * field of the SDL is missing here or this table names one the SDL lacks.
 */
import { ApiKeyRole } from './generated/reseller-enums';

export { ApiKeyRole };

/** Every role, most powerful first: the order the operator's help and the team page list them in. */
export const API_KEY_ROLES = [ApiKeyRole.Admin, ApiKeyRole.Support, ApiKeyRole.ReadOnly] as const;

const ADMIN_ONLY = [ApiKeyRole.Admin] as const;
const ADMIN_AND_SUPPORT = [ApiKeyRole.Admin, ApiKeyRole.Support] as const;

/**
 * One row per mutation: the roles that may run it. A new mutation gets a row here, or the unit test fails;
 * READ_ONLY is in no row, since it runs queries only.
 */
export const MUTATION_ROLES = {
  createHandbookCustomer: ADMIN_AND_SUPPORT,
  updateHandbookCustomer: ADMIN_AND_SUPPORT,
  suspendHandbookCustomer: ADMIN_AND_SUPPORT,
  reactivateHandbookCustomer: ADMIN_AND_SUPPORT,
  deleteHandbookCustomer: ADMIN_ONLY,
  generateCustomerToken: ADMIN_AND_SUPPORT,
  renewCustomerToken: ADMIN_AND_SUPPORT,
  revokeCustomerToken: ADMIN_AND_SUPPORT,
  revokeCustomerTokens: ADMIN_AND_SUPPORT,
  updateCustomerTokenLabel: ADMIN_AND_SUPPORT,
  generateCustomerHandbook: ADMIN_AND_SUPPORT,
  regenerateCustomerHandbook: ADMIN_AND_SUPPORT,
  regenerateHandbooks: ADMIN_AND_SUPPORT,
  deleteCustomerHandbook: ADMIN_AND_SUPPORT,
  createWebhookEndpoint: ADMIN_ONLY,
  updateWebhookEndpoint: ADMIN_ONLY,
  rotateWebhookSecret: ADMIN_ONLY,
  deleteWebhookEndpoint: ADMIN_ONLY,
  sendTestWebhook: ADMIN_ONLY,
  redeliverWebhook: ADMIN_ONLY,
  recoverWebhookDeliveries: ADMIN_ONLY,
  updateBranding: ADMIN_ONLY,
  issueApiKey: ADMIN_ONLY,
  revokeApiKey: ADMIN_ONLY,
} as const satisfies Record<string, readonly ApiKeyRole[]>;

export type MutationName = keyof typeof MUTATION_ROLES;

/** A role that may run no mutation at all (READ_ONLY today): the dashboard says so once, on every page. */
export function roleChangesNothing(role: ApiKeyRole): boolean {
  return Object.values(MUTATION_ROLES).every((roles) => !(roles as readonly ApiKeyRole[]).includes(role));
}

export const FORBIDDEN_MESSAGE = "This API key's role does not allow this operation.";

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATION_ROLES, name);
}

/** Whether `role` may run the mutation `name`; a field the table does not know is refused. */
export function roleMayRun(role: ApiKeyRole, name: string): boolean {
  return isMutationName(name) && (MUTATION_ROLES[name] as readonly ApiKeyRole[]).includes(role);
}

export function isApiKeyRole(value: string): value is ApiKeyRole {
  return (API_KEY_ROLES as readonly string[]).includes(value);
}
