import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_ROLES,
  ApiKeyRole,
  isApiKeyRole,
  MUTATION_ROLES,
  roleChangesNothing,
  roleMayRun,
} from '@/lib/contract/staff-roles';

const schema = buildSchema(readFileSync('lib/service/schema/reseller.graphql', 'utf8'));
const mutationFields = Object.keys(schema.getMutationType()?.getFields() ?? {});

describe('the table of which role may run which mutation', () => {
  it('names every Mutation field of the Reseller API, so a new mutation cannot go unchecked', () => {
    const missing = mutationFields.filter((name) => !Object.hasOwn(MUTATION_ROLES, name));
    expect(missing, 'Mutation fields without a row in lib/contract/staff-roles.ts').toEqual([]);
  });

  it('names no field the schema lacks', () => {
    const unknown = Object.keys(MUTATION_ROLES).filter((name) => !mutationFields.includes(name));
    expect(unknown, 'rows of lib/contract/staff-roles.ts for no Mutation field').toEqual([]);
  });

  it('lets ADMIN run every mutation and READ_ONLY none', () => {
    for (const name of mutationFields) {
      expect(roleMayRun(ApiKeyRole.Admin, name), name).toBe(true);
      expect(roleMayRun(ApiKeyRole.ReadOnly, name), name).toBe(false);
    }
  });

  it("keeps SUPPORT from what the contract reserves: deleting customers and the webhook endpoints' changes", () => {
    expect(roleMayRun(ApiKeyRole.Support, 'deleteHandbookCustomer')).toBe(false);
    expect(roleMayRun(ApiKeyRole.Support, 'createWebhookEndpoint')).toBe(false);
    expect(roleMayRun(ApiKeyRole.Support, 'deleteWebhookEndpoint')).toBe(false);
    expect(roleMayRun(ApiKeyRole.Support, 'generateCustomerToken')).toBe(true);
    expect(roleMayRun(ApiKeyRole.Support, 'deleteCustomerHandbook')).toBe(true);
  });

  it('names the roles that change nothing: Read-only alone', () => {
    expect(API_KEY_ROLES.filter(roleChangesNothing)).toEqual([ApiKeyRole.ReadOnly]);
  });

  it('refuses a field the table does not know, whatever the role', () => {
    expect(roleMayRun(ApiKeyRole.Admin, 'dropEverything')).toBe(false);
    expect(roleMayRun(ApiKeyRole.Admin, 'hasOwnProperty')).toBe(false);
  });

  it('knows the roles of the SDL, and nothing else', () => {
    const roleType = schema.getType('ApiKeyRole');
    const sdlRoles = isEnumType(roleType) ? roleType.getValues().map((value) => value.name) : [];
    expect([...API_KEY_ROLES].sort()).toEqual(sdlRoles.sort());
    expect(isApiKeyRole('SUPPORT')).toBe(true);
    expect(isApiKeyRole('OWNER')).toBe(false);
  });
});
