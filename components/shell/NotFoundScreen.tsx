import { paths } from '@/lib/shared/routes';
import { AppLink } from '@/components/ui/AppLink';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <AppLink href={paths.home}>Go to the home page</AppLink>
    </section>
  );
}
