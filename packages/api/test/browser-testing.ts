// `@newsroom/api/browser-testing`: the helpers the reader site's and the console's browser tests
// share (Playwright), apart from `./testing` so that the API's own tests never load Playwright.

export { expectNoSeriousA11yViolations } from './browser/a11y';
export { testSiteOutbox, type OutboxMessage } from './browser/outbox';
