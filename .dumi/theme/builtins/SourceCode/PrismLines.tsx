import Highlight, { defaultProps, type Language } from 'prism-react-renderer';
import React, { type FC } from 'react';
import { CodeLines } from './CodeLines';

// languages prism has no grammar for, shown with the grammar of a close relative
const RELATED_GRAMMAR: Record<string, Language> = {
  acss: 'css',
  axml: 'markup',
  html: 'markup',
  vue: 'markup',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
};

interface PrismLinesProps {
  code: string;
  lang: string;
  highlightLines: number[];
  numbered: boolean;
}

/** The code's lines tokenised by prism (loaded on demand: this module is the highlighter's chunk). */
const PrismLines: FC<PrismLinesProps> = ({ code, lang, ...lineOptions }) => (
  // no theme: the token colours come from the style sheet, for the light and the dark theme alike
  <Highlight
    {...defaultProps}
    theme={undefined}
    code={code}
    language={RELATED_GRAMMAR[lang] ?? (lang as Language)}
  >
    {({ tokens, getTokenProps }) => (
      <CodeLines
        {...lineOptions}
        lines={tokens.map((line) =>
          line.map((token, index) => {
            // prism's props carry a `key` (undefined here), which React warns about in a spread
            const { key: _unused, ...props } = getTokenProps({ token });
            return <span key={index} {...props} />;
          }),
        )}
      />
    )}
  </Highlight>
);

export default PrismLines;
