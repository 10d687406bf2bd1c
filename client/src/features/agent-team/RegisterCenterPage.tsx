import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  checkRule,
  problemMessageKey,
  TEAM_REMARK_MAX,
  type DownlineKind,
  type DownlineRow,
  type FieldRule,
  type RegisterDownlineRequest,
} from '@wl/shared/core';
import { registerDownlineRequest } from '@wl/shared/form-checks';
import { ApiError, problemFields } from '../../api/http';
import { useSession } from '../../session/session';
import { Field, FormError, Tabs } from '../../components/Field';
import { PATHS } from '../../lib/paths';
import { bindField, SCHEMA_INVALID, schemaResolver, setServerErrors } from '../../lib/form-resolver';
import { ruleOf, useRegisterSettings } from '../../hooks/useRegisterSettings';
import { InvitePanel } from '../../agent-kit/InvitePanel';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { teamApi, teamKey } from './teamQueries';
import { Panel } from '../../components/Panel';

type Values = { kind: DownlineKind; username: string; password: string; confirmPassword: string; nickname: string; remark: string };
const EMPTY: Omit<Values, 'kind'> = { username: '', password: '', confirmPassword: '', nickname: '', remark: '' };

/** The site's username and password rules (register settings), the resolver's context. */
type Rules = Record<'username' | 'password', FieldRule>;
/** Why a value breaks the site's rule for its field, as an i18n key and its placeholders; undefined when it does not. */
const ruleProblem = (value: string, rule: FieldRule) => {
  const p = checkRule(value, rule);
  return p ? problemMessageKey(p) : undefined;
};

/**
 * The body's own rules (@wl/shared/form-checks), then the site's username and password rules
 * with the same shared checkRule the public form uses, and the confirmation.
 */
const resolver = schemaResolver<Values, RegisterDownlineRequest, Rules>(registerDownlineRequest, {
  toBody: (v) => ({
    kind: v.kind,
    username: v.username,
    password: v.password,
    confirmPassword: v.confirmPassword,
    nickname: v.nickname.trim() || undefined,
    remark: v.remark.trim() || undefined,
  }),
  messages: {
    username: (v, rules) => ruleProblem(v.username, rules.username)?.key ?? SCHEMA_INVALID,
    password: (v, rules) => ruleProblem(v.password, rules.password)?.key ?? SCHEMA_INVALID,
    confirmPassword: 'rule.required',
  },
  rules: (body, _v, rules) => ({
    username: ruleProblem(body.username, rules.username)?.key,
    password: ruleProblem(body.password, rules.password)?.key,
    confirmPassword: body.confirmPassword !== body.password ? 'err.PASSWORD_MISMATCH' : undefined,
  }),
});

/**
 * registerCenter: the agent opens an account for a direct downline (agent or member). The site's
 * username and password rules are checked here with the same shared checkRule the public form
 * uses, and again by the gateway, whose per-field answer is shown beside the field. Success shows
 * the new account and offers another; the invitation link and QR stay beside the form.
 */
