import { DumiDemo } from 'dumi';
import React, { memo, Suspense, useMemo, type ComponentProps, type FC } from 'react';
import { useMountedByHydration } from '../../common/useMountedByHydration';

export type DemoProps = ComponentProps<typeof DumiDemo>;

/**
 * One demo of a page (plugins/markdown has the Markdown compiler use this in place of dumi's
 * `DumiDemo`). dumi fetches a demo's metadata and code only when it renders, so during hydration
 * a demo can suspend with the page's later content still to come. React 18 then goes on hydrating
 * that content against the demo's markup and reports the mismatches (error #418) with the next
 * update, for example a click on a link. In a prerendered page each demo is therefore a Suspense
 * boundary of its own, which React hydrates when the demo's code is there. A demo mounted after a
 * client-side navigation has no boundary, so the page waits for its demos instead of showing
 * empty boxes.
 */
const Demo: FC<DemoProps> = (props) => {
  const mountedByHydration = useMountedByHydration();
  // the same element for the same props: a boundary still waiting for its code must see no update
  return useMemo(() => {
    const demo = <DumiDemo {...props} />;
    return mountedByHydration ? <Suspense fallback={null}>{demo}</Suspense> : demo;
  }, [mountedByHydration, props]);
};

// the props are plain data apart from the loader function, as for dumi's own DumiDemo
export default memo(Demo, (before, after) => JSON.stringify(before) === JSON.stringify(after));
