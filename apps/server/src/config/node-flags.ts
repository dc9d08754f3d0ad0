/**
 * The Node.js flags the server runs with (package.json's `start` and `portal` scripts pass them, deploy/ and the Containerfile too; bench/load
 * and bench/api start the server with them, and config/node-flags.test.ts keeps the scripts in step).
 *
 * A 32 MB young generation (V8's default is 16 MB): each report call leaves a few hundred KB of rows, answer text and
 * compression buffers, and with the default a scavenge of 3–5 ms came every ~35 calls and landed inside one of them.
 * Doubled, scavenges come half as often, which shortens the slowest report calls (bench/api/young-generation.ts
 * measures it; docs/decisions/030), for at most 32 MB more memory per process.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
