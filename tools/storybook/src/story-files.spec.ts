import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findStoryFiles } from './story-files';

describe('findStoryFiles', () => {
  let root: string;
  const touch = (path: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'export default {};\n');
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'story-files-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds .stories.ts and .stories.tsx files at any depth under a lib src folder, sorted', () => {
    touch('libs/ui/src/button/button.stories.tsx');
    touch('libs/layout/src/lib/header/deep/header.stories.ts');
    touch('libs/ui/src/dialog.stories.tsx');

    expect(findStoryFiles(root)).toEqual([
      join(root, 'libs/layout/src/lib/header/deep/header.stories.ts'),
      join(root, 'libs/ui/src/button/button.stories.tsx'),
      join(root, 'libs/ui/src/dialog.stories.tsx'),
    ]);
  });

  it('ignores files Storybook does not load: other suffixes, outside src, node_modules and hidden folders', () => {
    touch('libs/ui/src/button.tsx');
    touch('libs/ui/src/button.spec.tsx');
    touch('libs/ui/src/button.stories.mdx');
    touch('libs/ui/src/button.stories.jsx');
    touch('libs/ui/stories/outside.stories.tsx');
    touch('libs/ui/node_modules/pkg/src/dep.stories.tsx');
    touch('libs/ui/src/.cache/cached.stories.tsx');
    touch('apps/hk/app/route.stories.tsx');

    expect(findStoryFiles(root)).toEqual([]);
  });

  it('finds nothing in an empty libs folder', () => {
    mkdirSync(join(root, 'libs'));
    expect(findStoryFiles(root)).toEqual([]);
  });
});
