// umi turns an imported .svg file into a React component, its `ReactComponent` export (svgr)
declare module '*.svg' {
  import type { FC, SVGProps } from 'react';
  export const ReactComponent: FC<SVGProps<SVGSVGElement>>;
}
