// `npm start`: builds the reader site when its build is missing or stale, then runs the
// one-process entry (migrates, seeds a demo site on first run, serves).
import { ensureWebBuild } from './web-build';

ensureWebBuild();
await import('@newsroom/web/server');
