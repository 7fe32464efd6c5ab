// Stands in for the `server-only` package in the web tests (vitest.config.ts): the package throws
// unless React's server environment resolves it, and the tests load the server modules in plain Node.
export {};
