/**
 * Copies the Markdown at `url` to the clipboard; call it while handling the click. Safari lets a
 * page write to the clipboard only during the click itself, before anything is awaited, so the
 * write starts at once with a ClipboardItem whose text is still on its way (the text is fetched
 * now, not with the page). Where that fails or is missing (an insecure context, older browsers),
 * the text is copied once it has arrived.
 */
export function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // rarely needed, so loaded only then (the page's own code stays small)
  const fallback = () =>
    Promise.all([text, import('../../common/copy-text')]).then(async ([markdown, { copyText }]) => {
      if (!(await copyText(markdown))) throw new Error('the browser did not allow the copy');
    });
  if (typeof ClipboardItem !== 'function' || !navigator.clipboard?.write) return fallback();
  const item = new ClipboardItem({
    'text/plain': text.then((markdown) => new Blob([markdown], { type: 'text/plain' })),
  });
  return navigator.clipboard.write([item]).catch(fallback);
}
