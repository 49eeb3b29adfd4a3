import { createContext, useContext } from 'react';

/** Whether the screen of a route key is built; the shell provides it from its screen table. */
export const BuiltScreens = createContext<(routeKey: string) => boolean>(() => true);

export const useIsBuilt = () => useContext(BuiltScreens);
