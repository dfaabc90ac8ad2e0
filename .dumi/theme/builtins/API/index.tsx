import { useSiteData } from 'dumi';
import { SiteContext } from 'dumi/dist/client/theme-api/context';
import API from 'dumi/theme-original/builtins/API';
import React, { useMemo, useRef, type ComponentProps, type FC } from 'react';
import { withTsDocTags } from '../../common/release-tags';
import { useScrollable } from '../../common/useScrollable';
import './index.less';

/**
 * dumi's API table, fed prop metadata whose release tags (`@beta`, `@since`, ...) it can show. The
 * table scrolls sideways in a box of this component's own (the style sheet keeps dumi's inner box
 * from scrolling), which is a Tab stop while it scrolls so that keyboard users can scroll it.
 */
const SiteAPI: FC<ComponentProps<typeof API>> = (props) => {
  const site = useSiteData();
  const components = useMemo(() => withTsDocTags(site.components), [site.components]);
  // a copy with dumi's property getters left as getters: a spread would read the deprecated
  // `demos` one, whose getter logs a warning in development
  const value = useMemo(
    () =>
      Object.defineProperties(
        {},
        {
          ...Object.getOwnPropertyDescriptors(site),
          // undefined while the metadata is still resolving, which the table then says
          components: { value: components, enumerable: true },
        },
      ) as typeof site,
    [site, components],
  );
  const box = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(box);

  return (
    <SiteContext.Provider value={value}>
      <div className="tl-api" ref={box} tabIndex={scrollable ? 0 : undefined}>
        <API {...props} />
      </div>
    </SiteContext.Provider>
  );
};

export default SiteAPI;
