// What every command starts from: the configuration of the environment and the site's database.
import { systemClock } from '../service/clock';
import { loadConfig } from '../service/config';
import { databaseFile, openDatabase } from '../service/db/connection';
import { errorMessage } from '../service/errors/catalogue';

export function open() {
  const config = loadConfig(process.env);
  const clock = systemClock(config.today);
  const db = openDatabase(databaseFile(config.dataDir));
  return { config, clock, db };
}

export function warn(code: Parameters<typeof errorMessage>[0] | undefined) {
  if (code) console.warn(`Attention : ${errorMessage(code)}`);
}
