import type { LoginValue } from '@wl/shared/core';
import { identityApi } from '../api/identity';
import { session } from '../lib/storage';
import { ui } from '../stores/ui';

/**
 * The first-login action: a welcome, then the server clears the flag. The tab keeps
 * `firstTimeLogin` so its home page greets a new member rather than saying "Welcome back".
 */
export function greetFirstLogin(value: LoginValue) {
  if (!value.firstTimeLogin) return;
  session.set('firstTimeLogin', '1');
  void ui
    .dialog({ titleKey: 'welcome.title', messageKey: 'welcome.text', params: { name: value.user.nickname || value.user.userName }, tone: 'success' })
    .then(() => identityApi.firstLoginDone().catch(() => undefined));
}
