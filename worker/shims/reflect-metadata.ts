/**
 * Stands in for the `reflect-metadata` polyfill, which @simplewebauthn/server
 * loads only for `@peculiar/x509` (left out of the bundle: see
 * ./peculiar-x509.ts). Nothing else in the Worker uses Reflect metadata.
 */
export {};
