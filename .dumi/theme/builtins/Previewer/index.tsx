import { useLocation, type IPreviewerProps } from 'dumi';
import Previewer from 'dumi/theme-original/builtins/Previewer';
import React, { useEffect, type FC } from 'react';

/**
 * dumi highlights the demo block whose id is the URL hash (`data-active`). On a prerendered page
 * the server had no hash, and hydration keeps the server's attributes, so a page opened on
 * `#{demo id}` would show no highlight. This wrapper sets it once after hydration; later hash
 * changes are rendered by dumi as usual.
 */
const SitePreviewer: FC<IPreviewerProps> = (props) => {
  const { hash } = useLocation();
  const id = props.asset.id;

  useEffect(() => {
    if (hash === `#${id}`) document.getElementById(id)?.setAttribute('data-active', 'true');
    // only the first render after hydration can differ from the prerendered markup
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <Previewer {...props} />;
};

export default SitePreviewer;
