import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_REMARK_MAX } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { teamApi, teamKey } from './teamQueries';

/**
 * The caller's own note on a downline, edited in place: Enter or Save stores it (empty removes
 * it), Escape or Cancel gives up. At most TEAM_REMARK_MAX characters, as the gateway enforces.
 */
export function RemarkCell({ id, username, remark }: { id: number; username: string; remark: string }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(remark);
  const save = useMutation({
    mutationFn: (text: string) => teamApi.remark(id, text),
    onSuccess: () => {
      setEditing(false);
      void client.invalidateQueries({ queryKey: teamKey(member?.id) });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value.trim());
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setEditing(false);
    }
  };
  if (!editing) {
    return (
      <div className="team-remark">
        <span className="team-remark__text" data-testid="team-remark-text">
          {remark || '—'}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          data-testid="team-remark-edit"
          aria-label={t('agentCentre.team.editRemarkOf', { username })}
          onClick={() => {
            setValue(remark);
            save.reset();
            setEditing(true);
          }}
        >
          {t('agentCentre.team.edit')}
        </button>
      </div>
    );
  }
  const e = save.error ? errorText(save.error) : null;
  return (
    <form className="team-remark team-remark--edit" onSubmit={submit} onKeyDown={onKey}>
      <input
        className="field__input"
        value={value}
        maxLength={TEAM_REMARK_MAX}
        autoFocus
        data-testid="team-remark-input"
        aria-label={t('agentCentre.team.remarkOf', { username })}
        onChange={(ev) => setValue(ev.target.value)}
        aria-invalid={e ? true : undefined}
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending} data-testid="team-remark-save">
        {t('agentCentre.team.save')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
        {t('agentCentre.team.cancel')}
      </button>
      {e && (
        <span className="field__error" role="alert">
          {t(e.key, { defaultValue: e.fallback })}
        </span>
      )}
    </form>
  );
}
