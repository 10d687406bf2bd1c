/**
 * Writes shared/src/form-checks.generated.ts: the browser's field checks of the request bodies its
 * console and agent forms send, compiled from the bodies' schemas (shared/src/api/*.ts) by
 * TypeBox's compiler, so a form runs the gateway's own rules without shipping TypeBox. One check
 * per top-level property, so the form can say which field is wrong. Run after changing a schema:
 *   npm run gen -w shared
 * (a unit test fails while the committed file differs from what this writes).
 *
 * An optional property's check lets `undefined` through (the property is left out of the body);
 * rules across fields (one of two rewards set, an end after the start) stay with the form and the
 * gateway.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, OptionalKind, Type, type TObject, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { OfferContractRequest, ProposeTermsRequest } from '../src/api/agent-contracts.js';
import { AnnouncementInput } from '../src/api/announcements.js';
import { ChannelInput, WalletModeSettings } from '../src/api/cashier-settings.js';
import { CreateDepositRequest } from '../src/api/deposit.js';
import { RegisterDownlineRequest } from '../src/api/agent-team.js';
import { BannerInput, HotMatchInput, NoticeInput, VideoInput } from '../src/api/content.js';
import { FeedbackReplyRequest, HelpArticleInput } from '../src/api/engage.js';
import { LiveModelInput } from '../src/api/live-models.js';
import { SendMessageRequest } from '../src/api/messages.js';
import { MissionInput } from '../src/api/missions.js';
import { AppLinkInput, ArticleInput } from '../src/api/pages.js';
import { PointsConfig, PointsRewardInput } from '../src/api/points.js';
import { PromotionInput } from '../src/api/promotions.js';
import { StaffVendorCredentialRotate } from '../src/api/seamless.js';
import { VipTaskInput, WheelSegmentInput } from '../src/api/vip-wheel.js';
import { VipHost, VipLevel } from '../src/api/vip.js';
import { WithdrawLimits } from '../src/api/withdraw.js';

export const GENERATED = path.resolve(import.meta.dirname, '../src/form-checks.generated.ts');

/** The request bodies a form sends, by the name the generated file exports them under. */
export const FORM_BODIES: Record<string, TObject> = {
  announcementInput: AnnouncementInput,
  appLinkInput: AppLinkInput,
  articleInput: ArticleInput,
  bannerInput: BannerInput,
  channelInput: ChannelInput,
  createDepositRequest: CreateDepositRequest,
  feedbackReplyRequest: FeedbackReplyRequest,
  helpArticleInput: HelpArticleInput,
  hotMatchInput: HotMatchInput,
  liveModelInput: LiveModelInput,
  missionInput: MissionInput,
  noticeInput: NoticeInput,
  offerContractRequest: OfferContractRequest,
  pointsConfig: PointsConfig,
  pointsRewardInput: PointsRewardInput,
  promotionInput: PromotionInput,
  proposeTermsRequest: ProposeTermsRequest,
  registerDownlineRequest: RegisterDownlineRequest,
  sendMessageRequest: SendMessageRequest,
  staffVendorCredentialRotate: StaffVendorCredentialRotate,
  videoInput: VideoInput,
  vipHost: VipHost,
  vipLevel: VipLevel,
  vipTaskInput: VipTaskInput,
  walletModeSettings: WalletModeSettings,
  wheelSegmentInput: WheelSegmentInput,
  withdrawLimits: WithdrawLimits,
};

/**
 * The schema with each `Type.Unsafe` enum (a list of allowed strings, which TypeBox's compiler
 * cannot read) as the union of its literals, at every depth; the gateway's validator reads both
 * the same way.
 */
