import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

// zod/mini loads no messages of its own: a rule without ours ("Unrecognized key: "x"", "Invalid
// input: expected string, received number") would say only "Invalid input". Classic zod loaded the
// English ones itself; a module that shows a zod issue's message to a person imports this one
// (decision 167, tests/unit/zod-messages.test.ts). The setting is zod's, global: set once, at load.
z.config(en());
