import { createFileRoute } from '@tanstack/react-router';

import { MyVenturesPage } from '@/features/ventures/components/my-ventures-page';

export const Route = createFileRoute('/_signedIn/ventures/')({
  staticData: { pageTitle: 'My Ventures' },
  component: MyVenturesPage,
});
