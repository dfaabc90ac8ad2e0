import PreviewerActions, {
  type IPreviewerActionsProps,
} from 'dumi/theme-original/slots/PreviewerActions';
import React, { useEffect, useState, type FC } from 'react';

/**
 * The demo block hands its actions the demo's container element while it renders for the first
 * time, when the element does not exist yet, so "Copy to Sketch" would convert nothing. This wrapper
 * looks the container up once mounted and passes it on.
 */
const SitePreviewerActions: FC<IPreviewerActionsProps> = (props) => {
  const [mounted, setMounted] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    setMounted(
      document
        .getElementById(props.asset.id)
        ?.querySelector<HTMLDivElement>('.dumi-default-previewer-demo') ?? null,
    );
  }, [props.asset.id]);

  return <PreviewerActions {...props} demoContainer={props.demoContainer ?? mounted} />;
};

export default SitePreviewerActions;
