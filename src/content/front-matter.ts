/**
 * Splits a Markdown file into its front matter and body. The front matter is
 * the block between the first two `---` lines, one `key: value` per line;
 * a value in brackets is a list (`tags: [career, resume]`) and a value in
 * double quotes may contain anything (`title: "SET: an update"`). That small
 * subset of YAML is all the posts use, and it keeps a YAML parser out of the
 * browser, which reads the front matter for the search index.
 */
type FrontMatter = Record<string, string | string[]>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(source: string): { attributes: FrontMatter; body: string } {
  const match = source.match(FRONT_MATTER);
  if (!match) return { attributes: {}, body: source };
  const attributes: FrontMatter = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`Front matter line is not "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    attributes[key] = parseValue(line.slice(colon + 1).trim());
  }
  return { attributes, body: source.slice(match[0].length) };
}

/** The front matter block alone (with its `---` lines), or "" if there is none. */
export function frontMatterBlock(source: string): string {
  return source.match(FRONT_MATTER)?.[0] ?? "";
}

function parseValue(raw: string): string | string[] {
  if (raw.startsWith("[") && raw.endsWith("]")) {
    return raw
      .slice(1, -1)
      .split(",")
      .map((item) => unquote(item.trim()))
      .filter(Boolean);
  }
  return unquote(raw);
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string;
  return value;
}
