/**
 * Relative links of Markdown files, checked as GitHub resolves them: the path from the file's folder must exist, and
 * an `#anchor` into a Markdown file must be the slug of one of its headings (or an HTML `id`/`name` in it).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';

/** A link that leads nowhere: where it is, what it says, and why it is broken. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  problem: string;
}

const FENCE = /^\s*(```|~~~)/;

/** The file's lines with fenced code blocks blanked out (kept as empty lines, so line numbers stay true). */
function proseLines(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener === fence) fence = undefined;
      return '';
    }
    if (opener) {
      fence = opener;
      return '';
    }
    return line;
  });
}

/** A line without its code spans and HTML comments: what they hold is shown as written, never followed. */
function withoutCode(line: string): string {
  return line.replace(/(`+)[\s\S]*?\1/g, 'code').replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * The anchor GitHub gives a heading: its text as rendered (links reduced to their text, code to its characters),
 * lower case, every character that is not a letter, a digit, a space, `-` or `_` dropped, each space made a hyphen.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown file: its headings' slugs (a repeated one gets `-1`, `-2`, …) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const times = seen.get(slug) ?? 0;
      seen.set(slug, times + 1);
      anchors.add(times === 0 ? slug : `${slug}-${times}`);
    }
    for (const [, id] of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  }
  return anchors;
}

/** The link targets of a Markdown file, inline (`[text](target)`, images too) and by reference (`[id]: target`). */
export function linksOf(markdown: string): { line: number; target: string }[] {
  return proseLines(markdown).flatMap((text, index) => {
    const line = withoutCode(text);
    const inline = [...line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
    const reference = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line)?.[1];
    return [...inline, ...(reference ? [reference] : [])].map((target) => ({ line: index + 1, target }));
  });
}

/** Links to another site (a scheme, or `//host`) are not this check's business. */
const isExternal = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');

/** The broken relative links of the given Markdown files, paths relative to `root`. */
export function brokenLinks(root: string, files: string[]): BrokenLink[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (path: string) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path)!;
  };
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const source = join(root, file);
    for (const { line, target } of linksOf(readFileSync(source, 'utf8'))) {
      if (isExternal(target)) continue;
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const destination =
        pathPart === '' ? source : join(pathPart.startsWith('/') ? root : dirname(source), pathPart);
      const report = (problem: string) => broken.push({ file, line, target, problem });
      if (!existsSync(destination)) {
        report(`${relative(root, destination)} does not exist`);
      } else if (anchor !== undefined && extname(destination) === '.md' && statSync(destination).isFile()) {
        if (!anchorsOfFile(destination).has(anchor))
          report(`${relative(root, destination)} has no heading #${anchor}`);
      } else if (anchor !== undefined && statSync(destination).isDirectory()) {
        report(`#${anchor} points into a folder, not a page`);
      }
    }
  }
  return broken;
}
