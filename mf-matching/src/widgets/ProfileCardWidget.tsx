// Placeholder until the profile card is written: the widget other areas mount (./ProfileCard).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

function ProfileCardWidget() {
  return null;
}

export const { bootstrap, mount, unmount } = singleSpaReact({ React, ReactDOMClient, rootComponent: ProfileCardWidget });
