import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@wl/shared/core';
import { Field, type FieldProps } from '../../components/Field';

/** The username input of the login, forgot-password and register forms. */
export function UsernameField(props: Omit<FieldProps, 'label' | 'name' | 'autoComplete' | 'icon'>) {
  const { t } = useTranslation();
  return <Field label={t('form.username')} name="username" autoComplete="username" icon="user" required {...props} />;
}

/** A password input as every auth form shows one. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'icon'>) {
  return <Field type="password" icon="lock" required {...props} />;
}

/** The site's format rule as a hint, unless the rule allows anything. */
export function useRuleHint() {
  const { t } = useTranslation();
  return (rule: FieldRule | undefined) =>
    rule && rule.patternId !== 'ANY' ? t(`rule.${rule.patternId}`, { min: rule.minLength, max: rule.maxLength }) : undefined;
}
