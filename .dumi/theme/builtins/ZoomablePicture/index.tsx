import React, {
  useRef,
  useState,
  type CSSProperties,
  type FC,
  type ImgHTMLAttributes,
} from 'react';
import type { ZoomDialogProps } from './ZoomDialog';

type PictureProps = ImgHTMLAttributes<HTMLImageElement>;

/**
 * The button looks and sits exactly as the picture alone did. Its style is written here, not in the
 * site's style sheet, which every page loads before its first paint: pages without pictures pay
 * nothing for it. The focus ring is the site's own (accessibility.less).
 */
const BUTTON_STYLE: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  background: 'none',
  border: 0,
  cursor: 'zoom-in',
};

/**
 * A picture of a page (plugins/markdown/rehype-page-features.mjs makes every `<img>` of a page this): a button around
 * the picture, named by its alt text, that opens it larger in a dialog. The dialog's code and texts
 * load with the first click; while they are on their way, or if they fail, nothing else changes.
 */
const ZoomablePicture: FC<PictureProps> = (picture) => {
  const button = useRef<HTMLButtonElement>(null);
  // Each opening is numbered. A dialog closed by Escape reports it in a task of its own, which can
  // arrive after a Space that reopened it: a report from an earlier opening is then ignored.
  const opening = useRef(0);
  const [shown, setShown] = useState<{ Dialog: FC<ZoomDialogProps>; opening: number }>();
  const open = () => {
    const current = ++opening.current;
    import('./ZoomDialog').then(
      ({ default: Dialog }) => {
        if (current === opening.current) setShown({ Dialog, opening: current });
      },
      () => undefined,
    );
  };
  const closed = (which: number) => {
    if (which !== opening.current) return;
    setShown(undefined);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="tl-zoomable"
        style={BUTTON_STYLE}
        aria-haspopup="dialog"
        onClick={open}
      >
        <img {...picture} />
      </button>
      {shown && (
        <shown.Dialog key={shown.opening} picture={picture} onClose={() => closed(shown.opening)} />
      )}
    </>
  );
};

export default ZoomablePicture;
