// `@newsroom/api/testing`: the API's test toolkit for other packages' tests (the reader site's):
// the API on a fresh database, the builders that fill it, and a seeded demo site for browser
// tests, and the corpus of attacks on rich text. Only tests import it; it opens databases and
// writes to temporary folders.

export { ACCESS_KEY, createTestApi, type ApiResponse, type CallOptions, type TestApi } from './harness';
export * from './builders';
export * from './builders-comments';
export * from './builders-content';
export * from './builders-featured';
export * from './builders-news';
export * from './builders-surveys';
export * from './builders-users';
export { prepareDemoSite, type DemoReader } from './demo-site';
export { DEMO_STAFF } from '../src/admin/bootstrap/demo-staff';
export { currentTotpCode } from '../src/admin/auth/totp';
export { EDITOR_DOCUMENT, RICH_TEXT_PAYLOADS, UNCLOSED_PAYLOADS } from './xss-corpus';
