/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ActivityEventFields on ActivityEvent {\n    eventId\n    occurredAt\n    action\n    subjectType\n    subjectId\n    userId\n    clientAddress\n    details\n    actor {\n      kind\n      keyId\n      keyHint\n      keyName\n      role\n      tokenId\n    }\n    customer {\n      userId\n      name\n    }\n  }\n": typeof types.ActivityEventFieldsFragmentDoc,
    "\n  query Activity(\n    $subjectId: ID\n    $action: String\n    $actorKeyId: ID\n    $from: DateTime\n    $to: DateTime\n    $offset: Int!\n    $limit: Int!\n  ) {\n    activity(\n      subjectId: $subjectId\n      action: $action\n      actorKeyId: $actorKeyId\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  fragment BrandingFields on Branding {\n    displayName\n    accentColor\n    logoDataUrl\n  }\n": typeof types.BrandingFieldsFragmentDoc,
    "\n  query BrandingSettings {\n    reseller {\n      resellerId\n      name\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n": typeof types.BrandingSettingsDocument,
    "\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      ...BrandingFields\n    }\n  }\n": typeof types.UpdateBrandingDocument,
    "\n  fragment CustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query Customers(\n    $search: String\n    $status: CustomerStatus\n    $access: CustomerAccess\n    $offset: Int!\n    $limit: Int!\n    $sort: CustomerSort!\n    $direction: SortDirection!\n  ) {\n    everyone: handbookCustomers(limit: 1) {\n      total\n    }\n    handbookCustomers(\n      search: $search\n      status: $status\n      access: $access\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...CustomerFields\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": typeof types.SuspendCustomerDocument,
    "\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": typeof types.ReactivateCustomerDocument,
    "\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  fragment HandbookSummaryFields on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    createdAt\n  }\n": typeof types.HandbookSummaryFieldsFragmentDoc,
    "\n  fragment HandbookCountryFields on HandbookCountry {\n    code\n    name\n    regionLabel\n    regions {\n      code\n      name\n    }\n  }\n": typeof types.HandbookCountryFieldsFragmentDoc,
    "\n  query CustomerHandbooks($userId: ID!, $limit: Int!) {\n    customerHandbooks(userId: $userId, limit: $limit) {\n      total\n      handbooks {\n        ...HandbookSummaryFields\n        version\n        outdated\n      }\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n": typeof types.CustomerHandbooksDocument,
    "\n  query HandbookCountries {\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n": typeof types.HandbookCountriesDocument,
    "\n  fragment HandbookDocumentFields on Handbook {\n    ...HandbookSummaryFields\n    updatedAt\n    policies\n    markdown\n    version\n    libraryVersion\n    outdated\n    sections {\n      key\n      title\n    }\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n": typeof types.HandbookDocumentFieldsFragmentDoc,
    "\n  query Handbook($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n": typeof types.HandbookDocument,
    "\n  query HandbookVersion($handbookId: ID!, $version: Int!) {\n    customerHandbookVersion(handbookId: $handbookId, version: $version) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n": typeof types.HandbookVersionDocument,
    "\n  query OutdatedHandbooks($offset: Int!, $limit: Int!) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        ...OutdatedHandbookFields\n      }\n    }\n    policyLibraryVersion\n  }\n": typeof types.OutdatedHandbooksDocument,
    "\n  fragment OutdatedHandbookFields on Handbook {\n    handbookId\n    title\n    version\n    libraryVersion\n    updatedAt\n    customer {\n      userId\n      name\n    }\n  }\n": typeof types.OutdatedHandbookFieldsFragmentDoc,
    "\n  mutation RegenerateHandbook($handbookId: ID!) {\n    regenerateCustomerHandbook(handbookId: $handbookId) {\n      handbookId\n      version\n      outdated\n    }\n  }\n": typeof types.RegenerateHandbookDocument,
    "\n  mutation RegenerateHandbooks($handbookIds: [ID!]!) {\n    regenerateHandbooks(handbookIds: $handbookIds) {\n      handbookId\n      version\n      outdated\n    }\n  }\n": typeof types.RegenerateHandbooksDocument,
    "\n  query HandbookOptions {\n    policyLibrary {\n      key\n      title\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n": typeof types.HandbookOptionsDocument,
    "\n  mutation GenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...HandbookSummaryFields\n    }\n  }\n": typeof types.GenerateHandbookDocument,
    "\n  mutation DeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n": typeof types.DeleteHandbookDocument,
    "\n  query Overview($lostLimit: Int! = 5) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      outdatedHandbookCount\n      expiriesByWeek {\n        weekStart\n        count\n      }\n      customersByMonth {\n        monthStart\n        count\n      }\n      requestsByDay {\n        day\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n      accessLost(limit: $lostLimit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n    }\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      health {\n        ...EndpointHealthFields\n      }\n    }\n    activity(limit: 5) {\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n": typeof types.OverviewDocument,
    "\n  query Viewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation IssueApiKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n      }\n    }\n  }\n": typeof types.IssueApiKeyDocument,
    "\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment IssuedTokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    requestsLast30Days\n    customer {\n      userId\n      name\n      email\n      status\n    }\n  }\n": typeof types.IssuedTokenFieldsFragmentDoc,
    "\n  query CustomerTokens($userId: ID!, $offset: Int!, $limit: Int!) {\n    customerTokens(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": typeof types.CustomerTokensDocument,
    "\n  query Tokens(\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $includeRenewed: Boolean\n    $offset: Int!\n    $limit: Int!\n  ) {\n    customerTokens(\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": typeof types.TokensDocument,
    "\n  query TokenCounts($search: String, $expiringWithinDays: Int, $includeRenewed: Boolean) {\n    all: customerTokens(\n      search: $search\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    active: customerTokens(\n      search: $search\n      status: ACTIVE\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    expired: customerTokens(\n      search: $search\n      status: EXPIRED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    revoked: customerTokens(\n      search: $search\n      status: REVOKED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n  }\n": typeof types.TokenCountsDocument,
    "\n  mutation GenerateToken($userId: ID!, $expiresIn: Int!, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": typeof types.GenerateTokenDocument,
    "\n  mutation RenewToken($tokenId: ID!, $overlapSeconds: Int!) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": typeof types.RenewTokenDocument,
    "\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...IssuedTokenFields\n    }\n  }\n": typeof types.RevokeTokenDocument,
    "\n  mutation RevokeTokens($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...IssuedTokenFields\n    }\n  }\n": typeof types.RevokeTokensDocument,
    "\n  mutation UpdateTokenLabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...IssuedTokenFields\n    }\n  }\n": typeof types.UpdateTokenLabelDocument,
    "\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: DAY) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          label\n          status\n          revokedAt\n          expiresAt\n        }\n        requests\n        failed\n      }\n    }\n  }\n": typeof types.CustomerUsageDocument,
    "\n  query UsageReport($month: String!, $search: String, $offset: Int!, $limit: Int!) {\n    usageReport(month: $month, search: $search, offset: $offset, limit: $limit) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n": typeof types.UsageReportDocument,
    "\n  fragment EndpointHealthFields on EndpointHealth {\n    status\n    lastSuccessAt\n    failingSince\n    attemptsLast24Hours\n    failedLast24Hours\n    disabledAt\n    disabledReason\n  }\n": typeof types.EndpointHealthFieldsFragmentDoc,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    endpointId\n    url\n    description\n    createdAt\n    enabled\n    eventTypes\n    droppedCount\n    health {\n      ...EndpointHealthFields\n    }\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    deliveryId\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastFailure\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $offset: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint(\n    $endpointId: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $endpointId\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId)\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation RecoverWebhookDeliveries($endpointId: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $endpointId, since: $since)\n  }\n": typeof types.RecoverWebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n": typeof types.RedeliverWebhookDocument,
};
const documents: Documents = {
    "\n  fragment ActivityEventFields on ActivityEvent {\n    eventId\n    occurredAt\n    action\n    subjectType\n    subjectId\n    userId\n    clientAddress\n    details\n    actor {\n      kind\n      keyId\n      keyHint\n      keyName\n      role\n      tokenId\n    }\n    customer {\n      userId\n      name\n    }\n  }\n": types.ActivityEventFieldsFragmentDoc,
    "\n  query Activity(\n    $subjectId: ID\n    $action: String\n    $actorKeyId: ID\n    $from: DateTime\n    $to: DateTime\n    $offset: Int!\n    $limit: Int!\n  ) {\n    activity(\n      subjectId: $subjectId\n      action: $action\n      actorKeyId: $actorKeyId\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  fragment BrandingFields on Branding {\n    displayName\n    accentColor\n    logoDataUrl\n  }\n": types.BrandingFieldsFragmentDoc,
    "\n  query BrandingSettings {\n    reseller {\n      resellerId\n      name\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n": types.BrandingSettingsDocument,
    "\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      ...BrandingFields\n    }\n  }\n": types.UpdateBrandingDocument,
    "\n  fragment CustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query Customers(\n    $search: String\n    $status: CustomerStatus\n    $access: CustomerAccess\n    $offset: Int!\n    $limit: Int!\n    $sort: CustomerSort!\n    $direction: SortDirection!\n  ) {\n    everyone: handbookCustomers(limit: 1) {\n      total\n    }\n    handbookCustomers(\n      search: $search\n      status: $status\n      access: $access\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...CustomerFields\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": types.CustomerDocument,
    "\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": types.SuspendCustomerDocument,
    "\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n": types.ReactivateCustomerDocument,
    "\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n": types.DeleteCustomerDocument,
    "\n  fragment HandbookSummaryFields on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    createdAt\n  }\n": types.HandbookSummaryFieldsFragmentDoc,
    "\n  fragment HandbookCountryFields on HandbookCountry {\n    code\n    name\n    regionLabel\n    regions {\n      code\n      name\n    }\n  }\n": types.HandbookCountryFieldsFragmentDoc,
    "\n  query CustomerHandbooks($userId: ID!, $limit: Int!) {\n    customerHandbooks(userId: $userId, limit: $limit) {\n      total\n      handbooks {\n        ...HandbookSummaryFields\n        version\n        outdated\n      }\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n": types.CustomerHandbooksDocument,
    "\n  query HandbookCountries {\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n": types.HandbookCountriesDocument,
    "\n  fragment HandbookDocumentFields on Handbook {\n    ...HandbookSummaryFields\n    updatedAt\n    policies\n    markdown\n    version\n    libraryVersion\n    outdated\n    sections {\n      key\n      title\n    }\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n": types.HandbookDocumentFieldsFragmentDoc,
    "\n  query Handbook($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n": types.HandbookDocument,
    "\n  query HandbookVersion($handbookId: ID!, $version: Int!) {\n    customerHandbookVersion(handbookId: $handbookId, version: $version) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n": types.HandbookVersionDocument,
    "\n  query OutdatedHandbooks($offset: Int!, $limit: Int!) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        ...OutdatedHandbookFields\n      }\n    }\n    policyLibraryVersion\n  }\n": types.OutdatedHandbooksDocument,
    "\n  fragment OutdatedHandbookFields on Handbook {\n    handbookId\n    title\n    version\n    libraryVersion\n    updatedAt\n    customer {\n      userId\n      name\n    }\n  }\n": types.OutdatedHandbookFieldsFragmentDoc,
    "\n  mutation RegenerateHandbook($handbookId: ID!) {\n    regenerateCustomerHandbook(handbookId: $handbookId) {\n      handbookId\n      version\n      outdated\n    }\n  }\n": types.RegenerateHandbookDocument,
    "\n  mutation RegenerateHandbooks($handbookIds: [ID!]!) {\n    regenerateHandbooks(handbookIds: $handbookIds) {\n      handbookId\n      version\n      outdated\n    }\n  }\n": types.RegenerateHandbooksDocument,
    "\n  query HandbookOptions {\n    policyLibrary {\n      key\n      title\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n": types.HandbookOptionsDocument,
    "\n  mutation GenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...HandbookSummaryFields\n    }\n  }\n": types.GenerateHandbookDocument,
    "\n  mutation DeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n": types.DeleteHandbookDocument,
    "\n  query Overview($lostLimit: Int! = 5) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      outdatedHandbookCount\n      expiriesByWeek {\n        weekStart\n        count\n      }\n      customersByMonth {\n        monthStart\n        count\n      }\n      requestsByDay {\n        day\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n      accessLost(limit: $lostLimit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n    }\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      health {\n        ...EndpointHealthFields\n      }\n    }\n    activity(limit: 5) {\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n": types.OverviewDocument,
    "\n  query Viewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation IssueApiKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n      }\n    }\n  }\n": types.IssueApiKeyDocument,
    "\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment IssuedTokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    requestsLast30Days\n    customer {\n      userId\n      name\n      email\n      status\n    }\n  }\n": types.IssuedTokenFieldsFragmentDoc,
    "\n  query CustomerTokens($userId: ID!, $offset: Int!, $limit: Int!) {\n    customerTokens(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": types.CustomerTokensDocument,
    "\n  query Tokens(\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $includeRenewed: Boolean\n    $offset: Int!\n    $limit: Int!\n  ) {\n    customerTokens(\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": types.TokensDocument,
    "\n  query TokenCounts($search: String, $expiringWithinDays: Int, $includeRenewed: Boolean) {\n    all: customerTokens(\n      search: $search\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    active: customerTokens(\n      search: $search\n      status: ACTIVE\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    expired: customerTokens(\n      search: $search\n      status: EXPIRED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    revoked: customerTokens(\n      search: $search\n      status: REVOKED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n  }\n": types.TokenCountsDocument,
    "\n  mutation GenerateToken($userId: ID!, $expiresIn: Int!, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": types.GenerateTokenDocument,
    "\n  mutation RenewToken($tokenId: ID!, $overlapSeconds: Int!) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n": types.RenewTokenDocument,
    "\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...IssuedTokenFields\n    }\n  }\n": types.RevokeTokenDocument,
    "\n  mutation RevokeTokens($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...IssuedTokenFields\n    }\n  }\n": types.RevokeTokensDocument,
    "\n  mutation UpdateTokenLabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...IssuedTokenFields\n    }\n  }\n": types.UpdateTokenLabelDocument,
    "\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: DAY) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          label\n          status\n          revokedAt\n          expiresAt\n        }\n        requests\n        failed\n      }\n    }\n  }\n": types.CustomerUsageDocument,
    "\n  query UsageReport($month: String!, $search: String, $offset: Int!, $limit: Int!) {\n    usageReport(month: $month, search: $search, offset: $offset, limit: $limit) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n": types.UsageReportDocument,
    "\n  fragment EndpointHealthFields on EndpointHealth {\n    status\n    lastSuccessAt\n    failingSince\n    attemptsLast24Hours\n    failedLast24Hours\n    disabledAt\n    disabledReason\n  }\n": types.EndpointHealthFieldsFragmentDoc,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    endpointId\n    url\n    description\n    createdAt\n    enabled\n    eventTypes\n    droppedCount\n    health {\n      ...EndpointHealthFields\n    }\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    deliveryId\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastFailure\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $offset: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint(\n    $endpointId: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $endpointId\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId)\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation RecoverWebhookDeliveries($endpointId: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $endpointId, since: $since)\n  }\n": types.RecoverWebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n": types.RedeliverWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityEventFields on ActivityEvent {\n    eventId\n    occurredAt\n    action\n    subjectType\n    subjectId\n    userId\n    clientAddress\n    details\n    actor {\n      kind\n      keyId\n      keyHint\n      keyName\n      role\n      tokenId\n    }\n    customer {\n      userId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityEventFields on ActivityEvent {\n    eventId\n    occurredAt\n    action\n    subjectType\n    subjectId\n    userId\n    clientAddress\n    details\n    actor {\n      kind\n      keyId\n      keyHint\n      keyName\n      role\n      tokenId\n    }\n    customer {\n      userId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Activity(\n    $subjectId: ID\n    $action: String\n    $actorKeyId: ID\n    $from: DateTime\n    $to: DateTime\n    $offset: Int!\n    $limit: Int!\n  ) {\n    activity(\n      subjectId: $subjectId\n      action: $action\n      actorKeyId: $actorKeyId\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Activity(\n    $subjectId: ID\n    $action: String\n    $actorKeyId: ID\n    $from: DateTime\n    $to: DateTime\n    $offset: Int!\n    $limit: Int!\n  ) {\n    activity(\n      subjectId: $subjectId\n      action: $action\n      actorKeyId: $actorKeyId\n      from: $from\n      to: $to\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandingFields on Branding {\n    displayName\n    accentColor\n    logoDataUrl\n  }\n"): (typeof documents)["\n  fragment BrandingFields on Branding {\n    displayName\n    accentColor\n    logoDataUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandingSettings {\n    reseller {\n      resellerId\n      name\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n"): (typeof documents)["\n  query BrandingSettings {\n    reseller {\n      resellerId\n      name\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      ...BrandingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      ...BrandingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n"): (typeof documents)["\n  fragment CustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers(\n    $search: String\n    $status: CustomerStatus\n    $access: CustomerAccess\n    $offset: Int!\n    $limit: Int!\n    $sort: CustomerSort!\n    $direction: SortDirection!\n  ) {\n    everyone: handbookCustomers(limit: 1) {\n      total\n    }\n    handbookCustomers(\n      search: $search\n      status: $status\n      access: $access\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...CustomerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers(\n    $search: String\n    $status: CustomerStatus\n    $access: CustomerAccess\n    $offset: Int!\n    $limit: Int!\n    $sort: CustomerSort!\n    $direction: SortDirection!\n  ) {\n    everyone: handbookCustomers(limit: 1) {\n      total\n    }\n    handbookCustomers(\n      search: $search\n      status: $status\n      access: $access\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...CustomerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  query Customer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandbookSummaryFields on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    createdAt\n  }\n"): (typeof documents)["\n  fragment HandbookSummaryFields on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandbookCountryFields on HandbookCountry {\n    code\n    name\n    regionLabel\n    regions {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment HandbookCountryFields on HandbookCountry {\n    code\n    name\n    regionLabel\n    regions {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerHandbooks($userId: ID!, $limit: Int!) {\n    customerHandbooks(userId: $userId, limit: $limit) {\n      total\n      handbooks {\n        ...HandbookSummaryFields\n        version\n        outdated\n      }\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerHandbooks($userId: ID!, $limit: Int!) {\n    customerHandbooks(userId: $userId, limit: $limit) {\n      total\n      handbooks {\n        ...HandbookSummaryFields\n        version\n        outdated\n      }\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandbookCountries {\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n"): (typeof documents)["\n  query HandbookCountries {\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HandbookDocumentFields on Handbook {\n    ...HandbookSummaryFields\n    updatedAt\n    policies\n    markdown\n    version\n    libraryVersion\n    outdated\n    sections {\n      key\n      title\n    }\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n"): (typeof documents)["\n  fragment HandbookDocumentFields on Handbook {\n    ...HandbookSummaryFields\n    updatedAt\n    policies\n    markdown\n    version\n    libraryVersion\n    outdated\n    sections {\n      key\n      title\n    }\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Handbook($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n"): (typeof documents)["\n  query Handbook($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandbookVersion($handbookId: ID!, $version: Int!) {\n    customerHandbookVersion(handbookId: $handbookId, version: $version) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n"): (typeof documents)["\n  query HandbookVersion($handbookId: ID!, $version: Int!) {\n    customerHandbookVersion(handbookId: $handbookId, version: $version) {\n      ...HandbookDocumentFields\n    }\n    branding {\n      ...BrandingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutdatedHandbooks($offset: Int!, $limit: Int!) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        ...OutdatedHandbookFields\n      }\n    }\n    policyLibraryVersion\n  }\n"): (typeof documents)["\n  query OutdatedHandbooks($offset: Int!, $limit: Int!) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        ...OutdatedHandbookFields\n      }\n    }\n    policyLibraryVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutdatedHandbookFields on Handbook {\n    handbookId\n    title\n    version\n    libraryVersion\n    updatedAt\n    customer {\n      userId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OutdatedHandbookFields on Handbook {\n    handbookId\n    title\n    version\n    libraryVersion\n    updatedAt\n    customer {\n      userId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateHandbook($handbookId: ID!) {\n    regenerateCustomerHandbook(handbookId: $handbookId) {\n      handbookId\n      version\n      outdated\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateHandbook($handbookId: ID!) {\n    regenerateCustomerHandbook(handbookId: $handbookId) {\n      handbookId\n      version\n      outdated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateHandbooks($handbookIds: [ID!]!) {\n    regenerateHandbooks(handbookIds: $handbookIds) {\n      handbookId\n      version\n      outdated\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateHandbooks($handbookIds: [ID!]!) {\n    regenerateHandbooks(handbookIds: $handbookIds) {\n      handbookId\n      version\n      outdated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandbookOptions {\n    policyLibrary {\n      key\n      title\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n"): (typeof documents)["\n  query HandbookOptions {\n    policyLibrary {\n      key\n      title\n    }\n    handbookCountries {\n      ...HandbookCountryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...HandbookSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...HandbookSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n"): (typeof documents)["\n  mutation DeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Overview($lostLimit: Int! = 5) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      outdatedHandbookCount\n      expiriesByWeek {\n        weekStart\n        count\n      }\n      customersByMonth {\n        monthStart\n        count\n      }\n      requestsByDay {\n        day\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n      accessLost(limit: $lostLimit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n    }\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      health {\n        ...EndpointHealthFields\n      }\n    }\n    activity(limit: 5) {\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Overview($lostLimit: Int! = 5) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      outdatedHandbookCount\n      expiriesByWeek {\n        weekStart\n        count\n      }\n      customersByMonth {\n        monthStart\n        count\n      }\n      requestsByDay {\n        day\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n      accessLost(limit: $lostLimit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            email\n          }\n        }\n      }\n    }\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      health {\n        ...EndpointHealthFields\n      }\n    }\n    activity(limit: 5) {\n      events {\n        ...ActivityEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueApiKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IssueApiKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssuedTokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    requestsLast30Days\n    customer {\n      userId\n      name\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment IssuedTokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    requestsLast30Days\n    customer {\n      userId\n      name\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTokens($userId: ID!, $offset: Int!, $limit: Int!) {\n    customerTokens(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerTokens($userId: ID!, $offset: Int!, $limit: Int!) {\n    customerTokens(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tokens(\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $includeRenewed: Boolean\n    $offset: Int!\n    $limit: Int!\n  ) {\n    customerTokens(\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tokens(\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $includeRenewed: Boolean\n    $offset: Int!\n    $limit: Int!\n  ) {\n    customerTokens(\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenCounts($search: String, $expiringWithinDays: Int, $includeRenewed: Boolean) {\n    all: customerTokens(\n      search: $search\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    active: customerTokens(\n      search: $search\n      status: ACTIVE\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    expired: customerTokens(\n      search: $search\n      status: EXPIRED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    revoked: customerTokens(\n      search: $search\n      status: REVOKED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query TokenCounts($search: String, $expiringWithinDays: Int, $includeRenewed: Boolean) {\n    all: customerTokens(\n      search: $search\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    active: customerTokens(\n      search: $search\n      status: ACTIVE\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    expired: customerTokens(\n      search: $search\n      status: EXPIRED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n    revoked: customerTokens(\n      search: $search\n      status: REVOKED\n      expiringWithinDays: $expiringWithinDays\n      includeRenewed: $includeRenewed\n      limit: 1\n    ) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateToken($userId: ID!, $expiresIn: Int!, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateToken($userId: ID!, $expiresIn: Int!, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewToken($tokenId: ID!, $overlapSeconds: Int!) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenewToken($tokenId: ID!, $overlapSeconds: Int!) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...IssuedTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...IssuedTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...IssuedTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTokens($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...IssuedTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTokens($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...IssuedTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTokenLabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...IssuedTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTokenLabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...IssuedTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: DAY) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          label\n          status\n          revokedAt\n          expiresAt\n        }\n        requests\n        failed\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: DAY) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          label\n          status\n          revokedAt\n          expiresAt\n        }\n        requests\n        failed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageReport($month: String!, $search: String, $offset: Int!, $limit: Int!) {\n    usageReport(month: $month, search: $search, offset: $offset, limit: $limit) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageReport($month: String!, $search: String, $offset: Int!, $limit: Int!) {\n    usageReport(month: $month, search: $search, offset: $offset, limit: $limit) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EndpointHealthFields on EndpointHealth {\n    status\n    lastSuccessAt\n    failingSince\n    attemptsLast24Hours\n    failedLast24Hours\n    disabledAt\n    disabledReason\n  }\n"): (typeof documents)["\n  fragment EndpointHealthFields on EndpointHealth {\n    status\n    lastSuccessAt\n    failingSince\n    attemptsLast24Hours\n    failedLast24Hours\n    disabledAt\n    disabledReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    endpointId\n    url\n    description\n    createdAt\n    enabled\n    eventTypes\n    droppedCount\n    health {\n      ...EndpointHealthFields\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    endpointId\n    url\n    description\n    createdAt\n    enabled\n    eventTypes\n    droppedCount\n    health {\n      ...EndpointHealthFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    deliveryId\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastFailure\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    deliveryId\n    messageId\n    eventType\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    lastFailure\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $offset: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $offset: Int!, $limit: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        ...WebhookDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint(\n    $endpointId: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $endpointId\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint(\n    $endpointId: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $endpointId\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($endpointId: ID!) {\n    rotateWebhookSecret(endpointId: $endpointId) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($endpointId: ID!) {\n    deleteWebhookEndpoint(endpointId: $endpointId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId)\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverWebhookDeliveries($endpointId: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $endpointId, since: $since)\n  }\n"): (typeof documents)["\n  mutation RecoverWebhookDeliveries($endpointId: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $endpointId, since: $since)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;