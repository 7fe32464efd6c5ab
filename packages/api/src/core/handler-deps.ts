/**
 * What a handler receives as `deps`. Core cannot name the services' dependencies (the database,
 * the configuration, the identity service) without depending on the layers above it, so the
 * interface is empty here and the composition root's `Deps` (packages/api/src/deps.ts) is merged
 * into it. Core itself only hands the value on; it reads what it needs from its CallRuntime.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HandlerDeps {}
