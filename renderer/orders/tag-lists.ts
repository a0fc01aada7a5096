/**
 * Tag lists for the tags editor: what a removal sends and what its Undo sends, both whole lists
 * for `order_update_tags`, which replaces the order's tags in one step.
 */

/** The tags without `tag`. */
export function withoutTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * `current` with `tag` put back where it stood in `before`: ahead of the first tag that followed
 * it then and is still there, else at the end. When nothing else changed since the removal this
 * is `before` exactly, order included; a tag added or removed meanwhile stays added or removed.
 */
export function withTagRestored(
  current: readonly string[],
  before: readonly string[],
  tag: string,
): string[] {
  if (current.includes(tag)) return [...current];
  const index = before.indexOf(tag);
  const follower = index < 0 ? undefined : before.slice(index + 1).find((t) => current.includes(t));
  if (follower === undefined) return [...current, tag];
  const at = current.indexOf(follower);
  return [...current.slice(0, at), tag, ...current.slice(at)];
}
