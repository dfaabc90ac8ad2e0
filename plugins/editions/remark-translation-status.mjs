/** `translationBehind` in a translation's frontmatter: `behind` maps the file to its date. */
export default function remarkTranslationStatus({ behind }) {
  return (tree, vFile) => {
    const file = String(this.data('fileAbsPath') ?? '').replaceAll('\\', '/');
    const key = Object.keys(behind).find((relative) => file.endsWith(`/${relative}`));
    if (key) vFile.data.frontmatter = { ...vFile.data.frontmatter, translationBehind: behind[key] };
  };
}
