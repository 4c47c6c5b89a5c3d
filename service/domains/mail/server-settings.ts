// The server settings as the screen reads and saves them: the stored password is never answered
// (only whether there is one), and a save without a new password keeps the stored one.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { assertSettingsCurrent, readSettings, settingsStamp, writeSettings } from '../../settings/store';
import type { MailServerSave, MailServerSettingsDto } from './contract';
import { mailServerSettings } from './settings-definition';

export function readServerSettings(db: Db): MailServerSettingsDto {
  const { password, ...rest } = readSettings(db, mailServerSettings);
  return { ...rest, hasPassword: password !== '', version: settingsStamp(db, mailServerSettings).version };
}

export function saveServerSettings(db: Db, clock: Clock, input: MailServerSave, userId: number | null) {
  const { version, password, clearPassword, ...fields } = input;
  const passwordChange = clearPassword ? { password: '' } : password ? { password } : {};
  inTransaction(db, () => {
    assertSettingsCurrent(db, mailServerSettings, version);
    writeSettings(db, clock, mailServerSettings, { ...fields, ...passwordChange }, userId);
  });
  return readServerSettings(db);
}
