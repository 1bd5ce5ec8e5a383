type Named = { name: string; label?: string | null };

/** The category's name in the language the tree was fetched in; the English name when that one is blank. */
export function categoryName(node: Named): string {
  return node.label?.trim() ? node.label : node.name;
}
