import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = [join(repo, 'README.md')];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(repo, 'docs'));
  return found;
}

/** The text outside fenced code blocks and inline code (a link written as code is not a link). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchor (github-slugger): lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  }
  return out;
}

interface Link {
  file: string;
  target: string;
}

/** Every relative link and image of a document (web addresses and mail links are not checked here). */
function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    links.push({ file, target });
  }
  return links;
}

/** Why a link does not resolve, or null when it does. */
function broken({ file, target }: Link): string | null {
  const [pathPart = '', fragment] = target.split('#', 2);
  const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
  if (!existsSync(path)) return `${relative(repo, path)} does not exist`;
  if (fragment === undefined || !path.endsWith('.md')) return null;
  return anchors(readFileSync(path, 'utf8')).has(fragment)
    ? null
    : `${relative(repo, path)} has no heading #${fragment}`;
}

describe('README and docs/ links', () => {
  const files = documents();

  it('finds the front page and the documentation', () => {
    const names = files.map((f) => relative(repo, f));
    expect(names).toContain('README.md');
    expect(names).toContain('docs/architecture.md');
    expect(names.filter((n) => n.startsWith('docs/')).length).toBeGreaterThan(10);
  });

  it('every relative link and image resolves, anchors included', () => {
    const links = files.flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(50);
    const failures = links.flatMap((link) => {
      const why = broken(link);
      return why ? [`${relative(repo, link.file)}: (${link.target}) — ${why}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('catches a missing file and a missing heading', () => {
    const readme = join(repo, 'README.md');
    expect(broken({ file: readme, target: 'docs/no-such-page.md' })).toBe('docs/no-such-page.md does not exist');
    expect(broken({ file: readme, target: 'docs/development.md#no-such-heading' })).toBe(
      'docs/development.md has no heading #no-such-heading',
    );
    expect(broken({ file: readme, target: 'docs/development.md#other-commands' })).toBeNull();
  });

  it('keeps the README a front page: under 150 lines', () => {
    const lines = readFileSync(join(repo, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(150);
  });
});
