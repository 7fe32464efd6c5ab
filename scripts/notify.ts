// `npm run notify -- --title "…" --url "…" [--message "…"] [--language en] [--category 3] [--breaking]`:
// sends one push notification (docs/push.md) and prints its delivery counts.
import { parseArgs } from 'node:util';
import { ConfigError, listeningUrl, loadConfig, loadDotEnv, runNotifyCommand } from '@newsroom/api';

const USAGE = 'usage: npm run notify -- --title <title> --url <url> [--message <text>] [--language <code or id>] [--category <id or slug>] [--breaking]';

loadDotEnv();
try {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      url: { type: 'string' },
      message: { type: 'string' },
      language: { type: 'string' },
      category: { type: 'string' },
      breaking: { type: 'boolean' },
    },
  });
  if (!values.title || !values.url) throw new ConfigError(USAGE);
  const config = loadConfig();
  // The embedded database is one process's: opened here while the server has it open, it breaks.
  if (!config.databaseUrl && (await serverAnswers(listeningUrl(config.host, config.port)))) {
    throw new ConfigError('The server is running on the embedded database: stop it first (or use PostgreSQL, whose server workers then share the sending).');
  }
  const counts = await runNotifyCommand(config, { title: values.title, url: values.url, message: values.message, language: values.language, category: values.category, breaking: values.breaking });
  console.info(`notification ${counts.id}: sent ${counts.sent}, failed ${counts.failed}, removed ${counts.removed}`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  process.exit(1);
}

async function serverAnswers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/get_settings`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
