/**
 * The name typed into the profile info form and not saved yet, per member.
 * The academic profile form below it on the same page saves it along with
 * its own fields, so pressing that form's Save never drops a name the
 * member typed above (the two forms are separate, but a person filling in
 * the page sees one profile).
 */
export type TypedName = { firstName: string; lastName: string };

const typed = new Map<string, TypedName>();

export function rememberTypedName(userId: string, name: TypedName) {
  typed.set(userId, name);
}

export function forgetTypedName(userId: string) {
  typed.delete(userId);
}

/** The typed name when it differs from the saved one; undefined when there is nothing to take along. */
export function unsavedName(userId: string, saved: TypedName): TypedName | undefined {
  const name = typed.get(userId);
  if (!name) return undefined;
  const same = name.firstName.trim() === saved.firstName && name.lastName.trim() === saved.lastName;
  return same ? undefined : name;
}
