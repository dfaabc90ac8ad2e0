/**
 * A remark plugin for dumi's Markdown compiler (translation-status.ts adds it): a translation whose
 * English page changed since it was translated gets `translationBehind` in its frontmatter, the
 * date of that change. `behind` maps the file, relative to the project, to it.
 */
export default function remarkTranslationStatus({ behind }) {
  return (tree, vFile) => {
    const file = String(this.data('fileAbsPath') ?? '').replaceAll('\\', '/');
    const key = Object.keys(behind).find((relative) => file.endsWith(`/${relative}`));
    if (key) vFile.data.frontmatter = { ...vFile.data.frontmatter, translationBehind: behind[key] };
  };
}
