import { LogtoProvider, useHandleSignInCallback, useLogto, type LogtoConfig } from '@logto/react';
import { useLayoutEffect } from 'react';
import { useLogtoBridge } from './logto-bridge';

/** Publishes the SDK's state and actions to the bridge. */
function Publisher() {
  const { isAuthenticated, isLoading, getAccessToken, signIn, signOut, fetchUserInfo } = useLogto();
  // Finishes a sign-in when the address is the callback of one started here; otherwise idle.
  const { error } = useHandleSignInCallback();
  useLayoutEffect(() => {
    useLogtoBridge.setState({
      ready: true,
      isAuthenticated,
      isLoading,
      callbackError: error ?? null,
      actions: {
        getAccessToken,
        signIn: (redirectUri) => signIn(redirectUri),
        signOut,
        fetchUserInfo: async () => (await fetchUserInfo()) ?? {},
      },
    });
  }, [isAuthenticated, isLoading, error, getAccessToken, signIn, signOut, fetchUserInfo]);
  return null;
}

/** The Logto SDK (a lazy chunk): the LogtoProvider with a publisher instead of the app inside. */
export default function LogtoConnector({ config }: { config: LogtoConfig }) {
  return (
    <LogtoProvider config={config}>
      <Publisher />
    </LogtoProvider>
  );
}
