import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkRule, problemMessageKey, TEAM_REMARK_MAX, type DownlineKind, type DownlineRow, type FieldRule } from '@wl/shared/core';
import { ApiError, problemFields } from '../../api/http';
import { useSession } from '../../session/session';
import { Field, FormError, Tabs } from '../../components/Field';
import { PATHS } from '../../lib/paths';
import { ruleOf, useRegisterSettings } from '../../hooks/useRegisterSettings';
import { InvitePanel } from '../../agent-kit/InvitePanel';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { teamApi, teamKey } from './teamQueries';

type Values = { username: string; password: string; confirmPassword: string; nickname: string; remark: string };
const EMPTY: Values = { username: '', password: '', confirmPassword: '', nickname: '', remark: '' };
type Problems = Partial<Record<keyof Values, string>>;

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
  const [kind, setKind] = useState<DownlineKind>('member');
  const [v, setV] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<DownlineRow | null>(null);
  const rule = (field: 'username' | 'password'): FieldRule => ({ ...ruleOf(settings, field), show: true, required: true });
  const ruleText = (field: 'username' | 'password', value: string) => {
    const p = checkRule(value, rule(field));
    if (!p) return undefined;
    const m = problemMessageKey(p);
    return t(m.key, m.params);
  };

  const send = useMutation({
    mutationFn: teamApi.register,
    onSuccess: (row) => {
      setDone(row);
      setV(EMPTY);
      void client.invalidateQueries({ queryKey: teamKey(member?.id) });
    },
    onError: (e) => {
      // The gateway names the field it refused: show it there, like the public form does.
      if (e instanceof ApiError && e.code === 'USERNAME_TAKEN') setProblems({ username: t('err.USERNAME_TAKEN') });
      else if (e instanceof ApiError && e.code === 'PASSWORD_MISMATCH') setProblems({ confirmPassword: t('err.PASSWORD_MISMATCH') });
      else if (e instanceof ApiError && e.code === 'RULE_VIOLATION') {
        const fields = problemFields(e);
        setProblems(Object.fromEntries(Object.entries(fields).map(([f, key]) => [f, t(key, { defaultValue: t('err.RULE_VIOLATION') })])));
      }
    },
  });

  const change = (k: keyof Values) => (value: string) => {
    setV((o) => ({ ...o, [k]: value }));
    if (problems[k]) setProblems((p) => ({ ...p, [k]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {
      username: ruleText('username', v.username),
      password: ruleText('password', v.password),
      confirmPassword: v.confirmPassword === '' ? t('rule.required') : v.confirmPassword !== v.password ? t('err.PASSWORD_MISMATCH') : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    send.mutate({
      kind,
      username: v.username,
      password: v.password,
      confirmPassword: v.confirmPassword,
      nickname: v.nickname.trim() || undefined,
      remark: v.remark.trim() || undefined,
    });
  };
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
        <section className="panel" aria-labelledby="team-register-title">
          <h2 className="panel__title" id="team-register-title">
            {t('agentCentre.team.registerTitle')}
          </h2>
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
            <form className="team-register" onSubmit={submit} noValidate data-testid="team-register-form">
              <Tabs
                label={t('agentCentre.accountType')}
                value={kind}
                onChange={setKind}
                tabs={[
                  { id: 'member', label: t('agentCentre.typeMember') },
                  { id: 'agent', label: t('agentCentre.typeAgent') },
                ]}
              />
              <Field
                label={t('form.username')}
                name="username"
                value={v.username}
                onValue={change('username')}
                error={problems.username}
                required
                autoComplete="off"
                icon="user"
              />
              <Field
                label={t('agentCentre.team.password')}
                name="password"
                type="password"
                value={v.password}
                onValue={change('password')}
                error={problems.password}
                required
                autoComplete="new-password"
                icon="lock"
              />
              <Field
                label={t('agentCentre.team.confirmPassword')}
                name="confirmPassword"
                type="password"
                value={v.confirmPassword}
                onValue={change('confirmPassword')}
                error={problems.confirmPassword}
                required
                autoComplete="new-password"
                icon="lock"
              />
              <Field label={t('agentCentre.nickname')} name="nickname" value={v.nickname} onValue={change('nickname')} maxLength={32} autoComplete="off" />
              <Field
                label={t('agentCentre.team.remark')}
                name="remark"
                value={v.remark}
                onValue={change('remark')}
                maxLength={TEAM_REMARK_MAX}
                autoComplete="off"
              />
              <FormError message={serverError} />
              <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="team-register-submit">
                {t(send.isPending ? 'common.pleaseWait' : 'agentCentre.team.register')}
              </button>
            </form>
          )}
        </section>
        <section className="panel" aria-labelledby="team-register-invite">
          <h2 className="panel__title" id="team-register-invite">
            {t('agentHome.invite')}
          </h2>
          <InvitePanel code={code} link={link} />
        </section>
      </div>
    </>
  );
}
