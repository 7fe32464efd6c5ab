// `npm start`, first half: builds the reader site, the admin console and the compiled server
// when a build is missing or stale, then exits; `npm start` then runs the compiled server with
// `node` alone (package.json), one process that migrates, seeds a demo site on first run and serves.
import { ensureAdminBuild } from './admin-build';
import { ensureServerBuild } from './server-build';
import { ensureWebBuild } from './web-build';

ensureWebBuild();
ensureAdminBuild();
ensureServerBuild();
