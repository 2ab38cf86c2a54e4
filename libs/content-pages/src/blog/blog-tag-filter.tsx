import { useLingui } from '@lingui/react';
import { LinkTabs } from '../shared/deferred-list-links';
import { blogMessages } from './messages';

export interface BlogTagFilterProps {
  /** Label of the "every tag" entry (page text). */
  allLabel: string;
  tags: readonly { id: number; name: string }[];
  /** The tag shown, or null for every post. */
  selected: number | null;
  /** Address of the list of a tag (null: every post). */
  hrefOf: (tagId: number | null) => string;
}

/** The blog's tags as tab links (each tag is a page of its own), "every tag" first; the shown one is marked with aria-current. */
export function BlogTagFilter({ allLabel, tags, selected, hrefOf }: BlogTagFilterProps) {
  const { i18n } = useLingui();
  const entries = [{ id: null, name: allLabel }, ...tags];
  return (
    <LinkTabs
      label={i18n._(blogMessages.tagsLabel)}
      tabs={entries.map((tag) => ({ key: String(tag.id ?? 'all'), label: tag.name, href: hrefOf(tag.id), current: tag.id === selected }))}
    />
  );
}