export function compilable(schema: TSchema): TSchema {
  if (schema[Kind] === 'Unsafe' && Array.isArray(schema.enum)) {
    const union = Type.Union((schema.enum as string[]).map((v) => Type.Literal(v)));
    return schema[OptionalKind] === 'Optional' ? Type.Optional(union) : union;
  }
  // Object.assign keeps TypeBox's symbol keys (Kind, OptionalKind), which JSON would drop.
  const copy = Object.assign({}, schema) as unknown as Record<string, unknown>;
  if (Array.isArray(copy.anyOf)) copy.anyOf = copy.anyOf.map((s: TSchema) => compilable(s));
  if (copy.items && typeof copy.items === 'object' && !Array.isArray(copy.items)) copy.items = compilable(copy.items as TSchema);
  if (copy.properties && typeof copy.properties === 'object') {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([k, s]) => [k, compilable(s as TSchema)]));
  }
  return copy as unknown as TSchema;
}

/**
 * The string formats a body uses, as the gateway's validator reads them (ajv-formats' full
 * mode), as JavaScript source: compiled checks call `format(name, value)`, which the generated
 * file defines from these.
 */
export const FORMATS: Record<string, string> = {
  'date-time': String.raw`(value) => /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))`,
};

/** One property's compiled check as a JavaScript function expression. */
function compiled(schema: TSchema): string {
  if (schema[Kind] === undefined) throw new Error('not a TypeBox schema');
  // JavaScript, not the compiler's TypeScript flavour: that one annotates `for...of` variables,
  // which TypeScript refuses. The generated file's exports carry their types instead.
  const code = TypeCompiler.Code(compilable(schema), [], { language: 'javascript' });
  // The compiler writes a body for `new Function`: `return function check(value) {...}`, after
  // the constants it needs (a pattern's RegExp), which then live in a closure of their own.
  if (!/^return function check\(value\)/m.test(code)) throw new Error(`unexpected compiler output: ${code.slice(0, 80)}`);
  const check = code.startsWith('return ') ? code.slice('return '.length).trim() : `(() => {\n${code.trim()}\n})()`;
  return schema[OptionalKind] === 'Optional' ? `(value) => value === undefined || (${check})(value)` : check;
}

function checksOf(schema: TObject): string {
  return Object.entries(schema.properties)
    .map(([key, property]) => `    ${key}: ${compiled(property)},`)
    .join('\n');
}

export function generate(): string {
  const bodies = Object.entries(FORM_BODIES).map(([name, schema]) => {
    const type = name.charAt(0).toUpperCase() + name.slice(1);
    return [
      `/** ${type}: a check per property. */`,
      `export const ${name}: FieldChecks<'${Object.keys(schema.properties).join("' | '")}'> = {\n${checksOf(schema)}\n};`,
      '',
    ].join('\n');
  });
  // A format check compiles to a call of `format(name, value)`: the formats used, written out.
  const used = [...new Set(bodies.flatMap((b) => [...b.matchAll(/format\('([^']+)', value\)/g)].map((m) => m[1]!)))];
  const unknown = used.filter((name) => !FORMATS[name]);
  if (unknown.length) throw new Error(`add the format(s) ${unknown.join(', ')} to FORMATS`);
  const format = used.length
    ? [
        '/** The string formats the checks name, as the gateway reads them. */',
        `const FORMATS = {\n${used.map((name) => `  '${name}': ${FORMATS[name]},`).join('\n')}\n};`,
        'const format = (name, value) => FORMATS[name](value);',
        '',
      ]
    : [];
  // `uniqueItems` compiles to a call of the compiler's `hash`, which it hands in when it builds
  // the function itself; here a JSON key stands in (the lists checked hold strings).
  const hash = bodies.some((b) => b.includes('hash('))
    ? ["/** Stands in for the compiler's structural hash in `uniqueItems` checks. */", 'const hash = (value) => JSON.stringify(value);', '']
    : [];
  return [
    '// Generated by shared/scripts/form-checks.ts from shared/src/api/*.ts: do not edit (npm run gen -w shared).',
    '// @ts-nocheck: compiler output, held to the schemas by shared/src/form-checks.test.ts.',
    '/* eslint-disable */',
    '',
    '/** Checks of a request body, one per top-level property: true when the value fits. */',
    'export type FieldChecks<K extends string = string> = { readonly [P in K]: (value: unknown) => boolean };',
    '',
    ...format,
    ...hash,
    ...bodies,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(GENERATED, generate());
  console.log(`wrote ${path.relative(process.cwd(), GENERATED)}`);
}
