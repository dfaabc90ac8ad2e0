/**
 * Empty on purpose: dumi renders this slot inside <main>, where a footer is no contentinfo landmark.
 * The doc layout (layouts/DocLayout) renders dumi's footer after <main> instead.
 */
const NoFooterInMain = () => null;

export default NoFooterInMain;
