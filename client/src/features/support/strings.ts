/**
 * Every word the support console shows. The console is English-only for now; keeping the
 * strings here (not inline) lets them move to i18next later without touching components.
 */
export const S = {
  appTitle: 'Support console',
  loading: 'Loading…',
  retry: 'Try again',
  refresh: 'Refresh',
  cancel: 'Cancel',
  none: '—',
  networkError: 'The server could not be reached. Check the connection and try again.',
  badResponse: 'The server sent an unexpected answer. Please try again.',
  notFoundPage: 'This console page does not exist.',

  login: {
    heading: 'Staff sign-in',
    intro: 'Support and admin staff only.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    missing: 'Enter your username and password.',
  },

  layout: {
    nav: 'Console sections',
    accounts: 'Members & agents',
    outbox: 'Outbox',
    settings: 'Site settings',
    signedInAs: 'Signed in as',
    logout: 'Log out',
    roles: { support: 'Support', admin: 'Admin' } as Record<string, string>,
  },

  list: {
    search: 'Search',
    pagination: 'Pages',
    prev: 'Previous',
    next: 'Next',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    results: (n: number) => (n === 1 ? '1 result' : `${n.toLocaleString('en-US')} results`),
    empty: 'Nothing matches.',
    emptyFiltered: 'Nothing matches these filters. Clear the search to see everything.',
  },

  accounts: {
    heading: 'Members & agents',
    filter: 'Account type',
    kinds: { all: 'All', member: 'Members', agent: 'Agents', trial: 'Trial' },
    searchHint: 'Username, mobile or email',
    cols: ['Username', 'Type', 'Status', 'Upline', 'Mobile', 'Email', 'Created', 'Last login'],
    tableLabel: 'Accounts',
  },

  types: { member: 'member', agent: 'agent', trial: 'trial', other: (t: number) => `type ${t}` },

  profile: {
    back: 'Back to the list',
    fields: {
      nickname: 'Nickname', type: 'Type', status: 'Status', upline: 'Upline', mobile: 'Mobile', email: 'Email',
      payeeName: 'Payee name', verifyMethod: 'Login verification', language: 'Language', balance: 'Balance',
      downline: 'Downline accounts', created: 'Created', lastLogin: 'Last login', knownIps: 'Known IPs',
    },
    noIps: 'No IP seen yet',
  },

  sessions: {
    heading: 'Sessions',
    tableLabel: 'Sessions',
    cols: ['Created', 'Last seen', 'Expires', 'IP', 'User agent', 'Status', ''],
    empty: 'This account has never signed in.',
    active: 'Active',
    expired: 'Expired',
    revoked: 'Revoked',
    reasons: { staff: 'by staff', logout: 'logged out', 'password-changed': 'password changed' } as Record<string, string>,
    revoke: 'Revoke',
    confirmTitle: 'Revoke this session?',
    confirmBody: 'The member will be signed out at once.',
    confirmAction: 'Revoke session',
    revoking: 'Revoking…',
  },

  outbox: {
    heading: 'Outbox',
    intro: 'SMS and email the site sent through the default provider, newest first.',
    filter: 'Channel',
    channels: { all: 'All', sms: 'SMS', email: 'Email' },
    searchHint: 'Recipient or message text',
    cols: ['Time', 'Channel', 'Recipient', 'Subject', 'Message'],
    tableLabel: 'Outbox messages',
  },

  settings: {
    heading: 'Site settings',
    readOnly: 'Read only: only admin staff can change site settings.',
    site: 'Site',
    modules: 'Modules',
    modulesHint: 'A module works only when it and every module above it are on.',
    parentOff: 'off because a module above it is off',
    switches: 'Site switches',
    maintenance: 'Maintenance',
    maintenanceHint: 'Members see the maintenance page and cannot log in.',
    region: 'Region restriction',
    regionHint: 'Block the countries and IPs listed in the site settings.',
    save: 'Save changes',
    saving: 'Saving…',
    discard: 'Discard changes',
    saved: 'Saved. Every gateway node applies the change within a second.',
    noChanges: 'No unsaved changes.',
    confirmTitle: 'Turn maintenance on?',
    confirmBody: 'Members will see the maintenance page.',
    confirmAction: 'Turn maintenance on',
  },
} as const;
