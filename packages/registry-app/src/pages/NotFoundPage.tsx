import { ButtonLink } from '@agent-registry/ui';

/** /404 */
export default function NotFoundPage() {
  return (
    <section style={{ textAlign: 'center', padding: '4rem 0' }}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div style={{ display: 'flex', gap: '0.75rem', justifyContent: 'center' }}>
        <ButtonLink href="/">Go home</ButtonLink>
        <ButtonLink href="/search" variant="outline">Browse agents</ButtonLink>
      </div>
    </section>
  );
}
