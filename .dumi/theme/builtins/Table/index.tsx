import 'dumi/theme-default/builtins/Table/index.less';
import React, { useEffect, useRef, useState, type FC, type TableHTMLAttributes } from 'react';
import { useScrollable } from '../../common/useScrollable';

/** Which edges of a wide table have columns scrolled out of view (the style sheet shades them). */
interface HiddenEdges {
  left: boolean;
  right: boolean;
}

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the page. While it
 * scrolls, the box is a Tab stop, so keyboard users can scroll it with the arrow keys.
 */
const Table: FC<TableHTMLAttributes<HTMLTableElement>> = ({ children, ...props }) => {
  const box = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(box);
  const [hidden, setHidden] = useState<HiddenEdges>({ left: false, right: false });

  useEffect(() => {
    const element = box.current;
    if (!element || !scrollable) return;
    const update = () =>
      setHidden({
        left: element.scrollLeft > 0,
        right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [scrollable]);

  return (
    <div className="dumi-default-table">
      <div
        className="dumi-default-table-content"
        ref={box}
        tabIndex={scrollable ? 0 : undefined}
        data-left-folded={(scrollable && hidden.left) || undefined}
        data-right-folded={(scrollable && hidden.right) || undefined}
      >
        <table {...props}>{children}</table>
      </div>
    </div>
  );
};

export default Table;
