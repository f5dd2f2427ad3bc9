import { useDocumentTitle } from '@mantine/hooks';

const PRODUCT_NAME = 'eWallet Top-up';

/** The browser tab's title for a screen, so that screen readers announce where a person landed. */
export function usePageTitle(screen: string | null): void {
  useDocumentTitle(screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME);
}
