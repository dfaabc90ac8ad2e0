// message-sets-loader.cjs: the texts of demo blocks and API tables, by locale (browser
// build only; elsewhere the module has no default export)
declare module '@@/dumi/locales/config?demo-messages' {
  const byLocale: Record<string, Record<string, unknown>> | undefined;
  export default byLocale;
}

// the texts of the picture dialog (builtins/ZoomablePicture), likewise
declare module '@@/dumi/locales/config?zoom-messages' {
  const byLocale: Record<string, Record<string, unknown>> | undefined;
  export default byLocale;
}
