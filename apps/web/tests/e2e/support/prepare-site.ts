// Runs before the browser tests' server starts, on the same empty data folder: seeds the demo
// site as a first start would, and signs in the test readers through the API's service layer,
// writing their tokens next to the database for the tests.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@newsroom/api';
import { prepareDemoSite } from '@newsroom/api/testing';
import { ROLES } from '@newsroom/contract/roles';
import { READERS_FILE, type TestReader } from './test-readers';

const config = loadConfig();
// The third reader's topics are set by the "For you" test alone, so no other test sees them change.
// Writers of the writers' desk come after the readers (tests find readers by name or index).
const readers: TestReader[] = await prepareDemoSite(config, [
  'Test Reader One',
  'Test Reader Two',
  'Test Reader Three',
  { name: 'Test Author', role: ROLES.author },
  { name: 'Test Author Two', role: ROLES.author },
  { name: 'Test Trusted Author', role: ROLES.trustedAuthor },
  // Publishes the XSS corpus (article-xss.spec.ts) with a posting budget of its own.
  { name: 'Test Corpus Author', role: ROLES.trustedAuthor },
]);
await writeFile(path.join(config.dataDir, READERS_FILE), JSON.stringify(readers));
