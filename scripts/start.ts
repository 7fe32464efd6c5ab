// `npm start`: builds the reader site and the admin console when a build is missing or stale,
// then runs the one-process entry (migrates, seeds a demo site on first run, serves).
import { ensureAdminBuild } from './admin-build';
import { ensureWebBuild } from './web-build';

ensureWebBuild();
ensureAdminBuild();
await import('@newsroom/web/server');
