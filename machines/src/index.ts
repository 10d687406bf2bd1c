/**
 * @wl/machines: the flows of the site as XState v5 machines, testable without a browser. Pure logic:
 * every server call is an actor the app provides with `machine.provide({ actors })`, and
 * every wait is an `after` delay, so tests drive time with SimulatedClock.
 */
export { ApiError, errorAsksForCaptcha, errorFieldCodes, toServerError, type ServerError } from './apiError.js';
export {
  CONFIRMATION_WRONG,
  EMAIL_RULE,
  MOBILE_FORMAT,
  anythingRule,
  codeProblem,
  confirmationProblem,
  describeProblem,
  hasProblems,
  mobileProblem,
  requiredRule,
  serverFieldProblems,
  smsCodeProblem,
  type FieldProblem,
  type ProblemText,
  type Problems,
} from './problems.js';
export {
  countdownSeconds,
  smsCanSend,
  smsCountdownMachine,
  type SmsCodeRequest,
  type SmsCountdownContext,
  type SmsCountdownEvent,
  type SmsCountdownInput,
  type SmsCountdownSnapshot,
  type SmsSent,
} from './smsCountdown.js';
export * from './loginForm.js';
export { loginMachine, loginStep, type LoginContext, type LoginEvent, type LoginInput, type LoginSnapshot, type VerificationAnswer } from './login.js';
export * from './registrationForm.js';
export {
  registrationMachine,
  type AffiliateCheck,
  type RegistrationContext,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationSnapshot,
} from './registration.js';
export {
  forgotPasswordMachine,
  validateForgot,
  type ForgotField,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  type ForgotPasswordInput,
  type ForgotPasswordSnapshot,
  type ForgotTab,
  type ForgotValues,
  type PasswordSetByPhone,
} from './forgotPassword.js';
export {
  changePasswordMachine,
  validateChangePassword,
  type ChangePasswordContext,
  type ChangePasswordEvent,
  type ChangePasswordField,
  type ChangePasswordInput,
  type ChangePasswordOutput,
  type ChangePasswordSnapshot,
} from './changePassword.js';
export { logoutMachine, type LogoutContext, type LogoutEvent, type LogoutOutput, type LogoutSnapshot } from './logout.js';
export { favouritesMachine, isFavourite, type FavouriteOp, type FavouritesContext, type FavouritesEvent, type FavouritesSnapshot } from './favourites.js';
export {
  launchMachine,
  routeOf,
  type LaunchContext,
  type LaunchInput,
  type LaunchOutcome,
  type LaunchSnapshot,
  type LaunchTarget,
  type LaunchUser,
} from './launch.js';
export {
  contractActions,
  contractMachine,
  contractSnapshot,
  contractStep,
  type ContractAction,
  type ContractContext,
  type ContractEvent,
  type ContractInput,
  type ContractSnapshot,
  type ContractStepResult,
} from './contract.js';
export {
  promotionMachine,
  promotionRefusal,
  promotionSnapshot,
  promotionStatus,
  promotionStep,
  type PromotionAction,
  type PromotionEvent,
  type PromotionFacts,
  type PromotionRefusal,
  type PromotionSnapshot,
} from './promotion.js';
export {
  realityCheckMachine,
  realityCheckOpen,
  type RealityCheckContext,
  type RealityCheckEvent,
  type RealityCheckInput,
  type RealityCheckSnapshot,
  type RealityFigures,
} from './reality-check.js';
export {
  RETRY_MS as ANNOUNCEMENT_RETRY_MS,
  SETTLE_MS as ANNOUNCEMENT_SETTLE_MS,
  announcementMachine,
  announcementPopup,
  popupsToShow,
  type AnnouncementContext,
  type AnnouncementEvent,
  type AnnouncementInput,
  type AnnouncementReader,
  type AnnouncementSnapshot,
} from './announcement.js';
