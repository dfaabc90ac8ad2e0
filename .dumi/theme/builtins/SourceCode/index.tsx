import React, { lazy, Suspense, type ComponentProps, type FC } from 'react';
import './index.less';

// the highlighter (prism) is loaded only by pages that show code, not with every page's entry
const HighlightedSourceCode = lazy(() => import('dumi/theme-original/builtins/SourceCode'));

type SourceCodeProps = ComponentProps<typeof HighlightedSourceCode>;

/**
 * dumi's code block, loaded on demand. The prerendered page already holds the highlighted block;
 * only a client-side visit to a page with code briefly shows the plain text while it loads.
 */
const SourceCode: FC<SourceCodeProps> = (props) => (
  <Suspense
    fallback={
      <pre className="prism-code tl-source-code-loading">
        <code>{props.children}</code>
      </pre>
    }
  >
    <HighlightedSourceCode {...props} />
  </Suspense>
);

export default SourceCode;
