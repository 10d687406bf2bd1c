import { describe, it, expect } from 'vitest';
import * as machines from './index.js';

describe('@wl/machines entry', () => {
  it('exports every machine', () => {
    for (const name of [
      'smsCountdownMachine',
      'loginMachine',
      'registrationMachine',
      'forgotPasswordMachine',
      'changePasswordMachine',
      'logoutMachine',
      'favouritesMachine',
      'launchMachine',
      'contractMachine',
    ] as const) {
      expect(machines[name].config.id).toBeTruthy();
    }
    expect(new machines.ApiError('INTERNAL', 'x').code).toBe('INTERNAL');
  });
});
