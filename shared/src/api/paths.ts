/**
 * Every HTTP path of the public API, in one place. The route table (routes/) pairs each with its
 * method and schemas; gateway routes and client calls take their paths from there.
 */
export const API = {
  login: '/wps/session/login',
  loginVerify: '/wps/session/login/verification',
  loginFreePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  socialStart: '/wps/session/social/:provider/start',
  socialCallback: '/wps/session/social/:provider/callback',
  socialComplete: '/wps/session/social/complete',
  socialTicket: '/wps/session/social/ticket',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  status: '/wps/system/status',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  /** GET: the site's uploaded logo, `<hash>.png|jpg`, cached for good (its name is its content). */
  siteLogo: '/wps/system/logo/:file',
  siteTexts: '/wps/system/siteTexts',
  publicKey: '/wps/system/publicKey',
  humanCheck: '/wps/system/humanCheck',
  captcha: '/wps/captcha',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  memberFirstLogin: '/wps/member/info/firstLogin',
  memberLanguage: '/wps/member/language',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  password: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordPhone: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  balance: '/wps/v2/wallets/balance',
  /** GET: the member's deposit limits, use per window and self-exclusion (docs/RESPONSIBLE.md). */
  responsible: '/wps/member/responsible',
  /** PUT: set, lower, raise (after 24 hours) or remove deposit limits. */
  responsibleLimits: '/wps/member/responsible/limits',
  /** POST: start a self-exclusion (confirmed; cannot be undone early). */
  responsibleExclusion: '/wps/member/responsible/exclusion',
  /** POST: start a time-out, 24 hours to 6 weeks (confirmed): every session ends, no login, play or deposit until it ends. */
  responsibleTimeOut: '/wps/member/responsible/time-out',
  /** GET: this session's reality check (interval, start, play since login); PUT: choose the interval. */
  responsibleRealityCheck: '/wps/member/responsible/reality-check',
  /** POST: the member's answer to a reality check: continue, or stop (ends the session). */
  responsibleRealityAnswer: '/wps/member/responsible/reality-check/answer',
  /** Staff: one member's responsible-gaming settings, and the whole site's responsible-gaming history (docs/RESPONSIBLE.md). */
  staffAccountResponsible: '/wps/support/accounts/:id/responsible',
  staffResponsibleLog: '/wps/support/responsible/log',
  // Withdrawals (docs/CASHIER.md): GET list / POST request on `withdraw`.
  withdraw: '/wps/member/withdraw',
  withdrawOverview: '/wps/member/withdraw/overview',
  withdrawPayees: '/wps/member/withdraw/payees',
  withdrawPaymentPassword: '/wps/member/withdraw/payment-password',
  /** PUT: change the payment password with the current one. */
  withdrawPaymentPasswordChange: '/wps/member/withdraw/payment-password/change',
  withdrawReceipt: '/wps/member/withdraw/:id/receipt',
  /** POST: take back a withdrawal that is still only requested; the held money returns to the balance. */
  withdrawCancel: '/wps/member/withdraw/:id/cancel',
  staffWithdrawals: '/wps/support/withdrawals',
  staffWithdrawal: '/wps/support/withdrawals/:id',
  staffWithdrawalApprove: '/wps/support/withdrawals/:id/approve',
  staffWithdrawalReject: '/wps/support/withdrawals/:id/reject',
  staffWithdrawalPaid: '/wps/support/withdrawals/:id/paid',
  staffWithdrawLimits: '/wps/support/withdraw-limits',
  // Cashier settings (docs/CASHIER.md "Staff settings"): channels and wallet mode, admin writes.
  staffCashierChannels: '/wps/support/cashier/channels',
  staffCashierChannel: '/wps/support/cashier/channels/:id',
  staffWalletMode: '/wps/support/cashier/wallet-mode',
  // Transfers and records (docs/TRANSFERS.md).
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  transferTargets: '/wps/member/transfer/targets',
  transferRelation: '/wps/member/transfer/relation',
  recordsAccount: '/wps/member/records/transactions',
  recordsBetting: '/wps/member/records/bets',
  /** GET: one row per stake with its game, vendor, round, win and result; `:id` opens one bet. */
  recordsRounds: '/wps/member/records/rounds',
  recordsRound: '/wps/member/records/rounds/:id',
  recordsProfit: '/wps/member/records/profit',
  recordsBonus: '/wps/member/records/bonus',
  recordsRebate: '/wps/member/records/rebate',
  staffLogin: '/wps/support/session/login',
  staffLogout: '/wps/support/session/logout',
  staffMe: '/wps/support/me',
  /** GET: how many items wait in each work queue the signed-in staff member may see (the console's dashboard). */
  staffQueues: '/wps/support/queues',
  // Roles and their permissions per site (docs/STAFF.md): GET the list, PUT one role's set.
  staffRoles: '/wps/support/roles',
  staffRole: '/wps/support/roles/:role',
  staffAccounts: '/wps/support/accounts',
  staffAccount: '/wps/support/accounts/:id',
  staffAccountSessions: '/wps/support/accounts/:id/sessions',
  /** PUT: suspend or reactivate an account, with a reason (members.manage). */
  staffAccountStatus: '/wps/support/accounts/:id/status',
  /** GET the staff notes on an account, newest first; POST adds one. */
  staffAccountNotes: '/wps/support/accounts/:id/notes',
  /** POST: a new temporary password for the member, shown once; every session ends (members.manage). */
  staffAccountPassword: '/wps/support/accounts/:id/password',
  /** GET the member's latest bets, the betting record's rows (members.read). */
  staffAccountBets: '/wps/support/accounts/:id/bets',
  staffRevokeSession: '/wps/support/sessions/:id',
  staffOutbox: '/wps/support/outbox',
  /** GET: the background jobs' last runs and failures (docs/JOBS.md). */
  staffJobs: '/wps/support/jobs',
  staffSettings: '/wps/support/settings',
  /** POST multipart `logo`: the site's new logo (PUT settings with `logo: null` removes it). */
  staffSettingsLogo: '/wps/support/settings/logo',
  // Deposits (docs/CASHIER.md): channels, orders, the sandbox gateway's page and callback, staff queue.
  depositChannels: '/wps/cashier/deposit/channels',
  depositOrders: '/wps/cashier/deposit/orders',
  /** GET: one of the member's own orders by its reference (the payment page sends the member back with it). */
  depositOrder: '/wps/cashier/deposit/orders/:ref',
  depositSandboxCallback: '/wps/cashier/deposit/callback/sandbox',
  sandboxPay: '/wps/sandbox/pay/:ref',
  staffDeposits: '/wps/support/deposits',
  staffDepositReview: '/wps/support/deposits/:id/review',
  staffAccountJournal: '/wps/support/accounts/:id/journal',
  staffAccountAdjust: '/wps/support/accounts/:id/adjustments',
  // A rebate booked by staff (journal kind rebate.manual; docs/REBATES.md).
  staffAccountRebate: '/wps/support/accounts/:id/rebates',
  // Four eyes (docs/STAFF.md): adjustments waiting for a second staff member; approve or refuse one.
  staffApprovals: '/wps/support/approvals',
  staffApprovalApprove: '/wps/support/approvals/:id/approve',
  staffApprovalRefuse: '/wps/support/approvals/:id/refuse',
  // Games (docs/GAMES.md): catalogue and lobby calls.
  gameMenus: '/lgw/games/game_menus',
  gameList: '/wps/relay/GCSGAME_gameList',
  gameSearch: '/lgw/games/search',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  gameVendorLanes: '/wps/relay/GCSGAME_newGameVendor',
  recentGames: '/wps/relay/GCS_recentGame',
  favouriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGameV2',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGameV2',
  rankList: '/wps/relay/GCSGAME_getRankList',
  roomList: '/wps/relay/GLS2_roomList',
  launchGame: '/wps/game/launchGame',
  /** The relay form of launchGame: the same launch, trial accounts refused. */
  gameLaunchFB: '/wps/relay/GCS_gameLaunchFB',
  // Seamless wallet (docs/SEAMLESS.md): signed server-to-server calls of game vendors.
  seamlessBalance: '/wps/seamless/v1/balance',
  seamlessDebit: '/wps/seamless/v1/debit',
  seamlessCredit: '/wps/seamless/v1/credit',
  seamlessRollback: '/wps/seamless/v1/rollback',
  /** Generated catalogue art (SVG): a game's icon and a vendor's logo. */
  gameIcon: '/lgw/games/icons/:nodeId.svg',
  vendorIcon: '/lgw/games/vendors/:vassalage.svg',
  /** Staff (docs/GAMES.md "Staff"): vendors with this merchant's settings; PUT one (admin). */
  staffGameVendors: '/wps/support/games/vendors',
  staffGameVendor: '/wps/support/games/vendors/:code',
  /**
   * Staff (docs/SEAMLESS.md "Rotation"): this site's wallet-API credential of each vendor (never a
   * secret); POST (admin) a new secret for one, answered once, the old one kept for an overlap.
   */
  staffVendorCredentials: '/wps/support/games/vendor-credentials',
  staffVendorCredentialRotate: '/wps/support/games/vendor-credentials/:code/rotate',
  /** PUT (admin): a game's maintenance flag, catalogue-wide. */
  staffGameMaintenance: '/wps/support/games/:nodeId/maintenance',
  // Home-page content (docs/HOME.md): public reads, staff edits (admin writes), generated art.
  homeBanners: '/wps/home/banners',
  homeNotices: '/wps/home/notices',
  homeMatches: '/wps/home/matches',
  homeVideos: '/wps/home/videos',
  homeArt: '/lgw/home/art/:name.svg',
  homeCrest: '/lgw/home/crests/:name.svg',
  staffHomeBanners: '/wps/support/home/banners',
  staffHomeBanner: '/wps/support/home/banners/:id',
  staffHomeNotices: '/wps/support/home/notices',
  staffHomeNotice: '/wps/support/home/notices/:id',
  staffHomeMatches: '/wps/support/home/matches',
  staffHomeMatch: '/wps/support/home/matches/:id',
  staffHomeVideos: '/wps/support/home/videos',
  staffHomeVideo: '/wps/support/home/videos/:id',
  // Lottery (docs/LOTTERY.md): the lottery paths plus draws and bets under /lotto/lgw.
  lotteryGames: '/lotto/lgw/games',
  lotteryOpenedNumero: '/lotto/lgw/games/opened/numero',
  lotteryCurrentDraw: '/lotto/lgw/draws/current',
  lotteryDraw: '/lotto/lgw/draws/:gameCode/:issue',
  lotteryBets: '/lotto/lgw/bets',
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnGameMenuRecent: '/lgw/vn/games/game_menu/recent',
  vnOpenedGame: '/lgw/vn/numeros/opened/game',
  // In-house games (docs/FAIRNESS.md): configuration, commit-reveal seeds, bets, history.
  bgsGames: '/wps/bgs/games',
  bgsWallet: '/wps/bgs/wallet',
  bgsFairness: '/wps/bgs/fairness',
  bgsRotate: '/wps/bgs/fairness/rotate',
  bgsBet: '/wps/bgs/:game/bet',
  bgsRounds: '/wps/bgs/rounds',
  bgsRound: '/wps/bgs/rounds/:id',
  // Support replay and the staff action log (docs/REPLAY.md).
  staffAccountEvents: '/wps/support/accounts/:id/events',
  staffAccountEventsExport: '/wps/support/accounts/:id/events/export',
  staffActions: '/wps/support/staff-actions',
  // Credits held above the win caps (docs/SEAMLESS.md): the queue, and the two decisions.
  staffHeldCredits: '/wps/support/held-credits',
  staffHeldCreditApprove: '/wps/support/held-credits/:id/approve',
  staffHeldCreditRefuse: '/wps/support/held-credits/:id/refuse',
  // Internal messages (docs/MESSAGES.md): the member's inbox, the unread count (CSP_unreadCount), staff sends.
  messages: '/wps/member/messages',
  message: '/wps/member/messages/:id',
  messagesReadAll: '/wps/member/messages/read-all',
  unreadCount: '/wps/relay/CSP_unreadCount',
  staffMessages: '/wps/support/messages',
  // Promotions and the reward centre (docs/PROMOTIONS.md).
  /** GET: the site's promotions for a guest (no token); the member's own statuses come from memberPromotions. */
  promotions: '/wps/promotions',
  memberPromotions: '/wps/member/promotions',
  /** POST multipart: apply with a comment and up to 3 images (png/jpg by content). */
  promotionApply: '/wps/member/promotions/:id/apply',
  /** POST: join an event promotion / claim its reward once the target is met / sign in for today. */
  promotionJoin: '/wps/member/promotions/:id/join',
  promotionClaim: '/wps/member/promotions/:id/claim',
  promotionSign: '/wps/member/promotions/:id/sign',
  /** POST { promotionId }: claim a red envelope. */
  raffleClaim: '/wps/relay/MCS2_claimRafflePromotion',
  rewardCenter: '/wps/member/rewards',
  /** GET: the member's bonus locks and what may be withdrawn now (docs/PROMOTIONS.md "Locked bonus"). */
  bonusLocks: '/wps/member/rewards/bonus-locks',
  staffPromotions: '/wps/support/promotions',
  staffPromotion: '/wps/support/promotions/:id',
  staffPromotionApplications: '/wps/support/promotion-applications',
  staffPromotionApplication: '/wps/support/promotion-applications/:id',
  staffPromotionApprove: '/wps/support/promotion-applications/:id/approve',
  staffPromotionReject: '/wps/support/promotion-applications/:id/reject',
  // Points mall (docs/POINTS.md). Member token and the POINTS site flag for all.
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  pointReward: '/wps/relay/MCS2_getPointReward',
  pointConfig: '/wps/relay/MCS2_getPointConfig',
  /** GET: the member's redemptions and conversions, paged, by status. */
  redeemPointList: '/wps/relay/MCS2_getRedeemPointList',
  /** GET: every change of the member's points (earn, redeem, refund, convert), paged. */
  pointDetails: '/wps/relay/ODSFE2_MemTransDet',
  /** POST (encrypted, login password, idempotency key): redeem a reward; it waits In Process for staff. */
  redeemPoint: '/wps/relay/MCS2_redeemPointReward',
  /** POST (encrypted, login password, idempotency key): points to cash at the site's ratio. */
  convertPoint: '/wps/relay/MCS2_convertPoint',
  staffPointsConfig: '/wps/support/points/config',
  staffPointsRewards: '/wps/support/points/rewards',
  staffPointsReward: '/wps/support/points/rewards/:id',
  staffPointsRedemptions: '/wps/support/points/redemptions',
  staffPointsApprove: '/wps/support/points/redemptions/:id/approve',
  staffPointsReject: '/wps/support/points/redemptions/:id/reject',
  // Missions (docs/MISSIONS.md): the two relays (GET, member token), the claim, staff edits.
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  /** POST: claim a completed mission's reward for the current period. */
  missionClaim: '/wps/member/missions/:id/claim',
  staffMissions: '/wps/support/missions',
  staffMission: '/wps/support/missions/:id',
  // Agent centre: the agent's team (docs/AGENT.md "Team"); agent token only, own subtree only.
  agentTeamDownlines: '/wps/agent/team/downlines',
  agentTeamPath: '/wps/agent/team/downlines/:id/path',
  /** PUT: the caller's remark on one downline. */
  agentTeamRemark: '/wps/agent/team/downlines/:id/remark',
  agentTeamTree: '/wps/agent/team/tree',
  /** POST: register a direct downline (agent or member). */
  agentTeamRegister: '/wps/agent/team/register',
  agentTeamOverview: '/wps/agent/team/overview',
  agentTeamBets: '/wps/agent/team/bets',
  agentTeamTransactions: '/wps/agent/team/transactions',
  agentTeamProfit: '/wps/agent/team/profit',
  /** GET: the team's recorded activity (deposits, big wins, registrations below the caller), newest first. */
  agentTeamActivity: '/wps/agent/team/activity',
  // Agent contracts (docs/AGENT.md "Contracts"): given (agent token) and received (any non-trial member token).
  /** GET: contracts the agent gave (paged, by state and type); POST: offer one to a direct downline. */
  agentContracts: '/wps/agent/contracts',
  /** GET: per contract type, the most the agent may offer or propose now (maxRateBp). */
  agentContractLimits: '/wps/agent/contracts/limits',
  /** GET: before an offer, the downline team's last finished period and the agent's own rate (who would earn what). */
  agentContractOfferPreview: '/wps/agent/contracts/preview',
  /** GET: contracts the caller received from its upline. */
  memberContracts: '/wps/member/contracts',
  /** GET: the contract/consolidated flags (dailysalreqtype, divtypereq, contracthoursalreqtype, realtimesalreqtype). */
  memberContractsConsolidated: '/wps/member/contracts/consolidated',
  memberContract: '/wps/member/contracts/:id',
  memberContractPreview: '/wps/member/contracts/:id/preview',
  memberContractAccept: '/wps/member/contracts/:id/accept',
  memberContractReject: '/wps/member/contracts/:id/reject',
  memberContractWithdraw: '/wps/member/contracts/:id/withdraw',
  memberContractTerminate: '/wps/member/contracts/:id/terminate',
  memberContractAgreeTermination: '/wps/member/contracts/:id/terminate/agree',
  memberContractDeclineTermination: '/wps/member/contracts/:id/terminate/decline',
  /** POST: the agent proposes new terms for an active contract (rate, thresholds; type and period stay). */
  memberContractTerms: '/wps/member/contracts/:id/terms',
  memberContractTermsAccept: '/wps/member/contracts/:id/terms/accept',
  memberContractTermsReject: '/wps/member/contracts/:id/terms/reject',
  memberContractTermsWithdraw: '/wps/member/contracts/:id/terms/withdraw',
  /** POST { action: accept | reject }: answer the caller's pending request of one type. */
  dividendReq: '/wps/relay/MCS2_processDividendReq',
  dailySalaryReq: '/wps/relay/MCS2_processDailySalContract',
  hourSalaryReq: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalaryReq: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  // Agent salary (docs/AGENT.md "Settlement"): payouts the caller earned or gave; member token, own data only.
  /** GET: which salary pages to show (enableCt, salary, hourSalary, agentRealtimeSalary). */
  agentSalaryFlags: '/wps/agent/salary/flags',
  /** GET ?type&side&from&to: payouts of one type (dividend record, daily wages, hourly salary, real-time salary history). */
  agentSalaryPayouts: '/wps/agent/salary/payouts',
  /** GET: the bets one payout line was computed from. */
  agentSalaryPayoutBets: '/wps/agent/salary/payouts/:id/bets',
  /** GET: the current real-time salary accrual, next settlement and today's total. */
  agentSalaryRealtime: '/wps/agent/salary/realtime',
  /** GET ?from&to: my income (agentRevenueReport) per day and type. */
  agentRevenue: '/wps/agent/salary/revenue',
  // Announcements (docs/ANNOUNCEMENTS.md): the relay (no token), the list page, staff edits.
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  announcementList: '/wps/announcements',
  staffAnnouncements: '/wps/support/announcements',
  staffAnnouncement: '/wps/support/announcements/:id',
  /** POST: publish (pushes `announcement:published` to every open page of the site) / unpublish. */
  staffAnnouncementPublish: '/wps/support/announcements/:id/publish',
  staffAnnouncementUnpublish: '/wps/support/announcements/:id/unpublish',
  // Feedback, help editing, referral (docs/ENGAGE.md).
  /** PUT: the feedback popup's call (no token needed; a member's token records the account). */
  feedback: '/wps/feedback',
  staffFeedback: '/wps/support/feedback',
  staffFeedbackItem: '/wps/support/feedback/:id',
  staffFeedbackReply: '/wps/support/feedback/:id/reply',
  staffFeedbackStatus: '/wps/support/feedback/:id/status',
  /** GET ?lang: the help articles of one language (and EN beside it); PUT: create or replace one. */
  staffHelp: '/wps/support/help',
  staffHelpArticle: '/wps/support/help/:id',
  // VIP tasks and the lucky wheel (docs/VIP-WHEEL.md): member token and VIP only; staff edits.
  vipTasks: '/wps/member/vip/tasks',
  /** POST: claim a done task's reward (spins and/or bonus) once per period. */
  vipTaskClaim: '/wps/member/vip/tasks/:id/claim',
  /** GET: segments, spins left and the committed seed hash. */
  vipWheel: '/wps/member/vip/wheel',
  /** POST (header idempotency-key): spend one spin. */
  vipWheelSpin: '/wps/member/vip/wheel/spin',
  vipWheelSpins: '/wps/member/vip/wheel/spins',
  /** POST { clientSeed? }: reveal the server seed and commit a new one. */
  vipWheelRotate: '/wps/member/vip/wheel/rotate',
  staffVipTasks: '/wps/support/vip/tasks',
  staffVipTask: '/wps/support/vip/tasks/:id',
  staffVipWheel: '/wps/support/vip/wheel',
  staffVipWheelSpins: '/wps/support/vip/wheel/spins',
  referral: '/wps/member/referral',
  referralFriends: '/wps/member/referral/friends',
  // VIP club (docs/VIP.md): the level table (no token), the member's overview and host, staff edits.
  vipLevels: '/wps/vip/levels',
  memberVip: '/wps/member/vip',
  memberVipHost: '/wps/member/vip/host',
  /** GET / PUT the whole level table (VIP 0..20). */
  staffVipLevels: '/wps/support/vip/levels',
  /** GET / PUT the personal host's contact. */
  staffVipHost: '/wps/support/vip/host',
  staffVipPayouts: '/wps/support/vip/payouts',
  // App links, blog and news, security centre (docs/PAGES.md).
  /** GET (no token): the iOS and Android app entries. */
  appLinks: '/wps/pages/apps',
  /** GET (no token) ?kind&lang&page&pageSize: published articles, newest first. */
  articles: '/wps/pages/articles',
  article: '/wps/pages/articles/:id',
  staffAppLinks: '/wps/support/apps',
  /** PUT (admin): one platform's entry. */
  staffAppLink: '/wps/support/apps/:platform',
  staffArticles: '/wps/support/articles',
  staffArticle: '/wps/support/articles/:id',
  /** POST (admin): publish / unpublish one article. */
  staffArticlePublish: '/wps/support/articles/:id/publish',
  staffArticleUnpublish: '/wps/support/articles/:id/unpublish',
  /** GET (member): recent sign-ins, active sessions, checklist facts. */
  securityOverview: '/wps/member/security/overview',
  /** DELETE (member): sign out every other session of the account. */
  securitySessions: '/wps/member/security/sessions',
  // Live hosts and their chat (docs/LIVE-MODELS.md). No token needed for either call.
  modelList: '/wps/relay/CBS_modelList',
  launchChat: '/wps/relay/CBS_launchChat',
  liveModelAvatar: '/wps/live-models/:id/avatar.svg',
  staffLiveModels: '/wps/support/live-models',
  staffLiveModel: '/wps/support/live-models/:id',
  health: '/health',
  ready: '/ready',
  /** POST, no token (docs/FAIRNESS.md): recompute a round, spin or draw from its revealed seed and inputs. */
  fairVerify: '/wps/fair/verify',
  /** POST, no token: check a stored round, spin or draw against its revealed seed (SEED_NOT_REVEALED before). */
  fairVerifyStored: '/wps/fair/verify/stored',
} as const;

/** The header that carries the member token (a page may also hand one over once in the query string at start). */
export const TOKEN_HEADER = 'authorization';
export const GATEWAY_VERSION_HEADER = 'x-gateway-version';

/** Second verification setup: the member picks how a login from a new IP is confirmed; staff can reset it. */
export const SECURITY_API = {
  /** GET the member's setup; PUT a method (SMS, EMAIL, BANK_NAME) or NONE. */
  verifyMethod: '/wps/member/security/verification',
  /** POST: a new authenticator secret to scan; PUT: the first code, which switches TOTP on. */
  totp: '/wps/member/security/verification/totp',
  /** DELETE (staff): the account's method is cleared; the member sets a new one. */
  staffVerifyMethod: '/wps/support/accounts/:id/verification',
} as const;
