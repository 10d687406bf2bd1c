import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StaffLiveModel, ENDPOINTS } from '@wl/shared/core';
import { useShow } from '../../../console-kit/accounts';
import { useCan } from '../../../console-kit/session';
import { callStaff } from '../../../console-kit/staffApi';
import { AddButton, ErrorNote, RefreshButton, RowButton } from '../../../console-kit/ui';
import { ContentTable, ErrorLine, ReadOnlyNote } from '../../../console-kit/content';
import { inputOf, ModelForm } from './ModelForm';
import '../liveModels.css';
import './liveModelsAdmin.css';

const KEY = ['staff', 'live-models'] as const;
const COLS = ['host', 'status', 'languages', 'tags', 'chats', 'sort', 'enabled'] as const;

/**
 * Console "Live hosts" (docs/LIVE-MODELS.md "Console"): the site's hosts, switched off ones too,
 * with what the provider says now (on air, viewers) and the chats opened in 24 hours. Everyone on
 * staff reads; admins add, change, and switch hosts on and off (the gateway checks too).
 */
export default function LiveModelsConsolePage() {
  const { t } = useTranslation();
  const show = useShow();
  const queries = useQueryClient();
  const admin = useCan('content.edit');
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => callStaff(ENDPOINTS.staffLiveModels, { signal }) });
  const [editing, setEditing] = useState<StaffLiveModel | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (m: StaffLiveModel) => callStaff(ENDPOINTS.staffLiveModel, { params: { id: m.id }, body: inputOf(m, { enabled: !m.enabled }) }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: KEY }),
  });
  const hosts = (q.data?.hosts ?? []).map((h) => h.ref);
  const saved = () => {
    setEditing(null);
    void queries.invalidateQueries({ queryKey: KEY });
  };

  return (
    <section className="sc-page">
      <h1>{t('liveModels.admin.heading')}</h1>
      <p className="sc-muted">{t('liveModels.admin.intro')}</p>
      <div className="sc-toolbar">
        <AddButton show={admin} label={t('liveModels.admin.new')} testId="live-model-new" onClick={() => setEditing('new')} />
        <RefreshButton query={q} />
      </div>
      <ReadOnlyNote show={!admin} text={t('liveModels.admin.readOnly')} />
      {q.data && !q.data.providerReachable && (
        <p className="sc-note" role="alert">
          {t('liveModels.admin.providerDown')}
        </p>
      )}
      <ErrorNote error={q.error} onRetry={() => void q.refetch()} />
      <ErrorLine error={toggle.error} />
      <ContentTable
        label={t('liveModels.admin.heading')}
        busy={q.isFetching}
        cols={[t('liveModels.admin.col.name'), ...COLS.map((c) => t(`liveModels.admin.col.${c}`))]}
        actions={t('liveModels.admin.col.actions')}
        loading={q.isPending}
        empty={q.data?.list.length === 0 ? t('liveModels.admin.none') : null}
      >
        {q.data?.list.map((m) => (
          <tr key={m.id} data-testid="staff-live-model" className={m.enabled ? undefined : 'lm-row--off'}>
            <td>
              <span className="lm-who">
                <img src={m.avatarUrl} alt="" width={36} height={36} className="lm-avatar" />
                <span>
                  {m.name}
                  <span className="sc-muted sc-small lm-block">
                    #{m.id} · {show.time(m.updatedAt)}
                    {m.updatedBy ? ` · ${m.updatedBy}` : ''}
                  </span>
                </span>
              </span>
            </td>
            <td className="sc-mono">{m.hostRef}</td>
            <td className="sc-nowrap">
              <span className={`lh-dot${m.online ? ' lh-dot--on' : ''}`} aria-hidden="true" /> {m.online ? t('liveModels.online') : t('liveModels.offline')}
              {m.online && <span className="sc-muted sc-small lm-block">{t('liveModels.viewers', { count: m.viewers })}</span>}
            </td>
            <td>{m.languages.join(', ')}</td>
            <td>{m.tags.join(', ')}</td>
            <td className="sc-num">{m.chats24h}</td>
            <td className="sc-num">{m.sort}</td>
            <td>{m.enabled ? t('liveModels.admin.on') : t('liveModels.admin.off')}</td>
            <td className="sc-nowrap">
              {admin && (
                <>
                  <RowButton label={t('liveModels.admin.edit')} name={t('liveModels.admin.editName', { name: m.name })} onClick={() => setEditing(m)} />
                  <RowButton
                    label={t(m.enabled ? 'liveModels.admin.disable' : 'liveModels.admin.enable')}
                    name={t(m.enabled ? 'liveModels.admin.disableName' : 'liveModels.admin.enableName', { name: m.name })}
                    onClick={() => toggle.mutate(m)}
                    disabled={toggle.isPending}
                    testId="live-model-toggle"
                  />
                </>
              )}
            </td>
          </tr>
        ))}
      </ContentTable>
      {editing && <ModelForm model={editing === 'new' ? null : editing} hosts={hosts} onClose={() => setEditing(null)} onSaved={saved} />}
    </section>
  );
}
