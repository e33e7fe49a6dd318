import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

// zod/mini loads no messages of its own: a rule without ours ("Unrecognized key: "x"", "Invalid
// input: expected string, received number") would say only "Invalid input". Classic zod loaded the
// English ones itself. Every module that builds a schema imports this one (decision 167,
// tests/unit/zod-messages.test.ts), so the messages are set wherever zod is loaded, and come to the
// SPA with zod's own lazily loaded chunk, never in a page's first load.
z.config(en());
