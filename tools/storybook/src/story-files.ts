import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const STORY_FILE = /\.stories\.tsx?$/;

function walk(directory: string, found: string[]): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      // Like Storybook's glob: no node_modules, no hidden folders.
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path, found);
    } else if (entry.isFile() && STORY_FILE.test(entry.name)) {
      found.push(path);
    }
  }
}

/**
 * Every story file Storybook loads (`libs/**\/src/**\/*.stories.@(ts|tsx)` in .storybook/main.ts),
 * found at test time so a new story is tested without registering it anywhere. Sorted, absolute paths.
 */
export function findStoryFiles(workspaceRoot: string): string[] {
  const libsDirectory = join(workspaceRoot, 'libs');
  const found: string[] = [];
  walk(libsDirectory, found);
  return found.filter((file) => relative(libsDirectory, file).split(sep).includes('src')).sort();
}
