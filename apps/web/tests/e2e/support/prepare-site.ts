// Runs before the browser tests' server starts, on the same empty data folder: seeds the demo
// site as a first start would, and signs in the test readers through the API's service layer,
// writing their tokens next to the database for the tests.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@newsroom/api';
import { prepareDemoSite } from '@newsroom/api/testing';
import { READERS_FILE, type TestReader } from './test-readers';

const config = loadConfig();
// The third reader's topics are set by the "For you" test alone, so no other test sees them change.
const readers: TestReader[] = await prepareDemoSite(config, ['Test Reader One', 'Test Reader Two', 'Test Reader Three']);
await writeFile(path.join(config.dataDir, READERS_FILE), JSON.stringify(readers));
