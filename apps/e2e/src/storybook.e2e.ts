import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { BLOCKING_IMPACTS, describeInBrowser, describeViolations, serveDirectory, type StaticServer } from './support';

/**
 * Every story of the static Storybook build (dist/storybook, built by the global setup) rendered in
 * Chromium as designers see it: it must render and play without an error, and the accessibility
 * check Storybook runs after each story (addon-a11y) must find nothing serious or critical.
 */
const STORYBOOK_DIR = join(__dirname, '../../../dist/storybook');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** What the preview reports when a story is done (Storybook's storyFinished event), or how it failed. */
interface StoryOutcome {
  status: 'success' | 'error' | 'warning';
  failure?: string;
  reporters?: { type: string; status: string; result?: { violations?: Result[]; error?: unknown } }[];
}

declare global {
  interface Window {
    /** Shows a story in the preview and resolves with its outcome (installed by observeStories). */
    __renderStory?: (storyId: string) => Promise<StoryOutcome>;
  }
}

/** How long one story may take to render, play and be checked before it counts as hanging. */
const STORY_TIMEOUT_MS = 30_000;

function storiesToTest(): IndexEntry[] {
  const indexFile = join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(indexFile)) return [];
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'));
}

/**
 * Runs in the preview before Storybook: listens on its channel from the moment Storybook creates it
 * and offers `__renderStory(id)`, which switches stories the way the Storybook UI does.
 */
function observeStories(timeoutMs: number): void {
  type Channel = { on(event: string, listener: (payload: never) => void): void; emit(event: string, payload: unknown): void };
  let channel: Channel | undefined;
  let settle: ((outcome: StoryOutcome) => void) | undefined;
  const finish = (outcome: StoryOutcome) => {
    settle?.(outcome);
    settle = undefined;
  };
  const failWith = (kind: string) => (payload: { message?: string; title?: string; description?: string }) =>
    finish({ status: 'error', failure: `${kind}: ${payload?.message ?? [payload?.title, payload?.description].filter(Boolean).join(' — ')}` });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      value.on('storyErrored', failWith('story errored'));
      value.on('storyThrewException', failWith('story threw'));
      value.on('playFunctionThrewException', failWith('play function threw'));
      value.on('storyMissing', () => finish({ status: 'error', failure: 'story missing from the build' }));
      value.on('storyFinished', (payload: StoryOutcome) => finish({ status: payload.status, reporters: payload.reporters }));
    },
  });
  window.__renderStory = (storyId) =>
    new Promise<StoryOutcome>((resolve) => {
      const timer = setTimeout(() => finish({ status: 'error', failure: `no result within ${timeoutMs} ms` }), timeoutMs);
      settle = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      if (!channel) finish({ status: 'error', failure: 'the Storybook preview did not start' });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    });
}

const stories = storiesToTest();

describeInBrowser(
  'Storybook stories in the browser',
  ({ open }) => {
    let storybook: StaticServer;
    let preview: Page;
    beforeAll(async () => {
      storybook = await serveDirectory(STORYBOOK_DIR);
      // One preview for all stories, switched story by story as in the Storybook UI.
      ({ page: preview } = await open(`${storybook.origin}/iframe.html`, {
        initScript: { script: observeStories, arg: STORY_TIMEOUT_MS },
        keepForBlock: true,
      }));
    });
    afterAll(() => storybook?.close());

    it('the static Storybook build has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    for (const story of stories) {
      it(`${story.title} › ${story.name}`, async () => {
        const outcome = await preview.evaluate((id) => window.__renderStory?.(id), story.id);
        expect(outcome?.failure).toBeUndefined();

        const a11y = (outcome?.reporters ?? []).filter((report) => report.type === 'a11y');
        expect(a11y.map((report) => report.result?.error).filter(Boolean)).toEqual([]);
        const blocking = a11y
          .filter((report) => report.status === 'failed')
          .flatMap((report) => report.result?.violations ?? [])
          .filter((violation) => violation.impact && BLOCKING_IMPACTS.includes(violation.impact));
        if (blocking.length > 0) throw new Error(`axe-core (addon-a11y) in story ${story.id}:\n${describeViolations(blocking)}`);
      });
    }
  },
  // Storybook waits for CSS animations before it finishes a story and leaves the promise of a
  // cancelled one unhandled (a continuously animating component, such as the progress bar).
  { ignorePageErrors: [/^AbortError: The user aborted a request\.$/] },
);
