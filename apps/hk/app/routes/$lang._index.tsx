import { useLoaderData } from '@remix-run/react';
import { HomePage } from '@brokerage/site-core';
import type { homeLoader } from '@brokerage/site-core/server';
import { homeHeading } from '../district';

export { homeLoader as loader } from '@brokerage/site-core/server';

export default function Home() {
  const { intro } = useLoaderData<typeof homeLoader>();
  return <HomePage heading={homeHeading} intro={intro} />;
}
