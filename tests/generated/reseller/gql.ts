/* eslint-disable */
import * as types from './graphql';



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
    "\n  mutation E2eGenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...E2eHandbook\n    }\n  }\n  fragment E2eHandbook on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n    }\n    markdown\n    version\n    outdated\n  }\n": typeof types.E2eGenerateHandbookDocument,
    "\n  query E2eHandbookById($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...E2eHandbook\n    }\n  }\n": typeof types.E2eHandbookByIdDocument,
    "\n  query E2eHandbooks($userId: ID!) {\n    customerHandbooks(userId: $userId, limit: 100) {\n      total\n      handbooks {\n        handbookId\n        title\n        createdAt\n      }\n    }\n  }\n": typeof types.E2eHandbooksDocument,
    "\n  query E2ePolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n": typeof types.E2ePoliciesDocument,
    "\n  mutation E2eDeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n": typeof types.E2eDeleteHandbookDocument,
    "\n  query E2eOutdatedHandbooks($offset: Int, $limit: Int) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        title\n        version\n        outdated\n      }\n    }\n  }\n": typeof types.E2eOutdatedHandbooksDocument,
    "\n  query E2eReseller {\n    reseller {\n      resellerId\n      name\n    }\n  }\n": typeof types.E2eResellerDocument,
    "\n  query E2eCustomers(\n    $search: String\n    $status: CustomerStatus\n    $offset: Int\n    $limit: Int\n    $sort: CustomerSort\n    $direction: SortDirection\n  ) {\n    handbookCustomers(\n      search: $search\n      status: $status\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...E2eCustomer\n      }\n    }\n  }\n  fragment E2eCustomer on Customer {\n    userId\n    email\n    name\n    status\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n": typeof types.E2eCustomersDocument,
    "\n  query E2eCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n": typeof types.E2eCustomerDocument,
    "\n  mutation E2eCreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...E2eCustomer\n    }\n  }\n": typeof types.E2eCreateCustomerDocument,
    "\n  mutation E2eUpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...E2eCustomer\n    }\n  }\n": typeof types.E2eUpdateCustomerDocument,
    "\n  mutation E2eSuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n": typeof types.E2eSuspendCustomerDocument,
    "\n  mutation E2eReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n": typeof types.E2eReactivateCustomerDocument,
    "\n  mutation E2eDeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n": typeof types.E2eDeleteCustomerDocument,
    "\n  mutation E2eIssueToken($userId: ID!, $expiresIn: Int, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...E2eToken\n      }\n    }\n  }\n": typeof types.E2eIssueTokenDocument,
    "\n  mutation E2eRenewToken($tokenId: ID!, $overlapSeconds: Int) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      issuedToken {\n        ...E2eToken\n      }\n    }\n  }\n": typeof types.E2eRenewTokenDocument,
    "\n  mutation E2eRevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...E2eToken\n    }\n  }\n": typeof types.E2eRevokeTokenDocument,
    "\n  query E2eTokens(\n    $userId: ID\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $offset: Int\n    $limit: Int\n  ) {\n    customerTokens(\n      userId: $userId\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...E2eToken\n      }\n    }\n  }\n  fragment E2eToken on IssuedToken {\n    tokenId\n    userId\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    label\n    renewedFromId\n    renewedById\n    customer {\n      name\n      email\n    }\n  }\n": typeof types.E2eTokensDocument,
    "\n  mutation E2eCreateEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": typeof types.E2eCreateEndpointDocument,
    "\n  mutation E2eSendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n": typeof types.E2eSendTestDocument,
    "\n  mutation E2eDeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(endpointId: $id)\n  }\n": typeof types.E2eDeleteEndpointDocument,
    "\n  query E2eBranding {\n    branding {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n": typeof types.E2eBrandingDocument,
    "\n  mutation E2eResetBranding {\n    updateBranding(displayName: null, accentColor: null, logo: null) {\n      displayName\n    }\n  }\n": typeof types.E2eResetBrandingDocument,
    "\n  query E2eOverview {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      expiriesByWeek {\n        count\n      }\n      customersByMonth {\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          customer {\n            userId\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.E2eOverviewDocument,
    "\n    query E2eFigureLists {\n      overview {\n        activeTokenCount\n        expiringWithin7Days\n        customersWithoutAccess\n      }\n      active: customerTokens(status: ACTIVE, includeRenewed: false, limit: 1) {\n        total\n      }\n      expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false, limit: 1) {\n        total\n      }\n      none: handbookCustomers(access: NONE, limit: 1) {\n        total\n      }\n    }\n  ": typeof types.E2eFigureListsDocument,
    "\n    query E2eAccessLost {\n      overview {\n        accessLost(limit: 100) {\n          total\n        }\n      }\n    }\n  ": typeof types.E2eAccessLostDocument,
    "\n  mutation E2eCreateEndpointWithSecret($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": typeof types.E2eCreateEndpointWithSecretDocument,
    "\n  query E2eUsageReport($month: String!) {\n    usageReport(month: $month, limit: 100) {\n      requests\n      total\n      rows {\n        customer {\n          userId\n          name\n        }\n        requests\n      }\n    }\n  }\n": typeof types.E2eUsageReportDocument,
    "\n  mutation CrashCreateEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": typeof types.CrashCreateEndpointDocument,
    "\n  mutation CrashSendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n": typeof types.CrashSendTestDocument,
    "\n  mutation CrashCreateCustomer($email: String!) {\n    createHandbookCustomer(email: $email, name: \"C\") {\n      userId\n    }\n  }\n": typeof types.CrashCreateCustomerDocument,
    "\n  mutation CrashIssueToken($userId: ID!) {\n    generateCustomerToken(userId: $userId) {\n      token\n    }\n  }\n": typeof types.CrashIssueTokenDocument,
    "\n  query Activity($subjectId: ID, $action: String, $offset: Int, $limit: Int) {\n    activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {\n      total\n      events {\n        eventId\n        occurredAt\n        action\n        subjectType\n        subjectId\n        userId\n        clientAddress\n        details\n        actor {\n          kind\n          keyId\n          keyHint\n          tokenId\n        }\n        customer {\n          userId\n          name\n        }\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  query ActivityRange($from: DateTime, $to: DateTime) {\n    activity(from: $from, to: $to, limit: 100) {\n      total\n      events {\n        occurredAt\n        subjectId\n      }\n    }\n  }\n": typeof types.ActivityRangeDocument,
    "\n  query Branding {\n    branding {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n": typeof types.BrandingDocument,
    "\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n": typeof types.UpdateBrandingDocument,
    "\n  query CustomerTotals {\n    all: handbookCustomers {\n      total\n    }\n    active: handbookCustomers(status: ACTIVE) {\n      total\n    }\n    suspended: handbookCustomers(status: SUSPENDED) {\n      total\n    }\n  }\n": typeof types.CustomerTotalsDocument,
    "\n  query CustomersPage(\n    $search: String\n    $offset: Int\n    $limit: Int\n    $sort: CustomerSort\n    $direction: SortDirection\n  ) {\n    handbookCustomers(search: $search, offset: $offset, limit: $limit, sort: $sort, direction: $direction) {\n      total\n      customers {\n        userId\n        email\n        name\n        handbookCount\n        activeTokenCount\n        accessExpiresAt\n        accessExpiredAt\n      }\n    }\n  }\n": typeof types.CustomersPageDocument,
    "\n  query DemoReseller {\n    reseller {\n      name\n    }\n    handbookCustomers {\n      total\n    }\n  }\n": typeof types.DemoResellerDocument,
    "\n  query DemoTokenStates {\n    active: customerTokens(status: ACTIVE, limit: 1) {\n      total\n    }\n    expired: customerTokens(status: EXPIRED, limit: 1) {\n      total\n    }\n    revoked: customerTokens(status: REVOKED, limit: 1) {\n      total\n    }\n    soon: customerTokens(expiringWithinDays: 7, limit: 1) {\n      total\n    }\n  }\n": typeof types.DemoTokenStatesDocument,
    "\n  query DemoCustomerAccess {\n    handbookCustomers(limit: 100) {\n      customers {\n        handbookCount\n        accessExpiresAt\n        accessExpiredAt\n      }\n    }\n  }\n": typeof types.DemoCustomerAccessDocument,
    "\n  query DemoSuspendedAndBusy {\n    suspended: handbookCustomers(status: SUSPENDED, limit: 100) {\n      total\n      customers {\n        status\n      }\n    }\n    byHandbooks: handbookCustomers(sort: HANDBOOK_COUNT, direction: DESC, limit: 20) {\n      customers {\n        userId\n        handbookCount\n      }\n    }\n  }\n": typeof types.DemoSuspendedAndBusyDocument,
    "\n  query DemoOutdatedHandbooks {\n    outdatedHandbooks(limit: 1) {\n      total\n      handbooks {\n        handbookId\n      }\n    }\n    overview {\n      outdatedHandbookCount\n    }\n  }\n": typeof types.DemoOutdatedHandbooksDocument,
    "\n  mutation RegenerateDemoHandbook($id: ID!) {\n    regenerateCustomerHandbook(handbookId: $id) {\n      version\n      outdated\n      versions {\n        changedSectionKeys\n      }\n    }\n  }\n": typeof types.RegenerateDemoHandbookDocument,
    "\n  query DemoUsage($month: String!) {\n    usageReport(month: $month, limit: 100) {\n      total\n      rows {\n        requests\n      }\n    }\n    overview {\n      requestsByDay(days: 60) {\n        count\n      }\n    }\n  }\n": typeof types.DemoUsageDocument,
    "\n  query DemoViewer {\n    viewer {\n      keyName\n      role\n    }\n  }\n": typeof types.DemoViewerDocument,
    "\n  query DemoActivity {\n    activity(limit: 100) {\n      total\n      events {\n        actor {\n          keyName\n          role\n        }\n      }\n    }\n  }\n": typeof types.DemoActivityDocument,
    "\n  query DemoTeam {\n    apiKeys {\n      name\n      createdAt\n      lastUsedAt\n    }\n    activity(limit: 100) {\n      total\n      events {\n        occurredAt\n        actor {\n          keyName\n        }\n      }\n    }\n  }\n": typeof types.DemoTeamDocument,
    "\n  query FigureLists {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      accessEndingSoon {\n        total\n      }\n    }\n    activeTokens: customerTokens(status: ACTIVE, includeRenewed: false) {\n      total\n    }\n    expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false) {\n      total\n    }\n    withoutAccess: handbookCustomers(access: NONE) {\n      total\n      customers {\n        userId\n      }\n    }\n    endingSoon: handbookCustomers(access: ENDING_SOON) {\n      total\n      customers {\n        userId\n      }\n    }\n    withAccess: handbookCustomers(access: ACTIVE) {\n      total\n    }\n  }\n": typeof types.FigureListsDocument,
    "\n  query CustomersByAccess($access: CustomerAccess, $search: String, $status: CustomerStatus) {\n    handbookCustomers(access: $access, search: $search, status: $status, limit: 100) {\n      total\n      customers {\n        userId\n      }\n    }\n  }\n": typeof types.CustomersByAccessDocument,
    "\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      userId\n      email\n      name\n      createdAt\n      handbookCount\n      activeTokenCount\n      accessExpiresAt\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation IssueToken($userId: ID!, $expiresIn: Int) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {\n      token\n      expiresAt\n      issuedToken {\n        tokenId\n        userId\n        issuedAt\n        expiresAt\n        lifetimeSeconds\n        revokedAt\n        lastUsedAt\n        status\n      }\n    }\n  }\n": typeof types.IssueTokenDocument,
    "\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      tokenId\n      status\n      revokedAt\n    }\n  }\n": typeof types.RevokeTokenDocument,
    "\n  fragment TestCustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    handbookCount\n    activeTokenCount\n  }\n": typeof types.TestCustomerFieldsFragmentDoc,
    "\n  query ReadCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n": typeof types.ReadCustomerDocument,
    "\n  query ListCustomers($search: String, $status: CustomerStatus, $limit: Int) {\n    handbookCustomers(search: $search, status: $status, limit: $limit) {\n      total\n      customers {\n        ...TestCustomerFields\n      }\n    }\n  }\n": typeof types.ListCustomersDocument,
    "\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...TestCustomerFields\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n": typeof types.SuspendCustomerDocument,
    "\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n": typeof types.ReactivateCustomerDocument,
    "\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  fragment TestHandbookFields on Handbook {\n    handbookId\n    userId\n    createdAt\n    updatedAt\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n      body\n    }\n    markdown\n  }\n": typeof types.TestHandbookFieldsFragmentDoc,
    "\n  fragment TestVersionFields on Handbook {\n    handbookId\n    version\n    libraryVersion\n    outdated\n    updatedAt\n    markdown\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n": typeof types.TestVersionFieldsFragmentDoc,
    "\n  mutation GenerateForCustomer($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...TestHandbookFields\n    }\n  }\n": typeof types.GenerateForCustomerDocument,
    "\n  query CustomerHandbooks($userId: ID!, $offset: Int, $limit: Int) {\n    customerHandbooks(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        userId\n        title\n        createdAt\n      }\n    }\n  }\n": typeof types.CustomerHandbooksDocument,
    "\n  mutation DeleteCustomerHandbook($id: ID!) {\n    deleteCustomerHandbook(handbookId: $id)\n  }\n": typeof types.DeleteCustomerHandbookDocument,
    "\n  query ResellerName {\n    reseller {\n      name\n    }\n  }\n": typeof types.ResellerNameDocument,
    "\n  query ResellerPolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n": typeof types.ResellerPoliciesDocument,
    "\n  query ResellerCountries {\n    handbookCountries {\n      code\n      name\n      regionLabel\n      regions {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ResellerCountriesDocument,
    "\n  query StoredText {\n    handbookCustomers {\n      total\n      customers {\n        name\n        email\n      }\n    }\n    customerTokens {\n      total\n    }\n    webhookEndpoints {\n      url\n    }\n  }\n": typeof types.StoredTextDocument,
    "\n  query HostileReadCustomers($id: ID!) {\n    customerHandbook(handbookId: $id) {\n      handbookId\n      title\n      companyName\n      markdown\n    }\n  }\n": typeof types.HostileReadCustomersDocument,
    "\n  query CustomerHandbookVersion($id: ID!, $version: Int!) {\n    policyLibraryVersion\n    customerHandbookVersion(handbookId: $id, version: $version) {\n      ...TestVersionFields\n    }\n  }\n": typeof types.CustomerHandbookVersionDocument,
    "\n  mutation RegenerateCustomerHandbook($id: ID!) {\n    regenerateCustomerHandbook(handbookId: $id) {\n      handbookId\n      version\n      outdated\n    }\n  }\n": typeof types.RegenerateCustomerHandbookDocument,
    "\n  mutation RegenerateHandbooks($ids: [ID!]!) {\n    regenerateHandbooks(handbookIds: $ids) {\n      handbookId\n      version\n      libraryVersion\n      outdated\n    }\n  }\n": typeof types.RegenerateHandbooksDocument,
    "\n  query OutdatedHandbooks($offset: Int, $limit: Int) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        libraryVersion\n        outdated\n        customer {\n          userId\n          name\n        }\n      }\n    }\n    overview {\n      outdatedHandbookCount\n    }\n  }\n": typeof types.OutdatedHandbooksDocument,
    "\n  query Overview($weeks: Int, $months: Int, $limit: Int) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      expiriesByWeek(weeks: $weeks) {\n        weekStart\n        count\n      }\n      customersByMonth(months: $months) {\n        monthStart\n        count\n      }\n      accessEndingSoon(limit: $limit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            accessExpiresAt\n          }\n        }\n      }\n      accessLost(limit: $limit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.OverviewDocument,
    "\n  query CustomerHandbook($id: ID!) {\n    customerHandbook(handbookId: $id) {\n      ...TestHandbookFields\n    }\n  }\n": typeof types.CustomerHandbookDocument,
    "\n  mutation IssueStaffKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n        hint\n        createdAt\n        revokedAt\n      }\n    }\n  }\n": typeof types.IssueStaffKeyDocument,
    "\n  mutation RevokeStaffKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      name\n      role\n      revokedAt\n    }\n  }\n": typeof types.RevokeStaffKeyDocument,
    "\n  query StaffKeyViewer {\n    viewer {\n      keyId\n      keyName\n      role\n    }\n    apiKeys {\n      keyId\n      revokedAt\n    }\n  }\n": typeof types.StaffKeyViewerDocument,
    "\n  query StaffKeyEvents($subjectId: ID) {\n    activity(subjectId: $subjectId, limit: 100) {\n      events {\n        action\n        subjectType\n        subjectId\n        details\n        actor {\n          kind\n          keyId\n          keyName\n          role\n        }\n      }\n    }\n  }\n": typeof types.StaffKeyEventsDocument,
    "\n  query StaffViewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.StaffViewerDocument,
    "\n  query StaffActivity($actorKeyId: ID) {\n    activity(actorKeyId: $actorKeyId, limit: 100) {\n      total\n      events {\n        action\n        actor {\n          kind\n          keyId\n          keyName\n          role\n        }\n      }\n    }\n  }\n": typeof types.StaffActivityDocument,
    "\n  query TenantRows {\n    handbookCustomers {\n      total\n      customers {\n        userId\n      }\n    }\n    customerTokens {\n      total\n    }\n  }\n": typeof types.TenantRowsDocument,
    "\n  fragment TokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    customer {\n      userId\n      name\n      email\n    }\n  }\n": typeof types.TokenFieldsFragmentDoc,
    "\n  mutation Issue($userId: ID!, $expiresIn: Int, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...TokenFields\n      }\n    }\n  }\n": typeof types.IssueDocument,
    "\n  mutation Renew($tokenId: ID!, $expiresIn: Int, $overlapSeconds: Int) {\n    renewCustomerToken(tokenId: $tokenId, expiresIn: $expiresIn, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...TokenFields\n      }\n    }\n  }\n": typeof types.RenewDocument,
    "\n  mutation RevokeMany($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...TokenFields\n    }\n  }\n": typeof types.RevokeManyDocument,
    "\n  mutation Relabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...TokenFields\n    }\n  }\n": typeof types.RelabelDocument,
    "\n  query ListTokens(\n    $userId: ID\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $search: String\n    $offset: Int\n    $limit: Int\n  ) {\n    customerTokens(\n      userId: $userId\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      search: $search\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...TokenFields\n      }\n    }\n  }\n": typeof types.ListTokensDocument,
    "\n  query TypedCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      userId\n      email\n    }\n  }\n": typeof types.TypedCustomerDocument,
    "\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!, $granularity: UsageGranularity) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: $granularity) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          status\n          requestsLast30Days\n        }\n        requests\n        failed\n      }\n    }\n  }\n": typeof types.CustomerUsageDocument,
    "\n  query UsageReport($month: String!, $offset: Int, $limit: Int, $search: String) {\n    usageReport(month: $month, offset: $offset, limit: $limit, search: $search) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n": typeof types.UsageReportDocument,
    "\n  query RequestsByDay($days: Int) {\n    overview {\n      requestsByDay(days: $days) {\n        day\n        count\n      }\n    }\n  }\n": typeof types.RequestsByDayDocument,
    "\n  query TokensWithRequests($userId: ID) {\n    customerTokens(userId: $userId, limit: 100) {\n      tokens {\n        tokenId\n        requestsLast30Days\n      }\n    }\n  }\n": typeof types.TokensWithRequestsDocument,
    "\n  mutation CreateEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        endpointId\n        url\n        description\n        createdAt\n      }\n    }\n  }\n": typeof types.CreateEndpointDocument,
    "\n  query Endpoints {\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      createdAt\n      droppedCount\n      enabled\n      eventTypes\n    }\n  }\n": typeof types.EndpointsDocument,
    "\n  mutation UpdateEndpoint(\n    $id: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $id\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      endpointId\n      url\n      description\n      enabled\n      eventTypes\n    }\n  }\n": typeof types.UpdateEndpointDocument,
    "\n  mutation RotateSecret($id: ID!) {\n    rotateWebhookSecret(endpointId: $id) {\n      secret\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": typeof types.RotateSecretDocument,
    "\n  mutation DeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(endpointId: $id)\n  }\n": typeof types.DeleteEndpointDocument,
    "\n  mutation SendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n": typeof types.SendTestDocument,
    "\n  mutation Redeliver($id: ID!) {\n    redeliverWebhook(deliveryId: $id)\n  }\n": typeof types.RedeliverDocument,
    "\n  query Deliveries($id: ID!, $offset: Int, $limit: Int) {\n    webhookDeliveries(endpointId: $id, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        deliveryId\n        messageId\n        eventType\n        status\n        attempts\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        responseStatus\n        lastFailure\n      }\n    }\n  }\n": typeof types.DeliveriesDocument,
    "\n  query EndpointHealth {\n    webhookEndpoints {\n      endpointId\n      enabled\n      health {\n        status\n        lastSuccessAt\n        lastFailureAt\n        failingSince\n        attemptsLast24Hours\n        failedLast24Hours\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n": typeof types.EndpointHealthDocument,
    "\n  mutation Recover($id: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $id, since: $since)\n  }\n": typeof types.RecoverDocument,
    "\n  mutation Enable($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(endpointId: $id, enabled: $enabled) {\n      endpointId\n    }\n  }\n": typeof types.EnableDocument,
};
const documents: Documents = {
    "\n  mutation E2eGenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...E2eHandbook\n    }\n  }\n  fragment E2eHandbook on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n    }\n    markdown\n    version\n    outdated\n  }\n": types.E2eGenerateHandbookDocument,
    "\n  query E2eHandbookById($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...E2eHandbook\n    }\n  }\n": types.E2eHandbookByIdDocument,
    "\n  query E2eHandbooks($userId: ID!) {\n    customerHandbooks(userId: $userId, limit: 100) {\n      total\n      handbooks {\n        handbookId\n        title\n        createdAt\n      }\n    }\n  }\n": types.E2eHandbooksDocument,
    "\n  query E2ePolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n": types.E2ePoliciesDocument,
    "\n  mutation E2eDeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n": types.E2eDeleteHandbookDocument,
    "\n  query E2eOutdatedHandbooks($offset: Int, $limit: Int) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        title\n        version\n        outdated\n      }\n    }\n  }\n": types.E2eOutdatedHandbooksDocument,
    "\n  query E2eReseller {\n    reseller {\n      resellerId\n      name\n    }\n  }\n": types.E2eResellerDocument,
    "\n  query E2eCustomers(\n    $search: String\n    $status: CustomerStatus\n    $offset: Int\n    $limit: Int\n    $sort: CustomerSort\n    $direction: SortDirection\n  ) {\n    handbookCustomers(\n      search: $search\n      status: $status\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...E2eCustomer\n      }\n    }\n  }\n  fragment E2eCustomer on Customer {\n    userId\n    email\n    name\n    status\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n": types.E2eCustomersDocument,
    "\n  query E2eCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n": types.E2eCustomerDocument,
    "\n  mutation E2eCreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...E2eCustomer\n    }\n  }\n": types.E2eCreateCustomerDocument,
    "\n  mutation E2eUpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...E2eCustomer\n    }\n  }\n": types.E2eUpdateCustomerDocument,
    "\n  mutation E2eSuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n": types.E2eSuspendCustomerDocument,
    "\n  mutation E2eReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n": types.E2eReactivateCustomerDocument,
    "\n  mutation E2eDeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n": types.E2eDeleteCustomerDocument,
    "\n  mutation E2eIssueToken($userId: ID!, $expiresIn: Int, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...E2eToken\n      }\n    }\n  }\n": types.E2eIssueTokenDocument,
    "\n  mutation E2eRenewToken($tokenId: ID!, $overlapSeconds: Int) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      issuedToken {\n        ...E2eToken\n      }\n    }\n  }\n": types.E2eRenewTokenDocument,
    "\n  mutation E2eRevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...E2eToken\n    }\n  }\n": types.E2eRevokeTokenDocument,
    "\n  query E2eTokens(\n    $userId: ID\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $offset: Int\n    $limit: Int\n  ) {\n    customerTokens(\n      userId: $userId\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...E2eToken\n      }\n    }\n  }\n  fragment E2eToken on IssuedToken {\n    tokenId\n    userId\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    label\n    renewedFromId\n    renewedById\n    customer {\n      name\n      email\n    }\n  }\n": types.E2eTokensDocument,
    "\n  mutation E2eCreateEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": types.E2eCreateEndpointDocument,
    "\n  mutation E2eSendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n": types.E2eSendTestDocument,
    "\n  mutation E2eDeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(endpointId: $id)\n  }\n": types.E2eDeleteEndpointDocument,
    "\n  query E2eBranding {\n    branding {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n": types.E2eBrandingDocument,
    "\n  mutation E2eResetBranding {\n    updateBranding(displayName: null, accentColor: null, logo: null) {\n      displayName\n    }\n  }\n": types.E2eResetBrandingDocument,
    "\n  query E2eOverview {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      expiriesByWeek {\n        count\n      }\n      customersByMonth {\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          customer {\n            userId\n            name\n          }\n        }\n      }\n    }\n  }\n": types.E2eOverviewDocument,
    "\n    query E2eFigureLists {\n      overview {\n        activeTokenCount\n        expiringWithin7Days\n        customersWithoutAccess\n      }\n      active: customerTokens(status: ACTIVE, includeRenewed: false, limit: 1) {\n        total\n      }\n      expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false, limit: 1) {\n        total\n      }\n      none: handbookCustomers(access: NONE, limit: 1) {\n        total\n      }\n    }\n  ": types.E2eFigureListsDocument,
    "\n    query E2eAccessLost {\n      overview {\n        accessLost(limit: 100) {\n          total\n        }\n      }\n    }\n  ": types.E2eAccessLostDocument,
    "\n  mutation E2eCreateEndpointWithSecret($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": types.E2eCreateEndpointWithSecretDocument,
    "\n  query E2eUsageReport($month: String!) {\n    usageReport(month: $month, limit: 100) {\n      requests\n      total\n      rows {\n        customer {\n          userId\n          name\n        }\n        requests\n      }\n    }\n  }\n": types.E2eUsageReportDocument,
    "\n  mutation CrashCreateEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": types.CrashCreateEndpointDocument,
    "\n  mutation CrashSendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n": types.CrashSendTestDocument,
    "\n  mutation CrashCreateCustomer($email: String!) {\n    createHandbookCustomer(email: $email, name: \"C\") {\n      userId\n    }\n  }\n": types.CrashCreateCustomerDocument,
    "\n  mutation CrashIssueToken($userId: ID!) {\n    generateCustomerToken(userId: $userId) {\n      token\n    }\n  }\n": types.CrashIssueTokenDocument,
    "\n  query Activity($subjectId: ID, $action: String, $offset: Int, $limit: Int) {\n    activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {\n      total\n      events {\n        eventId\n        occurredAt\n        action\n        subjectType\n        subjectId\n        userId\n        clientAddress\n        details\n        actor {\n          kind\n          keyId\n          keyHint\n          tokenId\n        }\n        customer {\n          userId\n          name\n        }\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  query ActivityRange($from: DateTime, $to: DateTime) {\n    activity(from: $from, to: $to, limit: 100) {\n      total\n      events {\n        occurredAt\n        subjectId\n      }\n    }\n  }\n": types.ActivityRangeDocument,
    "\n  query Branding {\n    branding {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n": types.BrandingDocument,
    "\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n": types.UpdateBrandingDocument,
    "\n  query CustomerTotals {\n    all: handbookCustomers {\n      total\n    }\n    active: handbookCustomers(status: ACTIVE) {\n      total\n    }\n    suspended: handbookCustomers(status: SUSPENDED) {\n      total\n    }\n  }\n": types.CustomerTotalsDocument,
    "\n  query CustomersPage(\n    $search: String\n    $offset: Int\n    $limit: Int\n    $sort: CustomerSort\n    $direction: SortDirection\n  ) {\n    handbookCustomers(search: $search, offset: $offset, limit: $limit, sort: $sort, direction: $direction) {\n      total\n      customers {\n        userId\n        email\n        name\n        handbookCount\n        activeTokenCount\n        accessExpiresAt\n        accessExpiredAt\n      }\n    }\n  }\n": types.CustomersPageDocument,
    "\n  query DemoReseller {\n    reseller {\n      name\n    }\n    handbookCustomers {\n      total\n    }\n  }\n": types.DemoResellerDocument,
    "\n  query DemoTokenStates {\n    active: customerTokens(status: ACTIVE, limit: 1) {\n      total\n    }\n    expired: customerTokens(status: EXPIRED, limit: 1) {\n      total\n    }\n    revoked: customerTokens(status: REVOKED, limit: 1) {\n      total\n    }\n    soon: customerTokens(expiringWithinDays: 7, limit: 1) {\n      total\n    }\n  }\n": types.DemoTokenStatesDocument,
    "\n  query DemoCustomerAccess {\n    handbookCustomers(limit: 100) {\n      customers {\n        handbookCount\n        accessExpiresAt\n        accessExpiredAt\n      }\n    }\n  }\n": types.DemoCustomerAccessDocument,
    "\n  query DemoSuspendedAndBusy {\n    suspended: handbookCustomers(status: SUSPENDED, limit: 100) {\n      total\n      customers {\n        status\n      }\n    }\n    byHandbooks: handbookCustomers(sort: HANDBOOK_COUNT, direction: DESC, limit: 20) {\n      customers {\n        userId\n        handbookCount\n      }\n    }\n  }\n": types.DemoSuspendedAndBusyDocument,
    "\n  query DemoOutdatedHandbooks {\n    outdatedHandbooks(limit: 1) {\n      total\n      handbooks {\n        handbookId\n      }\n    }\n    overview {\n      outdatedHandbookCount\n    }\n  }\n": types.DemoOutdatedHandbooksDocument,
    "\n  mutation RegenerateDemoHandbook($id: ID!) {\n    regenerateCustomerHandbook(handbookId: $id) {\n      version\n      outdated\n      versions {\n        changedSectionKeys\n      }\n    }\n  }\n": types.RegenerateDemoHandbookDocument,
    "\n  query DemoUsage($month: String!) {\n    usageReport(month: $month, limit: 100) {\n      total\n      rows {\n        requests\n      }\n    }\n    overview {\n      requestsByDay(days: 60) {\n        count\n      }\n    }\n  }\n": types.DemoUsageDocument,
    "\n  query DemoViewer {\n    viewer {\n      keyName\n      role\n    }\n  }\n": types.DemoViewerDocument,
    "\n  query DemoActivity {\n    activity(limit: 100) {\n      total\n      events {\n        actor {\n          keyName\n          role\n        }\n      }\n    }\n  }\n": types.DemoActivityDocument,
    "\n  query DemoTeam {\n    apiKeys {\n      name\n      createdAt\n      lastUsedAt\n    }\n    activity(limit: 100) {\n      total\n      events {\n        occurredAt\n        actor {\n          keyName\n        }\n      }\n    }\n  }\n": types.DemoTeamDocument,
    "\n  query FigureLists {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      accessEndingSoon {\n        total\n      }\n    }\n    activeTokens: customerTokens(status: ACTIVE, includeRenewed: false) {\n      total\n    }\n    expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false) {\n      total\n    }\n    withoutAccess: handbookCustomers(access: NONE) {\n      total\n      customers {\n        userId\n      }\n    }\n    endingSoon: handbookCustomers(access: ENDING_SOON) {\n      total\n      customers {\n        userId\n      }\n    }\n    withAccess: handbookCustomers(access: ACTIVE) {\n      total\n    }\n  }\n": types.FigureListsDocument,
    "\n  query CustomersByAccess($access: CustomerAccess, $search: String, $status: CustomerStatus) {\n    handbookCustomers(access: $access, search: $search, status: $status, limit: 100) {\n      total\n      customers {\n        userId\n      }\n    }\n  }\n": types.CustomersByAccessDocument,
    "\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      userId\n      email\n      name\n      createdAt\n      handbookCount\n      activeTokenCount\n      accessExpiresAt\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation IssueToken($userId: ID!, $expiresIn: Int) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {\n      token\n      expiresAt\n      issuedToken {\n        tokenId\n        userId\n        issuedAt\n        expiresAt\n        lifetimeSeconds\n        revokedAt\n        lastUsedAt\n        status\n      }\n    }\n  }\n": types.IssueTokenDocument,
    "\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      tokenId\n      status\n      revokedAt\n    }\n  }\n": types.RevokeTokenDocument,
    "\n  fragment TestCustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    handbookCount\n    activeTokenCount\n  }\n": types.TestCustomerFieldsFragmentDoc,
    "\n  query ReadCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n": types.ReadCustomerDocument,
    "\n  query ListCustomers($search: String, $status: CustomerStatus, $limit: Int) {\n    handbookCustomers(search: $search, status: $status, limit: $limit) {\n      total\n      customers {\n        ...TestCustomerFields\n      }\n    }\n  }\n": types.ListCustomersDocument,
    "\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...TestCustomerFields\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n": types.SuspendCustomerDocument,
    "\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n": types.ReactivateCustomerDocument,
    "\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n": types.DeleteCustomerDocument,
    "\n  fragment TestHandbookFields on Handbook {\n    handbookId\n    userId\n    createdAt\n    updatedAt\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n      body\n    }\n    markdown\n  }\n": types.TestHandbookFieldsFragmentDoc,
    "\n  fragment TestVersionFields on Handbook {\n    handbookId\n    version\n    libraryVersion\n    outdated\n    updatedAt\n    markdown\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n": types.TestVersionFieldsFragmentDoc,
    "\n  mutation GenerateForCustomer($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...TestHandbookFields\n    }\n  }\n": types.GenerateForCustomerDocument,
    "\n  query CustomerHandbooks($userId: ID!, $offset: Int, $limit: Int) {\n    customerHandbooks(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        userId\n        title\n        createdAt\n      }\n    }\n  }\n": types.CustomerHandbooksDocument,
    "\n  mutation DeleteCustomerHandbook($id: ID!) {\n    deleteCustomerHandbook(handbookId: $id)\n  }\n": types.DeleteCustomerHandbookDocument,
    "\n  query ResellerName {\n    reseller {\n      name\n    }\n  }\n": types.ResellerNameDocument,
    "\n  query ResellerPolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n": types.ResellerPoliciesDocument,
    "\n  query ResellerCountries {\n    handbookCountries {\n      code\n      name\n      regionLabel\n      regions {\n        code\n        name\n      }\n    }\n  }\n": types.ResellerCountriesDocument,
    "\n  query StoredText {\n    handbookCustomers {\n      total\n      customers {\n        name\n        email\n      }\n    }\n    customerTokens {\n      total\n    }\n    webhookEndpoints {\n      url\n    }\n  }\n": types.StoredTextDocument,
    "\n  query HostileReadCustomers($id: ID!) {\n    customerHandbook(handbookId: $id) {\n      handbookId\n      title\n      companyName\n      markdown\n    }\n  }\n": types.HostileReadCustomersDocument,
    "\n  query CustomerHandbookVersion($id: ID!, $version: Int!) {\n    policyLibraryVersion\n    customerHandbookVersion(handbookId: $id, version: $version) {\n      ...TestVersionFields\n    }\n  }\n": types.CustomerHandbookVersionDocument,
    "\n  mutation RegenerateCustomerHandbook($id: ID!) {\n    regenerateCustomerHandbook(handbookId: $id) {\n      handbookId\n      version\n      outdated\n    }\n  }\n": types.RegenerateCustomerHandbookDocument,
    "\n  mutation RegenerateHandbooks($ids: [ID!]!) {\n    regenerateHandbooks(handbookIds: $ids) {\n      handbookId\n      version\n      libraryVersion\n      outdated\n    }\n  }\n": types.RegenerateHandbooksDocument,
    "\n  query OutdatedHandbooks($offset: Int, $limit: Int) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        libraryVersion\n        outdated\n        customer {\n          userId\n          name\n        }\n      }\n    }\n    overview {\n      outdatedHandbookCount\n    }\n  }\n": types.OutdatedHandbooksDocument,
    "\n  query Overview($weeks: Int, $months: Int, $limit: Int) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      expiriesByWeek(weeks: $weeks) {\n        weekStart\n        count\n      }\n      customersByMonth(months: $months) {\n        monthStart\n        count\n      }\n      accessEndingSoon(limit: $limit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            accessExpiresAt\n          }\n        }\n      }\n      accessLost(limit: $limit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n          }\n        }\n      }\n    }\n  }\n": types.OverviewDocument,
    "\n  query CustomerHandbook($id: ID!) {\n    customerHandbook(handbookId: $id) {\n      ...TestHandbookFields\n    }\n  }\n": types.CustomerHandbookDocument,
    "\n  mutation IssueStaffKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n        hint\n        createdAt\n        revokedAt\n      }\n    }\n  }\n": types.IssueStaffKeyDocument,
    "\n  mutation RevokeStaffKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      name\n      role\n      revokedAt\n    }\n  }\n": types.RevokeStaffKeyDocument,
    "\n  query StaffKeyViewer {\n    viewer {\n      keyId\n      keyName\n      role\n    }\n    apiKeys {\n      keyId\n      revokedAt\n    }\n  }\n": types.StaffKeyViewerDocument,
    "\n  query StaffKeyEvents($subjectId: ID) {\n    activity(subjectId: $subjectId, limit: 100) {\n      events {\n        action\n        subjectType\n        subjectId\n        details\n        actor {\n          kind\n          keyId\n          keyName\n          role\n        }\n      }\n    }\n  }\n": types.StaffKeyEventsDocument,
    "\n  query StaffViewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.StaffViewerDocument,
    "\n  query StaffActivity($actorKeyId: ID) {\n    activity(actorKeyId: $actorKeyId, limit: 100) {\n      total\n      events {\n        action\n        actor {\n          kind\n          keyId\n          keyName\n          role\n        }\n      }\n    }\n  }\n": types.StaffActivityDocument,
    "\n  query TenantRows {\n    handbookCustomers {\n      total\n      customers {\n        userId\n      }\n    }\n    customerTokens {\n      total\n    }\n  }\n": types.TenantRowsDocument,
    "\n  fragment TokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    customer {\n      userId\n      name\n      email\n    }\n  }\n": types.TokenFieldsFragmentDoc,
    "\n  mutation Issue($userId: ID!, $expiresIn: Int, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...TokenFields\n      }\n    }\n  }\n": types.IssueDocument,
    "\n  mutation Renew($tokenId: ID!, $expiresIn: Int, $overlapSeconds: Int) {\n    renewCustomerToken(tokenId: $tokenId, expiresIn: $expiresIn, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...TokenFields\n      }\n    }\n  }\n": types.RenewDocument,
    "\n  mutation RevokeMany($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...TokenFields\n    }\n  }\n": types.RevokeManyDocument,
    "\n  mutation Relabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...TokenFields\n    }\n  }\n": types.RelabelDocument,
    "\n  query ListTokens(\n    $userId: ID\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $search: String\n    $offset: Int\n    $limit: Int\n  ) {\n    customerTokens(\n      userId: $userId\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      search: $search\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...TokenFields\n      }\n    }\n  }\n": types.ListTokensDocument,
    "\n  query TypedCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      userId\n      email\n    }\n  }\n": types.TypedCustomerDocument,
    "\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!, $granularity: UsageGranularity) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: $granularity) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          status\n          requestsLast30Days\n        }\n        requests\n        failed\n      }\n    }\n  }\n": types.CustomerUsageDocument,
    "\n  query UsageReport($month: String!, $offset: Int, $limit: Int, $search: String) {\n    usageReport(month: $month, offset: $offset, limit: $limit, search: $search) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n": types.UsageReportDocument,
    "\n  query RequestsByDay($days: Int) {\n    overview {\n      requestsByDay(days: $days) {\n        day\n        count\n      }\n    }\n  }\n": types.RequestsByDayDocument,
    "\n  query TokensWithRequests($userId: ID) {\n    customerTokens(userId: $userId, limit: 100) {\n      tokens {\n        tokenId\n        requestsLast30Days\n      }\n    }\n  }\n": types.TokensWithRequestsDocument,
    "\n  mutation CreateEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        endpointId\n        url\n        description\n        createdAt\n      }\n    }\n  }\n": types.CreateEndpointDocument,
    "\n  query Endpoints {\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      createdAt\n      droppedCount\n      enabled\n      eventTypes\n    }\n  }\n": types.EndpointsDocument,
    "\n  mutation UpdateEndpoint(\n    $id: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $id\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      endpointId\n      url\n      description\n      enabled\n      eventTypes\n    }\n  }\n": types.UpdateEndpointDocument,
    "\n  mutation RotateSecret($id: ID!) {\n    rotateWebhookSecret(endpointId: $id) {\n      secret\n      endpoint {\n        endpointId\n      }\n    }\n  }\n": types.RotateSecretDocument,
    "\n  mutation DeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(endpointId: $id)\n  }\n": types.DeleteEndpointDocument,
    "\n  mutation SendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n": types.SendTestDocument,
    "\n  mutation Redeliver($id: ID!) {\n    redeliverWebhook(deliveryId: $id)\n  }\n": types.RedeliverDocument,
    "\n  query Deliveries($id: ID!, $offset: Int, $limit: Int) {\n    webhookDeliveries(endpointId: $id, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        deliveryId\n        messageId\n        eventType\n        status\n        attempts\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        responseStatus\n        lastFailure\n      }\n    }\n  }\n": types.DeliveriesDocument,
    "\n  query EndpointHealth {\n    webhookEndpoints {\n      endpointId\n      enabled\n      health {\n        status\n        lastSuccessAt\n        lastFailureAt\n        failingSince\n        attemptsLast24Hours\n        failedLast24Hours\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n": types.EndpointHealthDocument,
    "\n  mutation Recover($id: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $id, since: $since)\n  }\n": types.RecoverDocument,
    "\n  mutation Enable($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(endpointId: $id, enabled: $enabled) {\n      endpointId\n    }\n  }\n": types.EnableDocument,
};

