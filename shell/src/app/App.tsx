import { BrowserRouter } from 'react-router-dom';
import { ServerSlotsContext, type ServerSlots } from '../features/remotes/serverSlots';
import { Shell } from './Shell';

export function App({ serverSlots = null }: { serverSlots?: ServerSlots | null }) {
  return (
    <BrowserRouter>
      <ServerSlotsContext.Provider value={serverSlots}>
        <Shell />
      </ServerSlotsContext.Provider>
    </BrowserRouter>
  );
}
