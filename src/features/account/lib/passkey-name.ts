/**
 * A first name for a new passkey, from the device it is made on ("iPhone",
 * "Android phone", "Mac"…), so the list in Security tells them apart even if
 * the member keeps the suggestion. A guess from the user agent: the member
 * can change it, and an unknown device gets a plain "Passkey".
 */
const DEVICES: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android.*Mobile/, "Android phone"],
  [/Android/, "Android tablet"],
  [/CrOS/, "Chromebook"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Windows/, "Windows PC"],
  [/Linux/, "Linux computer"],
];

export function suggestPasskeyName(userAgent: string): string {
  return DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Passkey";
}
