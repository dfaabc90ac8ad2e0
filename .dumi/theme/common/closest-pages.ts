export interface SitePage {
  title: string;
  link: string;
}

/**
 * The site's pages whose addresses are closest to a mistyped one, best first, at most `limit`:
 * pages within a few edits of the address (as a whole, or by its last segment), then the deepest
 * page the address lies under. Letter case, a trailing slash and percent-encoding do not count.
 *
 * Self-contained on purpose: the prerendered 404 page runs its source text as an inline script,
 * so that the suggestions appear before, or without, the app.
 */
export function closestPages(typed: string, pages: SitePage[], limit: number): SitePage[] {
  function normal(path: string) {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch (e) {
      // a malformed address is compared as it is
    }
    return decoded.toLowerCase().replace(/\/+$/, '') || '/';
  }
  function lastSegment(path: string) {
    return path.slice(path.lastIndexOf('/') + 1);
  }
  function editDistance(a: string, b: string) {
    let row: number[] = [];
    for (let j = 0; j <= b.length; j += 1) row.push(j);
    for (let i = 1; i <= a.length; i += 1) {
      const next = [i];
      for (let j = 1; j <= b.length; j += 1) {
        const substitution = row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
        next.push(Math.min(row[j] + 1, next[j - 1] + 1, substitution));
      }
      row = next;
    }
    return row[b.length];
  }

  const address = normal(typed);
  const scored: { page: SitePage; distance: number }[] = [];
  let ancestor: SitePage | null = null;
  for (const page of pages) {
    const path = normal(page.link);
    if (path === '/' || path === address) continue;
    const whole = editDistance(address, path);
    const segment = editDistance(lastSegment(address), lastSegment(path));
    const distance = Math.min(whole, segment + 1);
    if (distance <= Math.max(2, Math.floor(lastSegment(path).length / 3))) {
      scored.push({ page, distance });
    } else if (
      address.indexOf(`${path}/`) === 0 &&
      (ancestor === null || path.length > normal(ancestor.link).length)
    ) {
      ancestor = page;
    }
  }
  scored.sort((a, b) => a.distance - b.distance);
  const result = scored.map((entry) => entry.page);
  if (ancestor !== null) result.push(ancestor);
  return result.slice(0, limit);
}
