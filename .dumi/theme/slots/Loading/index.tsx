import { useIntl } from 'dumi';
import React, { type FC } from 'react';
import './index.less';

const LINES = 4;

/**
 * What stands in for a page while its code downloads (the router's fallback, as on a page rendered
 * afresh rather than hydrated): grey lines where the text will be, and "Loading..." for screen
 * readers. Plain elements and CSS, where dumi's slot brings react-loading-skeleton.
 */
const Loading: FC = () => {
  const intl = useIntl();
  return (
    <div className="tl-loading" role="status">
      <span className="tl-visually-hidden">{intl.formatMessage({ id: 'page.loading' })}</span>
      {Array.from({ length: LINES }, (_, line) => (
        <span key={line} className="tl-loading-line" aria-hidden="true" />
      ))}
    </div>
  );
};

export default Loading;
