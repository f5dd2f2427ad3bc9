import { Center, Loader } from '@mantine/core';
import { isPrerenderedScreenShown } from './prerendered-screen';

export function PageLoader() {
  // While the prerendered Home is on show, the live app is still arriving behind it: no spinner above it.
  if (isPrerenderedScreenShown()) return null;
  return (
    <Center mih="60dvh" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