/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eGenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...E2eHandbook\n    }\n  }\n  fragment E2eHandbook on Handbook {\n    handbookId\n    userId\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n    }\n    markdown\n    version\n    outdated\n  }\n"): typeof import('./graphql').E2eGenerateHandbookDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eHandbookById($handbookId: ID!) {\n    customerHandbook(handbookId: $handbookId) {\n      ...E2eHandbook\n    }\n  }\n"): typeof import('./graphql').E2eHandbookByIdDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eHandbooks($userId: ID!) {\n    customerHandbooks(userId: $userId, limit: 100) {\n      total\n      handbooks {\n        handbookId\n        title\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').E2eHandbooksDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2ePolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n"): typeof import('./graphql').E2ePoliciesDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eDeleteHandbook($handbookId: ID!) {\n    deleteCustomerHandbook(handbookId: $handbookId)\n  }\n"): typeof import('./graphql').E2eDeleteHandbookDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eOutdatedHandbooks($offset: Int, $limit: Int) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        title\n        version\n        outdated\n      }\n    }\n  }\n"): typeof import('./graphql').E2eOutdatedHandbooksDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eReseller {\n    reseller {\n      resellerId\n      name\n    }\n  }\n"): typeof import('./graphql').E2eResellerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eCustomers(\n    $search: String\n    $status: CustomerStatus\n    $offset: Int\n    $limit: Int\n    $sort: CustomerSort\n    $direction: SortDirection\n  ) {\n    handbookCustomers(\n      search: $search\n      status: $status\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      customers {\n        ...E2eCustomer\n      }\n    }\n  }\n  fragment E2eCustomer on Customer {\n    userId\n    email\n    name\n    status\n    createdAt\n    handbookCount\n    activeTokenCount\n    accessExpiresAt\n    accessExpiredAt\n  }\n"): typeof import('./graphql').E2eCustomersDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n"): typeof import('./graphql').E2eCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eCreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      ...E2eCustomer\n    }\n  }\n"): typeof import('./graphql').E2eCreateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eUpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...E2eCustomer\n    }\n  }\n"): typeof import('./graphql').E2eUpdateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eSuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n"): typeof import('./graphql').E2eSuspendCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...E2eCustomer\n    }\n  }\n"): typeof import('./graphql').E2eReactivateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eDeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n"): typeof import('./graphql').E2eDeleteCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eIssueToken($userId: ID!, $expiresIn: Int, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...E2eToken\n      }\n    }\n  }\n"): typeof import('./graphql').E2eIssueTokenDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eRenewToken($tokenId: ID!, $overlapSeconds: Int) {\n    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {\n      token\n      issuedToken {\n        ...E2eToken\n      }\n    }\n  }\n"): typeof import('./graphql').E2eRenewTokenDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eRevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      ...E2eToken\n    }\n  }\n"): typeof import('./graphql').E2eRevokeTokenDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eTokens(\n    $userId: ID\n    $search: String\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $offset: Int\n    $limit: Int\n  ) {\n    customerTokens(\n      userId: $userId\n      search: $search\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...E2eToken\n      }\n    }\n  }\n  fragment E2eToken on IssuedToken {\n    tokenId\n    userId\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    label\n    renewedFromId\n    renewedById\n    customer {\n      name\n      email\n    }\n  }\n"): typeof import('./graphql').E2eTokensDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eCreateEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      endpoint {\n        endpointId\n      }\n    }\n  }\n"): typeof import('./graphql').E2eCreateEndpointDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eSendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n"): typeof import('./graphql').E2eSendTestDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eDeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(endpointId: $id)\n  }\n"): typeof import('./graphql').E2eDeleteEndpointDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eBranding {\n    branding {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n"): typeof import('./graphql').E2eBrandingDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eResetBranding {\n    updateBranding(displayName: null, accentColor: null, logo: null) {\n      displayName\n    }\n  }\n"): typeof import('./graphql').E2eResetBrandingDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eOverview {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      expiriesByWeek {\n        count\n      }\n      customersByMonth {\n        count\n      }\n      accessEndingSoon(limit: 5) {\n        total\n        items {\n          customer {\n            userId\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').E2eOverviewDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n    query E2eFigureLists {\n      overview {\n        activeTokenCount\n        expiringWithin7Days\n        customersWithoutAccess\n      }\n      active: customerTokens(status: ACTIVE, includeRenewed: false, limit: 1) {\n        total\n      }\n      expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false, limit: 1) {\n        total\n      }\n      none: handbookCustomers(access: NONE, limit: 1) {\n        total\n      }\n    }\n  "): typeof import('./graphql').E2eFigureListsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n    query E2eAccessLost {\n      overview {\n        accessLost(limit: 100) {\n          total\n        }\n      }\n    }\n  "): typeof import('./graphql').E2eAccessLostDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation E2eCreateEndpointWithSecret($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        endpointId\n      }\n    }\n  }\n"): typeof import('./graphql').E2eCreateEndpointWithSecretDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query E2eUsageReport($month: String!) {\n    usageReport(month: $month, limit: 100) {\n      requests\n      total\n      rows {\n        customer {\n          userId\n          name\n        }\n        requests\n      }\n    }\n  }\n"): typeof import('./graphql').E2eUsageReportDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation CrashCreateEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      endpoint {\n        endpointId\n      }\n    }\n  }\n"): typeof import('./graphql').CrashCreateEndpointDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation CrashSendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n"): typeof import('./graphql').CrashSendTestDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation CrashCreateCustomer($email: String!) {\n    createHandbookCustomer(email: $email, name: \"C\") {\n      userId\n    }\n  }\n"): typeof import('./graphql').CrashCreateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation CrashIssueToken($userId: ID!) {\n    generateCustomerToken(userId: $userId) {\n      token\n    }\n  }\n"): typeof import('./graphql').CrashIssueTokenDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query Activity($subjectId: ID, $action: String, $offset: Int, $limit: Int) {\n    activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {\n      total\n      events {\n        eventId\n        occurredAt\n        action\n        subjectType\n        subjectId\n        userId\n        clientAddress\n        details\n        actor {\n          kind\n          keyId\n          keyHint\n          tokenId\n        }\n        customer {\n          userId\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ActivityRange($from: DateTime, $to: DateTime) {\n    activity(from: $from, to: $to, limit: 100) {\n      total\n      events {\n        occurredAt\n        subjectId\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityRangeDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query Branding {\n    branding {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n"): typeof import('./graphql').BrandingDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {\n    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {\n      displayName\n      accentColor\n      logoDataUrl\n    }\n  }\n"): typeof import('./graphql').UpdateBrandingDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomerTotals {\n    all: handbookCustomers {\n      total\n    }\n    active: handbookCustomers(status: ACTIVE) {\n      total\n    }\n    suspended: handbookCustomers(status: SUSPENDED) {\n      total\n    }\n  }\n"): typeof import('./graphql').CustomerTotalsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomersPage(\n    $search: String\n    $offset: Int\n    $limit: Int\n    $sort: CustomerSort\n    $direction: SortDirection\n  ) {\n    handbookCustomers(search: $search, offset: $offset, limit: $limit, sort: $sort, direction: $direction) {\n      total\n      customers {\n        userId\n        email\n        name\n        handbookCount\n        activeTokenCount\n        accessExpiresAt\n        accessExpiredAt\n      }\n    }\n  }\n"): typeof import('./graphql').CustomersPageDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoReseller {\n    reseller {\n      name\n    }\n    handbookCustomers {\n      total\n    }\n  }\n"): typeof import('./graphql').DemoResellerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoTokenStates {\n    active: customerTokens(status: ACTIVE, limit: 1) {\n      total\n    }\n    expired: customerTokens(status: EXPIRED, limit: 1) {\n      total\n    }\n    revoked: customerTokens(status: REVOKED, limit: 1) {\n      total\n    }\n    soon: customerTokens(expiringWithinDays: 7, limit: 1) {\n      total\n    }\n  }\n"): typeof import('./graphql').DemoTokenStatesDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoCustomerAccess {\n    handbookCustomers(limit: 100) {\n      customers {\n        handbookCount\n        accessExpiresAt\n        accessExpiredAt\n      }\n    }\n  }\n"): typeof import('./graphql').DemoCustomerAccessDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoSuspendedAndBusy {\n    suspended: handbookCustomers(status: SUSPENDED, limit: 100) {\n      total\n      customers {\n        status\n      }\n    }\n    byHandbooks: handbookCustomers(sort: HANDBOOK_COUNT, direction: DESC, limit: 20) {\n      customers {\n        userId\n        handbookCount\n      }\n    }\n  }\n"): typeof import('./graphql').DemoSuspendedAndBusyDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoOutdatedHandbooks {\n    outdatedHandbooks(limit: 1) {\n      total\n      handbooks {\n        handbookId\n      }\n    }\n    overview {\n      outdatedHandbookCount\n    }\n  }\n"): typeof import('./graphql').DemoOutdatedHandbooksDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RegenerateDemoHandbook($id: ID!) {\n    regenerateCustomerHandbook(handbookId: $id) {\n      version\n      outdated\n      versions {\n        changedSectionKeys\n      }\n    }\n  }\n"): typeof import('./graphql').RegenerateDemoHandbookDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoUsage($month: String!) {\n    usageReport(month: $month, limit: 100) {\n      total\n      rows {\n        requests\n      }\n    }\n    overview {\n      requestsByDay(days: 60) {\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').DemoUsageDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoViewer {\n    viewer {\n      keyName\n      role\n    }\n  }\n"): typeof import('./graphql').DemoViewerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoActivity {\n    activity(limit: 100) {\n      total\n      events {\n        actor {\n          keyName\n          role\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DemoActivityDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query DemoTeam {\n    apiKeys {\n      name\n      createdAt\n      lastUsedAt\n    }\n    activity(limit: 100) {\n      total\n      events {\n        occurredAt\n        actor {\n          keyName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DemoTeamDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query FigureLists {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      accessEndingSoon {\n        total\n      }\n    }\n    activeTokens: customerTokens(status: ACTIVE, includeRenewed: false) {\n      total\n    }\n    expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false) {\n      total\n    }\n    withoutAccess: handbookCustomers(access: NONE) {\n      total\n      customers {\n        userId\n      }\n    }\n    endingSoon: handbookCustomers(access: ENDING_SOON) {\n      total\n      customers {\n        userId\n      }\n    }\n    withAccess: handbookCustomers(access: ACTIVE) {\n      total\n    }\n  }\n"): typeof import('./graphql').FigureListsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomersByAccess($access: CustomerAccess, $search: String, $status: CustomerStatus) {\n    handbookCustomers(access: $access, search: $search, status: $status, limit: 100) {\n      total\n      customers {\n        userId\n      }\n    }\n  }\n"): typeof import('./graphql').CustomersByAccessDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation CreateCustomer($email: String!, $name: String!) {\n    createHandbookCustomer(email: $email, name: $name) {\n      userId\n      email\n      name\n      createdAt\n      handbookCount\n      activeTokenCount\n      accessExpiresAt\n    }\n  }\n"): typeof import('./graphql').CreateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation IssueToken($userId: ID!, $expiresIn: Int) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {\n      token\n      expiresAt\n      issuedToken {\n        tokenId\n        userId\n        issuedAt\n        expiresAt\n        lifetimeSeconds\n        revokedAt\n        lastUsedAt\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').IssueTokenDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RevokeToken($tokenId: ID!) {\n    revokeCustomerToken(tokenId: $tokenId) {\n      tokenId\n      status\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').RevokeTokenDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  fragment TestCustomerFields on Customer {\n    userId\n    email\n    name\n    status\n    suspendedAt\n    handbookCount\n    activeTokenCount\n  }\n"): typeof import('./graphql').TestCustomerFieldsFragmentDoc;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ReadCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n"): typeof import('./graphql').ReadCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ListCustomers($search: String, $status: CustomerStatus, $limit: Int) {\n    handbookCustomers(search: $search, status: $status, limit: $limit) {\n      total\n      customers {\n        ...TestCustomerFields\n      }\n    }\n  }\n"): typeof import('./graphql').ListCustomersDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {\n    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {\n      ...TestCustomerFields\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation SuspendCustomer($userId: ID!) {\n    suspendHandbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n"): typeof import('./graphql').SuspendCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation ReactivateCustomer($userId: ID!) {\n    reactivateHandbookCustomer(userId: $userId) {\n      ...TestCustomerFields\n    }\n  }\n"): typeof import('./graphql').ReactivateCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation DeleteCustomer($userId: ID!) {\n    deleteHandbookCustomer(userId: $userId)\n  }\n"): typeof import('./graphql').DeleteCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  fragment TestHandbookFields on Handbook {\n    handbookId\n    userId\n    createdAt\n    updatedAt\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n      body\n    }\n    markdown\n  }\n"): typeof import('./graphql').TestHandbookFieldsFragmentDoc;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  fragment TestVersionFields on Handbook {\n    handbookId\n    version\n    libraryVersion\n    outdated\n    updatedAt\n    markdown\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n"): typeof import('./graphql').TestVersionFieldsFragmentDoc;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation GenerateForCustomer($userId: ID!, $input: GenerateHandbookInput!) {\n    generateCustomerHandbook(userId: $userId, input: $input) {\n      ...TestHandbookFields\n    }\n  }\n"): typeof import('./graphql').GenerateForCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomerHandbooks($userId: ID!, $offset: Int, $limit: Int) {\n    customerHandbooks(userId: $userId, offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        userId\n        title\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerHandbooksDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation DeleteCustomerHandbook($id: ID!) {\n    deleteCustomerHandbook(handbookId: $id)\n  }\n"): typeof import('./graphql').DeleteCustomerHandbookDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ResellerName {\n    reseller {\n      name\n    }\n  }\n"): typeof import('./graphql').ResellerNameDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ResellerPolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n"): typeof import('./graphql').ResellerPoliciesDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ResellerCountries {\n    handbookCountries {\n      code\n      name\n      regionLabel\n      regions {\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ResellerCountriesDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query StoredText {\n    handbookCustomers {\n      total\n      customers {\n        name\n        email\n      }\n    }\n    customerTokens {\n      total\n    }\n    webhookEndpoints {\n      url\n    }\n  }\n"): typeof import('./graphql').StoredTextDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query HostileReadCustomers($id: ID!) {\n    customerHandbook(handbookId: $id) {\n      handbookId\n      title\n      companyName\n      markdown\n    }\n  }\n"): typeof import('./graphql').HostileReadCustomersDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomerHandbookVersion($id: ID!, $version: Int!) {\n    policyLibraryVersion\n    customerHandbookVersion(handbookId: $id, version: $version) {\n      ...TestVersionFields\n    }\n  }\n"): typeof import('./graphql').CustomerHandbookVersionDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RegenerateCustomerHandbook($id: ID!) {\n    regenerateCustomerHandbook(handbookId: $id) {\n      handbookId\n      version\n      outdated\n    }\n  }\n"): typeof import('./graphql').RegenerateCustomerHandbookDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RegenerateHandbooks($ids: [ID!]!) {\n    regenerateHandbooks(handbookIds: $ids) {\n      handbookId\n      version\n      libraryVersion\n      outdated\n    }\n  }\n"): typeof import('./graphql').RegenerateHandbooksDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query OutdatedHandbooks($offset: Int, $limit: Int) {\n    outdatedHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        libraryVersion\n        outdated\n        customer {\n          userId\n          name\n        }\n      }\n    }\n    overview {\n      outdatedHandbookCount\n    }\n  }\n"): typeof import('./graphql').OutdatedHandbooksDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query Overview($weeks: Int, $months: Int, $limit: Int) {\n    overview {\n      customerCount\n      activeTokenCount\n      expiringWithin7Days\n      customersWithoutAccess\n      expiriesByWeek(weeks: $weeks) {\n        weekStart\n        count\n      }\n      customersByMonth(months: $months) {\n        monthStart\n        count\n      }\n      accessEndingSoon(limit: $limit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n            accessExpiresAt\n          }\n        }\n      }\n      accessLost(limit: $limit) {\n        total\n        items {\n          accessEndsAt\n          customer {\n            userId\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OverviewDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomerHandbook($id: ID!) {\n    customerHandbook(handbookId: $id) {\n      ...TestHandbookFields\n    }\n  }\n"): typeof import('./graphql').CustomerHandbookDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation IssueStaffKey($name: String!, $role: ApiKeyRole!) {\n    issueApiKey(name: $name, role: $role) {\n      key\n      apiKey {\n        keyId\n        name\n        role\n        hint\n        createdAt\n        revokedAt\n      }\n    }\n  }\n"): typeof import('./graphql').IssueStaffKeyDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RevokeStaffKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId) {\n      keyId\n      name\n      role\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').RevokeStaffKeyDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query StaffKeyViewer {\n    viewer {\n      keyId\n      keyName\n      role\n    }\n    apiKeys {\n      keyId\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').StaffKeyViewerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query StaffKeyEvents($subjectId: ID) {\n    activity(subjectId: $subjectId, limit: 100) {\n      events {\n        action\n        subjectType\n        subjectId\n        details\n        actor {\n          kind\n          keyId\n          keyName\n          role\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StaffKeyEventsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query StaffViewer {\n    viewer {\n      keyId\n      keyName\n      keyHint\n      role\n      reseller {\n        resellerId\n        name\n      }\n    }\n    apiKeys {\n      keyId\n      name\n      role\n      hint\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').StaffViewerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query StaffActivity($actorKeyId: ID) {\n    activity(actorKeyId: $actorKeyId, limit: 100) {\n      total\n      events {\n        action\n        actor {\n          kind\n          keyId\n          keyName\n          role\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StaffActivityDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query TenantRows {\n    handbookCustomers {\n      total\n      customers {\n        userId\n      }\n    }\n    customerTokens {\n      total\n    }\n  }\n"): typeof import('./graphql').TenantRowsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  fragment TokenFields on IssuedToken {\n    tokenId\n    userId\n    label\n    issuedAt\n    expiresAt\n    lifetimeSeconds\n    revokedAt\n    lastUsedAt\n    status\n    renewedFromId\n    renewedById\n    customer {\n      userId\n      name\n      email\n    }\n  }\n"): typeof import('./graphql').TokenFieldsFragmentDoc;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation Issue($userId: ID!, $expiresIn: Int, $label: String) {\n    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {\n      token\n      expiresAt\n      issuedToken {\n        ...TokenFields\n      }\n    }\n  }\n"): typeof import('./graphql').IssueDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation Renew($tokenId: ID!, $expiresIn: Int, $overlapSeconds: Int) {\n    renewCustomerToken(tokenId: $tokenId, expiresIn: $expiresIn, overlapSeconds: $overlapSeconds) {\n      token\n      expiresAt\n      issuedToken {\n        ...TokenFields\n      }\n    }\n  }\n"): typeof import('./graphql').RenewDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RevokeMany($tokenIds: [ID!]!) {\n    revokeCustomerTokens(tokenIds: $tokenIds) {\n      ...TokenFields\n    }\n  }\n"): typeof import('./graphql').RevokeManyDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation Relabel($tokenId: ID!, $label: String) {\n    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {\n      ...TokenFields\n    }\n  }\n"): typeof import('./graphql').RelabelDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query ListTokens(\n    $userId: ID\n    $status: TokenStatus\n    $expiringWithinDays: Int\n    $search: String\n    $offset: Int\n    $limit: Int\n  ) {\n    customerTokens(\n      userId: $userId\n      status: $status\n      expiringWithinDays: $expiringWithinDays\n      search: $search\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      tokens {\n        ...TokenFields\n      }\n    }\n  }\n"): typeof import('./graphql').ListTokensDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query TypedCustomer($userId: ID!) {\n    handbookCustomer(userId: $userId) {\n      userId\n      email\n    }\n  }\n"): typeof import('./graphql').TypedCustomerDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query CustomerUsage($userId: ID!, $from: DateTime!, $to: DateTime!, $granularity: UsageGranularity) {\n    customerUsage(userId: $userId, from: $from, to: $to, granularity: $granularity) {\n      requests\n      failed\n      buckets {\n        start\n        requests\n        failed\n      }\n      operations {\n        operation\n        requests\n        failed\n      }\n      tokens {\n        token {\n          tokenId\n          status\n          requestsLast30Days\n        }\n        requests\n        failed\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerUsageDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query UsageReport($month: String!, $offset: Int, $limit: Int, $search: String) {\n    usageReport(month: $month, offset: $offset, limit: $limit, search: $search) {\n      month\n      requests\n      failed\n      total\n      rows {\n        customer {\n          userId\n          name\n          email\n        }\n        requests\n        failed\n        activeDays\n      }\n    }\n  }\n"): typeof import('./graphql').UsageReportDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query RequestsByDay($days: Int) {\n    overview {\n      requestsByDay(days: $days) {\n        day\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').RequestsByDayDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query TokensWithRequests($userId: ID) {\n    customerTokens(userId: $userId, limit: 100) {\n      tokens {\n        tokenId\n        requestsLast30Days\n      }\n    }\n  }\n"): typeof import('./graphql').TokensWithRequestsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation CreateEndpoint($url: String!, $description: String) {\n    createWebhookEndpoint(url: $url, description: $description) {\n      secret\n      endpoint {\n        endpointId\n        url\n        description\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').CreateEndpointDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query Endpoints {\n    webhookEndpoints {\n      endpointId\n      url\n      description\n      createdAt\n      droppedCount\n      enabled\n      eventTypes\n    }\n  }\n"): typeof import('./graphql').EndpointsDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation UpdateEndpoint(\n    $id: ID!\n    $url: String\n    $description: String\n    $enabled: Boolean\n    $eventTypes: [String!]\n  ) {\n    updateWebhookEndpoint(\n      endpointId: $id\n      url: $url\n      description: $description\n      enabled: $enabled\n      eventTypes: $eventTypes\n    ) {\n      endpointId\n      url\n      description\n      enabled\n      eventTypes\n    }\n  }\n"): typeof import('./graphql').UpdateEndpointDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation RotateSecret($id: ID!) {\n    rotateWebhookSecret(endpointId: $id) {\n      secret\n      endpoint {\n        endpointId\n      }\n    }\n  }\n"): typeof import('./graphql').RotateSecretDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation DeleteEndpoint($id: ID!) {\n    deleteWebhookEndpoint(endpointId: $id)\n  }\n"): typeof import('./graphql').DeleteEndpointDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation SendTest($id: ID!) {\n    sendTestWebhook(endpointId: $id)\n  }\n"): typeof import('./graphql').SendTestDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation Redeliver($id: ID!) {\n    redeliverWebhook(deliveryId: $id)\n  }\n"): typeof import('./graphql').RedeliverDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query Deliveries($id: ID!, $offset: Int, $limit: Int) {\n    webhookDeliveries(endpointId: $id, offset: $offset, limit: $limit) {\n      total\n      deliveries {\n        deliveryId\n        messageId\n        eventType\n        status\n        attempts\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        responseStatus\n        lastFailure\n      }\n    }\n  }\n"): typeof import('./graphql').DeliveriesDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  query EndpointHealth {\n    webhookEndpoints {\n      endpointId\n      enabled\n      health {\n        status\n        lastSuccessAt\n        lastFailureAt\n        failingSince\n        attemptsLast24Hours\n        failedLast24Hours\n        disabledAt\n        disabledReason\n      }\n    }\n  }\n"): typeof import('./graphql').EndpointHealthDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation Recover($id: ID!, $since: DateTime!) {\n    recoverWebhookDeliveries(endpointId: $id, since: $since)\n  }\n"): typeof import('./graphql').RecoverDocument;
/**
 * The resellerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function resellerGraphql(source: "\n  mutation Enable($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(endpointId: $id, enabled: $enabled) {\n      endpointId\n    }\n  }\n"): typeof import('./graphql').EnableDocument;


export function resellerGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
