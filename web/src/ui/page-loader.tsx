import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="60dvh" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
