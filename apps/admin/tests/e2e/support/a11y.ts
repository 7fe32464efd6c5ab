// The site's and the console's browser tests share one accessibility check; the specs import it from here.
export { expectNoSeriousA11yViolations } from '@newsroom/api/browser-testing';
