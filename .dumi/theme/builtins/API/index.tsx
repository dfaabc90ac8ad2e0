import { useSiteData } from 'dumi';
import { SiteContext } from 'dumi/dist/client/theme-api/context';
import API from 'dumi/theme-original/builtins/API';
import React, { useMemo, type ComponentProps, type FC } from 'react';
import { withTsDocTags } from '../../common/release-tags';

/** dumi's API table, fed prop metadata whose release tags (`@beta`, `@since`, ...) it can show. */
const SiteAPI: FC<ComponentProps<typeof API>> = (props) => {
  const site = useSiteData();
  const components = useMemo(() => withTsDocTags(site.components), [site.components]);

  return (
    // undefined while the metadata is still resolving, which the table then says
    <SiteContext.Provider value={{ ...site, components: components as typeof site.components }}>
      <API {...props} />
    </SiteContext.Provider>
  );
};

export default SiteAPI;