export default function RegisterCenterPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const { settings } = useRegisterSettings();
  const client = useQueryClient();
  const [done, setDone] = useState<DownlineRow | null>(null);
  const rules: Rules = {
    username: { ...ruleOf(settings, 'username'), show: true, required: true },
    password: { ...ruleOf(settings, 'password'), show: true, required: true },
  };
  const form = useForm<Values, Rules, RegisterDownlineRequest>({ defaultValues: { kind: 'member', ...EMPTY }, resolver, context: rules });
  const bind = bindField(form, t);
  const [kind, username, password] = form.watch(['kind', 'username', 'password']);
  /** A rule's message names its limits (lengths): the placeholders of the one shown now. */
  const ruleParams = (value: string, field: keyof Rules) => ruleProblem(value, rules[field])?.params;

  const send = useMutation({
    mutationFn: teamApi.register,
    onSuccess: (row) => {
      setDone(row);
      form.reset({ kind: form.getValues('kind'), ...EMPTY });
      void client.invalidateQueries({ queryKey: teamKey(member?.id) });
    },
    onError: (e) => {
      // The gateway names the field it refused: show it there, like the public form does.
      if (e instanceof ApiError && e.code === 'USERNAME_TAKEN') form.setError('username', { type: 'server', message: 'err.USERNAME_TAKEN' });
      else if (e instanceof ApiError && e.code === 'PASSWORD_MISMATCH') form.setError('confirmPassword', { type: 'server', message: 'err.PASSWORD_MISMATCH' });
      else if (e instanceof ApiError && e.code === 'RULE_VIOLATION') setServerErrors(form, problemFields(e), (_, key) => key);
    },
  });
  const serverError =
    send.error instanceof ApiError && ['USERNAME_TAKEN', 'PASSWORD_MISMATCH', 'RULE_VIOLATION'].includes(send.error.code)
      ? null
      : send.error
        ? t(send.error instanceof ApiError ? `err.${send.error.code}` : 'err.INTERNAL', { defaultValue: send.error.message })
        : null;
  const code = member?.affiliateCode ?? '';
  const link = `${window.location.origin}${PATHS.register}?referralCode=${encodeURIComponent(code)}`;

  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.registerCenter')} icon="user" />
      <div className="agent-grid">
        <Panel id="team-register-title" title={t('agentCentre.team.registerTitle')}>
          {done ? (
            <div className="team-done" role="status" data-testid="team-register-done">
              <p>{t(done.kind === 'agent' ? 'agentCentre.team.registeredAgent' : 'agentCentre.team.registeredMember', { username: done.username })}</p>
              <dl className="facts">
                <div>
                  <dt>{t('form.username')}</dt>
                  <dd data-testid="team-register-username">{done.username}</dd>
                </div>
                <div>
                  <dt>{t('agentCentre.accountType')}</dt>
                  <dd>{t(done.kind === 'agent' ? 'agentCentre.typeAgent' : 'agentCentre.typeMember')}</dd>
                </div>
                <div>
                  <dt>{t('agentCentre.nickname')}</dt>
                  <dd>{done.nickname || '—'}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => {
                  setDone(null);
                  send.reset();
                }}
                data-testid="team-register-again"
              >
                {t('agentCentre.team.registerAnother')}
              </button>
            </div>
          ) : (
            <form className="team-register" onSubmit={form.handleSubmit((body) => send.mutate(body))} noValidate data-testid="team-register-form">
              <Tabs
                label={t('agentCentre.accountType')}
                value={kind}
                onChange={(k) => form.setValue('kind', k)}
                tabs={[
                  { id: 'member', label: t('agentCentre.typeMember') },
                  { id: 'agent', label: t('agentCentre.typeAgent') },
                ]}
              />
              <Field
                label={t('form.username')}
                name="username"
                {...bind('username', ruleParams(username, 'username'))}
                required
                autoComplete="off"
                icon="user"
              />
              <Field
                label={t('agentCentre.team.password')}
                name="password"
                type="password"
                {...bind('password', ruleParams(password, 'password'))}
                required
                autoComplete="new-password"
                icon="lock"
              />
              <Field
                label={t('agentCentre.team.confirmPassword')}
                name="confirmPassword"
                type="password"
                {...bind('confirmPassword')}
                required
                autoComplete="new-password"
                icon="lock"
              />
              <Field label={t('agentCentre.nickname')} name="nickname" {...bind('nickname')} maxLength={32} autoComplete="off" />
              <Field label={t('agentCentre.team.remark')} name="remark" {...bind('remark')} maxLength={TEAM_REMARK_MAX} autoComplete="off" />
              <FormError message={serverError} />
              <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="team-register-submit">
                {t(send.isPending ? 'common.pleaseWait' : 'agentCentre.team.register')}
              </button>
            </form>
          )}
        </Panel>
        <Panel id="team-register-invite" title={t('agentHome.invite')}>
          <InvitePanel code={code} link={link} />
        </Panel>
      </div>
    </>
  );
}
