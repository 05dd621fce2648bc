// What the shell mounts: single-spa lifecycles around this remote's router.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './App';
import { RemoteCrash } from '@coloc/shared/ui';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (error: Error) => <RemoteCrash error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
