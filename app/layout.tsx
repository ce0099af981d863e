import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Handbook Reseller Console', template: '%s · Handbook Reseller Console' },
  description: 'Manage your Handbook customers and the tokens they use on the Customer API.',
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page carries a per-request CSP nonce (proxy.ts), so none may be prerendered without one.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        {/* Tables keep their state in the URL with nuqs, which reads and writes it through this. */}
        <NuqsAdapter>{children}</NuqsAdapter>
      </body>
    </html>
  );
}
