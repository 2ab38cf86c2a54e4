import { join, relative } from 'node:path';
import { format } from 'node:util';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
// The Storybook configuration lives at the workspace root, outside every Nx project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import previewAnnotations from '../../../.storybook/preview';
import { findStoryFiles } from './story-files';

/**
 * Renders every story of every lib with the same decorators, globals and parameters as Storybook
 * (portable stories), runs its play function, and fails on a thrown error or a console.error
 * (React reports failed renders, bad props and act() problems there). A story tagged `!test` is skipped.
 */
setProjectAnnotations(previewAnnotations);

type StoryModule = { default: Meta } & Record<string, StoryFn>;

const workspaceRoot = join(__dirname, '../../..');
const storyFiles = findStoryFiles(workspaceRoot);

it('finds the stories of the libs', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

for (const file of storyFiles) {
  describe(relative(workspaceRoot, file), () => {
    // Loaded while collecting, so each story becomes its own test; a module that throws fails this file.
    const stories = Object.entries(composeStories(require(file) as StoryModule));

    it('exports at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    const testable = stories.filter(([, Story]) => Story.tags.includes('test'));
    if (testable.length === 0) return;

    let consoleErrors: unknown[][];
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      consoleErrors = [];
      consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        consoleErrors.push(args);
      });
    });
    afterEach(() => consoleError.mockRestore());

    for (const [name, Story] of testable) {
      it(`${name} ${Story.play ? 'renders and plays' : 'renders'} without errors`, async () => {
        await Story.run();
        expect(consoleErrors.map((args) => format(...args))).toEqual([]);
      });
    }
  });
}
