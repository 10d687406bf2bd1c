import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StaffPermission, type StaffRoleView, ENDPOINTS } from '@wl/shared/core';
import { FormError } from '../../components/Field';
import { callStaff } from '../../console-kit/staffApi';
import { ErrorNote, SaveBar, useErrorText } from '../../console-kit/ui';

const rolesQuery = { queryKey: ['staff', 'roles'], queryFn: () => callStaff(ENDPOINTS.staffRoles) };

/**
 * Roles and what each may do on this site (docs/STAFF.md): one card per role with a checkbox per
 * permission. Admin holds every permission and is shown, not edited. A change applies to the next
 * call of every staff member with the role.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const q = useQuery(rolesQuery);
  return (
    <section aria-labelledby="roles-h">
      <h1 id="roles-h">{t('support.roles.heading')}</h1>
      <p className="sc-muted">{t('support.roles.intro')}</p>
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      {q.isPending && !q.error && (
        <p className="sc-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {q.data && q.data.list.map((r) => <RoleCard key={r.role} role={r} all={q.data.permissions} />)}
    </section>
  );
}

function RoleCard({ role, all }: { role: StaffRoleView; all: StaffPermission[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queries = useQueryClient();
  const [chosen, setChosen] = useState<StaffPermission[]>(role.permissions);
  const [notice, setNotice] = useState('');
  useEffect(() => setChosen(role.permissions), [role.permissions]);
  const save = useMutation({
    mutationFn: (permissions: StaffPermission[]) => callStaff(ENDPOINTS.staffRole, { params: { role: role.role }, body: { permissions } }),
    onSuccess: (v) => {
      setNotice(t('support.roles.saved', { role: t(`support.layout.roles.${role.role}`) }));
      queries.setQueryData(rolesQuery.queryKey, v);
    },
  });
  const toggle = (p: StaffPermission, on: boolean) => {
    setNotice('');
    setChosen((cur) => (on ? [...cur, p] : cur.filter((x) => x !== p)));
  };
  const h = `role-${role.role}-h`;
  return (
    <section className="sc-card" aria-labelledby={h} data-testid={`role-${role.role}`}>
      <h2 id={h}>
        {t(`support.layout.roles.${role.role}`)}{' '}
        <span className="sc-muted sc-small">
          {t('support.roles.staffCount', { count: role.staffCount })}
          {role.customised ? ` · ${t('support.roles.customised')}` : ''}
        </span>
      </h2>
      {!role.editable && (
        <p className="sc-note" role="note">
          {t('support.roles.adminNote')}
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (role.editable) save.mutate(chosen);
        }}
      >
        <fieldset className="sc-roles-grid">
          <legend className="sr-only">{t('support.roles.legend', { role: t(`support.layout.roles.${role.role}`) })}</legend>
          {all.map((p) => (
            <label key={p} className="sc-check">
              <input type="checkbox" checked={chosen.includes(p)} disabled={!role.editable} onChange={(e) => toggle(p, e.target.checked)} />
              <span>{t(`support.roles.permissions.${p.replace('.', '_')}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormError message={save.isError ? errorText(save.error) : ''} />
        {role.editable && <SaveBar pending={save.isPending} notice={notice} testId={`role-${role.role}-save`} />}
      </form>
    </section>
  );
}
