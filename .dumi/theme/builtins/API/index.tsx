import { components as atoms } from '@@/plugin-siteTheme/api-atoms';
import { useSiteData } from 'dumi';
import { SiteContext } from '@@/plugin-siteTheme/site-context';
import API from 'dumi/theme-original/builtins/API';
import React, { useMemo, useRef, type ComponentProps, type FC } from 'react';
import '../../common/intl/demo-messages';
import { withTsDocTags } from '../../common/release-tags';
import { useScrollable } from '../../common/useScrollable';
import './index.less';

type Metadata = Parameters<typeof withTsDocTags>[0] | null;

/**
 * dumi's API table, fed prop metadata (`metadata`; none while the API parser has not answered)
 * whose release tags (`@beta`, `@since`, ...) it can show. The table scrolls sideways in a box of
 * this component's own (the style sheet keeps dumi's inner box from scrolling), which is a Tab stop
 * while it scrolls so that keyboard users can scroll it.
 */
export const APITable: FC<ComponentProps<typeof API> & { metadata: Metadata }> = ({
  metadata,
  ...props
}) => {
  const site = useSiteData();
  const components = useMemo(() => withCodeSpans(withTsDocTags(metadata ?? undefined)), [metadata]);
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

/**
 * Prop descriptions with their TSDoc `code` spans as code elements (dumi shows the backticks), in
 * withTsDocTags's copy of the metadata: its property tables are new objects, the props are not.
 */
function withCodeSpans<T extends Record<string, any> | undefined>(components: T): T {
  for (const component of Object.values<any>(components ?? {})) {
    const properties: Record<string, any> = component?.propsConfig?.properties ?? {};
    for (const [name, prop] of Object.entries(properties)) {
      if (typeof prop.description !== 'string' || !prop.description.includes('`')) continue;
      const parts: string[] = prop.description.split(/`([^`]+)`/);
      const description = parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
      properties[name] = { ...prop, description };
    }
  }
  return components;
}

/**
 * The builtin: the API parser's metadata comes with the table, not with every page's site context
 * (plugins/internals/entry/site-context-loader.cjs).
 */
const SiteAPI: FC<ComponentProps<typeof API>> = (props) => <APITable {...props} metadata={atoms} />;

export default SiteAPI;
