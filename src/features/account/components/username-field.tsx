import type { ComponentProps } from "react";
import { TextField } from "~/components/text-field";

/** The username input, without the capital letter and the spelling fixes phones would add to it. */
export function UsernameField(props: Omit<ComponentProps<typeof TextField>, "name" | "label">) {
  return <TextField name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}
