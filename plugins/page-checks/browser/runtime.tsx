import React, { type ReactNode } from 'react';
import ProblemsPanel from './ProblemsPanel';

/** `dumi dev` only (plugins/page-checks/index.ts adds it): the problems panel beside the app. */
export function innerProvider(container: ReactNode) {
  return (
    <>
      {container}
      <ProblemsPanel />
    </>
  );
}
