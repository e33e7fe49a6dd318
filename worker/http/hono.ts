import type { Env, Schema } from "hono";
import { HonoBase, type HonoOptions } from "hono/hono-base";
import { TrieRouter } from "hono/router/trie-router";

/**
 * Hono with its TrieRouter alone, as hono's own presets pick a router (decision 165): the default
 * preset's SmartRouter uses RegExpRouter and falls back to this one, so the routes mean the same, less
 * RegExpRouter's code (1.8 KiB gzipped). Every app of the Worker builds on it; `hono/tiny` and
 * `hono/quick` would not do: their routers answer `/events/` for `/events`, where ours redirect.
 */
// biome-ignore lint/complexity/noBannedTypes: hono's own default for an app's schema.
export class Hono<E extends Env = Env, S extends Schema = {}, BasePath extends string = "/"> extends HonoBase<E, S, BasePath> {
  constructor(options: HonoOptions<E> = {}) {
    super(options);
    this.router = new TrieRouter();
  }
}
