// Placeholder written by the lead; the helper who owns the property bar replaces it.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

export function PropertyBarWidget() {
  return null;
}

export const { bootstrap, mount, unmount, update } = singleSpaReact({ React, ReactDOMClient, rootComponent: PropertyBarWidget, errorBoundary: () => <></> });
